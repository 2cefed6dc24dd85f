/*===- cupy/complex.cuh - complex<T> for CuPy's kernels ----------------------===*
 *
 * What CuPy's generated kernels and user code get from <cupy/complex.cuh>:
 * thrust::complex<T> (cupy/complex/complex.h, cupy/complex/math.h) brought
 * into the global namespace with its functions, so that `complex<float>`,
 * `exp(z)`, `abs(z)` are written unqualified, plus CuPy's additions for
 * complex arguments: isnan, isinf, isfinite, log1p, log2, expm1, min, max
 * (a NaN operand loses, as in NumPy's fmin/fmax; then lexicographic) and rint.
 *===----------------------------------------------------------------------===*/
#pragma once
#include <cupy/complex/complex.h>
#include <cupy/complex/math.h>

using thrust::complex;
using thrust::conj;
using thrust::real;
using thrust::imag;
using thrust::abs;
using thrust::arg;
using thrust::norm;
using thrust::polar;
using thrust::proj;
using thrust::exp;
using thrust::log;
using thrust::log10;
using thrust::sqrt;
using thrust::pow;
using thrust::sin;
using thrust::cos;
using thrust::tan;
using thrust::sinh;
using thrust::cosh;
using thrust::tanh;
using thrust::asin;
using thrust::acos;
using thrust::atan;
using thrust::asinh;
using thrust::acosh;
using thrust::atanh;

template <typename T> __host__ __device__ bool isnan(complex<T> z) {
  return isnan(z.real()) || isnan(z.imag());
}
template <typename T> __host__ __device__ bool isinf(complex<T> z) {
  return isinf(z.real()) || isinf(z.imag());
}
template <typename T> __host__ __device__ bool isfinite(complex<T> z) {
  return isfinite(z.real()) && isfinite(z.imag());
}
template <typename T> __host__ __device__ complex<T> log1p(complex<T> z) {
  return log(complex<T>(z.real() + T(1), z.imag()));
}
template <typename T> __host__ __device__ complex<T> log2(complex<T> z) {
  complex<T> l = log(z);
  T inv_ln2 = T(1.44269504088896340736);
  return complex<T>(l.real() * inv_ln2, l.imag() * inv_ln2);
}
template <typename T> __host__ __device__ complex<T> expm1(complex<T> z) {
  complex<T> e = exp(z);
  return complex<T>(e.real() - T(1), e.imag());
}
/* CuPy's order for complex: a NaN operand loses (the other
   is returned), otherwise real parts, then imaginary parts, decide. */
template <typename T> __host__ __device__ complex<T> min(complex<T> a, complex<T> b) {
  if (isnan(a))
    return b;
  if (isnan(b))
    return a;
  if (a.real() != b.real())
    return a.real() < b.real() ? a : b;
  return a.imag() < b.imag() ? a : b;
}
template <typename T> __host__ __device__ complex<T> max(complex<T> a, complex<T> b) {
  if (isnan(a))
    return b;
  if (isnan(b))
    return a;
  if (a.real() != b.real())
    return a.real() > b.real() ? a : b;
  return a.imag() > b.imag() ? a : b;
}
template <typename T> __host__ __device__ complex<T> rint(complex<T> z) {
  return complex<T>(rint(z.real()), rint(z.imag()));
}
