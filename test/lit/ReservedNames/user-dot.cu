// A user-defined dot on float3 is renamed away from the OpenCL built-in
// (float3 itself is a struct with CUDA's 12-byte layout).
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: float dot
// CHECK-SAME: [[DOT_S:[A-Za-z0-9_]+]](ultima_float3 a, ultima_float3 b)
// CHECK-NEXT: {
// CHECK-NEXT:   return a.x * b.x + a.y * b.y + a.z * b.z;
// CHECK-NEXT: }
__device__ float dot(float3 a, float3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }

// CHECK-LABEL: __kernel void lengths2(__global float *out, __global const float *v)
// CHECK-NEXT: {
// CHECK-NEXT:   ultima_float3 p = ((ultima_float3){v[3 * (uint)get_local_id(0)], v[3 * (uint)get_local_id(0) + 1], v[3 * (uint)get_local_id(0) + 2]});
// CHECK-NEXT:   out[(uint)get_local_id(0)] = dot[[DOT_S]](p, p);
// CHECK-NEXT: }
__global__ void lengths2(float *out, const float *v) {
  float3 p = make_float3(v[3 * threadIdx.x], v[3 * threadIdx.x + 1], v[3 * threadIdx.x + 2]);
  out[threadIdx.x] = dot(p, p);
}
