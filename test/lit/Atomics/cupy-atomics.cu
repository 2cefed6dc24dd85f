// CuPy's <cupy/atomics.cuh>: long long atomicAdd is atom_add (64-bit base
// atomics); float and double atomicMax/atomicMin are compare-and-swap
// polyfills of fmax/fmin, per address space, emitted only when used.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
#include <cupy/atomics.cuh>

// CHECK: #pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
// CHECK: float ultima_atomic_##OP##_f32_##AS
// CHECK: double ultima_atomic_##OP##_f64_##AS
// CHECK-LABEL: __kernel void k(
__global__ void k(long long *l, float *f, double *d) {
  __shared__ float tile[1];
  // CHECK: atom_add((l), (3L));
  atomicAdd(l, 3LL);
  // CHECK: ultima_atomic_max_f32_g((f), (1.5f));
  atomicMax(f, 1.5f);
  // CHECK: ultima_atomic_min_f32_l((tile), (f[1]));
  atomicMin(tile, f[1]);
  // CHECK: ultima_atomic_max_f64_g((d), (2.));
  atomicMax(d, 2.);
  // CHECK: ultima_atomic_min_f64_g((d + 1), (d[2]));
  atomicMin(d + 1, d[2]);
}
