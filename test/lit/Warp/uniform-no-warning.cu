// Warp functions reached by every work-item are not reported: loops over
// constants and kernel parameters, conditions on blockIdx/blockDim, values
// selected per thread but passed unconditionally.
// RUN: %ultima %s 2> %t.err > %t.cl
// RUN: not grep . %t.err
// RUN: %oclc %t.cl

__device__ float warp_sum(float v) {
  for (int offset = warpSize / 2; offset > 0; offset >>= 1)
    v += __shfl_down_sync(0xffffffff, v, offset);
  return v;
}

__global__ void block_sum(const float *in, float *out, int n, int rounds) {
  __shared__ float partial[32];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? in[i] : 0.0f;
  for (int r = 0; r < rounds; ++r)
    v = warp_sum(v);
  if (threadIdx.x % 32 == 0)
    partial[threadIdx.x / 32] = v;
  __syncthreads();
  int nwarps = blockDim.x / 32;
  if (blockIdx.x < gridDim.x && nwarps > 1)
    v = warp_sum(threadIdx.x < nwarps ? partial[threadIdx.x] : 0.0f);
  switch (rounds) {
  case 1:
    v += __shfl_sync(~0u, v, 0);
    break;
  default:
    break;
  }
  if (threadIdx.x == 0)
    out[blockIdx.x] = v;
}
