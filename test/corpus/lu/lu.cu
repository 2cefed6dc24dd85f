/*
 * lu.cu: LU decomposition without pivoting (in place, PolyBench-GPU form).
 * For k = 0 .. N-1 the host launches
 *   lu_kernel1: A[k][j] /= A[k][k]                    for j > k
 *   lu_kernel2: A[i][j] -= A[i][k] * A[k][j]          for i, j > k
 * The pipeline runs twice, once with lu_kernel2 and once with its
 * shared-memory tiled variant lu_kernel2_tiled. lu_kernel1 also records the
 * first (smallest) k whose pivot is zero with atomicMin.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <limits.h>
#include <sys/time.h>
#include <cuda_runtime.h>

#include "lu.h"

#define PERCENT_DIFF_ERROR_THRESHOLD 0.05

#define CUDA_SAFE_CALL(call)                                                   \
  do {                                                                         \
    cudaError_t err = (call);                                                  \
    if (err != cudaSuccess) {                                                  \
      fprintf(stderr, "CUDA error in %s:%d: %s\n", __FILE__, __LINE__,         \
              cudaGetErrorString(err));                                        \
      exit(EXIT_FAILURE);                                                      \
    }                                                                          \
  } while (0)

double rtclock()
{
  struct timeval Tp;
  gettimeofday(&Tp, NULL);
  return (Tp.tv_sec + Tp.tv_usec * 1.0e-6);
}

float percentDiff(double val1, double val2)
{
  if ((fabs(val1) < 0.01) && (fabs(val2) < 0.01))
    return 0.0f;
  return 100.0f * (fabs(fabs(val1 - val2) / fabs(val1 + 0.00000001f)));
}

void init_array(DATA_TYPE *A)
{
  /* Diagonally dominant, so that no pivoting is needed. */
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i * N + j] = ((DATA_TYPE)((i * j + 1) % N)) / N + (i == j ? (DATA_TYPE)N : 0.0f);
}

void lu(DATA_TYPE *A)
{
  for (int k = 0; k < N; k++) {
    for (int j = k + 1; j < N; j++)
      A[k * N + j] = A[k * N + j] / A[k * N + k];
    for (int i = k + 1; i < N; i++)
      for (int j = k + 1; j < N; j++)
        A[i * N + j] = A[i * N + j] - A[i * N + k] * A[k * N + j];
  }
}

int compareResults(DATA_TYPE *A_cpu, DATA_TYPE *A_outputFromGpu)
{
  int fail = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      if (percentDiff(A_cpu[i * N + j], A_outputFromGpu[i * N + j]) > PERCENT_DIFF_ERROR_THRESHOLD)
        fail++;
  printf("Non-Matching CPU-GPU Outputs Beyond Error Threshold of %4.2f Percent: %d\n",
         PERCENT_DIFF_ERROR_THRESHOLD, fail);
  return fail;
}

__global__ void lu_kernel1(DATA_TYPE *A, int k, int *first_zero_pivot)
{
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  DATA_TYPE pivot = A[k * N + k];
  if (j == k && pivot == 0.0f)
    atomicMin(first_zero_pivot, k);
  if ((j > k) && (j < N))
    A[k * N + j] = A[k * N + j] / pivot;
}

__global__ void lu_kernel2(DATA_TYPE *A, int k)
{
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int i = blockIdx.y * blockDim.y + threadIdx.y;
  if ((i > k) && (j > k) && (i < N) && (j < N))
    A[i * N + j] = A[i * N + j] - A[i * N + k] * A[k * N + j];
}

/* The same update over LU_TILE x LU_TILE tiles of the trailing matrix: the
   block reads its slices of column k and row k into shared memory once. */
__global__ void __launch_bounds__(LU_TILE *LU_TILE)
lu_kernel2_tiled(DATA_TYPE *__restrict__ A, int k)
{
  __shared__ DATA_TYPE col_k[LU_TILE];
  __shared__ DATA_TYPE row_k[LU_TILE];

  int i = k + 1 + blockIdx.y * LU_TILE + threadIdx.y;
  int j = k + 1 + blockIdx.x * LU_TILE + threadIdx.x;

  if (threadIdx.x == 0 && i < N)
    col_k[threadIdx.y] = A[i * N + k];
  if (threadIdx.y == 0 && j < N)
    row_k[threadIdx.x] = A[k * N + j];
  __syncthreads();

  if (i < N && j < N)
    A[i * N + j] -= col_k[threadIdx.y] * row_k[threadIdx.x];
}

void luCuda(DATA_TYPE *A, DATA_TYPE *A_outputFromGpu, bool tiled)
{
  double t_start, t_end;
  DATA_TYPE *AGpu;
  int *zeroPivotGpu, zeroPivot = INT_MAX;

  CUDA_SAFE_CALL(cudaMalloc((void **)&AGpu, sizeof(DATA_TYPE) * N * N));
  CUDA_SAFE_CALL(cudaMalloc((void **)&zeroPivotGpu, sizeof(int)));
  CUDA_SAFE_CALL(cudaMemcpy(AGpu, A, sizeof(DATA_TYPE) * N * N, cudaMemcpyHostToDevice));
  CUDA_SAFE_CALL(cudaMemcpy(zeroPivotGpu, &zeroPivot, sizeof(int), cudaMemcpyHostToDevice));

  dim3 block1(DIM_THREAD_BLOCK_KERNEL_1_X, DIM_THREAD_BLOCK_KERNEL_1_Y);
  dim3 block2(DIM_THREAD_BLOCK_KERNEL_2_X, DIM_THREAD_BLOCK_KERNEL_2_Y);
  dim3 blockT(LU_TILE, LU_TILE);
  dim3 grid1(1, 1, 1);
  dim3 grid2(1, 1, 1);

  t_start = rtclock();
  for (int k = 0; k < N; k++) {
    grid1.x = (unsigned int)(ceil((float)N / (float)block1.x));
    lu_kernel1<<<grid1, block1>>>(AGpu, k, zeroPivotGpu);
    if (!tiled) {
      grid2.x = (unsigned int)(ceil((float)N / (float)block2.x));
      grid2.y = (unsigned int)(ceil((float)N / (float)block2.y));
      lu_kernel2<<<grid2, block2>>>(AGpu, k);
    } else if (k + 1 < N) {
      int rest = N - k - 1;
      dim3 gridT((rest + LU_TILE - 1) / LU_TILE, (rest + LU_TILE - 1) / LU_TILE);
      lu_kernel2_tiled<<<gridT, blockT>>>(AGpu, k);
    }
  }
  CUDA_SAFE_CALL(cudaGetLastError());
  CUDA_SAFE_CALL(cudaDeviceSynchronize());
  t_end = rtclock();
  fprintf(stdout, "GPU Runtime (%s): %0.6lfs\n", tiled ? "tiled" : "simple", t_end - t_start);

  CUDA_SAFE_CALL(cudaMemcpy(A_outputFromGpu, AGpu, sizeof(DATA_TYPE) * N * N, cudaMemcpyDeviceToHost));
  CUDA_SAFE_CALL(cudaMemcpy(&zeroPivot, zeroPivotGpu, sizeof(int), cudaMemcpyDeviceToHost));
  if (zeroPivot != INT_MAX)
    printf("zero pivot at k = %d\n", zeroPivot);
  cudaFree(AGpu);
  cudaFree(zeroPivotGpu);
}

int main(int argc, char *argv[])
{
  double t_start, t_end;
  int fail = 0;

  DATA_TYPE *A = (DATA_TYPE *)malloc(N * N * sizeof(DATA_TYPE));
  DATA_TYPE *A_outputFromGpu = (DATA_TYPE *)malloc(N * N * sizeof(DATA_TYPE));

  init_array(A);
  luCuda(A, A_outputFromGpu, false);
  DATA_TYPE *A_tiled = (DATA_TYPE *)malloc(N * N * sizeof(DATA_TYPE));
  luCuda(A, A_tiled, true);

  t_start = rtclock();
  lu(A);
  t_end = rtclock();
  fprintf(stdout, "CPU Runtime: %0.6lfs\n", t_end - t_start);

  fail += compareResults(A, A_outputFromGpu);
  fail += compareResults(A, A_tiled);
  free(A);
  free(A_outputFromGpu);
  free(A_tiled);
  return fail;
}
