//===- cuda_fp16.h - CUDA's __half on the host, for the oracle ------------===//
//
// Part of the ultima project.
//
//===----------------------------------------------------------------------===//
/// \file
/// The part of CUDA's half-precision API that gen.py emits, written from
/// CUDA's documentation (cuda_fp16.h's semantics), for the host side of the
/// differential runner. It shares nothing with ultima's OpenCL helpers: every
/// rounding goes through GCC's `_Float16` conversions (libgcc's correctly
/// rounded soft-float or F16C), so the oracle is independent of the code it
/// checks.
///
/// CUDA semantics modelled: + - * / and fma are correctly rounded to half
/// (computed exactly enough in float/double, then rounded once: float's 24
/// bits are >= 2*11+2, so the double rounding of + - * / is innocuous); NaN
/// results of conversions and arithmetic are the canonical 0x7fff; `_sat`
/// forms clamp to [0, 1] with NaN -> +0; __hmin/__hmax return the non-NaN
/// operand and order -0 below +0; ordered comparisons are false on NaN, the
/// `u` forms true; half -> integer conversions saturate with NaN -> 0.
//===----------------------------------------------------------------------===//
#pragma once

#include <cmath>
#include <cstring>

namespace uhalf {
inline unsigned short bits(_Float16 H) {
  unsigned short B;
  std::memcpy(&B, &H, 2);
  return B;
}
inline _Float16 fromBits(unsigned short B) {
  _Float16 H;
  std::memcpy(&H, &B, 2);
  return H;
}
inline bool isNan(unsigned short B) { return (B & 0x7fff) > 0x7c00; }
/// A rounded result as CUDA returns it: NaNs canonical.
inline unsigned short canon(_Float16 H) {
  unsigned short B = bits(H);
  return isNan(B) ? 0x7fff : B;
}
inline float toFloat(unsigned short B) { return (float)fromBits(B); }
/// The next half towards +inf (Up) or -inf; B is not NaN.
inline unsigned short step(unsigned short B, bool Up) {
  bool Neg = B & 0x8000, Zero = (B & 0x7fff) == 0;
  if (Zero)
    return Up ? 0x0001 : 0x8001;
  return (Up != Neg) ? B + 1 : B - 1;
}
/// Double D rounded to half: 0 nearest even, 1 toward zero, 2 up, 3 down.
inline unsigned short round(double D, int Mode) {
  unsigned short B = bits((_Float16)D); // one correctly rounded conversion
  if (std::isnan(D))
    return 0x7fff;
  double Back = toFloat(B);
  if ((Mode == 1 && std::fabs(Back) > std::fabs(D)) || (Mode == 2 && Back < D) ||
      (Mode == 3 && Back > D))
    B = step(B, Mode == 2 || (Mode == 1 && Back < 0));
  return B;
}
template <class I> I toInt(unsigned short B, int Mode, double Lo, double Hi) {
  if (isNan(B))
    return 0;
  double F = toFloat(B);
  F = Mode == 0 ? std::nearbyint(F) : Mode == 1 ? std::trunc(F) : Mode == 2 ? std::ceil(F)
                                                                           : std::floor(F);
  return (I)(F < Lo ? Lo : F > Hi ? Hi : F);
}
} // namespace uhalf

struct __half {
  unsigned short x;
  __half() = default;
  __half(float F) : x(uhalf::round(F, 0)) {}
  __half(double D) : x(uhalf::round(D, 0)) {}
  __half(int I) : x(uhalf::round((double)I, 0)) {}
  operator float() const { return uhalf::toFloat(x); }
  static __half raw(unsigned short B) {
    __half H;
    H.x = B;
    return H;
  }
};
typedef __half half;

inline __half __float2half(float F) { return __half::raw(uhalf::round(F, 0)); }
inline __half __float2half_rn(float F) { return __half::raw(uhalf::round(F, 0)); }
inline __half __float2half_rz(float F) { return __half::raw(uhalf::round(F, 1)); }
inline __half __float2half_ru(float F) { return __half::raw(uhalf::round(F, 2)); }
inline __half __float2half_rd(float F) { return __half::raw(uhalf::round(F, 3)); }
inline __half __double2half(double D) { return __half::raw(uhalf::round(D, 0)); }
inline __half __int2half_rn(int I) { return __half::raw(uhalf::round((double)I, 0)); }
inline __half __int2half_rz(int I) { return __half::raw(uhalf::round((double)I, 1)); }
inline float __half2float(__half H) { return uhalf::toFloat(H.x); }
inline int __half2int_rn(__half H) { return uhalf::toInt<int>(H.x, 0, -2147483648.0, 2147483647.0); }
inline int __half2int_rz(__half H) { return uhalf::toInt<int>(H.x, 1, -2147483648.0, 2147483647.0); }
inline short __half2short_rd(__half H) { return uhalf::toInt<short>(H.x, 3, -32768.0, 32767.0); }
inline unsigned short __half2ushort_ru(__half H) {
  return uhalf::toInt<unsigned short>(H.x, 2, 0.0, 65535.0);
}
inline unsigned short __half_as_ushort(__half H) { return H.x; }
inline __half __ushort_as_half(unsigned short B) { return __half::raw(B); }

#define UHALF_ARITH(NAME, OP)                                                  \
  inline __half NAME(__half A, __half B) {                                     \
    return __half::raw(uhalf::canon((_Float16)(float(A) OP float(B))));        \
  }
UHALF_ARITH(__hadd, +)
UHALF_ARITH(__hsub, -)
UHALF_ARITH(__hmul, *)
UHALF_ARITH(__hdiv, /)
UHALF_ARITH(operator+, +)
UHALF_ARITH(operator-, -)
UHALF_ARITH(operator*, *)
UHALF_ARITH(operator/, /)
#undef UHALF_ARITH
inline __half &operator+=(__half &A, __half B) { return A = A + B; }
inline __half &operator-=(__half &A, __half B) { return A = A - B; }
inline __half &operator*=(__half &A, __half B) { return A = A * B; }
inline __half &operator/=(__half &A, __half B) { return A = A / B; }

/// The product of two halves is exact in double; the sum is rounded once to
/// double, which cannot move a value across a half rounding boundary here.
inline __half __hfma(__half A, __half B, __half C) {
  return __half::raw(uhalf::canon((_Float16)((double)float(A) * float(B) + float(C))));
}
inline __half uhalfSat(__half H) {
  if (uhalf::isNan(H.x))
    return __half::raw(0);
  float F = float(H);
  return F < 0 ? __half::raw(0) : F > 1 ? __half::raw(0x3c00) : H;
}
inline __half __hadd_sat(__half A, __half B) { return uhalfSat(__hadd(A, B)); }
inline __half __hmul_sat(__half A, __half B) { return uhalfSat(__hmul(A, B)); }
inline __half __hfma_sat(__half A, __half B, __half C) { return uhalfSat(__hfma(A, B, C)); }
inline __half __hneg(__half A) { return __half::raw(A.x ^ 0x8000); }
inline __half operator-(__half A) { return __hneg(A); }
inline __half __habs(__half A) { return __half::raw(A.x & 0x7fff); }
inline __half uhalfMinMax(__half A, __half B, bool Max) {
  bool NA = uhalf::isNan(A.x), NB = uhalf::isNan(B.x);
  if (NA && NB)
    return __half::raw(0x7fff);
  if (NA || NB)
    return NA ? B : A;
  float FA = float(A), FB = float(B);
  if (FA == FB) // only +0 and -0 differ here: -0 < +0
    return ((A.x & 0x8000) != 0) == Max ? B : A;
  return (FA < FB) == Max ? B : A;
}
inline __half __hmax(__half A, __half B) { return uhalfMinMax(A, B, true); }
inline __half __hmin(__half A, __half B) { return uhalfMinMax(A, B, false); }

#define UHALF_CMP(NAME, OP, UNORDERED)                                         \
  inline bool NAME(__half A, __half B) {                                       \
    if (uhalf::isNan(A.x) || uhalf::isNan(B.x))                                \
      return UNORDERED;                                                        \
    return float(A) OP float(B);                                               \
  }
UHALF_CMP(__heq, ==, false)
UHALF_CMP(__hne, !=, false)
UHALF_CMP(__hlt, <, false)
UHALF_CMP(__hle, <=, false)
UHALF_CMP(__hgt, >, false)
UHALF_CMP(__hge, >=, false)
UHALF_CMP(__hequ, ==, true)
UHALF_CMP(__hneu, !=, true)
UHALF_CMP(__hltu, <, true)
UHALF_CMP(__hgeu, >=, true)
UHALF_CMP(operator==, ==, false)
UHALF_CMP(operator!=, !=, true) // CUDA's != is __hneu
UHALF_CMP(operator<, <, false)
UHALF_CMP(operator<=, <=, false)
UHALF_CMP(operator>, >, false)
UHALF_CMP(operator>=, >=, false)
#undef UHALF_CMP
inline bool __hisnan(__half A) { return uhalf::isNan(A.x); }
inline int __hisinf(__half A) { return A.x == 0x7c00 ? 1 : A.x == 0xfc00 ? -1 : 0; }
