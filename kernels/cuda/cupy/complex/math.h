/*===- cupy/complex/math.h - thrust::complex<T>: elementary functions -------===*
 *
 * exp, log, log10, sqrt, pow, the trigonometric and hyperbolic functions and
 * their inverses, written from the C99 specification (Annex G): the branch
 * cuts of C99's cexp ... catanh, signed zeros on the cuts choosing the side,
 * and the special values of infinities and NaNs where they follow from the
 * formulas (see docs/runtime.md, "Complex numbers", for what differs).
 *
 * The inverse functions use Kahan's formulas ("Branch cuts for complex
 * elementary functions", 1987), which need no squares of the argument (no
 * overflow) and keep the signs of zeros on the cuts; the trigonometric
 * functions are the hyperbolic ones rotated (sin z = -i sinh(iz)).
 *===----------------------------------------------------------------------===*/
#pragma once
#include <cupy/complex/complex.h>

namespace thrust {

/* Where exp(x) overflows although exp(x) * cos(y) may not: the largest x
   whose exp is finite, and a value past which sinh x = cosh x to the last bit. */
__host__ __device__ inline float _complex_exp_limit(float) { return 88.0f; }
__host__ __device__ inline double _complex_exp_limit(double) { return 709.0; }
__host__ __device__ inline float _complex_tanh_limit(float) { return 9.0f; }
__host__ __device__ inline double _complex_tanh_limit(double) { return 22.0; }
/* The largest finite value, and a value whose square is far from overflow. */
__host__ __device__ inline float _complex_huge(float) { return 3.40282347e38f; }
__host__ __device__ inline double _complex_huge(double) { return 1.7976931348623157e308; }
__host__ __device__ inline float _complex_sqrt_huge(float) { return 1e18f; }
__host__ __device__ inline double _complex_sqrt_huge(double) { return 1e150; }

/* e^x (cos y + i sin y), with exp(x) split in two where it alone overflows. */
template <typename T> __host__ __device__ complex<T> exp(const complex<T> &z) {
  T x = z.real(), y = z.imag();
  if (y == T(0)) /* real argument: exact imaginary zero, sign kept */
    return complex<T>(::exp(x), y);
  if (!::isfinite(y)) {
    if (::isinf(x) && x < T(0)) /* exp(-inf + i y) = +-0 for any y */
      return complex<T>(T(0), T(0));
    if (::isinf(x)) /* exp(+inf + i inf/nan) = +-inf + nan i */
      return complex<T>(x, y - y);
    return complex<T>(y - y, y - y);
  }
  T c = ::cos(y), s = ::sin(y);
  if (x > _complex_exp_limit(x)) {
    T h = ::exp(x * T(0.5));
    return complex<T>(h * c * h, h * s * h);
  }
  T e = ::exp(x);
  return complex<T>(e * c, e * s);
}

/* log|z| + i arg z. Near |z| = 1 log|z| is log1p((|z| - 1)(|z| + 1)) over the
   larger part, which keeps its relative accuracy; elsewhere log(hypot). */
template <typename T> __host__ __device__ complex<T> log(const complex<T> &z) {
  T ax = ::fabs(z.real()), ay = ::fabs(z.imag());
  T big = ax > ay ? ax : ay, small = ax > ay ? ay : ax;
  T re;
  if (big > T(0.5) && big < T(2) && small < T(1))
    re = T(0.5) * ::log1p((big - T(1)) * (big + T(1)) + small * small);
  else
    re = ::log(::hypot(ax, ay));
  return complex<T>(re, ::atan2(z.imag(), z.real()));
}

template <typename T> __host__ __device__ complex<T> log10(const complex<T> &z) {
  complex<T> l = log(z);
  T inv_ln10 = T(0.43429448190325182765);
  return complex<T>(l.real() * inv_ln10, l.imag() * inv_ln10);
}

/* The principal root: real part >= 0, imaginary part with the sign of y (the
   cut is the negative real axis, -0 choosing its lower side). t = sqrt((|x| +
   |z|) / 2) is computed on z / 4 when |x| + |z| could overflow. */
template <typename T> __host__ __device__ complex<T> sqrt(const complex<T> &z) {
  T x = z.real(), y = z.imag();
  if (x == T(0) && y == T(0))
    return complex<T>(T(0), y);
  if (::isinf(y))
    return complex<T>(T(__builtin_huge_valf()), y);
  if (::isnan(x))
    return complex<T>(x, y - y + x);
  if (::isinf(x)) {
    if (x > T(0)) /* sqrt(+inf + i y) = +inf + i 0 (nan stays) */
      return complex<T>(x, ::isnan(y) ? y : ::copysign(T(0), y));
    return complex<T>(::isnan(y) ? y : T(0), ::copysign(-x, y));
  }
  T ax = ::fabs(x), ay = ::fabs(y);
  T scale = T(1);
  if (ax > T(0.25) * _complex_huge(x) || ay > T(0.25) * _complex_huge(x)) {
    ax *= T(0.25);
    ay *= T(0.25);
    scale = T(2);
  }
  T t = ::sqrt(T(0.5) * (ax + ::hypot(ax, ay)));
  T other = T(0.5) * ay / t;
  t *= scale;
  other *= scale;
  if (x >= T(0))
    return complex<T>(t, ::copysign(other, y));
  return complex<T>(other, ::copysign(t, y));
}

/* z w as C99 multiplies complex numbers (Annex G, G.5.1): where the plain
   products give NaN + i NaN although a factor is infinite (or a product
   overflowed), the infinity is recovered, so that inf * (x + i 0) stays
   infinite. */
template <typename T>
__host__ __device__ complex<T> _complex_c99_multiply(const complex<T> &z, const complex<T> &w) {
  T a = z.real(), b = z.imag(), c = w.real(), d = w.imag();
  T ac = a * c, bd = b * d, ad = a * d, bc = b * c;
  T x = ac - bd, y = ad + bc;
  if (!::isnan(x) || !::isnan(y))
    return complex<T>(x, y);
  bool recalc = false;
  if (::isinf(a) || ::isinf(b)) { /* z infinite: box it, NaNs of w become 0 */
    a = ::copysign(::isinf(a) ? T(1) : T(0), a);
    b = ::copysign(::isinf(b) ? T(1) : T(0), b);
    c = ::isnan(c) ? ::copysign(T(0), c) : c;
    d = ::isnan(d) ? ::copysign(T(0), d) : d;
    recalc = true;
  }
  if (::isinf(c) || ::isinf(d)) { /* w infinite */
    c = ::copysign(::isinf(c) ? T(1) : T(0), c);
    d = ::copysign(::isinf(d) ? T(1) : T(0), d);
    a = ::isnan(a) ? ::copysign(T(0), a) : a;
    b = ::isnan(b) ? ::copysign(T(0), b) : b;
    recalc = true;
  }
  if (!recalc && (::isinf(ac) || ::isinf(bd) || ::isinf(ad) || ::isinf(bc))) {
    a = ::isnan(a) ? ::copysign(T(0), a) : a; /* overflow: NaNs become 0 */
    b = ::isnan(b) ? ::copysign(T(0), b) : b;
    c = ::isnan(c) ? ::copysign(T(0), c) : c;
    d = ::isnan(d) ? ::copysign(T(0), d) : d;
    recalc = true;
  }
  if (recalc) {
    T inf = T(__builtin_huge_valf());
    x = inf * (a * c - b * d);
    y = inf * (a * d + b * c);
  }
  return complex<T>(x, y);
}

/* x^y = exp(y log x), the principal value, the product as C99's (so that
   (NaN + i inf)^-1.1 is 0, as C's cpow gives); 0^y is 0 for Re y > 0. */
template <typename T> __host__ __device__ complex<T> pow(const complex<T> &x, const complex<T> &y) {
  if (x.real() == T(0) && x.imag() == T(0) && y.real() > T(0))
    return complex<T>(T(0), T(0));
  return exp(_complex_c99_multiply(y, log(x)));
}
template <typename T> __host__ __device__ complex<T> pow(const complex<T> &x, const T &y) {
  return pow(x, complex<T>(y));
}
template <typename T> __host__ __device__ complex<T> pow(const T &x, const complex<T> &y) {
  return pow(complex<T>(x), y);
}
template <typename T, typename U>
__host__ __device__ complex<typename _select_greater_type<T, U>::type>
pow(const complex<T> &x, const complex<U> &y) {
  typedef typename _select_greater_type<T, U>::type R;
  return pow(complex<R>(x), complex<R>(y));
}
template <typename T, typename U>
__host__ __device__ complex<typename _select_greater_type<T, U>::type> pow(const complex<T> &x,
                                                                           const U &y) {
  typedef typename _select_greater_type<T, U>::type R;
  return pow(complex<R>(x), complex<R>(R(y)));
}
template <typename T, typename U>
__host__ __device__ complex<typename _select_greater_type<T, U>::type> pow(const T &x,
                                                                           const complex<U> &y) {
  typedef typename _select_greater_type<T, U>::type R;
  return pow(complex<R>(R(x)), complex<R>(y));
}

/* --- Hyperbolic functions --- */

/* sinh x cos y + i cosh x sin y; e^|x| / 2 split in two where it overflows. */
template <typename T> __host__ __device__ complex<T> sinh(const complex<T> &z) {
  T x = z.real(), y = z.imag();
  if (y == T(0))
    return complex<T>(::sinh(x), y);
  if (x == T(0))
    return complex<T>(x, ::sin(y));
  T c = ::cos(y), s = ::sin(y);
  if (::fabs(x) > _complex_tanh_limit(x)) {
    T h = ::exp(::fabs(x) * T(0.5));
    T hc = T(0.5) * h * c * h, hs = T(0.5) * h * s * h;
    return complex<T>(::copysign(T(1), x) * hc, hs);
  }
  return complex<T>(::sinh(x) * c, ::cosh(x) * s);
}

/* cosh x cos y + i sinh x sin y. */
template <typename T> __host__ __device__ complex<T> cosh(const complex<T> &z) {
  T x = z.real(), y = z.imag();
  if (y == T(0))
    return complex<T>(::cosh(x), ::isnan(x) ? y : x * y);
  if (x == T(0))
    return complex<T>(::cos(y), ::isfinite(y) ? x * ::copysign(T(0), ::sin(y)) : y - y);
  T c = ::cos(y), s = ::sin(y);
  if (::fabs(x) > _complex_tanh_limit(x)) {
    T h = ::exp(::fabs(x) * T(0.5));
    T hc = T(0.5) * h * c * h, hs = T(0.5) * h * s * h;
    return complex<T>(hc, ::copysign(T(1), x) * hs);
  }
  return complex<T>(::cosh(x) * c, ::sinh(x) * s);
}

/* Kahan's form: with t = tan y, s = sinh x, b = 1 + t^2,
   tanh z = (b s sqrt(1 + s^2) + i t) / (1 + b s^2), accurate for all y; for
   |x| past the limit tanh z = sign(x) + i 0 * sin 2y to the last bit. */
template <typename T> __host__ __device__ complex<T> tanh(const complex<T> &z) {
  T x = z.real(), y = z.imag();
  if (y == T(0))
    return complex<T>(::tanh(x), y);
  if (::isnan(x))
    return complex<T>(x, x);
  if (::fabs(x) > _complex_tanh_limit(x)) {
    T sin2y = ::isfinite(y) ? ::sin(y) * ::cos(y) : T(1);
    return complex<T>(::copysign(T(1), x), ::copysign(T(0), sin2y));
  }
  if (!::isfinite(y))
    return complex<T>(y - y, y - y);
  T t = ::tan(y), b = T(1) + t * t, s = ::sinh(x), rho = ::sqrt(T(1) + s * s);
  T den = T(1) + b * s * s;
  return complex<T>(b * rho * s / den, t / den);
}

/* --- Trigonometric functions: sin z = -i sinh(iz), cos z = cosh(iz),
       tan z = -i tanh(iz) --- */

template <typename T> __host__ __device__ complex<T> sin(const complex<T> &z) {
  complex<T> w = sinh(complex<T>(-z.imag(), z.real()));
  return complex<T>(w.imag(), -w.real());
}
template <typename T> __host__ __device__ complex<T> cos(const complex<T> &z) {
  return cosh(complex<T>(-z.imag(), z.real()));
}
template <typename T> __host__ __device__ complex<T> tan(const complex<T> &z) {
  complex<T> w = tanh(complex<T>(-z.imag(), z.real()));
  return complex<T>(w.imag(), -w.real());
}

/* --- Inverse functions (Kahan). 1 - z and 1 + z are formed part by part so
       that a zero imaginary part keeps the sign that picks the cut's side. --- */

/* asin z = atan2(x, Re(sqrt(1-z) sqrt(1+z))) + i asinh(Im(conj(sqrt(1-z)) sqrt(1+z))). */
template <typename T> __host__ __device__ complex<T> asin(const complex<T> &z) {
  complex<T> a = sqrt(complex<T>(T(1) - z.real(), -z.imag()));
  complex<T> b = sqrt(complex<T>(T(1) + z.real(), z.imag()));
  T re = ::atan2(z.real(), a.real() * b.real() - a.imag() * b.imag());
  T im = ::asinh(a.real() * b.imag() - a.imag() * b.real());
  return complex<T>(re, im);
}

/* acos z = 2 atan2(Re sqrt(1-z), Re sqrt(1+z)) + i asinh(Im(conj(sqrt(1+z)) sqrt(1-z))). */
template <typename T> __host__ __device__ complex<T> acos(const complex<T> &z) {
  complex<T> a = sqrt(complex<T>(T(1) - z.real(), -z.imag()));
  complex<T> b = sqrt(complex<T>(T(1) + z.real(), z.imag()));
  T re = T(2) * ::atan2(a.real(), b.real());
  T im = ::asinh(b.real() * a.imag() - b.imag() * a.real());
  return complex<T>(re, im);
}

/* acosh z = asinh(Re(conj(sqrt(z-1)) sqrt(z+1))) + 2i atan2(Im sqrt(z-1), Re sqrt(z+1)). */
template <typename T> __host__ __device__ complex<T> acosh(const complex<T> &z) {
  complex<T> a = sqrt(complex<T>(z.real() - T(1), z.imag()));
  complex<T> b = sqrt(complex<T>(z.real() + T(1), z.imag()));
  T re = ::asinh(a.real() * b.real() + a.imag() * b.imag());
  T im = T(2) * ::atan2(a.imag(), b.real());
  return complex<T>(re, im);
}

/* asinh z = -i asin(iz). */
template <typename T> __host__ __device__ complex<T> asinh(const complex<T> &z) {
  complex<T> w = asin(complex<T>(-z.imag(), z.real()));
  return complex<T>(w.imag(), -w.real());
}

/* atanh z = log1p(4x / ((1-x)^2 + y^2)) / 4 + i atan2(2y, 1 - x^2 - y^2) / 2;
   past the square root of the range, 1/z + i pi/2 sign(y). */
template <typename T> __host__ __device__ complex<T> atanh(const complex<T> &z) {
  T x = z.real(), y = z.imag();
  T ax = ::fabs(x), ay = ::fabs(y);
  if (ax > _complex_sqrt_huge(x) || ay > _complex_sqrt_huge(x)) {
    complex<T> r = T(1) / z;
    return complex<T>(r.real(), ::copysign(T(1.57079632679489661923), y));
  }
  /* Re atanh is odd in x: computed for |x|, where log1p's argument is >= 0
     (for x < 0 it would approach -1 near z = -1 and cancel). */
  T omx = T(1) - ax;
  T re = ::copysign(T(0.25) * ::log1p(T(4) * ax / (omx * omx + y * y)), x);
  /* 1 - x^2 - y^2 cancels near |z| = 1: the larger square is subtracted
     from 1 first (exact from 0.5 on), then the smaller, then the rounding
     errors of both squares (fma), so the difference keeps its accuracy. */
  T a = ax > ay ? ax : ay, b = ax > ay ? ay : ax;
  T a2 = a * a, b2 = b * b;
  T one_minus = ((T(1) - a2) - b2) - ::fma(a, a, -a2) - ::fma(b, b, -b2);
  T im = T(0.5) * ::atan2(T(2) * y, one_minus);
  return complex<T>(re, im);
}

/* atan z = -i atanh(iz). */
template <typename T> __host__ __device__ complex<T> atan(const complex<T> &z) {
  complex<T> w = atanh(complex<T>(-z.imag(), z.real()));
  return complex<T>(w.imag(), -w.real());
}

} // namespace thrust
