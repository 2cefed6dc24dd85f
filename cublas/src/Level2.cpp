//===- Level2.cpp - cuBLAS level 2: matrix-vector -------------------------===//
///
/// \file
/// gemv, trsv and ger (geru, gerc) for S, D, C and Z, column-major.
///
//===----------------------------------------------------------------------===//
#include "Common.h"

using namespace ultima::cublas;

namespace {

template <typename T>
cublasStatus_t gemv(cublasHandle_t h, cublasOperation_t trans, int m, int n, const void *alpha,
                    const void *A, int lda, const void *x, int incx, const void *beta, void *y,
                    int incy) {
  return run(h, [&] {
    clblast::Transpose t = transpose(trans);
    require(m >= 0 && n >= 0 && lda >= (m > 1 ? m : 1));
    vector(n, incx);
    vector(m, incy);
    if (m == 0 || n == 0)
      return;
    T a = scalar<T>(h, alpha), b = scalar<T>(h, beta);
    Device dA(A, sizeof(T)), dx(x, sizeof(T)), dy(y, sizeof(T));
    check(clblast::Gemv<T>(ColMajor, t, m, n, a, dA.buffer(), dA.offset(), lda, dx.buffer(),
                           dx.offset(), incx, b, dy.buffer(), dy.offset(), incy, queue(h)));
  });
}

template <typename T>
cublasStatus_t trsv(cublasHandle_t h, cublasFillMode_t uplo, cublasOperation_t trans,
                    cublasDiagType_t diag, int n, const void *A, int lda, void *x, int incx) {
  return run(h, [&] {
    clblast::Triangle tri = triangle(uplo);
    clblast::Transpose t = transpose(trans);
    clblast::Diagonal d = diagonal(diag);
    require(n >= 0 && lda >= (n > 1 ? n : 1));
    vector(n, incx);
    if (n == 0)
      return;
    Device dA(A, sizeof(T)), dx(x, sizeof(T));
    check(clblast::Trsv<T>(ColMajor, tri, t, d, n, dA.buffer(), dA.offset(), lda, dx.buffer(),
                           dx.offset(), incx, queue(h)));
  });
}

enum class Outer { Real, Unconjugated, Conjugated };

template <typename T, Outer O>
cublasStatus_t ger(cublasHandle_t h, int m, int n, const void *alpha, const void *x, int incx,
                   const void *y, int incy, void *A, int lda) {
  return run(h, [&] {
    require(m >= 0 && n >= 0 && lda >= (m > 1 ? m : 1));
    vector(m, incx);
    vector(n, incy);
    if (m == 0 || n == 0)
      return;
    T a = scalar<T>(h, alpha);
    Device dx(x, sizeof(T)), dy(y, sizeof(T)), dA(A, sizeof(T));
    auto *q = queue(h);
    if (O == Outer::Real)
      check(clblast::Ger<T>(ColMajor, m, n, a, dx.buffer(), dx.offset(), incx, dy.buffer(),
                            dy.offset(), incy, dA.buffer(), dA.offset(), lda, q));
    else if (O == Outer::Unconjugated)
      check(clblast::Geru<T>(ColMajor, m, n, a, dx.buffer(), dx.offset(), incx, dy.buffer(),
                             dy.offset(), incy, dA.buffer(), dA.offset(), lda, q));
    else
      check(clblast::Gerc<T>(ColMajor, m, n, a, dx.buffer(), dx.offset(), incx, dy.buffer(),
                             dy.offset(), incy, dA.buffer(), dA.offset(), lda, q));
  });
}

} // namespace

#define ULTIMA_CUBLAS_LEVEL2(P, T)                                                                 \
  cublasStatus_t cublas##P##gemv_v2(cublasHandle_t h, cublasOperation_t trans, int m, int n,       \
                                    const void *alpha, const void *A, int lda, const void *x,      \
                                    int incx, const void *beta, void *y, int incy) {               \
    return gemv<T>(h, trans, m, n, alpha, A, lda, x, incx, beta, y, incy);                         \
  }                                                                                                \
  cublasStatus_t cublas##P##trsv_v2(cublasHandle_t h, cublasFillMode_t uplo,                       \
                                    cublasOperation_t trans, cublasDiagType_t diag, int n,         \
                                    const void *A, int lda, void *x, int incx) {                   \
    return trsv<T>(h, uplo, trans, diag, n, A, lda, x, incx);                                      \
  }

#define ULTIMA_CUBLAS_GER(NAME, T, O)                                                              \
  cublasStatus_t NAME(cublasHandle_t h, int m, int n, const void *alpha, const void *x, int incx,  \
                      const void *y, int incy, void *A, int lda) {                                 \
    return ger<T, O>(h, m, n, alpha, x, incx, y, incy, A, lda);                                    \
  }

extern "C" {
ULTIMA_CUBLAS_LEVEL2(S, float)
ULTIMA_CUBLAS_LEVEL2(D, double)
ULTIMA_CUBLAS_LEVEL2(C, cfloat)
ULTIMA_CUBLAS_LEVEL2(Z, cdouble)
ULTIMA_CUBLAS_GER(cublasSger_v2, float, Outer::Real)
ULTIMA_CUBLAS_GER(cublasDger_v2, double, Outer::Real)
ULTIMA_CUBLAS_GER(cublasCgeru_v2, cfloat, Outer::Unconjugated)
ULTIMA_CUBLAS_GER(cublasCgerc_v2, cfloat, Outer::Conjugated)
ULTIMA_CUBLAS_GER(cublasZgeru_v2, cdouble, Outer::Unconjugated)
ULTIMA_CUBLAS_GER(cublasZgerc_v2, cdouble, Outer::Conjugated)
}
