__device__ float pick(float x) { return x; }
template <int N> __device__ int pow2() { return 1 << N; }
__device__ int pick(int x) { return x; }
__device__ int pick() { return 0; }
__global__ void k(int *o) { o[0] = pow2<5>() + (int)pick(2.0f) + pick(1) + pow2<3>() + pick(); }
