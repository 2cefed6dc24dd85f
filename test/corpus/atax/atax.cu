/*
 * atax.cu: y := A^T * (A * x)      (A: NX x NY)
 *   kernel 1: tmp = A * x, one thread block per row, shared-memory tree reduction
 *   kernel 2: y = A^T * tmp, 2-D grid over (row chunk, column), atomicAdd into y
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <sys/time.h>
#include <cuda_runtime.h>

#ifdef MINI_DATASET
#define NX 96
#define NY 80
#elif defined(LARGE_DATASET)
#define NX 8192
#define NY 8192
#else
#define NX 2048
#define NY 2048
#endif

#define REDUCE_BLOCK 256
#define DIM_THREAD_BLOCK_X 128
#define ROWS_PER_BLOCK 32
#define M_PI_F 3.14159265358979f

#define PERCENT_DIFF_ERROR_THRESHOLD 0.5

typedef float DATA_TYPE;

#define CHECK_CUDA(call)                                                       \
  do {                                                                         \
    const cudaError_t error = call;                                            \
    if (error != cudaSuccess) {                                                \
      printf("Error: %s:%d, ", __FILE__, __LINE__);                            \
      printf("code:%d, reason: %s\n", error, cudaGetErrorString(error));       \
      exit(1);                                                                 \
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

void init_array(DATA_TYPE *x, DATA_TYPE *A)
{
  for (int i = 0; i < NY; i++)
    x[i] = 1 + i * M_PI_F / NY;
  for (int i = 0; i < NX; i++)
    for (int j = 0; j < NY; j++)
      A[i * NY + j] = ((DATA_TYPE)((i + j) % NY)) / (5 * NX);
}

void atax_cpu(DATA_TYPE *A, DATA_TYPE *x, DATA_TYPE *y, DATA_TYPE *tmp)
{
  for (int i = 0; i < NY; i++)
    y[i] = 0;
  for (int i = 0; i < NX; i++) {
    tmp[i] = 0;
    for (int j = 0; j < NY; j++)
      tmp[i] = tmp[i] + A[i * NY + j] * x[j];
    for (int j = 0; j < NY; j++)
      y[j] = y[j] + A[i * NY + j] * tmp[i];
  }
}

int compareResults(DATA_TYPE *z, DATA_TYPE *z_outputFromGpu)
{
  int fail = 0;
  for (int i = 0; i < NY; i++)
    if (percentDiff(z[i], z_outputFromGpu[i]) > PERCENT_DIFF_ERROR_THRESHOLD)
      fail++;
  printf("Non-Matching CPU-GPU Outputs Beyond Error Threshold of %4.2f Percent: %d\n",
         PERCENT_DIFF_ERROR_THRESHOLD, fail);
  return fail;
}

/* tmp[i] = sum_j A[i][j] * x[j]; blockDim.x == BLOCK, one block per row. */
template <unsigned int BLOCK>
__global__ void atax_kernel1(const DATA_TYPE *A, const DATA_TYPE *x, DATA_TYPE *tmp)
{
  __shared__ DATA_TYPE partial[BLOCK];
  const unsigned int tid = threadIdx.x;
  const int row = blockIdx.x;

  DATA_TYPE sum = 0;
  for (int j = tid; j < NY; j += BLOCK)
    sum += A[row * NY + j] * x[j];
  partial[tid] = sum;
  __syncthreads();

#pragma unroll
  for (unsigned int s = BLOCK / 2; s > 0; s >>= 1) {
    if (tid < s)
      partial[tid] += partial[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    tmp[row] = partial[0];
}

/* y[j] += sum over a chunk of ROWS_PER_BLOCK rows of A[i][j] * tmp[i]. y must be zeroed. */
__global__ void atax_kernel2(const DATA_TYPE *A, DATA_TYPE *y, const DATA_TYPE *tmp)
{
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int i0 = blockIdx.y * ROWS_PER_BLOCK;
  if (j >= NY)
    return;
  DATA_TYPE part = 0;
  int iend = min(i0 + ROWS_PER_BLOCK, NX);
  for (int i = i0; i < iend; i++)
    part += A[i * NY + j] * tmp[i];
  atomicAdd(&y[j], part);
}

void ataxGpu(DATA_TYPE *A, DATA_TYPE *x, DATA_TYPE *y_outputFromGpu)
{
  double t_start, t_end;
  DATA_TYPE *A_gpu, *x_gpu, *y_gpu, *tmp_gpu;

  CHECK_CUDA(cudaMalloc((void **)&A_gpu, sizeof(DATA_TYPE) * NX * NY));
  CHECK_CUDA(cudaMalloc((void **)&x_gpu, sizeof(DATA_TYPE) * NY));
  CHECK_CUDA(cudaMalloc((void **)&y_gpu, sizeof(DATA_TYPE) * NY));
  CHECK_CUDA(cudaMalloc((void **)&tmp_gpu, sizeof(DATA_TYPE) * NX));
  CHECK_CUDA(cudaMemcpy(A_gpu, A, sizeof(DATA_TYPE) * NX * NY, cudaMemcpyHostToDevice));
  CHECK_CUDA(cudaMemcpy(x_gpu, x, sizeof(DATA_TYPE) * NY, cudaMemcpyHostToDevice));
  CHECK_CUDA(cudaMemset(y_gpu, 0, sizeof(DATA_TYPE) * NY));

  dim3 block2(DIM_THREAD_BLOCK_X, 1);
  dim3 grid2((NY + DIM_THREAD_BLOCK_X - 1) / DIM_THREAD_BLOCK_X,
             (NX + ROWS_PER_BLOCK - 1) / ROWS_PER_BLOCK);

  t_start = rtclock();
  atax_kernel1<REDUCE_BLOCK><<<NX, REDUCE_BLOCK>>>(A_gpu, x_gpu, tmp_gpu);
  CHECK_CUDA(cudaGetLastError());
  atax_kernel2<<<grid2, block2>>>(A_gpu, y_gpu, tmp_gpu);
  CHECK_CUDA(cudaGetLastError());
  CHECK_CUDA(cudaDeviceSynchronize());
  t_end = rtclock();
  fprintf(stdout, "GPU Runtime: %0.6lfs\n", t_end - t_start);

  CHECK_CUDA(cudaMemcpy(y_outputFromGpu, y_gpu, sizeof(DATA_TYPE) * NY, cudaMemcpyDeviceToHost));
  cudaFree(A_gpu);
  cudaFree(x_gpu);
  cudaFree(y_gpu);
  cudaFree(tmp_gpu);
}

int main(int argc, char **argv)
{
  double t_start, t_end;
  DATA_TYPE *A = (DATA_TYPE *)malloc(NX * NY * sizeof(DATA_TYPE));
  DATA_TYPE *x = (DATA_TYPE *)malloc(NY * sizeof(DATA_TYPE));
  DATA_TYPE *y = (DATA_TYPE *)malloc(NY * sizeof(DATA_TYPE));
  DATA_TYPE *y_outputFromGpu = (DATA_TYPE *)malloc(NY * sizeof(DATA_TYPE));
  DATA_TYPE *tmp = (DATA_TYPE *)malloc(NX * sizeof(DATA_TYPE));

  init_array(x, A);
  ataxGpu(A, x, y_outputFromGpu);

  t_start = rtclock();
  atax_cpu(A, x, y, tmp);
  t_end = rtclock();
  fprintf(stdout, "CPU Runtime: %0.6lfs\n", t_end - t_start);

  int fail = compareResults(y, y_outputFromGpu);
  free(A);
  free(x);
  free(y);
  free(y_outputFromGpu);
  free(tmp);
  return fail != 0;
}
