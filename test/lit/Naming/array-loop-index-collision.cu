// A constructor zero-initialises an array member element by element, in a
// loop whose index is named `ultima_i<depth>` unless an identifier of the
// input starts so: then Naming picks another prefix, so that the index can
// never shadow or be mistaken for one of the input's names.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
// The same program without such a name keeps the usual index.
// RUN: %ultima -DNO_COLLISION %s | FileCheck %s --check-prefix=PLAIN

#ifndef NO_COLLISION
__constant__ int ultima_i0 = 7;
#define OFFSET ultima_i0
#else
#define OFFSET 7
#endif

struct Row {
  int cells[3][2];
  __device__ Row() : cells() {}
};

// CHECK: Row *constructor_Row(__private Row *this);
// CHECK: Row *constructor_Row(__private Row *this)
// CHECK-NEXT: {
// CHECK-NEXT: for (int [[I:ultima_i_]]0 = 0; [[I]]0 < 3; ++[[I]]0) {
// CHECK-NEXT: for (int [[I]]1 = 0; [[I]]1 < 2; ++[[I]]1) {
// CHECK-NEXT: this->cells[[[I]]0][[[I]]1] = 0;
// CHECK-LABEL: __kernel void fill(
// CHECK: ultima_i0
// PLAIN: Row *constructor_Row(__private Row *this);
// PLAIN: Row *constructor_Row(__private Row *this)
// PLAIN-NEXT: {
// PLAIN-NEXT: for (int ultima_i0 = 0; ultima_i0 < 3; ++ultima_i0) {
// PLAIN-NEXT: for (int ultima_i1 = 0; ultima_i1 < 2; ++ultima_i1) {
// PLAIN-NEXT: this->cells[ultima_i0][ultima_i1] = 0;

__global__ void fill(int *out) {
  Row r;
  out[threadIdx.x] = r.cells[threadIdx.x % 3][threadIdx.x % 2] + OFFSET;
}
