// normf/rnorm take a pointer: the polyfill variant follows its address space.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK: __ULTIMA_NORMF(__global, g)
// CHECK-LABEL: __kernel void k(__global float *v, __global const float *a, __global double *d)
// CHECK:   v[0] = __ultima_normf_g((4), (a)) + __ultima_rnormf_p((3), (t));
// CHECK:   d[0] = __ultima_norm_g((2), (d + 1));
__global__ void k(float *v, const float *a, double *d) {
  float t[3] = {1.0f, 2.0f, 3.0f};
  v[0] = normf(4, a) + rnormf(3, t);
  d[0] = norm(2, d + 1);
}
