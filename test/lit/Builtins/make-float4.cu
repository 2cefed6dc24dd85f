// make_float4 becomes an OpenCL vector literal.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __kernel void splat(__global float4 *out, __global const float *in)
// CHECK-NEXT: {
// CHECK-NEXT:   float x = in[(uint)get_local_id(0)];
// CHECK-NEXT:   out[(uint)get_local_id(0)] = ((float4)(x, x * 2.0f, 0.0f, 1.0f));
// CHECK-NEXT: }
__global__ void splat(float4 *out, const float *in) {
  float x = in[threadIdx.x];
  out[threadIdx.x] = make_float4(x, x * 2.0f, 0.0f, 1.0f);
}
