/*
 * covariance.cu: covariance matrix of M variables over N data points
 *   mean[j]      = sum_i data[i][j] / N
 *   data[i][j]  -= mean[j]
 *   symmat[j1][j2] = sum_i data[i][j1] * data[i][j2] / (N - 1)    (j1 <= j2, mirrored)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <sys/time.h>
#include <cuda_runtime.h>

#if defined(MINI_DATASET)
#define M 32
#define N 40
#elif defined(LARGE_DATASET)
#define M 2048
#define N 2048
#else
#define M 1024
#define N 1024
#endif

#define DIM_THREAD_BLOCK_KERNEL_1_X 256
#define DIM_THREAD_BLOCK_KERNEL_1_Y 1
#define DIM_THREAD_BLOCK_KERNEL_2_X 32
#define DIM_THREAD_BLOCK_KERNEL_2_Y 8
#define DIM_THREAD_BLOCK_KERNEL_3_X 256
#define DIM_THREAD_BLOCK_KERNEL_3_Y 1

#define PERCENT_DIFF_ERROR_THRESHOLD 1.05

typedef float DATA_TYPE;

#define FLOAT_N ((DATA_TYPE)N)

#define CUDA_SAFE_CALL(x)                                                      \
  do {                                                                         \
    cudaError_t e_ = (x);                                                      \
    if (e_ != cudaSuccess) {                                                   \
      fprintf(stderr, "%s failed at %s:%d: %s\n", #x, __FILE__, __LINE__,      \
              cudaGetErrorString(e_));                                         \
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

void init_arrays(DATA_TYPE *data)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      data[i * M + j] = ((DATA_TYPE)i * j) / M + (DATA_TYPE)((i + 3 * j) % 7);
}

void covariance(DATA_TYPE *data, DATA_TYPE *symmat, DATA_TYPE *mean)
{
  for (int j = 0; j < M; j++) {
    mean[j] = 0.0;
    for (int i = 0; i < N; i++)
      mean[j] += data[i * M + j];
    mean[j] /= FLOAT_N;
  }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      data[i * M + j] -= mean[j];
  for (int j1 = 0; j1 < M; j1++)
    for (int j2 = j1; j2 < M; j2++) {
      symmat[j1 * M + j2] = 0.0;
      for (int i = 0; i < N; i++)
        symmat[j1 * M + j2] += data[i * M + j1] * data[i * M + j2];
      symmat[j1 * M + j2] /= (FLOAT_N - 1);
      symmat[j2 * M + j1] = symmat[j1 * M + j2];
    }
}

int compareResults(DATA_TYPE *symmat, DATA_TYPE *symmat_outputFromGpu)
{
  int fail = 0;
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++)
      if (percentDiff(symmat[i * M + j], symmat_outputFromGpu[i * M + j]) > PERCENT_DIFF_ERROR_THRESHOLD)
        fail++;
  printf("Non-Matching CPU-GPU Outputs Beyond Error Threshold of %4.2f Percent: %d\n",
         PERCENT_DIFF_ERROR_THRESHOLD, fail);
  return fail;
}

__global__ void mean_kernel(DATA_TYPE *mean, const DATA_TYPE *data, DATA_TYPE float_n)
{
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  if (j < M) {
    DATA_TYPE s = 0.0f;
    for (int i = 0; i < N; i++)
      s += data[i * M + j];
    mean[j] = s / float_n;
  }
}

__global__ void reduce_kernel(const DATA_TYPE *mean, DATA_TYPE *data)
{
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int i = blockIdx.y * blockDim.y + threadIdx.y;
  if ((i < N) && (j < M))
    data[i * M + j] -= mean[j];
}

/* One thread per row j1 of the upper triangle; writes both halves. */
__global__ void covar_kernel(DATA_TYPE *symmat, const DATA_TYPE *data, DATA_TYPE float_n)
{
  int j1 = blockIdx.x * blockDim.x + threadIdx.x;
  if (j1 < M) {
    for (int j2 = j1; j2 < M; j2++) {
      DATA_TYPE s = 0.0f;
      for (int i = 0; i < N; i++)
        s += data[i * M + j1] * data[i * M + j2];
      s /= float_n - 1.0f;
      symmat[j1 * M + j2] = s;
      symmat[j2 * M + j1] = s;
    }
  }
}

void covarianceCuda(DATA_TYPE *data, DATA_TYPE *symmat_outputFromGpu)
{
  double t_start, t_end;
  DATA_TYPE *data_gpu, *mean_gpu, *symmat_gpu;

  CUDA_SAFE_CALL(cudaMalloc((void **)&data_gpu, sizeof(DATA_TYPE) * N * M));
  CUDA_SAFE_CALL(cudaMalloc((void **)&symmat_gpu, sizeof(DATA_TYPE) * M * M));
  CUDA_SAFE_CALL(cudaMalloc((void **)&mean_gpu, sizeof(DATA_TYPE) * M));
  CUDA_SAFE_CALL(cudaMemcpy(data_gpu, data, sizeof(DATA_TYPE) * N * M, cudaMemcpyHostToDevice));

  dim3 block1(DIM_THREAD_BLOCK_KERNEL_1_X, DIM_THREAD_BLOCK_KERNEL_1_Y);
  dim3 grid1((size_t)(ceil((float)M) / ((float)DIM_THREAD_BLOCK_KERNEL_1_X)) + 1, 1);
  dim3 block2(DIM_THREAD_BLOCK_KERNEL_2_X, DIM_THREAD_BLOCK_KERNEL_2_Y);
  dim3 grid2((size_t)(ceil((float)M) / ((float)DIM_THREAD_BLOCK_KERNEL_2_X)) + 1,
             (size_t)(ceil((float)N) / ((float)DIM_THREAD_BLOCK_KERNEL_2_Y)) + 1);
  dim3 block3(DIM_THREAD_BLOCK_KERNEL_3_X, DIM_THREAD_BLOCK_KERNEL_3_Y);
  dim3 grid3((size_t)(ceil((float)M) / ((float)DIM_THREAD_BLOCK_KERNEL_3_X)) + 1, 1);

  t_start = rtclock();
  mean_kernel<<<grid1, block1>>>(mean_gpu, data_gpu, FLOAT_N);
  CUDA_SAFE_CALL(cudaDeviceSynchronize());
  reduce_kernel<<<grid2, block2>>>(mean_gpu, data_gpu);
  CUDA_SAFE_CALL(cudaDeviceSynchronize());
  covar_kernel<<<grid3, block3>>>(symmat_gpu, data_gpu, FLOAT_N);
  CUDA_SAFE_CALL(cudaDeviceSynchronize());
  t_end = rtclock();
  fprintf(stdout, "GPU Runtime: %0.6lfs\n", t_end - t_start);

  CUDA_SAFE_CALL(cudaMemcpy(symmat_outputFromGpu, symmat_gpu, sizeof(DATA_TYPE) * M * M, cudaMemcpyDeviceToHost));
  cudaFree(data_gpu);
  cudaFree(symmat_gpu);
  cudaFree(mean_gpu);
}

int main()
{
  double t_start, t_end;

  DATA_TYPE *data = (DATA_TYPE *)malloc(N * M * sizeof(DATA_TYPE));
  DATA_TYPE *symmat = (DATA_TYPE *)malloc(M * M * sizeof(DATA_TYPE));
  DATA_TYPE *mean = (DATA_TYPE *)malloc(M * sizeof(DATA_TYPE));
  DATA_TYPE *symmat_outputFromGpu = (DATA_TYPE *)malloc(M * M * sizeof(DATA_TYPE));

  init_arrays(data);
  covarianceCuda(data, symmat_outputFromGpu);

  t_start = rtclock();
  covariance(data, symmat, mean);
  t_end = rtclock();
  fprintf(stdout, "CPU Runtime: %0.6lfs\n", t_end - t_start);

  int fail = compareResults(symmat, symmat_outputFromGpu);
  free(data);
  free(symmat);
  free(mean);
  free(symmat_outputFromGpu);
  return fail;
}
