// Names chosen to collide with what mangling and renaming produce.
struct f_float { int v; };
typedef int f_int_;
namespace ns { __device__ int f(int x) { return x; } }
__device__ int ns_f(int x) { return -x; }
__device__ int f(int x) { return x; }
__device__ float f(float x) { return x; }
__device__ int f_int(int x) { return x + 1; }
__device__ int f() { return 0; }
template <typename T> __device__ T g(T x) { return x; }
__device__ int g_int(int x) { return x * 2; }
__device__ int half(int x) { return x / 2; }
__device__ int half_(int x) { return x / 3; }
__device__ int local(int global) { return global; }
template <int N> __device__ int sq() { return N * N; }
__device__ int sq_3() { return 9; }
__global__ void k(int *o, float *p, f_float s) {
  f_int_ z = 1;
  o[0] = ns::f(1) + ns_f(2) + f(3) + (int)f(4.0f) + f_int(5) + f() + g(6) + (int)g(7.0f) + g_int(8) +
         half(9) + half_(10) + local(11) + sq<3>() + sq_3() + s.v + z;
  p[0] = g(p[1]);
}
