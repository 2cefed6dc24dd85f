// Double-precision Bessel functions (test_device_math_bessel_double.py).
__global__ void k(const double *x, const int *n, double *out, int count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= count) return;
  double v = x[i];
  out[8 * i + 0] = j0(v);
  out[8 * i + 1] = j1(v);
  out[8 * i + 2] = y0(v);
  out[8 * i + 3] = y1(v);
  out[8 * i + 4] = jn(n[i], v);
  out[8 * i + 5] = yn(n[i], v);
  out[8 * i + 6] = cyl_bessel_i0(v);
  out[8 * i + 7] = cyl_bessel_i1(v);
}
