/*===- cuda_fp16.h - CUDA half precision as the translator sees it --------===*\
 *
 * CUDA's __half / __half2 API (cuda_fp16.hpp) with CUDA's overload set, so that
 * overload resolution and implicit conversions in the input pick what nvcc
 * would pick. Declarations only: every call, operator, converting constructor
 * and conversion operator is lowered by tool/lib/Builtins/HalfBuiltins.cpp to
 * the helpers of kernels/opencl/half*.cl, where a __half is its 16 bits
 * (`ultima_half`, a ushort) and a __half2 is a ushort2 (docs/device-library.md,
 * section "Half precision").
\*===----------------------------------------------------------------------===*/
#ifndef __ULTIMA_CUDA_FP16_H
#define __ULTIMA_CUDA_FP16_H

#define __CUDA_FP16_DECL__ __ULTIMA_BUILTIN__
#define __CUDA_FP16_TYPES_EXIST__
#define CUDART_INF_FP16 __ushort_as_half((unsigned short)0x7C00U)
#define CUDART_NAN_FP16 __ushort_as_half((unsigned short)0x7FFFU)
#define CUDART_MIN_DENORM_FP16 __ushort_as_half((unsigned short)0x0001U)
#define CUDART_MAX_NORMAL_FP16 __ushort_as_half((unsigned short)0x7BFFU)
#define CUDART_ONE_FP16 __ushort_as_half((unsigned short)0x3C00U)
#define CUDART_ZERO_FP16 __ushort_as_half((unsigned short)0x0000U)

/* CUDA's conversions between __half and the arithmetic types are
   __host__ __device__: host code fills half arrays too. The translator lowers
   the device uses (HalfBuiltins.cpp); ultima-cc's host compilation
   (__ULTIMA_CC_HOST__) gets these definitions, IEEE binary16 with round to
   nearest even from float, as CUDA's _rn conversions (and its conversion
   operators to integers truncate, as its _rz ones). */
#ifdef __ULTIMA_CC_HOST__
static inline __host__ __device__ unsigned short __ultima_float2half_bits(float f) {
  union {
    float f;
    unsigned int u;
  } v = {f};
  unsigned int sign = (v.u >> 16) & 0x8000u, bits = v.u & 0x7fffffffu;
  if (bits >= 0x7f800000u) /* inf, or NaN kept quiet */
    return (unsigned short)(sign | 0x7c00u | (bits > 0x7f800000u ? 0x200u : 0u));
  if (bits >= 0x477ff000u) /* rounds to 65520 or more: inf */
    return (unsigned short)(sign | 0x7c00u);
  if (bits < 0x38800000u) { /* below 2^-14: a subnormal half, or 0 */
    unsigned int shift = 126u - (bits >> 23), mantissa = (bits & 0x7fffffu) | 0x800000u;
    if (shift > 24u)
      return (unsigned short)sign;
    unsigned int half = mantissa >> shift, rest = mantissa & ((1u << shift) - 1u),
                 halfway = 1u << (shift - 1u);
    half += rest > halfway || (rest == halfway && (half & 1u));
    return (unsigned short)(sign | half);
  }
  unsigned int half = ((bits - 0x38000000u) >> 13), rest = bits & 0x1fffu;
  half += rest > 0x1000u || (rest == 0x1000u && (half & 1u));
  return (unsigned short)(sign | half);
}
static inline __host__ __device__ float __ultima_half_bits2float(unsigned short h) {
  unsigned int sign = (unsigned int)(h & 0x8000u) << 16, exponent = (h >> 10) & 0x1fu,
               mantissa = h & 0x3ffu, bits;
  if (exponent == 0x1fu)
    bits = sign | 0x7f800000u | (mantissa << 13);
  else if (exponent)
    bits = sign | ((exponent + 112u) << 23) | (mantissa << 13);
  else if (!mantissa)
    bits = sign;
  else { /* subnormal: normalise */
    exponent = 113u;
    while (!(mantissa & 0x400u)) {
      mantissa <<= 1;
      --exponent;
    }
    bits = sign | (exponent << 23) | ((mantissa & 0x3ffu) << 13);
  }
  union {
    unsigned int u;
    float f;
  } v = {bits};
  return v.f;
}
/* The body is the variadic part: braces do not protect its commas. */
#define __ULTIMA_FP16_HD(decl, ...) __host__ __device__ decl __VA_ARGS__
#define __ULTIMA_FP16_HD_FN(decl, ...) static inline __host__ __device__ decl __VA_ARGS__
#else
#define __ULTIMA_FP16_HD(decl, ...) __host__ __device__ decl;
#define __ULTIMA_FP16_HD_FN(decl, ...) __host__ __device__ decl;
#endif

/* 2 bytes, 2-aligned, as CUDA's. The default constructor is trivial, so a
   __half may live in __shared__ memory and an uninitialised one stays so. */
struct __builtin_align__(2) __half {
protected:
  unsigned short __x;

public:
  __half() = default;
  __ULTIMA_FP16_HD(__half(float f), : __x(__ultima_float2half_bits(f)){})
  __ULTIMA_FP16_HD(__half(double d), : __x(__ultima_float2half_bits((float)d)){})
  __ULTIMA_FP16_HD(__half(short i), : __x(__ultima_float2half_bits((float)i)){})
  __ULTIMA_FP16_HD(__half(unsigned short i), : __x(__ultima_float2half_bits((float)i)){})
  __ULTIMA_FP16_HD(__half(int i), : __x(__ultima_float2half_bits((float)i)){})
  __ULTIMA_FP16_HD(__half(unsigned int i), : __x(__ultima_float2half_bits((float)i)){})
  __ULTIMA_FP16_HD(__half(long long i), : __x(__ultima_float2half_bits((float)i)){})
  __ULTIMA_FP16_HD(__half(unsigned long long i), : __x(__ultima_float2half_bits((float)i)){})
  __ULTIMA_FP16_HD(operator float() const, { return __ultima_half_bits2float(__x); })
  __ULTIMA_FP16_HD(operator short() const, { return (short)__ultima_half_bits2float(__x); })
  __ULTIMA_FP16_HD(operator unsigned short() const,
                   { return (unsigned short)__ultima_half_bits2float(__x); })
  __ULTIMA_FP16_HD(operator int() const, { return (int)__ultima_half_bits2float(__x); })
  __ULTIMA_FP16_HD(operator unsigned int() const,
                   { return (unsigned int)__ultima_half_bits2float(__x); })
  __ULTIMA_FP16_HD(operator long long() const,
                   { return (long long)__ultima_half_bits2float(__x); })
  __ULTIMA_FP16_HD(operator unsigned long long() const,
                   { return (unsigned long long)__ultima_half_bits2float(__x); })
  __ULTIMA_FP16_HD(operator bool() const, { return (__x & 0x7fffu) != 0; })
};

/* 4 bytes, 4-aligned; x is the low half. */
struct __builtin_align__(4) __half2 {
  __half x, y;
  __half2() = default;
  __ULTIMA_FP16_HD(__half2(const __half &a, const __half &b), : x(a), y(b){})
};

typedef struct __half half;
typedef struct __half2 half2;

/* Conversions. */
__ULTIMA_FP16_HD_FN(__half __float2half(const float f), { return __half(f); })
__ULTIMA_FP16_HD_FN(__half __float2half_rn(const float f), { return __half(f); })
__CUDA_FP16_DECL__ __half __float2half_rz(const float);
__CUDA_FP16_DECL__ __half __float2half_rd(const float);
__CUDA_FP16_DECL__ __half __float2half_ru(const float);
__ULTIMA_FP16_HD_FN(float __half2float(const __half h), { return (float)h; })
__ULTIMA_FP16_HD_FN(__half __double2half(const double d), { return __half(d); })
#define __ULTIMA_FP16_INT(T, N)                                                \
  __CUDA_FP16_DECL__ __half __##N##2half_rn(const T);                          \
  __CUDA_FP16_DECL__ __half __##N##2half_rz(const T);                          \
  __CUDA_FP16_DECL__ __half __##N##2half_rd(const T);                          \
  __CUDA_FP16_DECL__ __half __##N##2half_ru(const T);                          \
  __CUDA_FP16_DECL__ T __half2##N##_rn(const __half);                          \
  __CUDA_FP16_DECL__ T __half2##N##_rz(const __half);                          \
  __CUDA_FP16_DECL__ T __half2##N##_rd(const __half);                          \
  __CUDA_FP16_DECL__ T __half2##N##_ru(const __half);
__ULTIMA_FP16_INT(short, short)
__ULTIMA_FP16_INT(unsigned short, ushort)
__ULTIMA_FP16_INT(int, int)
__ULTIMA_FP16_INT(unsigned int, uint)
__ULTIMA_FP16_INT(long long, ll)
__ULTIMA_FP16_INT(unsigned long long, ull)
#undef __ULTIMA_FP16_INT
__CUDA_FP16_DECL__ short __half_as_short(const __half);
__CUDA_FP16_DECL__ unsigned short __half_as_ushort(const __half);
__CUDA_FP16_DECL__ __half __short_as_half(const short);
__CUDA_FP16_DECL__ __half __ushort_as_half(const unsigned short);

/* Arithmetic, comparisons, classification. */
__CUDA_FP16_DECL__ __half __hadd(const __half, const __half);
__CUDA_FP16_DECL__ __half __hsub(const __half, const __half);
__CUDA_FP16_DECL__ __half __hmul(const __half, const __half);
__CUDA_FP16_DECL__ __half __hdiv(const __half, const __half);
__CUDA_FP16_DECL__ __half __hadd_sat(const __half, const __half);
__CUDA_FP16_DECL__ __half __hsub_sat(const __half, const __half);
__CUDA_FP16_DECL__ __half __hmul_sat(const __half, const __half);
__CUDA_FP16_DECL__ __half __hfma(const __half, const __half, const __half);
__CUDA_FP16_DECL__ __half __hfma_sat(const __half, const __half, const __half);
__CUDA_FP16_DECL__ __half __hneg(const __half);
__CUDA_FP16_DECL__ __half __habs(const __half);
__CUDA_FP16_DECL__ __half __hmin(const __half, const __half);
__CUDA_FP16_DECL__ __half __hmax(const __half, const __half);
__CUDA_FP16_DECL__ bool __heq(const __half, const __half);
__CUDA_FP16_DECL__ bool __hne(const __half, const __half);
__CUDA_FP16_DECL__ bool __hlt(const __half, const __half);
__CUDA_FP16_DECL__ bool __hle(const __half, const __half);
__CUDA_FP16_DECL__ bool __hgt(const __half, const __half);
__CUDA_FP16_DECL__ bool __hge(const __half, const __half);
__CUDA_FP16_DECL__ bool __hequ(const __half, const __half);
__CUDA_FP16_DECL__ bool __hneu(const __half, const __half);
__CUDA_FP16_DECL__ bool __hltu(const __half, const __half);
__CUDA_FP16_DECL__ bool __hleu(const __half, const __half);
__CUDA_FP16_DECL__ bool __hgtu(const __half, const __half);
__CUDA_FP16_DECL__ bool __hgeu(const __half, const __half);
__CUDA_FP16_DECL__ bool __hisnan(const __half);
__CUDA_FP16_DECL__ int __hisinf(const __half);

/* Math. */
__CUDA_FP16_DECL__ __half hsqrt(const __half);
__CUDA_FP16_DECL__ __half hrsqrt(const __half);
__CUDA_FP16_DECL__ __half hrcp(const __half);
__CUDA_FP16_DECL__ __half hexp(const __half);
__CUDA_FP16_DECL__ __half hexp2(const __half);
__CUDA_FP16_DECL__ __half hexp10(const __half);
__CUDA_FP16_DECL__ __half hlog(const __half);
__CUDA_FP16_DECL__ __half hlog2(const __half);
__CUDA_FP16_DECL__ __half hlog10(const __half);
__CUDA_FP16_DECL__ __half hsin(const __half);
__CUDA_FP16_DECL__ __half hcos(const __half);
__CUDA_FP16_DECL__ __half htrunc(const __half);
__CUDA_FP16_DECL__ __half hceil(const __half);
__CUDA_FP16_DECL__ __half hfloor(const __half);
__CUDA_FP16_DECL__ __half hrint(const __half);

/* __half2 basics. */
__ULTIMA_FP16_HD_FN(__half2 __floats2half2_rn(const float a, const float b), { return __half2(__half(a), __half(b)); })
__ULTIMA_FP16_HD_FN(__half2 __float2half2_rn(const float f), { return __half2(__half(f), __half(f)); })
__ULTIMA_FP16_HD_FN(__half2 __half2half2(const __half a), { return __half2(a, a); })
__ULTIMA_FP16_HD_FN(__half2 __halves2half2(const __half a, const __half b), { return __half2(a, b); })
__ULTIMA_FP16_HD_FN(__half __low2half(const __half2 h), { return h.x; })
__ULTIMA_FP16_HD_FN(__half __high2half(const __half2 h), { return h.y; })
__ULTIMA_FP16_HD_FN(float __low2float(const __half2 h), { return (float)h.x; })
__ULTIMA_FP16_HD_FN(float __high2float(const __half2 h), { return (float)h.y; })
__CUDA_FP16_DECL__ float2 __half22float2(const __half2);
__CUDA_FP16_DECL__ __half2 __float22half2_rn(const float2);
__CUDA_FP16_DECL__ __half2 __hadd2(const __half2, const __half2);
__CUDA_FP16_DECL__ __half2 __hsub2(const __half2, const __half2);
__CUDA_FP16_DECL__ __half2 __hmul2(const __half2, const __half2);
__CUDA_FP16_DECL__ __half2 __h2div(const __half2, const __half2);
__CUDA_FP16_DECL__ __half2 __hfma2(const __half2, const __half2, const __half2);
__CUDA_FP16_DECL__ __half2 __hneg2(const __half2);
__CUDA_FP16_DECL__ __half2 __habs2(const __half2);
__CUDA_FP16_DECL__ __half2 h2sqrt(const __half2);
__CUDA_FP16_DECL__ bool __hbeq2(const __half2, const __half2);
__CUDA_FP16_DECL__ bool __hbne2(const __half2, const __half2);
__CUDA_FP16_DECL__ bool __hblt2(const __half2, const __half2);
__CUDA_FP16_DECL__ bool __hble2(const __half2, const __half2);
__CUDA_FP16_DECL__ bool __hbgt2(const __half2, const __half2);
__CUDA_FP16_DECL__ bool __hbge2(const __half2, const __half2);
__CUDA_FP16_DECL__ bool __hbneu2(const __half2, const __half2);
__CUDA_FP16_DECL__ bool __hbequ2(const __half2, const __half2);
__CUDA_FP16_DECL__ bool __hbltu2(const __half2, const __half2);
__CUDA_FP16_DECL__ bool __hbleu2(const __half2, const __half2);
__CUDA_FP16_DECL__ bool __hbgtu2(const __half2, const __half2);
__CUDA_FP16_DECL__ bool __hbgeu2(const __half2, const __half2);

/* __half2, half by half: saturating and non-contracting (_rn) arithmetic,
   comparisons giving 1.0 or 0.0 per half, NaN tests, min/max, math, and
   moving halves around. _rn only forbids contracting a*b+c into an fma,
   which ultima never does: they equal the plain forms. */
__CUDA_FP16_DECL__ __half __hadd_rn(const __half, const __half);
__CUDA_FP16_DECL__ __half __hsub_rn(const __half, const __half);
__CUDA_FP16_DECL__ __half __hmul_rn(const __half, const __half);
__CUDA_FP16_DECL__ __half __hmax_nan(const __half, const __half);
__CUDA_FP16_DECL__ __half __hmin_nan(const __half, const __half);
#define __ULTIMA_FP16_H2_BINARY(F) __CUDA_FP16_DECL__ __half2 F(const __half2, const __half2);
#define __ULTIMA_FP16_H2_UNARY(F) __CUDA_FP16_DECL__ __half2 F(const __half2);
__ULTIMA_FP16_H2_BINARY(__hadd2_sat) __ULTIMA_FP16_H2_BINARY(__hsub2_sat)
__ULTIMA_FP16_H2_BINARY(__hmul2_sat) __ULTIMA_FP16_H2_BINARY(__hadd2_rn)
__ULTIMA_FP16_H2_BINARY(__hsub2_rn) __ULTIMA_FP16_H2_BINARY(__hmul2_rn)
__ULTIMA_FP16_H2_BINARY(__heq2) __ULTIMA_FP16_H2_BINARY(__hne2) __ULTIMA_FP16_H2_BINARY(__hlt2)
__ULTIMA_FP16_H2_BINARY(__hle2) __ULTIMA_FP16_H2_BINARY(__hgt2) __ULTIMA_FP16_H2_BINARY(__hge2)
__ULTIMA_FP16_H2_BINARY(__hequ2) __ULTIMA_FP16_H2_BINARY(__hneu2) __ULTIMA_FP16_H2_BINARY(__hltu2)
__ULTIMA_FP16_H2_BINARY(__hleu2) __ULTIMA_FP16_H2_BINARY(__hgtu2) __ULTIMA_FP16_H2_BINARY(__hgeu2)
__ULTIMA_FP16_H2_BINARY(__hmax2) __ULTIMA_FP16_H2_BINARY(__hmin2)
__ULTIMA_FP16_H2_BINARY(__hmax2_nan) __ULTIMA_FP16_H2_BINARY(__hmin2_nan)
__ULTIMA_FP16_H2_BINARY(__lows2half2) __ULTIMA_FP16_H2_BINARY(__highs2half2)
__CUDA_FP16_DECL__ __half2 __hfma2_sat(const __half2, const __half2, const __half2);
__ULTIMA_FP16_H2_UNARY(__hisnan2) __ULTIMA_FP16_H2_UNARY(__lowhigh2highlow)
__ULTIMA_FP16_H2_UNARY(__low2half2) __ULTIMA_FP16_H2_UNARY(__high2half2)
__ULTIMA_FP16_H2_UNARY(h2rsqrt) __ULTIMA_FP16_H2_UNARY(h2rcp) __ULTIMA_FP16_H2_UNARY(h2exp)
__ULTIMA_FP16_H2_UNARY(h2exp2) __ULTIMA_FP16_H2_UNARY(h2exp10) __ULTIMA_FP16_H2_UNARY(h2log)
__ULTIMA_FP16_H2_UNARY(h2log2) __ULTIMA_FP16_H2_UNARY(h2log10) __ULTIMA_FP16_H2_UNARY(h2sin)
__ULTIMA_FP16_H2_UNARY(h2cos) __ULTIMA_FP16_H2_UNARY(h2trunc) __ULTIMA_FP16_H2_UNARY(h2ceil)
__ULTIMA_FP16_H2_UNARY(h2floor) __ULTIMA_FP16_H2_UNARY(h2rint)
/* sm_60/sm_70 half atomics (returning the old value). */
__CUDA_FP16_DECL__ __half atomicAdd(__half *, const __half);
__CUDA_FP16_DECL__ __half2 atomicAdd(__half2 *, const __half2);
#undef __ULTIMA_FP16_H2_BINARY
#undef __ULTIMA_FP16_H2_UNARY

/* Operators, as cuda_fp16.hpp declares them: `!=` is the unordered __hneu
   (true for NaN), the other comparisons are ordered; on __half2 they are the
   "both halves" __hb*2 forms. Postfix ++/-- are not provided. */
#define __ULTIMA_FP16_OPS(H)                                                   \
  __CUDA_FP16_DECL__ H operator+(const H &, const H &);                        \
  __CUDA_FP16_DECL__ H operator-(const H &, const H &);                        \
  __CUDA_FP16_DECL__ H operator*(const H &, const H &);                        \
  __CUDA_FP16_DECL__ H operator/(const H &, const H &);                        \
  __CUDA_FP16_DECL__ H &operator+=(H &, const H &);                            \
  __CUDA_FP16_DECL__ H &operator-=(H &, const H &);                            \
  __CUDA_FP16_DECL__ H &operator*=(H &, const H &);                            \
  __CUDA_FP16_DECL__ H &operator/=(H &, const H &);                            \
  __CUDA_FP16_DECL__ H operator+(const H &);                                   \
  __CUDA_FP16_DECL__ H operator-(const H &);                                   \
  __CUDA_FP16_DECL__ bool operator==(const H &, const H &);                    \
  __CUDA_FP16_DECL__ bool operator!=(const H &, const H &);                    \
  __CUDA_FP16_DECL__ bool operator<(const H &, const H &);                     \
  __CUDA_FP16_DECL__ bool operator>(const H &, const H &);                     \
  __CUDA_FP16_DECL__ bool operator<=(const H &, const H &);                    \
  __CUDA_FP16_DECL__ bool operator>=(const H &, const H &);
__ULTIMA_FP16_OPS(__half)
__ULTIMA_FP16_OPS(__half2)
#undef __ULTIMA_FP16_OPS
__CUDA_FP16_DECL__ __half &operator++(__half &);
__CUDA_FP16_DECL__ __half &operator--(__half &);

/* Warp shuffles of halves (cuda_fp16.hpp declares them too), lowered with
   the other warp functions by tool/lib/Builtins/WarpBuiltins.cpp. */
#define __ULTIMA_FP16_SHFL(H)                                                  \
  __CUDA_FP16_DECL__ H __shfl_sync(unsigned int, H, int, int = warpSize);      \
  __CUDA_FP16_DECL__ H __shfl_up_sync(unsigned int, H, unsigned int, int = warpSize); \
  __CUDA_FP16_DECL__ H __shfl_down_sync(unsigned int, H, unsigned int, int = warpSize); \
  __CUDA_FP16_DECL__ H __shfl_xor_sync(unsigned int, H, int, int = warpSize);
__ULTIMA_FP16_SHFL(__half)
__ULTIMA_FP16_SHFL(__half2)
#undef __ULTIMA_FP16_SHFL

#endif
