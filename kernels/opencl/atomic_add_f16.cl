//! requires: half_arith
// CUDA atomicAdd(__half *, __half) and atomicAdd(__half2 *, __half2) -> old
// value. OpenCL 1.2 has no 16-bit or half atomics: compare-and-swap on the
// aligned 32-bit word that holds the value (for __half, replacing only its
// half), each sum rounded as __hadd. The __half2 pair is updated as one word,
// which is stronger than CUDA's per-half atomicity.
#define ULTIMA_ATOMIC_ADD_F16(SUFFIX, AS)                                      \
  ultima_half ultima_atomic_add_f16_##SUFFIX(volatile AS ultima_half *p, ultima_half v) \
  {                                                                           \
    uint offset = (uint)((size_t)p & 2);                                      \
    volatile AS uint *word = (volatile AS uint *)((volatile AS uchar *)p - offset); \
    uint shift = ULTIMA_HALF_SHIFT(offset);                                   \
    uint old = *word;                                                         \
    for (;;) {                                                                \
      ultima_half current = (ultima_half)(old >> shift);                      \
      uint sum = (uint)ultima_hadd(current, v);                               \
      uint seen = atomic_cmpxchg(word, old, (old & ~(0xffffu << shift)) | (sum << shift)); \
      if (seen == old)                                                        \
        return current;                                                       \
      old = seen;                                                             \
    }                                                                         \
  }                                                                           \
  ultima_half2 ultima_atomic_add_h2_##SUFFIX(volatile AS ultima_half2 *p, ultima_half2 v) \
  {                                                                           \
    volatile AS uint *word = (volatile AS uint *)p;                           \
    uint old = *word;                                                         \
    for (;;) {                                                                \
      ultima_half2 current = as_ushort2(old);                                 \
      ultima_half2 sum = (ultima_half2)(ultima_hadd(current.x, v.x), ultima_hadd(current.y, v.y)); \
      uint seen = atomic_cmpxchg(word, old, as_uint(sum));                    \
      if (seen == old)                                                        \
        return current;                                                       \
      old = seen;                                                             \
    }                                                                         \
  }
#ifdef __ENDIAN_LITTLE__
#define ULTIMA_HALF_SHIFT(offset) ((offset) * 8u)
#else
#define ULTIMA_HALF_SHIFT(offset) ((2u - (offset)) * 8u)
#endif
ULTIMA_ATOMIC_ADD_F16(g, __global)
ULTIMA_ATOMIC_ADD_F16(l, __local)
#undef ULTIMA_HALF_SHIFT
#undef ULTIMA_ATOMIC_ADD_F16
