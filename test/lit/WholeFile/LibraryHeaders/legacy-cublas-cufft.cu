// Each unsupported library header is reported, at its own #include.
// RUN: not %ultima %s 2>&1 | FileCheck %s
// RUN: not %ultima %s 2>&1 | grep -c error: | grep -qx 2
// CHECK: legacy-cublas-cufft.cu:[[@LINE+1]]:10: error: <cublasLt.h>: cuBLASLt is not provided by ultima {{.*}}[ultima-unsupported-header]
#include <cublasLt.h>
// CHECK-NEXT: legacy-cublas-cufft.cu:[[@LINE+1]]:10: error: <cublasXt.h>: cuBLAS-XT (multi-GPU cuBLAS) is not provided by ultima {{.*}}[ultima-unsupported-header]
#include "cublasXt.h"
// cuRAND, cuBLAS's v2 API (its legacy API, cublas.h, too, in a program
// without cublas_v2.h) and cuFFT (with cufftXt.h's single-device plan call)
// are provided (docs/cuda-libraries.md): their headers are no error.
#include <curand.h>
#include <cublas_v2.h>
#include "cufft.h"
#include "cufftXt.h"

__global__ void k(float *p) { p[0] = 1; }
