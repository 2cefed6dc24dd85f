// Each unsupported library header is reported, at its own #include.
// RUN: not %ultima %s 2>&1 | FileCheck %s
// RUN: not %ultima %s 2>&1 | grep -c error: | grep -qx 2
// CHECK: legacy-cublas-cufft.cu:[[@LINE+1]]:10: error: <cublas.h>: the legacy cuBLAS API is not provided by ultima {{.*}}[ultima-unsupported-header]
#include <cublas.h>
// CHECK-NEXT: legacy-cublas-cufft.cu:[[@LINE+1]]:10: error: <cufftXt.h>: the cuFFT multi-GPU and callback API (cufftXt.h) is not supported by ultima; <cufft.h> is [ultima-unsupported-header]
#include "cufftXt.h"
// cuRAND and cuFFT are provided (docs/cuda-libraries.md): their headers are no error.
#include <curand.h>
#include "cufft.h"

__global__ void k(float *p) { p[0] = 1; }
