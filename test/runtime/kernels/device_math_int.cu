// Integer intrinsics, conversions with rounding modes, bit reinterpretation and
// CUDA's mixed-type min/max/abs overloads (test_device_math_int.py).
#include <math.h>
#include <math_constants.h>

__global__ void int_ops(const unsigned *a, const unsigned *b, const unsigned *c, unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned x = a[i], y = b[i], s = c[i];
  int sx = (int)x, sy = (int)y;
  unsigned *o = out + 20 * i;
  o[0] = __popc(x);
  o[1] = __clz(sx);
  o[2] = __ffs(sx);
  o[3] = __brev(x);
  o[4] = __mul24(sx, sy);
  o[5] = __umul24(x, y);
  o[6] = __mulhi(sx, sy);
  o[7] = __umulhi(x, y);
  o[8] = __sad(sx, sy, s);
  o[9] = __usad(x, y, s);
  o[10] = __byte_perm(x, y, s);
  o[11] = __funnelshift_l(x, y, s);
  o[12] = __funnelshift_r(x, y, s);
  o[13] = __funnelshift_lc(x, y, s);
  o[14] = __funnelshift_rc(x, y, s);
  o[15] = __hadd(sx, sy);
  o[16] = __rhadd(sx, sy);
  o[17] = __uhadd(x, y);
  o[18] = __urhadd(x, y);
  o[19] = abs(sx);
}

__global__ void int64_ops(const unsigned long long *a, const unsigned long long *b, unsigned long long *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned long long x = a[i], y = b[i];
  long long sx = (long long)x, sy = (long long)y;
  unsigned long long *o = out + 8 * i;
  o[0] = __popcll(x);
  o[1] = __clzll(sx);
  o[2] = __ffsll(sx);
  o[3] = __brevll(x);
  o[4] = __mul64hi(sx, sy);
  o[5] = __umul64hi(x, y);
  o[6] = llabs(sx);
  o[7] = llmin(sx, sy) + ullmax(x, y);
}

// Mixed-type min/max as CUDA resolves them: int/unsigned -> unsigned, float/double -> double.
__global__ void minmax(const int *si, const unsigned *ui, const float *f, const double *d,
                       unsigned *ou, long long *ol, double *od, float *of, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  ou[4 * i + 0] = min(si[i], ui[i]);
  ou[4 * i + 1] = max(ui[i], si[i]);
  ou[4 * i + 2] = umin(ui[i], 7u);
  ou[4 * i + 3] = umax(ui[i], 7u);
  long long l = si[i];
  ol[2 * i + 0] = min(l, (long long)-5);
  ol[2 * i + 1] = max(l, llabs(l));
  od[2 * i + 0] = min(f[i], d[i]);
  od[2 * i + 1] = max(d[i], f[i]);
  of[2 * i + 0] = abs(f[i]) + fabsf(f[i]);
  of[2 * i + 1] = min(f[i], -f[i]);
}

// Conversions with rounding modes and bit reinterpretation.
__global__ void conversions(const float *f, const double *d, const long long *l, int *oi, unsigned *ou,
                            long long *oll, unsigned long long *oull, float *of, double *od, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float x = f[i];
  double y = d[i];
  long long z = l[i];
  oi[8 * i + 0] = __float2int_rn(x);
  oi[8 * i + 1] = __float2int_rz(x);
  oi[8 * i + 2] = __float2int_ru(x);
  oi[8 * i + 3] = __float2int_rd(x);
  oi[8 * i + 4] = __double2int_rn(y);
  oi[8 * i + 5] = __float_as_int(x);
  oi[8 * i + 6] = __double2hiint(y);
  oi[8 * i + 7] = __double2loint(y);
  ou[2 * i + 0] = __float2uint_rn(x);
  ou[2 * i + 1] = __float_as_uint(x);
  oll[2 * i + 0] = __float2ll_rz(x);
  oll[2 * i + 1] = __double_as_longlong(y);
  oull[i] = __float2ull_rd(x);
  of[8 * i + 0] = __double2float_rn(y);
  of[8 * i + 1] = __double2float_rz(y);
  of[8 * i + 2] = __double2float_ru(y);
  of[8 * i + 3] = __double2float_rd(y);
  of[8 * i + 4] = __ll2float_rz(z);
  of[8 * i + 5] = __int2float_rn((int)z);
  of[8 * i + 6] = __int_as_float(__float_as_int(x) ^ 0x80000000);
  of[8 * i + 7] = __uint_as_float(0x3f800000u);
  od[2 * i + 0] = __longlong_as_double(__double_as_longlong(y));
  od[2 * i + 1] = __hiloint2double(__double2hiint(y), __double2loint(y));
}

// Classification, constants and the remaining float helpers.
__global__ void classify(const float *f, const double *d, int *o, float *c, double *cd, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float x = f[i];
  double y = d[i];
  o[8 * i + 0] = isnan(x);
  o[8 * i + 1] = isinf(x);
  o[8 * i + 2] = isfinite(y);
  o[8 * i + 3] = signbit(x) ? 1 : 0;
  o[8 * i + 4] = __isnanf(x) != 0;
  o[8 * i + 5] = __isinf(y) != 0;
  o[8 * i + 6] = __finitef(x) != 0;
  o[8 * i + 7] = ilogbf(x == 0.0f || !isfinite(x) ? 1.0f : x);
  c[4 * i + 0] = x > 0.0f ? CUDART_INF_F : (x < 0.0f ? -INFINITY : CUDART_NAN_F);
  c[4 * i + 1] = CUDART_PI_F + (float)M_PI;
  c[4 * i + 2] = ldexpf(x, 3) + scalbnf(x, -2);
  c[4 * i + 3] = __frcp_rn(2.0f) + __fsqrt_rn(4.0f);
  cd[2 * i + 0] = y == y ? CUDART_PI : -CUDART_INF;
  cd[2 * i + 1] = (double)lrintf(x) + (double)llround(y);
}

// sm_61 dot products, each overload (scalar words and byte/short vectors).
__global__ void dot_products(const unsigned *a, const unsigned *b, const unsigned *c, unsigned *o, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned x = a[i], y = b[i], z = c[i];
  char4 xc = make_char4((signed char)(x & 0xff), (signed char)(x >> 8 & 0xff), (signed char)(x >> 16 & 0xff), (signed char)(x >> 24));
  char4 yc = make_char4((signed char)(y & 0xff), (signed char)(y >> 8 & 0xff), (signed char)(y >> 16 & 0xff), (signed char)(y >> 24));
  uchar4 xu = make_uchar4(x & 0xff, x >> 8 & 0xff, x >> 16 & 0xff, x >> 24);
  uchar4 yu = make_uchar4(y & 0xff, y >> 8 & 0xff, y >> 16 & 0xff, y >> 24);
  short2 xs = make_short2((short)(x & 0xffff), (short)(x >> 16));
  ushort2 xus = make_ushort2(x & 0xffff, x >> 16);
  o[10 * i + 0] = (unsigned)__dp4a((int)x, (int)y, (int)z);
  o[10 * i + 1] = __dp4a(x, y, z);
  o[10 * i + 2] = (unsigned)__dp4a(xc, yc, (int)z);
  o[10 * i + 3] = __dp4a(xu, yu, z);
  o[10 * i + 4] = (unsigned)__dp2a_lo((int)x, (int)y, (int)z);
  o[10 * i + 5] = __dp2a_lo(x, y, z);
  o[10 * i + 6] = (unsigned)__dp2a_hi((int)x, (int)y, (int)z);
  o[10 * i + 7] = __dp2a_hi(x, y, z);
  o[10 * i + 8] = (unsigned)__dp2a_lo(xs, yc, (int)z);
  o[10 * i + 9] = __dp2a_hi(xus, yu, z);
}

// SIMD within a word: every intrinsic in both lane widths, in the order of
// SIMD_BINARY then SIMD_UNARY in test_device_math_int.py.
#define SIMD_BIN(N) o[k++] = __##N##4(x, y); o[k++] = __##N##2(x, y);
#define SIMD_UN(N) o[k++] = __##N##4(x); o[k++] = __##N##2(x);
__global__ void simd_ops(const unsigned *a, const unsigned *b, unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned x = a[i], y = b[i], *o = out + i * 76;
  int k = 0;
  SIMD_BIN(vadd) SIMD_BIN(vsub) SIMD_BIN(vaddus) SIMD_BIN(vaddss) SIMD_BIN(vsubus) SIMD_BIN(vsubss)
  SIMD_BIN(vabsdiffu) SIMD_BIN(vabsdiffs) SIMD_BIN(vavgu) SIMD_BIN(vhaddu) SIMD_BIN(vmaxu)
  SIMD_BIN(vminu) SIMD_BIN(vmaxs) SIMD_BIN(vmins)
  SIMD_BIN(vcmpeq) SIMD_BIN(vcmpne) SIMD_BIN(vcmpgtu) SIMD_BIN(vcmpgeu) SIMD_BIN(vcmpltu)
  SIMD_BIN(vcmpleu) SIMD_BIN(vcmpgts) SIMD_BIN(vcmpges) SIMD_BIN(vcmplts) SIMD_BIN(vcmples)
  SIMD_BIN(vseteq) SIMD_BIN(vsetne) SIMD_BIN(vsetgtu) SIMD_BIN(vsetgeu) SIMD_BIN(vsetltu)
  SIMD_BIN(vsetleu) SIMD_BIN(vsetgts) SIMD_BIN(vsetges) SIMD_BIN(vsetlts) SIMD_BIN(vsetles)
  SIMD_UN(vabs) SIMD_UN(vabsss) SIMD_UN(vneg) SIMD_UN(vnegss)
}

// CUDA 12's DPX intrinsics, in the order of DPX_SIGNED then DPX_UNSIGNED in
// test_device_math_int.py.
__global__ void dpx_ops(const int *a, const int *b, const int *c, int *o, unsigned *u, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int x = a[i], y = b[i], z = c[i];
  int *s = o + i * 10;
  s[0] = __vimax3_s32(x, y, z);
  s[1] = __vimin3_s32(x, y, z);
  s[2] = __vimax_s32_relu(x, y);
  s[3] = __vimin_s32_relu(x, y);
  s[4] = __vimax3_s32_relu(x, y, z);
  s[5] = __vimin3_s32_relu(x, y, z);
  s[6] = __viaddmax_s32(x, y, z);
  s[7] = __viaddmin_s32(x, y, z);
  s[8] = __viaddmax_s32_relu(x, y, z);
  s[9] = __viaddmin_s32_relu(x, y, z);
  unsigned *v = u + i * 4;
  v[0] = __vimax3_u32(x, y, z);
  v[1] = __vimin3_u32(x, y, z);
  v[2] = __viaddmax_u32(x, y, z);
  v[3] = __viaddmin_u32(x, y, z);
}
