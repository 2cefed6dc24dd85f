// Variables and parameters named after OpenCL C types (half, float4, uchar,
// image2d_t, sampler_t) are renamed: those are keywords or typedefs there.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __kernel void halve(
// CHECK-SAME: __global float *[[HALF:half[A-Za-z0-9_]+]], int [[SAMPLER:sampler_t[A-Za-z0-9_]+]], int [[IMAGE:image2d_t[A-Za-z0-9_]+]])
// CHECK-NEXT: {
// CHECK-NEXT:   float [[F4:float4[A-Za-z0-9_]+]] = [[HALF]][(uint)get_local_id(0)];
// CHECK-NEXT:   int [[UCHAR:uchar[A-Za-z0-9_]+]] = [[SAMPLER]] + [[IMAGE]];
// CHECK-NEXT:   [[HALF]][(uint)get_local_id(0)] = [[F4]] * 0.5f + [[UCHAR]];
// CHECK-NEXT: }
__global__ void halve(float *half, int sampler_t, int image2d_t) {
  float float4 = half[threadIdx.x];
  int uchar = sampler_t + image2d_t;
  half[threadIdx.x] = float4 * 0.5f + uchar;
}
