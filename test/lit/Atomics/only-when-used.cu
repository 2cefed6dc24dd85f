// Polyfills and extension pragmas are emitted only for atomics reachable from
// a kernel: the unused helper's double and 64-bit atomics pull in nothing, and a
// snippet needed twice (int64 base atomics) is emitted once, before its users.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-NOT: cl_khr_fp64
// CHECK: #pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
// CHECK-NOT: cl_khr_int64_base_atomics : enable
// CHECK: ULTIMA_ATOMIC_BITWISE_64(or, |, g, __global)
// CHECK-NOT: ultima_atomic_add_f64
// CHECK-NOT: ultima_atomic_add_f32
// CHECK-NOT: ULTIMA_ATOMIC_MINMAX_64
// CHECK-LABEL: __kernel void used(__global ulong *q)
__device__ void unused(double *d, float *f, long long *l) {
  atomicAdd(d, 1.0);
  atomicAdd(f, 1.0f);
  atomicMin(l, 0ll);
}

__global__ void used(unsigned long long *q) {
  atomicAdd(q, 1ull);
  atomicOr(q + 1, 2ull);
  atomicCAS(q + 2, 0ull, 1ull);
}
