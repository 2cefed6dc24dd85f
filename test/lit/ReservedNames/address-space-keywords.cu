// Variables named after OpenCL address-space and function qualifiers
// (global, local, constant, kernel) are renamed.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __kernel void stats(
// CHECK-SAME: __global float *out, __global const float *[[GLOBAL:global[A-Za-z0-9_]+]], float [[CONSTANT:constant[A-Za-z0-9_]+]])
// CHECK-NEXT: {
// CHECK-NEXT:   float [[LOCAL:local[A-Za-z0-9_]+]] = [[GLOBAL]][(uint)get_local_id(0)];
// CHECK-NEXT:   int [[KERNEL:kernel[A-Za-z0-9_]+]] = 3;
// CHECK-NEXT:   out[(uint)get_local_id(0)] = [[LOCAL]] * [[CONSTANT]] + [[KERNEL]];
// CHECK-NEXT: }
__global__ void stats(float *out, const float *global, float constant) {
  float local = global[threadIdx.x];
  int kernel = 3;
  out[threadIdx.x] = local * constant + kernel;
}
