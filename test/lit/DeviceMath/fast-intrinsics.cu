// The fast-math intrinsics use OpenCL's full-precision functions (more accurate
// than CUDA's bounds for them); __fdividef and __saturatef are inline.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-NOT: __ultima_
// CHECK-LABEL: __kernel void k(__global float *v, int n)
// CHECK:   v[0] = exp((float)(v[1])) + log((float)(v[2])) + sin((float)(v[3])) + pow((float)(v[4]), (float)(v[5]));
// CHECK:   v[6] = ((float)(1) / (float)(n)) + fmin(fmax((float)(v[7]), 0.0f), 1.0f);
__global__ void k(float *v, int n) {
  v[0] = __expf(v[1]) + __logf(v[2]) + __sinf(v[3]) + __powf(v[4], v[5]);
  v[6] = __fdividef(1, n) + __saturatef(v[7]);
}
