// A hoisted __shared__ array gets a fresh name when a later local shares its name.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
__global__ void k(float *out) {
  { __shared__ float t[4]; t[0] = 1; out[0] = t[0]; }
  float t = 2;
  out[1] = t;
}
// CHECK-LABEL: __kernel void k(
// CHECK-NEXT: {
// CHECK-NEXT:   __local float [[T:t_[0-9]*]][4];
// CHECK:          [[T]][0] = 1;
// CHECK:        float t = 2;
