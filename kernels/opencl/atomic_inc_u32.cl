// CUDA atomicInc(unsigned *p, unsigned v) -> old; stores (old >= v) ? 0 : old + 1.
// OpenCL's atomic_inc does not wrap at v: compare-and-swap loop.
uint ultima_atomic_inc_u32_g(volatile __global uint *p, uint v)
{
  uint old = *p;
  for (;;) {
    uint seen = atomic_cmpxchg(p, old, old >= v ? 0u : old + 1u);
    if (seen == old)
      return old;
    old = seen;
  }
}

uint ultima_atomic_inc_u32_l(volatile __local uint *p, uint v)
{
  uint old = *p;
  for (;;) {
    uint seen = atomic_cmpxchg(p, old, old >= v ? 0u : old + 1u);
    if (seen == old)
      return old;
    old = seen;
  }
}
