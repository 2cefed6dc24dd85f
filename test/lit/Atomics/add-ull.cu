// atomicAdd on unsigned long long is atom_add of cl_khr_int64_base_atomics; the
// extension is enabled (once) only because a 64-bit atomic is used.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK: #pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
// CHECK-NOT: #pragma OPENCL EXTENSION cl_khr_int64_base_atomics
// CHECK-LABEL: __kernel void bytes(__global ulong *total, __global const uint *sizes)
// CHECK-NEXT: {
// CHECK-NEXT:   atom_add((total), ((ulong)(sizes[(uint)get_local_id(0)])));
// CHECK-NEXT:   atom_add((total + 1), (1ul));
// CHECK-NEXT: }
__global__ void bytes(unsigned long long *total, const unsigned int *sizes) {
  atomicAdd(total, sizes[threadIdx.x]);
  atomicAdd(total + 1, 1ull);
}
