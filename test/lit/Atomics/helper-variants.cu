// A __device__ helper whose atomics are reached through a pointer parameter is
// emitted once per address space it is called with; each version calls the
// polyfill of its own space.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: uint ultima_atomic_inc_u32_g(volatile __global uint *p, uint v)
// CHECK-LABEL: uint ultima_atomic_inc_u32_l(volatile __local uint *p, uint v)
// CHECK: float [[LOCAL:bump_[A-Za-z0-9_]+]](__local float *slot, __local uint *n, float v)
// CHECK-NEXT: {
// CHECK-NEXT:   ultima_atomic_inc_u32_l((n), (100u));
// CHECK-NEXT:   return ultima_atomic_add_f32_l((slot), (v));
// CHECK-NEXT: }
// CHECK: float [[GLOBAL:bump_[A-Za-z0-9_]+]](__global float *slot, __global uint *n, float v)
// CHECK-NEXT: {
// CHECK-NEXT:   ultima_atomic_inc_u32_g((n), (100u));
// CHECK-NEXT:   return ultima_atomic_add_f32_g((slot), (v));
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void both(
// CHECK:   [[LOCAL]](&s[(uint)get_local_id(0) % 32], &sn, x[(uint)get_local_id(0)]);
// CHECK:   [[GLOBAL]](&g[(uint)get_local_id(0) % 32], gn, s[(uint)get_local_id(0) % 32]);
__device__ float bump(float *slot, unsigned int *n, float v) {
  atomicInc(n, 100u);
  return atomicAdd(slot, v);
}

__global__ void both(float *g, unsigned int *gn, const float *x) {
  __shared__ float s[32];
  __shared__ unsigned int sn;
  s[threadIdx.x % 32] = 0.0f;
  sn = 0;
  __syncthreads();
  bump(&s[threadIdx.x % 32], &sn, x[threadIdx.x]);
  __syncthreads();
  bump(&g[threadIdx.x % 32], gn, s[threadIdx.x % 32]);
}
