// Half functions ultima does not provide are not declared: a Clang error with
// the frontend ID, not wrong code. Without <cuda_fp16.h> there is no half.
// RUN: not %ultima %s 2>&1 | FileCheck %s
// RUN: not %ultima -DNO_INCLUDE %s 2>&1 | FileCheck %s --check-prefix=NOINC
#ifndef NO_INCLUDE
#include <cuda_fp16.h>
// CHECK: not-provided.cu:[[@LINE+2]]:40: error: use of undeclared identifier '__hcmadd' [ultima-frontend]
// CHECK: not-provided.cu:[[@LINE+2]]:42: error: use of undeclared identifier '__heq2_mask'
__global__ void k(__half2 *h) { h[0] = __hcmadd(h[1], h[2], h[3]); }
__global__ void k2(unsigned *h) { h[0] = __heq2_mask(__half2(), __half2()); }
#else
// NOINC: not-provided.cu:[[@LINE+1]]:19: error: unknown type name 'half' [ultima-frontend]
__global__ void k(half *h) {}
#endif
