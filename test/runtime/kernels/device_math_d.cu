// Executed math tests (test_device_math.py): one kernel per arity, the function
// picked by `op`; the order of the cases is the order of the lists in the test.
#include <math.h>

__device__ double apply1(int op, double a) {
  switch (op) {
  case 0: return erfcx(a);
  case 1: return erfinv(a);
  case 2: return erfcinv(a);
  case 3: return normcdf(a);
  case 4: return normcdfinv(a);
  case 5: return rcbrt(a);
  case 6: return sinpi(a);
  case 7: return cospi(a);
  case 8: return exp(a);
  case 9: return exp2(a);
  case 10: return exp10(a);
  case 11: return expm1(a);
  case 12: return log(a);
  case 13: return log2(a);
  case 14: return log10(a);
  case 15: return log1p(a);
  case 16: return sin(a);
  case 17: return cos(a);
  case 18: return tan(a);
  case 19: return asin(a);
  case 20: return acos(a);
  case 21: return atan(a);
  case 22: return sinh(a);
  case 23: return cosh(a);
  case 24: return tanh(a);
  case 25: return asinh(a);
  case 26: return acosh(a);
  case 27: return atanh(a);
  case 28: return cbrt(a);
  case 29: return erf(a);
  case 30: return erfc(a);
  case 31: return lgamma(a);
  case 32: return tgamma(a);
  case 33: return sqrt(a);
  case 34: return rsqrt(a);
  case 35: return __dsqrt_rn(a);
  case 36: return __dsqrt_rz(a);
  case 37: return __dsqrt_ru(a);
  case 38: return __dsqrt_rd(a);
  case 39: return __drcp_rn(a);
  case 40: return __drcp_rz(a);
  case 41: return __drcp_ru(a);
  case 42: return __drcp_rd(a);
  }
  return 0;
}
__global__ void math1(int op, const double *a, double *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = apply1(op, a[i]);
}

__device__ double apply2(int op, double a, double b) {
  switch (op) {
  case 0: return atan2(a, b);
  case 1: return pow(a, b);
  case 2: return hypot(a, b);
  case 3: return rhypot(a, b);
  case 4: return fmod(a, b);
  case 5: return remainder(a, b);
  case 6: return __dadd_rn(a, b);
  case 7: return __dadd_rz(a, b);
  case 8: return __dadd_ru(a, b);
  case 9: return __dadd_rd(a, b);
  case 10: return __dsub_rz(a, b);
  case 11: return __dmul_rn(a, b);
  case 12: return __dmul_rz(a, b);
  case 13: return __dmul_ru(a, b);
  case 14: return __dmul_rd(a, b);
  case 15: return __ddiv_rn(a, b);
  case 16: return __ddiv_rz(a, b);
  case 17: return __ddiv_ru(a, b);
  case 18: return __ddiv_rd(a, b);
  }
  return 0;
}
__global__ void math2(int op, const double *a, const double *b, double *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = apply2(op, a[i], b[i]);
}

__device__ double apply3(int op, double a, double b, double c) {
  switch (op) {
  case 0: return fma(a, b, c);
  case 1: return norm3d(a, b, c);
  case 2: return rnorm3d(a, b, c);
  case 3: return __fma_rn(a, b, c);
  case 4: return __fma_rz(a, b, c);
  case 5: return __fma_ru(a, b, c);
  case 6: return __fma_rd(a, b, c);
  }
  return 0;
}
__global__ void math3(int op, const double *a, const double *b, const double *c, double *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = apply3(op, a[i], b[i], c[i]);
}

__device__ double apply4(int op, double a, double b, double c, double d) {
  switch (op) {
  case 0: return norm4d(a, b, c, d);
  case 1: return rnorm4d(a, b, c, d);
  }
  return 0;
}
__global__ void math4(int op, const double *a, const double *b, const double *c, const double *d, double *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = apply4(op, a[i], b[i], c[i], d[i]);
}

__global__ void outparams_d(const double *x, double *s, double *c, double *sp, double *cp, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  double a, b;
  sincos(x[i], &a, &b);
  s[i] = a;
  c[i] = b;
  sincospi(x[i], &sp[i], &cp[i]);
}
