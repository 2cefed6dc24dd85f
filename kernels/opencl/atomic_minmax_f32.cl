// cupy/atomics.cuh's atomicMax/atomicMin(float *, float) -> old value:
// compare-and-swap on the bit pattern of fmax/fmin (a NaN operand is ignored,
// as CuPy's fmaxf/fminf ignore it).
#define ULTIMA_ATOMIC_MINMAX_F32(OP, AS, SPACE)                                 \
  float ultima_atomic_##OP##_f32_##AS(volatile SPACE float *p, float v)         \
  {                                                                             \
    volatile SPACE uint *u = (volatile SPACE uint *)p;                          \
    uint old = *u;                                                              \
    for (;;) {                                                                  \
      uint seen = atomic_cmpxchg(u, old, as_uint(f##OP(as_float(old), v)));     \
      if (seen == old)                                                          \
        return as_float(old);                                                   \
      old = seen;                                                               \
    }                                                                           \
  }
ULTIMA_ATOMIC_MINMAX_F32(min, g, __global)
ULTIMA_ATOMIC_MINMAX_F32(min, l, __local)
ULTIMA_ATOMIC_MINMAX_F32(max, g, __global)
ULTIMA_ATOMIC_MINMAX_F32(max, l, __local)
#undef ULTIMA_ATOMIC_MINMAX_F32
