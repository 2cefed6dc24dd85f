/*
 * gemm.cu: C = alpha * A * B + beta * C
 *
 * A naive kernel (one thread per element of C) and a shared-memory tiled
 * kernel, checked against a CPU reference.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <sys/time.h>
#include <cuda_runtime.h>

#include "gemm.h"

/* Results that differ by more than this percentage are reported. */
#define PERCENT_DIFF_ERROR_THRESHOLD 0.05

#define GPU_DEVICE 0

#define CUDA_SAFE_CALL(call)                                                   \
  do {                                                                         \
    cudaError_t err = (call);                                                  \
    if (err != cudaSuccess) {                                                  \
      fprintf(stderr, "CUDA error in %s at line %d: %s\n", __FILE__,           \
              __LINE__, cudaGetErrorString(err));                              \
      exit(EXIT_FAILURE);                                                      \
    }                                                                          \
  } while (0)

static double rtclock()
{
  struct timeval Tp;
  int stat = gettimeofday(&Tp, NULL);
  if (stat != 0)
    printf("Error return from gettimeofday: %d", stat);
  return (Tp.tv_sec + Tp.tv_usec * 1.0e-6);
}

static float absVal(float a)
{
  return a < 0 ? -a : a;
}

static float percentDiff(double val1, double val2)
{
  if ((absVal(val1) < 0.01) && (absVal(val2) < 0.01))
    return 0.0f;
  return 100.0f * (absVal(absVal(val1 - val2) / absVal(val1 + 0.00000001f)));
}

void gemm(DATA_TYPE *A, DATA_TYPE *B, DATA_TYPE *C)
{
  int i, j, k;
  for (i = 0; i < NI; i++) {
    for (j = 0; j < NJ; j++) {
      C[i * NJ + j] *= BETA;
      for (k = 0; k < NK; ++k)
        C[i * NJ + j] += ALPHA * A[i * NK + k] * B[k * NJ + j];
    }
  }
}

void init(DATA_TYPE *A, DATA_TYPE *B, DATA_TYPE *C)
{
  int i, j;
  for (i = 0; i < NI; i++)
    for (j = 0; j < NK; j++)
      A[i * NK + j] = ((DATA_TYPE)i * j) / NI;
  for (i = 0; i < NK; i++)
    for (j = 0; j < NJ; j++)
      B[i * NJ + j] = ((DATA_TYPE)i * j + 1) / NJ;
  for (i = 0; i < NI; i++)
    for (j = 0; j < NJ; j++)
      C[i * NJ + j] = ((DATA_TYPE)i * j + 2) / NJ;
}

int compareResults(DATA_TYPE *C, DATA_TYPE *C_outputFromGpu)
{
  int i, j, fail = 0;
  for (i = 0; i < NI; i++)
    for (j = 0; j < NJ; j++)
      if (percentDiff(C[i * NJ + j], C_outputFromGpu[i * NJ + j]) > PERCENT_DIFF_ERROR_THRESHOLD)
        fail++;
  printf("Non-Matching CPU-GPU Outputs Beyond Error Threshold of %4.2f Percent: %d\n",
         PERCENT_DIFF_ERROR_THRESHOLD, fail);
  return fail;
}

void GPU_argv_init()
{
  cudaDeviceProp deviceProp;
  CUDA_SAFE_CALL(cudaGetDeviceProperties(&deviceProp, GPU_DEVICE));
  printf("setting device %d with name %s\n", GPU_DEVICE, deviceProp.name);
  CUDA_SAFE_CALL(cudaSetDevice(GPU_DEVICE));
}

/* Optional epilogue, selected at compile time. */
__device__ __forceinline__ DATA_TYPE epilogue(DATA_TYPE v)
{
#ifdef APPLY_RELU
  return fmaxf(v, 0.0f);
#else
  return v;
#endif
}

__global__ void gemm_kernel(DATA_TYPE *a, DATA_TYPE *b, DATA_TYPE *c)
{
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int i = blockIdx.y * blockDim.y + threadIdx.y;

  if ((i < NI) && (j < NJ)) {
    DATA_TYPE acc = c[i * NJ + j] * BETA;
    for (int k = 0; k < NK; k++)
      acc += ALPHA * a[i * NK + k] * b[k * NJ + j];
    c[i * NJ + j] = epilogue(acc);
  }
}

/* The same product with TILE_DIM x TILE_DIM tiles of A and B staged in shared memory. */
__global__ void __launch_bounds__(TILE_DIM * TILE_DIM)
gemm_tiled_kernel(const DATA_TYPE *__restrict__ a, const DATA_TYPE *__restrict__ b,
                  DATA_TYPE *__restrict__ c, DATA_TYPE alpha, DATA_TYPE beta)
{
  __shared__ DATA_TYPE As[TILE_DIM][TILE_DIM];
  __shared__ DATA_TYPE Bs[TILE_DIM][TILE_DIM + 1];

  int tx = threadIdx.x, ty = threadIdx.y;
  int col = blockIdx.x * TILE_DIM + tx;
  int row = blockIdx.y * TILE_DIM + ty;
  DATA_TYPE sum = 0.0f;

  for (int t = 0; t < (NK + TILE_DIM - 1) / TILE_DIM; ++t) {
    int ak = t * TILE_DIM + tx;
    int bk = t * TILE_DIM + ty;
    As[ty][tx] = (row < NI && ak < NK) ? a[row * NK + ak] : 0.0f;
    Bs[ty][tx] = (bk < NK && col < NJ) ? b[bk * NJ + col] : 0.0f;
    __syncthreads();
#pragma unroll
    for (int k = 0; k < TILE_DIM; ++k)
      sum += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  if (row < NI && col < NJ)
    c[row * NJ + col] = epilogue(alpha * sum + beta * c[row * NJ + col]);
}

void gemmCuda(DATA_TYPE *A, DATA_TYPE *B, DATA_TYPE *C, DATA_TYPE *C_outputFromGpu, int tiled)
{
  double t_start, t_end;
  DATA_TYPE *A_gpu, *B_gpu, *C_gpu;

  CUDA_SAFE_CALL(cudaMalloc((void **)&A_gpu, sizeof(DATA_TYPE) * NI * NK));
  CUDA_SAFE_CALL(cudaMalloc((void **)&B_gpu, sizeof(DATA_TYPE) * NK * NJ));
  CUDA_SAFE_CALL(cudaMalloc((void **)&C_gpu, sizeof(DATA_TYPE) * NI * NJ));

  CUDA_SAFE_CALL(cudaMemcpy(A_gpu, A, sizeof(DATA_TYPE) * NI * NK, cudaMemcpyHostToDevice));
  CUDA_SAFE_CALL(cudaMemcpy(B_gpu, B, sizeof(DATA_TYPE) * NK * NJ, cudaMemcpyHostToDevice));
  CUDA_SAFE_CALL(cudaMemcpy(C_gpu, C, sizeof(DATA_TYPE) * NI * NJ, cudaMemcpyHostToDevice));

  t_start = rtclock();
  if (!tiled) {
    dim3 block(DIM_THREAD_BLOCK_X, DIM_THREAD_BLOCK_Y);
    dim3 grid((size_t)(ceil(((float)NJ) / ((float)block.x))),
              (size_t)(ceil(((float)NI) / ((float)block.y))));
    gemm_kernel<<<grid, block>>>(A_gpu, B_gpu, C_gpu);
  } else {
    dim3 block(TILE_DIM, TILE_DIM);
    dim3 grid((NJ + TILE_DIM - 1) / TILE_DIM, (NI + TILE_DIM - 1) / TILE_DIM);
    gemm_tiled_kernel<<<grid, block>>>(A_gpu, B_gpu, C_gpu, ALPHA, BETA);
  }
  CUDA_SAFE_CALL(cudaGetLastError());
  CUDA_SAFE_CALL(cudaDeviceSynchronize());
  t_end = rtclock();
  fprintf(stdout, "GPU Runtime (%s): %0.6lfs\n", tiled ? "tiled" : "naive", t_end - t_start);

  CUDA_SAFE_CALL(cudaMemcpy(C_outputFromGpu, C_gpu, sizeof(DATA_TYPE) * NI * NJ, cudaMemcpyDeviceToHost));

  cudaFree(A_gpu);
  cudaFree(B_gpu);
  cudaFree(C_gpu);
}

int main(int argc, char *argv[])
{
  double t_start, t_end;
  int fail = 0;

  DATA_TYPE *A = (DATA_TYPE *)malloc(NI * NK * sizeof(DATA_TYPE));
  DATA_TYPE *B = (DATA_TYPE *)malloc(NK * NJ * sizeof(DATA_TYPE));
  DATA_TYPE *C = (DATA_TYPE *)malloc(NI * NJ * sizeof(DATA_TYPE));
  DATA_TYPE *C_outputFromGpu = (DATA_TYPE *)malloc(NI * NJ * sizeof(DATA_TYPE));

  init(A, B, C);
  GPU_argv_init();

  t_start = rtclock();
  gemm(A, B, C);
  t_end = rtclock();
  fprintf(stdout, "CPU Runtime: %0.6lfs\n", t_end - t_start);

  for (int tiled = 0; tiled < 2; ++tiled) {
    DATA_TYPE *C_init = (DATA_TYPE *)malloc(NI * NJ * sizeof(DATA_TYPE));
    DATA_TYPE *dummyA = (DATA_TYPE *)malloc(NI * NK * sizeof(DATA_TYPE));
    DATA_TYPE *dummyB = (DATA_TYPE *)malloc(NK * NJ * sizeof(DATA_TYPE));
    init(dummyA, dummyB, C_init);
    memset(C_outputFromGpu, 0, NI * NJ * sizeof(DATA_TYPE));
    gemmCuda(A, B, C_init, C_outputFromGpu, tiled);
    fail += compareResults(C, C_outputFromGpu);
    free(C_init);
    free(dummyA);
    free(dummyB);
  }

  free(A);
  free(B);
  free(C);
  free(C_outputFromGpu);
  return fail ? EXIT_FAILURE : EXIT_SUCCESS;
}
