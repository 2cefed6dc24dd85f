// atomicSub (int, unsigned) and atomicExch (int, unsigned, float: OpenCL 1.2
// atomic_xchg has all three; unsigned long long: atom_xchg) return the old value.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK: #pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
// CHECK-NOT: ultima_atomic_
// CHECK-LABEL: __kernel void swaps(__global int *i, __global uint *u, __global float *f, __global ulong *q)
// CHECK-NEXT: {
// CHECK-NEXT:   int a = atomic_sub((i), (2));
// CHECK-NEXT:   uint b = atomic_sub((u), (3u));
// CHECK-NEXT:   int c = atomic_xchg((i + 1), (a));
// CHECK-NEXT:   uint d = atomic_xchg((u + 1), (b));
// CHECK-NEXT:   float e = atomic_xchg((f), (1.5f));
// CHECK-NEXT:   ulong g = atom_xchg((q), ((ulong)c));
// CHECK-NEXT:   f[1] = e + c + d + g;
// CHECK-NEXT: }
__global__ void swaps(int *i, unsigned int *u, float *f, unsigned long long *q) {
  int a = atomicSub(i, 2);
  unsigned int b = atomicSub(u, 3u);
  int c = atomicExch(i + 1, a);
  unsigned int d = atomicExch(u + 1, b);
  float e = atomicExch(f, 1.5f);
  unsigned long long g = atomicExch(q, (unsigned long long)c);
  f[1] = e + c + d + g;
}
