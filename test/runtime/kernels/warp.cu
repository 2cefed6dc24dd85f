// Warp functions (test_warp.py): shuffles, votes and warp reductions,
// emulated on OpenCL work-groups.

// Every lane shuffles its index-derived value in each mode, for a width
// chosen by the launch; out[4 * i + m] is what lane i received in mode m.
__global__ void shuffle_modes(int *out, const int *b, int width) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = 1000 * i + 7;
  out[4 * i + 0] = __shfl_sync(0xffffffff, v, b[i], width);
  out[4 * i + 1] = __shfl_up_sync(0xffffffff, v, b[i], width);
  out[4 * i + 2] = __shfl_down_sync(0xffffffff, v, b[i], width);
  out[4 * i + 3] = __shfl_xor_sync(0xffffffff, v, b[i], width);
}

// Each type round-trips through a shuffle with its full bit pattern.
__global__ void shuffle_types(const double *d, double *od, const long long *l, long long *ol,
                              const unsigned long long *u, unsigned long long *ou,
                              const float *f, float *of, const unsigned *w, unsigned *ow) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int src = (threadIdx.x * 7 + 3) & 31;
  od[i] = __shfl_sync(0xffffffff, d[i], src);
  ol[i] = __shfl_xor_sync(0xffffffff, l[i], 5);
  ou[i] = __shfl_down_sync(0xffffffff, u[i], 3);
  of[i] = __shfl_up_sync(0xffffffff, f[i], 2);
  ow[i] = __shfl(w[i], src); // pre-CUDA-9 form
}

__device__ float warp_reduce_sum(float v) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffff, v, offset);
  return v;
}

__device__ double warp_reduce_max(double v) {
  for (int mask = 16; mask > 0; mask >>= 1)
    v = fmax(v, __shfl_xor_sync(0xffffffff, v, mask));
  return v;
}

// The classic block reduction: a warp reduction, one partial per warp in
// shared memory, then the first warp reduces the partials.
__global__ void block_sum(const float *in, float *out, int n) {
  __shared__ float partial[32];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? in[i] : 0.0f;
  v = warp_reduce_sum(v);
  int lane = threadIdx.x % warpSize, warp = threadIdx.x / warpSize;
  if (lane == 0)
    partial[warp] = v;
  __syncthreads();
  // Every work-item reaches every warp function: the other warps reduce zeros.
  v = warp_reduce_sum(threadIdx.x < blockDim.x / warpSize ? partial[lane] : 0.0f);
  if (threadIdx.x == 0)
    out[blockIdx.x] = v;
}

__global__ void warp_max(const double *in, double *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  double m = warp_reduce_max(in[i]);
  if (threadIdx.x % 32 == 0)
    out[i / 32] = m;
}

// Inclusive prefix sum over each warp (Hillis-Steele with __shfl_up_sync),
// then over the block through the warp totals.
__global__ void block_scan(const int *in, int *out) {
  __shared__ int totals[32];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  int v = in[i];
  for (int d = 1; d < 32; d <<= 1) {
    int up = __shfl_up_sync(0xffffffff, v, d);
    if (lane >= d)
      v += up;
  }
  if (lane == 31)
    totals[warp] = v;
  __syncthreads();
  int t = lane < blockDim.x / 32 ? totals[lane] : 0;
  for (int d = 1; d < 32; d <<= 1) {
    int up = __shfl_up_sync(0xffffffff, t, d);
    if (lane >= d)
      t += up;
  }
  int before = __shfl_sync(0xffffffff, t, warp - 1);
  out[i] = v + (warp > 0 ? before : 0);
}

// Votes: results per lane, with 2-D blocks (lanes follow x fastest) and a
// partial last warp when the block is not a multiple of 32.
__global__ void votes(const int *pred, unsigned *ballot, int *any, int *all, int *uni,
                      unsigned *active, unsigned *masked) {
  int t = threadIdx.y * blockDim.x + threadIdx.x;
  int i = blockIdx.x * blockDim.x * blockDim.y + t;
  int p = pred[i];
  ballot[i] = __ballot_sync(0xffffffff, p);
  any[i] = __any_sync(0xffffffff, p);
  all[i] = __all_sync(0xffffffff, p);
  uni[i] = __uni_sync(0xffffffff, p);
  active[i] = __activemask();
  masked[i] = __ballot_sync(0x0f0f0f0f, p) | (unsigned)__all_sync(0x0000ff00, p) << 31;
}

__global__ void reductions(const int *s, const unsigned *u, int *out_s, unsigned *out_u,
                           unsigned mask) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out_s[3 * i + 0] = __reduce_add_sync(mask, s[i]);
  out_s[3 * i + 1] = __reduce_min_sync(mask, s[i]);
  out_s[3 * i + 2] = __reduce_max_sync(mask, s[i]);
  out_u[6 * i + 0] = __reduce_add_sync(mask, u[i]);
  out_u[6 * i + 1] = __reduce_min_sync(mask, u[i]);
  out_u[6 * i + 2] = __reduce_max_sync(mask, u[i]);
  out_u[6 * i + 3] = __reduce_and_sync(mask, u[i]);
  out_u[6 * i + 4] = __reduce_or_sync(mask, u[i]);
  out_u[6 * i + 5] = __reduce_xor_sync(mask, u[i]);
}

__global__ void match(const int *v, unsigned *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = __match_any_sync(0xffffffff, v[i]);
}

// Warp functions next to user shared memory and a dynamic buffer.
__global__ void transpose_via_shuffle(const float *in, float *out) {
  extern __shared__ float stage[];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  stage[threadIdx.x] = in[i];
  __syncthreads();
  float mine = stage[blockDim.x - 1 - threadIdx.x];
  out[i] = __shfl_sync(0xffffffff, mine, 31 - (threadIdx.x & 31));
}

// Halves move bit for bit; a __half2 sum reduction over the warp.
#include <cuda_fp16.h>
__global__ void shuffle_halves(const __half *h, __half *oh, const __half2 *h2, __half2 *oh2) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  oh[i] = __shfl_xor_sync(0xffffffff, h[i], 3);
  __half2 v = h2[i];
  for (int offset = 16; offset > 0; offset /= 2)
    v = __hadd2(v, __shfl_down_sync(0xffffffff, v, offset));
  oh2[i] = __shfl_sync(0xffffffff, v, 0);
}
