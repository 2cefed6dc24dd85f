// Half helpers are pasted only when something uses them: a kernel that only
// moves __half values gets the typedefs and no arithmetic; one without half
// types gets nothing.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc -Xclang -cl-ext=-cl_khr_fp16 %t.cl
// RUN: %ultima -DNO_HALF %s | FileCheck %s --check-prefix=NONE
#include <cuda_fp16.h>

// CHECK: typedef ushort ultima_half;
// CHECK-NOT: ultima_hadd
// CHECK-NOT: ultima_f2h_mode
// CHECK: typedef ultima_half T;
// CHECK-LABEL: __kernel void k(__global T *dst, __global const T *src)
// NONE-NOT: ultima_half
// NONE: typedef float T;
// NONE: __kernel void k(__global T *dst, __global const T *src)
#ifdef NO_HALF
typedef float T;
#else
typedef __half T;
#endif
__global__ void k(T *dst, const T *src) { dst[threadIdx.x] = src[threadIdx.x]; }
