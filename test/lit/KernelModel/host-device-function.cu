// A __host__ __device__ function is emitted once, as device code.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: float lerp(float a, float b, float t)
// CHECK-NEXT: {
// CHECK-NEXT:   return a + t * (b - a);
// CHECK-NEXT: }
// CHECK-NOT: lerp(float a
__host__ __device__ float lerp(float a, float b, float t) { return a + t * (b - a); }

// CHECK-LABEL: __kernel void blend(__global float *out, __global const float *a, __global const float *b, float t)
// CHECK-NEXT: {
// CHECK-NEXT:   out[(uint)get_local_id(0)] = lerp(a[(uint)get_local_id(0)], b[(uint)get_local_id(0)], t);
// CHECK-NEXT: }
__global__ void blend(float *out, const float *a, const float *b, float t) {
  out[threadIdx.x] = lerp(a[threadIdx.x], b[threadIdx.x], t);
}
