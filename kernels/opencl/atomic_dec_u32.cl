// CUDA atomicDec(unsigned *p, unsigned v) -> old; stores
// (old == 0 || old > v) ? v : old - 1. OpenCL's atomic_dec does not wrap at v:
// compare-and-swap loop.
uint ultima_atomic_dec_u32_g(volatile __global uint *p, uint v)
{
  uint old = *p;
  for (;;) {
    uint seen = atomic_cmpxchg(p, old, (old == 0u || old > v) ? v : old - 1u);
    if (seen == old)
      return old;
    old = seen;
  }
}

uint ultima_atomic_dec_u32_l(volatile __local uint *p, uint v)
{
  uint old = *p;
  for (;;) {
    uint seen = atomic_cmpxchg(p, old, (old == 0u || old > v) ? v : old - 1u);
    if (seen == old)
      return old;
    old = seen;
  }
}
