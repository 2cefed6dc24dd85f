// double -> half rounds once (a detour through float would round twice); the
// polyfill needs cl_khr_fp64 and says so.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc -Xclang -cl-ext=-cl_khr_fp16 %t.cl
#include <cuda_fp16.h>

// CHECK: #pragma OPENCL EXTENSION cl_khr_fp64 : enable
// CHECK: static inline ultima_half ultima_double2half(double d) {
// CHECK-LABEL: __kernel void k(__global ultima_half *h, __global double *d)
// CHECK:   h[0] = ultima_double2half(d[0]);
// CHECK:   h[1] = ultima_double2half(d[1]);
// CHECK:   h[2] = ultima_double2half(1.0);
__global__ void k(__half *h, double *d) {
  h[0] = __double2half(d[0]);
  h[1] = d[1];
  h[2] = __half(1.0);
}
