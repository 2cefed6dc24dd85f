// Executed math tests (test_device_math.py): one kernel per arity, the function
// picked by `op`; the order of the cases is the order of the lists in the test.
#include <math.h>

__device__ float apply1(int op, float a) {
  switch (op) {
  case 0: return erfcxf(a);
  case 1: return erfinvf(a);
  case 2: return erfcinvf(a);
  case 3: return normcdff(a);
  case 4: return normcdfinvf(a);
  case 5: return rcbrtf(a);
  case 6: return sinpif(a);
  case 7: return cospif(a);
  case 8: return expf(a);
  case 9: return exp2f(a);
  case 10: return exp10f(a);
  case 11: return expm1f(a);
  case 12: return logf(a);
  case 13: return log2f(a);
  case 14: return log10f(a);
  case 15: return log1pf(a);
  case 16: return sinf(a);
  case 17: return cosf(a);
  case 18: return tanf(a);
  case 19: return asinf(a);
  case 20: return acosf(a);
  case 21: return atanf(a);
  case 22: return sinhf(a);
  case 23: return coshf(a);
  case 24: return tanhf(a);
  case 25: return asinhf(a);
  case 26: return acoshf(a);
  case 27: return atanhf(a);
  case 28: return cbrtf(a);
  case 29: return erff(a);
  case 30: return erfcf(a);
  case 31: return lgammaf(a);
  case 32: return tgammaf(a);
  case 33: return sqrtf(a);
  case 34: return rsqrtf(a);
  case 35: return logbf(a);
  case 36: return nearbyintf(a);
  case 37: return rintf(a);
  case 38: return roundf(a);
  case 39: return truncf(a);
  case 40: return ceilf(a);
  case 41: return floorf(a);
  case 42: return fabsf(a);
  case 43: return saturate(a);
  case 44: return __saturatef(a);
  case 45: return __expf(a);
  case 46: return __exp10f(a);
  case 47: return __logf(a);
  case 48: return __log2f(a);
  case 49: return __log10f(a);
  case 50: return __sinf(a);
  case 51: return __cosf(a);
  case 52: return __tanf(a);
  case 53: return __frsqrt_rn(a);
  case 54: return __fsqrt_rn(a);
  case 55: return __fsqrt_rz(a);
  case 56: return __fsqrt_ru(a);
  case 57: return __fsqrt_rd(a);
  case 58: return __frcp_rn(a);
  case 59: return __frcp_rz(a);
  case 60: return __frcp_ru(a);
  case 61: return __frcp_rd(a);
  }
  return 0;
}
__global__ void math1(int op, const float *a, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = apply1(op, a[i]);
}

__device__ float apply2(int op, float a, float b) {
  switch (op) {
  case 0: return atan2f(a, b);
  case 1: return powf(a, b);
  case 2: return hypotf(a, b);
  case 3: return rhypotf(a, b);
  case 4: return fmodf(a, b);
  case 5: return remainderf(a, b);
  case 6: return fdimf(a, b);
  case 7: return copysignf(a, b);
  case 8: return fminf(a, b);
  case 9: return fmaxf(a, b);
  case 10: return nextafterf(a, b);
  case 11: return fdividef(a, b);
  case 12: return __fdividef(a, b);
  case 13: return __powf(a, b);
  case 14: return min(a, b);
  case 15: return max(a, b);
  case 16: return __fadd_rn(a, b);
  case 17: return __fadd_rz(a, b);
  case 18: return __fadd_ru(a, b);
  case 19: return __fadd_rd(a, b);
  case 20: return __fsub_rn(a, b);
  case 21: return __fsub_rz(a, b);
  case 22: return __fsub_ru(a, b);
  case 23: return __fsub_rd(a, b);
  case 24: return __fmul_rn(a, b);
  case 25: return __fmul_rz(a, b);
  case 26: return __fmul_ru(a, b);
  case 27: return __fmul_rd(a, b);
  case 28: return __fdiv_rn(a, b);
  case 29: return __fdiv_rz(a, b);
  case 30: return __fdiv_ru(a, b);
  case 31: return __fdiv_rd(a, b);
  }
  return 0;
}
__global__ void math2(int op, const float *a, const float *b, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = apply2(op, a[i], b[i]);
}

__device__ float apply3(int op, float a, float b, float c) {
  switch (op) {
  case 0: return fmaf(a, b, c);
  case 1: return norm3df(a, b, c);
  case 2: return rnorm3df(a, b, c);
  case 3: return __fmaf_rn(a, b, c);
  case 4: return __fmaf_rz(a, b, c);
  case 5: return __fmaf_ru(a, b, c);
  case 6: return __fmaf_rd(a, b, c);
  case 7: return __fmaf_ieee_rz(a, b, c);
  }
  return 0;
}
__global__ void math3(int op, const float *a, const float *b, const float *c, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = apply3(op, a[i], b[i], c[i]);
}

__device__ float apply4(int op, float a, float b, float c, float d) {
  switch (op) {
  case 0: return norm4df(a, b, c, d);
  case 1: return rnorm4df(a, b, c, d);
  }
  return 0;
}
__global__ void math4(int op, const float *a, const float *b, const float *c, const float *d, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = apply4(op, a[i], b[i], c[i], d[i]);
}

// Pointer out-parameters in private, global and local memory.
__global__ void outparams(const float *x, float *s, float *c, float *m, int *e, float *sp, float *cp, int n) {
  __shared__ float tile[64];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float sv, cv, ip;
  sincosf(x[i], &sv, &cv);
  s[i] = sv;
  sincospif(x[i], &sp[i], &tile[threadIdx.x]);
  cp[i] = tile[threadIdx.x];
  m[i] = modff(x[i], &ip) + ip * 0.0f;
  frexpf(x[i], &e[i]);
  __sincosf(x[i], &sv, &c[i]);
}
