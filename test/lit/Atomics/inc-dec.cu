// atomicInc/atomicDec wrap at their operand as CUDA defines (OpenCL's atomic_inc
// and atomic_dec do not): compare-and-swap polyfills, one per address space.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-NOT: #pragma OPENCL EXTENSION
// CHECK-LABEL: uint ultima_atomic_inc_u32_g(volatile __global uint *p, uint v)
// CHECK: atomic_cmpxchg(p, old, old >= v ? 0u : old + 1u)
// CHECK-LABEL: uint ultima_atomic_inc_u32_l(volatile __local uint *p, uint v)
// CHECK-LABEL: uint ultima_atomic_dec_u32_g(volatile __global uint *p, uint v)
// CHECK: atomic_cmpxchg(p, old, (old == 0u || old > v) ? v : old - 1u)
// CHECK-LABEL: uint ultima_atomic_dec_u32_l(volatile __local uint *p, uint v)
// CHECK-LABEL: __kernel void ring(__global uint *head, __global uint *tail, __global uint *slot, uint size)
// CHECK-NEXT: {
// CHECK-NEXT:   __local uint local_head;
// CHECK:        slot[(uint)get_local_id(0)] = ultima_atomic_inc_u32_g((head), (size - 1));
// CHECK-NEXT:   ultima_atomic_dec_u32_g((tail), (size - 1));
// CHECK-NEXT:   ultima_atomic_inc_u32_l((&local_head), (7u));
// CHECK-NEXT:   ultima_atomic_dec_u32_l((&local_head), (7u));
// CHECK-NOT:    atomic_inc(
__global__ void ring(unsigned int *head, unsigned int *tail, unsigned int *slot,
                     unsigned int size) {
  __shared__ unsigned int local_head;
  local_head = 0;
  __syncthreads();
  slot[threadIdx.x] = atomicInc(head, size - 1);
  atomicDec(tail, size - 1);
  atomicInc(&local_head, 7u);
  atomicDec(&local_head, 7u);
}
