// Program-scope device memory (test_device_symbols.py): __device__ and
// __constant__ variables become buffer parameters after the kernel's own
// parameters (first-use order) and before the dynamic shared memory one.

#define BINS 16
#define TAPS 5

// Histogram: a __device__ array of bins and a __device__ counter, updated
// with atomics by a helper.  histogram(in, n, histo, d_count)
__device__ unsigned int histo[BINS];
__device__ unsigned int d_count = 0;

__device__ void count_one(int bin) {
  atomicAdd(&histo[bin], 1u);
  atomicAdd(&d_count, 1u);
}

__global__ void histogram(const int *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && in[i] >= 0)
    count_one(in[i] % BINS);
}

// A filter in __constant__ memory that the host fills.  convolve(in, out, n, coef)
__constant__ float coef[TAPS];

__device__ float tap(const float *in, int n, int j) { return j >= 0 && j < n ? in[j] : 0.0f; }

__global__ void convolve(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float s = 0.0f;
  for (int k = 0; k < TAPS; ++k)
    s += coef[k] * tap(in, n, i + k - TAPS / 2);
  out[i] = s;
}

// Two kernels sharing a __device__ array: produce writes, consume reads.
// produce(in, n, stage), consume(out, n, stage)
__device__ float stage[1024];

__global__ void produce(const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    stage[i] = in[i] * in[i];
}

__global__ void consume(float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = stage[n - 1 - i] + 1.0f;
}

// Block sums into a __device__ struct, with dynamic shared memory last.
// block_sums(in, n, acc, <shared>)
struct Accumulator {
  float total;
  unsigned int blocks;
  float perBlock[64];
};
__device__ Accumulator acc;

__global__ void block_sums(const float *in, int n) {
  extern __shared__ float part[];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  part[threadIdx.x] = i < n ? in[i] : 0.0f;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s)
      part[threadIdx.x] += part[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0) {
    acc.perBlock[blockIdx.x] = part[0];
    atomicAdd(&acc.total, part[0]);
    atomicAdd(&acc.blocks, 1u);
  }
}

int main() {
  float h[TAPS] = {0.1f, 0.2f, 0.4f, 0.2f, 0.1f};
  unsigned int count = 0;
  cudaMemcpyToSymbol(coef, h, sizeof(h));
  cudaMemcpyFromSymbol(&count, d_count, sizeof(count));
  return (int)count;
}
