// make_float4 becomes an OpenCL vector literal.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __kernel void homogeneous(__global float *out, __global const float *in)
// CHECK-NEXT: {
// CHECK-NEXT:   float x = in[(uint)get_local_id(0)];
// CHECK-NEXT:   float4 p = ((float4)(x, x * 2.0f, 0.0f, 1.0f));
// CHECK-NEXT:   out[(uint)get_local_id(0)] = p.y / p.w;
// CHECK-NEXT: }
__global__ void homogeneous(float *out, const float *in) {
  float x = in[threadIdx.x];
  float4 p = make_float4(x, x * 2.0f, 0.0f, 1.0f);
  out[threadIdx.x] = p.y / p.w;
}
