// sincospif(x, &s, &c): returns sinpi(x) and stores cospi(x) through a pointer
// of the matching address space (suffix g/l/p); the call site stores the sine.
#define __ULTIMA_SINCOSPIF(AS, S)                                              \
  static inline float __ultima_sincospif_##S(float x, AS float *c) {           \
    *c = cospi(x);                                                             \
    return sinpi(x);                                                           \
  }
__ULTIMA_SINCOSPIF(__global, g)
__ULTIMA_SINCOSPIF(__local, l)
__ULTIMA_SINCOSPIF(__private, p)
#undef __ULTIMA_SINCOSPIF
