// The elementary functions of complex<double> are template functions of the
// header: only those the kernel reaches are emitted (with what they call),
// and complex<double> makes the program need fp64.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
#include <cupy/complex.cuh>

// CHECK: #pragma OPENCL EXTENSION cl_khr_fp64 : enable
// CHECK-NOT: thrust_tanh
// CHECK-NOT: thrust_atanh
// CHECK: double thrust_abs_double(__global const thrust_complex_double *z)
// CHECK: thrust_complex_double thrust_exp_double(__private const thrust_complex_double *z)
// CHECK: thrust_complex_double thrust_log_double(__global const thrust_complex_double *z)
// CHECK: thrust_complex_double thrust_sqrt_double(__private const thrust_complex_double *z)
// pow's overloads (complex, complex) and (complex, real) are told apart by their parameters:
// CHECK: thrust_complex_double thrust_pow_double_cthrust_complex_doubler_cthrust_complex_doubler(
// CHECK: thrust_complex_double thrust_pow_double_cthrust_complex_doubler_cdoubler(__global const thrust_complex_double *x, __private const double *y)
// CHECK: thrust_complex_double thrust_asin_double(__global const thrust_complex_double *z)
// CHECK-LABEL: __kernel void k(
extern "C" __global__ void k(const complex<double> *z, complex<double> *out, double *abs_out) {
  int i = threadIdx.x;
  out[i] = asin(z[i]) + pow(z[i], 2.0);
  abs_out[i] = abs(z[i]);
  // CHECK: abs_out[i] = thrust_abs_double(&z[i]);
}
