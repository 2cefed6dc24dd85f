// atomicAnd/Or/Xor: OpenCL built-ins for int and unsigned; for unsigned long
// long, atom_and/or/xor of cl_khr_int64_extended_atomics or a CAS loop.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
// RUN: %oclc -DULTIMA_NO_INT64_EXTENDED_ATOMICS %t.cl

// CHECK: #pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
// CHECK: #if defined(cl_khr_int64_extended_atomics) && !defined(ULTIMA_NO_INT64_EXTENDED_ATOMICS)
// CHECK: ulong seen = atom_cmpxchg(p, old, old SYMBOL v);
// CHECK: ULTIMA_ATOMIC_BITWISE_64(and, &, g, __global)
// CHECK: ULTIMA_ATOMIC_BITWISE_64(xor, ^, l, __local)
// CHECK-NOT: ULTIMA_ATOMIC_MINMAX_64
// CHECK-LABEL: __kernel void flags(__global int *i, __global uint *u, __global ulong *q, int bit)
// CHECK-NEXT: {
// CHECK-NEXT:   atomic_or((i), (1 << bit));
// CHECK-NEXT:   atomic_and((i + 1), (~(1 << bit)));
// CHECK-NEXT:   atomic_xor((u), (1u << bit));
// CHECK-NEXT:   ultima_atomic_or_u64_g((q), (1ul << bit));
// CHECK-NEXT:   ultima_atomic_and_u64_g((q + 1), (~(1ul << bit)));
// CHECK-NEXT:   ultima_atomic_xor_u64_g((q + 2), (1ul << bit));
// CHECK-NEXT: }
__global__ void flags(int *i, unsigned int *u, unsigned long long *q, int bit) {
  atomicOr(i, 1 << bit);
  atomicAnd(i + 1, ~(1 << bit));
  atomicXor(u, 1u << bit);
  atomicOr(q, 1ull << bit);
  atomicAnd(q + 1, ~(1ull << bit));
  atomicXor(q + 2, 1ull << bit);
}
