// CUDA atomicCAS(unsigned short *p, unsigned short compare, unsigned short val)
// -> old value. OpenCL has no 16-bit atomics: compare-and-swap on the aligned
// 32-bit word that holds *p, replacing only its half.
ushort ultima_atomic_cas_u16_g(volatile __global ushort *p, ushort compare, ushort val)
{
  uint offset = (uint)((size_t)p & 2);
  volatile __global uint *word = (volatile __global uint *)((volatile __global uchar *)p - offset);
#ifdef __ENDIAN_LITTLE__
  uint shift = offset * 8u;
#else
  uint shift = (2u - offset) * 8u;
#endif
  uint old = *word;
  for (;;) {
    ushort current = (ushort)(old >> shift);
    if (current != compare)
      return current;
    uint replaced = (old & ~(0xffffu << shift)) | ((uint)val << shift);
    uint seen = atomic_cmpxchg(word, old, replaced);
    if (seen == old)
      return current;
    old = seen;
  }
}

ushort ultima_atomic_cas_u16_l(volatile __local ushort *p, ushort compare, ushort val)
{
  uint offset = (uint)((size_t)p & 2);
  volatile __local uint *word = (volatile __local uint *)((volatile __local uchar *)p - offset);
#ifdef __ENDIAN_LITTLE__
  uint shift = offset * 8u;
#else
  uint shift = (2u - offset) * 8u;
#endif
  uint old = *word;
  for (;;) {
    ushort current = (ushort)(old >> shift);
    if (current != compare)
      return current;
    uint replaced = (old & ~(0xffffu << shift)) | ((uint)val << shift);
    uint seen = atomic_cmpxchg(word, old, replaced);
    if (seen == old)
      return current;
    old = seen;
  }
}
