// Double rounding-mode arithmetic: round-to-nearest plus the remainder's sign
// (TwoSum, fma residuals, ErrFma) and nextafter.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK: static inline double __ultima_fma_err(double a, double b, double c, double r1)
// CHECK: __ULTIMA_DRND_OPS(rd)
// CHECK: static inline double __ultima_dadd_rn(double a, double b) { return a + b; }
// CHECK-LABEL: __kernel void k(__global double *v)
// CHECK:   v[0] = __ultima_dadd_rd(v[1], v[2]) + __ultima_ddiv_rd(v[1], v[2]) + __ultima_fma_rd(v[1], v[2], v[3]);
// CHECK:   v[1] = __ultima_dmul_rn(v[2], v[3]) + __ultima_dsqrt_rd(v[4]) + __ultima_drcp_rd(v[5]);
__global__ void k(double *v) {
  v[0] = __dadd_rd(v[1], v[2]) + __ddiv_rd(v[1], v[2]) + __fma_rd(v[1], v[2], v[3]);
  v[1] = __dmul_rn(v[2], v[3]) + __dsqrt_rd(v[4]) + __drcp_rd(v[5]);
}
