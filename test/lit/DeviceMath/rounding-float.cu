// Float rounding-mode arithmetic: correctly rounded polyfills (double + the sign
// of the exact remainder), one snippet per mode.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK: static inline float __ultima_fround_rz(double s, double e)
// CHECK: static inline float __ultima_fadd_rz(float a, float b)
// CHECK: static inline float __ultima_fadd_ru(float a, float b)
// CHECK: static inline float __ultima_fdiv_rn(float a, float b)
// CHECK-LABEL: __kernel void k(__global float *v)
// CHECK:   v[0] = __ultima_fadd_rz(v[1], v[2]) + __ultima_fmul_ru(v[1], v[2]) + __ultima_fdiv_rn(v[1], v[2]);
// CHECK:   v[3] = __ultima_fmaf_rz(v[0], v[1], v[2]) + __ultima_fsqrt_ru(v[4]) + fma((float)(v[0]), (float)(v[1]), (float)(v[2]));
// CHECK:   v[5] = __ultima_frcp_rn(v[5]) + __ultima_fsub_ru(v[0], v[1]);
__global__ void k(float *v) {
  v[0] = __fadd_rz(v[1], v[2]) + __fmul_ru(v[1], v[2]) + __fdiv_rn(v[1], v[2]);
  v[3] = __fmaf_rz(v[0], v[1], v[2]) + __fsqrt_ru(v[4]) + __fmaf_rn(v[0], v[1], v[2]);
  v[5] = __frcp_rn(v[5]) + __fsub_ru(v[0], v[1]);
}
