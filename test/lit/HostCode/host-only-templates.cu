// Templates instantiated only by host code are not emitted; a
// __host__ __device__ template that device code calls is, once per
// instantiation device code needs.
// RUN: %ultima %s > %t.cl
// RUN: %oclc %t.cl
// RUN: FileCheck %s < %t.cl
template <typename T> T host_sum(const T *p, int n) {
  T s = 0;
  for (int i = 0; i < n; ++i)
    s += p[i];
  return s;
}
template <typename T> __host__ __device__ T clamp01(T v) { return v < 0 ? 0 : v > 1 ? 1 : v; }
__global__ void k(float *x) { x[threadIdx.x] = clamp01(x[threadIdx.x]); }
int main() {
  float f[4] = {0, 1, 2, 3};
  double d[2] = {1, 2};
  return (int)(host_sum(f, 4) + host_sum(d, 2) + clamp01(2.0));
}
// CHECK: float clamp01_float(float v)
// CHECK-NOT: clamp01_double
// CHECK-NOT: host_sum
// CHECK: __kernel void k(
