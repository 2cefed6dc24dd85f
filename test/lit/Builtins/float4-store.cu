// Storing a float4 into a float4 buffer is a plain vector assignment (in C++
// it is a call to float4's implicit copy-assignment operator).
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __kernel void splat(__global float4 *out, __global const float *in)
// CHECK-NEXT: {
// CHECK-NEXT:   float x = in[(uint)get_local_id(0)];
// CHECK-NEXT:   out[(uint)get_local_id(0)] = ((float4)(x, x, x, 1.0f));
// CHECK-NEXT: }
__global__ void splat(float4 *out, const float *in) {
  float x = in[threadIdx.x];
  out[threadIdx.x] = make_float4(x, x, x, 1.0f);
}
