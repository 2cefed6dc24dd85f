// Host references for the cuBLAS tests, written from the BLAS definitions
// (column-major, 1-based amax/amin of |re| + |im|), on std::complex for the
// complex types, and helpers that move test data between host and device.
#include <algorithm>
#include <complex>
#include <type_traits>
#include <cstdio>
#include <cmath>
#include <cublas_v2.h>
#include <vector>
#include "expect.h"

#define CUBLAS_OK(call) EXPECT((call) == CUBLAS_STATUS_SUCCESS)

template <typename T> struct Host { using type = T; };
template <> struct Host<cuComplex> { using type = std::complex<float>; };
template <> struct Host<cuDoubleComplex> { using type = std::complex<double>; };

inline double magnitude(double x) { return std::fabs(x); }
inline double magnitude(std::complex<double> x) { return std::abs(x); }
inline double magnitude(float x) { return std::fabs(x); }
inline double magnitude(std::complex<float> x) { return std::abs(std::complex<double>(x)); }
template <typename H> H conjugate(H x) { return x; }
template <typename R> std::complex<R> conjugate(std::complex<R> x) { return std::conj(x); }
template <typename H> double absSum(H x) { return std::fabs((double)x); }
template <typename R> double absSum(std::complex<R> x) {
  return std::fabs((double)x.real()) + std::fabs((double)x.imag());
}

// Deterministic values in [-1, 1] (and imaginary parts for complex types).
template <typename H> H value(int i, int salt) {
  return H((double)((i * 7919 + salt * 104729) % 2001 - 1000) / 1000.0);
}
template <> inline std::complex<float> value(int i, int salt) {
  return {value<float>(i, salt), value<float>(i + 17, salt + 3)};
}
template <> inline std::complex<double> value(int i, int salt) {
  return {value<double>(i, salt), value<double>(i + 17, salt + 3)};
}

template <typename H> std::vector<H> values(size_t n, int salt) {
  std::vector<H> v(n);
  for (size_t i = 0; i < n; ++i)
    v[i] = value<H>((int)i, salt);
  return v;
}

template <typename H> H *toDevice(const std::vector<H> &h) {
  H *d = nullptr;
  cudaMalloc(&d, h.size() * sizeof(H) + 1);
  cudaMemcpy(d, h.data(), h.size() * sizeof(H), cudaMemcpyHostToDevice);
  return d;
}

template <typename H> std::vector<H> toHost(const H *d, size_t n) {
  std::vector<H> h(n);
  cudaMemcpy(h.data(), d, n * sizeof(H), cudaMemcpyDeviceToHost);
  return h;
}

// Relative to the reference's largest magnitude: sums of k products of
// values in [-1, 1] in another order differ by about k ulp.
template <typename H>
bool close(const std::vector<H> &got, const std::vector<H> &want, double tolerance) {
  double scale = 1e-30, worst = 0;
  for (const H &w : want)
    scale = std::max(scale, magnitude(w));
  for (size_t i = 0; i < want.size(); ++i)
    worst = std::max(worst, magnitude(got[i] - want[i]));
  if (worst > tolerance * scale)
    std::printf("  worst difference %g (scale %g)\n", worst, scale);
  return worst <= tolerance * scale;
}

template <typename H> double tolerance() {
  return std::is_same<H, float>::value || std::is_same<H, std::complex<float>>::value ? 2e-5
                                                                                      : 1e-12;
}

// op(X)(i, j) for a column-major X with leading dimension ld.
template <typename H>
H op(const std::vector<H> &X, int ld, cublasOperation_t t, int i, int j) {
  if (t == CUBLAS_OP_N)
    return X[i + (size_t)j * ld];
  H x = X[j + (size_t)i * ld];
  return t == CUBLAS_OP_C ? conjugate(x) : x;
}
