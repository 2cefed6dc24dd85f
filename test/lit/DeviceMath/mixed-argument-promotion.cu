// Math functions called with mixed or integer arguments (C++ [c.math]:
// "sufficient additional overloads": every arithmetic argument is converted
// to double; CUDA's headers do the same): fmod(float, double), pow(int, int),
// sqrt(int), fma(int, float, double) call the double function with converted
// arguments. All-float and all-double calls keep their own overloads.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: double sqrt_long(long a)
// CHECK:   return sqrt((double)a);
// CHECK-LABEL: double fmod_float_double(float a, double b)
// CHECK-NEXT: {
// CHECK-NEXT:   return fmod((double)a, (double)b);
// CHECK-LABEL: double pow_int_int(int a, int b)
// CHECK:   return pow((double)a, (double)b);
// CHECK-LABEL: double fma_int_float_double(int a, float b, double c)
// CHECK:   return fma((double)a, (double)b, (double)c);
// CHECK-LABEL: __kernel void mixed(
// CHECK:   d[0] = fmod_float_double(f[0], 2.5);
// CHECK:   d[1] = pow_int_int(i, 2);
// CHECK:   d[2] = sqrt_long(n);
// CHECK:   d[3] = fma_int_float_double(i, f[1], d[4]);
// CHECK:   f[2] = fmod(f[3], 2.0f);
// CHECK:   d[5] = atan2(d[6], d[7]);
__global__ void mixed(float *f, double *d, int i, long n) {
  d[0] = fmod(f[0], 2.5);
  d[1] = pow(i, 2);
  d[2] = sqrt(n);
  d[3] = fma(i, f[1], d[4]);
  f[2] = fmod(f[3], 2.0f);
  d[5] = atan2(d[6], d[7]);
}
