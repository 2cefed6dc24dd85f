/* CUDA's bfloat16 API (CUDA Math API, "Bfloat16 Precision Intrinsics") in
   the CUDA C++ subset ultima translates: source code, translated like a user
   header (isEmbeddedSourceHeader), and compiled as it is by ultima-cc's host
   compilation (__ULTIMA_CC_HOST__), so host and device give the same bits.
   docs/device-library.md, section "Bfloat16", lists what is provided.

   A bfloat16 is the upper 16 bits of a float: 1 sign, 8 exponent and 7
   mantissa bits. Conversions from float round as their names say (_rn to
   nearest even); NaN becomes the canonical NaN 0x7fff. Arithmetic is done
   in float and rounded once to nearest even: float's 24 bits are at least
   2 * 8 + 2, so + - * / and sqrt are correctly rounded that way. */
#ifndef __ULTIMA_CUDA_BF16_H
#define __ULTIMA_CUDA_BF16_H

#define __CUDA_BF16_TYPES_EXIST__

/* The bits of a float, on either side. */
static inline __host__ __device__ unsigned int __ultima_bf16_f2u(float f) {
#ifdef __CUDA_ARCH__
  return __float_as_uint(f);
#else
  unsigned int u;
  __builtin_memcpy(&u, &f, sizeof u);
  return u;
#endif
}
static inline __host__ __device__ float __ultima_bf16_u2f(unsigned int u) {
#ifdef __CUDA_ARCH__
  return __uint_as_float(u);
#else
  float f;
  __builtin_memcpy(&f, &u, sizeof f);
  return f;
#endif
}

/* float -> bfloat16 bits in mode 0 nearest even, 1 toward zero, 2 up, 3
   down. A carry out of the mantissa bumps the exponent, up to infinity. */
static inline __host__ __device__ unsigned short __ultima_float2bf16_bits(float f, int mode) {
  unsigned int u = __ultima_bf16_f2u(f);
  if ((u & 0x7fffffffu) > 0x7f800000u)
    return (unsigned short)0x7fffu;
  unsigned int bits = u >> 16, rest = u & 0xffffu, negative = u >> 31;
  if (mode == 0)
    bits += (rest > 0x8000u || (rest == 0x8000u && (bits & 1u))) ? 1u : 0u;
  else if (rest != 0u && ((mode == 2 && !negative) || (mode == 3 && negative)))
    bits += 1u;
  return (unsigned short)bits;
}

/* An integer's magnitude m with its sign -> bfloat16 bits, rounded once in
   the mode: the 8 significant bits q (128..256 after rounding) at the
   leading bit's exponent p. */
static inline __host__ __device__ unsigned short
__ultima_int2bf16_bits(unsigned long long m, unsigned int negative, int mode) {
  if (m == 0ull)
    return (unsigned short)0u;
  int p = 63;
  while (!(m >> p))
    --p;
  unsigned long long q = p <= 7 ? m << (7 - p) : m >> (p - 7);
  unsigned long long rest = p <= 7 ? 0ull : m & ((1ull << (p - 7)) - 1ull);
  unsigned long long half = p <= 7 ? 0ull : 1ull << (p - 8);
  if (rest != 0ull &&
      ((mode == 0 && (rest > half || (rest == half && (q & 1ull)))) ||
       (mode == 2 && !negative) || (mode == 3 && negative)))
    q += 1ull;
  return (unsigned short)((negative << 15) + ((unsigned int)(p + 127) << 7) + (unsigned int)q - 128u);
}

/* A bfloat16's float value rounded to an integer in the mode, saturated to
   [lo, hi]; NaN gives nan. Every bfloat16 of magnitude 2^8 or more is an
   integer, so t and f - t are exact. */
static inline __host__ __device__ long long __ultima_bf16_to_int(float f, int mode, long long lo,
                                                                 long long hi, long long nan) {
  if (f != f)
    return nan;
  if (f >= 9223372036854775808.0f)
    return hi;
  if (f <= -9223372036854775808.0f)
    return lo;
  long long t = (long long)f;
  float frac = f - (float)t;
  if (mode == 0 && (frac > 0.5f || (frac == 0.5f && (t & 1ll))))
    ++t;
  else if (mode == 0 && (frac < -0.5f || (frac == -0.5f && (t & 1ll))))
    --t;
  else if (mode == 2 && frac > 0.0f)
    ++t;
  else if (mode == 3 && frac < 0.0f)
    --t;
  return t < lo ? lo : t > hi ? hi : t;
}

/* double -> float made round-to-odd (truncated, the last bit set when
   inexact), so that rounding it to bfloat16 is one correct rounding. */
static inline __host__ __device__ float __ultima_double2float_odd(double d) {
  float f = (float)d;
  if (f != f)
    return f;
  unsigned int u = __ultima_bf16_f2u(f);
  if (d > 0.0 ? (double)f > d : (double)f < d)
    u -= 1u;
  if ((double)__ultima_bf16_u2f(u) != d)
    u |= 1u;
  return __ultima_bf16_u2f(u);
}

typedef struct __nv_bfloat16_raw {
  unsigned short x;
} __nv_bfloat16_raw;
typedef struct __nv_bfloat162_raw {
  unsigned short x, y;
} __nv_bfloat162_raw;

/* 2 bytes, 2-aligned, as CUDA's. The default constructor is trivial, so a
   __nv_bfloat16 may live in __shared__ memory. Conversions to integers
   truncate and saturate (NaN gives 0), as CUDA's. */
struct __builtin_align__(2) __nv_bfloat16 {
  unsigned short __x;
  __nv_bfloat16() = default;
  __host__ __device__ __nv_bfloat16(const __nv_bfloat16_raw &r) : __x(r.x) {}
  __host__ __device__ __nv_bfloat16(float f) : __x(__ultima_float2bf16_bits(f, 0)) {}
  __host__ __device__ __nv_bfloat16(double d)
      : __x(__ultima_float2bf16_bits(__ultima_double2float_odd(d), 0)) {}
  __host__ __device__ __nv_bfloat16(short i)
      : __x(__ultima_int2bf16_bits(i < 0 ? 0ull - (unsigned long long)i : (unsigned long long)i, i < 0, 0)) {}
  __host__ __device__ __nv_bfloat16(unsigned short i) : __x(__ultima_int2bf16_bits(i, 0u, 0)) {}
  __host__ __device__ __nv_bfloat16(int i)
      : __x(__ultima_int2bf16_bits(i < 0 ? 0ull - (unsigned long long)i : (unsigned long long)i, i < 0, 0)) {}
  __host__ __device__ __nv_bfloat16(unsigned int i) : __x(__ultima_int2bf16_bits(i, 0u, 0)) {}
  __host__ __device__ __nv_bfloat16(long long i)
      : __x(__ultima_int2bf16_bits(i < 0 ? 0ull - (unsigned long long)i : (unsigned long long)i, i < 0, 0)) {}
  __host__ __device__ __nv_bfloat16(unsigned long long i) : __x(__ultima_int2bf16_bits(i, 0u, 0)) {}
  __host__ __device__ operator __nv_bfloat16_raw() const {
    __nv_bfloat16_raw r;
    r.x = __x;
    return r;
  }
  __host__ __device__ operator float() const { return __ultima_bf16_u2f((unsigned int)__x << 16); }
  __host__ __device__ operator short() const {
    return (short)__ultima_bf16_to_int((float)*this, 1, -32768ll, 32767ll, 0ll);
  }
  __host__ __device__ operator unsigned short() const {
    return (unsigned short)__ultima_bf16_to_int((float)*this, 1, 0ll, 65535ll, 0ll);
  }
  __host__ __device__ operator int() const {
    return (int)__ultima_bf16_to_int((float)*this, 1, -2147483647ll - 1ll, 2147483647ll, 0ll);
  }
  __host__ __device__ operator unsigned int() const {
    return (unsigned int)__ultima_bf16_to_int((float)*this, 1, 0ll, 4294967295ll, 0ll);
  }
  __host__ __device__ operator long long() const {
    return __ultima_bf16_to_int((float)*this, 1, -9223372036854775807ll - 1ll,
                                9223372036854775807ll, -9223372036854775807ll - 1ll);
  }
  __host__ __device__ operator unsigned long long() const {
    return (float)*this >= 9223372036854775808.0f
               ? ((float)*this >= 18446744073709551616.0f ? 18446744073709551615ull
                                                          : (unsigned long long)(float)*this)
               : (unsigned long long)__ultima_bf16_to_int((float)*this, 1, 0ll,
                                                          9223372036854775807ll,
                                                          -9223372036854775807ll - 1ll);
  }
  __host__ __device__ operator bool() const { return (__x & 0x7fffu) != 0u; }
};

/* 4 bytes, 4-aligned; x is the low half. */
struct __builtin_align__(4) __nv_bfloat162 {
  __nv_bfloat16 x, y;
  __nv_bfloat162() = default;
  __host__ __device__ __nv_bfloat162(const __nv_bfloat16 &a, const __nv_bfloat16 &b) : x(a), y(b) {}
  __host__ __device__ __nv_bfloat162(const __nv_bfloat162_raw &r) {
    __nv_bfloat16_raw lo, hi;
    lo.x = r.x;
    hi.x = r.y;
    x = __nv_bfloat16(lo);
    y = __nv_bfloat16(hi);
  }
  __host__ __device__ operator __nv_bfloat162_raw() const {
    __nv_bfloat162_raw r;
    r.x = x.__x;
    r.y = y.__x;
    return r;
  }
};

typedef struct __nv_bfloat16 nv_bfloat16;
typedef struct __nv_bfloat162 nv_bfloat162;

#define __ULTIMA_BF16_HD static inline __host__ __device__

/* Bits. */
__ULTIMA_BF16_HD short __bfloat16_as_short(const __nv_bfloat16 h) { return (short)h.__x; }
__ULTIMA_BF16_HD unsigned short __bfloat16_as_ushort(const __nv_bfloat16 h) { return h.__x; }
__ULTIMA_BF16_HD __nv_bfloat16 __ushort_as_bfloat16(const unsigned short i) {
  __nv_bfloat16_raw r;
  r.x = i;
  return __nv_bfloat16(r);
}
__ULTIMA_BF16_HD __nv_bfloat16 __short_as_bfloat16(const short i) {
  return __ushort_as_bfloat16((unsigned short)i);
}

#define CUDART_INF_BF16 __ushort_as_bfloat16((unsigned short)0x7F80U)
#define CUDART_NAN_BF16 __ushort_as_bfloat16((unsigned short)0x7FFFU)
#define CUDART_MIN_DENORM_BF16 __ushort_as_bfloat16((unsigned short)0x0001U)
#define CUDART_MAX_NORMAL_BF16 __ushort_as_bfloat16((unsigned short)0x7F7FU)
#define CUDART_NEG_ZERO_BF16 __ushort_as_bfloat16((unsigned short)0x8000U)
#define CUDART_ZERO_BF16 __ushort_as_bfloat16((unsigned short)0x0000U)
#define CUDART_ONE_BF16 __ushort_as_bfloat16((unsigned short)0x3F80U)

/* float and double. */
__ULTIMA_BF16_HD float __bfloat162float(const __nv_bfloat16 h) { return (float)h; }
__ULTIMA_BF16_HD __nv_bfloat16 __float2bfloat16(const float f) { return __nv_bfloat16(f); }
__ULTIMA_BF16_HD __nv_bfloat16 __float2bfloat16_rn(const float f) { return __nv_bfloat16(f); }
__ULTIMA_BF16_HD __nv_bfloat16 __float2bfloat16_rz(const float f) {
  return __ushort_as_bfloat16(__ultima_float2bf16_bits(f, 1));
}
__ULTIMA_BF16_HD __nv_bfloat16 __float2bfloat16_ru(const float f) {
  return __ushort_as_bfloat16(__ultima_float2bf16_bits(f, 2));
}
__ULTIMA_BF16_HD __nv_bfloat16 __float2bfloat16_rd(const float f) {
  return __ushort_as_bfloat16(__ultima_float2bf16_bits(f, 3));
}
__ULTIMA_BF16_HD __nv_bfloat16 __double2bfloat16(const double d) { return __nv_bfloat16(d); }

/* Integers: to bfloat16 rounded once, from bfloat16 saturating (NaN gives
   0; for long long and unsigned long long 0x8000000000000000). */
#define __ULTIMA_BF16_FROM_INT(T, N, SUFFIX, MODE)                                        \
  __ULTIMA_BF16_HD __nv_bfloat16 __##N##2bfloat16_##SUFFIX(const T i) {                  \
    return __ushort_as_bfloat16(__ultima_int2bf16_bits(                                   \
        i < (T)0 ? 0ull - (unsigned long long)i : (unsigned long long)i, i < (T)0, MODE)); \
  }
#define __ULTIMA_BF16_TO_INT(T, N, SUFFIX, MODE, LO, HI, NAN)                             \
  __ULTIMA_BF16_HD T __bfloat162##N##_##SUFFIX(const __nv_bfloat16 h) {                  \
    return (T)__ultima_bf16_to_int((float)h, MODE, LO, HI, NAN);                          \
  }
#define __ULTIMA_BF16_INT(T, N, LO, HI, NAN)                                              \
  __ULTIMA_BF16_FROM_INT(T, N, rn, 0)                                                     \
  __ULTIMA_BF16_FROM_INT(T, N, rz, 1)                                                     \
  __ULTIMA_BF16_FROM_INT(T, N, ru, 2)                                                     \
  __ULTIMA_BF16_FROM_INT(T, N, rd, 3)                                                     \
  __ULTIMA_BF16_TO_INT(T, N, rn, 0, LO, HI, NAN)                                          \
  __ULTIMA_BF16_TO_INT(T, N, rz, 1, LO, HI, NAN)                                          \
  __ULTIMA_BF16_TO_INT(T, N, ru, 2, LO, HI, NAN)                                          \
  __ULTIMA_BF16_TO_INT(T, N, rd, 3, LO, HI, NAN)
__ULTIMA_BF16_INT(short, short, -32768ll, 32767ll, 0ll)
__ULTIMA_BF16_INT(unsigned short, ushort, 0ll, 65535ll, 0ll)
__ULTIMA_BF16_INT(int, int, -2147483647ll - 1ll, 2147483647ll, 0ll)
__ULTIMA_BF16_INT(unsigned int, uint, 0ll, 4294967295ll, 0ll)
__ULTIMA_BF16_INT(long long, ll, -9223372036854775807ll - 1ll, 9223372036854775807ll,
                  -9223372036854775807ll - 1ll)
#undef __ULTIMA_BF16_INT
#undef __ULTIMA_BF16_TO_INT
__ULTIMA_BF16_FROM_INT(unsigned long long, ull, rn, 0)
__ULTIMA_BF16_FROM_INT(unsigned long long, ull, rz, 1)
__ULTIMA_BF16_FROM_INT(unsigned long long, ull, ru, 2)
__ULTIMA_BF16_FROM_INT(unsigned long long, ull, rd, 3)
#undef __ULTIMA_BF16_FROM_INT
/* unsigned long long: values of 2^63 and more are integers already. */
__ULTIMA_BF16_HD unsigned long long __ultima_bf16_to_ull(const __nv_bfloat16 h, int mode) {
  float f = (float)h;
  if (f >= 18446744073709551616.0f)
    return 18446744073709551615ull;
  if (f >= 9223372036854775808.0f)
    return (unsigned long long)f;
  return (unsigned long long)__ultima_bf16_to_int(f, mode, 0ll, 9223372036854775807ll,
                                                  -9223372036854775807ll - 1ll);
}
__ULTIMA_BF16_HD unsigned long long __bfloat162ull_rn(const __nv_bfloat16 h) {
  return __ultima_bf16_to_ull(h, 0);
}
__ULTIMA_BF16_HD unsigned long long __bfloat162ull_rz(const __nv_bfloat16 h) {
  return __ultima_bf16_to_ull(h, 1);
}
__ULTIMA_BF16_HD unsigned long long __bfloat162ull_ru(const __nv_bfloat16 h) {
  return __ultima_bf16_to_ull(h, 2);
}
__ULTIMA_BF16_HD unsigned long long __bfloat162ull_rd(const __nv_bfloat16 h) {
  return __ultima_bf16_to_ull(h, 3);
}
__ULTIMA_BF16_HD signed char __bfloat162char_rz(const __nv_bfloat16 h) {
  return (signed char)__ultima_bf16_to_int((float)h, 1, -128ll, 127ll, 0ll);
}
__ULTIMA_BF16_HD unsigned char __bfloat162uchar_rz(const __nv_bfloat16 h) {
  return (unsigned char)__ultima_bf16_to_int((float)h, 1, 0ll, 255ll, 0ll);
}

/* Pairs. */
__ULTIMA_BF16_HD __nv_bfloat162 __halves2bfloat162(const __nv_bfloat16 a, const __nv_bfloat16 b) {
  return __nv_bfloat162(a, b);
}
__ULTIMA_BF16_HD __nv_bfloat162 __bfloat162bfloat162(const __nv_bfloat16 a) {
  return __nv_bfloat162(a, a);
}
__ULTIMA_BF16_HD __nv_bfloat162 __float2bfloat162_rn(const float f) {
  return __nv_bfloat162(__nv_bfloat16(f), __nv_bfloat16(f));
}
__ULTIMA_BF16_HD __nv_bfloat162 __floats2bfloat162_rn(const float a, const float b) {
  return __nv_bfloat162(__nv_bfloat16(a), __nv_bfloat16(b));
}
__ULTIMA_BF16_HD __nv_bfloat162 __float22bfloat162_rn(const float2 f) {
  return __nv_bfloat162(__nv_bfloat16(f.x), __nv_bfloat16(f.y));
}
__ULTIMA_BF16_HD float2 __bfloat1622float2(const __nv_bfloat162 h) {
  return make_float2((float)h.x, (float)h.y);
}
__ULTIMA_BF16_HD float __low2float(const __nv_bfloat162 h) { return (float)h.x; }
__ULTIMA_BF16_HD float __high2float(const __nv_bfloat162 h) { return (float)h.y; }
__ULTIMA_BF16_HD __nv_bfloat16 __low2bfloat16(const __nv_bfloat162 h) { return h.x; }
__ULTIMA_BF16_HD __nv_bfloat16 __high2bfloat16(const __nv_bfloat162 h) { return h.y; }
__ULTIMA_BF16_HD __nv_bfloat162 __low2bfloat162(const __nv_bfloat162 h) {
  return __nv_bfloat162(h.x, h.x);
}
__ULTIMA_BF16_HD __nv_bfloat162 __high2bfloat162(const __nv_bfloat162 h) {
  return __nv_bfloat162(h.y, h.y);
}
__ULTIMA_BF16_HD __nv_bfloat162 __lowhigh2highlow(const __nv_bfloat162 h) {
  return __nv_bfloat162(h.y, h.x);
}
__ULTIMA_BF16_HD __nv_bfloat162 __lows2bfloat162(const __nv_bfloat162 a, const __nv_bfloat162 b) {
  return __nv_bfloat162(a.x, b.x);
}
__ULTIMA_BF16_HD __nv_bfloat162 __highs2bfloat162(const __nv_bfloat162 a, const __nv_bfloat162 b) {
  return __nv_bfloat162(a.y, b.y);
}

/* Arithmetic: in float, rounded once to nearest even. _rn only forbids
   contracting a*b+c into an fma, which these never do. _sat clamps to
   [0, 1] (NaN gives +0). */
__ULTIMA_BF16_HD __nv_bfloat16 __hadd(const __nv_bfloat16 a, const __nv_bfloat16 b) {
  return __nv_bfloat16((float)a + (float)b);
}
__ULTIMA_BF16_HD __nv_bfloat16 __hsub(const __nv_bfloat16 a, const __nv_bfloat16 b) {
  return __nv_bfloat16((float)a - (float)b);
}
__ULTIMA_BF16_HD __nv_bfloat16 __hmul(const __nv_bfloat16 a, const __nv_bfloat16 b) {
  return __nv_bfloat16((float)a * (float)b);
}
__ULTIMA_BF16_HD __nv_bfloat16 __hdiv(const __nv_bfloat16 a, const __nv_bfloat16 b) {
  return __nv_bfloat16((float)a / (float)b);
}
__ULTIMA_BF16_HD __nv_bfloat16 __hfma(const __nv_bfloat16 a, const __nv_bfloat16 b,
                                      const __nv_bfloat16 c) {
#ifdef __CUDA_ARCH__
  return __nv_bfloat16(fmaf((float)a, (float)b, (float)c));
#else
  return __nv_bfloat16(__builtin_fmaf((float)a, (float)b, (float)c));
#endif
}
__ULTIMA_BF16_HD __nv_bfloat16 __hadd_rn(const __nv_bfloat16 a, const __nv_bfloat16 b) {
  return __hadd(a, b);
}
__ULTIMA_BF16_HD __nv_bfloat16 __hsub_rn(const __nv_bfloat16 a, const __nv_bfloat16 b) {
  return __hsub(a, b);
}
__ULTIMA_BF16_HD __nv_bfloat16 __hmul_rn(const __nv_bfloat16 a, const __nv_bfloat16 b) {
  return __hmul(a, b);
}
__ULTIMA_BF16_HD __nv_bfloat16 __ultima_bf16_sat(const __nv_bfloat16 h) {
  float f = (float)h;
  return f >= 1.0f ? __ushort_as_bfloat16((unsigned short)0x3f80u)
                   : f > 0.0f ? h : __ushort_as_bfloat16((unsigned short)0u);
}
__ULTIMA_BF16_HD __nv_bfloat16 __hadd_sat(const __nv_bfloat16 a, const __nv_bfloat16 b) {
  return __ultima_bf16_sat(__hadd(a, b));
}
__ULTIMA_BF16_HD __nv_bfloat16 __hsub_sat(const __nv_bfloat16 a, const __nv_bfloat16 b) {
  return __ultima_bf16_sat(__hsub(a, b));
}
__ULTIMA_BF16_HD __nv_bfloat16 __hmul_sat(const __nv_bfloat16 a, const __nv_bfloat16 b) {
  return __ultima_bf16_sat(__hmul(a, b));
}
__ULTIMA_BF16_HD __nv_bfloat16 __hfma_sat(const __nv_bfloat16 a, const __nv_bfloat16 b,
                                          const __nv_bfloat16 c) {
  return __ultima_bf16_sat(__hfma(a, b, c));
}
__ULTIMA_BF16_HD __nv_bfloat16 __hneg(const __nv_bfloat16 a) {
  return __ushort_as_bfloat16((unsigned short)(a.__x ^ 0x8000u));
}
__ULTIMA_BF16_HD __nv_bfloat16 __habs(const __nv_bfloat16 a) {
  return __ushort_as_bfloat16((unsigned short)(a.__x & 0x7fffu));
}

/* Comparisons: the ordered ones (and __hne) are false for NaN, the u forms
   true. */
__ULTIMA_BF16_HD bool __heq(const __nv_bfloat16 a, const __nv_bfloat16 b) { return (float)a == (float)b; }
__ULTIMA_BF16_HD bool __hne(const __nv_bfloat16 a, const __nv_bfloat16 b) {
  return (float)a < (float)b || (float)a > (float)b;
}
__ULTIMA_BF16_HD bool __hlt(const __nv_bfloat16 a, const __nv_bfloat16 b) { return (float)a < (float)b; }
__ULTIMA_BF16_HD bool __hle(const __nv_bfloat16 a, const __nv_bfloat16 b) { return (float)a <= (float)b; }
__ULTIMA_BF16_HD bool __hgt(const __nv_bfloat16 a, const __nv_bfloat16 b) { return (float)a > (float)b; }
__ULTIMA_BF16_HD bool __hge(const __nv_bfloat16 a, const __nv_bfloat16 b) { return (float)a >= (float)b; }
__ULTIMA_BF16_HD bool __hequ(const __nv_bfloat16 a, const __nv_bfloat16 b) { return !__hne(a, b); }
__ULTIMA_BF16_HD bool __hneu(const __nv_bfloat16 a, const __nv_bfloat16 b) { return !__heq(a, b); }
__ULTIMA_BF16_HD bool __hltu(const __nv_bfloat16 a, const __nv_bfloat16 b) { return !__hge(a, b); }
__ULTIMA_BF16_HD bool __hleu(const __nv_bfloat16 a, const __nv_bfloat16 b) { return !__hgt(a, b); }
__ULTIMA_BF16_HD bool __hgtu(const __nv_bfloat16 a, const __nv_bfloat16 b) { return !__hle(a, b); }
__ULTIMA_BF16_HD bool __hgeu(const __nv_bfloat16 a, const __nv_bfloat16 b) { return !__hlt(a, b); }
__ULTIMA_BF16_HD bool __hisnan(const __nv_bfloat16 a) { return (a.__x & 0x7fffu) > 0x7f80u; }
__ULTIMA_BF16_HD int __hisinf(const __nv_bfloat16 a) {
  return a.__x == 0x7f80u ? 1 : a.__x == 0xff80u ? -1 : 0;
}

/* max and min: a NaN operand gives the other one (two NaNs the canonical
   NaN), and +0 > -0; the _nan forms give the canonical NaN for any NaN. */
__ULTIMA_BF16_HD __nv_bfloat16 __ultima_bf16_pick(const __nv_bfloat16 a, const __nv_bfloat16 b,
                                                  bool max) {
  if (__hisnan(a) || __hisnan(b))
    return __hisnan(a) && __hisnan(b) ? __ushort_as_bfloat16((unsigned short)0x7fffu)
                                      : __hisnan(a) ? b : a;
  if ((float)a == (float)b) /* equal, or zeros of either sign */
    return __ushort_as_bfloat16((unsigned short)(max ? a.__x & b.__x : a.__x | b.__x));
  return ((float)a > (float)b) == max ? a : b;
}
__ULTIMA_BF16_HD __nv_bfloat16 __hmax(const __nv_bfloat16 a, const __nv_bfloat16 b) {
  return __ultima_bf16_pick(a, b, true);
}
__ULTIMA_BF16_HD __nv_bfloat16 __hmin(const __nv_bfloat16 a, const __nv_bfloat16 b) {
  return __ultima_bf16_pick(a, b, false);
}
__ULTIMA_BF16_HD __nv_bfloat16 __hmax_nan(const __nv_bfloat16 a, const __nv_bfloat16 b) {
  return __hisnan(a) || __hisnan(b) ? __ushort_as_bfloat16((unsigned short)0x7fffu) : __hmax(a, b);
}
__ULTIMA_BF16_HD __nv_bfloat16 __hmin_nan(const __nv_bfloat16 a, const __nv_bfloat16 b) {
  return __hisnan(a) || __hisnan(b) ? __ushort_as_bfloat16((unsigned short)0x7fffu) : __hmin(a, b);
}

/* __nv_bfloat162, half by half. */
#define __ULTIMA_BF162_BINARY(F2, F)                                                      \
  __ULTIMA_BF16_HD __nv_bfloat162 F2(const __nv_bfloat162 a, const __nv_bfloat162 b) {   \
    return __nv_bfloat162(F(a.x, b.x), F(a.y, b.y));                                      \
  }
__ULTIMA_BF162_BINARY(__hadd2, __hadd)
__ULTIMA_BF162_BINARY(__hsub2, __hsub)
__ULTIMA_BF162_BINARY(__hmul2, __hmul)
__ULTIMA_BF162_BINARY(__h2div, __hdiv)
__ULTIMA_BF162_BINARY(__hadd2_rn, __hadd)
__ULTIMA_BF162_BINARY(__hsub2_rn, __hsub)
__ULTIMA_BF162_BINARY(__hmul2_rn, __hmul)
__ULTIMA_BF162_BINARY(__hadd2_sat, __hadd_sat)
__ULTIMA_BF162_BINARY(__hsub2_sat, __hsub_sat)
__ULTIMA_BF162_BINARY(__hmul2_sat, __hmul_sat)
__ULTIMA_BF162_BINARY(__hmax2, __hmax)
__ULTIMA_BF162_BINARY(__hmin2, __hmin)
__ULTIMA_BF162_BINARY(__hmax2_nan, __hmax_nan)
__ULTIMA_BF162_BINARY(__hmin2_nan, __hmin_nan)
#undef __ULTIMA_BF162_BINARY
__ULTIMA_BF16_HD __nv_bfloat162 __hfma2(const __nv_bfloat162 a, const __nv_bfloat162 b,
                                        const __nv_bfloat162 c) {
  return __nv_bfloat162(__hfma(a.x, b.x, c.x), __hfma(a.y, b.y, c.y));
}
__ULTIMA_BF16_HD __nv_bfloat162 __hfma2_sat(const __nv_bfloat162 a, const __nv_bfloat162 b,
                                            const __nv_bfloat162 c) {
  return __nv_bfloat162(__hfma_sat(a.x, b.x, c.x), __hfma_sat(a.y, b.y, c.y));
}
__ULTIMA_BF16_HD __nv_bfloat162 __hneg2(const __nv_bfloat162 a) {
  return __nv_bfloat162(__hneg(a.x), __hneg(a.y));
}
__ULTIMA_BF16_HD __nv_bfloat162 __habs2(const __nv_bfloat162 a) {
  return __nv_bfloat162(__habs(a.x), __habs(a.y));
}

/* Comparisons of pairs: 1.0 or 0.0 per half, or (the __hb forms) true when
   true for both halves. */
__ULTIMA_BF16_HD __nv_bfloat16 __ultima_bf16_truth(bool b) {
  return __ushort_as_bfloat16((unsigned short)(b ? 0x3f80u : 0u));
}
#define __ULTIMA_BF162_COMPARE(F)                                                         \
  __ULTIMA_BF16_HD __nv_bfloat162 F##2(const __nv_bfloat162 a, const __nv_bfloat162 b) { \
    return __nv_bfloat162(__ultima_bf16_truth(F(a.x, b.x)), __ultima_bf16_truth(F(a.y, b.y))); \
  }
#define __ULTIMA_BF162_BOTH(F2, F)                                                        \
  __ULTIMA_BF16_HD bool F2(const __nv_bfloat162 a, const __nv_bfloat162 b) {             \
    return F(a.x, b.x) && F(a.y, b.y);                                                    \
  }
#define __ULTIMA_BF162_COMPARISON(F, FB)                                                  \
  __ULTIMA_BF162_COMPARE(F)                                                               \
  __ULTIMA_BF162_BOTH(FB, F)
__ULTIMA_BF162_COMPARISON(__heq, __hbeq2)
__ULTIMA_BF162_COMPARISON(__hne, __hbne2)
__ULTIMA_BF162_COMPARISON(__hlt, __hblt2)
__ULTIMA_BF162_COMPARISON(__hle, __hble2)
__ULTIMA_BF162_COMPARISON(__hgt, __hbgt2)
__ULTIMA_BF162_COMPARISON(__hge, __hbge2)
__ULTIMA_BF162_COMPARISON(__hequ, __hbequ2)
__ULTIMA_BF162_COMPARISON(__hneu, __hbneu2)
__ULTIMA_BF162_COMPARISON(__hltu, __hbltu2)
__ULTIMA_BF162_COMPARISON(__hleu, __hbleu2)
__ULTIMA_BF162_COMPARISON(__hgtu, __hbgtu2)
__ULTIMA_BF162_COMPARISON(__hgeu, __hbgeu2)
#undef __ULTIMA_BF162_COMPARISON
#undef __ULTIMA_BF162_BOTH
#undef __ULTIMA_BF162_COMPARE
__ULTIMA_BF16_HD __nv_bfloat162 __hisnan2(const __nv_bfloat162 a) {
  return __nv_bfloat162(__ultima_bf16_truth(__hisnan(a.x)), __ultima_bf16_truth(__hisnan(a.y)));
}

/* Math (device functions, as CUDA's): the float function of the device,
   rounded once to nearest even; floor, ceil, trunc, rint and sqrt are exact
   or correctly rounded, the others within the device float function's error
   before the rounding. */
#define __ULTIMA_BF16_MATH(F, F2, EXPR)                                                   \
  static inline __device__ __nv_bfloat16 F(const __nv_bfloat16 h) {                      \
    float x = (float)h;                                                                   \
    return __nv_bfloat16(EXPR);                                                           \
  }                                                                                       \
  static inline __device__ __nv_bfloat162 F2(const __nv_bfloat162 h) {                   \
    return __nv_bfloat162(F(h.x), F(h.y));                                                \
  }
__ULTIMA_BF16_MATH(hsqrt, h2sqrt, sqrtf(x))
__ULTIMA_BF16_MATH(hrsqrt, h2rsqrt, rsqrtf(x))
__ULTIMA_BF16_MATH(hrcp, h2rcp, 1.0f / x)
__ULTIMA_BF16_MATH(hexp, h2exp, expf(x))
__ULTIMA_BF16_MATH(hexp2, h2exp2, exp2f(x))
__ULTIMA_BF16_MATH(hexp10, h2exp10, exp10f(x))
__ULTIMA_BF16_MATH(hlog, h2log, logf(x))
__ULTIMA_BF16_MATH(hlog2, h2log2, log2f(x))
__ULTIMA_BF16_MATH(hlog10, h2log10, log10f(x))
__ULTIMA_BF16_MATH(hsin, h2sin, sinf(x))
__ULTIMA_BF16_MATH(hcos, h2cos, cosf(x))
__ULTIMA_BF16_MATH(hfloor, h2floor, floorf(x))
__ULTIMA_BF16_MATH(hceil, h2ceil, ceilf(x))
__ULTIMA_BF16_MATH(htrunc, h2trunc, truncf(x))
__ULTIMA_BF16_MATH(hrint, h2rint, rintf(x))
#undef __ULTIMA_BF16_MATH

/* Operators, as CUDA declares them: `!=` is the unordered __hneu (true for
   NaN), the other comparisons are ordered; on __nv_bfloat162 they are the
   "both halves" __hb*2 forms. */
#define __ULTIMA_BF16_OPS(H, ADD, SUB, MUL, DIV, EQ, NE, LT, GT, LE, GE, NEG)                 \
  __ULTIMA_BF16_HD H operator+(const H &a, const H &b) { return ADD(a, b); }                  \
  __ULTIMA_BF16_HD H operator-(const H &a, const H &b) { return SUB(a, b); }                  \
  __ULTIMA_BF16_HD H operator*(const H &a, const H &b) { return MUL(a, b); }                  \
  __ULTIMA_BF16_HD H operator/(const H &a, const H &b) { return DIV(a, b); }                  \
  __ULTIMA_BF16_HD H &operator+=(H &a, const H &b) {                                          \
    a = ADD(a, b);                                                                            \
    return a;                                                                                 \
  }                                                                                           \
  __ULTIMA_BF16_HD H &operator-=(H &a, const H &b) {                                          \
    a = SUB(a, b);                                                                            \
    return a;                                                                                 \
  }                                                                                           \
  __ULTIMA_BF16_HD H &operator*=(H &a, const H &b) {                                          \
    a = MUL(a, b);                                                                            \
    return a;                                                                                 \
  }                                                                                           \
  __ULTIMA_BF16_HD H &operator/=(H &a, const H &b) {                                          \
    a = DIV(a, b);                                                                            \
    return a;                                                                                 \
  }                                                                                           \
  __ULTIMA_BF16_HD H operator+(const H &a) { return a; }                                      \
  __ULTIMA_BF16_HD H operator-(const H &a) { return NEG(a); }                                 \
  __ULTIMA_BF16_HD bool operator==(const H &a, const H &b) { return EQ(a, b); }               \
  __ULTIMA_BF16_HD bool operator!=(const H &a, const H &b) { return NE(a, b); }               \
  __ULTIMA_BF16_HD bool operator<(const H &a, const H &b) { return LT(a, b); }                \
  __ULTIMA_BF16_HD bool operator>(const H &a, const H &b) { return GT(a, b); }                \
  __ULTIMA_BF16_HD bool operator<=(const H &a, const H &b) { return LE(a, b); }               \
  __ULTIMA_BF16_HD bool operator>=(const H &a, const H &b) { return GE(a, b); }
__ULTIMA_BF16_OPS(__nv_bfloat16, __hadd, __hsub, __hmul, __hdiv, __heq, __hneu, __hlt, __hgt, __hle,
                  __hge, __hneg)
__ULTIMA_BF16_OPS(__nv_bfloat162, __hadd2, __hsub2, __hmul2, __h2div, __hbeq2, __hbneu2, __hblt2,
                  __hbgt2, __hble2, __hbge2, __hneg2)
#undef __ULTIMA_BF16_OPS

/* ++ and --: add or subtract 1, rounded; postfix forms give the old value. */
__ULTIMA_BF16_HD __nv_bfloat16 &operator++(__nv_bfloat16 &h) {
  h = __hadd(h, __ushort_as_bfloat16((unsigned short)0x3f80u));
  return h;
}
__ULTIMA_BF16_HD __nv_bfloat16 &operator--(__nv_bfloat16 &h) {
  h = __hsub(h, __ushort_as_bfloat16((unsigned short)0x3f80u));
  return h;
}
__ULTIMA_BF16_HD __nv_bfloat16 operator++(__nv_bfloat16 &h, int) {
  __nv_bfloat16 old = h;
  h = __hadd(h, __ushort_as_bfloat16((unsigned short)0x3f80u));
  return old;
}
__ULTIMA_BF16_HD __nv_bfloat16 operator--(__nv_bfloat16 &h, int) {
  __nv_bfloat16 old = h;
  h = __hsub(h, __ushort_as_bfloat16((unsigned short)0x3f80u));
  return old;
}

/* Warp shuffles: the bits, shuffled as an int by the warp functions
   (docs/device-library.md, "Warp functions"). */
#define __ULTIMA_BF16_SHFL(F, D)                                                          \
  static inline __device__ __nv_bfloat16 F(unsigned int mask, const __nv_bfloat16 var, D delta, \
                                           int width = warpSize) {                        \
    return __ushort_as_bfloat16(                                                          \
        (unsigned short)F(mask, (int)__bfloat16_as_ushort(var), delta, width));           \
  }                                                                                       \
  static inline __device__ __nv_bfloat162 F(unsigned int mask, const __nv_bfloat162 var, D delta, \
                                            int width = warpSize) {                       \
    unsigned int both = (unsigned int)F(                                                  \
        mask, (int)((unsigned int)var.x.__x | (unsigned int)var.y.__x << 16), delta, width); \
    return __nv_bfloat162(__ushort_as_bfloat16((unsigned short)(both & 0xffffu)),         \
                          __ushort_as_bfloat16((unsigned short)(both >> 16)));            \
  }
__ULTIMA_BF16_SHFL(__shfl_sync, int)
__ULTIMA_BF16_SHFL(__shfl_up_sync, unsigned int)
__ULTIMA_BF16_SHFL(__shfl_down_sync, unsigned int)
__ULTIMA_BF16_SHFL(__shfl_xor_sync, int)
#undef __ULTIMA_BF16_SHFL

/* atomicAdd (sm_80's): a compare-and-swap loop on the element's bits, the
   sum rounded as __hadd; returns the old value. A __nv_bfloat162 is updated
   as one 32-bit word. */
static inline __device__ __nv_bfloat16 atomicAdd(__nv_bfloat16 *address, const __nv_bfloat16 val) {
  unsigned short *bits = (unsigned short *)address;
  unsigned short old = *bits, assumed;
  do {
    assumed = old;
    old = atomicCAS(bits, assumed, __bfloat16_as_ushort(__hadd(__ushort_as_bfloat16(assumed), val)));
  } while (old != assumed);
  return __ushort_as_bfloat16(old);
}
static inline __device__ __nv_bfloat162 atomicAdd(__nv_bfloat162 *address, const __nv_bfloat162 val) {
  unsigned int *bits = (unsigned int *)address;
  unsigned int old = *bits, assumed;
  do {
    assumed = old;
    __nv_bfloat162 sum = __hadd2(__halves2bfloat162(__ushort_as_bfloat16((unsigned short)(assumed & 0xffffu)),
                                                    __ushort_as_bfloat16((unsigned short)(assumed >> 16))),
                                 val);
    old = atomicCAS(bits, assumed, (unsigned int)sum.x.__x | (unsigned int)sum.y.__x << 16);
  } while (old != assumed);
  return __halves2bfloat162(__ushort_as_bfloat16((unsigned short)(old & 0xffffu)),
                            __ushort_as_bfloat16((unsigned short)(old >> 16)));
}

#undef __ULTIMA_BF16_HD
#endif
