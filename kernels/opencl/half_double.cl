// __double2half: one rounding from double to half (nearest even), by bits like
// ultima_f2h_mode (a detour through float would round twice). Needs cl_khr_fp64.
//! requires: half_types
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
static inline ultima_half ultima_double2half(double d) {
  ulong x = as_ulong(d);
  uint sign = (uint)(x >> 48) & 0x8000u;
  ulong ax = x & 0x7ffffffffffffffful;
  if (ax > 0x7ff0000000000000ul)
    return (ultima_half)0x7fffu;
  if (ax == 0x7ff0000000000000ul)
    return (ultima_half)(sign | 0x7c00u);
  int e = (int)(ax >> 52);
  ulong m = e ? ((ax & 0xffffffffffffful) | 0x10000000000000ul) : ax;
  int ee = e ? e : 1;
  int q = max(ee - 1033, -24); // |d| = m * 2^(ee-1075)
  int shift = q - (ee - 1075); // >= 42
  ulong r, rem, halfway;
  if (shift > 63) {
    r = 0ul;
    rem = m;
    halfway = 0xfffffffffffffffful;
  } else {
    r = m >> shift;
    rem = m & ((1ul << shift) - 1ul);
    halfway = 1ul << (shift - 1);
  }
  r += (rem > halfway || (rem == halfway && (r & 1ul))) ? 1ul : 0ul;
  ulong bits = ((ulong)(q + 24) << 10) + r;
  return (ultima_half)(sign | (uint)min(bits, (ulong)0x7c00u));
}
