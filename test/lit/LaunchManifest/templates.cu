// Template kernels are emitted once per instantiation that host code
// launches, explicit or deduced; the manifest gives the C name of each.
// RUN: %ultima %s --emit-launches=%t.json > %t.cl
// RUN: %oclc %t.cl
// RUN: FileCheck --check-prefix=CL %s < %t.cl
// RUN: FileCheck %s < %t.json
template <typename T, int Scale>
__global__ void scale(T *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= Scale;
}
typedef float real;
void run(float *f, int *d, int n) {
  scale<real, 2><<<n / 128, 128>>>(f, n);
  scale<int, 3><<<dim3(n / 64), dim3(64)>>>(d, n);
}
// CL: __kernel void scale_float_2(__global float *x, int n)
// CL: __kernel void scale_int_3(__global int *x, int n)
// CHECK: "cudaName": "scale<float, 2>",
// CHECK: "name": "scale_float_2",
// CHECK: "cudaName": "scale<int, 3>",
// CHECK: "name": "scale_int_3",
// CHECK: "launches": [
// CHECK:   "callee": "scale<real, 2>",
// CHECK:   "cudaKernel": "scale<float, 2>",
// CHECK:   "function": "run",
// CHECK:   "kernel": "scale_float_2",
// CHECK:   "block": "dim3(64)",
// CHECK:   "callee": "scale<int, 3>",
// CHECK:   "grid": "dim3(n / 64)",
// CHECK:   "kernel": "scale_int_3",
