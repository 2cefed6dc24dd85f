// Shuffles move 32-bit words; 64-bit types take two, and the bit pattern is
// reinterpreted (as_*), never converted.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __kernel void k(__global int *i, __global uint *u, __global float *f, __global double *d, __global long *l, __global ulong *ul, int lane)
// CHECK-NEXT: {
// CHECK-NEXT:   __local uint __ultima_warp_scratch[1024];
// CHECK-NEXT:   i[0] = as_int(ultima_shfl_u32(__ultima_warp_scratch, as_uint((i[0])), 0, (int)(lane), (32)));
// CHECK-NEXT:   u[0] = ultima_shfl_u32(__ultima_warp_scratch, (u[0]), 1, (int)(1), (32));
// CHECK-NEXT:   f[0] = as_float(ultima_shfl_u32(__ultima_warp_scratch, as_uint((f[0])), 2, (int)(2), (16)));
// CHECK-NEXT:   d[0] = as_double(ultima_shfl_u64(__ultima_warp_scratch, as_ulong((d[0])), 3, (int)(4), (32)));
// CHECK-NEXT:   l[0] = as_long(ultima_shfl_u64(__ultima_warp_scratch, as_ulong((l[0])), 0, (int)(lane), (8)));
// CHECK-NEXT:   ul[0] = ultima_shfl_u64(__ultima_warp_scratch, (ul[0]), 2, (int)(1), (32));
// CHECK-NEXT:   i[1] = as_int(ultima_shfl_u32(__ultima_warp_scratch, as_uint(((int)(f[1]))), 0, (int)(0), (32)));
// CHECK-NEXT: }
__global__ void k(int *i, unsigned *u, float *f, double *d, long long *l,
                  unsigned long long *ul, int lane) {
  i[0] = __shfl_sync(0xffffffff, i[0], lane);
  u[0] = __shfl_up_sync(0xffffffff, u[0], 1);
  f[0] = __shfl_down_sync(0xffffffff, f[0], 2, 16);
  d[0] = __shfl_xor_sync(0xffffffff, d[0], 4);
  l[0] = __shfl_sync(0xffffffff, l[0], lane, 8);
  ul[0] = __shfl_down_sync(0xffffffff, ul[0], 1);
  i[1] = __shfl_sync(0xffffffff, (int)f[1], 0);
}
