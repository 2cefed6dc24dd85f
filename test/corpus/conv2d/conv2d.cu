/*
 * conv2d.cu - 3x3 two-dimensional convolution (PolyBench/GPU style).
 *
 * The 3x3 filter lives in constant memory and is uploaded with
 * cudaMemcpyToSymbol. Two kernels compute the same result: a direct one
 * that reads its nine inputs from global memory, and a tiled one that
 * stages a (BY+2)x(BX+2) tile in shared memory first. The host checks both
 * against a CPU reference.
 *
 * Build: nvcc -O3 conv2d.cu -o conv2d [-DMINI_DATASET|-DLARGE_DATASET]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <sys/time.h>
#include <cuda_runtime.h>

#ifdef MINI_DATASET
#define NI 64
#define NJ 64
#elif defined(LARGE_DATASET)
#define NI 4096
#define NJ 4096
#else
#define NI 1024
#define NJ 1024
#endif

#define DIM_THREAD_BLOCK_X 32
#define DIM_THREAD_BLOCK_Y 8
#define PERCENT_DIFF_ERROR_THRESHOLD 0.05

typedef float DATA_TYPE;

#define CUDA_CHECK(call)                                                       \
  do {                                                                         \
    cudaError_t err_ = (call);                                                 \
    if (err_ != cudaSuccess) {                                                 \
      fprintf(stderr, "CUDA error '%s' at %s:%d\n", cudaGetErrorString(err_), \
              __FILE__, __LINE__);                                             \
      exit(EXIT_FAILURE);                                                      \
    }                                                                          \
  } while (0)

/* Filter coefficients, filled by the host before the first launch. */
__constant__ DATA_TYPE c_filter[3][3];

static double rtclock(void) {
  struct timeval tv;
  gettimeofday(&tv, NULL);
  return tv.tv_sec + tv.tv_usec * 1.0e-6;
}

static float percentDiff(double a, double b) {
  if (fabs(a) < 0.01 && fabs(b) < 0.01)
    return 0.0f;
  return 100.0f * fabs(fabs(a - b) / fabs(a + 1.0e-10));
}

/* Direct version: one output pixel per thread, interior pixels only. */
__global__ void conv2d_kernel(const DATA_TYPE *__restrict__ A,
                              DATA_TYPE *__restrict__ B, int ni, int nj) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int i = blockIdx.y * blockDim.y + threadIdx.y;

  if (i > 0 && i < ni - 1 && j > 0 && j < nj - 1) {
    DATA_TYPE acc = 0.0f;
#pragma unroll
    for (int di = -1; di <= 1; ++di) {
#pragma unroll
      for (int dj = -1; dj <= 1; ++dj)
        acc += c_filter[di + 1][dj + 1] * A[(i + di) * nj + (j + dj)];
    }
    B[i * nj + j] = acc;
  }
}

/* Tiled version: the block stages its pixels plus a one-pixel halo. */
__global__ void conv2d_tiled_kernel(const DATA_TYPE *__restrict__ A,
                                    DATA_TYPE *__restrict__ B, int ni, int nj) {
  __shared__ DATA_TYPE tile[DIM_THREAD_BLOCK_Y + 2][DIM_THREAD_BLOCK_X + 2];

  const int tx = threadIdx.x, ty = threadIdx.y;
  const int j0 = blockIdx.x * DIM_THREAD_BLOCK_X - 1;
  const int i0 = blockIdx.y * DIM_THREAD_BLOCK_Y - 1;

  /* Cooperative load of the (BY+2)x(BX+2) tile, zero outside the image. */
  for (int y = ty; y < DIM_THREAD_BLOCK_Y + 2; y += DIM_THREAD_BLOCK_Y) {
    for (int x = tx; x < DIM_THREAD_BLOCK_X + 2; x += DIM_THREAD_BLOCK_X) {
      int gi = i0 + y, gj = j0 + x;
      tile[y][x] = (gi >= 0 && gi < ni && gj >= 0 && gj < nj) ? A[gi * nj + gj] : 0.0f;
    }
  }
  __syncthreads();

  int i = i0 + 1 + ty, j = j0 + 1 + tx;
  if (i > 0 && i < ni - 1 && j > 0 && j < nj - 1) {
    DATA_TYPE acc = 0.0f;
#pragma unroll
    for (int di = 0; di < 3; ++di)
#pragma unroll
      for (int dj = 0; dj < 3; ++dj)
        acc += c_filter[di][dj] * tile[ty + di][tx + dj];
    B[i * nj + j] = acc;
  }
}

static void conv2d_cpu(const DATA_TYPE *A, DATA_TYPE *B,
                       const DATA_TYPE filter[3][3]) {
  for (int i = 1; i < NI - 1; ++i)
    for (int j = 1; j < NJ - 1; ++j) {
      DATA_TYPE acc = 0;
      for (int di = -1; di <= 1; ++di)
        for (int dj = -1; dj <= 1; ++dj)
          acc += filter[di + 1][dj + 1] * A[(i + di) * NJ + (j + dj)];
      B[i * NJ + j] = acc;
    }
}

static void init(DATA_TYPE *A) {
  for (int i = 0; i < NI; ++i)
    for (int j = 0; j < NJ; ++j)
      A[i * NJ + j] = (DATA_TYPE)rand() / RAND_MAX;
}

static int compareResults(const DATA_TYPE *ref, const DATA_TYPE *gpu) {
  int fail = 0;
  for (int i = 1; i < NI - 1; ++i)
    for (int j = 1; j < NJ - 1; ++j)
      if (percentDiff(ref[i * NJ + j], gpu[i * NJ + j]) > PERCENT_DIFF_ERROR_THRESHOLD)
        fail++;
  printf("Non-matching CPU-GPU outputs beyond error threshold of %4.2f percent: %d\n",
         PERCENT_DIFF_ERROR_THRESHOLD, fail);
  return fail;
}

int main(int argc, char *argv[]) {
  const DATA_TYPE filter[3][3] = {{+0.2f, -0.3f, +0.4f},
                                  {+0.5f, +0.6f, +0.7f},
                                  {-0.8f, -0.9f, +0.10f}};
  size_t bytes = sizeof(DATA_TYPE) * NI * NJ;
  DATA_TYPE *A = (DATA_TYPE *)malloc(bytes);
  DATA_TYPE *B_ref = (DATA_TYPE *)calloc(NI * NJ, sizeof(DATA_TYPE));
  DATA_TYPE *B_out = (DATA_TYPE *)calloc(NI * NJ, sizeof(DATA_TYPE));
  srand(7);
  init(A);

  DATA_TYPE *A_gpu, *B_gpu;
  CUDA_CHECK(cudaMalloc((void **)&A_gpu, bytes));
  CUDA_CHECK(cudaMalloc((void **)&B_gpu, bytes));
  CUDA_CHECK(cudaMemcpy(A_gpu, A, bytes, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemset(B_gpu, 0, bytes));
  CUDA_CHECK(cudaMemcpyToSymbol(c_filter, filter, sizeof(filter)));

  dim3 block(DIM_THREAD_BLOCK_X, DIM_THREAD_BLOCK_Y);
  dim3 grid((NJ + block.x - 1) / block.x, (NI + block.y - 1) / block.y);

  double t0 = rtclock();
  conv2d_kernel<<<grid, block>>>(A_gpu, B_gpu, NI, NJ);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  double t1 = rtclock();
  fprintf(stdout, "GPU Runtime (direct): %0.6lfs\n", t1 - t0);
  CUDA_CHECK(cudaMemcpy(B_out, B_gpu, bytes, cudaMemcpyDeviceToHost));

  conv2d_cpu(A, B_ref, filter);
  int fail = compareResults(B_ref, B_out);

  CUDA_CHECK(cudaMemset(B_gpu, 0, bytes));
  t0 = rtclock();
  conv2d_tiled_kernel<<<grid, block>>>(A_gpu, B_gpu, NI, NJ);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  t1 = rtclock();
  fprintf(stdout, "GPU Runtime (tiled): %0.6lfs\n", t1 - t0);
  CUDA_CHECK(cudaMemcpy(B_out, B_gpu, bytes, cudaMemcpyDeviceToHost));
  fail += compareResults(B_ref, B_out);

  CUDA_CHECK(cudaFree(A_gpu));
  CUDA_CHECK(cudaFree(B_gpu));
  free(A);
  free(B_ref);
  free(B_out);
  return fail ? EXIT_FAILURE : EXIT_SUCCESS;
}
