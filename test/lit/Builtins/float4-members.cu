// float4 .x/.y/.z/.w member accesses are OpenCL vector components.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __kernel void dot4(__global float *out, __global const float4 *a, __global const float4 *b)
// CHECK-NEXT: {
// CHECK-NEXT:   float4 p = a[(uint)get_local_id(0)];
// CHECK-NEXT:   float4 q = b[(uint)get_local_id(0)];
// CHECK-NEXT:   out[(uint)get_local_id(0)] = p.x * q.x + p.y * q.y + p.z * q.z + p.w * q.w;
// CHECK-NEXT: }
__global__ void dot4(float *out, const float4 *a, const float4 *b) {
  float4 p = a[threadIdx.x];
  float4 q = b[threadIdx.x];
  out[threadIdx.x] = p.x * q.x + p.y * q.y + p.z * q.z + p.w * q.w;
}
