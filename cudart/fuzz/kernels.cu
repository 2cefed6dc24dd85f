// The kernels the CUDA runtime API fuzzer (cudart-fuzz.cpp) launches, built by
// ultima-cc with it. Each covers any range with a grid-stride loop, so that
// every valid launch configuration writes the same bytes, which the fuzzer's
// host model computes.
#include <cuda_runtime.h>

// p[i] = v + (i & 7)
__global__ void fuzzFill(unsigned char *p, unsigned long long n, unsigned char v) {
  unsigned long long stride = (unsigned long long)gridDim.x * gridDim.y * gridDim.z * blockDim.x *
                              blockDim.y * blockDim.z;
  unsigned long long block = blockIdx.x + (unsigned long long)gridDim.x * (blockIdx.y +
                             (unsigned long long)gridDim.y * blockIdx.z);
  unsigned long long thread = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  for (unsigned long long i = block * blockDim.x * blockDim.y * blockDim.z + thread; i < n;
       i += stride)
    p[i] = (unsigned char)(v + (i & 7));
}

// dst[i] += src[i] (distinct or identical ranges)
__global__ void fuzzAdd(unsigned char *dst, const unsigned char *src, unsigned long long n) {
  unsigned long long stride = (unsigned long long)gridDim.x * blockDim.x;
  for (unsigned long long i = (unsigned long long)blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += stride)
    dst[i] = (unsigned char)(dst[i] + src[i]);
}

// Each chunk of blockDim.x bytes of src is written reversed to dst, through
// dynamic shared memory (at least blockDim.x bytes).
__global__ void fuzzReverse(unsigned char *dst, const unsigned char *src, unsigned long long n) {
  extern __shared__ unsigned char chunk[];
  unsigned long long chunks = (n + blockDim.x - 1) / blockDim.x;
  for (unsigned long long c = blockIdx.x; c < chunks; c += gridDim.x) {
    unsigned long long begin = c * blockDim.x;
    unsigned long long len = n - begin < blockDim.x ? n - begin : blockDim.x;
    if (threadIdx.x < len)
      chunk[threadIdx.x] = src[begin + threadIdx.x];
    __syncthreads();
    if (threadIdx.x < len)
      dst[begin + threadIdx.x] = chunk[len - 1 - threadIdx.x];
    __syncthreads();
  }
}

extern "C" const void *ultimaFuzzKernel(int which) {
  switch (which) {
  case 0:
    return (const void *)fuzzFill;
  case 1:
    return (const void *)fuzzAdd;
  default:
    return (const void *)fuzzReverse;
  }
}
