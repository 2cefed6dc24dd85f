// sincospi(x, &s, &c) (double): see math_sincospif.cl.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#define __ULTIMA_SINCOSPI(AS, S)                                               \
  static inline double __ultima_sincospi_##S(double x, AS double *c) {         \
    *c = cospi(x);                                                             \
    return sinpi(x);                                                           \
  }
__ULTIMA_SINCOSPI(__global, g)
__ULTIMA_SINCOSPI(__local, l)
__ULTIMA_SINCOSPI(__private, p)
#undef __ULTIMA_SINCOSPI
