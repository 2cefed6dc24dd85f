// atomicCAS: atomic_cmpxchg for int/unsigned, atom_cmpxchg for unsigned long
// long, and a 32-bit compare-and-swap on the enclosing word for unsigned short.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK: #pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
// CHECK-LABEL: ushort ultima_atomic_cas_u16_g(volatile __global ushort *p, ushort compare, ushort val)
// CHECK: uint seen = atomic_cmpxchg(word, old, replaced);
// CHECK-LABEL: ushort ultima_atomic_cas_u16_l(volatile __local ushort *p, ushort compare, ushort val)
// CHECK-LABEL: __kernel void claims(__global int *i, __global uint *u, __global ulong *q, __global ushort *h)
// CHECK-NEXT: {
// CHECK-NEXT:   int me = (uint)get_local_id(0);
// CHECK-NEXT:   int a = atomic_cmpxchg((i), (-1), (me));
// CHECK-NEXT:   uint b = atomic_cmpxchg((u), (0u), ((uint)me));
// CHECK-NEXT:   ulong c = atom_cmpxchg((q), (0ul), ((ulong)me << 40));
// CHECK-NEXT:   ushort d = ultima_atomic_cas_u16_g((h + 1), ((ushort)0), ((ushort)me));
// CHECK-NEXT:   i[1] = a + b + c + d;
// CHECK-NEXT: }
__global__ void claims(int *i, unsigned int *u, unsigned long long *q, unsigned short *h) {
  int me = threadIdx.x;
  int a = atomicCAS(i, -1, me);
  unsigned int b = atomicCAS(u, 0u, (unsigned int)me);
  unsigned long long c = atomicCAS(q, 0ull, (unsigned long long)me << 40);
  unsigned short d = atomicCAS(h + 1, (unsigned short)0, (unsigned short)me);
  i[1] = a + b + c + d;
}
