// half <-> float in native mode (the target has cl_khr_fp16): OpenCL's half
// conversions, which round as their suffix says. NaN still becomes CUDA's
// canonical 0x7fff. Same API as half_conv.cl.
//! requires: half_types
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
static inline float ultima_h2f(ultima_half h) { return (float)as_half(h); }
static inline ultima_half ultima_f2h_mode(float f, int mode) {
  if (isnan(f))
    return (ultima_half)0x7fffu;
  half r = mode == 0   ? convert_half_rte(f)
           : mode == 1 ? convert_half_rtz(f)
           : mode == 2 ? convert_half_rtp(f)
                       : convert_half_rtn(f);
  return as_ushort(r);
}
static inline ultima_half ultima_float2half_rn(float f) { return ultima_f2h_mode(f, 0); }
static inline ultima_half ultima_float2half_rz(float f) { return ultima_f2h_mode(f, 1); }
static inline ultima_half ultima_float2half_ru(float f) { return ultima_f2h_mode(f, 2); }
static inline ultima_half ultima_float2half_rd(float f) { return ultima_f2h_mode(f, 3); }
