//===- Level1.cpp - cuBLAS level 1: vectors -------------------------------===//
///
/// \file
/// axpy, copy, swap, scal, dot (dotu, dotc), nrm2, asum, amax and amin for
/// S, D, C and Z. A scalar result goes through the handle's scratch area:
/// CLBlast writes it there, on the stream, and `deliver` copies it to the
/// caller's host or device pointer. cuBLAS's indices start at 1; CLBlast's at 0.
///
//===----------------------------------------------------------------------===//
#include "Common.h"

#include <cmath>
#include <complex>
#include <cstring>
#include <type_traits>
#include <vector>

using namespace ultima::cublas;

namespace {

template <typename T>
cublasStatus_t axpy(cublasHandle_t h, int n, const void *alpha, const void *x, int incx, void *y,
                    int incy) {
  return run(h, [&] {
    vector(n, incx);
    vector(n, incy);
    if (n == 0)
      return;
    T a = scalar<T>(h, alpha);
    Device X(x, sizeof(T)), Y(y, sizeof(T));
    check(clblast::Axpy<T>(n, a, X.buffer(), X.offset(), incx, Y.buffer(), Y.offset(), incy,
                           queue(h)));
  });
}

template <typename T>
cublasStatus_t copy(cublasHandle_t h, int n, const void *x, int incx, void *y, int incy) {
  return run(h, [&] {
    vector(n, incx);
    vector(n, incy);
    if (n == 0)
      return;
    Device X(x, sizeof(T)), Y(y, sizeof(T));
    check(
        clblast::Copy<T>(n, X.buffer(), X.offset(), incx, Y.buffer(), Y.offset(), incy, queue(h)));
  });
}

template <typename T>
cublasStatus_t swap(cublasHandle_t h, int n, void *x, int incx, void *y, int incy) {
  return run(h, [&] {
    vector(n, incx);
    vector(n, incy);
    if (n == 0)
      return;
    Device X(x, sizeof(T)), Y(y, sizeof(T));
    check(
        clblast::Swap<T>(n, X.buffer(), X.offset(), incx, Y.buffer(), Y.offset(), incy, queue(h)));
  });
}

/// x = alpha x, with alpha of type S (a real alpha scales a complex vector).
template <typename T, typename S>
cublasStatus_t scal(cublasHandle_t h, int n, const void *alpha, void *x, int incx) {
  return run(h, [&] {
    vector(n, incx);
    if (n == 0)
      return;
    T a = T(scalar<S>(h, alpha));
    Device X(x, sizeof(T));
    check(clblast::Scal<T>(n, a, X.buffer(), X.offset(), incx, queue(h)));
  });
}

/// A zero result, for n == 0 (BLAS returns 0 for an empty vector).
void zero(cublasHandle_t h, void *result, size_t bytes) {
  require(result != nullptr);
  char zeros[16] = {};
  if (h->pointerMode == CUBLAS_POINTER_MODE_HOST) {
    std::memcpy(result, zeros, bytes);
    return;
  }
  check(cudaMemcpyAsync(result, zeros, bytes, cudaMemcpyHostToDevice, h->stream));
  check(cudaStreamSynchronize(h->stream));
}

enum class DotKind { Real, Unconjugated, Conjugated };

template <typename T, DotKind K>
cublasStatus_t dot(cublasHandle_t h, int n, const void *x, int incx, const void *y, int incy,
                   void *result) {
  return run(h, [&] {
    require(n < 0 || (incx != 0 && incy != 0));
    if (n <= 0)
      return zero(h, result, sizeof(T));
    vector(n, incx);
    vector(n, incy);
    Device X(x, sizeof(T)), Y(y, sizeof(T)), R(h->scratch, sizeof(T));
    auto *q = queue(h);
    if (K == DotKind::Real)
      check(clblast::Dot<T>(n, R.buffer(), R.offset(), X.buffer(), X.offset(), incx, Y.buffer(),
                            Y.offset(), incy, q));
    else if (K == DotKind::Unconjugated)
      check(clblast::Dotu<T>(n, R.buffer(), R.offset(), X.buffer(), X.offset(), incx, Y.buffer(),
                             Y.offset(), incy, q));
    else
      check(clblast::Dotc<T>(n, R.buffer(), R.offset(), X.buffer(), X.offset(), incx, Y.buffer(),
                             Y.offset(), incy, q));
    deliver(h, h->scratch, result, sizeof(T));
  });
}

enum class Norm { Euclidean, AbsoluteSum };

/// nrm2 or asum of a T vector, an R result (CLBlast writes the real value
/// first, in a T).
template <typename T, typename R, Norm N>
cublasStatus_t norm(cublasHandle_t h, int n, const void *x, int incx, void *result) {
  return run(h, [&] {
    if (n <= 0 || incx <= 0)
      return zero(h, result, sizeof(R));
    Device X(x, sizeof(T)), S(h->scratch, sizeof(T));
    if (N == Norm::Euclidean)
      check(clblast::Nrm2<T>(n, S.buffer(), S.offset(), X.buffer(), X.offset(), incx, queue(h)));
    else
      check(clblast::Asum<T>(n, S.buffer(), S.offset(), X.buffer(), X.offset(), incx, queue(h)));
    deliver(h, h->scratch, result, sizeof(R));
  });
}

template <typename T> struct IsComplex : std::false_type {};
template <typename R> struct IsComplex<std::complex<R>> : std::true_type {};

/// The 0-based index of the first complex item of largest (or smallest)
/// |re| + |im| (BLAS's dcabs1) among \p n items \p incx apart at \p x; a NaN
/// never replaces the first item, as in the reference BLAS's loop. CLBlast's
/// i?amax ranks complex items by another measure, so they are ranked here,
/// from a host copy of the items.
template <typename T, bool Largest>
unsigned int complexExtremeIndex(cublasHandle_t h, int n, const void *x, int incx) {
  std::vector<T> items(static_cast<size_t>(n));
  check(cudaMemcpy2DAsync(items.data(), sizeof(T), x, sizeof(T) * static_cast<size_t>(incx),
                          sizeof(T), static_cast<size_t>(n), cudaMemcpyDeviceToHost, h->stream));
  check(cudaStreamSynchronize(h->stream));
  auto measure = [](const T &v) { return std::fabs(v.real()) + std::fabs(v.imag()); };
  unsigned int best = 0;
  auto bestValue = measure(items[0]);
  for (size_t i = 1; i < items.size(); ++i) {
    auto value = measure(items[i]);
    if (Largest ? value > bestValue : value < bestValue) {
      best = static_cast<unsigned int>(i);
      bestValue = value;
    }
  }
  return best;
}

/// The 1-based index of the first element of largest (or smallest) |x|
/// (|re| + |im| for complex types).
template <typename T, bool Largest>
cublasStatus_t extremeIndex(cublasHandle_t h, int n, const void *x, int incx, int *result) {
  return run(h, [&] {
    if (n <= 0 || incx <= 0)
      return zero(h, result, sizeof(int));
    int oneBased = 0;
    if constexpr (IsComplex<T>::value) {
      oneBased = static_cast<int>(complexExtremeIndex<T, Largest>(h, n, x, incx)) + 1;
    } else {
      Device X(x, sizeof(T)), S(h->scratch, sizeof(unsigned int));
      if (Largest)
        check(clblast::Amax<T>(n, S.buffer(), S.offset(), X.buffer(), X.offset(), incx, queue(h)));
      else
        check(clblast::Amin<T>(n, S.buffer(), S.offset(), X.buffer(), X.offset(), incx, queue(h)));
      unsigned int index = 0;
      check(cudaMemcpyAsync(&index, h->scratch, sizeof index, cudaMemcpyDeviceToHost, h->stream));
      check(cudaStreamSynchronize(h->stream));
      // CLBlast's index counts elements of the buffer (i * incx), BLAS's elements of the vector.
      oneBased = static_cast<int>(index / static_cast<unsigned int>(incx)) + 1;
    }
    if (h->pointerMode == CUBLAS_POINTER_MODE_HOST) {
      require(result != nullptr);
      *result = oneBased;
      return;
    }
    check(cudaMemcpyAsync(result, &oneBased, sizeof oneBased, cudaMemcpyHostToDevice, h->stream));
    check(cudaStreamSynchronize(h->stream));
  });
}

} // namespace

#define ULTIMA_CUBLAS_LEVEL1(P, p, T, R)                                                           \
  cublasStatus_t cublas##P##axpy_v2(cublasHandle_t h, int n, const void *alpha, const void *x,     \
                                    int incx, void *y, int incy) {                                 \
    return axpy<T>(h, n, alpha, x, incx, y, incy);                                                 \
  }                                                                                                \
  cublasStatus_t cublas##P##copy_v2(cublasHandle_t h, int n, const void *x, int incx, void *y,     \
                                    int incy) {                                                    \
    return copy<T>(h, n, x, incx, y, incy);                                                        \
  }                                                                                                \
  cublasStatus_t cublas##P##swap_v2(cublasHandle_t h, int n, void *x, int incx, void *y,           \
                                    int incy) {                                                    \
    return swap<T>(h, n, x, incx, y, incy);                                                        \
  }                                                                                                \
  cublasStatus_t cublas##P##scal_v2(cublasHandle_t h, int n, const void *alpha, void *x,           \
                                    int incx) {                                                    \
    return scal<T, T>(h, n, alpha, x, incx);                                                       \
  }                                                                                                \
  cublasStatus_t cublasI##p##amax_v2(cublasHandle_t h, int n, const void *x, int incx,             \
                                     int *result) {                                                \
    return extremeIndex<T, true>(h, n, x, incx, result);                                           \
  }                                                                                                \
  cublasStatus_t cublasI##p##amin_v2(cublasHandle_t h, int n, const void *x, int incx,             \
                                     int *result) {                                                \
    return extremeIndex<T, false>(h, n, x, incx, result);                                          \
  }

#define ULTIMA_CUBLAS_NORMS(P, T, R)                                                               \
  cublasStatus_t cublas##P##nrm2_v2(cublasHandle_t h, int n, const void *x, int incx,              \
                                    void *result) {                                                \
    return norm<T, R, Norm::Euclidean>(h, n, x, incx, result);                                     \
  }                                                                                                \
  cublasStatus_t cublas##P##asum_v2(cublasHandle_t h, int n, const void *x, int incx,              \
                                    void *result) {                                                \
    return norm<T, R, Norm::AbsoluteSum>(h, n, x, incx, result);                                   \
  }

extern "C" {
ULTIMA_CUBLAS_LEVEL1(S, s, float, float)
ULTIMA_CUBLAS_LEVEL1(D, d, double, double)
ULTIMA_CUBLAS_LEVEL1(C, c, cfloat, float)
ULTIMA_CUBLAS_LEVEL1(Z, z, cdouble, double)
ULTIMA_CUBLAS_NORMS(S, float, float)
ULTIMA_CUBLAS_NORMS(D, double, double)
ULTIMA_CUBLAS_NORMS(Sc, cfloat, float)
ULTIMA_CUBLAS_NORMS(Dz, cdouble, double)

cublasStatus_t cublasSdot_v2(cublasHandle_t h, int n, const void *x, int incx, const void *y,
                             int incy, void *result) {
  return dot<float, DotKind::Real>(h, n, x, incx, y, incy, result);
}
cublasStatus_t cublasDdot_v2(cublasHandle_t h, int n, const void *x, int incx, const void *y,
                             int incy, void *result) {
  return dot<double, DotKind::Real>(h, n, x, incx, y, incy, result);
}
cublasStatus_t cublasCdotu_v2(cublasHandle_t h, int n, const void *x, int incx, const void *y,
                              int incy, void *result) {
  return dot<cfloat, DotKind::Unconjugated>(h, n, x, incx, y, incy, result);
}
cublasStatus_t cublasCdotc_v2(cublasHandle_t h, int n, const void *x, int incx, const void *y,
                              int incy, void *result) {
  return dot<cfloat, DotKind::Conjugated>(h, n, x, incx, y, incy, result);
}
cublasStatus_t cublasZdotu_v2(cublasHandle_t h, int n, const void *x, int incx, const void *y,
                              int incy, void *result) {
  return dot<cdouble, DotKind::Unconjugated>(h, n, x, incx, y, incy, result);
}
cublasStatus_t cublasZdotc_v2(cublasHandle_t h, int n, const void *x, int incx, const void *y,
                              int incy, void *result) {
  return dot<cdouble, DotKind::Conjugated>(h, n, x, incx, y, incy, result);
}
cublasStatus_t cublasCsscal_v2(cublasHandle_t h, int n, const void *alpha, void *x, int incx) {
  return scal<cfloat, float>(h, n, alpha, x, incx);
}
cublasStatus_t cublasZdscal_v2(cublasHandle_t h, int n, const void *alpha, void *x, int incx) {
  return scal<cdouble, double>(h, n, alpha, x, incx);
}
}
