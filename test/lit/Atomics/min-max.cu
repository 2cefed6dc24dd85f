// 32-bit atomicMin/atomicMax are OpenCL built-ins; the 64-bit ones (long long,
// unsigned long long) use atom_min/atom_max of cl_khr_int64_extended_atomics
// when the compiler defines that extension's macro, else a compare-and-swap loop.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
// RUN: %oclc -DULTIMA_NO_INT64_EXTENDED_ATOMICS %t.cl

// CHECK: #pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
// CHECK: #if defined(cl_khr_int64_extended_atomics) && !defined(ULTIMA_NO_INT64_EXTENDED_ATOMICS)
// CHECK-NEXT: #pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable
// CHECK: return atom_##OP(p, v);
// CHECK: #else
// CHECK: T seen = atom_cmpxchg(p, old, OP(old, v));
// CHECK: ULTIMA_ATOMIC_MINMAX_64(min, s64, long, g, __global)
// CHECK: ULTIMA_ATOMIC_MINMAX_64(max, u64, ulong, l, __local)
// CHECK: #undef ULTIMA_ATOMIC_MINMAX_64
// CHECK-LABEL: __kernel void extremes(__global int *i, __global uint *u, __global long *l, __global ulong *q, __global const long *x)
// CHECK-NEXT: {
// CHECK-NEXT:   long v = x[(uint)get_local_id(0)];
// CHECK-NEXT:   atomic_min((i), ((int)v));
// CHECK-NEXT:   atomic_max((u), ((uint)v));
// CHECK-NEXT:   ultima_atomic_min_s64_g((l), (v));
// CHECK-NEXT:   ultima_atomic_max_s64_g((l + 1), (v));
// CHECK-NEXT:   ultima_atomic_min_u64_g((q), ((ulong)v));
// CHECK-NEXT:   ultima_atomic_max_u64_g((q + 1), ((ulong)v));
// CHECK-NEXT: }
__global__ void extremes(int *i, unsigned int *u, long long *l, unsigned long long *q,
                         const long long *x) {
  long long v = x[threadIdx.x];
  atomicMin(i, (int)v);
  atomicMax(u, (unsigned int)v);
  atomicMin(l, v);
  atomicMax(l + 1, v);
  atomicMin(q, (unsigned long long)v);
  atomicMax(q + 1, (unsigned long long)v);
}
