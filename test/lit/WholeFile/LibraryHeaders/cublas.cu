// cuBLAS is a CUDA toolkit library ultima does not provide: its header stops
// the translation with one located error at the user's #include, whatever
// CUDA installation the system include path may hold; the errors that would
// follow from its missing declarations are not reported.
// RUN: not %ultima %s 2>&1 | FileCheck %s
// RUN: not %ultima %s 2>&1 | grep -c error: | grep -qx 1
#include <cstdio>
// CHECK: cublas.cu:[[@LINE+1]]:10: error: <cublas_v2.h>: cuBLAS is not supported by ultima (CUDA toolkit libraries are not translated) [ultima-unsupported-header]
#include <cublas_v2.h>
// CHECK-NOT: error

__global__ void k(float *p) { p[0] = 1; }

int main() {
  cublasHandle_t handle;
  cublasCreate(&handle);
  float alpha = 1, *x = 0, *y = 0;
  cublasSaxpy(handle, 16, &alpha, x, 1, y, 1);
  cublasDestroy(handle);
}
