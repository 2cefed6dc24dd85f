// Single-precision Bessel functions (test_device_math_bessel.py).
__global__ void k(const float *x, const int *n, float *out, int count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= count) return;
  float v = x[i];
  out[8 * i + 0] = j0f(v);
  out[8 * i + 1] = j1f(v);
  out[8 * i + 2] = y0f(v);
  out[8 * i + 3] = y1f(v);
  out[8 * i + 4] = jnf(n[i], v);
  out[8 * i + 5] = ynf(n[i], v);
  out[8 * i + 6] = cyl_bessel_i0f(v);
  out[8 * i + 7] = cyl_bessel_i1f(v);
}
