// cuda_bf16.h is source code in the translated subset: __nv_bfloat16 is a
// 2-byte struct of its bits and __nv_bfloat162 a 4-byte struct of two, with
// CUDA's sizes and alignments; constructors, conversion operators and the
// free operators become C functions, pasted in only when used. cuda_fp16.h's
// __half intrinsics of the same names (__hadd, __hmul ...) keep their own
// lowering in the same program.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
#include <cuda_bf16.h>
#include <cuda_fp16.h>

// CHECK: struct __attribute__((aligned(2))) __nv_bfloat16 {
// CHECK-NEXT: ushort __x;
// CHECK-NEXT: };
// CHECK: struct __attribute__((aligned(4))) __nv_bfloat162 {
// CHECK-NEXT: __nv_bfloat16 x;
// CHECK-NEXT: __nv_bfloat16 y;
// CHECK-NEXT: };
// Functions the kernels do not call are not in the output.
// CHECK-NOT: hlog10
// CHECK-NOT: __bfloat162ull_rd
// CHECK-LABEL: __kernel void scalar(
// CHECK: __local __nv_bfloat16 tile[32];
// CHECK: constructor___nv_bfloat16_float(&b, f[i]);
// CHECK: operator_add_assign
// CHECK: ultima_hadd(h[i], h[i + 1])
// CHECK: f[i] = __nv_bfloat16_operator_float((__private __nv_bfloat16[1]){__hadd(a, b)});
// CHECK: hsqrt(
// CHECK: __float2bfloat16_rz(f[i])
// CHECK: operator_lt(&a, &b)
// CHECK: barrier(CLK_LOCAL_MEM_FENCE
__global__ void scalar(__nv_bfloat16 *p, __half *h, float *f) {
  __shared__ __nv_bfloat16 tile[32];
  int i = threadIdx.x;
  __nv_bfloat16 a = p[i], b = f[i];
  a += b;
  h[i] = __hadd(h[i], h[i + 1]);
  f[i] = __hadd(a, b);
  p[i] = hsqrt(a) * p[i + 1] - __float2bfloat16_rz(f[i]);
  tile[i] = a < b ? a : -b;
  __syncthreads();
  p[i] = tile[31 - i];
}

// CHECK-LABEL: __kernel void pairs(
// CHECK: __hfma2(q[i], q[i + 1], __floats2bfloat162_rn(1.0f, 2.0f))
// CHECK: __hbeq2(
// CHECK: __low2float(q[i]) + __high2float(operator_add(&q[i], &q[1]));
__global__ void pairs(__nv_bfloat162 *q, float *f) {
  int i = threadIdx.x;
  q[i] = __hfma2(q[i], q[i + 1], __floats2bfloat162_rn(1.0f, 2.0f));
  if (__hbeq2(q[i], q[0]))
    f[i] = __low2float(q[i]) + __high2float(q[i] + q[1]);
}
