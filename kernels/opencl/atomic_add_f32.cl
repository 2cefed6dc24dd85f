// CUDA atomicAdd(float *, float) -> old value. OpenCL 1.2 has no float add:
// compare-and-swap on the bit pattern (so -0.0 and NaN cannot loop forever).
float ultima_atomic_add_f32_g(volatile __global float *p, float v)
{
  volatile __global uint *u = (volatile __global uint *)p;
  uint old = *u;
  for (;;) {
    uint seen = atomic_cmpxchg(u, old, as_uint(as_float(old) + v));
    if (seen == old)
      return as_float(old);
    old = seen;
  }
}

float ultima_atomic_add_f32_l(volatile __local float *p, float v)
{
  volatile __local uint *u = (volatile __local uint *)p;
  uint old = *u;
  for (;;) {
    uint seen = atomic_cmpxchg(u, old, as_uint(as_float(old) + v));
    if (seen == old)
      return as_float(old);
    old = seen;
  }
}
