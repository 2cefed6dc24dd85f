// cuBLAS's legacy API (cublas.h) is not provided (the v2 API of
// <cublas_v2.h> is: test/lit/CuBLAS): its header stops the translation with
// one located error at the user's #include, whatever CUDA installation the
// system include path may hold; the errors that would follow from its
// missing declarations are not reported.
// RUN: not %ultima %s 2>&1 | FileCheck %s
// RUN: not %ultima %s 2>&1 | grep -c error: | grep -qx 1
#include <cstdio>
// CHECK: cublas.cu:[[@LINE+1]]:10: error: <cublas.h>: the legacy cuBLAS API is not provided by ultima (use <cublas_v2.h>) [ultima-unsupported-header]
#include <cublas.h>
// CHECK-NOT: error

__global__ void k(float *p) { p[0] = 1; }

int main() {
  cublasInit();
  float *x = 0, *y = 0;
  cublasSaxpy(16, 1.0f, x, 1, y, 1);
  cublasShutdown();
}
