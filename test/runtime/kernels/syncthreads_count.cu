// Block-wide votes (test_syncthreads_count.py): per block, how many elements
// exceed 0.5, whether all are non-negative, whether any is negative.
__device__ int any_negative(float v) { return __syncthreads_or(v < 0); }
__global__ void votes(const float *x, int *out) {
  float v = x[blockIdx.x * blockDim.x + threadIdx.x];
  int count = __syncthreads_count(v > 0.5f);
  int all = __syncthreads_and(v >= 0);
  int any = any_negative(v);
  if (threadIdx.x == 0) {
    out[3 * blockIdx.x] = count;
    out[3 * blockIdx.x + 1] = all;
    out[3 * blockIdx.x + 2] = any;
  }
}
