//! requires: atomic_int64_base
// cupy/atomics.cuh's atomicMax/atomicMin(double *, double) -> old value:
// compare-and-swap (atom_cmpxchg, cl_khr_int64_base_atomics) on the bit
// pattern of fmax/fmin in double precision (a NaN operand is ignored).
#define ULTIMA_ATOMIC_MINMAX_F64(OP, AS, SPACE)                                 \
  double ultima_atomic_##OP##_f64_##AS(volatile SPACE double *p, double v)      \
  {                                                                             \
    volatile SPACE ulong *u = (volatile SPACE ulong *)p;                        \
    ulong old = *u;                                                             \
    for (;;) {                                                                  \
      ulong seen = atom_cmpxchg(u, old, as_ulong(f##OP(as_double(old), v)));    \
      if (seen == old)                                                          \
        return as_double(old);                                                  \
      old = seen;                                                               \
    }                                                                           \
  }
ULTIMA_ATOMIC_MINMAX_F64(min, g, __global)
ULTIMA_ATOMIC_MINMAX_F64(min, l, __local)
ULTIMA_ATOMIC_MINMAX_F64(max, g, __global)
ULTIMA_ATOMIC_MINMAX_F64(max, l, __local)
#undef ULTIMA_ATOMIC_MINMAX_F64
