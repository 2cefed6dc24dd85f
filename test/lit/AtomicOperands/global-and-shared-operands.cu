// Atomics on global and shared memory are accepted; each variant of the
// helper calls the polyfill for its operand's space.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK: float ultima_atomic_add_f32_g(volatile __global float *p, float v)
// CHECK: float ultima_atomic_add_f32_l(volatile __local float *p, float v)
// CHECK-LABEL: void bump_g(__global float *p)
// CHECK-NEXT: {
// CHECK-NEXT: ultima_atomic_add_f32_g((p), (1.0f));
// CHECK-LABEL: void bump_l(__local float *p)
// CHECK-NEXT: {
// CHECK-NEXT: ultima_atomic_add_f32_l((p), (1.0f));
__device__ void bump(float *p) { atomicAdd(p, 1.0f); }

// CHECK-LABEL: __kernel void run(__global float *out)
__global__ void run(float *out) {
  __shared__ float tile[4];
  bump(out);
  bump(&tile[0]);
  out[1] = tile[0];
}
