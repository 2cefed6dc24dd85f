// Float functions OpenCL lacks call polyfills computed in double; the snippets
// come first, once each, with their dependencies.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK: #pragma OPENCL EXTENSION cl_khr_fp64 : enable
// CHECK: static double __ultima_erfcx(double x)
// CHECK: static inline float __ultima_erfcxf(float x)
// CHECK: static double __ultima_erfinv(double x)
// CHECK: static inline float __ultima_erfinvf(float x)
// CHECK: static inline float __ultima_normcdfinvf(float p)
// CHECK: static inline float __ultima_rcbrtf(float x)
// CHECK-LABEL: __kernel void special(__global float *v)
// CHECK:   v[i] = __ultima_erfcxf(x) + __ultima_erfinvf(x) + __ultima_erfcinvf(x) + __ultima_normcdff(x);
// CHECK:   v[i] += __ultima_normcdfinvf(x) + __ultima_rcbrtf(x) + __ultima_erfcxf(x);
__global__ void special(float *v) {
  int i = threadIdx.x;
  float x = v[i];
  v[i] = erfcxf(x) + erfinvf(x) + erfcinvf(x) + normcdff(x);
  v[i] += normcdfinvf(x) + rcbrtf(x) + erfcx(x);
}
