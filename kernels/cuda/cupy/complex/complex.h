/*===- cupy/complex/complex.h - thrust::complex<T>: the class and arithmetic -===*
 *
 * The complex type of CuPy's kernels (`complex<float>` for complex64,
 * `complex<double>` for complex128), with the interface of thrust::complex as
 * CuPy ships it: value_type, real()/imag() getters and setters, the
 * compound assignments, the free operators with complex and real operands of
 * the same value type, ==/!=, and real, imag, conj, abs, arg, norm, polar,
 * proj. Written for ultima's C++ subset: the translator lowers it like any
 * user class (a struct of two T, member functions taking `this`).
 *
 * Layout: the real part then the imaginary part, as NumPy's complex64 and
 * complex128, so device arrays are NumPy's bytes.
 *===----------------------------------------------------------------------===*/
#pragma once

namespace thrust {

/* pow's result for mixed value types: the larger one, as CuPy's thrust. */
template <typename T, typename U, bool TIsLarger> struct _select_greater_type_impl {
  typedef T type;
};
template <typename T, typename U> struct _select_greater_type_impl<T, U, false> {
  typedef U type;
};
template <typename T, typename U>
struct _select_greater_type : _select_greater_type_impl<T, U, (sizeof(T) > sizeof(U))> {};

template <typename T> struct complex {
  typedef T value_type;

  complex() = default;
  __host__ __device__ complex(T re) : _re(re), _im(T(0)) {}
  __host__ __device__ complex(T re, T im) : _re(re), _im(im) {}
  /* From another value type (complex<double> -> complex<float> rounds). The
     parts are read through a U pointer, not z's members: the translator
     emits each specialisation's member functions after its own struct, and
     the other specialisation's struct may come later (only a pointer to it
     is valid there). The layout is two U, real part first. */
  template <typename U>
  __host__ __device__ complex(const complex<U> &z)
      : _re(T(reinterpret_cast<const U *>(&z)[0])), _im(T(reinterpret_cast<const U *>(&z)[1])) {}

  __host__ __device__ T real() const { return _re; }
  __host__ __device__ T imag() const { return _im; }
  __host__ __device__ void real(T re) { _re = re; }
  __host__ __device__ void imag(T im) { _im = im; }

  __host__ __device__ complex &operator=(const T &re) {
    _re = re;
    _im = T(0);
    return *this;
  }
  template <typename U> __host__ __device__ complex &operator=(const complex<U> &z) {
    _re = T(reinterpret_cast<const U *>(&z)[0]); /* as the converting constructor */
    _im = T(reinterpret_cast<const U *>(&z)[1]);
    return *this;
  }

  __host__ __device__ complex &operator+=(const complex &z) {
    _re += z._re;
    _im += z._im;
    return *this;
  }
  __host__ __device__ complex &operator-=(const complex &z) {
    _re -= z._re;
    _im -= z._im;
    return *this;
  }
  __host__ __device__ complex &operator*=(const complex &z) {
    T re = _re * z._re - _im * z._im;
    _im = _re * z._im + _im * z._re;
    _re = re;
    return *this;
  }
  /* Smith's algorithm: the ratio of the divisor's parts instead of |z|^2,
     which overflows or underflows for parts beyond the square root of the
     range. A zero divisor divides each part by +0, as NumPy does (1/0 = inf
     + nan i). */
  __host__ __device__ complex &operator/=(const complex &z) {
    T c = z._re, d = z._im, re;
    if (c == T(0) && d == T(0)) {
      re = _re / ::fabs(c);
      _im = _im / ::fabs(c);
    } else if (::fabs(c) >= ::fabs(d)) {
      T r = d / c, den = c + d * r;
      re = (_re + _im * r) / den;
      _im = (_im - _re * r) / den;
    } else {
      T r = c / d, den = c * r + d;
      re = (_re * r + _im) / den;
      _im = (_im * r - _re) / den;
    }
    _re = re;
    return *this;
  }
  /* A real right operand touches what it touches in real arithmetic only
     (z * t scales both parts; z + t leaves the imaginary part, -0 included). */
  __host__ __device__ complex &operator+=(const T &t) {
    _re += t;
    return *this;
  }
  __host__ __device__ complex &operator-=(const T &t) {
    _re -= t;
    return *this;
  }
  __host__ __device__ complex &operator*=(const T &t) {
    _re *= t;
    _im *= t;
    return *this;
  }
  __host__ __device__ complex &operator/=(const T &t) {
    _re /= t;
    _im /= t;
    return *this;
  }

  T _re, _im;
};

/* --- Parts and simple functions --- */

template <typename T> __host__ __device__ T real(const complex<T> &z) { return z.real(); }
template <typename T> __host__ __device__ T imag(const complex<T> &z) { return z.imag(); }
template <typename T> __host__ __device__ complex<T> conj(const complex<T> &z) {
  return complex<T>(z.real(), -z.imag());
}
/* |z| without overflow or underflow of the squares (hypot). */
template <typename T> __host__ __device__ T abs(const complex<T> &z) {
  return ::hypot(z.real(), z.imag());
}
/* The phase in [-pi, pi], with the signs of zero parts (atan2). */
template <typename T> __host__ __device__ T arg(const complex<T> &z) {
  return ::atan2(z.imag(), z.real());
}
/* |z|^2, the field norm (as std::norm), not the Euclidean one. */
template <typename T> __host__ __device__ T norm(const complex<T> &z) {
  return z.real() * z.real() + z.imag() * z.imag();
}
template <typename T> __host__ __device__ complex<T> polar(const T &m, const T &theta) {
  return complex<T>(m * ::cos(theta), m * ::sin(theta));
}
/* thrust's default theta = 0, as an overload: a default argument of a
   template stays uninstantiated in the AST the translator reads. */
template <typename T> __host__ __device__ complex<T> polar(const T &m) {
  return complex<T>(m, T(0));
}
/* C99 cproj: infinities project onto +inf with the sign of the imaginary part. */
template <typename T> __host__ __device__ complex<T> proj(const complex<T> &z) {
  if (::isinf(z.real()) || ::isinf(z.imag()))
    return complex<T>(T(__builtin_huge_valf()), ::copysign(T(0), z.imag()));
  return z;
}

/* --- Arithmetic --- */

template <typename T> __host__ __device__ complex<T> operator+(const complex<T> &z) { return z; }
template <typename T> __host__ __device__ complex<T> operator-(const complex<T> &z) {
  return complex<T>(-z.real(), -z.imag());
}

template <typename T>
__host__ __device__ complex<T> operator+(const complex<T> &a, const complex<T> &b) {
  return complex<T>(a.real() + b.real(), a.imag() + b.imag());
}
template <typename T> __host__ __device__ complex<T> operator+(const complex<T> &a, const T &b) {
  return complex<T>(a.real() + b, a.imag());
}
template <typename T> __host__ __device__ complex<T> operator+(const T &a, const complex<T> &b) {
  return complex<T>(a + b.real(), b.imag());
}

template <typename T>
__host__ __device__ complex<T> operator-(const complex<T> &a, const complex<T> &b) {
  return complex<T>(a.real() - b.real(), a.imag() - b.imag());
}
template <typename T> __host__ __device__ complex<T> operator-(const complex<T> &a, const T &b) {
  return complex<T>(a.real() - b, a.imag());
}
template <typename T> __host__ __device__ complex<T> operator-(const T &a, const complex<T> &b) {
  return complex<T>(a - b.real(), -b.imag());
}

template <typename T>
__host__ __device__ complex<T> operator*(const complex<T> &a, const complex<T> &b) {
  complex<T> r = a;
  r *= b;
  return r;
}
template <typename T> __host__ __device__ complex<T> operator*(const complex<T> &a, const T &b) {
  return complex<T>(a.real() * b, a.imag() * b);
}
template <typename T> __host__ __device__ complex<T> operator*(const T &a, const complex<T> &b) {
  return complex<T>(a * b.real(), a * b.imag());
}

template <typename T>
__host__ __device__ complex<T> operator/(const complex<T> &a, const complex<T> &b) {
  complex<T> r = a;
  r /= b;
  return r;
}
template <typename T> __host__ __device__ complex<T> operator/(const complex<T> &a, const T &b) {
  return complex<T>(a.real() / b, a.imag() / b);
}
template <typename T> __host__ __device__ complex<T> operator/(const T &a, const complex<T> &b) {
  return complex<T>(a) / b;
}

/* --- Comparison: both parts equal (a real operand has imaginary part 0) --- */

template <typename T> __host__ __device__ bool operator==(const complex<T> &a, const complex<T> &b) {
  return a.real() == b.real() && a.imag() == b.imag();
}
template <typename T> __host__ __device__ bool operator==(const complex<T> &a, const T &b) {
  return a.real() == b && a.imag() == T(0);
}
template <typename T> __host__ __device__ bool operator==(const T &a, const complex<T> &b) {
  return a == b.real() && b.imag() == T(0);
}
template <typename T> __host__ __device__ bool operator!=(const complex<T> &a, const complex<T> &b) {
  return !(a == b);
}
template <typename T> __host__ __device__ bool operator!=(const complex<T> &a, const T &b) {
  return !(a == b);
}
template <typename T> __host__ __device__ bool operator!=(const T &a, const complex<T> &b) {
  return !(a == b);
}

} // namespace thrust
