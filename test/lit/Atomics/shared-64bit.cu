// 64-bit and double atomics on __shared__ memory: atom_* on __local pointers and
// the _l polyfills.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __kernel void stats(__global const double *x, __global double *sum, __global ulong *cnt, __global long *lo)
// CHECK-NEXT: {
// CHECK-NEXT:   __local double s;
// CHECK-NEXT:   __local ulong n;
// CHECK-NEXT:   __local long m;
// CHECK:        ultima_atomic_add_f64_l((&s), (x[(uint)get_local_id(0)]));
// CHECK-NEXT:   atom_add((&n), (1ul));
// CHECK-NEXT:   ultima_atomic_min_s64_l((&m), ((long)(x[(uint)get_local_id(0)])));
// CHECK:        ultima_atomic_add_f64_g((sum), (s));
// CHECK-NEXT:   atom_add((cnt), (n));
// CHECK-NEXT:   ultima_atomic_min_s64_g((lo), (m));
__global__ void stats(const double *x, double *sum, unsigned long long *cnt, long long *lo) {
  __shared__ double s;
  __shared__ unsigned long long n;
  __shared__ long long m;
  if (threadIdx.x == 0) {
    s = 0.0;
    n = 0;
    m = 1ll << 62;
  }
  __syncthreads();
  atomicAdd(&s, x[threadIdx.x]);
  atomicAdd(&n, 1ull);
  atomicMin(&m, (long long)x[threadIdx.x]);
  __syncthreads();
  if (threadIdx.x == 0) {
    atomicAdd(sum, s);
    atomicAdd(cnt, n);
    atomicMin(lo, m);
  }
}
