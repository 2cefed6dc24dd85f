// cuda_bf16.h is provided (docs/device-library.md, "Bfloat16"): including it,
// with mma.h and cuda_fp16.h, is no error and puts nothing in the output that
// the program does not use. CUDA headers for device features without an
// OpenCL C 1.2 equivalent (cuda_awbarrier.h) are still refused at the include.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck --check-prefix=PROVIDED %s < %t.cl
// RUN: %oclc %t.cl
// RUN: not %ultima -DAWBARRIER %s 2>&1 | FileCheck --check-prefix=REFUSED %s
// PROVIDED-NOT: bfloat16
// PROVIDED: __kernel void k(__global float *p)
// PROVIDED-NOT: bfloat16
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <mma.h>
#ifdef AWBARRIER
// REFUSED: bf16.cu:[[@LINE+1]]:10: error: <cuda_awbarrier.h>: Asynchronous copy pipelines is not supported by ultima (no OpenCL C 1.2 equivalent) [ultima-unsupported-header]
#include <cuda_awbarrier.h>
#endif

__global__ void k(float *p) { p[0] = 1; }
