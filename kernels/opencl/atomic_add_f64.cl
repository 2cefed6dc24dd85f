//! requires: atomic_int64_base
// CUDA atomicAdd(double *, double) -> old value: compare-and-swap on the bit
// pattern with atom_cmpxchg (cl_khr_int64_base_atomics; fp64 is enabled by the
// translator whenever doubles are used).
double ultima_atomic_add_f64_g(volatile __global double *p, double v)
{
  volatile __global ulong *u = (volatile __global ulong *)p;
  ulong old = *u;
  for (;;) {
    ulong seen = atom_cmpxchg(u, old, as_ulong(as_double(old) + v));
    if (seen == old)
      return as_double(old);
    old = seen;
  }
}

double ultima_atomic_add_f64_l(volatile __local double *p, double v)
{
  volatile __local ulong *u = (volatile __local ulong *)p;
  ulong old = *u;
  for (;;) {
    ulong seen = atom_cmpxchg(u, old, as_ulong(as_double(old) + v));
    if (seen == old)
      return as_double(old);
    old = seen;
  }
}
