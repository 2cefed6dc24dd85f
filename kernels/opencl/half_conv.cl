// half <-> float in storage mode (no cl_khr_fp16): exact bit manipulation, so
// the result does not depend on the device's vload_half/vstore_half. half ->
// float is exact (NaN payloads kept, as CUDA's cvt.f32.f16). float -> half
// rounds once in mode 0 nearest-even, 1 toward zero, 2 up, 3 down; NaN gives
// CUDA's canonical NaN 0x7fff; overflow gives inf or the largest finite half
// as the mode says. The same API in native mode: half_conv_native.cl.
//! requires: half_types
static inline float ultima_h2f(ultima_half h) {
  uint sign = (uint)(h & 0x8000u) << 16;
  uint e = (h >> 10) & 0x1fu, m = h & 0x3ffu;
  if (e == 0x1fu)
    return as_float(sign | 0x7f800000u | (m << 13));
  if (e == 0u) // zero or subnormal: m * 2^-24 is exact in float
    return as_float(sign | as_uint((float)m * 5.9604644775390625e-8f));
  return as_float(sign | ((e + 112u) << 23) | (m << 13));
}
static inline ultima_half ultima_f2h_mode(float f, int mode) {
  uint x = as_uint(f);
  uint sign = (x >> 16) & 0x8000u, ax = x & 0x7fffffffu;
  if (ax > 0x7f800000u)
    return (ultima_half)0x7fffu;
  if (ax == 0x7f800000u)
    return (ultima_half)(sign | 0x7c00u);
  // Directed modes that round this sign's magnitude up when inexact.
  int away = (mode == 2 && !sign) || (mode == 3 && sign);
  int e = (int)(ax >> 23);
  uint m = e ? ((ax & 0x7fffffu) | 0x800000u) : ax;
  int ee = e ? e : 1;
  // |f| = m * 2^(ee-150); the half result is a multiple of 2^q.
  int q = max(ee - 137, -24);
  int shift = q - (ee - 150); // >= 13
  uint r, rem, halfway;
  if (shift > 31) { // below 2^-7 of the smallest subnormal
    r = 0u;
    rem = m;
    halfway = 0xffffffffu;
  } else {
    r = m >> shift;
    rem = m & ((1u << shift) - 1u);
    halfway = 1u << (shift - 1);
  }
  if (mode == 0)
    r += (rem > halfway || (rem == halfway && (r & 1u))) ? 1u : 0u;
  else if (away && rem != 0u)
    r += 1u;
  // Exponent field + significand: a carry out of the significand bumps the exponent.
  uint bits = ((uint)(q + 24) << 10) + r;
  if (bits >= 0x7c00u)
    bits = (mode == 0 || away) ? 0x7c00u : 0x7bffu;
  return (ultima_half)(sign | bits);
}
static inline ultima_half ultima_float2half_rn(float f) { return ultima_f2h_mode(f, 0); }
static inline ultima_half ultima_float2half_rz(float f) { return ultima_f2h_mode(f, 1); }
static inline ultima_half ultima_float2half_ru(float f) { return ultima_f2h_mode(f, 2); }
static inline ultima_half ultima_float2half_rd(float f) { return ultima_f2h_mode(f, 3); }
