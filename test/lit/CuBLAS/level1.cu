// cuBLAS level 1 on CLBlast (libultima-cublas), S, D, C and Z: axpy, scal
// (and Csscal/Zdscal), copy, swap, dot/dotu/dotc, nrm2, asum, amax and amin
// (1-based, first of the largest |re| + |im|, also where neither part nor
// the modulus ranks complex items so), with increments 1 and 3, in
// host and device pointer modes, against host references written from the
// BLAS definitions; n = 0 gives zero results.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/../UltimaCC/Inputs -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
// CHECK-NOT: FAILED
// CHECK: OK
#include "blas-reference.h"

template <typename T> struct Api;
#define API(T, P, p, NRM)                                                                       \
  template <> struct Api<T> {                                                                   \
    static cublasStatus_t axpy(cublasHandle_t h, int n, const T *a, const T *x, int ix, T *y,   \
                               int iy) {                                                        \
      return cublas##P##axpy(h, n, a, x, ix, y, iy);                                            \
    }                                                                                            \
    static cublasStatus_t scal(cublasHandle_t h, int n, const T *a, T *x, int ix) {             \
      return cublas##P##scal(h, n, a, x, ix);                                                   \
    }                                                                                            \
    static cublasStatus_t copy(cublasHandle_t h, int n, const T *x, int ix, T *y, int iy) {     \
      return cublas##P##copy(h, n, x, ix, y, iy);                                               \
    }                                                                                            \
    static cublasStatus_t swap(cublasHandle_t h, int n, T *x, int ix, T *y, int iy) {           \
      return cublas##P##swap(h, n, x, ix, y, iy);                                               \
    }                                                                                            \
    template <typename R>                                                                        \
    static cublasStatus_t nrm2(cublasHandle_t h, int n, const T *x, int ix, R *r) {             \
      return cublas##NRM##nrm2(h, n, x, ix, r);                                                 \
    }                                                                                            \
    template <typename R>                                                                        \
    static cublasStatus_t asum(cublasHandle_t h, int n, const T *x, int ix, R *r) {             \
      return cublas##NRM##asum(h, n, x, ix, r);                                                 \
    }                                                                                            \
    static cublasStatus_t amax(cublasHandle_t h, int n, const T *x, int ix, int *r) {           \
      return cublasI##p##amax(h, n, x, ix, r);                                                  \
    }                                                                                            \
    static cublasStatus_t amin(cublasHandle_t h, int n, const T *x, int ix, int *r) {           \
      return cublasI##p##amin(h, n, x, ix, r);                                                  \
    }                                                                                            \
  };
API(float, S, s, S)
API(double, D, d, D)
API(cuComplex, C, c, Sc)
API(cuDoubleComplex, Z, z, Dz)

static cublasStatus_t dot(cublasHandle_t h, int n, const float *x, int ix, const float *y, int iy,
                          float *r, bool) {
  return cublasSdot(h, n, x, ix, y, iy, r);
}
static cublasStatus_t dot(cublasHandle_t h, int n, const double *x, int ix, const double *y,
                          int iy, double *r, bool) {
  return cublasDdot(h, n, x, ix, y, iy, r);
}
static cublasStatus_t dot(cublasHandle_t h, int n, const cuComplex *x, int ix, const cuComplex *y,
                          int iy, cuComplex *r, bool conj) {
  return conj ? cublasCdotc(h, n, x, ix, y, iy, r) : cublasCdotu(h, n, x, ix, y, iy, r);
}
static cublasStatus_t dot(cublasHandle_t h, int n, const cuDoubleComplex *x, int ix,
                          const cuDoubleComplex *y, int iy, cuDoubleComplex *r, bool conj) {
  return conj ? cublasZdotc(h, n, x, ix, y, iy, r) : cublasZdotu(h, n, x, ix, y, iy, r);
}

template <typename H> H realPart(H x) { return x; }
template <typename R> R realPart(std::complex<R> x) { return x.real(); }

// The result of a scalar-returning call, in host or device pointer mode.
template <typename R, typename Call> R scalarResult(cublasHandle_t h, bool device, Call call) {
  R r{};
  if (!device) {
    CUBLAS_OK(call(&r));
    return r;
  }
  R *d;
  cudaMalloc(&d, sizeof(R));
  CUBLAS_OK(cublasSetPointerMode(h, CUBLAS_POINTER_MODE_DEVICE));
  CUBLAS_OK(call(d));
  CUBLAS_OK(cublasSetPointerMode(h, CUBLAS_POINTER_MODE_HOST));
  cudaMemcpy(&r, d, sizeof(R), cudaMemcpyDeviceToHost);
  cudaFree(d);
  return r;
}

// Complex amax/amin rank items by |re| + |im| (BLAS's dcabs1), not by the
// modulus or a part alone: in each vector below, the item that BLAS picks
// has neither the largest (smallest) real part nor the largest (smallest)
// modulus. Increment 2; the first of equal items wins.
template <typename T> static void complexMeasure(cublasHandle_t h, const char *name) {
  using H = typename Host<T>::type;
  std::vector<H> big = {H(-4, 0), H(0, 0), H(-3, 1.5), H(0, 0), H(0, 4.2), H(0, 0), H(-3, -1.5)};
  std::vector<H> small = {H(0.5, -3), H(9, 9), H(2.3, 0), H(9, 9), H(1.2, 1.2), H(9, 9),
                          H(-2.4, 0.05)};
  H *dbig = toDevice(big), *dsmall = toDevice(small);
  for (bool device : {false, true}) {
    int imax = scalarResult<int>(
        h, device, [&](int *r) { return Api<T>::amax(h, 4, reinterpret_cast<T *>(dbig), 2, r); });
    int imin = scalarResult<int>(
        h, device, [&](int *r) { return Api<T>::amin(h, 4, reinterpret_cast<T *>(dsmall), 2, r); });
    if (imax != 2 || imin != 2)
      std::printf("%s complex amax %d amin %d device %d\n", name, imax, imin, device);
    EXPECT(imax == 2 && imin == 2);
  }
  cudaFree(dbig);
  cudaFree(dsmall);
}

template <typename T> static void test(cublasHandle_t h, const char *name) {
  using H = typename Host<T>::type;
  using R = decltype(realPart(H()));
  const double tol = tolerance<H>();
  for (int inc : {1, 3}) {
    for (bool device : {false, true}) {
      const int n = 1000;
      std::vector<H> x = values<H>((size_t)n * inc, 1), y = values<H>((size_t)n * inc, 2);
      x[(size_t)inc * 123] = H(5.0); // the largest magnitude, once
      x[(size_t)inc * 321] = H(0.0); // the smallest
      H *dx = toDevice(x), *dy = toDevice(y);
      auto *tx = reinterpret_cast<T *>(dx);
      auto *ty = reinterpret_cast<T *>(dy);
      H alpha = value<H>(5, 9);

      // axpy, with alpha on the host or the device.
      H *dalpha = toDevice(std::vector<H>{alpha});
      if (device)
        CUBLAS_OK(cublasSetPointerMode(h, CUBLAS_POINTER_MODE_DEVICE));
      CUBLAS_OK(Api<T>::axpy(h, n, reinterpret_cast<const T *>(device ? dalpha : &alpha), tx, inc,
                             ty, inc));
      CUBLAS_OK(cublasSetPointerMode(h, CUBLAS_POINTER_MODE_HOST));
      std::vector<H> want = y;
      for (int i = 0; i < n; ++i)
        want[(size_t)i * inc] += alpha * x[(size_t)i * inc];
      if (!close(toHost(dy, y.size()), want, tol))
        std::printf("%s axpy inc %d device %d\n", name, inc, device);
      EXPECT(close(toHost(dy, y.size()), want, tol));

      // scal
      CUBLAS_OK(Api<T>::scal(h, n, reinterpret_cast<const T *>(&alpha), ty, inc));
      for (int i = 0; i < n; ++i)
        want[(size_t)i * inc] *= alpha;
      EXPECT(close(toHost(dy, y.size()), want, tol));

      // dot (and dotc)
      for (bool conj : {false, true}) {
        if (conj && std::is_same<H, R>::value)
          continue;
        H d = scalarResult<H>(h, device, [&](H *r) {
          return dot(h, n, tx, inc, reinterpret_cast<const T *>(dx), inc,
                     reinterpret_cast<T *>(r), conj);
        });
        H ref = H();
        for (int i = 0; i < n; ++i)
          ref += (conj ? conjugate(x[(size_t)i * inc]) : x[(size_t)i * inc]) * x[(size_t)i * inc];
        if (!close(std::vector<H>{d}, std::vector<H>{ref}, tol))
          std::printf("%s dot conj %d inc %d device %d\n", name, conj, inc, device);
        EXPECT(close(std::vector<H>{d}, std::vector<H>{ref}, tol));
      }

      // nrm2, asum
      double sq = 0, abs = 0;
      for (int i = 0; i < n; ++i) {
        sq += magnitude(x[(size_t)i * inc]) * magnitude(x[(size_t)i * inc]);
        abs += absSum(x[(size_t)i * inc]);
      }
      R nrm = scalarResult<R>(h, device, [&](R *r) { return Api<T>::nrm2(h, n, tx, inc, r); });
      R asum = scalarResult<R>(h, device, [&](R *r) { return Api<T>::asum(h, n, tx, inc, r); });
      EXPECT(std::fabs(nrm - std::sqrt(sq)) <= tol * std::sqrt(sq));
      EXPECT(std::fabs(asum - abs) <= tol * abs);

      // amax, amin: 1-based
      int imax = scalarResult<int>(h, device, [&](int *r) { return Api<T>::amax(h, n, tx, inc, r); });
      int imin = scalarResult<int>(h, device, [&](int *r) { return Api<T>::amin(h, n, tx, inc, r); });
      if (imax != 124 || imin != 322)
        std::printf("%s amax %d amin %d inc %d device %d\n", name, imax, imin, inc, device);
      EXPECT(imax == 124 && imin == 322);

      // copy, swap
      // Elements between the strided ones stay as they were.
      std::vector<H> before = toHost(dy, y.size()), wantX = x, wantY = before;
      for (int i = 0; i < n; ++i) {
        wantX[(size_t)i * inc] = before[(size_t)i * inc];
        wantY[(size_t)i * inc] = x[(size_t)i * inc];
      }
      CUBLAS_OK(Api<T>::swap(h, n, tx, inc, ty, inc));
      EXPECT(toHost(dx, x.size()) == wantX && toHost(dy, y.size()) == wantY);
      CUBLAS_OK(Api<T>::copy(h, n, ty, inc, tx, inc));
      for (int i = 0; i < n; ++i)
        wantX[(size_t)i * inc] = x[(size_t)i * inc];
      EXPECT(toHost(dx, x.size()) == wantX);

      // n = 0: zero results, nothing written.
      EXPECT(scalarResult<R>(h, device, [&](R *r) { return Api<T>::nrm2(h, 0, tx, inc, r); }) == 0);
      EXPECT(scalarResult<int>(h, device, [&](int *r) { return Api<T>::amax(h, 0, tx, inc, r); }) == 0);
      cudaFree(dx);
      cudaFree(dy);
      cudaFree(dalpha);
    }
  }
}

int main() {
  cublasHandle_t h;
  CUBLAS_OK(cublasCreate(&h));
  test<float>(h, "S");
  test<double>(h, "D");
  test<cuComplex>(h, "C");
  test<cuDoubleComplex>(h, "Z");
  complexMeasure<cuComplex>(h, "C");
  complexMeasure<cuDoubleComplex>(h, "Z");
  // Csscal/Zdscal: a real alpha scales a complex vector.
  std::vector<std::complex<float>> c = values<std::complex<float>>(10, 4);
  std::complex<float> *dc = toDevice(c);
  float half = 0.5f;
  CUBLAS_OK(cublasCsscal(h, 10, &half, reinterpret_cast<cuComplex *>(dc), 1));
  for (auto &v : c)
    v *= 0.5f;
  EXPECT(toHost(dc, 10) == c);
  // A negative increment (allowed by BLAS) is refused rather than misread.
  EXPECT(cublasCsscal(h, 10, &half, reinterpret_cast<cuComplex *>(dc), -1) ==
         CUBLAS_STATUS_NOT_SUPPORTED);
  CUBLAS_OK(cublasDestroy(h));
  return DONE();
}
