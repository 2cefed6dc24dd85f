// const and non-const overloads of the same member differ by a _const
// suffix.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

struct Row {
  float v[4];
  __device__ float &operator[](int i) { return v[i]; }
  __device__ const float &operator[](int i) const { return v[i]; }
};
__device__ float readOnly(const Row &r) { return r[1]; }
__global__ void k(Row *rows) {
  Row r = rows[0];
  r[0] = readOnly(r);
  rows[1] = r;
}

// CHECK-LABEL: struct Row {
// CHECK-NEXT:   float v[4];
// CHECK-NEXT: };
// CHECK-LABEL: __private float *Row_operator_index_int(__private Row *this, int i){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return &this->v[i];
// CHECK-NEXT: }
// CHECK-LABEL: __private const float *Row_operator_index_int_const(__private const Row *this, int i){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return &this->v[i];
// CHECK-NEXT: }
// CHECK-LABEL: float readOnly(__private const Row *r){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return (*Row_operator_index_int_const(r, 1));
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global Row *rows){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   Row r = rows[0];
// CHECK-NEXT:   (*Row_operator_index_int(&r, 0)) = readOnly(&r);
// CHECK-NEXT:   rows[1] = r;
// CHECK-NEXT: }
