// CUDA's bfloat16 (CUDA Math API, "Bfloat16 Precision Intrinsics"): a
// bfloat16 is the upper 16 bits of a float (1 sign, 8 exponent, 7 mantissa
// bits). Checked bit for bit against a host reference written here from that
// definition, with values and midpoints computed in double: float ->
// bfloat16 in the four rounding modes (ties, NaN, infinities, subnormals,
// overflow), bfloat16 -> float for all 65536 patterns, double and integers
// -> bfloat16, bfloat16 -> integers in the four modes (saturating, NaN),
// arithmetic and the exact math functions against the float result rounded
// to nearest even, the other math functions within one bfloat16 ulp,
// comparisons and min/max with NaN and signed zeros, __nv_bfloat162, warp
// shuffles and atomicAdd.
// Host code calls the same functions and must give the same bits.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
// CHECK-NOT: FAILED
// CHECK: OK
#include <cuda_bf16.h>
#include <cuda_runtime.h>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <vector>
#include "expect.h"

// ---- The reference, from the definition. ----
static uint32_t floatBits(float f) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  return u;
}
static float bitsFloat(uint32_t u) {
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}
static uint16_t bits(__nv_bfloat16 h) {
  uint16_t b;
  std::memcpy(&b, &h, 2);
  return b;
}
static __nv_bfloat16 fromBits(uint16_t b) {
  __nv_bfloat16 h;
  std::memcpy(&h, &b, 2);
  return h;
}
static bool isNan16(uint16_t b) { return (b & 0x7fff) > 0x7f80; }
// The magnitude of bfloat16 bits b (sign ignored): (128 + m) * 2^(e - 134),
// subnormals m * 2^-133; the infinity's bits give 2^128, the value the
// rounding compares with past the largest finite one.
static long double magnitude(uint16_t b) {
  int e = (b >> 7) & 0xff, m = b & 0x7f;
  return e ? std::ldexp(128.0L + m, e - 134) : std::ldexp((long double)m, -133);
}
enum Mode { RN, RZ, RU, RD };
// x -> bfloat16 bits: the two bfloat16 magnitudes around |x| and the
// rounding mode's choice between them. long double holds every float,
// double and 64-bit integer exactly, and every midpoint.
static uint16_t refRound(long double x, Mode mode) {
  if (std::isnan(x))
    return 0x7fff;
  uint16_t sign = std::signbit(x) ? 0x8000 : 0;
  long double a = std::fabs(x);
  if (std::isinf(x))
    return sign | 0x7f80;
  uint16_t lo = 0x7f7f, hi = 0x7f80; // magnitude(lo) <= a < magnitude(hi)
  if (a < magnitude(0x7f7f)) {
    lo = 0;
    hi = 0x7f7f;
    while (hi - lo > 1) {
      uint16_t mid = (uint16_t)((lo + hi) / 2);
      (magnitude(mid) <= a ? lo : hi) = mid;
    }
  }
  if (magnitude(lo) == a)
    return sign | lo;
  bool up = mode == RU ? !sign : mode == RD ? sign != 0 : false;
  if (mode == RN) {
    long double mid = (magnitude(lo) + magnitude(hi)) / 2;
    up = a > mid || (a == mid && (lo & 1));
  }
  return sign | (up ? hi : lo);
}
static float refValue(uint16_t b) {
  return isNan16(b) ? NAN : (float)((b & 0x8000 ? -1 : 1) * magnitude(b & 0x7fff));
}
// f rounded to the nearest bfloat16, as a float.
static float rnv(float f) { return refValue(refRound(f, RN)); }
static uint16_t refRoundInt(long double v, Mode mode) { return refRound(v, mode); }

// ---- Device kernels. ----
__global__ void fromFloat(const float *in, __nv_bfloat16 *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    out[4 * i] = __float2bfloat16_rn(in[i]);
    out[4 * i + 1] = __float2bfloat16_rz(in[i]);
    out[4 * i + 2] = __float2bfloat16_ru(in[i]);
    out[4 * i + 3] = __float2bfloat16_rd(in[i]);
  }
}
__global__ void implicitConversions(const float *in, __nv_bfloat16 *out, float *back, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    __nv_bfloat16 h = in[i];
    out[2 * i] = h;
    out[2 * i + 1] = __float2bfloat16(in[i]);
    back[i] = h;
  }
}
__global__ void toFloat(const unsigned short *in, float *out, float2 *pairs, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    out[i] = __bfloat162float(__ushort_as_bfloat16(in[i]));
    __nv_bfloat162 p = __halves2bfloat162(__ushort_as_bfloat16(in[i]), __short_as_bfloat16((short)in[n - 1 - i]));
    pairs[i] = __bfloat1622float2(p);
  }
}
__global__ void fromDouble(const double *in, __nv_bfloat16 *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = __double2bfloat16(in[i]);
}
__global__ void fromInt(const long long *in, __nv_bfloat16 *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    long long v = in[i];
    __nv_bfloat16 *o = out + 16 * i;
    o[0] = __ll2bfloat16_rn(v), o[1] = __ll2bfloat16_rz(v), o[2] = __ll2bfloat16_ru(v), o[3] = __ll2bfloat16_rd(v);
    unsigned long long u = (unsigned long long)v;
    o[4] = __ull2bfloat16_rn(u), o[5] = __ull2bfloat16_rz(u), o[6] = __ull2bfloat16_ru(u), o[7] = __ull2bfloat16_rd(u);
    int s = (int)v;
    o[8] = __int2bfloat16_rn(s), o[9] = __int2bfloat16_rz(s), o[10] = __int2bfloat16_ru(s), o[11] = __int2bfloat16_rd(s);
    o[12] = __uint2bfloat16_rn((unsigned)v), o[13] = __short2bfloat16_rd((short)v);
    o[14] = __ushort2bfloat16_ru((unsigned short)v), o[15] = __nv_bfloat16(s);
  }
}
// All 65536 patterns to each integer type in each mode.
__global__ void toInt(long long *out, unsigned long long *outU, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    __nv_bfloat16 h = __ushort_as_bfloat16((unsigned short)i);
    long long *o = out + 20 * i;
    o[0] = __bfloat162int_rn(h), o[1] = __bfloat162int_rz(h), o[2] = __bfloat162int_ru(h), o[3] = __bfloat162int_rd(h);
    o[4] = __bfloat162short_rn(h), o[5] = __bfloat162short_rz(h), o[6] = __bfloat162short_ru(h), o[7] = __bfloat162short_rd(h);
    o[8] = __bfloat162uint_rn(h), o[9] = __bfloat162uint_rz(h), o[10] = __bfloat162uint_ru(h), o[11] = __bfloat162uint_rd(h);
    o[12] = __bfloat162ushort_rn(h), o[13] = __bfloat162ushort_rz(h), o[14] = __bfloat162ushort_ru(h), o[15] = __bfloat162ushort_rd(h);
    o[16] = __bfloat162ll_rn(h), o[17] = __bfloat162ll_rz(h), o[18] = __bfloat162ll_ru(h), o[19] = __bfloat162ll_rd(h);
    outU[4 * i] = __bfloat162ull_rn(h), outU[4 * i + 1] = __bfloat162ull_rz(h);
    outU[4 * i + 2] = __bfloat162ull_ru(h), outU[4 * i + 3] = __bfloat162ull_rd(h);
  }
}
enum { kArith = 13 };
__host__ __device__ void arith(__nv_bfloat16 a, __nv_bfloat16 b, __nv_bfloat16 c, __nv_bfloat16 *o) {
  o[0] = __hadd(a, b), o[1] = __hsub(a, b), o[2] = __hmul(a, b), o[3] = __hdiv(a, b);
  o[4] = __hfma(a, b, c), o[5] = a + b, o[6] = a - b, o[7] = a * b, o[8] = a / b;
  o[9] = __hneg(a), o[10] = __habs(a), o[11] = __hmax(a, b), o[12] = __hmin(a, b);
}
__global__ void arithmetic(const __nv_bfloat16 *a, const __nv_bfloat16 *b, __nv_bfloat16 *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    arith(a[i], b[i], b[n - 1 - i], out + kArith * i);
}
enum { kCompare = 20 };
__host__ __device__ void compare(__nv_bfloat16 a, __nv_bfloat16 b, int *o) {
  o[0] = __heq(a, b), o[1] = __hne(a, b), o[2] = __hlt(a, b), o[3] = __hle(a, b);
  o[4] = __hgt(a, b), o[5] = __hge(a, b), o[6] = a == b, o[7] = a != b, o[8] = a < b;
  o[9] = a <= b, o[10] = a > b, o[11] = a >= b, o[12] = __hisnan(a), o[13] = __hisinf(a);
  o[14] = __hequ(a, b), o[15] = __hneu(a, b), o[16] = __hltu(a, b), o[17] = __hgeu(a, b);
  o[18] = __bfloat16_as_ushort(__hmax_nan(a, b)), o[19] = __bfloat16_as_short(__hmin_nan(a, b));
}
__global__ void comparisons(const __nv_bfloat16 *a, const __nv_bfloat16 *b, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    compare(a[i], b[i], out + kCompare * i);
}
enum { kMath = 15 };
__global__ void math(__nv_bfloat16 *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    __nv_bfloat16 h = __ushort_as_bfloat16((unsigned short)i), *o = out + kMath * i;
    o[0] = hsqrt(h), o[1] = hrcp(h), o[2] = hfloor(h), o[3] = hceil(h), o[4] = htrunc(h);
    o[5] = hrint(h), o[6] = hrsqrt(h), o[7] = hexp(h), o[8] = hexp2(h), o[9] = hexp10(h);
    o[10] = hlog(h), o[11] = hlog2(h), o[12] = hlog10(h), o[13] = hsin(h), o[14] = hcos(h);
  }
}
// __nv_bfloat162: the 2 forms, operators, ++/--/compound assignment, and a
// __shared__ array.
__global__ void pairs(const __nv_bfloat162 *a, const __nv_bfloat162 *b, __nv_bfloat162 *out, int *flags) {
  __shared__ __nv_bfloat162 s[32];
  int i = threadIdx.x;
  s[i] = b[i];
  __syncthreads();
  __nv_bfloat162 x = a[i], y = s[31 - i], *o = out + 16 * i;
  o[0] = __hadd2(x, y), o[1] = __hsub2(x, y), o[2] = __hmul2(x, y), o[3] = __h2div(x, y);
  o[4] = __hfma2(x, y, x), o[5] = __hneg2(x), o[6] = __habs2(x), o[7] = x + y * x - y / x;
  o[8] = __heq2(x, y), o[9] = __hlt2(x, y), o[10] = __hmax2(x, y), o[11] = __lowhigh2highlow(x);
  o[12] = __floats2bfloat162_rn(__low2float(x), __high2float(y));
  o[13] = __halves2bfloat162(__low2bfloat16(y), __high2bfloat16(x));
  __nv_bfloat162 z = x;
  z += y;
  z *= x;
  o[14] = z;
  __nv_bfloat16 h = __low2bfloat16(x), old = h++;
  ++h;
  h -= old;
  h--;
  o[15] = __bfloat162bfloat162(h);
  flags[2 * i] = __hbeq2(x, y) + 2 * (x == y) + 4 * __hblt2(x, y) + 8 * (x < y) + 16 * __hbne2(x, y) + 32 * (x != y);
  flags[2 * i + 1] = (int)__low2bfloat16(x) + 1000 * (bool)__high2bfloat16(y);
}

// Warp shuffles of both types and atomicAdd in global and shared memory, by
// 64 threads (two warps); the values are small integers, so sums are exact.
__global__ void warpOps(const __nv_bfloat16 *in, __nv_bfloat16 *sums, __nv_bfloat162 *moved,
                        __nv_bfloat16 *counter, __nv_bfloat162 *counter2, float *olds) {
  __shared__ __nv_bfloat16 shared;
  int i = threadIdx.x, lane = i % 32;
  if (i == 0)
    shared = __float2bfloat16(0.0f);
  __syncthreads();
  __nv_bfloat16 v = in[i];
  for (int o = 16; o; o /= 2)
    v = v + __shfl_xor_sync(0xffffffffu, v, o);
  sums[i] = v;
  __nv_bfloat162 p = __halves2bfloat162(in[i], __int2bfloat16_rn(lane));
  moved[4 * i] = __shfl_sync(0xffffffffu, p, 5);
  moved[4 * i + 1] = __shfl_up_sync(0xffffffffu, p, 1u);
  moved[4 * i + 2] = __shfl_down_sync(0xffffffffu, p, 2u);
  moved[4 * i + 3] = __halves2bfloat162(__shfl_sync(0xffffffffu, in[i], lane ^ 3, 8),
                                        __shfl_down_sync(0xffffffffu, p.y, 1u, 16));
  olds[i] = atomicAdd(counter, __float2bfloat16(1.0f));
  __nv_bfloat162 old2 = atomicAdd(counter2, __floats2bfloat162_rn(1.0f, 2.0f));
  olds[64 + i] = __low2float(old2) + 1000.0f * __high2float(old2);
  atomicAdd(&shared, __float2bfloat16(0.5f));
  __syncthreads();
  if (i == 0)
    counter[1] = shared;
}

// ---- Inputs. ----
static uint32_t rngState = 2024u;
static uint32_t rng() {
  rngState = rngState * 1664525u + 1013904223u;
  return rngState;
}
static std::vector<float> floatInputs() {
  const uint32_t special[] = {
      0x00000000, 0x80000000, 0x3f800000, 0xbf800000, 0x3f808000 /* 1 + 2^-8: tie, to even 1 */,
      0x3f818000 /* 1 + 3 * 2^-8: tie, to even up */, 0x3f808001, 0x3f807fff, 0xbf808000, 0xbf818000,
      0xbf808001, 0x7f7f0000 /* the largest bfloat16 */, 0x7f7f7fff, 0x7f7f8000 /* tie: overflow */,
      0x7f7fffff /* FLT_MAX */, 0xff7f8000, 0xff7fffff, 0x7f800000, 0xff800000, 0x7fc00000,
      0xffc00000, 0x7f800001 /* signalling NaN */, 0x7fff0000, 0xff810000, 0x00000001 /* 2^-149 */,
      0x80000001, 0x00008000 /* tie between 0 and the smallest subnormal */, 0x00018000, 0x00010000,
      0x007fffff, 0x807fffff, 0x00800000, 0x007f8000, 0x3dcccccd, 0x3eaaaaab, 0x40490fdb};
  std::vector<float> in;
  for (uint32_t u : special)
    in.push_back(bitsFloat(u));
  for (int i = 0; i < 20000; ++i)
    in.push_back(bitsFloat(rng()));
  for (int i = 0; i < 2000; ++i) // ties and their neighbours
    in.push_back(bitsFloat(((rng() & 0xffff0000u) | 0x8000u) + (uint32_t)(i % 3) - 1u));
  return in;
}
// Finite bfloat16 operands: specials, small integers and random ones.
static std::vector<uint16_t> bf16Inputs(int n) {
  const uint16_t special[] = {0x0000, 0x8000, 0x3f80, 0xbf80, 0x7f80, 0xff80, 0x7fc0, 0xffc0,
                              0x7f7f, 0xff7f, 0x0001, 0x8001, 0x0080, 0x4000, 0x4040, 0x3f81,
                              0x3f7f, 0x7f00, 0x0100, 0x4120, 0xc2c8, 0x3c00, 0x4b00};
  std::vector<uint16_t> v(special, special + sizeof special / 2);
  while ((int)v.size() < n)
    v.push_back((uint16_t)(rng() >> 8));
  return v;
}

template <typename T> static T *dev(const std::vector<T> &h) {
  T *d;
  cudaMalloc(&d, h.size() * sizeof(T) + 1);
  cudaMemcpy(d, h.data(), h.size() * sizeof(T), cudaMemcpyHostToDevice);
  return d;
}
template <typename T> static std::vector<T> host(const T *d, size_t n) {
  std::vector<T> h(n);
  cudaMemcpy(h.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost);
  return h;
}
static int grid(int n) { return (n + 127) / 128; }
// Two results agree when both are NaN or the bits are equal.
static bool same(uint16_t a, uint16_t b) { return (isNan16(a) && isNan16(b)) || a == b; }
static int report(const char *what, int bad, int all) {
  if (bad)
    std::printf("FAILED %s: %d of %d\n", what, bad, all);
  return bad;
}

static void checkFromFloat() {
  std::vector<float> in = floatInputs();
  int n = (int)in.size(), bad = 0, badHost = 0, badImplicit = 0;
  float *din = dev(in), *dback;
  __nv_bfloat16 *dout, *dimp;
  cudaMalloc(&dout, 4 * n * sizeof(__nv_bfloat16));
  cudaMalloc(&dimp, 2 * n * sizeof(__nv_bfloat16));
  cudaMalloc(&dback, n * sizeof(float));
  fromFloat<<<grid(n), 128>>>(din, dout, n);
  implicitConversions<<<grid(n), 128>>>(din, dimp, dback, n);
  std::vector<__nv_bfloat16> out = host(dout, 4 * n), imp = host(dimp, 2 * n);
  std::vector<float> back = host(dback, n);
  for (int i = 0; i < n; ++i) {
    __nv_bfloat16 hostOut[4] = {__float2bfloat16_rn(in[i]), __float2bfloat16_rz(in[i]),
                                __float2bfloat16_ru(in[i]), __float2bfloat16_rd(in[i])};
    for (int m = 0; m < 4; ++m) {
      uint16_t want = refRound(in[i], (Mode)m);
      if (!same(bits(out[4 * i + m]), want) && bad++ < 5)
        std::printf("float 0x%08x mode %d: 0x%04x, expected 0x%04x\n", floatBits(in[i]), m,
                    bits(out[4 * i + m]), want);
      badHost += bits(hostOut[m]) != bits(out[4 * i + m]);
    }
    uint16_t rn = refRound(in[i], RN);
    __nv_bfloat16 h = in[i];
    badImplicit += !same(bits(imp[2 * i]), rn) || !same(bits(imp[2 * i + 1]), rn) ||
                   bits(h) != bits(imp[2 * i]) ||
                   floatBits(back[i]) != (uint32_t)bits(imp[2 * i]) << 16;
  }
  report("float -> bfloat16", bad, 4 * n);
  report("float -> bfloat16 on the host", badHost, 4 * n);
  report("implicit float <-> bfloat16", badImplicit, n);
  EXPECT(bits(__float2bfloat16(1.00390625f)) == 0x3f80);              // tie to even
  EXPECT(bits(__float2bfloat16_rn(bitsFloat(0x7f7f8000))) == 0x7f80); // a tie past the largest
  EXPECT(bits(__float2bfloat16_rz(INFINITY)) == 0x7f80);
  EXPECT(bits(__float2bfloat16_rz(-3.4e38f)) == 0xff7f);
  EXPECT(isNan16(bits(__float2bfloat16(NAN))));
  cudaFree(din), cudaFree(dout), cudaFree(dimp), cudaFree(dback);
}

static void checkToFloat() {
  const int n = 65536;
  std::vector<unsigned short> in(n);
  for (int i = 0; i < n; ++i)
    in[i] = (unsigned short)i;
  unsigned short *din = dev(in);
  float *dout;
  float2 *dpairs;
  cudaMalloc(&dout, n * sizeof(float));
  cudaMalloc(&dpairs, n * sizeof(float2));
  toFloat<<<grid(n), 128>>>(din, dout, dpairs, n);
  std::vector<float> out = host(dout, n);
  std::vector<float2> pairsOut = host(dpairs, n);
  int bad = 0, badHost = 0;
  for (int i = 0; i < n; ++i) {
    uint32_t want = (uint32_t)i << 16;
    bad += floatBits(out[i]) != want || floatBits(pairsOut[i].x) != want ||
           floatBits(pairsOut[i].y) != (uint32_t)(n - 1 - i) << 16;
    if (!isNan16((uint16_t)i))
      bad += out[i] != refValue((uint16_t)i);
    badHost += floatBits(__bfloat162float(fromBits((uint16_t)i))) != want ||
               floatBits((float)fromBits((uint16_t)i)) != want;
  }
  report("bfloat16 -> float", bad, n);
  report("bfloat16 -> float on the host", badHost, n);
  cudaFree(din), cudaFree(dout), cudaFree(dpairs);
}

static void checkFromDouble() {
  std::vector<double> in = {1.0, 1.0 + 0x1p-8, 1.0 + 0x1p-8 + 0x1p-40 /* float makes it a tie */,
                            1.0 + 0x1p-8 - 0x1p-40, -(1.0 + 0x1p-8 + 0x1p-40), 0x1p-133 * 0.5,
                            0x1p-133 * 0.5 + 0x1p-180, 0x1p-140, 3.4e38, 3.3961e38, 1e300, -1e300,
                            INFINITY, -INFINITY, NAN, 0.0, -0.0, 0.1, 1.0 / 3.0};
  for (int i = 0; i < 500; ++i)
    in.push_back(std::ldexp((double)(rng() | 1u) * (double)rng(), (int)(rng() % 200) - 160));
  int n = (int)in.size(), bad = 0;
  double *din = dev(in);
  __nv_bfloat16 *dout;
  cudaMalloc(&dout, n * sizeof(__nv_bfloat16));
  fromDouble<<<grid(n), 128>>>(din, dout, n);
  std::vector<__nv_bfloat16> out = host(dout, n);
  for (int i = 0; i < n; ++i) {
    uint16_t want = refRound(in[i], RN);
    if ((!same(bits(out[i]), want) || bits(__double2bfloat16(in[i])) != bits(out[i])) && bad++ < 5)
      std::printf("double %a: 0x%04x (host 0x%04x), expected 0x%04x\n", in[i], bits(out[i]),
                  bits(__double2bfloat16(in[i])), want);
  }
  report("double -> bfloat16", bad, n);
  cudaFree(din), cudaFree(dout);
}

static void checkFromInt() {
  std::vector<long long> in = {0, 1, -1, 255, 256, 257 /* tie: to 256 */, 259 /* tie: to 260 */,
                               -257, -259, 258, 32767, -32768, 65535, 2147483647,
                               -2147483647LL - 1, 4294967295LL, (1LL << 62) + (1LL << 54),
                               (1LL << 62) + (1LL << 54) + 1, INT64_MAX, INT64_MIN, -3};
  for (int i = 0; i < 3000; ++i)
    in.push_back((long long)(((uint64_t)rng() << 32 | rng()) >> (rng() % 64)) * (i & 1 ? -1 : 1));
  int n = (int)in.size(), bad = 0;
  long long *din = dev(in);
  __nv_bfloat16 *dout;
  cudaMalloc(&dout, 16 * n * sizeof(__nv_bfloat16));
  fromInt<<<grid(n), 128>>>(din, dout, n);
  std::vector<__nv_bfloat16> out = host(dout, 16 * n);
  for (int i = 0; i < n; ++i) {
    long long v = in[i];
    uint64_t u = (uint64_t)v;
    int s = (int)v;
    uint16_t want[16], got[16];
    __nv_bfloat16 hostOut[16] = {
        __ll2bfloat16_rn(v), __ll2bfloat16_rz(v), __ll2bfloat16_ru(v), __ll2bfloat16_rd(v),
        __ull2bfloat16_rn(u), __ull2bfloat16_rz(u), __ull2bfloat16_ru(u), __ull2bfloat16_rd(u),
        __int2bfloat16_rn(s), __int2bfloat16_rz(s), __int2bfloat16_ru(s), __int2bfloat16_rd(s),
        __uint2bfloat16_rn((unsigned)v), __short2bfloat16_rd((short)v),
        __ushort2bfloat16_ru((unsigned short)v), __nv_bfloat16(s)};
    for (int m = 0; m < 4; ++m) {
      want[m] = refRoundInt((long double)v, (Mode)m);
      want[4 + m] = refRoundInt((long double)u, (Mode)m);
      want[8 + m] = refRoundInt((long double)s, (Mode)m);
    }
    want[12] = refRoundInt((long double)(unsigned)v, RN);
    want[13] = refRoundInt((long double)(short)v, RD);
    want[14] = refRoundInt((long double)(unsigned short)v, RU);
    want[15] = refRoundInt((long double)s, RN);
    for (int k = 0; k < 16; ++k) {
      got[k] = bits(out[16 * i + k]);
      if ((got[k] != want[k] || bits(hostOut[k]) != got[k]) && bad++ < 5)
        std::printf("integer %lld form %d: 0x%04x (host 0x%04x), expected 0x%04x\n", v, k, got[k],
                    bits(hostOut[k]), want[k]);
    }
  }
  report("integer -> bfloat16", bad, 16 * n);
  cudaFree(din), cudaFree(dout);
}

// x rounded to an integer in the mode, saturated to [lo, hi]; NaN gives nan.
static long double refToInt(double x, Mode mode, long double lo, long double hi, long double nan) {
  if (std::isnan(x))
    return nan;
  double r = mode == RN ? std::nearbyint(x) : mode == RZ ? std::trunc(x)
             : mode == RU ? std::ceil(x) : std::floor(x);
  return r < lo ? lo : r > hi ? hi : (long double)r;
}
static void checkToInt() {
  const int n = 65536;
  long long *dout;
  unsigned long long *doutU;
  cudaMalloc(&dout, 20 * n * sizeof(long long));
  cudaMalloc(&doutU, 4 * n * sizeof(unsigned long long));
  toInt<<<grid(n), 128>>>(dout, doutU, n);
  std::vector<long long> out = host(dout, 20 * n);
  std::vector<unsigned long long> outU = host(doutU, 4 * n);
  const long double range[5][3] = {{-2147483648.0L, 2147483647.0L, 0},
                                   {-32768.0L, 32767.0L, 0},
                                   {0, 4294967295.0L, 0},
                                   {0, 65535.0L, 0},
                                   {-9223372036854775808.0L, 9223372036854775807.0L,
                                    -9223372036854775808.0L}};
  int bad = 0, badHost = 0;
  for (int i = 0; i < n; ++i) {
    __nv_bfloat16 h = fromBits((uint16_t)i);
    double x = isNan16((uint16_t)i) ? NAN : refValue((uint16_t)i);
    long long hostOut[20] = {
        __bfloat162int_rn(h), __bfloat162int_rz(h), __bfloat162int_ru(h), __bfloat162int_rd(h),
        __bfloat162short_rn(h), __bfloat162short_rz(h), __bfloat162short_ru(h), __bfloat162short_rd(h),
        __bfloat162uint_rn(h), __bfloat162uint_rz(h), __bfloat162uint_ru(h), __bfloat162uint_rd(h),
        __bfloat162ushort_rn(h), __bfloat162ushort_rz(h), __bfloat162ushort_ru(h), __bfloat162ushort_rd(h),
        __bfloat162ll_rn(h), __bfloat162ll_rz(h), __bfloat162ll_ru(h), __bfloat162ll_rd(h)};
    for (int t = 0; t < 5; ++t)
      for (int m = 0; m < 4; ++m) {
        long double want = refToInt(x, (Mode)m, range[t][0], range[t][1], range[t][2]);
        long long got = out[20 * i + 4 * t + m];
        if ((long double)got != want && bad++ < 5)
          std::printf("bfloat16 0x%04x type %d mode %d: %lld, expected %Lg\n", i, t, m, got, want);
        badHost += hostOut[4 * t + m] != got;
      }
    for (int m = 0; m < 4; ++m) {
      long double want = refToInt(x, (Mode)m, 0, 18446744073709551615.0L, 9223372036854775808.0L);
      unsigned long long got = outU[4 * i + m];
      if ((long double)got != want && bad++ < 5)
        std::printf("bfloat16 0x%04x ull mode %d: %llu, expected %Lg\n", i, m, got, want);
    }
    badHost += __bfloat162ull_rn(h) != outU[4 * i] || __bfloat162ull_rd(h) != outU[4 * i + 3];
    badHost += (long long)(int)h != out[20 * i + 1]; // the conversion operator truncates
  }
  report("bfloat16 -> integer", bad, 24 * n);
  report("bfloat16 -> integer on the host", badHost, 22 * n);
  cudaFree(dout), cudaFree(doutU);
}

static uint16_t refArith(float a, float b, float c, int op) {
  switch (op) {
  case 0: case 5: return refRound(a + b, RN);
  case 1: case 6: return refRound(a - b, RN);
  case 2: case 7: return refRound(a * b, RN);
  case 3: case 8: return refRound(a / b, RN);
  case 4: return refRound(std::fma(a, b, c), RN);
  }
  return 0;
}
static void checkArithmetic() {
  const int n = 4000;
  std::vector<uint16_t> av = bf16Inputs(n), bv(n);
  for (int i = 0; i < n; ++i) // every special against every special, then random pairs
    bv[i] = av[i < 23 * 23 ? i / 23 : (rng() >> 5) % n];
  for (int i = 0; i < 23 * 23; ++i)
    av[i] = av[i % 23];
  std::vector<__nv_bfloat16> a(n), b(n);
  for (int i = 0; i < n; ++i)
    a[i] = fromBits(av[i]), b[i] = fromBits(bv[i]);
  __nv_bfloat16 *da = dev(a), *db = dev(b), *dout;
  cudaMalloc(&dout, kArith * n * sizeof(__nv_bfloat16));
  arithmetic<<<grid(n), 128>>>(da, db, dout, n);
  std::vector<__nv_bfloat16> out = host(dout, kArith * n);
  int bad = 0, badHost = 0;
  for (int i = 0; i < n; ++i) {
    float x = refValue(av[i]), y = refValue(bv[i]), z = refValue(bv[n - 1 - i]);
    if (isNan16(av[i]))
      x = NAN;
    if (isNan16(bv[i]))
      y = NAN;
    if (isNan16(bv[n - 1 - i]))
      z = NAN;
    __nv_bfloat16 hostOut[kArith];
    arith(a[i], b[i], b[n - 1 - i], hostOut);
    for (int op = 0; op < kArith; ++op) {
      uint16_t got = bits(out[kArith * i + op]), want;
      if (op < 9)
        want = refArith(x, y, z, op);
      else if (op == 9)
        want = av[i] ^ 0x8000;
      else if (op == 10)
        want = av[i] & 0x7fff;
      else { // max / min: a NaN gives the other operand; +0 > -0
        bool max = op == 11;
        if (isNan16(av[i]) || isNan16(bv[i]))
          want = isNan16(av[i]) ? (isNan16(bv[i]) ? 0x7fff : bv[i]) : av[i];
        else if (x == y)
          want = max ? (av[i] & bv[i]) : (av[i] | bv[i]);
        else
          want = (x > y) == max ? av[i] : bv[i];
      }
      if (!same(got, want) && bad++ < 5)
        std::printf("op %d of 0x%04x, 0x%04x, 0x%04x: 0x%04x, expected 0x%04x\n", op, av[i], bv[i],
                    bv[n - 1 - i], got, want);
      badHost += !same(bits(hostOut[op]), got);
    }
  }
  report("arithmetic", bad, kArith * n);
  report("arithmetic on the host", badHost, kArith * n);
  cudaFree(da), cudaFree(db), cudaFree(dout);
}

static void checkComparisons() {
  const uint16_t v[] = {0x0000, 0x8000, 0x3f80, 0xbf80, 0x7f80, 0xff80, 0x7fc0, 0xffc1, 0x3f81, 0x0001};
  const int k = sizeof v / 2, n = k * k;
  std::vector<__nv_bfloat16> a(n), b(n);
  for (int i = 0; i < n; ++i)
    a[i] = fromBits(v[i / k]), b[i] = fromBits(v[i % k]);
  __nv_bfloat16 *da = dev(a), *db = dev(b);
  int *dout;
  cudaMalloc(&dout, kCompare * n * sizeof(int));
  comparisons<<<grid(n), 128>>>(da, db, dout, n);
  std::vector<int> out = host(dout, kCompare * n);
  int bad = 0, badHost = 0;
  for (int i = 0; i < n; ++i) {
    uint16_t p = v[i / k], q = v[i % k];
    float x = isNan16(p) ? NAN : refValue(p), y = isNan16(q) ? NAN : refValue(q);
    bool unordered = std::isnan(x) || std::isnan(y);
    int want[kCompare] = {x == y, x < y || x > y, x < y, x <= y, x > y, x >= y, x == y,
                          x != y /* CUDA's != is unordered */, x < y, x <= y, x > y, x >= y,
                          isNan16(p), std::isinf(x) ? (x > 0 ? 1 : -1) : 0,
                          unordered || x == y, x != y, unordered || x < y, unordered || x >= y, 0, 0};
    int host[kCompare];
    compare(a[i], b[i], host);
    for (int c = 0; c < kCompare; ++c) {
      int got = out[kCompare * i + c];
      bool ok = got == want[c];
      if (c >= 18) { // max_nan / min_nan: NaN for any NaN, +0 > -0
        uint16_t w = unordered ? 0x7fff
                     : x == y  ? (c == 18 ? (p & q) : (p | q))
                               : ((x > y) == (c == 18) ? p : q);
        ok = same((uint16_t)got, w);
      }
      if (!ok && bad++ < 5)
        std::printf("comparison %d of 0x%04x, 0x%04x: %d, expected %d\n", c, p, q, got, want[c]);
      badHost += host[c] != got;
    }
  }
  report("comparisons", bad, kCompare * n);
  report("comparisons on the host", badHost, kCompare * n);
  cudaFree(da), cudaFree(db), cudaFree(dout);
}

// Neighbouring bfloat16 values, or equal ones, or both NaN (ordered keys).
static bool withinUlp(uint16_t a, uint16_t b) {
  if (isNan16(a) || isNan16(b))
    return isNan16(a) && isNan16(b);
  int ka = a & 0x8000 ? -(a & 0x7fff) : a, kb = b & 0x8000 ? -(b & 0x7fff) : b;
  return std::abs(ka - kb) <= 1;
}
static void checkMath() {
  const int n = 65536;
  __nv_bfloat16 *dout;
  cudaMalloc(&dout, kMath * n * sizeof(__nv_bfloat16));
  math<<<grid(n), 128>>>(dout, n);
  std::vector<__nv_bfloat16> out = host(dout, kMath * n);
  int bad = 0;
  for (int i = 0; i < n; ++i) {
    double x = isNan16((uint16_t)i) ? NAN : refValue((uint16_t)i);
    double want[kMath] = {std::sqrt(x), 1.0 / x, std::floor(x), std::ceil(x), std::trunc(x),
                          std::nearbyint(x), 1.0 / std::sqrt(x), std::exp(x), std::exp2(x),
                          std::pow(10.0, x), std::log(x), std::log2(x), std::log10(x),
                          std::sin(x), std::cos(x)};
    for (int f = 0; f < kMath; ++f) {
      uint16_t got = bits(out[kMath * i + f]), w = refRound(want[f], RN);
      // sqrt, rcp, floor, ceil, trunc, rint: correctly rounded.
      bool ok = f < 6 ? same(got, w) : withinUlp(got, w);
      if (!ok && bad++ < 5)
        std::printf("math %d of 0x%04x: 0x%04x, expected 0x%04x\n", f, i, got, w);
    }
  }
  report("math functions", bad, kMath * n);
  cudaFree(dout);
}

static void checkPairs() {
  std::vector<uint16_t> v = bf16Inputs(64);
  std::vector<__nv_bfloat162> a(32), b(32);
  for (int i = 0; i < 32; ++i) {
    a[i] = __halves2bfloat162(fromBits(v[i]), fromBits(v[63 - i]));
    b[i] = __halves2bfloat162(fromBits(v[(i * 7) % 64]), fromBits(v[i % 5 ? 63 - i : i]));
  }
  __nv_bfloat162 *da = dev(a), *db = dev(b), *dout;
  int *dflags;
  cudaMalloc(&dout, 16 * 32 * sizeof(__nv_bfloat162));
  cudaMalloc(&dflags, 64 * sizeof(int));
  pairs<<<1, 32>>>(da, db, dout, dflags);
  std::vector<__nv_bfloat162> out = host(dout, 16 * 32);
  std::vector<int> flags = host(dflags, 64);
  int bad = 0;
  auto check = [&](int i, int k, uint16_t lo, uint16_t hi) {
    uint16_t got[2] = {bits(out[16 * i + k].x), bits(out[16 * i + k].y)};
    if ((!same(got[0], lo) || !same(got[1], hi)) && bad++ < 5)
      std::printf("pair %d result %d: 0x%04x 0x%04x, expected 0x%04x 0x%04x\n", i, k, got[0],
                  got[1], lo, hi);
  };
  for (int i = 0; i < 32; ++i) {
    uint16_t x[2] = {bits(a[i].x), bits(a[i].y)}, y[2] = {bits(b[31 - i].x), bits(b[31 - i].y)};
    float fx[2], fy[2];
    uint16_t r[16][2] = {};
    for (int h = 0; h < 2; ++h) {
      float xs = fx[h] = refValue(x[h]), ys = fy[h] = refValue(y[h]);
      r[0][h] = refRound(xs + ys, RN), r[1][h] = refRound(xs - ys, RN);
      r[2][h] = refRound(xs * ys, RN), r[3][h] = refRound(xs / ys, RN);
      r[4][h] = refRound(std::fma(xs, ys, xs), RN), r[5][h] = x[h] ^ 0x8000, r[6][h] = x[h] & 0x7fff;
      r[7][h] = refRound(rnv(xs + rnv(ys * xs)) - rnv(ys / xs), RN);
      r[8][h] = xs == ys ? 0x3f80 : 0, r[9][h] = xs < ys ? 0x3f80 : 0;
      r[14][h] = refRound(rnv(xs + ys) * xs, RN);
    }
    float once = rnv(fx[0] + 1.0f), twice = rnv(once + 1.0f);
    r[15][0] = r[15][1] = refRound(rnv(twice - fx[0]) - 1.0f, RN);
    for (int k = 0; k < 8; ++k)
      check(i, k, r[k][0], r[k][1]);
    check(i, 8, r[8][0], r[8][1]);
    check(i, 9, r[9][0], r[9][1]);
    check(i, 11, x[1], x[0]);
    check(i, 12, refRound(fx[0], RN), refRound(fy[1], RN));
    check(i, 13, y[0], x[1]);
    bool eq = fx[0] == fy[0] && fx[1] == fy[1], lt = fx[0] < fy[0] && fx[1] < fy[1];
    bool ne = (fx[0] < fy[0] || fx[0] > fy[0]) && (fx[1] < fy[1] || fx[1] > fy[1]);
    bool neu = fx[0] != fy[0] && fx[1] != fy[1];
    int wantFlags = eq + 2 * eq + 4 * lt + 8 * lt + 16 * ne + 32 * neu;
    if (flags[2 * i] != wantFlags && bad++ < 5)
      std::printf("pair %d comparisons: %d, expected %d\n", i, flags[2 * i], wantFlags);
    check(i, 14, r[14][0], r[14][1]);
    check(i, 15, r[15][0], r[15][1]);
    // __hmax2: __hmax (checked above) on each half.
    check(i, 10, bits(__hmax(a[i].x, b[31 - i].x)), bits(__hmax(a[i].y, b[31 - i].y)));
    int low = (int)refToInt(fx[0], RZ, -2147483648.0L, 2147483647.0L, 0);
    if (flags[2 * i + 1] != low + 1000 * ((y[1] & 0x7fff) != 0) && bad++ < 5)
      std::printf("pair %d conversions: %d\n", i, flags[2 * i + 1]);
  }
  report("__nv_bfloat162", bad, 32 * 18);
  EXPECT(sizeof(__nv_bfloat16) == 2 && alignof(__nv_bfloat16) == 2);
  EXPECT(sizeof(__nv_bfloat162) == 4 && alignof(__nv_bfloat162) == 4);
  EXPECT(flags[1] == (int)__low2bfloat16(a[0]) + 1000 * (bool)__high2bfloat16(b[31]));
  cudaFree(da), cudaFree(db), cudaFree(dout), cudaFree(dflags);
}

static void checkWarpAndAtomics() {
  std::vector<__nv_bfloat16> in(64);
  float total[2] = {0, 0};
  for (int i = 0; i < 64; ++i) {
    in[i] = __float2bfloat16((float)(rng() % 4));
    total[i / 32] += __bfloat162float(in[i]);
  }
  std::vector<__nv_bfloat16> zero(2, __float2bfloat16(0.0f));
  std::vector<__nv_bfloat162> zero2(1, __floats2bfloat162_rn(0.0f, 0.0f));
  __nv_bfloat16 *din = dev(in), *dsums, *dcounter = dev(zero);
  __nv_bfloat162 *dmoved, *dcounter2 = dev(zero2);
  float *dolds;
  cudaMalloc(&dsums, 64 * sizeof(__nv_bfloat16));
  cudaMalloc(&dmoved, 4 * 64 * sizeof(__nv_bfloat162));
  cudaMalloc(&dolds, 128 * sizeof(float));
  warpOps<<<1, 64>>>(din, dsums, dmoved, dcounter, dcounter2, dolds);
  std::vector<__nv_bfloat16> sums = host(dsums, 64), counter = host(dcounter, 2);
  std::vector<__nv_bfloat162> moved = host(dmoved, 4 * 64), counter2 = host(dcounter2, 1);
  std::vector<float> olds = host(dolds, 128);
  int bad = 0;
  std::vector<int> seen(64), seen2(64);
  for (int i = 0; i < 64; ++i) {
    int lane = i % 32, base = i - lane;
    auto v = [&](int l) { return __bfloat162float(in[base + l]); };
    bad += __bfloat162float(sums[i]) != total[i / 32];
    const __nv_bfloat162 *m = &moved[4 * i];
    bad += __low2float(m[0]) != v(5) || __high2float(m[0]) != 5.0f;
    int up = lane >= 1 ? lane - 1 : lane, down = lane + 2 < 32 ? lane + 2 : lane;
    bad += __low2float(m[1]) != v(up) || __high2float(m[1]) != (float)up;
    bad += __low2float(m[2]) != v(down) || __high2float(m[2]) != (float)down;
    int seg = lane & ~15, down16 = lane + 1 < seg + 16 ? lane + 1 : lane;
    bad += __low2float(m[3]) != v((lane & ~7) | ((lane ^ 3) & 7)) || __high2float(m[3]) != (float)down16;
    float o = olds[i], o2 = olds[64 + i];
    if (o >= 0 && o < 64 && o == (int)o)
      seen[(int)o]++;
    int k = (int)(o2 - 1000.0f * (int)(o2 / 1000.0f));
    if (k >= 0 && k < 64 && o2 == k + 1000.0f * 2 * k)
      seen2[k]++;
  }
  for (int i = 0; i < 64; ++i)
    bad += seen[i] != 1 || seen2[i] != 1;
  bad += __bfloat162float(counter[0]) != 64.0f || __bfloat162float(counter[1]) != 32.0f;
  bad += __low2float(counter2[0]) != 64.0f || __high2float(counter2[0]) != 128.0f;
  report("shuffles and atomicAdd", bad, 64 * 6);
  cudaFree(din), cudaFree(dsums), cudaFree(dcounter), cudaFree(dmoved), cudaFree(dcounter2);
  cudaFree(dolds);
}

int main() {
  checkFromFloat();
  checkToFloat();
  checkFromDouble();
  checkFromInt();
  checkToInt();
  checkArithmetic();
  checkComparisons();
  checkMath();
  checkPairs();
  checkWarpAndAtomics();
  EXPECT(bits(CUDART_INF_BF16) == 0x7f80 && bits(CUDART_ONE_BF16) == 0x3f80);
  EXPECT(isNan16(bits(CUDART_NAN_BF16)) && bits(CUDART_MAX_NORMAL_BF16) == 0x7f7f);
  EXPECT(bits(CUDART_MIN_DENORM_BF16) == 0x0001 && bits(CUDART_NEG_ZERO_BF16) == 0x8000);
  return DONE();
}
