// CUDA headers for device features without an OpenCL C 1.2 equivalent
// (bfloat16) are reported the same way.
// RUN: not %ultima %s 2>&1 | FileCheck %s
// CHECK: bf16.cu:[[@LINE+1]]:10: error: <cuda_bf16.h>: bfloat16 (__nv_bfloat16) is not supported by ultima (no OpenCL C 1.2 equivalent) [ultima-unsupported-header]
#include <cuda_bf16.h>
// CHECK-NOT: mma.h
#include <mma.h>
