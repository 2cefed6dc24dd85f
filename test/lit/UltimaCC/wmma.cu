// Warp matrix functions (CUDA C++ Programming Guide, "Warp Matrix
// Functions"): every warp computes D = alpha * A * B + beta * C for its tiles
// with fill_fragment, load_matrix_sync, mma_sync and store_matrix_sync, and
// the uniform element-wise operations on x[0 .. num_elements) the guide
// allows. Checked against the host for each shape and element type the guide
// lists up to compute capability 7.2 and for __nv_bfloat16, double and tf32
// (m16n16k8) ones:
// both operand layouts, both accumulator layouts, leading dimensions larger
// than the tile, warps laid out along threadIdx.y, half accumulators, satf.
// The data are small integers (tf32: multiples of 1/8 with low bits that the
// conversion must round away), so every sum is exact and the comparison too.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
// CHECK-NOT: FAILED
// CHECK: OK
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>
#include <mma.h>
#include <cfloat>
#include <climits>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <vector>
#include "expect.h"
using namespace nvcuda;

template <typename Layout> struct At;
template <> struct At<wmma::row_major> {
  static __host__ __device__ unsigned at(unsigned r, unsigned c, unsigned ld) { return r * ld + c; }
};
template <> struct At<wmma::col_major> {
  static __host__ __device__ unsigned at(unsigned r, unsigned c, unsigned ld) { return r + c * ld; }
};

// Warp w of the grid (threads numbered x fastest, then y) computes tile
// (w / tilesN, w % tilesN) of the Mt x Nt result.
template <int M, int N, int K, typename Ta, typename Tm, typename La, typename Lb, typename Tc>
__global__ void tileGemm(const Tm *a, const Tm *b, const Tc *c, Tc *d, unsigned lda, unsigned ldb,
                         unsigned ldc, wmma::layout_t cLayout, int tilesN, int kTiles, Tc alpha,
                         Tc beta) {
  unsigned rank = threadIdx.x + blockDim.x * threadIdx.y;
  unsigned warp = (blockIdx.x * blockDim.x * blockDim.y + rank) / 32u;
  unsigned tm = warp / (unsigned)tilesN, tn = warp % (unsigned)tilesN;
  wmma::fragment<wmma::matrix_a, M, N, K, Ta, La> fa;
  wmma::fragment<wmma::matrix_b, M, N, K, Ta, Lb> fb;
  wmma::fragment<wmma::accumulator, M, N, K, Tc> acc, fc;
  wmma::fill_fragment(acc, 0);
  for (int kt = 0; kt < kTiles; ++kt) {
    wmma::load_matrix_sync(fa, a + At<La>::at(tm * M, kt * K, lda), lda);
    wmma::load_matrix_sync(fb, b + At<Lb>::at(kt * K, tn * N, ldb), ldb);
    wmma::mma_sync(acc, fa, fb, acc);
  }
  unsigned origin = cLayout == wmma::mem_row_major ? tm * M * ldc + tn * N : tm * M + tn * N * ldc;
  wmma::load_matrix_sync(fc, c + origin, ldc, cLayout);
  for (int i = 0; i < fc.num_elements; ++i)
    fc.x[i] = alpha * acc.x[i] + beta * fc.x[i];
  wmma::store_matrix_sync(d + origin, fc, ldc, cLayout);
}

// tf32 (m16n16k8): the operands are rounded with __float_to_tf32 after the
// load, as the guide says they must be.
template <typename La, typename Lb>
__global__ void tf32Gemm(const float *a, const float *b, float *d, unsigned lda, unsigned ldb,
                         unsigned ldd, int kTiles) {
  wmma::fragment<wmma::matrix_a, 16, 16, 8, wmma::precision::tf32, La> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 8, wmma::precision::tf32, Lb> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 8, float> acc;
  wmma::fill_fragment(acc, 0.0f);
  for (int kt = 0; kt < kTiles; ++kt) {
    wmma::load_matrix_sync(fa, a + At<La>::at(0, kt * 8, lda), lda);
    wmma::load_matrix_sync(fb, b + At<Lb>::at(kt * 8, 0, ldb), ldb);
    for (int i = 0; i < fa.num_elements; ++i)
      fa.x[i] = wmma::__float_to_tf32(fa.x[i]);
    for (int i = 0; i < fb.num_elements; ++i)
      fb.x[i] = wmma::__float_to_tf32(fb.x[i]);
    wmma::mma_sync(acc, fa, fb, acc);
  }
  wmma::store_matrix_sync(d, acc, ldd, wmma::mem_row_major);
}

__global__ void toTf32(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = wmma::__float_to_tf32(in[i]);
}

// One 16x16x16 product of 8-bit integers onto c, with and without satf.
__global__ void int8Sat(const signed char *a, const signed char *b, const int *c, int *wrapped,
                        int *saturated) {
  wmma::fragment<wmma::matrix_a, 16, 16, 16, signed char, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, signed char, wmma::row_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, int> fc, d;
  wmma::load_matrix_sync(fa, a, 16);
  wmma::load_matrix_sync(fb, b, 16);
  wmma::load_matrix_sync(fc, c, 16, wmma::mem_row_major);
  wmma::mma_sync(d, fa, fb, fc);
  wmma::store_matrix_sync(wrapped, d, 16, wmma::mem_row_major);
  wmma::mma_sync(d, fa, fb, fc, true);
  wmma::store_matrix_sync(saturated, d, 16, wmma::mem_row_major);
}

// One 16x16x16 product of halves onto float and half accumulators, with and
// without satf.
__global__ void floatSat(const half *a, const half *b, const float *c, const half *ch,
                         float *out, half *outh) {
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::row_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> fc, d;
  wmma::fragment<wmma::accumulator, 16, 16, 16, half> hc, hd;
  wmma::load_matrix_sync(fa, a, 16);
  wmma::load_matrix_sync(fb, b, 16);
  wmma::load_matrix_sync(fc, c, 16, wmma::mem_row_major);
  wmma::load_matrix_sync(hc, ch, 16, wmma::mem_row_major);
  wmma::mma_sync(d, fa, fb, fc);
  wmma::store_matrix_sync(out, d, 16, wmma::mem_row_major);
  wmma::mma_sync(d, fa, fb, fc, true);
  wmma::store_matrix_sync(out + 256, d, 16, wmma::mem_row_major);
  wmma::mma_sync(hd, fa, fb, hc);
  wmma::store_matrix_sync(outh, hd, 16, wmma::mem_row_major);
  wmma::mma_sync(hd, fa, fb, hc, true);
  wmma::store_matrix_sync(outh + 256, hd, 16, wmma::mem_row_major);
}

static unsigned rngState = 12345u;
static int small(int lo, int hi) {
  rngState = rngState * 1103515245u + 12345u;
  return lo + (int)((rngState >> 16) % (unsigned)(hi - lo + 1));
}

template <typename T> static T fromDouble(double v) { return (T)v; }
template <> half fromDouble<half>(double v) { return __float2half((float)v); }
template <typename T> static double toDouble(T v) { return (double)v; }
template <> double toDouble<half>(half v) { return (double)__half2float(v); }
template <> __nv_bfloat16 fromDouble<__nv_bfloat16>(double v) { return __float2bfloat16((float)v); }
template <> double toDouble<__nv_bfloat16>(__nv_bfloat16 v) { return (double)__bfloat162float(v); }

// A Mt x Kt and B Kt x Nt with lda/ldb/ldc padded by 8, C laid out as
// cLayout says; warpsY warps per block along threadIdx.y.
template <int M, int N, int K, typename Ta, typename Tm, typename La, typename Lb, typename Tc>
static void checkGemm(const char *what, int tilesM, int tilesN, int kTiles, int lo, int hi,
                      wmma::layout_t cLayout, double alpha, double beta) {
  const unsigned Mt = M * tilesM, Nt = N * tilesN, Kt = K * kTiles;
  bool aRow = At<La>::at(0, 1, 2) == 1u, bRow = At<Lb>::at(0, 1, 2) == 1u;
  unsigned lda = (aRow ? Kt : Mt) + 8, ldb = (bRow ? Nt : Kt) + 8;
  unsigned ldc = (cLayout == wmma::mem_row_major ? Nt : Mt) + 8;
  std::vector<Tm> a((aRow ? Mt : Kt) * lda), b((bRow ? Kt : Nt) * ldb);
  std::vector<Tc> c((cLayout == wmma::mem_row_major ? Mt : Nt) * ldc), d(c.size());
  std::vector<double> av(Mt * Kt), bv(Kt * Nt), cv(Mt * Nt);
  for (unsigned i = 0; i < Mt; ++i)
    for (unsigned k = 0; k < Kt; ++k)
      a[At<La>::at(i, k, lda)] = fromDouble<Tm>(av[i * Kt + k] = small(lo, hi));
  for (unsigned k = 0; k < Kt; ++k)
    for (unsigned j = 0; j < Nt; ++j)
      b[At<Lb>::at(k, j, ldb)] = fromDouble<Tm>(bv[k * Nt + j] = small(lo, hi));
  for (unsigned i = 0; i < Mt; ++i)
    for (unsigned j = 0; j < Nt; ++j) {
      unsigned at = cLayout == wmma::mem_row_major ? i * ldc + j : i + j * ldc;
      c[at] = fromDouble<Tc>(cv[i * Nt + j] = small(-4, 4));
    }
  Tm *da, *db;
  Tc *dc, *dd;
  cudaMalloc(&da, a.size() * sizeof(Tm));
  cudaMalloc(&db, b.size() * sizeof(Tm));
  cudaMalloc(&dc, c.size() * sizeof(Tc));
  cudaMalloc(&dd, d.size() * sizeof(Tc));
  cudaMemcpy(da, a.data(), a.size() * sizeof(Tm), cudaMemcpyHostToDevice);
  cudaMemcpy(db, b.data(), b.size() * sizeof(Tm), cudaMemcpyHostToDevice);
  cudaMemcpy(dc, c.data(), c.size() * sizeof(Tc), cudaMemcpyHostToDevice);
  cudaMemset(dd, 0, d.size() * sizeof(Tc));
  int warps = tilesM * tilesN;
  dim3 block(32, 2), grid(warps / 2);
  tileGemm<M, N, K, Ta, Tm, La, Lb, Tc><<<grid, block>>>(da, db, dc, dd, lda, ldb, ldc, cLayout, tilesN,
                                                         kTiles, fromDouble<Tc>(alpha),
                                                         fromDouble<Tc>(beta));
  EXPECT(cudaGetLastError() == cudaSuccess);
  cudaMemcpy(d.data(), dd, d.size() * sizeof(Tc), cudaMemcpyDeviceToHost);
  int bad = 0;
  for (unsigned i = 0; i < Mt; ++i)
    for (unsigned j = 0; j < Nt; ++j) {
      double want = beta * cv[i * Nt + j];
      double sum = 0;
      for (unsigned k = 0; k < Kt; ++k)
        sum += av[i * Kt + k] * bv[k * Nt + j];
      want += alpha * sum;
      unsigned at = cLayout == wmma::mem_row_major ? i * ldc + j : i + j * ldc;
      if (toDouble(d[at]) != want && bad++ < 3)
        std::printf("FAILED %s (%u,%u): %g, expected %g\n", what, i, j, toDouble(d[at]), want);
    }
  EXPECT(bad == 0);
  cudaFree(da);
  cudaFree(db);
  cudaFree(dc);
  cudaFree(dd);
}

// The host's tf32 rounding, from its definition: 10 explicit mantissa bits,
// to nearest, ties away from zero.
static float tf32Host(float f) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  if ((u & 0x7f800000u) != 0x7f800000u)
    u = (u + 0x1000u) & 0xffffe000u;
  std::memcpy(&f, &u, 4);
  return f;
}

static void checkTf32Conversion() {
  const float values[] = {1.0f + 0x1p-11f,           // halfway: away from zero
                          -(1.0f + 0x1p-11f),        // halfway, negative
                          1.0f + 0x1p-11f - 0x1p-23f, // just below halfway: down
                          1.0f + 0x1p-10f + 0x1p-11f, // halfway above an odd last bit
                          3.0f, 0x1.fffffep127f, INFINITY, -INFINITY, 0.0f, -0.0f,
                          0x1p-135f};
  const float expected[] = {1.0f + 0x1p-10f,  -(1.0f + 0x1p-10f), 1.0f, 1.0f + 0x1p-9f,
                            3.0f,             INFINITY,           INFINITY, -INFINITY,
                            0.0f,             -0.0f,              0x1p-135f};
  const int n = sizeof(values) / sizeof(values[0]);
  float *din, *dout, out[n];
  cudaMalloc(&din, sizeof(values));
  cudaMalloc(&dout, sizeof(values));
  cudaMemcpy(din, values, sizeof(values), cudaMemcpyHostToDevice);
  toTf32<<<1, 32>>>(din, dout, n);
  cudaMemcpy(out, dout, sizeof(values), cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i) {
    EXPECT(std::memcmp(&out[i], &expected[i], 4) == 0);
    EXPECT(tf32Host(values[i]) == expected[i]);
  }
  float nan = NAN, back;
  cudaMemcpy(din, &nan, 4, cudaMemcpyHostToDevice);
  toTf32<<<1, 1>>>(din, dout, 1);
  cudaMemcpy(&back, dout, 4, cudaMemcpyDeviceToHost);
  EXPECT(back != back);
  cudaFree(din);
  cudaFree(dout);
}

// 1 <= |v| <= 2 in steps of 1/8: tf32 keeps steps of 2^-10 there.
static float signedEighth() { return small(8, 16) / 8.0f * (small(0, 1) ? 1.0f : -1.0f); }

// 16 x 32 operands whose low bits the tf32 conversion rounds (down below
// half a step, away from zero at a tie), so a product of unrounded values
// would differ. The rounded values are multiples of 2^-10 up to 2 in
// magnitude: every sum of 32 products is exact in float.
static void checkTf32Gemm() {
  const int Kt = 32;
  std::vector<float> a(16 * Kt), b(Kt * 16), d(16 * 16);
  for (int i = 0; i < 16 * Kt; ++i)
    a[i] = signedEighth() + (i % 3 == 0 ? 0x1p-12f : i % 3 == 1 ? -0x1p-16f : 0x1p-11f);
  for (int i = 0; i < Kt * 16; ++i)
    b[i] = signedEighth() + (i % 5 == 0 ? 0x1p-13f : 0.0f);
  float *da, *db, *dd;
  cudaMalloc(&da, a.size() * 4);
  cudaMalloc(&db, b.size() * 4);
  cudaMalloc(&dd, d.size() * 4);
  cudaMemcpy(da, a.data(), a.size() * 4, cudaMemcpyHostToDevice);
  cudaMemcpy(db, b.data(), b.size() * 4, cudaMemcpyHostToDevice);
  // A row-major 16 x 32 (lda 32), B column-major 32 x 16 (ldb 32).
  tf32Gemm<wmma::row_major, wmma::col_major><<<1, 32>>>(da, db, dd, Kt, Kt, 16, Kt / 8);
  cudaMemcpy(d.data(), dd, d.size() * 4, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < 16; ++i)
    for (int j = 0; j < 16; ++j) {
      double want = 0;
      for (int k = 0; k < Kt; ++k)
        want += (double)tf32Host(a[i * Kt + k]) * (double)tf32Host(b[k + j * Kt]);
      if ((double)d[i * 16 + j] != want && bad++ < 3)
        std::printf("FAILED tf32 (%d,%d): %.9g, expected %.9g\n", i, j, d[i * 16 + j], want);
    }
  EXPECT(bad == 0);
  cudaFree(da);
  cudaFree(db);
  cudaFree(dd);
}

// satf (the guide: "saturate to finite value"): an int accumulator clamps
// at INT_MAX / INT_MIN instead of wrapping.
static void checkSaturation() {
  std::vector<signed char> a(256), b(256);
  std::vector<int> c(256), wrapped(256), saturated(256);
  // Rows 0-7 add 16 * 127 * 127 to INT_MAX - 100, rows 8-15 add
  // 16 * -128 * 127 to INT_MIN + 100.
  for (int i = 0; i < 256; ++i) {
    int row = i / 16;
    a[i] = (signed char)(row < 8 ? 127 : -128);
    b[i] = 127;
    c[i] = row < 8 ? INT_MAX - 100 : INT_MIN + 100;
  }
  signed char *da, *db;
  int *dc, *dw, *ds;
  cudaMalloc(&da, 256);
  cudaMalloc(&db, 256);
  cudaMalloc(&dc, 1024);
  cudaMalloc(&dw, 1024);
  cudaMalloc(&ds, 1024);
  cudaMemcpy(da, a.data(), 256, cudaMemcpyHostToDevice);
  cudaMemcpy(db, b.data(), 256, cudaMemcpyHostToDevice);
  cudaMemcpy(dc, c.data(), 1024, cudaMemcpyHostToDevice);
  int8Sat<<<1, 32>>>(da, db, dc, dw, ds);
  cudaMemcpy(wrapped.data(), dw, 1024, cudaMemcpyDeviceToHost);
  cudaMemcpy(saturated.data(), ds, 1024, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 256; ++i) {
    int row = i / 16;
    long long exact = (long long)c[i] + 16LL * (row < 8 ? 127 : -128) * 127;
    EXPECT(saturated[i] == (row < 8 ? INT_MAX : INT_MIN));
    EXPECT(wrapped[i] == (int)(uint32_t)(uint64_t)exact);
  }
  cudaFree(da);
  cudaFree(db);
  cudaFree(dc);
  cudaFree(dw);
  cudaFree(ds);
}

// satf on floating accumulators (the guide: +-infinity becomes +-MAX_NORM,
// NaN +0): a float accumulator's C holds +-inf and NaN, a half
// accumulator's sums pass 65504, half's largest finite value.
static void checkFloatSaturation() {
  std::vector<half> a(256, __float2half(1.0f)), b(256, __float2half(1.0f)), ch(256);
  std::vector<float> c(256), out(512);
  std::vector<half> outh(512);
  for (int i = 0; i < 256; ++i) {
    int kind = i % 4, row = i / 16;
    c[i] = kind == 0 ? INFINITY : kind == 1 ? -INFINITY : kind == 2 ? NAN : 5.0f;
    ch[i] = __float2half(row < 8 ? 65504.0f : -65504.0f);
    if (row >= 8)
      a[i] = __float2half(-1.0f); // rows 8-15 of A * B: -16
  }
  half *da, *db, *dch, *douth;
  float *dc, *dout;
  cudaMalloc(&da, 512);
  cudaMalloc(&db, 512);
  cudaMalloc(&dch, 512);
  cudaMalloc(&douth, 1024);
  cudaMalloc(&dc, 1024);
  cudaMalloc(&dout, 2048);
  cudaMemcpy(da, a.data(), 512, cudaMemcpyHostToDevice);
  cudaMemcpy(db, b.data(), 512, cudaMemcpyHostToDevice);
  cudaMemcpy(dch, ch.data(), 512, cudaMemcpyHostToDevice);
  cudaMemcpy(dc, c.data(), 1024, cudaMemcpyHostToDevice);
  floatSat<<<1, 32>>>(da, db, dc, dch, dout, douth);
  cudaMemcpy(out.data(), dout, 2048, cudaMemcpyDeviceToHost);
  cudaMemcpy(outh.data(), douth, 1024, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 256; ++i) {
    int kind = i % 4, row = i / 16;
    float sum = row < 8 ? 16.0f : -16.0f, plain = out[i], sat = out[256 + i];
    if (kind == 0)
      EXPECT(plain == INFINITY && sat == FLT_MAX);
    else if (kind == 1)
      EXPECT(plain == -INFINITY && sat == -FLT_MAX);
    else if (kind == 2)
      EXPECT(plain != plain && sat == 0.0f && !std::signbit(sat));
    else
      EXPECT(plain == 5.0f + sum && sat == 5.0f + sum);
    float hPlain = __half2float(outh[i]), hSat = __half2float(outh[256 + i]);
    EXPECT(hPlain == (row < 8 ? INFINITY : -INFINITY));
    EXPECT(hSat == (row < 8 ? 65504.0f : -65504.0f));
  }
  cudaFree(da);
  cudaFree(db);
  cudaFree(dch);
  cudaFree(douth);
  cudaFree(dc);
  cudaFree(dout);
}

int main() {
  using wmma::col_major;
  using wmma::mem_col_major;
  using wmma::mem_row_major;
  using wmma::row_major;
  checkGemm<16, 16, 16, half, half, row_major, col_major, float>("f16 rc", 2, 2, 3, -3, 3,
                                                                 mem_row_major, 2.0, -1.0);
  checkGemm<16, 16, 16, half, half, col_major, row_major, float>("f16 cr", 2, 4, 2, -3, 3,
                                                                 mem_col_major, 1.0, 1.0);
  checkGemm<32, 8, 16, half, half, row_major, row_major, float>("f16 32x8", 2, 3, 2, -2, 2,
                                                                mem_row_major, 1.0, 3.0);
  checkGemm<8, 32, 16, half, half, col_major, col_major, float>("f16 8x32", 4, 1, 2, -2, 2,
                                                                mem_col_major, -1.0, 0.0);
  checkGemm<16, 16, 16, half, half, row_major, col_major, half>("f16 acc", 2, 1, 1, -2, 2,
                                                                mem_row_major, 1.0, 1.0);
  checkGemm<16, 16, 16, __nv_bfloat16, __nv_bfloat16, row_major, col_major, float>(
      "bf16 rc", 2, 2, 3, -3, 3, mem_row_major, 2.0, -1.0);
  checkGemm<16, 16, 16, __nv_bfloat16, __nv_bfloat16, col_major, row_major, float>(
      "bf16 cr", 2, 4, 2, -9, 9, mem_col_major, 1.0, 1.0);
  checkGemm<32, 8, 16, __nv_bfloat16, __nv_bfloat16, row_major, row_major, float>(
      "bf16 32x8", 2, 3, 2, -2, 2, mem_row_major, 1.0, 3.0);
  checkGemm<8, 32, 16, __nv_bfloat16, __nv_bfloat16, col_major, col_major, float>(
      "bf16 8x32", 4, 1, 2, -2, 2, mem_col_major, -1.0, 0.0);
  checkGemm<16, 16, 16, signed char, signed char, row_major, col_major, int>(
      "s8", 2, 2, 4, -128, 127, mem_row_major, 1, 2);
  checkGemm<16, 16, 16, unsigned char, unsigned char, col_major, row_major, int>(
      "u8", 2, 2, 2, 0, 255, mem_col_major, 1, -1);
  checkGemm<32, 8, 16, signed char, signed char, row_major, col_major, int>(
      "s8 32x8", 2, 2, 1, -9, 9, mem_row_major, 1, 1);
  checkGemm<8, 8, 4, double, double, row_major, col_major, double>("f64", 4, 2, 5, -50, 50,
                                                                   mem_row_major, 0.5, 2.0);
  checkGemm<8, 8, 4, double, double, col_major, row_major, double>("f64 cr", 2, 2, 3, -50, 50,
                                                                   mem_col_major, 1.0, 1.0);
  checkTf32Conversion();
  checkTf32Gemm();
  checkSaturation();
  checkFloatSaturation();
  return DONE();
}
