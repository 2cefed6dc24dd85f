//===- Factorizations.cpp - cublas<t>getrfBatched -------------------------===//
///
/// \file
/// Batched LU factorisation with partial pivoting (LAPACK's getrf, as
/// cuBLAS documents getrfBatched: row interchanges in P, 1-based; info[i] = k
/// when U(k, k) is exactly zero, first such k). CLBlast has no LAPACK
/// routine, and the batched form is for many small matrices: each matrix is
/// copied to the host, factorised there (LAPACK's unblocked right-looking
/// algorithm) and copied back, after the stream's earlier work. Correct, and
/// documented as host work (docs/cuda-libraries.md#cublas).
///
//===----------------------------------------------------------------------===//
#include "Common.h"
#include <cmath>
#include <vector>

using namespace ultima::cublas;

namespace {

double magnitude(float x) { return std::fabs(x); }
double magnitude(double x) { return std::fabs(x); }
double magnitude(cfloat x) { return std::fabs(x.real()) + std::fabs(x.imag()); }
double magnitude(cdouble x) { return std::fabs(x.real()) + std::fabs(x.imag()); }

/// Factorises the column-major n x n matrix \p a (leading dimension lda) in
/// place; pivots into \p pivot (1-based) when it is not null; the LAPACK info.
template <typename T> int factorize(T *a, int n, int lda, int *pivot) {
  int info = 0;
  for (int j = 0; j < n; ++j) {
    int p = j;
    if (pivot) {
      for (int i = j + 1; i < n; ++i) // the first largest |a(i, j)| (|re| + |im|, as BLAS's i?amax)
        if (magnitude(a[i + (size_t)j * lda]) > magnitude(a[p + (size_t)j * lda]))
          p = i;
      pivot[j] = p + 1;
    }
    T diagonal = a[p + (size_t)j * lda];
    if (diagonal == T(0)) {
      if (info == 0)
        info = j + 1;
      continue;
    }
    if (p != j)
      for (int k = 0; k < n; ++k)
        std::swap(a[j + (size_t)k * lda], a[p + (size_t)k * lda]);
    for (int i = j + 1; i < n; ++i)
      a[i + (size_t)j * lda] /= diagonal;
    for (int k = j + 1; k < n; ++k)
      for (int i = j + 1; i < n; ++i)
        a[i + (size_t)k * lda] -= a[i + (size_t)j * lda] * a[j + (size_t)k * lda];
  }
  return info;
}

template <typename T>
cublasStatus_t getrfBatched(cublasHandle_t h, int n, void *const *As, int lda, int *P, int *info,
                            int batchSize) {
  return run(h, [&] {
    require(n >= 0 && lda >= (n > 1 ? n : 1) && batchSize >= 0 && info != nullptr);
    if (batchSize == 0)
      return;
    std::vector<void *> pointers(batchSize);
    check(cudaMemcpyAsync(pointers.data(), As, sizeof(void *) * batchSize, cudaMemcpyDeviceToHost,
                          h->stream));
    check(cudaStreamSynchronize(h->stream));
    std::vector<int> pivots(P ? (size_t)n * batchSize : 0), infos(batchSize);
    std::vector<T> a((size_t)lda * n);
    size_t bytes = sizeof(T) * a.size();
    for (int b = 0; b < batchSize; ++b) {
      if (n == 0)
        continue;
      check(cudaMemcpyAsync(a.data(), pointers[b], bytes, cudaMemcpyDeviceToHost, h->stream));
      check(cudaStreamSynchronize(h->stream));
      infos[b] = factorize(a.data(), n, lda, P ? pivots.data() + (size_t)n * b : nullptr);
      check(cudaMemcpyAsync(pointers[b], a.data(), bytes, cudaMemcpyHostToDevice, h->stream));
      check(cudaStreamSynchronize(h->stream));
    }
    if (P)
      check(cudaMemcpyAsync(P, pivots.data(), sizeof(int) * pivots.size(), cudaMemcpyHostToDevice,
                            h->stream));
    check(cudaMemcpyAsync(info, infos.data(), sizeof(int) * batchSize, cudaMemcpyHostToDevice,
                          h->stream));
    check(cudaStreamSynchronize(h->stream));
  });
}

} // namespace

extern "C" {
cublasStatus_t cublasSgetrfBatched(cublasHandle_t h, int n, void *const *As, int lda, int *P,
                                   int *info, int batchSize) {
  return getrfBatched<float>(h, n, As, lda, P, info, batchSize);
}
cublasStatus_t cublasDgetrfBatched(cublasHandle_t h, int n, void *const *As, int lda, int *P,
                                   int *info, int batchSize) {
  return getrfBatched<double>(h, n, As, lda, P, info, batchSize);
}
cublasStatus_t cublasCgetrfBatched(cublasHandle_t h, int n, void *const *As, int lda, int *P,
                                   int *info, int batchSize) {
  return getrfBatched<cfloat>(h, n, As, lda, P, info, batchSize);
}
cublasStatus_t cublasZgetrfBatched(cublasHandle_t h, int n, void *const *As, int lda, int *P,
                                   int *info, int batchSize) {
  return getrfBatched<cdouble>(h, n, As, lda, P, info, batchSize);
}
}
