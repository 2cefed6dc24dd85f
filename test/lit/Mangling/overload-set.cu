// Overloads get their parameter types in their C names; the one without
// parameters keeps the plain name. Calls use the overload Clang resolved.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: int twice_int(int x)
__device__ int twice(int x) { return 2 * x; }
// CHECK-LABEL: float twice_float(float x)
__device__ float twice(float x) { return 2.0f * x; }
// CHECK-LABEL: double twice_double(double x)
__device__ double twice(double x) { return 2.0 * x; }
// CHECK-LABEL: int twice(void)
__device__ int twice() { return 2; }

// CHECK-LABEL: __kernel void k(__global int *i, __global float *f, __global double *d)
// CHECK-NEXT: {
// CHECK-NEXT:   i[0] = twice_int(i[1]) + twice();
// CHECK-NEXT:   f[0] = twice_float(f[1]) + twice_int((int)(f[2]));
// CHECK-NEXT:   d[0] = twice_double(d[1]) + twice_float(1.5f);
// CHECK-NEXT: }
__global__ void k(int *i, float *f, double *d) {
  i[0] = twice(i[1]) + twice();
  f[0] = twice(f[1]) + twice((int)f[2]);
  d[0] = twice(d[1]) + twice(1.5f);
}
