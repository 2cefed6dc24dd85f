// A 50-line CUDA kernel file used to time the translator (bench/translate_time.py).
// It has two kernels, two helpers (one called with __local and __global
// pointers) and static __shared__ tiles.
#include <cuda_runtime.h>
#include <stdint.h>

#define TILE 16

struct MatrixView {
  int rows;
  int cols;
  int stride;
};

__device__ __forceinline__ float load_or_zero(const float *m, MatrixView v, int r, int c) {
  return (r < v.rows && c < v.cols) ? m[r * v.stride + c] : 0.0f;
}

__device__ float dot_tile(const float *a_row, const float *b_col, int n) {
  float acc = 0.0f;
  for (int k = 0; k < n; ++k)
    acc += a_row[k] * b_col[k * TILE];
  return acc;
}

__global__ void matmul_tiled(const float *a, const float *b, float *c,
                             MatrixView va, MatrixView vb, MatrixView vc) {
  __shared__ float ta[TILE][TILE];
  __shared__ float tb[TILE][TILE];
  int row = blockIdx.y * TILE + threadIdx.y;
  int col = blockIdx.x * TILE + threadIdx.x;
  float acc = 0.0f;
  int tiles = (va.cols + TILE - 1) / TILE;
  for (int t = 0; t < tiles; ++t) {
    ta[threadIdx.y][threadIdx.x] = load_or_zero(a, va, row, t * TILE + threadIdx.x);
    tb[threadIdx.y][threadIdx.x] = load_or_zero(b, vb, t * TILE + threadIdx.y, col);
    __syncthreads();
    acc += dot_tile(&ta[threadIdx.y][0], &tb[0][threadIdx.x], TILE);
    __syncthreads();
  }
  if (row < vc.rows && col < vc.cols)
    c[row * vc.stride + col] = acc;
}

__global__ void scale_rows(float *m, MatrixView v, const float *scale) {
  unsigned r = blockIdx.x;
  for (unsigned c = threadIdx.x; c < v.cols; c += blockDim.x)
    m[r * v.stride + c] *= scale[r];
}
