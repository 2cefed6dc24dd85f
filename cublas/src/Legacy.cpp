//===- Legacy.cpp - cuBLAS's legacy API (cublas.h) over the v2 API --------===//
///
/// \file
/// The legacy API of <cublas.h>: functions without a handle, scalars by
/// value, level 1 results returned, operations and triangles as characters
/// ('N', 'T', 'C'; 'U', 'L'; ...). Each is the v2 function on one implicit
/// handle per process, made by cublasInit and destroyed by cublasShutdown,
/// in host pointer mode, on the stream of cublasSetKernelStream. A failure
/// is kept until cublasGetError returns it (and resets it to success); a
/// function called before cublasInit fails with NOT_INITIALIZED, and a
/// character that names no operation, triangle, side or diagonal with
/// INVALID_VALUE.
///
//===----------------------------------------------------------------------===//
#include "Common.h"
#include <mutex>

using namespace ultima::cublas;

namespace {

struct alignas(8) LegacyComplex {
  float x, y;
};
struct alignas(16) LegacyDoubleComplex {
  double x, y;
};

std::mutex legacyMutex;
cublasHandle_t legacyHandle = nullptr;
cublasStatus_t legacyError = CUBLAS_STATUS_SUCCESS;

void record(cublasStatus_t s) {
  if (s != CUBLAS_STATUS_SUCCESS) {
    std::lock_guard<std::mutex> lock(legacyMutex);
    legacyError = s;
  }
}

/// The implicit handle, or null (NOT_INITIALIZED recorded) before cublasInit.
cublasHandle_t handle() {
  std::lock_guard<std::mutex> lock(legacyMutex);
  if (!legacyHandle)
    legacyError = CUBLAS_STATUS_NOT_INITIALIZED;
  return legacyHandle;
}

bool operation(char c, cublasOperation_t &op) {
  switch (c) {
  case 'N':
  case 'n':
    op = CUBLAS_OP_N;
    return true;
  case 'T':
  case 't':
    op = CUBLAS_OP_T;
    return true;
  case 'C':
  case 'c':
    op = CUBLAS_OP_C;
    return true;
  default:
    return false;
  }
}
bool fill(char c, cublasFillMode_t &uplo) {
  if (c == 'U' || c == 'u')
    uplo = CUBLAS_FILL_MODE_UPPER;
  else if (c == 'L' || c == 'l')
    uplo = CUBLAS_FILL_MODE_LOWER;
  else
    return false;
  return true;
}
bool sideOf(char c, cublasSideMode_t &s) {
  if (c == 'L' || c == 'l')
    s = CUBLAS_SIDE_LEFT;
  else if (c == 'R' || c == 'r')
    s = CUBLAS_SIDE_RIGHT;
  else
    return false;
  return true;
}
bool diagOf(char c, cublasDiagType_t &d) {
  if (c == 'N' || c == 'n')
    d = CUBLAS_DIAG_NON_UNIT;
  else if (c == 'U' || c == 'u')
    d = CUBLAS_DIAG_UNIT;
  else
    return false;
  return true;
}

/// Runs a v2 call on the implicit handle, recording its failure.
template <typename Call> void call(Call c) {
  if (cublasHandle_t h = handle())
    record(c(h));
}
/// The same for a call with a result, which is value() on failure.
template <typename R, typename Call> R result(Call c) {
  R r{};
  if (cublasHandle_t h = handle()) {
    cublasStatus_t s = c(h, &r);
    record(s);
    if (s != CUBLAS_STATUS_SUCCESS)
      r = R{};
  }
  return r;
}

} // namespace

// The v2 functions (Level1.cpp, Level2.cpp, Level3.cpp), as defined there.
extern "C" {
#define ULTIMA_V2_LEVEL1(P, p)                                                                     \
  cublasStatus_t cublas##P##axpy_v2(cublasHandle_t, int, const void *, const void *, int, void *,  \
                                    int);                                                          \
  cublasStatus_t cublas##P##copy_v2(cublasHandle_t, int, const void *, int, void *, int);          \
  cublasStatus_t cublas##P##swap_v2(cublasHandle_t, int, void *, int, void *, int);                \
  cublasStatus_t cublas##P##scal_v2(cublasHandle_t, int, const void *, void *, int);               \
  cublasStatus_t cublasI##p##amax_v2(cublasHandle_t, int, const void *, int, int *);               \
  cublasStatus_t cublasI##p##amin_v2(cublasHandle_t, int, const void *, int, int *);               \
  cublasStatus_t cublas##P##gemv_v2(cublasHandle_t, cublasOperation_t, int, int, const void *,     \
                                    const void *, int, const void *, int, const void *, void *,    \
                                    int);                                                          \
  cublasStatus_t cublas##P##trsv_v2(cublasHandle_t, cublasFillMode_t, cublasOperation_t,           \
                                    cublasDiagType_t, int, const void *, int, void *, int);        \
  cublasStatus_t cublas##P##gemm_v2(cublasHandle_t, cublasOperation_t, cublasOperation_t, int,     \
                                    int, int, const void *, const void *, int, const void *, int,  \
                                    const void *, void *, int);                                    \
  cublasStatus_t cublas##P##symm_v2(cublasHandle_t, cublasSideMode_t, cublasFillMode_t, int, int,  \
                                    const void *, const void *, int, const void *, int,            \
                                    const void *, void *, int);                                    \
  cublasStatus_t cublas##P##syrk_v2(cublasHandle_t, cublasFillMode_t, cublasOperation_t, int, int, \
                                    const void *, const void *, int, const void *, void *, int);   \
  cublasStatus_t cublas##P##trsm_v2(cublasHandle_t, cublasSideMode_t, cublasFillMode_t,            \
                                    cublasOperation_t, cublasDiagType_t, int, int, const void *,   \
                                    const void *, int, void *, int);                               \
  cublasStatus_t cublas##P##trmm_v2(cublasHandle_t, cublasSideMode_t, cublasFillMode_t,            \
                                    cublasOperation_t, cublasDiagType_t, int, int, const void *,   \
                                    const void *, int, const void *, int, void *, int);
ULTIMA_V2_LEVEL1(S, s)
ULTIMA_V2_LEVEL1(D, d)
ULTIMA_V2_LEVEL1(C, c)
ULTIMA_V2_LEVEL1(Z, z)
#undef ULTIMA_V2_LEVEL1
#define ULTIMA_V2_NORM(NAME) cublasStatus_t NAME(cublasHandle_t, int, const void *, int, void *);
ULTIMA_V2_NORM(cublasSnrm2_v2)
ULTIMA_V2_NORM(cublasDnrm2_v2)
ULTIMA_V2_NORM(cublasScnrm2_v2)
ULTIMA_V2_NORM(cublasDznrm2_v2)
ULTIMA_V2_NORM(cublasSasum_v2)
ULTIMA_V2_NORM(cublasDasum_v2)
ULTIMA_V2_NORM(cublasScasum_v2)
ULTIMA_V2_NORM(cublasDzasum_v2)
#undef ULTIMA_V2_NORM
#define ULTIMA_V2_DOT(NAME)                                                                        \
  cublasStatus_t NAME(cublasHandle_t, int, const void *, int, const void *, int, void *);
ULTIMA_V2_DOT(cublasSdot_v2)
ULTIMA_V2_DOT(cublasDdot_v2)
ULTIMA_V2_DOT(cublasCdotu_v2)
ULTIMA_V2_DOT(cublasCdotc_v2)
ULTIMA_V2_DOT(cublasZdotu_v2)
ULTIMA_V2_DOT(cublasZdotc_v2)
#undef ULTIMA_V2_DOT
#define ULTIMA_V2_GER(NAME)                                                                        \
  cublasStatus_t NAME(cublasHandle_t, int, int, const void *, const void *, int, const void *,     \
                      int, void *, int);
ULTIMA_V2_GER(cublasSger_v2)
ULTIMA_V2_GER(cublasDger_v2)
ULTIMA_V2_GER(cublasCgeru_v2)
ULTIMA_V2_GER(cublasCgerc_v2)
ULTIMA_V2_GER(cublasZgeru_v2)
ULTIMA_V2_GER(cublasZgerc_v2)
#undef ULTIMA_V2_GER
cublasStatus_t cublasCsscal_v2(cublasHandle_t, int, const void *, void *, int);
cublasStatus_t cublasZdscal_v2(cublasHandle_t, int, const void *, void *, int);
cublasStatus_t cublasCreate_v2(cublasHandle_t *);
cublasStatus_t cublasDestroy_v2(cublasHandle_t);
}

extern "C" {

cublasStatus_t cublasInit(void) {
  std::lock_guard<std::mutex> lock(legacyMutex);
  if (legacyHandle)
    return CUBLAS_STATUS_SUCCESS;
  cublasStatus_t s = cublasCreate_v2(&legacyHandle);
  if (s != CUBLAS_STATUS_SUCCESS)
    legacyHandle = nullptr;
  return s;
}

cublasStatus_t cublasShutdown(void) {
  std::lock_guard<std::mutex> lock(legacyMutex);
  if (!legacyHandle)
    return CUBLAS_STATUS_NOT_INITIALIZED;
  cublasStatus_t s = cublasDestroy_v2(legacyHandle);
  legacyHandle = nullptr;
  return s;
}

cublasStatus_t cublasGetError(void) {
  std::lock_guard<std::mutex> lock(legacyMutex);
  cublasStatus_t s = legacyError;
  legacyError = CUBLAS_STATUS_SUCCESS;
  return s;
}

cublasStatus_t cublasGetVersion(int *version) {
  if (!version)
    return CUBLAS_STATUS_INVALID_VALUE;
  *version = CUBLAS_VERSION;
  return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasAlloc(int n, int elemSize, void **devicePtr) {
  if (!devicePtr || n <= 0 || elemSize <= 0)
    return CUBLAS_STATUS_INVALID_VALUE;
  if (cudaMalloc(devicePtr, (size_t)n * (size_t)elemSize) != cudaSuccess) {
    *devicePtr = nullptr;
    return CUBLAS_STATUS_ALLOC_FAILED;
  }
  return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasFree(void *devicePtr) {
  return cudaFree(devicePtr) == cudaSuccess ? CUBLAS_STATUS_SUCCESS : CUBLAS_STATUS_INTERNAL_ERROR;
}

cublasStatus_t cublasSetKernelStream(cudaStream_t stream) {
  std::lock_guard<std::mutex> lock(legacyMutex);
  if (!legacyHandle)
    return CUBLAS_STATUS_NOT_INITIALIZED;
  legacyHandle->stream = stream;
  return CUBLAS_STATUS_SUCCESS;
}

} // extern "C"

// T names a type in the signatures below, where parentheses cannot go.
// NOLINTBEGIN(bugprone-macro-parentheses)
#define ULTIMA_LEGACY_LEVEL1(P, p, T)                                                              \
  void cublas##P##axpy(int n, T alpha, const T *x, int incx, T *y, int incy) {                     \
    call([&](cublasHandle_t h) { return cublas##P##axpy_v2(h, n, &alpha, x, incx, y, incy); });    \
  }                                                                                                \
  void cublas##P##copy(int n, const T *x, int incx, T *y, int incy) {                              \
    call([&](cublasHandle_t h) { return cublas##P##copy_v2(h, n, x, incx, y, incy); });            \
  }                                                                                                \
  void cublas##P##swap(int n, T *x, int incx, T *y, int incy) {                                    \
    call([&](cublasHandle_t h) { return cublas##P##swap_v2(h, n, x, incx, y, incy); });            \
  }                                                                                                \
  void cublas##P##scal(int n, T alpha, T *x, int incx) {                                           \
    call([&](cublasHandle_t h) { return cublas##P##scal_v2(h, n, &alpha, x, incx); });             \
  }                                                                                                \
  int cublasI##p##amax(int n, const T *x, int incx) {                                              \
    return result<int>(                                                                            \
        [&](cublasHandle_t h, int *r) { return cublasI##p##amax_v2(h, n, x, incx, r); });          \
  }                                                                                                \
  int cublasI##p##amin(int n, const T *x, int incx) {                                              \
    return result<int>(                                                                            \
        [&](cublasHandle_t h, int *r) { return cublasI##p##amin_v2(h, n, x, incx, r); });          \
  }

#define ULTIMA_LEGACY_LEVEL2_3(P, T)                                                               \
  void cublas##P##gemv(char trans, int m, int n, T alpha, const T *A, int lda, const T *x,         \
                       int incx, T beta, T *y, int incy) {                                         \
    cublasOperation_t op;                                                                          \
    if (!operation(trans, op))                                                                     \
      return record(CUBLAS_STATUS_INVALID_VALUE);                                                  \
    call([&](cublasHandle_t h) {                                                                   \
      return cublas##P##gemv_v2(h, op, m, n, &alpha, A, lda, x, incx, &beta, y, incy);             \
    });                                                                                            \
  }                                                                                                \
  void cublas##P##trsv(char uplo, char trans, char diag, int n, const T *A, int lda, T *x,         \
                       int incx) {                                                                 \
    cublasFillMode_t u;                                                                            \
    cublasOperation_t op;                                                                          \
    cublasDiagType_t d;                                                                            \
    if (!fill(uplo, u) || !operation(trans, op) || !diagOf(diag, d))                               \
      return record(CUBLAS_STATUS_INVALID_VALUE);                                                  \
    call([&](cublasHandle_t h) { return cublas##P##trsv_v2(h, u, op, d, n, A, lda, x, incx); });   \
  }                                                                                                \
  void cublas##P##gemm(char transa, char transb, int m, int n, int k, T alpha, const T *A,         \
                       int lda, const T *B, int ldb, T beta, T *C, int ldc) {                      \
    cublasOperation_t ta, tb;                                                                      \
    if (!operation(transa, ta) || !operation(transb, tb))                                          \
      return record(CUBLAS_STATUS_INVALID_VALUE);                                                  \
    call([&](cublasHandle_t h) {                                                                   \
      return cublas##P##gemm_v2(h, ta, tb, m, n, k, &alpha, A, lda, B, ldb, &beta, C, ldc);        \
    });                                                                                            \
  }                                                                                                \
  void cublas##P##symm(char side, char uplo, int m, int n, T alpha, const T *A, int lda,           \
                       const T *B, int ldb, T beta, T *C, int ldc) {                               \
    cublasSideMode_t s;                                                                            \
    cublasFillMode_t u;                                                                            \
    if (!sideOf(side, s) || !fill(uplo, u))                                                        \
      return record(CUBLAS_STATUS_INVALID_VALUE);                                                  \
    call([&](cublasHandle_t h) {                                                                   \
      return cublas##P##symm_v2(h, s, u, m, n, &alpha, A, lda, B, ldb, &beta, C, ldc);             \
    });                                                                                            \
  }                                                                                                \
  void cublas##P##syrk(char uplo, char trans, int n, int k, T alpha, const T *A, int lda, T beta,  \
                       T *C, int ldc) {                                                            \
    cublasFillMode_t u;                                                                            \
    cublasOperation_t op;                                                                          \
    if (!fill(uplo, u) || !operation(trans, op))                                                   \
      return record(CUBLAS_STATUS_INVALID_VALUE);                                                  \
    call([&](cublasHandle_t h) {                                                                   \
      return cublas##P##syrk_v2(h, u, op, n, k, &alpha, A, lda, &beta, C, ldc);                    \
    });                                                                                            \
  }                                                                                                \
  void cublas##P##trsm(char side, char uplo, char transa, char diag, int m, int n, T alpha,        \
                       const T *A, int lda, T *B, int ldb) {                                       \
    cublasSideMode_t s;                                                                            \
    cublasFillMode_t u;                                                                            \
    cublasOperation_t op;                                                                          \
    cublasDiagType_t d;                                                                            \
    if (!sideOf(side, s) || !fill(uplo, u) || !operation(transa, op) || !diagOf(diag, d))          \
      return record(CUBLAS_STATUS_INVALID_VALUE);                                                  \
    call([&](cublasHandle_t h) {                                                                   \
      return cublas##P##trsm_v2(h, s, u, op, d, m, n, &alpha, A, lda, B, ldb);                     \
    });                                                                                            \
  }                                                                                                \
  /* The legacy trmm works in place: B is both the input and the output. */                        \
  void cublas##P##trmm(char side, char uplo, char transa, char diag, int m, int n, T alpha,        \
                       const T *A, int lda, T *B, int ldb) {                                       \
    cublasSideMode_t s;                                                                            \
    cublasFillMode_t u;                                                                            \
    cublasOperation_t op;                                                                          \
    cublasDiagType_t d;                                                                            \
    if (!sideOf(side, s) || !fill(uplo, u) || !operation(transa, op) || !diagOf(diag, d))          \
      return record(CUBLAS_STATUS_INVALID_VALUE);                                                  \
    call([&](cublasHandle_t h) {                                                                   \
      return cublas##P##trmm_v2(h, s, u, op, d, m, n, &alpha, A, lda, B, ldb, B, ldb);             \
    });                                                                                            \
  }

#define ULTIMA_LEGACY_NORM(NAME, T, R)                                                             \
  R NAME(int n, const T *x, int incx) {                                                            \
    return result<R>([&](cublasHandle_t h, R *r) { return NAME##_v2(h, n, x, incx, r); });         \
  }
#define ULTIMA_LEGACY_DOT(NAME, T)                                                                 \
  T NAME(int n, const T *x, int incx, const T *y, int incy) {                                      \
    return result<T>(                                                                              \
        [&](cublasHandle_t h, T *r) { return NAME##_v2(h, n, x, incx, y, incy, r); });             \
  }
#define ULTIMA_LEGACY_GER(NAME, T)                                                                 \
  void NAME(int m, int n, T alpha, const T *x, int incx, const T *y, int incy, T *A, int lda) {    \
    call([&](cublasHandle_t h) { return NAME##_v2(h, m, n, &alpha, x, incx, y, incy, A, lda); });  \
  }

// NOLINTEND(bugprone-macro-parentheses)

extern "C" {
ULTIMA_LEGACY_LEVEL1(S, s, float)
ULTIMA_LEGACY_LEVEL1(D, d, double)
ULTIMA_LEGACY_LEVEL1(C, c, LegacyComplex)
ULTIMA_LEGACY_LEVEL1(Z, z, LegacyDoubleComplex)
ULTIMA_LEGACY_LEVEL2_3(S, float)
ULTIMA_LEGACY_LEVEL2_3(D, double)
ULTIMA_LEGACY_LEVEL2_3(C, LegacyComplex)
ULTIMA_LEGACY_LEVEL2_3(Z, LegacyDoubleComplex)
ULTIMA_LEGACY_NORM(cublasSnrm2, float, float)
ULTIMA_LEGACY_NORM(cublasDnrm2, double, double)
ULTIMA_LEGACY_NORM(cublasScnrm2, LegacyComplex, float)
ULTIMA_LEGACY_NORM(cublasDznrm2, LegacyDoubleComplex, double)
ULTIMA_LEGACY_NORM(cublasSasum, float, float)
ULTIMA_LEGACY_NORM(cublasDasum, double, double)
ULTIMA_LEGACY_NORM(cublasScasum, LegacyComplex, float)
ULTIMA_LEGACY_NORM(cublasDzasum, LegacyDoubleComplex, double)
ULTIMA_LEGACY_DOT(cublasSdot, float)
ULTIMA_LEGACY_DOT(cublasDdot, double)
ULTIMA_LEGACY_DOT(cublasCdotu, LegacyComplex)
ULTIMA_LEGACY_DOT(cublasCdotc, LegacyComplex)
ULTIMA_LEGACY_DOT(cublasZdotu, LegacyDoubleComplex)
ULTIMA_LEGACY_DOT(cublasZdotc, LegacyDoubleComplex)
ULTIMA_LEGACY_GER(cublasSger, float)
ULTIMA_LEGACY_GER(cublasDger, double)
ULTIMA_LEGACY_GER(cublasCgeru, LegacyComplex)
ULTIMA_LEGACY_GER(cublasCgerc, LegacyComplex)
ULTIMA_LEGACY_GER(cublasZgeru, LegacyDoubleComplex)
ULTIMA_LEGACY_GER(cublasZgerc, LegacyDoubleComplex)

void cublasCsscal(int n, float alpha, LegacyComplex *x, int incx) {
  call([&](cublasHandle_t h) { return cublasCsscal_v2(h, n, &alpha, x, incx); });
}
void cublasZdscal(int n, double alpha, LegacyDoubleComplex *x, int incx) {
  call([&](cublasHandle_t h) { return cublasZdscal_v2(h, n, &alpha, x, incx); });
}
}
