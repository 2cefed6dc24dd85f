// atomicAdd on double: compare-and-swap on the 64-bit pattern; needs fp64 and
// cl_khr_int64_base_atomics, whose pragmas are emitted before the polyfill.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK: #pragma OPENCL EXTENSION cl_khr_fp64 : enable
// CHECK: #pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
// CHECK-LABEL: double ultima_atomic_add_f64_g(volatile __global double *p, double v)
// CHECK: atom_cmpxchg(u, old, as_ulong(as_double(old) + v))
// CHECK-LABEL: double ultima_atomic_add_f64_l(volatile __local double *p, double v)
// CHECK-LABEL: __kernel void dot_product(__global double *acc, __global const double *a, __global const double *b)
// CHECK-NEXT: {
// CHECK-NEXT:   ultima_atomic_add_f64_g((acc), (a[(uint)get_local_id(0)] * b[(uint)get_local_id(0)]));
// CHECK-NEXT: }
__global__ void dot_product(double *acc, const double *a, const double *b) {
  atomicAdd(acc, a[threadIdx.x] * b[threadIdx.x]);
}
