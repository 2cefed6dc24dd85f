// Per-block sum with shared memory: a static __shared__ tile inside a
// __device__ helper, and a tree reduction with __syncthreads().
#include <cuda_runtime.h>
#define BLOCK 256

__device__ float load_tile(const float *in, int n) {
  __shared__ float tile[BLOCK];
  unsigned t = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x + t;
  tile[t] = i < n ? in[i] : 0.0f;
  __syncthreads();
  for (unsigned stride = blockDim.x / 2; stride > 0; stride >>= 1) {
    if (t < stride)
      tile[t] += tile[t + stride];
    __syncthreads();
  }
  return tile[0];
}

__global__ void block_sum(const float *in, float *out, int n) {
  float total = load_tile(in, n);
  if (threadIdx.x == 0)
    out[blockIdx.x] = total;
}
