// cuBLAS's legacy API (<cublas.h>) over libultima-cublas's v2 API: every
// legacy function, for S, D, C and Z, on the implicit handle of cublasInit,
// with scalars by value and level 1 results returned, against host
// references written from the BLAS definitions (triangular solves checked by
// their residual), with data moved by cublasAlloc and cublasSet/GetVector
// and Matrix; and the errors cublasGetError keeps: NOT_INITIALIZED before
// cublasInit and after cublasShutdown, INVALID_VALUE for a character that
// names no operation, triangle, side or diagonal, for bad sizes and for
// cublasAlloc's arguments; cublasGetError resets the error.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/../UltimaCC/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
// CHECK-NOT: FAILED
// CHECK: OK
#include <cublas.h>
#include <algorithm>
#include <cmath>
#include <complex>
#include <vector>
#include "expect.h"

using Z = std::complex<double>;

template <typename T> struct Kind;
template <> struct Kind<float> {
  static Z get(float v) { return Z(v, 0); }
  static float make(Z v) { return (float)v.real(); }
  static double measure(Z v) { return std::fabs(v.real()); }
  static constexpr bool complex = false;
  static constexpr double tol = 1e-4;
};
template <> struct Kind<double> {
  static Z get(double v) { return Z(v, 0); }
  static double make(Z v) { return v.real(); }
  static double measure(Z v) { return std::fabs(v.real()); }
  static constexpr bool complex = false;
  static constexpr double tol = 1e-11;
};
template <> struct Kind<cuComplex> {
  static Z get(cuComplex v) { return Z(v.x, v.y); }
  static cuComplex make(Z v) { return make_cuComplex((float)v.real(), (float)v.imag()); }
  // BLAS's scabs1 |re| + |im|, computed in the items' precision, as BLAS does
  static double measure(Z v) { return std::fabs((float)v.real()) + std::fabs((float)v.imag()); }
  static constexpr bool complex = true;
  static constexpr double tol = 1e-4;
};
template <> struct Kind<cuDoubleComplex> {
  static Z get(cuDoubleComplex v) { return Z(v.x, v.y); }
  static cuDoubleComplex make(Z v) { return make_cuDoubleComplex(v.real(), v.imag()); }
  static double measure(Z v) { return std::fabs(v.real()) + std::fabs(v.imag()); }
  static constexpr bool complex = true;
  static constexpr double tol = 1e-11;
};

// The legacy functions of one type, under one name each.
template <typename T> struct Api;
#define API(T, P, p, NRM)                                                                       \
  template <> struct Api<T> {                                                                   \
    static void axpy(int n, T a, const T *x, int ix, T *y, int iy) {                            \
      cublas##P##axpy(n, a, x, ix, y, iy);                                                      \
    }                                                                                            \
    static void copy(int n, const T *x, int ix, T *y, int iy) { cublas##P##copy(n, x, ix, y, iy); } \
    static void swap(int n, T *x, int ix, T *y, int iy) { cublas##P##swap(n, x, ix, y, iy); }   \
    static void scal(int n, T a, T *x, int ix) { cublas##P##scal(n, a, x, ix); }                \
    static int amax(int n, const T *x, int ix) { return cublasI##p##amax(n, x, ix); }           \
    static int amin(int n, const T *x, int ix) { return cublasI##p##amin(n, x, ix); }           \
    static int v2amax(cublasHandle_t h, int n, const T *x) {                                    \
      int r = 0;                                                                                 \
      EXPECT(cublasI##p##amax_v2(h, n, x, 1, &r) == CUBLAS_STATUS_SUCCESS);                      \
      return r;                                                                                  \
    }                                                                                            \
    static int v2amin(cublasHandle_t h, int n, const T *x) {                                    \
      int r = 0;                                                                                 \
      EXPECT(cublasI##p##amin_v2(h, n, x, 1, &r) == CUBLAS_STATUS_SUCCESS);                      \
      return r;                                                                                  \
    }                                                                                            \
    static double nrm2(int n, const T *x, int ix) { return cublas##NRM##nrm2(n, x, ix); }       \
    static double asum(int n, const T *x, int ix) { return cublas##NRM##asum(n, x, ix); }       \
    static void gemv(char t, int m, int n, T a, const T *A, int lda, const T *x, int ix, T b,   \
                     T *y, int iy) {                                                            \
      cublas##P##gemv(t, m, n, a, A, lda, x, ix, b, y, iy);                                     \
    }                                                                                            \
    static void trsv(char u, char t, char d, int n, const T *A, int lda, T *x, int ix) {        \
      cublas##P##trsv(u, t, d, n, A, lda, x, ix);                                               \
    }                                                                                            \
    static void gemm(char ta, char tb, int m, int n, int k, T a, const T *A, int lda,           \
                     const T *B, int ldb, T b, T *C, int ldc) {                                 \
      cublas##P##gemm(ta, tb, m, n, k, a, A, lda, B, ldb, b, C, ldc);                           \
    }                                                                                            \
    static void symm(char s, char u, int m, int n, T a, const T *A, int lda, const T *B,        \
                     int ldb, T b, T *C, int ldc) {                                             \
      cublas##P##symm(s, u, m, n, a, A, lda, B, ldb, b, C, ldc);                                \
    }                                                                                            \
    static void syrk(char u, char t, int n, int k, T a, const T *A, int lda, T b, T *C,         \
                     int ldc) {                                                                 \
      cublas##P##syrk(u, t, n, k, a, A, lda, b, C, ldc);                                        \
    }                                                                                            \
    static void trsm(char s, char u, char t, char d, int m, int n, T a, const T *A, int lda,    \
                     T *B, int ldb) {                                                           \
      cublas##P##trsm(s, u, t, d, m, n, a, A, lda, B, ldb);                                     \
    }                                                                                            \
    static void trmm(char s, char u, char t, char d, int m, int n, T a, const T *A, int lda,    \
                     T *B, int ldb) {                                                           \
      cublas##P##trmm(s, u, t, d, m, n, a, A, lda, B, ldb);                                     \
    }                                                                                            \
  };
API(float, S, s, S)
API(double, D, d, D)
API(cuComplex, C, c, Sc)
API(cuDoubleComplex, Z, z, Dz)

static Z dot(int n, const float *x, int ix, const float *y, int iy, bool) {
  return Z(cublasSdot(n, x, ix, y, iy), 0);
}
static Z dot(int n, const double *x, int ix, const double *y, int iy, bool) {
  return Z(cublasDdot(n, x, ix, y, iy), 0);
}
static Z dot(int n, const cuComplex *x, int ix, const cuComplex *y, int iy, bool conj) {
  return Kind<cuComplex>::get(conj ? cublasCdotc(n, x, ix, y, iy) : cublasCdotu(n, x, ix, y, iy));
}
static Z dot(int n, const cuDoubleComplex *x, int ix, const cuDoubleComplex *y, int iy,
             bool conj) {
  return Kind<cuDoubleComplex>::get(conj ? cublasZdotc(n, x, ix, y, iy)
                                         : cublasZdotu(n, x, ix, y, iy));
}
static void ger(int m, int n, float a, const float *x, const float *y, float *A, int lda, bool) {
  cublasSger(m, n, a, x, 1, y, 1, A, lda);
}
static void ger(int m, int n, double a, const double *x, const double *y, double *A, int lda,
                bool) {
  cublasDger(m, n, a, x, 1, y, 1, A, lda);
}
static void ger(int m, int n, cuComplex a, const cuComplex *x, const cuComplex *y, cuComplex *A,
                int lda, bool conj) {
  if (conj)
    cublasCgerc(m, n, a, x, 1, y, 1, A, lda);
  else
    cublasCgeru(m, n, a, x, 1, y, 1, A, lda);
}
static void ger(int m, int n, cuDoubleComplex a, const cuDoubleComplex *x,
                const cuDoubleComplex *y, cuDoubleComplex *A, int lda, bool conj) {
  if (conj)
    cublasZgerc(m, n, a, x, 1, y, 1, A, lda);
  else
    cublasZgeru(m, n, a, x, 1, y, 1, A, lda);
}

// Host data in Z, and its device copy moved with the legacy memory functions.
template <typename T> struct Dev {
  int n;
  T *p = nullptr;
  explicit Dev(const std::vector<Z> &h) : n((int)h.size()) {
    EXPECT(cublasAlloc(n, sizeof(T), (void **)&p) == CUBLAS_STATUS_SUCCESS);
    put(h);
  }
  ~Dev() { EXPECT(cublasFree(p) == CUBLAS_STATUS_SUCCESS); }
  void put(const std::vector<Z> &h) {
    std::vector<T> t(n);
    for (int i = 0; i < n; ++i)
      t[i] = Kind<T>::make(h[i]);
    EXPECT(cublasSetVector(n, sizeof(T), t.data(), 1, p, 1) == CUBLAS_STATUS_SUCCESS);
  }
  std::vector<Z> get() const {
    std::vector<T> t(n);
    EXPECT(cublasGetVector(n, sizeof(T), p, 1, t.data(), 1) == CUBLAS_STATUS_SUCCESS);
    std::vector<Z> h(n);
    for (int i = 0; i < n; ++i)
      h[i] = Kind<T>::get(t[i]);
    return h;
  }
};

template <typename T> static std::vector<Z> values(int n, int salt) {
  std::vector<Z> v(n);
  for (int i = 0; i < n; ++i) {
    double re = (double)((i * 7919 + salt * 104729) % 2001 - 1000) / 1000.0;
    double im = (double)(((i + 17) * 7919 + salt * 3) % 2001 - 1000) / 1000.0;
    v[i] = Z(re, Kind<T>::complex ? im : 0.0);
  }
  return v;
}
template <typename T> static Z scalar(double re, double im) {
  return Z(re, Kind<T>::complex ? im : 0.0);
}

// |got - want| within tol of the largest reference magnitude.
template <typename T> static bool close(const std::vector<Z> &got, const std::vector<Z> &want) {
  double scale = 1, err = 0;
  for (size_t i = 0; i < want.size(); ++i) {
    scale = std::max(scale, std::abs(want[i]));
    err = std::max(err, std::abs(got[i] - want[i]));
  }
  return got.size() == want.size() && err <= Kind<T>::tol * scale;
}
template <typename T> static bool close1(Z got, Z want) {
  return std::abs(got - want) <= Kind<T>::tol * std::max(1.0, std::abs(want));
}

// op(A)(i, j) of a column-major matrix.
static Z opAt(const std::vector<Z> &A, int lda, char t, int i, int j) {
  if (t == 'N')
    return A[i + j * lda];
  Z v = A[j + i * lda];
  return t == 'C' ? std::conj(v) : v;
}
// A triangular matrix as the routines read it: only the uplo triangle, and
// ones on the diagonal for diag 'U'.
static std::vector<Z> triangle(const std::vector<Z> &A, int n, char uplo, char diag) {
  std::vector<Z> t(n * n, Z(0, 0));
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < n; ++i)
      if (i == j)
        t[i + j * n] = diag == 'U' ? Z(1, 0) : A[i + j * n];
      else if ((uplo == 'U') == (i < j))
        t[i + j * n] = A[i + j * n];
  return t;
}
// A well-conditioned triangular test matrix: a dominant diagonal.
template <typename T> static std::vector<Z> triangular(int n, int salt) {
  std::vector<Z> A = values<T>(n * n, salt);
  for (int i = 0; i < n; ++i)
    A[i + i * n] += Z(4, 0);
  for (Z &v : A)
    v *= 0.5;
  return A;
}
static std::vector<Z> matmul(const std::vector<Z> &A, int lda, char ta, const std::vector<Z> &B,
                             int ldb, char tb, int m, int n, int k) {
  std::vector<Z> C(m * n, Z(0, 0));
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < m; ++i)
      for (int l = 0; l < k; ++l)
        C[i + j * m] += opAt(A, lda, ta, i, l) * opAt(B, ldb, tb, l, j);
  return C;
}

template <typename T> static void level1() {
  const int n = 100;
  std::vector<Z> x = values<T>(n, 1), y = values<T>(n, 2);
  Dev<T> dx(x), dy(y);
  Z a = scalar<T>(0.75, -0.5);
  T ta = Kind<T>::make(a);

  Api<T>::axpy(n, ta, dx.p, 1, dy.p, 1);
  std::vector<Z> ref = y;
  for (int i = 0; i < n; ++i)
    ref[i] += a * x[i];
  EXPECT(close<T>(dy.get(), ref));
  dy.put(y);

  Api<T>::scal(n / 2, ta, dx.p, 2); // increment 2
  ref = x;
  for (int i = 0; i < n; i += 2)
    ref[i] *= a;
  EXPECT(close<T>(dx.get(), ref));
  dx.put(x);

  Api<T>::copy(n, dx.p, 1, dy.p, 1);
  EXPECT(close<T>(dy.get(), x));
  dy.put(y);
  Api<T>::swap(n, dx.p, 1, dy.p, 1);
  EXPECT(close<T>(dx.get(), y) && close<T>(dy.get(), x));
  dx.put(x);
  dy.put(y);

  double nrm = 0, asum = 0, best = -1, least = 1e300;
  int imax = 0, imin = 0;
  for (int i = 0; i < n; ++i) {
    nrm += std::norm(x[i]);
    double m = Kind<T>::measure(x[i]);
    asum += m;
    if (m > best) {
      best = m;
      imax = i + 1;
    }
    if (m < least) {
      least = m;
      imin = i + 1;
    }
  }
  EXPECT(close1<T>(Api<T>::nrm2(n, dx.p, 1), std::sqrt(nrm)));
  EXPECT(close1<T>(Api<T>::asum(n, dx.p, 1), asum));
  // amax, amin: BLAS's index (|re| + |im| for complex items), the v2
  // functions' too.
  int gmax = Api<T>::amax(n, dx.p, 1), gmin = Api<T>::amin(n, dx.p, 1);
  EXPECT(gmax == imax);
  EXPECT(gmin == imin);
  if (Kind<T>::complex) {
    cublasHandle_t h;
    EXPECT(cublasCreate_v2(&h) == CUBLAS_STATUS_SUCCESS);
    EXPECT(gmax == Api<T>::v2amax(h, n, dx.p));
    EXPECT(gmin == Api<T>::v2amin(h, n, dx.p));
    EXPECT(cublasDestroy_v2(h) == CUBLAS_STATUS_SUCCESS);
  }

  for (int conj = 0; conj < (Kind<T>::complex ? 2 : 1); ++conj) {
    Z d(0, 0);
    for (int i = 0; i < n; ++i)
      d += (conj ? std::conj(x[i]) : x[i]) * y[i];
    EXPECT(close1<T>(dot(n, dx.p, 1, dy.p, 1, conj), d));
  }
  EXPECT(cublasGetError() == CUBLAS_STATUS_SUCCESS);
}

static void realScal() { // Csscal, Zdscal
  const int n = 50;
  std::vector<Z> x = values<cuComplex>(n, 3);
  Dev<cuComplex> dc(x);
  Dev<cuDoubleComplex> dz(x);
  cublasCsscal(n, 1.5f, dc.p, 1);
  cublasZdscal(n, -2.0, dz.p, 1);
  std::vector<Z> rc = x, rz = x;
  for (int i = 0; i < n; ++i) {
    rc[i] *= 1.5;
    rz[i] *= -2.0;
  }
  EXPECT(close<cuComplex>(dc.get(), rc));
  EXPECT(close<cuDoubleComplex>(dz.get(), rz));
}

template <typename T> static void level2() {
  const int m = 7, n = 5;
  Z a = scalar<T>(1.25, 0.5), b = scalar<T>(-0.5, 0.25);
  T ta = Kind<T>::make(a), tb = Kind<T>::make(b);
  std::vector<Z> A = values<T>(m * n, 4);
  Dev<T> dA(A);
  for (char t : {'N', 'T', 'C'}) {
    int rows = t == 'N' ? m : n, cols = t == 'N' ? n : m;
    std::vector<Z> x = values<T>(cols, 5), y = values<T>(rows, 6);
    Dev<T> dx(x), dy(y);
    Api<T>::gemv(t, m, n, ta, dA.p, m, dx.p, 1, tb, dy.p, 1);
    std::vector<Z> ref(rows);
    for (int i = 0; i < rows; ++i) {
      Z s(0, 0);
      for (int j = 0; j < cols; ++j)
        s += opAt(A, m, t, i, j) * x[j];
      ref[i] = a * s + b * y[i];
    }
    EXPECT(close<T>(dy.get(), ref));
  }
  // trsv: op(A) x = b, checked by its residual
  std::vector<Z> T0 = triangular<T>(n, 7);
  Dev<T> dT(T0);
  for (char uplo : {'U', 'L'})
    for (char t : {'N', 'T', 'C'})
      for (char diag : {'N', 'U'}) {
        std::vector<Z> rhs = values<T>(n, 8);
        Dev<T> dx(rhs);
        Api<T>::trsv(uplo, t, diag, n, dT.p, n, dx.p, 1);
        std::vector<Z> x = dx.get(), tri = triangle(T0, n, uplo, diag), back(n, Z(0, 0));
        for (int i = 0; i < n; ++i)
          for (int j = 0; j < n; ++j)
            back[i] += opAt(tri, n, t, i, j) * x[j];
        EXPECT(close<T>(back, rhs));
      }
  // ger, geru, gerc
  for (int conj = 0; conj < (Kind<T>::complex ? 2 : 1); ++conj) {
    std::vector<Z> x = values<T>(m, 9), y = values<T>(n, 10);
    Dev<T> dx(x), dy(y), dG(A);
    ger(m, n, ta, dx.p, dy.p, dG.p, m, conj);
    std::vector<Z> ref = A;
    for (int j = 0; j < n; ++j)
      for (int i = 0; i < m; ++i)
        ref[i + j * m] += a * x[i] * (conj ? std::conj(y[j]) : y[j]);
    EXPECT(close<T>(dG.get(), ref));
  }
  EXPECT(cublasGetError() == CUBLAS_STATUS_SUCCESS);
}

template <typename T> static void level3() {
  const int m = 6, n = 5, k = 4;
  Z a = scalar<T>(0.75, 0.25), b = scalar<T>(0.5, -0.5);
  T ta = Kind<T>::make(a), tb = Kind<T>::make(b);
  // gemm, every pair of operations, through Set/GetMatrix with padding
  for (char opa : {'N', 'T', 'C'})
    for (char opb : {'N', 'T', 'C'}) {
      int lda = opa == 'N' ? m : k, ldb = opb == 'N' ? k : n;
      std::vector<Z> A = values<T>(lda * (opa == 'N' ? k : m), 11);
      std::vector<Z> B = values<T>(ldb * (opb == 'N' ? n : k), 12), C = values<T>(m * n, 13);
      Dev<T> dA(A), dB(B);
      // C in a padded device matrix (ldc = m + 2), moved with Set/GetMatrix
      T *dC = nullptr;
      int ldc = m + 2;
      EXPECT(cublasAlloc(ldc * n, sizeof(T), (void **)&dC) == CUBLAS_STATUS_SUCCESS);
      std::vector<T> hc(m * n);
      for (int i = 0; i < m * n; ++i)
        hc[i] = Kind<T>::make(C[i]);
      EXPECT(cublasSetMatrix(m, n, sizeof(T), hc.data(), m, dC, ldc) == CUBLAS_STATUS_SUCCESS);
      Api<T>::gemm(opa, opb, m, n, k, ta, dA.p, lda, dB.p, ldb, tb, dC, ldc);
      EXPECT(cublasGetMatrix(m, n, sizeof(T), dC, ldc, hc.data(), m) == CUBLAS_STATUS_SUCCESS);
      EXPECT(cublasFree(dC) == CUBLAS_STATUS_SUCCESS);
      std::vector<Z> got(m * n), ref = matmul(A, lda, opa, B, ldb, opb, m, n, k);
      for (int i = 0; i < m * n; ++i) {
        got[i] = Kind<T>::get(hc[i]);
        ref[i] = a * ref[i] + b * C[i];
      }
      EXPECT(close<T>(got, ref));
    }
  // symm: A symmetric, read from the uplo triangle
  for (char side : {'L', 'R'})
    for (char uplo : {'U', 'L'}) {
      int na = side == 'L' ? m : n;
      std::vector<Z> A = values<T>(na * na, 14), B = values<T>(m * n, 15),
                     C = values<T>(m * n, 16);
      std::vector<Z> S(na * na);
      for (int j = 0; j < na; ++j)
        for (int i = 0; i < na; ++i)
          S[i + j * na] = (uplo == 'U') == (i <= j) ? A[i + j * na] : A[j + i * na];
      Dev<T> dA(A), dB(B), dC(C);
      Api<T>::symm(side, uplo, m, n, ta, dA.p, na, dB.p, m, tb, dC.p, m);
      std::vector<Z> P = side == 'L' ? matmul(S, na, 'N', B, m, 'N', m, n, m)
                                     : matmul(B, m, 'N', S, na, 'N', m, n, n);
      for (int i = 0; i < m * n; ++i)
        P[i] = a * P[i] + b * C[i];
      EXPECT(close<T>(dC.get(), P));
    }
  // syrk: only the uplo triangle of C is written
  for (char uplo : {'U', 'L'})
    for (char t : {'N', 'T'}) {
      int lda = t == 'N' ? n : k;
      std::vector<Z> A = values<T>(lda * (t == 'N' ? k : n), 17), C = values<T>(n * n, 18);
      Dev<T> dA(A), dC(C);
      Api<T>::syrk(uplo, t, n, k, ta, dA.p, lda, tb, dC.p, n);
      char tt = t == 'N' ? 'T' : 'N';
      std::vector<Z> P = matmul(A, lda, t, A, lda, tt, n, n, k), ref = C;
      for (int j = 0; j < n; ++j)
        for (int i = 0; i < n; ++i)
          if (uplo == 'U' ? i <= j : i >= j)
            ref[i + j * n] = a * P[i + j * n] + b * C[i + j * n];
      EXPECT(close<T>(dC.get(), ref));
    }
  // trsm (by its residual) and trmm (in place in B)
  for (char side : {'L', 'R'})
    for (char uplo : {'U', 'L'})
      for (char t : {'N', 'T', 'C'})
        for (char diag : {'N', 'U'}) {
          int na = side == 'L' ? m : n;
          std::vector<Z> A = triangular<T>(na, 19), B = values<T>(m * n, 20);
          std::vector<Z> tri = triangle(A, na, uplo, diag);
          Dev<T> dA(A), dB(B);
          Api<T>::trsm(side, uplo, t, diag, m, n, ta, dA.p, na, dB.p, m);
          std::vector<Z> X = dB.get();
          std::vector<Z> back = side == 'L' ? matmul(tri, na, t, X, m, 'N', m, n, m)
                                            : matmul(X, m, 'N', tri, na, t, m, n, n);
          std::vector<Z> want = B;
          for (Z &v : want)
            v *= a;
          EXPECT(close<T>(back, want));
          dB.put(B);
          Api<T>::trmm(side, uplo, t, diag, m, n, ta, dA.p, na, dB.p, m);
          std::vector<Z> ref = side == 'L' ? matmul(tri, na, t, B, m, 'N', m, n, m)
                                           : matmul(B, m, 'N', tri, na, t, m, n, n);
          for (Z &v : ref)
            v *= a;
          EXPECT(close<T>(dB.get(), ref));
        }
  EXPECT(cublasGetError() == CUBLAS_STATUS_SUCCESS);
}

static void errors() {
  float *p = nullptr;
  EXPECT(cublasAlloc(4, sizeof(float), (void **)&p) == CUBLAS_STATUS_SUCCESS);
  // a bad character: INVALID_VALUE, kept until cublasGetError, which resets it
  cublasSgemm('X', 'N', 1, 1, 1, 1.0f, p, 1, p, 1, 0.0f, p, 1);
  EXPECT(cublasGetError() == CUBLAS_STATUS_INVALID_VALUE);
  EXPECT(cublasGetError() == CUBLAS_STATUS_SUCCESS);
  cublasDtrsv('U', 'N', 'Q', 1, (double *)p, 1, (double *)p, 1);
  EXPECT(cublasGetError() == CUBLAS_STATUS_INVALID_VALUE);
  cublasCtrsm('X', 'U', 'N', 'N', 1, 1, make_cuComplex(1, 0), (cuComplex *)p, 1, (cuComplex *)p,
              1);
  EXPECT(cublasGetError() == CUBLAS_STATUS_INVALID_VALUE);
  cublasZsyrk('U', 'Q', 1, 1, make_cuDoubleComplex(1, 0), (cuDoubleComplex *)p, 1,
              make_cuDoubleComplex(0, 0), (cuDoubleComplex *)p, 1);
  EXPECT(cublasGetError() == CUBLAS_STATUS_INVALID_VALUE);
  // bad sizes, as the v2 functions report them; a failed result is 0
  cublasSgemm('N', 'N', -1, 1, 1, 1.0f, p, 1, p, 1, 0.0f, p, 1);
  EXPECT(cublasGetError() == CUBLAS_STATUS_INVALID_VALUE);
  cublasSgemv('N', 2, 1, 1.0f, p, 1, p, 1, 0.0f, p, 1); // lda < m
  EXPECT(cublasGetError() == CUBLAS_STATUS_INVALID_VALUE);
  // the last failure is the one kept
  cublasSgemm('X', 'N', 1, 1, 1, 1.0f, p, 1, p, 1, 0.0f, p, 1);
  cublasSaxpy(4, 1.0f, p, 1, p, 1);
  EXPECT(cublasGetError() == CUBLAS_STATUS_INVALID_VALUE);
  // cublasAlloc's arguments, the memory functions'
  void *q = nullptr;
  EXPECT(cublasAlloc(0, 4, &q) == CUBLAS_STATUS_INVALID_VALUE);
  EXPECT(cublasAlloc(4, 0, &q) == CUBLAS_STATUS_INVALID_VALUE);
  float h[4] = {1, 2, 3, 4};
  EXPECT(cublasSetVector(4, sizeof(float), h, 0, p, 1) == CUBLAS_STATUS_INVALID_VALUE);
  EXPECT(cublasGetMatrix(4, 1, sizeof(float), p, 2, h, 4) == CUBLAS_STATUS_INVALID_VALUE);
  EXPECT(cublasFree(p) == CUBLAS_STATUS_SUCCESS);
  int version = 0;
  EXPECT(cublasGetVersion(&version) == CUBLAS_STATUS_SUCCESS && version > 0);
  // a stream for the implicit handle
  cudaStream_t s;
  EXPECT(cudaStreamCreate(&s) == cudaSuccess);
  EXPECT(cublasSetKernelStream(s) == CUBLAS_STATUS_SUCCESS);
  std::vector<Z> x = values<float>(8, 21);
  Dev<float> dx(x);
  cublasSscal(8, 2.0f, dx.p, 1);
  EXPECT(cudaStreamSynchronize(s) == cudaSuccess);
  for (Z &v : x)
    v *= 2.0;
  EXPECT(close<float>(dx.get(), x));
  EXPECT(cublasSetKernelStream(0) == CUBLAS_STATUS_SUCCESS);
  EXPECT(cudaStreamDestroy(s) == cudaSuccess);
}

int main() {
  // before cublasInit: NOT_INITIALIZED, and a result of 0
  float *none = nullptr;
  cublasSaxpy(1, 1.0f, none, 1, none, 1);
  EXPECT(cublasGetError() == CUBLAS_STATUS_NOT_INITIALIZED);
  EXPECT(cublasGetError() == CUBLAS_STATUS_SUCCESS);
  EXPECT(cublasIsamax(1, none, 1) == 0);
  EXPECT(cublasGetError() == CUBLAS_STATUS_NOT_INITIALIZED);
  EXPECT(cublasShutdown() == CUBLAS_STATUS_NOT_INITIALIZED);
  EXPECT(cublasSetKernelStream(0) == CUBLAS_STATUS_NOT_INITIALIZED);

  EXPECT(cublasInit() == CUBLAS_STATUS_SUCCESS);
  level1<float>();
  level1<double>();
  level1<cuComplex>();
  level1<cuDoubleComplex>();
  realScal();
  level2<float>();
  level2<double>();
  level2<cuComplex>();
  level2<cuDoubleComplex>();
  level3<float>();
  level3<double>();
  level3<cuComplex>();
  level3<cuDoubleComplex>();
  errors();
  EXPECT(cublasShutdown() == CUBLAS_STATUS_SUCCESS);

  // after cublasShutdown: NOT_INITIALIZED again
  EXPECT(cublasSdot(1, none, 1, none, 1) == 0.0f);
  EXPECT(cublasGetError() == CUBLAS_STATUS_NOT_INITIALIZED);
  EXPECT(cublasShutdown() == CUBLAS_STATUS_NOT_INITIALIZED);
  return DONE();
}
