//===- Level3.cpp - cuBLAS level 3: matrix-matrix -------------------------===//
///
/// \file
/// gemm, gemmBatched, gemmStridedBatched, symm, syrk, trsm, trmm and geam for
/// S, D, C and Z, column-major, and cublasGemmEx for the type combinations
/// CLBlast has. cuBLAS's trmm writes its result to C (CLBlast's to B): B is
/// copied to C first. geam (alpha op(A) + beta op(B), no BLAS routine) is two
/// scaled transposing copies into temporaries, an axpy and a copy to C, so C
/// may alias A or B.
///
//===----------------------------------------------------------------------===//
#include "Common.h"
#include <vector>

using namespace ultima::cublas;

namespace {

int atLeastOne(int n) { return n > 1 ? n : 1; }

/// The rows of op(X) for a matrix X with `rows` rows and `cols` columns.
int opRows(cublasOperation_t op, int rows, int cols) { return op == CUBLAS_OP_N ? rows : cols; }

template <typename T>
void gemmOne(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n, int k, T a,
             const void *A, int lda, const void *B, int ldb, T b, void *C, int ldc) {
  Device dC(C, sizeof(T));
  if (k == 0) { // C = beta C, column by column
    for (int j = 0; j < n; ++j)
      check(clblast::Scal<T>(m, b, dC.buffer(), dC.offset() + (size_t)j * ldc, 1, queue(h)));
    return;
  }
  Device dA(A, sizeof(T)), dB(B, sizeof(T));
  check(clblast::Gemm<T>(ColMajor, transpose(ta), transpose(tb), m, n, k, a, dA.buffer(),
                         dA.offset(), lda, dB.buffer(), dB.offset(), ldb, b, dC.buffer(),
                         dC.offset(), ldc, queue(h)));
}

void requireGemm(cublasOperation_t ta, cublasOperation_t tb, int m, int n, int k, int lda, int ldb,
                 int ldc) {
  transpose(ta);
  transpose(tb);
  require(m >= 0 && n >= 0 && k >= 0);
  require(lda >= atLeastOne(opRows(ta, m, k)) && ldb >= atLeastOne(opRows(tb, k, n)) &&
          ldc >= atLeastOne(m));
}

template <typename T>
cublasStatus_t gemm(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n,
                    int k, const void *alpha, const void *A, int lda, const void *B, int ldb,
                    const void *beta, void *C, int ldc) {
  return run(h, [&] {
    requireGemm(ta, tb, m, n, k, lda, ldb, ldc);
    if (m == 0 || n == 0)
      return;
    gemmOne<T>(h, ta, tb, m, n, k, scalar<T>(h, alpha), A, lda, B, ldb, scalar<T>(h, beta), C, ldc);
  });
}

/// The arrays of matrix pointers are in device memory, as cuBLAS takes them.
template <typename T>
cublasStatus_t gemmBatched(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m,
                           int n, int k, const void *alpha, const void *const *As, int lda,
                           const void *const *Bs, int ldb, const void *beta, void *const *Cs,
                           int ldc, int batchCount) {
  return run(h, [&] {
    requireGemm(ta, tb, m, n, k, lda, ldb, ldc);
    require(batchCount >= 0);
    if (m == 0 || n == 0 || batchCount == 0)
      return;
    T a = scalar<T>(h, alpha), b = scalar<T>(h, beta);
    std::vector<const void *> hostA(batchCount), hostB(batchCount);
    std::vector<void *> hostC(batchCount);
    size_t bytes = sizeof(void *) * batchCount;
    check(cudaMemcpyAsync(hostA.data(), As, bytes, cudaMemcpyDeviceToHost, h->stream));
    check(cudaMemcpyAsync(hostB.data(), Bs, bytes, cudaMemcpyDeviceToHost, h->stream));
    check(cudaMemcpyAsync(hostC.data(), Cs, bytes, cudaMemcpyDeviceToHost, h->stream));
    check(cudaStreamSynchronize(h->stream));
    for (int i = 0; i < batchCount; ++i)
      gemmOne<T>(h, ta, tb, m, n, k, a, hostA[i], lda, hostB[i], ldb, b, hostC[i], ldc);
  });
}

template <typename T>
cublasStatus_t gemmStridedBatched(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb,
                                  int m, int n, int k, const void *alpha, const void *A, int lda,
                                  long long strideA, const void *B, int ldb, long long strideB,
                                  const void *beta, void *C, int ldc, long long strideC,
                                  int batchCount) {
  return run(h, [&] {
    requireGemm(ta, tb, m, n, k, lda, ldb, ldc);
    require(batchCount >= 0);
    if (strideA < 0 || strideB < 0 || strideC < 0)
      throw Failure{CUBLAS_STATUS_NOT_SUPPORTED};
    if (m == 0 || n == 0 || batchCount == 0)
      return;
    T a = scalar<T>(h, alpha), b = scalar<T>(h, beta);
    if (k == 0) {
      for (int i = 0; i < batchCount; ++i)
        gemmOne<T>(h, ta, tb, m, n, k, a, A, lda, B, ldb, b, static_cast<T *>(C) + i * strideC,
                   ldc);
      return;
    }
    Device dA(A, sizeof(T)), dB(B, sizeof(T)), dC(C, sizeof(T));
    check(clblast::GemmStridedBatched<T>(ColMajor, transpose(ta), transpose(tb), m, n, k, a,
                                         dA.buffer(), dA.offset(), lda, strideA, dB.buffer(),
                                         dB.offset(), ldb, strideB, b, dC.buffer(), dC.offset(),
                                         ldc, strideC, batchCount, queue(h)));
  });
}

template <typename T>
cublasStatus_t symm(cublasHandle_t h, cublasSideMode_t s, cublasFillMode_t uplo, int m, int n,
                    const void *alpha, const void *A, int lda, const void *B, int ldb,
                    const void *beta, void *C, int ldc) {
  return run(h, [&] {
    clblast::Side sd = side(s);
    clblast::Triangle tri = triangle(uplo);
    require(m >= 0 && n >= 0);
    require(lda >= atLeastOne(s == CUBLAS_SIDE_LEFT ? m : n) && ldb >= atLeastOne(m) &&
            ldc >= atLeastOne(m));
    if (m == 0 || n == 0)
      return;
    T a = scalar<T>(h, alpha), b = scalar<T>(h, beta);
    Device dA(A, sizeof(T)), dB(B, sizeof(T)), dC(C, sizeof(T));
    check(clblast::Symm<T>(ColMajor, sd, tri, m, n, a, dA.buffer(), dA.offset(), lda, dB.buffer(),
                           dB.offset(), ldb, b, dC.buffer(), dC.offset(), ldc, queue(h)));
  });
}

template <typename T>
cublasStatus_t syrk(cublasHandle_t h, cublasFillMode_t uplo, cublasOperation_t trans, int n, int k,
                    const void *alpha, const void *A, int lda, const void *beta, void *C, int ldc) {
  return run(h, [&] {
    clblast::Triangle tri = triangle(uplo);
    require(trans == CUBLAS_OP_N || trans == CUBLAS_OP_T);
    require(n >= 0 && k >= 0 && lda >= atLeastOne(trans == CUBLAS_OP_N ? n : k) &&
            ldc >= atLeastOne(n));
    if (n == 0)
      return;
    T a = scalar<T>(h, alpha), b = scalar<T>(h, beta);
    if (k == 0)
      throw Failure{CUBLAS_STATUS_NOT_SUPPORTED};
    Device dA(A, sizeof(T)), dC(C, sizeof(T));
    check(clblast::Syrk<T>(ColMajor, tri, transpose(trans), n, k, a, dA.buffer(), dA.offset(), lda,
                           b, dC.buffer(), dC.offset(), ldc, queue(h)));
  });
}

template <typename T>
cublasStatus_t trsm(cublasHandle_t h, cublasSideMode_t s, cublasFillMode_t uplo,
                    cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const void *alpha,
                    const void *A, int lda, void *B, int ldb) {
  return run(h, [&] {
    clblast::Side sd = side(s);
    clblast::Triangle tri = triangle(uplo);
    clblast::Transpose t = transpose(trans);
    clblast::Diagonal d = diagonal(diag);
    require(m >= 0 && n >= 0 && lda >= atLeastOne(s == CUBLAS_SIDE_LEFT ? m : n) &&
            ldb >= atLeastOne(m));
    if (m == 0 || n == 0)
      return;
    T a = scalar<T>(h, alpha);
    Device dA(A, sizeof(T)), dB(B, sizeof(T));
    check(clblast::Trsm<T>(ColMajor, sd, tri, t, d, m, n, a, dA.buffer(), dA.offset(), lda,
                           dB.buffer(), dB.offset(), ldb, queue(h)));
  });
}

template <typename T>
cublasStatus_t trmm(cublasHandle_t h, cublasSideMode_t s, cublasFillMode_t uplo,
                    cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const void *alpha,
                    const void *A, int lda, const void *B, int ldb, void *C, int ldc) {
  return run(h, [&] {
    clblast::Side sd = side(s);
    clblast::Triangle tri = triangle(uplo);
    clblast::Transpose t = transpose(trans);
    clblast::Diagonal d = diagonal(diag);
    require(m >= 0 && n >= 0 && lda >= atLeastOne(s == CUBLAS_SIDE_LEFT ? m : n) &&
            ldb >= atLeastOne(m) && ldc >= atLeastOne(m));
    if (m == 0 || n == 0)
      return;
    T a = scalar<T>(h, alpha);
    if (B != C)
      check(cudaMemcpy2DAsync(C, sizeof(T) * ldc, B, sizeof(T) * ldb, sizeof(T) * m, n,
                              cudaMemcpyDeviceToDevice, h->stream));
    Device dA(A, sizeof(T)), dC(C, sizeof(T));
    check(clblast::Trmm<T>(ColMajor, sd, tri, t, d, m, n, a, dA.buffer(), dA.offset(), lda,
                           dC.buffer(), dC.offset(), ldc, queue(h)));
  });
}

/// Device memory freed at scope end.
class Temporary {
public:
  explicit Temporary(size_t bytes) { check(cudaMalloc(&p_, bytes)); }
  Temporary(const Temporary &) = delete;
  Temporary &operator=(const Temporary &) = delete;
  ~Temporary() { cudaFree(p_); }
  void *get() const { return p_; }

private:
  void *p_ = nullptr;
};

/// to = s op(X), an m x n column-major matrix with leading dimension m.
template <typename T>
void scaledCopy(cublasHandle_t h, cublasOperation_t op, int m, int n, T s, const void *X, int ldx,
                const Device &to) {
  Device dX(X, sizeof(T));
  int rows = op == CUBLAS_OP_N ? m : n, cols = op == CUBLAS_OP_N ? n : m;
  check(clblast::Omatcopy<T>(ColMajor, transpose(op), rows, cols, s, dX.buffer(), dX.offset(), ldx,
                             to.buffer(), to.offset(), m, queue(h)));
}

template <typename T>
cublasStatus_t geam(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n,
                    const void *alpha, const void *A, int lda, const void *beta, const void *B,
                    int ldb, void *C, int ldc) {
  return run(h, [&] {
    transpose(ta);
    transpose(tb);
    require(m >= 0 && n >= 0 && lda >= atLeastOne(opRows(ta, m, n)) &&
            ldb >= atLeastOne(opRows(tb, m, n)) && ldc >= atLeastOne(m));
    if (m == 0 || n == 0)
      return;
    T a = scalar<T>(h, alpha), b = scalar<T>(h, beta);
    size_t bytes = sizeof(T) * m * n;
    Temporary first(bytes), second(bytes);
    Device t1(first.get(), sizeof(T)), t2(second.get(), sizeof(T)), dC(C, sizeof(T));
    scaledCopy<T>(h, ta, m, n, a, A, lda, t1);
    scaledCopy<T>(h, tb, m, n, b, B, ldb, t2);
    check(clblast::Axpy<T>((size_t)m * n, T(1), t1.buffer(), 0, 1, t2.buffer(), 0, 1, queue(h)));
    check(clblast::Omatcopy<T>(ColMajor, clblast::Transpose::kNo, m, n, T(1), t2.buffer(), 0, m,
                               dC.buffer(), dC.offset(), ldc, queue(h)));
    // The temporaries are freed when this returns: the stream must be done with them.
    check(cudaStreamSynchronize(h->stream));
  });
}

} // namespace

#define ULTIMA_CUBLAS_LEVEL3(P, T)                                                                 \
  cublasStatus_t cublas##P##gemm_v2(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb,  \
                                    int m, int n, int k, const void *alpha, const void *A,         \
                                    int lda, const void *B, int ldb, const void *beta, void *C,    \
                                    int ldc) {                                                     \
    return gemm<T>(h, ta, tb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);                       \
  }                                                                                                \
  cublasStatus_t cublas##P##gemmBatched(                                                           \
      cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n, int k,           \
      const void *alpha, const void *const *As, int lda, const void *const *Bs, int ldb,           \
      const void *beta, void *const *Cs, int ldc, int batchCount) {                                \
    return gemmBatched<T>(h, ta, tb, m, n, k, alpha, As, lda, Bs, ldb, beta, Cs, ldc, batchCount); \
  }                                                                                                \
  cublasStatus_t cublas##P##gemmStridedBatched(                                                    \
      cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n, int k,           \
      const void *alpha, const void *A, int lda, long long strideA, const void *B, int ldb,        \
      long long strideB, const void *beta, void *C, int ldc, long long strideC, int batchCount) {  \
    return gemmStridedBatched<T>(h, ta, tb, m, n, k, alpha, A, lda, strideA, B, ldb, strideB,      \
                                 beta, C, ldc, strideC, batchCount);                               \
  }                                                                                                \
  cublasStatus_t cublas##P##symm_v2(cublasHandle_t h, cublasSideMode_t s, cublasFillMode_t uplo,   \
                                    int m, int n, const void *alpha, const void *A, int lda,       \
                                    const void *B, int ldb, const void *beta, void *C, int ldc) {  \
    return symm<T>(h, s, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc);                         \
  }                                                                                                \
  cublasStatus_t cublas##P##syrk_v2(cublasHandle_t h, cublasFillMode_t uplo,                       \
                                    cublasOperation_t trans, int n, int k, const void *alpha,      \
                                    const void *A, int lda, const void *beta, void *C, int ldc) {  \
    return syrk<T>(h, uplo, trans, n, k, alpha, A, lda, beta, C, ldc);                             \
  }                                                                                                \
  cublasStatus_t cublas##P##trsm_v2(cublasHandle_t h, cublasSideMode_t s, cublasFillMode_t uplo,   \
                                    cublasOperation_t trans, cublasDiagType_t diag, int m, int n,  \
                                    const void *alpha, const void *A, int lda, void *B, int ldb) { \
    return trsm<T>(h, s, uplo, trans, diag, m, n, alpha, A, lda, B, ldb);                          \
  }                                                                                                \
  cublasStatus_t cublas##P##trmm_v2(cublasHandle_t h, cublasSideMode_t s, cublasFillMode_t uplo,   \
                                    cublasOperation_t trans, cublasDiagType_t diag, int m, int n,  \
                                    const void *alpha, const void *A, int lda, const void *B,      \
                                    int ldb, void *C, int ldc) {                                   \
    return trmm<T>(h, s, uplo, trans, diag, m, n, alpha, A, lda, B, ldb, C, ldc);                  \
  }                                                                                                \
  cublasStatus_t cublas##P##geam(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb,     \
                                 int m, int n, const void *alpha, const void *A, int lda,          \
                                 const void *beta, const void *B, int ldb, void *C, int ldc) {     \
    return geam<T>(h, ta, tb, m, n, alpha, A, lda, beta, B, ldb, C, ldc);                          \
  }

extern "C" {
ULTIMA_CUBLAS_LEVEL3(S, float)
ULTIMA_CUBLAS_LEVEL3(D, double)
ULTIMA_CUBLAS_LEVEL3(C, cfloat)
ULTIMA_CUBLAS_LEVEL3(Z, cdouble)

cublasStatus_t cublasGemmEx(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m,
                            int n, int k, const void *alpha, const void *A, cudaDataType Atype,
                            int lda, const void *B, cudaDataType Btype, int ldb, const void *beta,
                            void *C, cudaDataType Ctype, int ldc, cublasComputeType_t computeType,
                            cublasGemmAlgo_t) {
  if (!h)
    return CUBLAS_STATUS_NOT_INITIALIZED;
  if (Atype != Btype || Atype != Ctype)
    return CUBLAS_STATUS_NOT_SUPPORTED;
  bool single = computeType == CUBLAS_COMPUTE_32F || computeType == CUBLAS_COMPUTE_32F_PEDANTIC ||
                computeType == CUBLAS_COMPUTE_32F_FAST_TF32;
  bool dbl = computeType == CUBLAS_COMPUTE_64F || computeType == CUBLAS_COMPUTE_64F_PEDANTIC;
  if (Atype == CUDA_R_32F && single)
    return gemm<float>(h, ta, tb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
  if (Atype == CUDA_R_64F && dbl)
    return gemm<double>(h, ta, tb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
  if (Atype == CUDA_C_32F && single)
    return gemm<cfloat>(h, ta, tb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
  if (Atype == CUDA_C_64F && dbl)
    return gemm<cdouble>(h, ta, tb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
  return CUBLAS_STATUS_NOT_SUPPORTED;
}
}
