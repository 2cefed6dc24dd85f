//! requires: atomic_int64_base
// CUDA atomicAnd/atomicOr/atomicXor on unsigned long long -> old value:
// atom_and/atom_or/atom_xor of cl_khr_int64_extended_atomics where the device
// has it, otherwise a compare-and-swap loop on atom_cmpxchg (base atomics).
// Define ULTIMA_NO_INT64_EXTENDED_ATOMICS to force the loop.
#if defined(cl_khr_int64_extended_atomics) && !defined(ULTIMA_NO_INT64_EXTENDED_ATOMICS)
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable
#define ULTIMA_ATOMIC_BITWISE_64(OP, SYMBOL, AS, SPACE)                         \
  ulong ultima_atomic_##OP##_u64_##AS(volatile SPACE ulong *p, ulong v)         \
  {                                                                             \
    return atom_##OP(p, v);                                                     \
  }
#else
#define ULTIMA_ATOMIC_BITWISE_64(OP, SYMBOL, AS, SPACE)                         \
  ulong ultima_atomic_##OP##_u64_##AS(volatile SPACE ulong *p, ulong v)         \
  {                                                                             \
    ulong old = *p;                                                             \
    for (;;) {                                                                  \
      ulong seen = atom_cmpxchg(p, old, old SYMBOL v);                          \
      if (seen == old)                                                          \
        return old;                                                             \
      old = seen;                                                               \
    }                                                                           \
  }
#endif
ULTIMA_ATOMIC_BITWISE_64(and, &, g, __global)
ULTIMA_ATOMIC_BITWISE_64(and, &, l, __local)
ULTIMA_ATOMIC_BITWISE_64(or, |, g, __global)
ULTIMA_ATOMIC_BITWISE_64(or, |, l, __local)
ULTIMA_ATOMIC_BITWISE_64(xor, ^, g, __global)
ULTIMA_ATOMIC_BITWISE_64(xor, ^, l, __local)
#undef ULTIMA_ATOMIC_BITWISE_64
