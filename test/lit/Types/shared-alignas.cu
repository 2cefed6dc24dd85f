// A __shared__ variable that asks for its alignment (alignas, in C++'s order
// `alignas(N) __shared__` and in the order nvcc accepts and CUDA's samples
// use, `__shared__ alignas(N)`, also after `static` and over two lines)
// keeps it as a __local variable. The input's text is respelt before
// parsing, every character after the moved specifiers at its column.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
// RUN: not %ultima -DBAD %s 2>&1 | FileCheck --check-prefix=BAD %s

// CHECK-LABEL: __kernel void k(
// CHECK-DAG: __local float a[5] __attribute__((aligned(16)));
// CHECK-DAG: __local float b[5] __attribute__((aligned(16)));
// CHECK-DAG: __local float c[3] __attribute__((aligned(32)));
// CHECK-DAG: __local float4 d[2] __attribute__((aligned(64)));
// CHECK-DAG: __local int e[2];
// CHECK-DAG: __local char pad[3];
__global__ void k(float *out) {
  __shared__ char pad[3];
  __shared__ alignas(16) float a[5];
  alignas(16) __shared__ float b[5];
  static __shared__ alignas(2 * alignof(float4)) float c[3];
  __shared__
      alignas(64) float4 d[2];
  __shared__ int e[2];
  pad[threadIdx.x % 3] = 0;
  a[threadIdx.x % 5] = 1.0f;
  b[threadIdx.x % 5] = 2.0f;
  c[threadIdx.x % 3] = 3.0f;
  d[threadIdx.x % 2] = make_float4(1.0f, 2.0f, 3.0f, 4.0f);
  e[threadIdx.x % 2] = 5;
  __syncthreads();
  out[threadIdx.x] = a[0] + b[1] + c[2] + d[1].x + e[0] + pad[1];
#ifdef BAD
  // BAD: shared-alignas.cu:[[@LINE+1]]:47: error: use of undeclared identifier 'undeclared'
  static __shared__ alignas(16) float f[2] = {undeclared};
#endif
}
