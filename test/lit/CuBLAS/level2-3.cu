// cuBLAS levels 2 and 3 on CLBlast (libultima-cublas), S, D, C and Z,
// column-major with leading dimensions larger than the matrices: gemv (N, T,
// C), ger/geru/gerc, trsv, gemm (every pair of N/T/C, and k = 0: C = beta C),
// gemmBatched (pointer arrays in device memory), gemmStridedBatched, symm,
// syrk, trsm, trmm (out of place, as cuBLAS's v2 API) and geam (including C
// aliasing B), and cublasGemmEx, against host references written from the
// BLAS definitions.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/../UltimaCC/Inputs -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
// CHECK-NOT: FAILED
// CHECK: OK
#include "blas-reference.h"

template <typename T> struct Api;
#define API(T, P)                                                                                \
  template <> struct Api<T> {                                                                    \
    static constexpr auto gemv = cublas##P##gemv;                                                \
    static constexpr auto trsv = cublas##P##trsv;                                                \
    static constexpr auto gemm = cublas##P##gemm;                                                \
    static constexpr auto gemmBatched = cublas##P##gemmBatched;                                  \
    static constexpr auto gemmStridedBatched = cublas##P##gemmStridedBatched;                    \
    static constexpr auto symm = cublas##P##symm;                                                \
    static constexpr auto syrk = cublas##P##syrk;                                                \
    static constexpr auto trsm = cublas##P##trsm;                                                \
    static constexpr auto trmm = cublas##P##trmm;                                                \
    static constexpr auto geam = cublas##P##geam;                                                \
  };
API(float, S)
API(double, D)
API(cuComplex, C)
API(cuDoubleComplex, Z)

static cublasStatus_t ger(cublasHandle_t h, int m, int n, const float *a, const float *x, int ix,
                          const float *y, int iy, float *A, int lda, bool) {
  return cublasSger(h, m, n, a, x, ix, y, iy, A, lda);
}
static cublasStatus_t ger(cublasHandle_t h, int m, int n, const double *a, const double *x, int ix,
                          const double *y, int iy, double *A, int lda, bool) {
  return cublasDger(h, m, n, a, x, ix, y, iy, A, lda);
}
static cublasStatus_t ger(cublasHandle_t h, int m, int n, const cuComplex *a, const cuComplex *x,
                          int ix, const cuComplex *y, int iy, cuComplex *A, int lda, bool conj) {
  return conj ? cublasCgerc(h, m, n, a, x, ix, y, iy, A, lda)
              : cublasCgeru(h, m, n, a, x, ix, y, iy, A, lda);
}
static cublasStatus_t ger(cublasHandle_t h, int m, int n, const cuDoubleComplex *a,
                          const cuDoubleComplex *x, int ix, const cuDoubleComplex *y, int iy,
                          cuDoubleComplex *A, int lda, bool conj) {
  return conj ? cublasZgerc(h, m, n, a, x, ix, y, iy, A, lda)
              : cublasZgeru(h, m, n, a, x, ix, y, iy, A, lda);
}

template <typename H> static bool isComplex() { return !std::is_same<H, decltype(std::real(H()))>::value; }

#define CHECK_CLOSE(got, want, what)                                                             \
  do {                                                                                           \
    bool ok_ = close(got, want, tol);                                                            \
    if (!ok_)                                                                                    \
      std::printf("%s: %s\n", name, what);                                                       \
    EXPECT(ok_);                                                                                 \
  } while (0)

// C(m x n) = alpha op(A) op(B) + beta C on the host.
template <typename H>
static std::vector<H> gemmRef(cublasOperation_t ta, cublasOperation_t tb, int m, int n, int k,
                              H alpha, const std::vector<H> &A, int lda, const std::vector<H> &B,
                              int ldb, H beta, std::vector<H> C, int ldc) {
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < m; ++i) {
      H s = H();
      for (int l = 0; l < k; ++l)
        s += op(A, lda, ta, i, l) * op(B, ldb, tb, l, j);
      C[i + (size_t)j * ldc] = alpha * s + beta * C[i + (size_t)j * ldc];
    }
  return C;
}

template <typename T> static void test(cublasHandle_t h, const char *name) {
  using H = typename Host<T>::type;
  const double tol = tolerance<H>() * 10;
  auto t = [](H *p) { return reinterpret_cast<T *>(p); };
  auto ct = [](const H *p) { return reinterpret_cast<const T *>(p); };
  const H alpha = value<H>(3, 7), beta = value<H>(11, 5);
  std::vector<cublasOperation_t> ops = {CUBLAS_OP_N, CUBLAS_OP_T};
  if (isComplex<H>())
    ops.push_back(CUBLAS_OP_C);

  // gemv: y = alpha op(A) x + beta y, A 37 x 23 with lda 40.
  for (cublasOperation_t ta : ops) {
    const int m = 37, n = 23, lda = 40;
    int xs = ta == CUBLAS_OP_N ? n : m, ys = ta == CUBLAS_OP_N ? m : n;
    std::vector<H> A = values<H>((size_t)lda * n, 1), x = values<H>(xs, 2), y = values<H>(ys, 3);
    H *dA = toDevice(A), *dx = toDevice(x), *dy = toDevice(y);
    CUBLAS_OK(Api<T>::gemv(h, ta, m, n, ct(&alpha), ct(dA), lda, ct(dx), 1, ct(&beta), t(dy), 1));
    std::vector<H> want = y;
    for (int i = 0; i < ys; ++i) {
      H s = H();
      for (int l = 0; l < xs; ++l)
        s += op(A, lda, ta, i, l) * x[l];
      want[i] = alpha * s + beta * y[i];
    }
    CHECK_CLOSE(toHost(dy, ys), want, "gemv");
    cudaFree(dA);
    cudaFree(dx);
    cudaFree(dy);
  }

  // ger / geru / gerc: A += alpha x y^T (or y^H).
  for (bool conj : {false, true}) {
    if (conj && !isComplex<H>())
      continue;
    const int m = 19, n = 13, lda = 21;
    std::vector<H> A = values<H>((size_t)lda * n, 4), x = values<H>(m, 5), y = values<H>(n, 6);
    H *dA = toDevice(A), *dx = toDevice(x), *dy = toDevice(y);
    CUBLAS_OK(ger(h, m, n, ct(&alpha), ct(dx), 1, ct(dy), 1, t(dA), lda, conj));
    std::vector<H> want = A;
    for (int j = 0; j < n; ++j)
      for (int i = 0; i < m; ++i)
        want[i + (size_t)j * lda] += alpha * x[i] * (conj ? conjugate(y[j]) : y[j]);
    CHECK_CLOSE(toHost(dA, A.size()), want, "ger");
    cudaFree(dA);
    cudaFree(dx);
    cudaFree(dy);
  }

  // A well-conditioned triangular matrix: unit-ish diagonal, small off-diagonal.
  const int tn = 24, tlda = 26;
  std::vector<H> T0 = values<H>((size_t)tlda * tn, 8);
  for (auto &v : T0)
    v = v * H(0.05);
  for (int i = 0; i < tn; ++i)
    T0[i + (size_t)i * tlda] = H(2.0) + T0[i + (size_t)i * tlda];
  auto tri = [&](cublasFillMode_t uplo, cublasDiagType_t diag, int i, int j) {
    if (i == j)
      return diag == CUBLAS_DIAG_UNIT ? H(1.0) : T0[i + (size_t)i * tlda];
    bool inside = uplo == CUBLAS_FILL_MODE_UPPER ? i < j : i > j;
    return inside ? T0[i + (size_t)j * tlda] : H();
  };
  auto triOp = [&](cublasFillMode_t uplo, cublasDiagType_t diag, cublasOperation_t tr, int i,
                   int j) {
    if (tr == CUBLAS_OP_N)
      return tri(uplo, diag, i, j);
    H v = tri(uplo, diag, j, i);
    return tr == CUBLAS_OP_C ? conjugate(v) : v;
  };

  // trsv: solve op(T) x = b; checked by multiplying back.
  for (cublasFillMode_t uplo : {CUBLAS_FILL_MODE_LOWER, CUBLAS_FILL_MODE_UPPER})
    for (cublasOperation_t tr : ops)
      for (cublasDiagType_t diag : {CUBLAS_DIAG_NON_UNIT, CUBLAS_DIAG_UNIT}) {
        std::vector<H> b = values<H>(tn, 9);
        H *dT = toDevice(T0), *dx = toDevice(b);
        CUBLAS_OK(Api<T>::trsv(h, uplo, tr, diag, tn, ct(dT), tlda, t(dx), 1));
        std::vector<H> x = toHost(dx, tn), back(tn);
        for (int i = 0; i < tn; ++i)
          for (int l = 0; l < tn; ++l)
            back[i] += triOp(uplo, diag, tr, i, l) * x[l];
        CHECK_CLOSE(back, b, "trsv");
        cudaFree(dT);
        cudaFree(dx);
      }

  // gemm over every pair of operations; C 29 x 17, k 11, leading dimensions padded.
  for (cublasOperation_t ta : ops)
    for (cublasOperation_t tb : ops) {
      const int m = 29, n = 17, k = 11;
      int lda = (ta == CUBLAS_OP_N ? m : k) + 2, ldb = (tb == CUBLAS_OP_N ? k : n) + 3, ldc = m + 1;
      std::vector<H> A = values<H>((size_t)lda * (ta == CUBLAS_OP_N ? k : m), 10);
      std::vector<H> B = values<H>((size_t)ldb * (tb == CUBLAS_OP_N ? n : k), 11);
      std::vector<H> C = values<H>((size_t)ldc * n, 12);
      H *dA = toDevice(A), *dB = toDevice(B), *dC = toDevice(C);
      CUBLAS_OK(Api<T>::gemm(h, ta, tb, m, n, k, ct(&alpha), ct(dA), lda, ct(dB), ldb, ct(&beta),
                             t(dC), ldc));
      CHECK_CLOSE(toHost(dC, C.size()),
                  gemmRef(ta, tb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc), "gemm");
      cudaFree(dA);
      cudaFree(dB);
      cudaFree(dC);
    }
  { // k = 0: C = beta C
    std::vector<H> C = values<H>(6 * 5, 13);
    H *dC = toDevice(C);
    CUBLAS_OK(Api<T>::gemm(h, CUBLAS_OP_N, CUBLAS_OP_N, 6, 5, 0, ct(&alpha), ct(dC), 6, ct(dC), 1,
                           ct(&beta), t(dC), 6));
    std::vector<H> want = C;
    for (auto &v : want)
      v = beta * v;
    CHECK_CLOSE(toHost(dC, C.size()), want, "gemm k=0");
    cudaFree(dC);
  }

  // gemmBatched (separate allocations) and gemmStridedBatched (one), 3 batches.
  {
    const int m = 9, n = 7, k = 5, batch = 3;
    std::vector<std::vector<H>> As, Bs, Cs;
    std::vector<H *> dAs, dBs, dCs;
    for (int b = 0; b < batch; ++b) {
      As.push_back(values<H>(m * k, 20 + b));
      Bs.push_back(values<H>(k * n, 30 + b));
      Cs.push_back(values<H>(m * n, 40 + b));
      dAs.push_back(toDevice(As[b]));
      dBs.push_back(toDevice(Bs[b]));
      dCs.push_back(toDevice(Cs[b]));
    }
    H **dAa = toDevice(dAs), **dBa = toDevice(dBs), **dCa = toDevice(dCs);
    CUBLAS_OK(Api<T>::gemmBatched(h, CUBLAS_OP_N, CUBLAS_OP_T == CUBLAS_OP_N ? CUBLAS_OP_N : CUBLAS_OP_N,
                                  m, n, k, ct(&alpha), reinterpret_cast<const T *const *>(dAa), m,
                                  reinterpret_cast<const T *const *>(dBa), k, ct(&beta),
                                  reinterpret_cast<T *const *>(dCa), m, batch));
    std::vector<H> flatA, flatB, flatC;
    for (int b = 0; b < batch; ++b) {
      CHECK_CLOSE(toHost(dCs[b], m * n),
                  gemmRef(CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, alpha, As[b], m, Bs[b], k, beta,
                          Cs[b], m),
                  "gemmBatched");
      flatA.insert(flatA.end(), As[b].begin(), As[b].end());
      flatB.insert(flatB.end(), Bs[b].begin(), Bs[b].end());
      flatC.insert(flatC.end(), Cs[b].begin(), Cs[b].end());
    }
    H *dA = toDevice(flatA), *dB = toDevice(flatB), *dC = toDevice(flatC);
    CUBLAS_OK(Api<T>::gemmStridedBatched(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, ct(&alpha), ct(dA),
                                         m, m * k, ct(dB), k, k * n, ct(&beta), t(dC), m, m * n,
                                         batch));
    std::vector<H> got = toHost(dC, flatC.size());
    for (int b = 0; b < batch; ++b)
      CHECK_CLOSE(std::vector<H>(got.begin() + b * m * n, got.begin() + (b + 1) * m * n),
                  gemmRef(CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, alpha, As[b], m, Bs[b], k, beta,
                          Cs[b], m),
                  "gemmStridedBatched");
  }

  // symm: C = alpha A B + beta C (left) or alpha B A + beta C (right), A symmetric
  // from the triangle given.
  for (cublasSideMode_t s : {CUBLAS_SIDE_LEFT, CUBLAS_SIDE_RIGHT})
    for (cublasFillMode_t uplo : {CUBLAS_FILL_MODE_LOWER, CUBLAS_FILL_MODE_UPPER}) {
      const int m = 12, n = 8, ka = s == CUBLAS_SIDE_LEFT ? m : n, lda = ka + 1;
      std::vector<H> A = values<H>((size_t)lda * ka, 50), B = values<H>(m * n, 51),
                     C = values<H>(m * n, 52);
      std::vector<H> full((size_t)ka * ka);
      for (int j = 0; j < ka; ++j)
        for (int i = 0; i < ka; ++i) {
          bool stored = uplo == CUBLAS_FILL_MODE_UPPER ? i <= j : i >= j;
          full[i + (size_t)j * ka] = stored ? A[i + (size_t)j * lda] : A[j + (size_t)i * lda];
        }
      H *dA = toDevice(A), *dB = toDevice(B), *dC = toDevice(C);
      CUBLAS_OK(Api<T>::symm(h, s, uplo, m, n, ct(&alpha), ct(dA), lda, ct(dB), m, ct(&beta),
                             t(dC), m));
      std::vector<H> want =
          s == CUBLAS_SIDE_LEFT
              ? gemmRef(CUBLAS_OP_N, CUBLAS_OP_N, m, n, m, alpha, full, ka, B, m, beta, C, m)
              : gemmRef(CUBLAS_OP_N, CUBLAS_OP_N, m, n, n, alpha, B, m, full, ka, beta, C, m);
      CHECK_CLOSE(toHost(dC, C.size()), want, "symm");
      cudaFree(dA);
      cudaFree(dB);
      cudaFree(dC);
    }

  // syrk: the uplo triangle of C = alpha op(A) op(A)^T + beta C; the other stays.
  for (cublasFillMode_t uplo : {CUBLAS_FILL_MODE_LOWER, CUBLAS_FILL_MODE_UPPER})
    for (cublasOperation_t tr : {CUBLAS_OP_N, CUBLAS_OP_T}) {
      const int n = 10, k = 6, lda = (tr == CUBLAS_OP_N ? n : k);
      std::vector<H> A = values<H>((size_t)lda * (tr == CUBLAS_OP_N ? k : n), 60),
                     C = values<H>(n * n, 61);
      H *dA = toDevice(A), *dC = toDevice(C);
      CUBLAS_OK(Api<T>::syrk(h, uplo, tr, n, k, ct(&alpha), ct(dA), lda, ct(&beta), t(dC), n));
      std::vector<H> want = C;
      for (int j = 0; j < n; ++j)
        for (int i = 0; i < n; ++i) {
          if (uplo == CUBLAS_FILL_MODE_UPPER ? i > j : i < j)
            continue;
          H sum = H();
          for (int l = 0; l < k; ++l)
            sum += op(A, lda, tr, i, l) * op(A, lda, tr, j, l);
          want[i + (size_t)j * n] = alpha * sum + beta * C[i + (size_t)j * n];
        }
      CHECK_CLOSE(toHost(dC, C.size()), want, "syrk");
      cudaFree(dA);
      cudaFree(dC);
    }

  // trsm (op(T) X = alpha B, left) checked by multiplying back; trmm (C = alpha op(T) B).
  for (cublasFillMode_t uplo : {CUBLAS_FILL_MODE_LOWER, CUBLAS_FILL_MODE_UPPER})
    for (cublasOperation_t tr : ops) {
      const int m = tn, n = 5;
      std::vector<H> B = values<H>(m * n, 70);
      H *dT = toDevice(T0), *dB = toDevice(B), *dC = toDevice(values<H>(m * n, 71));
      CUBLAS_OK(Api<T>::trmm(h, CUBLAS_SIDE_LEFT, uplo, tr, CUBLAS_DIAG_NON_UNIT, m, n,
                             ct(&alpha), ct(dT), tlda, ct(dB), m, t(dC), m));
      std::vector<H> want(m * n);
      for (int j = 0; j < n; ++j)
        for (int i = 0; i < m; ++i) {
          H s = H();
          for (int l = 0; l < m; ++l)
            s += triOp(uplo, CUBLAS_DIAG_NON_UNIT, tr, i, l) * B[l + (size_t)j * m];
          want[i + (size_t)j * m] = alpha * s;
        }
      CHECK_CLOSE(toHost(dC, want.size()), want, "trmm");
      EXPECT(toHost(dB, B.size()) == B); // B is input only
      CUBLAS_OK(Api<T>::trsm(h, CUBLAS_SIDE_LEFT, uplo, tr, CUBLAS_DIAG_NON_UNIT, m, n,
                             ct(&alpha), ct(dT), tlda, t(dC), m));
      std::vector<H> scaled = B;
      for (auto &v : scaled)
        v = alpha * alpha * v;
      // trsm(trmm(B)) = alpha op(T)^-1 (alpha op(T) B) = alpha^2 B
      CHECK_CLOSE(toHost(dC, B.size()), scaled, "trsm");
      cudaFree(dT);
      cudaFree(dB);
      cudaFree(dC);
    }

  // geam: C = alpha op(A) + beta op(B), also with C the same memory as B.
  for (cublasOperation_t ta : ops)
    for (cublasOperation_t tb : ops) {
      const int m = 14, n = 9;
      int lda = (ta == CUBLAS_OP_N ? m : n) + 1, ldb = (tb == CUBLAS_OP_N ? m : n) + 2;
      std::vector<H> A = values<H>((size_t)lda * (ta == CUBLAS_OP_N ? n : m), 80);
      std::vector<H> B = values<H>((size_t)ldb * (tb == CUBLAS_OP_N ? n : m), 81);
      std::vector<H> want((size_t)m * n);
      for (int j = 0; j < n; ++j)
        for (int i = 0; i < m; ++i)
          want[i + (size_t)j * m] = alpha * op(A, lda, ta, i, j) + beta * op(B, ldb, tb, i, j);
      H *dA = toDevice(A), *dB = toDevice(B), *dC = toDevice(std::vector<H>((size_t)m * n));
      CUBLAS_OK(Api<T>::geam(h, ta, tb, m, n, ct(&alpha), ct(dA), lda, ct(&beta), ct(dB), ldb,
                             t(dC), m));
      CHECK_CLOSE(toHost(dC, want.size()), want, "geam");
      if (tb == CUBLAS_OP_N) { // in place: C is B (ldc = ldb)
        CUBLAS_OK(Api<T>::geam(h, ta, tb, m, n, ct(&alpha), ct(dA), lda, ct(&beta), ct(dB), ldb,
                               t(dB), ldb));
        std::vector<H> got = toHost(dB, B.size()), compact((size_t)m * n);
        for (int j = 0; j < n; ++j)
          for (int i = 0; i < m; ++i)
            compact[i + (size_t)j * m] = got[i + (size_t)j * ldb];
        CHECK_CLOSE(compact, want, "geam in place");
      }
      cudaFree(dA);
      cudaFree(dB);
      cudaFree(dC);
    }
}

int main() {
  cublasHandle_t h;
  CUBLAS_OK(cublasCreate(&h));
  test<float>(h, "S");
  test<double>(h, "D");
  test<cuComplex>(h, "C");
  test<cuDoubleComplex>(h, "Z");

  // cublasGemmEx: float with CUBLAS_COMPUTE_32F (and CUDA 10's CUDA_R_32F);
  // mixed types are not provided.
  const int m = 8, n = 6, k = 4;
  std::vector<float> A = values<float>(m * k, 1), B = values<float>(k * n, 2), C(m * n, 0.0f);
  float *dA = toDevice(A), *dB = toDevice(B), *dC = toDevice(C);
  float one = 1.0f, zero = 0.0f;
  CUBLAS_OK(cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &one, dA, CUDA_R_32F, m, dB,
                         CUDA_R_32F, k, &zero, dC, CUDA_R_32F, m, CUBLAS_COMPUTE_32F,
                         CUBLAS_GEMM_DEFAULT));
  EXPECT(close(toHost(dC, m * n),
               gemmRef(CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, 1.0f, A, m, B, k, 0.0f, C, m), 2e-5));
  cudaMemset(dC, 0, m * n * sizeof(float));
  CUBLAS_OK(cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &one, dA, CUDA_R_32F, m, dB,
                         CUDA_R_32F, k, &zero, dC, CUDA_R_32F, m, CUDA_R_32F,
                         CUBLAS_GEMM_DEFAULT_TENSOR_OP));
  EXPECT(close(toHost(dC, m * n),
               gemmRef(CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, 1.0f, A, m, B, k, 0.0f, C, m), 2e-5));
  EXPECT(cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &one, dA, CUDA_R_16F, m, dB,
                      CUDA_R_16F, k, &zero, dC, CUDA_R_32F, m, CUBLAS_COMPUTE_32F,
                      CUBLAS_GEMM_DEFAULT) == CUBLAS_STATUS_NOT_SUPPORTED);
  CUBLAS_OK(cublasDestroy(h));
  return DONE();
}
