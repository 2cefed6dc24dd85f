// Shuffles of __half (16 bits) and __half2 (2x16 bits) move one 32-bit word.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc -Xclang -cl-ext=-cl_khr_fp16 %t.cl
#include <cuda_fp16.h>

// CHECK-LABEL: __kernel void k(__global ultima_half *h, __global ultima_half2 *h2)
// CHECK-NEXT: {
// CHECK-NEXT:   __local uint __ultima_warp_scratch[1024];
// CHECK-NEXT:   h[0] = (ultima_half)(ultima_shfl_u32(__ultima_warp_scratch, (uint)((h[1])), 3, (int)(1), (32)));
// CHECK-NEXT:   h2[0] = as_ushort2(ultima_shfl_u32(__ultima_warp_scratch, as_uint((h2[1])), 2, (int)(4), (16)));
// CHECK-NEXT: }
__global__ void k(__half *h, __half2 *h2) {
  h[0] = __shfl_xor_sync(0xffffffff, h[1], 1);
  h2[0] = __shfl_down_sync(0xffffffff, h2[1], 4, 16);
}
