__device__ int pick() { return 0; }
__device__ int pick(int x) { return x; }
__device__ float pick(float x) { return x; }
template <int N> __device__ int pow2() { return 1 << N; }
__global__ void k(int *o) { o[0] = pick() + pick(1) + (int)pick(2.0f) + pow2<3>() + pow2<5>(); }
