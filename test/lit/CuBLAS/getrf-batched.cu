// cublas<t>getrfBatched (cuBLAS documentation: LU with partial pivoting,
// P(j) the 1-based row interchanged with row j, info = k when U(k, k) is
// exactly zero): for S, D, C and Z, batches of random matrices (padded lda),
// P A reconstructed from the pivots equals L U from the factors; without
// pivoting (P null) A = L U for diagonally dominant matrices; a singular
// matrix reports the first zero pivot; bad arguments are INVALID_VALUE.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/../UltimaCC/Inputs -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
// CHECK-NOT: FAILED
// CHECK: OK
#include "blas-reference.h"

static cublasStatus_t getrf(cublasHandle_t h, int n, float **A, int lda, int *P, int *info, int b) {
  return cublasSgetrfBatched(h, n, A, lda, P, info, b);
}
static cublasStatus_t getrf(cublasHandle_t h, int n, double **A, int lda, int *P, int *info, int b) {
  return cublasDgetrfBatched(h, n, A, lda, P, info, b);
}
static cublasStatus_t getrf(cublasHandle_t h, int n, cuComplex **A, int lda, int *P, int *info,
                            int b) {
  return cublasCgetrfBatched(h, n, A, lda, P, info, b);
}
static cublasStatus_t getrf(cublasHandle_t h, int n, cuDoubleComplex **A, int lda, int *P,
                            int *info, int b) {
  return cublasZgetrfBatched(h, n, A, lda, P, info, b);
}

template <typename T> static void test(cublasHandle_t h, const char *name) {
  using H = typename Host<T>::type;
  const int n = 7, lda = 9, batch = 5;
  for (bool pivoting : {true, false}) {
    std::vector<std::vector<H>> A(batch);
    std::vector<H *> d(batch);
    for (int b = 0; b < batch; ++b) {
      A[b] = values<H>((size_t)lda * n, 10 + b);
      if (!pivoting) // diagonally dominant: no pivot needed
        for (int i = 0; i < n; ++i)
          A[b][i + (size_t)i * lda] += H(10.0);
      d[b] = toDevice(A[b]);
    }
    H **dA = toDevice(d);
    int *dP = toDevice(std::vector<int>(n * batch, -1)), *dInfo = toDevice(std::vector<int>(batch, -1));
    CUBLAS_OK(getrf(h, n, reinterpret_cast<T **>(dA), lda, pivoting ? dP : nullptr, dInfo, batch));
    std::vector<int> P = toHost(dP, n * batch), info = toHost(dInfo, batch);
    for (int b = 0; b < batch; ++b) {
      EXPECT(info[b] == 0);
      std::vector<H> LU = toHost(d[b], A[b].size());
      // P A: apply the interchanges in order to A's rows.
      std::vector<H> PA = A[b];
      for (int j = 0; pivoting && j < n; ++j) {
        EXPECT(P[b * n + j] >= j + 1 && P[b * n + j] <= n);
        for (int k = 0; k < n; ++k)
          std::swap(PA[j + (size_t)k * lda], PA[P[b * n + j] - 1 + (size_t)k * lda]);
      }
      std::vector<H> product((size_t)n * n), want((size_t)n * n);
      for (int j = 0; j < n; ++j)
        for (int i = 0; i < n; ++i) {
          H s = H();
          for (int k = 0; k <= std::min(i, j); ++k)
            s += (k == i ? H(1.0) : LU[i + (size_t)k * lda]) * LU[k + (size_t)j * lda];
          product[i + (size_t)j * n] = s;
          want[i + (size_t)j * n] = PA[i + (size_t)j * lda];
        }
      if (!close(product, want, tolerance<H>() * 10))
        std::printf("%s pivoting %d batch %d\n", name, pivoting, b);
      EXPECT(close(product, want, tolerance<H>() * 10));
      cudaFree(d[b]);
    }
    if (!pivoting)
      EXPECT(toHost(dP, n * batch) == std::vector<int>(n * batch, -1)); // P untouched
    cudaFree(dA);
    cudaFree(dP);
    cudaFree(dInfo);
  }
  // A singular matrix: column 2 (1-based 3) is all zeros, so U(3, 3) = 0.
  std::vector<H> S = values<H>(n * n, 3);
  for (int i = 0; i < n; ++i)
    S[i + 2 * n] = H();
  H *dS = toDevice(S);
  H **dSA = toDevice(std::vector<H *>{dS});
  int *dP = toDevice(std::vector<int>(n)), *dInfo = toDevice(std::vector<int>(1, -1));
  CUBLAS_OK(getrf(h, n, reinterpret_cast<T **>(dSA), n, dP, dInfo, 1));
  EXPECT(toHost(dInfo, 1)[0] == 3);
  EXPECT(getrf(h, n, reinterpret_cast<T **>(dSA), n - 1, dP, dInfo, 1) ==
         CUBLAS_STATUS_INVALID_VALUE);
  cudaFree(dS);
  cudaFree(dSA);
}

int main() {
  cublasHandle_t h;
  CUBLAS_OK(cublasCreate(&h));
  test<float>(h, "S");
  test<double>(h, "D");
  test<cuComplex>(h, "C");
  test<cuDoubleComplex>(h, "Z");
  CUBLAS_OK(cublasDestroy(h));
  return DONE();
}
