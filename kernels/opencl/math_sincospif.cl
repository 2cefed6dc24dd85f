// sincospif(x, &s, &c): returns sinpi(x) and stores cospi(x) through a pointer
// of the matching address space (suffix g/l/p); the call site stores the sine.
// Evaluated in double (see math_sinpif.cl). Needs cl_khr_fp64.
//! requires: math_sinpif
#define __ULTIMA_SINCOSPIF(AS, S)                                              \
  static inline float __ultima_sincospif_##S(float x, AS float *c) {           \
    *c = __ultima_cospif(x);                                                   \
    return __ultima_sinpif(x);                                                 \
  }
__ULTIMA_SINCOSPIF(__global, g)
__ULTIMA_SINCOSPIF(__local, l)
__ULTIMA_SINCOSPIF(__private, p)
#undef __ULTIMA_SINCOSPIF
