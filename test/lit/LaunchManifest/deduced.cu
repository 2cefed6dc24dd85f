// A launch that deduces the template arguments instantiates the kernel: it
// is emitted without an explicit instantiation.
// RUN: %ultima %s --emit-launches=%t.json > %t.cl
// RUN: %oclc %t.cl
// RUN: FileCheck --check-prefix=CL %s < %t.cl
// RUN: FileCheck %s < %t.json
template <typename T>
__global__ void fill(T *out, T value, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = value;
}
int main() {
  double *d = 0;
  unsigned *u = 0;
  fill<<<4, 256>>>(d, 1.5, 1024);
  fill<<<4, 256>>>(u, 7u, 1024);
}
// CL: __kernel void fill_double(__global double *out, double value, int n)
// CL: __kernel void fill_uint(__global uint *out, uint value, int n)
// CHECK:      "callee": "fill",
// CHECK-NEXT: "column": 3,
// CHECK-NEXT: "cudaKernel": "fill<double>",
// CHECK:      "kernel": "fill_double",
// CHECK:      "callee": "fill",
// CHECK-NEXT: "column": 3,
// CHECK-NEXT: "cudaKernel": "fill<unsigned int>",
// CHECK:      "kernel": "fill_uint",
