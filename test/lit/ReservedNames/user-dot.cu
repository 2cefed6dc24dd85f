// A user-defined dot on float3 is renamed away from the OpenCL built-in.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: float [[DOT:dot[A-Za-z0-9_]+]](float3 a, float3 b)
// CHECK-NEXT: {
// CHECK-NEXT:   return a.x * b.x + a.y * b.y + a.z * b.z;
// CHECK-NEXT: }
__device__ float dot(float3 a, float3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }

// CHECK-LABEL: __kernel void lengths2(__global float *out, __global const float3 *v)
// CHECK-NEXT: {
// CHECK-NEXT:   float3 p = v[(uint)get_local_id(0)];
// CHECK-NEXT:   out[(uint)get_local_id(0)] = [[DOT]](p, p);
// CHECK-NEXT: }
__global__ void lengths2(float *out, const float3 *v) {
  float3 p = v[threadIdx.x];
  out[threadIdx.x] = dot(p, p);
}
