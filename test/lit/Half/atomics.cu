// atomicAdd on __half and __half2: compare-and-swap on the 32-bit word
// (atomic_add_f16.cl), one function per address space.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK: ultima_half ultima_atomic_add_f16_##SUFFIX(volatile AS ultima_half *p, ultima_half v)
// CHECK-LABEL: __kernel void k(__global ultima_half *h, __global ultima_half2 *h2)
// CHECK:   ultima_half old = ultima_atomic_add_f16_g((&h[1]), (h[0]));
// CHECK-NEXT:   ultima_atomic_add_h2_g((h2), (h2[1]));
// CHECK-NEXT:   ultima_atomic_add_f16_l((&s[0]), (old));
#include <cuda_fp16.h>
__global__ void k(__half *h, __half2 *h2) {
  __shared__ __half s[2];
  __half old = atomicAdd(&h[1], h[0]);
  atomicAdd(h2, h2[1]);
  atomicAdd(&s[0], old);
}
