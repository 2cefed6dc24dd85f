//! requires: atomic_int64_base
// CUDA atomicMin/atomicMax on long long and unsigned long long -> old value:
// atom_min/atom_max of cl_khr_int64_extended_atomics where the device has it,
// otherwise a compare-and-swap loop on atom_cmpxchg (base atomics).
// Define ULTIMA_NO_INT64_EXTENDED_ATOMICS to force the loop.
#if defined(cl_khr_int64_extended_atomics) && !defined(ULTIMA_NO_INT64_EXTENDED_ATOMICS)
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable
#define ULTIMA_ATOMIC_MINMAX_64(OP, TAG, T, AS, SPACE)                          \
  T ultima_atomic_##OP##_##TAG##_##AS(volatile SPACE T *p, T v)                 \
  {                                                                             \
    return atom_##OP(p, v);                                                     \
  }
#else
#define ULTIMA_ATOMIC_MINMAX_64(OP, TAG, T, AS, SPACE)                          \
  T ultima_atomic_##OP##_##TAG##_##AS(volatile SPACE T *p, T v)                 \
  {                                                                             \
    T old = *p;                                                                 \
    for (;;) {                                                                  \
      T seen = atom_cmpxchg(p, old, OP(old, v));                                \
      if (seen == old)                                                          \
        return old;                                                             \
      old = seen;                                                               \
    }                                                                           \
  }
#endif
ULTIMA_ATOMIC_MINMAX_64(min, s64, long, g, __global)
ULTIMA_ATOMIC_MINMAX_64(min, s64, long, l, __local)
ULTIMA_ATOMIC_MINMAX_64(max, s64, long, g, __global)
ULTIMA_ATOMIC_MINMAX_64(max, s64, long, l, __local)
ULTIMA_ATOMIC_MINMAX_64(min, u64, ulong, g, __global)
ULTIMA_ATOMIC_MINMAX_64(min, u64, ulong, l, __local)
ULTIMA_ATOMIC_MINMAX_64(max, u64, ulong, g, __global)
ULTIMA_ATOMIC_MINMAX_64(max, u64, ulong, l, __local)
#undef ULTIMA_ATOMIC_MINMAX_64
