// Namespaces prefix the name; overloads are mangled within their own
// namespace's name.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

namespace blas {
// CHECK-LABEL: int blas_axpy_int_int(int a, int x)
__device__ int axpy(int a, int x) { return a * x; }
// CHECK-LABEL: float blas_axpy_float_float(float a, float x)
__device__ float axpy(float a, float x) { return a * x; }
} // namespace blas
namespace fft {
// CHECK-LABEL: int fft_axpy(int a, int x)
__device__ int axpy(int a, int x) { return a + x; }
} // namespace fft

// CHECK-LABEL: __kernel void k(__global float *o)
// CHECK-NEXT: {
// CHECK-NEXT:   o[0] = blas_axpy_int_int(1, 2) + blas_axpy_float_float(1.0f, o[1]) + fft_axpy(3, 4);
// CHECK-NEXT: }
__global__ void k(float *o) { o[0] = blas::axpy(1, 2) + blas::axpy(1.0f, o[1]) + fft::axpy(3, 4); }
