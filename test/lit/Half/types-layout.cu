// __half and __half2 print as their bit types (ushort, ushort2) through the
// ultima_half typedefs, in parameters, structs, __shared__ memory and sizeof;
// copying halves needs no helper beyond the typedefs.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc -Xclang -cl-ext=-cl_khr_fp16 %t.cl
#include <cuda_fp16.h>

// CHECK: typedef ushort ultima_half;
// CHECK-NEXT: typedef ushort2 ultima_half2;
// CHECK-NOT: ultima_h2f
// CHECK: struct Pair {
// CHECK-NEXT:   ultima_half a;
// CHECK-NEXT:   ultima_half2 b;
struct Pair { __half a; half2 b; };

// CHECK-LABEL: __kernel void copy(__global ultima_half *dst, __global const ultima_half *unused, __global Pair *ps, ultima_half v, __global int *sizes)
// CHECK:   __local ultima_half tile[32];
// CHECK:   tile[(uint)get_local_id(0)] = dst[(uint)get_local_id(0)];
// CHECK:   ps[0].a = v;
// CHECK:   sizes[0] = sizeof(ultima_half) + sizeof(ultima_half2) + sizeof(Pair);
__global__ void copy(__half *dst, const half *unused, Pair *ps, __half v, int *sizes) {
  __shared__ __half tile[32];
  tile[threadIdx.x] = dst[threadIdx.x];
  __syncthreads();
  dst[threadIdx.x] = tile[31 - threadIdx.x];
  ps[0].a = v;
  sizes[0] = sizeof(__half) + sizeof(__half2) + sizeof(Pair);
}
static_assert(sizeof(__half) == 2 && alignof(__half) == 2, "CUDA's layout");
static_assert(sizeof(__half2) == 4 && alignof(__half2) == 4, "CUDA's layout");
