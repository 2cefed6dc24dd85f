// Integer <-> half in CUDA's four rounding modes. To half: the integer is
// converted to float toward zero and, when that is inexact, the float's last
// bit is set ("round to odd"); rounding this 24-bit value to half's 11 bits in
// any mode equals rounding the integer itself. From half: OpenCL's saturating
// conversions (NaN -> 0), except that 64-bit results of NaN are
// 0x8000000000000000, as CUDA documents for __half2ll_* and __half2ull_*.
//! requires: half_conv
static inline float ultima_h_odd_l(long v) {
  float f = convert_float_rtz(v);
  return convert_long_rtz(f) == v ? f : as_float(as_uint(f) | 1u);
}
static inline float ultima_h_odd_ul(ulong v) {
  float f = convert_float_rtz(v);
  return convert_ulong_rtz(f) == v ? f : as_float(as_uint(f) | 1u);
}
#define __ULTIMA_HALF_INT(N, T, ODD, CL, NANV)                                               \
  static inline ultima_half ultima_##N##2half_rn(T v) { return ultima_f2h_mode(ODD(v), 0); } \
  static inline ultima_half ultima_##N##2half_rz(T v) { return ultima_f2h_mode(ODD(v), 1); } \
  static inline ultima_half ultima_##N##2half_ru(T v) { return ultima_f2h_mode(ODD(v), 2); } \
  static inline ultima_half ultima_##N##2half_rd(T v) { return ultima_f2h_mode(ODD(v), 3); } \
  static inline T ultima_half2##N##_rn(ultima_half h) {                                      \
    float f = ultima_h2f(h);                                                                 \
    return isnan(f) ? (T)(NANV) : convert_##CL##_sat_rte(f);                                 \
  }                                                                                          \
  static inline T ultima_half2##N##_rz(ultima_half h) {                                      \
    float f = ultima_h2f(h);                                                                 \
    return isnan(f) ? (T)(NANV) : convert_##CL##_sat_rtz(f);                                 \
  }                                                                                          \
  static inline T ultima_half2##N##_ru(ultima_half h) {                                      \
    float f = ultima_h2f(h);                                                                 \
    return isnan(f) ? (T)(NANV) : convert_##CL##_sat_rtp(f);                                 \
  }                                                                                          \
  static inline T ultima_half2##N##_rd(ultima_half h) {                                      \
    float f = ultima_h2f(h);                                                                 \
    return isnan(f) ? (T)(NANV) : convert_##CL##_sat_rtn(f);                                 \
  }
__ULTIMA_HALF_INT(short, short, ultima_h_odd_l, short, 0)
__ULTIMA_HALF_INT(ushort, ushort, ultima_h_odd_l, ushort, 0)
__ULTIMA_HALF_INT(int, int, ultima_h_odd_l, int, 0)
__ULTIMA_HALF_INT(uint, uint, ultima_h_odd_l, uint, 0)
__ULTIMA_HALF_INT(ll, long, ultima_h_odd_l, long, 0x8000000000000000ul)
__ULTIMA_HALF_INT(ull, ulong, ultima_h_odd_ul, ulong, 0x8000000000000000ul)
#undef __ULTIMA_HALF_INT
