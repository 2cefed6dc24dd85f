// An unnamed parameter is printed as `unused_param<i>`; a user parameter (or
// any other identifier) already spelled so keeps its name and the unnamed
// parameter takes a fresh one.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: int pick(
// CHECK-SAME: int [[P0:unused_param0_[A-Za-z0-9_]*]], int unused_param0)
// CHECK-NEXT: {
// CHECK-NEXT:   return unused_param0;
__device__ int pick(int, int unused_param0) { return unused_param0; }

// CHECK-LABEL: __kernel void k(
// CHECK-SAME: __global int *out, int [[K1:unused_param1_[A-Za-z0-9_]*]])
// CHECK-NEXT: {
// CHECK-NEXT:   int unused_param1 = 2;
__global__ void k(int *out, int) {
  int unused_param1 = 2;
  out[0] = pick(1, unused_param1);
}
