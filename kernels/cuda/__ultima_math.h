/*===- __ultima_math.h - CUDA math API declarations ------------------------===*\
 *
 * CUDA's device math library as the translator sees it: the float
 * (f-suffixed), double and overloaded C++ forms of the math functions, the
 * intrinsics (__expf, __fadd_rz, __float2int_rn, __popc ...), and the min/max/
 * abs overload sets of CUDA's math_functions.hpp. Declarations only: every call
 * is lowered by tool/lib/Builtins/MathBuiltins.cpp (see docs/device-library.md).
\*===----------------------------------------------------------------------===*/
#ifndef __ULTIMA_MATH_H
#define __ULTIMA_MATH_H

/* F(double), Ff(float) and the C++ overload F(float). */
#define __ULTIMA_MATH1(F)                                                      \
  extern "C" __ULTIMA_BUILTIN__ double F(double);                              \
  extern "C" __ULTIMA_BUILTIN__ float F##f(float);                             \
  __ULTIMA_BUILTIN__ float F(float);
#define __ULTIMA_MATH2(F)                                                      \
  extern "C" __ULTIMA_BUILTIN__ double F(double, double);                      \
  extern "C" __ULTIMA_BUILTIN__ float F##f(float, float);                      \
  __ULTIMA_BUILTIN__ float F(float, float);
#define __ULTIMA_MATH3(F)                                                      \
  extern "C" __ULTIMA_BUILTIN__ double F(double, double, double);              \
  extern "C" __ULTIMA_BUILTIN__ float F##f(float, float, float);               \
  __ULTIMA_BUILTIN__ float F(float, float, float);
#define __ULTIMA_MATH4(F)                                                      \
  extern "C" __ULTIMA_BUILTIN__ double F(double, double, double, double);      \
  extern "C" __ULTIMA_BUILTIN__ float F##f(float, float, float, float);        \
  __ULTIMA_BUILTIN__ float F(float, float, float, float);
/* Other signatures: R(D) for the double form, Rf(Df) for the float forms. */
#define __ULTIMA_MATHX(F, R, Rf, A, Af)                                        \
  extern "C" __ULTIMA_BUILTIN__ R F A;                                         \
  extern "C" __ULTIMA_BUILTIN__ Rf F##f Af;                                    \
  __ULTIMA_BUILTIN__ Rf F Af;

__ULTIMA_MATH1(acos) __ULTIMA_MATH1(acosh) __ULTIMA_MATH1(asin) __ULTIMA_MATH1(asinh)
__ULTIMA_MATH1(atan) __ULTIMA_MATH1(atanh) __ULTIMA_MATH1(cbrt) __ULTIMA_MATH1(ceil)
__ULTIMA_MATH1(cos) __ULTIMA_MATH1(cosh) __ULTIMA_MATH1(erf) __ULTIMA_MATH1(erfc)
__ULTIMA_MATH1(exp) __ULTIMA_MATH1(exp2) __ULTIMA_MATH1(exp10) __ULTIMA_MATH1(expm1)
__ULTIMA_MATH1(fabs) __ULTIMA_MATH1(floor) __ULTIMA_MATH1(lgamma) __ULTIMA_MATH1(log)
__ULTIMA_MATH1(log10) __ULTIMA_MATH1(log1p) __ULTIMA_MATH1(log2) __ULTIMA_MATH1(logb)
__ULTIMA_MATH1(rint) __ULTIMA_MATH1(round) __ULTIMA_MATH1(rsqrt) __ULTIMA_MATH1(sin)
__ULTIMA_MATH1(sinh) __ULTIMA_MATH1(sqrt) __ULTIMA_MATH1(tan) __ULTIMA_MATH1(tanh)
__ULTIMA_MATH1(tgamma) __ULTIMA_MATH1(trunc) __ULTIMA_MATH1(sinpi) __ULTIMA_MATH1(cospi)
__ULTIMA_MATH1(nearbyint)
/* Functions OpenCL lacks (polyfills in kernels/opencl/math_*.cl). */
__ULTIMA_MATH1(erfcx) __ULTIMA_MATH1(erfinv) __ULTIMA_MATH1(erfcinv)
__ULTIMA_MATH1(normcdf) __ULTIMA_MATH1(normcdfinv) __ULTIMA_MATH1(rcbrt)
/* Bessel functions (math_bessel.cl, math_besself.cl). As in CUDA, there is
   no float overload of j0 etc.: j0(1.0f) is the double function. */
extern "C" {
__ULTIMA_BUILTIN__ double j0(double);
__ULTIMA_BUILTIN__ double j1(double);
__ULTIMA_BUILTIN__ double jn(int, double);
__ULTIMA_BUILTIN__ double y0(double);
__ULTIMA_BUILTIN__ double y1(double);
__ULTIMA_BUILTIN__ double yn(int, double);
__ULTIMA_BUILTIN__ double cyl_bessel_i0(double);
__ULTIMA_BUILTIN__ double cyl_bessel_i1(double);
__ULTIMA_BUILTIN__ float j0f(float);
__ULTIMA_BUILTIN__ float j1f(float);
__ULTIMA_BUILTIN__ float jnf(int, float);
__ULTIMA_BUILTIN__ float y0f(float);
__ULTIMA_BUILTIN__ float y1f(float);
__ULTIMA_BUILTIN__ float ynf(int, float);
__ULTIMA_BUILTIN__ float cyl_bessel_i0f(float);
__ULTIMA_BUILTIN__ float cyl_bessel_i1f(float);
}
__ULTIMA_MATH2(atan2) __ULTIMA_MATH2(copysign) __ULTIMA_MATH2(fdim) __ULTIMA_MATH2(fmax)
__ULTIMA_MATH2(fmin) __ULTIMA_MATH2(fmod) __ULTIMA_MATH2(hypot) __ULTIMA_MATH2(nextafter)
__ULTIMA_MATH2(pow) __ULTIMA_MATH2(remainder) __ULTIMA_MATH2(rhypot)
__ULTIMA_MATH3(fma) __ULTIMA_MATH3(norm3d) __ULTIMA_MATH3(rnorm3d)
__ULTIMA_MATH4(norm4d) __ULTIMA_MATH4(rnorm4d)
__ULTIMA_MATHX(frexp, double, float, (double, int *), (float, int *))
__ULTIMA_MATHX(ldexp, double, float, (double, int), (float, int))
__ULTIMA_MATHX(scalbn, double, float, (double, int), (float, int))
__ULTIMA_MATHX(scalbln, double, float, (double, long), (float, long))
__ULTIMA_MATHX(modf, double, float, (double, double *), (float, float *))
__ULTIMA_MATHX(remquo, double, float, (double, double, int *), (float, float, int *))
__ULTIMA_MATHX(ilogb, int, int, (double), (float))
__ULTIMA_MATHX(lrint, long, long, (double), (float))
__ULTIMA_MATHX(llrint, long long, long long, (double), (float))
__ULTIMA_MATHX(lround, long, long, (double), (float))
__ULTIMA_MATHX(llround, long long, long long, (double), (float))
__ULTIMA_MATHX(sincos, void, void, (double, double *, double *), (float, float *, float *))
__ULTIMA_MATHX(sincospi, void, void, (double, double *, double *), (float, float *, float *))
__ULTIMA_MATHX(norm, double, float, (int, const double *), (int, const float *))
__ULTIMA_MATHX(rnorm, double, float, (int, const double *), (int, const float *))
extern "C" __ULTIMA_BUILTIN__ float fdividef(float, float);
extern "C" __ULTIMA_BUILTIN__ float nanf(const char *);
extern "C" __ULTIMA_BUILTIN__ double nan(const char *);
__ULTIMA_BUILTIN__ float saturate(float);
#undef __ULTIMA_MATH1
#undef __ULTIMA_MATH2

/* Argument-type tests for the mixed-type overloads of
   __ultima_math_promotion.h (C++'s <cmath> promotion). */
template <typename T> struct __ultima_math_arithmetic { static const bool value = false; };
template <typename T> struct __ultima_math_integral { static const bool value = false; };
#define __ULTIMA_MATH_INTEGRAL(T)                                              \
  template <> struct __ultima_math_arithmetic<T> { static const bool value = true; }; \
  template <> struct __ultima_math_integral<T> { static const bool value = true; };
__ULTIMA_MATH_INTEGRAL(bool) __ULTIMA_MATH_INTEGRAL(char) __ULTIMA_MATH_INTEGRAL(signed char)
__ULTIMA_MATH_INTEGRAL(unsigned char) __ULTIMA_MATH_INTEGRAL(short)
__ULTIMA_MATH_INTEGRAL(unsigned short) __ULTIMA_MATH_INTEGRAL(int)
__ULTIMA_MATH_INTEGRAL(unsigned int) __ULTIMA_MATH_INTEGRAL(long)
__ULTIMA_MATH_INTEGRAL(unsigned long) __ULTIMA_MATH_INTEGRAL(long long)
__ULTIMA_MATH_INTEGRAL(unsigned long long)
#undef __ULTIMA_MATH_INTEGRAL
template <> struct __ultima_math_arithmetic<float> { static const bool value = true; };
template <> struct __ultima_math_arithmetic<double> { static const bool value = true; };
template <bool B, typename T> struct __ultima_math_enable_if {};
template <typename T> struct __ultima_math_enable_if<true, T> { typedef T type; };
#undef __ULTIMA_MATH3
#undef __ULTIMA_MATH4
#undef __ULTIMA_MATHX

/* Behind INFINITY, NAN, HUGE_VAL and the CUDART_* constants: constant
 * expressions for the CUDA parse, printed as OpenCL's INFINITY / NAN. */
constexpr __ULTIMA_BUILTIN__ float __ultima_inff(void) { return __builtin_inff(); }
constexpr __ULTIMA_BUILTIN__ float __ultima_nanf(void) { return __builtin_nanf(""); }
constexpr __ULTIMA_BUILTIN__ double __ultima_inf(void) { return __builtin_inf(); }
constexpr __ULTIMA_BUILTIN__ double __ultima_nan(void) { return __builtin_nan(""); }

/* Classification: CUDA's C forms return int, the C++ overloads bool. */
extern "C" {
__ULTIMA_BUILTIN__ int __isnanf(float);
__ULTIMA_BUILTIN__ int __isnan(double);
__ULTIMA_BUILTIN__ int __isinff(float);
__ULTIMA_BUILTIN__ int __isinf(double);
__ULTIMA_BUILTIN__ int __finitef(float);
__ULTIMA_BUILTIN__ int __isfinited(double);
__ULTIMA_BUILTIN__ int __finite(double);
__ULTIMA_BUILTIN__ int __signbitf(float);
__ULTIMA_BUILTIN__ int __signbit(double);
__ULTIMA_BUILTIN__ int __signbitd(double);
}
__ULTIMA_BUILTIN__ bool isnan(float);
__ULTIMA_BUILTIN__ bool isnan(double);
__ULTIMA_BUILTIN__ bool isinf(float);
__ULTIMA_BUILTIN__ bool isinf(double);
__ULTIMA_BUILTIN__ bool isfinite(float);
__ULTIMA_BUILTIN__ bool isfinite(double);
__ULTIMA_BUILTIN__ bool signbit(float);
__ULTIMA_BUILTIN__ bool signbit(double);

extern "C" {
/* Single-precision intrinsics. */
__ULTIMA_BUILTIN__ float __expf(float);
__ULTIMA_BUILTIN__ float __exp10f(float);
__ULTIMA_BUILTIN__ float __logf(float);
__ULTIMA_BUILTIN__ float __log2f(float);
__ULTIMA_BUILTIN__ float __log10f(float);
__ULTIMA_BUILTIN__ float __sinf(float);
__ULTIMA_BUILTIN__ float __cosf(float);
__ULTIMA_BUILTIN__ float __tanf(float);
__ULTIMA_BUILTIN__ void __sincosf(float, float *, float *);
__ULTIMA_BUILTIN__ float __powf(float, float);
__ULTIMA_BUILTIN__ float __fdividef(float, float);
__ULTIMA_BUILTIN__ float __saturatef(float);
__ULTIMA_BUILTIN__ float __frsqrt_rn(float);
#define __ULTIMA_ROUNDED(M)                                                    \
  __ULTIMA_BUILTIN__ float __fadd_##M(float, float);                           \
  __ULTIMA_BUILTIN__ float __fsub_##M(float, float);                           \
  __ULTIMA_BUILTIN__ float __fmul_##M(float, float);                           \
  __ULTIMA_BUILTIN__ float __fdiv_##M(float, float);                           \
  __ULTIMA_BUILTIN__ float __fmaf_##M(float, float, float);                    \
  __ULTIMA_BUILTIN__ float __frcp_##M(float);                                  \
  __ULTIMA_BUILTIN__ float __fsqrt_##M(float);                                 \
  __ULTIMA_BUILTIN__ double __dadd_##M(double, double);                        \
  __ULTIMA_BUILTIN__ double __dsub_##M(double, double);                        \
  __ULTIMA_BUILTIN__ double __dmul_##M(double, double);                        \
  __ULTIMA_BUILTIN__ double __ddiv_##M(double, double);                        \
  __ULTIMA_BUILTIN__ double __fma_##M(double, double, double);                 \
  __ULTIMA_BUILTIN__ double __drcp_##M(double);                                \
  __ULTIMA_BUILTIN__ double __dsqrt_##M(double);                               \
  __ULTIMA_BUILTIN__ int __float2int_##M(float);                               \
  __ULTIMA_BUILTIN__ unsigned int __float2uint_##M(float);                     \
  __ULTIMA_BUILTIN__ long long __float2ll_##M(float);                          \
  __ULTIMA_BUILTIN__ unsigned long long __float2ull_##M(float);                \
  __ULTIMA_BUILTIN__ int __double2int_##M(double);                             \
  __ULTIMA_BUILTIN__ unsigned int __double2uint_##M(double);                   \
  __ULTIMA_BUILTIN__ long long __double2ll_##M(double);                        \
  __ULTIMA_BUILTIN__ unsigned long long __double2ull_##M(double);              \
  __ULTIMA_BUILTIN__ float __double2float_##M(double);                         \
  __ULTIMA_BUILTIN__ float __int2float_##M(int);                               \
  __ULTIMA_BUILTIN__ float __uint2float_##M(unsigned int);                     \
  __ULTIMA_BUILTIN__ float __ll2float_##M(long long);                          \
  __ULTIMA_BUILTIN__ float __ull2float_##M(unsigned long long);                \
  __ULTIMA_BUILTIN__ double __ll2double_##M(long long);                        \
  __ULTIMA_BUILTIN__ double __ull2double_##M(unsigned long long);
__ULTIMA_ROUNDED(rn) __ULTIMA_ROUNDED(rz) __ULTIMA_ROUNDED(ru) __ULTIMA_ROUNDED(rd)
#undef __ULTIMA_ROUNDED
__ULTIMA_BUILTIN__ float __fmaf_ieee_rn(float, float, float);
__ULTIMA_BUILTIN__ float __fmaf_ieee_rz(float, float, float);
__ULTIMA_BUILTIN__ float __fmaf_ieee_ru(float, float, float);
__ULTIMA_BUILTIN__ float __fmaf_ieee_rd(float, float, float);
__ULTIMA_BUILTIN__ double __int2double_rn(int);
__ULTIMA_BUILTIN__ double __uint2double_rn(unsigned int);

/* Bit reinterpretation. */
__ULTIMA_BUILTIN__ float __int_as_float(int);
__ULTIMA_BUILTIN__ int __float_as_int(float);
__ULTIMA_BUILTIN__ float __uint_as_float(unsigned int);
__ULTIMA_BUILTIN__ unsigned int __float_as_uint(float);
__ULTIMA_BUILTIN__ long long __double_as_longlong(double);
__ULTIMA_BUILTIN__ double __longlong_as_double(long long);
__ULTIMA_BUILTIN__ int __double2hiint(double);
__ULTIMA_BUILTIN__ int __double2loint(double);
__ULTIMA_BUILTIN__ double __hiloint2double(int, int);

/* Integer intrinsics. */
__ULTIMA_BUILTIN__ int __popc(unsigned int);
__ULTIMA_BUILTIN__ int __popcll(unsigned long long);
__ULTIMA_BUILTIN__ int __clz(int);
__ULTIMA_BUILTIN__ int __clzll(long long);
__ULTIMA_BUILTIN__ int __ffs(int);
__ULTIMA_BUILTIN__ int __ffsll(long long);
__ULTIMA_BUILTIN__ unsigned int __brev(unsigned int);
__ULTIMA_BUILTIN__ unsigned long long __brevll(unsigned long long);
__ULTIMA_BUILTIN__ int __mul24(int, int);
__ULTIMA_BUILTIN__ unsigned int __umul24(unsigned int, unsigned int);
__ULTIMA_BUILTIN__ int __mulhi(int, int);
__ULTIMA_BUILTIN__ unsigned int __umulhi(unsigned int, unsigned int);
__ULTIMA_BUILTIN__ long long __mul64hi(long long, long long);
__ULTIMA_BUILTIN__ unsigned long long __umul64hi(unsigned long long, unsigned long long);
__ULTIMA_BUILTIN__ unsigned int __sad(int, int, unsigned int);
__ULTIMA_BUILTIN__ unsigned int __usad(unsigned int, unsigned int, unsigned int);
__ULTIMA_BUILTIN__ int __hadd(int, int);
__ULTIMA_BUILTIN__ int __rhadd(int, int);
__ULTIMA_BUILTIN__ unsigned int __uhadd(unsigned int, unsigned int);
__ULTIMA_BUILTIN__ unsigned int __urhadd(unsigned int, unsigned int);
__ULTIMA_BUILTIN__ unsigned int __byte_perm(unsigned int, unsigned int, unsigned int);
__ULTIMA_BUILTIN__ unsigned int __funnelshift_l(unsigned int, unsigned int, unsigned int);
__ULTIMA_BUILTIN__ unsigned int __funnelshift_lc(unsigned int, unsigned int, unsigned int);
__ULTIMA_BUILTIN__ unsigned int __funnelshift_r(unsigned int, unsigned int, unsigned int);
__ULTIMA_BUILTIN__ unsigned int __funnelshift_rc(unsigned int, unsigned int, unsigned int);
/* sm_61 dot products (C++ overloads, as in sm_61_intrinsics.h). */
__ULTIMA_BUILTIN__ int __dp4a(int, int, int);
__ULTIMA_BUILTIN__ unsigned int __dp4a(unsigned int, unsigned int, unsigned int);
__ULTIMA_BUILTIN__ int __dp4a(char4, char4, int);
__ULTIMA_BUILTIN__ unsigned int __dp4a(uchar4, uchar4, unsigned int);
__ULTIMA_BUILTIN__ int __dp2a_lo(int, int, int);
__ULTIMA_BUILTIN__ unsigned int __dp2a_lo(unsigned int, unsigned int, unsigned int);
__ULTIMA_BUILTIN__ int __dp2a_lo(short2, char4, int);
__ULTIMA_BUILTIN__ unsigned int __dp2a_lo(ushort2, uchar4, unsigned int);
__ULTIMA_BUILTIN__ int __dp2a_hi(int, int, int);
__ULTIMA_BUILTIN__ unsigned int __dp2a_hi(unsigned int, unsigned int, unsigned int);
__ULTIMA_BUILTIN__ int __dp2a_hi(short2, char4, int);
__ULTIMA_BUILTIN__ unsigned int __dp2a_hi(ushort2, uchar4, unsigned int);

/* SIMD within a word: each 32-bit operand holds four bytes (suffix 4) or two
   halfwords (suffix 2), processed lane by lane. */
#define __ULTIMA_SIMD2(N)                                                      \
  __ULTIMA_BUILTIN__ unsigned int __##N##2(unsigned int, unsigned int);        \
  __ULTIMA_BUILTIN__ unsigned int __##N##4(unsigned int, unsigned int);
#define __ULTIMA_SIMD1(N)                                                      \
  __ULTIMA_BUILTIN__ unsigned int __##N##2(unsigned int);                      \
  __ULTIMA_BUILTIN__ unsigned int __##N##4(unsigned int);
__ULTIMA_SIMD2(vadd) __ULTIMA_SIMD2(vsub) __ULTIMA_SIMD2(vaddus) __ULTIMA_SIMD2(vaddss)
__ULTIMA_SIMD2(vsubus) __ULTIMA_SIMD2(vsubss) __ULTIMA_SIMD2(vabsdiffu) __ULTIMA_SIMD2(vabsdiffs)
__ULTIMA_SIMD2(vavgu) __ULTIMA_SIMD2(vhaddu) __ULTIMA_SIMD2(vmaxu) __ULTIMA_SIMD2(vminu)
__ULTIMA_SIMD2(vmaxs) __ULTIMA_SIMD2(vmins)
__ULTIMA_SIMD2(vcmpeq) __ULTIMA_SIMD2(vcmpne) __ULTIMA_SIMD2(vcmpgtu) __ULTIMA_SIMD2(vcmpgeu)
__ULTIMA_SIMD2(vcmpltu) __ULTIMA_SIMD2(vcmpleu) __ULTIMA_SIMD2(vcmpgts) __ULTIMA_SIMD2(vcmpges)
__ULTIMA_SIMD2(vcmplts) __ULTIMA_SIMD2(vcmples)
__ULTIMA_SIMD2(vseteq) __ULTIMA_SIMD2(vsetne) __ULTIMA_SIMD2(vsetgtu) __ULTIMA_SIMD2(vsetgeu)
__ULTIMA_SIMD2(vsetltu) __ULTIMA_SIMD2(vsetleu) __ULTIMA_SIMD2(vsetgts) __ULTIMA_SIMD2(vsetges)
__ULTIMA_SIMD2(vsetlts) __ULTIMA_SIMD2(vsetles)
__ULTIMA_SIMD1(vabs) __ULTIMA_SIMD1(vabsss) __ULTIMA_SIMD1(vneg) __ULTIMA_SIMD1(vnegss)
#undef __ULTIMA_SIMD2
#undef __ULTIMA_SIMD1

/* DPX (CUDA 12): min/max of three 32-bit integers, of a sum and a third,
   and the same clamped at 0 below (`_relu`). The sum wraps. */
__ULTIMA_BUILTIN__ int __vimax3_s32(int, int, int);
__ULTIMA_BUILTIN__ unsigned int __vimax3_u32(unsigned int, unsigned int, unsigned int);
__ULTIMA_BUILTIN__ int __vimin3_s32(int, int, int);
__ULTIMA_BUILTIN__ unsigned int __vimin3_u32(unsigned int, unsigned int, unsigned int);
__ULTIMA_BUILTIN__ int __vimax_s32_relu(int, int);
__ULTIMA_BUILTIN__ int __vimin_s32_relu(int, int);
__ULTIMA_BUILTIN__ int __vimax3_s32_relu(int, int, int);
__ULTIMA_BUILTIN__ int __vimin3_s32_relu(int, int, int);
__ULTIMA_BUILTIN__ int __viaddmax_s32(int, int, int);
__ULTIMA_BUILTIN__ unsigned int __viaddmax_u32(unsigned int, unsigned int, unsigned int);
__ULTIMA_BUILTIN__ int __viaddmin_s32(int, int, int);
__ULTIMA_BUILTIN__ unsigned int __viaddmin_u32(unsigned int, unsigned int, unsigned int);
__ULTIMA_BUILTIN__ int __viaddmax_s32_relu(int, int, int);
__ULTIMA_BUILTIN__ int __viaddmin_s32_relu(int, int, int);

/* Named integer min/max/abs. */
__ULTIMA_BUILTIN__ int abs(int);
__ULTIMA_BUILTIN__ long labs(long);
__ULTIMA_BUILTIN__ long long llabs(long long);
__ULTIMA_BUILTIN__ unsigned int umin(unsigned int, unsigned int);
__ULTIMA_BUILTIN__ unsigned int umax(unsigned int, unsigned int);
__ULTIMA_BUILTIN__ long long llmin(long long, long long);
__ULTIMA_BUILTIN__ long long llmax(long long, long long);
__ULTIMA_BUILTIN__ unsigned long long ullmin(unsigned long long, unsigned long long);
__ULTIMA_BUILTIN__ unsigned long long ullmax(unsigned long long, unsigned long long);
}

/* CUDA's min/max/abs overload sets (math_functions.hpp): mixed signed/unsigned
 * arguments resolve to the unsigned type, mixed float/double to double. */
__ULTIMA_BUILTIN__ long abs(long);
__ULTIMA_BUILTIN__ long long abs(long long);
__ULTIMA_BUILTIN__ float abs(float);
__ULTIMA_BUILTIN__ double abs(double);
/* __host__ __device__, as in CUDA: host code calls min and max too. The
 * translator lowers the device calls; ultima-cc's host compilation gets
 * definitions. */
#ifdef __ULTIMA_CC_HOST__
#define __ULTIMA_MINMAX_FN(R, F, A, B, OP)                                     \
  static inline __host__ __device__ R F(A a, B b) {                            \
    return (R)a OP (R)b ? (R)a : (R)b;                                         \
  }
#else
#define __ULTIMA_MINMAX_FN(R, F, A, B, OP) __host__ __device__ R F(A, B);
#endif
#define __ULTIMA_MINMAX(F, OP)                                                 \
  __ULTIMA_MINMAX_FN(int, F, int, int, OP)                                     \
  __ULTIMA_MINMAX_FN(unsigned int, F, unsigned int, unsigned int, OP)          \
  __ULTIMA_MINMAX_FN(unsigned int, F, int, unsigned int, OP)                   \
  __ULTIMA_MINMAX_FN(unsigned int, F, unsigned int, int, OP)                   \
  __ULTIMA_MINMAX_FN(long, F, long, long, OP)                                  \
  __ULTIMA_MINMAX_FN(unsigned long, F, unsigned long, unsigned long, OP)       \
  __ULTIMA_MINMAX_FN(unsigned long, F, long, unsigned long, OP)                \
  __ULTIMA_MINMAX_FN(unsigned long, F, unsigned long, long, OP)                \
  __ULTIMA_MINMAX_FN(long long, F, long long, long long, OP)                   \
  __ULTIMA_MINMAX_FN(unsigned long long, F, unsigned long long, unsigned long long, OP) \
  __ULTIMA_MINMAX_FN(unsigned long long, F, long long, unsigned long long, OP) \
  __ULTIMA_MINMAX_FN(unsigned long long, F, unsigned long long, long long, OP) \
  __ULTIMA_MINMAX_FN(float, F, float, float, OP)                               \
  __ULTIMA_MINMAX_FN(double, F, double, double, OP)                            \
  __ULTIMA_MINMAX_FN(double, F, float, double, OP)                             \
  __ULTIMA_MINMAX_FN(double, F, double, float, OP)
__ULTIMA_MINMAX(min, <)
__ULTIMA_MINMAX(max, >)
#undef __ULTIMA_MINMAX
#undef __ULTIMA_MINMAX_FN

/* std:: spellings (<cmath>) name the same declarations. */
namespace std {
using ::abs; using ::acos; using ::acosh; using ::asin; using ::asinh; using ::atan;
using ::atan2; using ::atanh; using ::cbrt; using ::ceil; using ::copysign; using ::cos;
using ::cosh; using ::erf; using ::erfc; using ::exp; using ::exp2; using ::expm1;
using ::fabs; using ::fdim; using ::floor; using ::fma; using ::fmax; using ::fmin;
using ::fmod; using ::frexp; using ::hypot; using ::ilogb; using ::isfinite; using ::isinf;
using ::isnan; using ::ldexp; using ::lgamma; using ::llrint; using ::llround; using ::log;
using ::log10; using ::log1p; using ::log2; using ::logb; using ::lrint; using ::lround;
using ::max; using ::min; using ::modf; using ::nearbyint; using ::nextafter; using ::pow;
using ::remainder; using ::remquo; using ::rint; using ::round; using ::scalbln;
using ::scalbn; using ::signbit; using ::sin; using ::sinh; using ::sqrt; using ::tan;
using ::tanh; using ::tgamma; using ::trunc;
} // namespace std

#endif
