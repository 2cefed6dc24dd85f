// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__device__ void clamp_store(int *p, int v, int hi) {
  if (v > hi) {
    *p = hi;
    return;
  }
  *p = v;
}
__device__ int square(int v) { return v * v; }
__global__ void k(int *out, int n) {
  int i = threadIdx.x;
  if (i >= n)
    return;
  clamp_store(out + i, square(i), 100);
}

// CHECK-LABEL: void clamp_store(__global int *p, int v, int hi)
// CHECK-NEXT: {
// CHECK-NEXT: if (v > hi)
// CHECK-NEXT: {
// CHECK-NEXT: *p = hi;
// CHECK-NEXT: return;
// CHECK-NEXT: }
// CHECK-NEXT: *p = v;
// CHECK-NEXT: }
// CHECK-LABEL: int square(int v)
// CHECK-NEXT: {
// CHECK-NEXT: return v * v;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global int *out, int n)
// CHECK-NEXT: {
// CHECK-NEXT: int i = (uint)get_local_id(0);
// CHECK-NEXT: if (i >= n)
// CHECK-NEXT: return;
// CHECK-NEXT: clamp_store(out + i, square(i), 100);
// CHECK-NEXT: }
