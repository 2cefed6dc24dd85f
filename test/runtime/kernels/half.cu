// CUDA half precision (cuda_fp16.h) kernels for test_half.py: conversions in
// every rounding mode, arithmetic, comparisons, math, a __shared__ __half
// reduction written with operators and implicit conversions, and __half2.
#include <cuda_fp16.h>

#define IDX (blockIdx.x * blockDim.x + threadIdx.x)

__global__ void half_to(const __half *h, float *f, int *iv, unsigned *uv, short *sv,
                        unsigned short *usv, long long *llv, unsigned long long *ullv,
                        int *misc, int n) {
  int i = IDX;
  if (i >= n)
    return;
  __half x = h[i];
  f[2 * i] = __half2float(x);
  f[2 * i + 1] = x; // operator float
  iv[4 * i + 0] = __half2int_rn(x);
  iv[4 * i + 1] = __half2int_rz(x);
  iv[4 * i + 2] = __half2int_ru(x);
  iv[4 * i + 3] = __half2int_rd(x);
  uv[4 * i + 0] = __half2uint_rn(x);
  uv[4 * i + 1] = __half2uint_rz(x);
  uv[4 * i + 2] = __half2uint_ru(x);
  uv[4 * i + 3] = __half2uint_rd(x);
  sv[4 * i + 0] = __half2short_rn(x);
  sv[4 * i + 1] = __half2short_rz(x);
  sv[4 * i + 2] = __half2short_ru(x);
  sv[4 * i + 3] = __half2short_rd(x);
  usv[4 * i + 0] = __half2ushort_rn(x);
  usv[4 * i + 1] = __half2ushort_rz(x);
  usv[4 * i + 2] = __half2ushort_ru(x);
  usv[4 * i + 3] = __half2ushort_rd(x);
  llv[4 * i + 0] = __half2ll_rn(x);
  llv[4 * i + 1] = __half2ll_rz(x);
  llv[4 * i + 2] = __half2ll_ru(x);
  llv[4 * i + 3] = __half2ll_rd(x);
  ullv[4 * i + 0] = __half2ull_rn(x);
  ullv[4 * i + 1] = __half2ull_rz(x);
  ullv[4 * i + 2] = __half2ull_ru(x);
  ullv[4 * i + 3] = __half2ull_rd(x);
  // Conversion operators (toward zero), bool, bit casts, classification.
  int asInt = x;
  long long asLL = (long long)x;
  misc[6 * i + 0] = asInt;
  misc[6 * i + 1] = (int)asLL;
  misc[6 * i + 2] = x ? 1 : 0;
  misc[6 * i + 3] = __half_as_ushort(x) == (unsigned short)__half_as_short(x);
  misc[6 * i + 4] = __hisnan(x);
  misc[6 * i + 5] = __hisinf(x);
}

__global__ void float_to(const float *f, __half *out, int n) {
  int i = IDX;
  if (i >= n)
    return;
  float v = f[i];
  out[6 * i + 0] = __float2half_rn(v);
  out[6 * i + 1] = __float2half_rz(v);
  out[6 * i + 2] = __float2half_ru(v);
  out[6 * i + 3] = __float2half_rd(v);
  out[6 * i + 4] = __float2half(v);
  __half viaCtor = v;
  out[6 * i + 5] = viaCtor;
}

__global__ void double_to(const double *d, __half *out, int n) {
  int i = IDX;
  if (i < n) {
    out[2 * i] = __double2half(d[i]);
    out[2 * i + 1] = __half(d[i]);
  }
}

__global__ void int_to(const int *iv, const unsigned *uv, const long long *lv,
                       const unsigned long long *ulv, __half *out, int n) {
  int i = IDX;
  if (i >= n)
    return;
  __half *o = out + 17 * i;
  o[0] = __int2half_rn(iv[i]);
  o[1] = __int2half_rz(iv[i]);
  o[2] = __int2half_ru(iv[i]);
  o[3] = __int2half_rd(iv[i]);
  o[4] = __uint2half_rn(uv[i]);
  o[5] = __uint2half_rz(uv[i]);
  o[6] = __uint2half_ru(uv[i]);
  o[7] = __uint2half_rd(uv[i]);
  o[8] = __ll2half_rn(lv[i]);
  o[9] = __ll2half_rz(lv[i]);
  o[10] = __ll2half_ru(lv[i]);
  o[11] = __ll2half_rd(lv[i]);
  o[12] = __ull2half_rn(ulv[i]);
  o[13] = __ull2half_rz(ulv[i]);
  o[14] = __ull2half_ru(ulv[i]);
  o[15] = __ull2half_rd(ulv[i]);
  o[16] = iv[i]; // __half(int): round to nearest
}

// 13 half results and 18 comparisons per pair.
__global__ void binary(const __half *a, const __half *b, const __half *c, __half *out,
                       int *cmp, int n) {
  int i = IDX;
  if (i >= n)
    return;
  __half x = a[i], y = b[i], z = c[i];
  __half *o = out + 13 * i;
  o[0] = __hadd(x, y);
  o[1] = __hsub(x, y);
  o[2] = __hmul(x, y);
  o[3] = __hdiv(x, y);
  o[4] = __hfma(x, y, z);
  o[5] = __hmin(x, y);
  o[6] = __hmax(x, y);
  o[7] = __hadd_sat(x, y);
  o[8] = __hsub_sat(x, y);
  o[9] = __hmul_sat(x, y);
  o[10] = __hfma_sat(x, y, z);
  o[11] = x + y * z - x / y; // operators, each rounded to half
  __half acc = x;
  acc += y;
  acc *= z;
  acc -= y;
  acc /= x;
  o[12] = acc;
  int *r = cmp + 18 * i;
  r[0] = __heq(x, y);
  r[1] = __hne(x, y);
  r[2] = __hlt(x, y);
  r[3] = __hle(x, y);
  r[4] = __hgt(x, y);
  r[5] = __hge(x, y);
  r[6] = __hequ(x, y);
  r[7] = __hneu(x, y);
  r[8] = __hltu(x, y);
  r[9] = __hleu(x, y);
  r[10] = __hgtu(x, y);
  r[11] = __hgeu(x, y);
  r[12] = x == y;
  r[13] = x != y;
  r[14] = x < y;
  r[15] = x <= y;
  r[16] = x > y;
  r[17] = x >= y;
}

// 16 results per input.
__global__ void unary(const __half *a, __half *out, int n) {
  int i = IDX;
  if (i >= n)
    return;
  __half x = a[i];
  __half *o = out + 16 * i;
  o[0] = hsqrt(x);
  o[1] = hrcp(x);
  o[2] = __hneg(x);
  o[3] = __habs(x);
  o[4] = htrunc(x);
  o[5] = hceil(x);
  o[6] = hfloor(x);
  o[7] = hrint(x);
  o[8] = -x;
  o[9] = hrsqrt(x);
  o[10] = hexp(x);
  o[11] = hexp2(x);
  o[12] = hlog(x);
  o[13] = hlog2(x);
  o[14] = hsin(x);
  o[15] = hcos(x);
}

// Per-block sum of scale*x[i] in a __shared__ __half tree, with operators
// and implicit float <-> half conversions; out[block] = the sum as float.
__global__ void shared_sum(const float *x, float scale, float *out) {
  __shared__ __half s[64];
  unsigned t = threadIdx.x;
  __half v = x[blockIdx.x * blockDim.x + t] * scale; // float product, rounded once
  s[t] = v;
  __syncthreads();
  for (unsigned stride = blockDim.x / 2; stride > 0; stride /= 2) {
    if (t < stride)
      s[t] += s[t + stride];
    __syncthreads();
  }
  if (t == 0) {
    float total = s[0];
    out[blockIdx.x] = total;
  }
}

struct Particle {
  __half2 pos;
  __half mass;
  short tag;
};

__global__ void half2_ops(const __half2 *a, const __half2 *b, const float2 *f, __half2 *out,
                          float *fo, int *cmp, Particle *ps, int n) {
  int i = IDX;
  if (i >= n)
    return;
  __half2 x = a[i], y = b[i];
  __half2 *o = out + 9 * i;
  o[0] = __hadd2(x, y);
  o[1] = __hsub2(x, y);
  o[2] = __hmul2(x, y);
  o[3] = __hfma2(x, y, x);
  o[4] = x * y + x;
  o[5] = __floats2half2_rn(f[i].x, f[i].y);
  o[6] = __float22half2_rn(f[i]);
  o[7] = __halves2half2(__high2half(x), __low2half(y));
  o[8] = __hneg2(__habs2(x));
  float2 g = __half22float2(x);
  fo[3 * i] = g.x + g.y;
  fo[3 * i + 1] = __low2float(y) - __high2float(y);
  fo[3 * i + 2] = sizeof(__half2) * 10 + sizeof(Particle);
  cmp[2 * i] = x == y;
  cmp[2 * i + 1] = x < y;
  Particle p = ps[i];
  p.pos += __half2(p.mass, p.mass);
  p.mass = -p.mass;
  ps[i] = p;
}

// The rest of cuda_fp16.h's __half2 API, half by half; 36 __half2 and 5
// bool results per element (test_half2_elementwise).
__global__ void half2_more(const __half2 *a, const __half2 *b, const __half2 *c, __half2 *out,
                           int *both, __half *scalar, int n) {
  int i = IDX;
  if (i >= n)
    return;
  __half2 x = a[i], y = b[i], z = c[i];
  __half2 *o = out + 36 * i;
  o[0] = __hadd2_sat(x, y);
  o[1] = __hsub2_sat(x, y);
  o[2] = __hmul2_sat(x, y);
  o[3] = __hfma2_sat(x, y, z);
  o[4] = __hadd2_rn(x, y);
  o[5] = __hsub2_rn(x, y);
  o[6] = __hmul2_rn(x, y);
  o[7] = __heq2(x, y);
  o[8] = __hne2(x, y);
  o[9] = __hlt2(x, y);
  o[10] = __hle2(x, y);
  o[11] = __hgt2(x, y);
  o[12] = __hge2(x, y);
  o[13] = __hequ2(x, y);
  o[14] = __hneu2(x, y);
  o[15] = __hltu2(x, y);
  o[16] = __hleu2(x, y);
  o[17] = __hgtu2(x, y);
  o[18] = __hgeu2(x, y);
  o[19] = __hisnan2(x);
  o[20] = __hmax2(x, y);
  o[21] = __hmin2(x, y);
  o[22] = __hmax2_nan(x, y);
  o[23] = __hmin2_nan(x, y);
  o[24] = __lowhigh2highlow(x);
  o[25] = __low2half2(x);
  o[26] = __high2half2(x);
  o[27] = __lows2half2(x, y);
  o[28] = __highs2half2(x, y);
  o[29] = h2exp(x);
  o[30] = h2log2(x);
  o[31] = h2sin(x);
  o[32] = h2rsqrt(x);
  o[33] = h2rcp(x);
  o[34] = h2floor(x);
  o[35] = h2rint(x);
  both[5 * i + 0] = __hbequ2(x, y);
  both[5 * i + 1] = __hbltu2(x, y);
  both[5 * i + 2] = __hbleu2(x, y);
  both[5 * i + 3] = __hbgtu2(x, y);
  both[5 * i + 4] = __hbgeu2(x, y);
  scalar[5 * i + 0] = __hmax_nan(__low2half(x), __low2half(y));
  scalar[5 * i + 1] = __hmin_nan(__high2half(x), __high2half(y));
  scalar[5 * i + 2] = __hadd_rn(__low2half(x), __low2half(y));
  scalar[5 * i + 3] = __hsub_rn(__low2half(x), __low2half(y));
  scalar[5 * i + 4] = __hmul_rn(__low2half(x), __low2half(y));
}

// atomicAdd on __half and __half2 under contention, in global and shared
// memory; every old value is kept (test_half_atomics).
__global__ void half_atomics(const int *bin, __half *global_bins, __half2 *pair_bins,
                             __half *old_global, __half *old_shared, __half2 *old_pair,
                             __half *block_bins, int n) {
  __shared__ __half local_bins[16];
  int i = IDX;
  if (threadIdx.x < 16)
    local_bins[threadIdx.x] = __float2half(0.0f);
  __syncthreads();
  if (i < n) {
    int b = bin[i];
    old_global[i] = atomicAdd(&global_bins[b], __float2half(1.0f));
    old_pair[i] = atomicAdd(&pair_bins[b], __floats2half2_rn(1.0f, 0.5f));
    old_shared[i] = atomicAdd(&local_bins[b], __float2half(1.0f));
  }
  __syncthreads();
  if (threadIdx.x < 16)
    block_bins[16 * blockIdx.x + threadIdx.x] = local_bins[threadIdx.x];
}
