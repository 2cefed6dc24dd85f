// Plain OpenCL built-ins need no polyfill and no fp64: nothing is pasted.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-NOT: __ultima_
// CHECK-NOT: cl_khr_fp64
// CHECK-LABEL: __kernel void plain(__global float *v)
// CHECK:   v[(uint)get_local_id(0)] = tanh(v[(uint)get_local_id(0)]) + expm1(1.0f) + log1p(2.0f) + cbrt(3.0f);
// CHECK-NOT: __ultima_
__global__ void plain(float *v) {
  v[threadIdx.x] = tanhf(v[threadIdx.x]) + expm1f(1.0f) + log1pf(2.0f) + cbrtf(3.0f);
}
