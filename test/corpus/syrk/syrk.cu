/*
 * syrk.cu: symmetric rank-k update of the lower triangle of C
 *   C := alpha * A * A^T + beta * C      (A: N x M, C: N x N)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <sys/time.h>
#include <cuda_runtime.h>

#if defined(MINI_DATASET)
#define N 48
#define M 40
#elif defined(SMALL_DATASET)
#define N 128
#define M 96
#elif defined(LARGE_DATASET)
#define N 2048
#define M 1792
#else
#define N 1024
#define M 896
#endif

#define DIM_THREAD_BLOCK_X 32
#define DIM_THREAD_BLOCK_Y 8
#define PERCENT_DIFF_ERROR_THRESHOLD 0.05

typedef float DATA_TYPE;

#define CUDA_SAFE_CALL(call)                                                   \
  do {                                                                         \
    cudaError_t err__ = call;                                                  \
    if (cudaSuccess != err__) {                                                \
      fprintf(stderr, "Cuda error in file '%s' in line %i : %s.\n", __FILE__,  \
              __LINE__, cudaGetErrorString(err__));                            \
      exit(EXIT_FAILURE);                                                      \
    }                                                                          \
  } while (0)

double rtclock()
{
  struct timeval Tp;
  int stat = gettimeofday(&Tp, NULL);
  if (stat != 0)
    printf("Error return from gettimeofday: %d", stat);
  return (Tp.tv_sec + Tp.tv_usec * 1.0e-6);
}

float percentDiff(double val1, double val2)
{
  if ((fabs(val1) < 0.01) && (fabs(val2) < 0.01))
    return 0.0f;
  return 100.0f * (fabs(fabs(val1 - val2) / fabs(val1 + 0.00000001f)));
}

void init_arrays(DATA_TYPE *alpha, DATA_TYPE *beta, DATA_TYPE *A, DATA_TYPE *C)
{
  *alpha = 1.5f;
  *beta = 1.2f;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      A[i * M + j] = (DATA_TYPE)((i * j + 1) % N) / N;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      C[i * N + j] = (DATA_TYPE)((i * j + 2) % M) / M;
}

void syrk(DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE *A, DATA_TYPE *C)
{
  for (int i = 0; i < N; i++) {
    for (int j = 0; j <= i; j++)
      C[i * N + j] *= beta;
    for (int k = 0; k < M; k++)
      for (int j = 0; j <= i; j++)
        C[i * N + j] += alpha * A[i * M + k] * A[j * M + k];
  }
}

int compareResults(DATA_TYPE *C, DATA_TYPE *C_outputFromGpu)
{
  int fail = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      if (percentDiff(C[i * N + j], C_outputFromGpu[i * N + j]) > PERCENT_DIFF_ERROR_THRESHOLD)
        fail++;
  printf("Non-Matching CPU-GPU Outputs Beyond Error Threshold of %4.2f Percent: %d\n",
         PERCENT_DIFF_ERROR_THRESHOLD, fail);
  return fail;
}

/* One thread per element of the lower triangle; the upper triangle is left alone. */
__global__ void __launch_bounds__(DIM_THREAD_BLOCK_X * DIM_THREAD_BLOCK_Y, 2)
syrk_kernel(DATA_TYPE alpha, DATA_TYPE beta, const DATA_TYPE *__restrict__ a,
            DATA_TYPE *__restrict__ c)
{
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int i = blockIdx.y * blockDim.y + threadIdx.y;

  if ((i < N) && (j <= i)) {
    const DATA_TYPE *ai = a + i * M;
    const DATA_TYPE *aj = a + j * M;
    DATA_TYPE acc = 0;
    for (int k = 0; k < M; k++)
      acc += ai[k] * aj[k];
    c[i * N + j] = beta * c[i * N + j] + alpha * acc;
  }
}

void syrkCuda(DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE *A, DATA_TYPE *C,
              DATA_TYPE *C_outputFromGpu)
{
  double t_start, t_end;
  DATA_TYPE *A_gpu, *C_gpu;

  CUDA_SAFE_CALL(cudaMalloc((void **)&A_gpu, sizeof(DATA_TYPE) * N * M));
  CUDA_SAFE_CALL(cudaMalloc((void **)&C_gpu, sizeof(DATA_TYPE) * N * N));
  CUDA_SAFE_CALL(cudaMemcpy(A_gpu, A, sizeof(DATA_TYPE) * N * M, cudaMemcpyHostToDevice));
  CUDA_SAFE_CALL(cudaMemcpy(C_gpu, C, sizeof(DATA_TYPE) * N * N, cudaMemcpyHostToDevice));

  dim3 block(DIM_THREAD_BLOCK_X, DIM_THREAD_BLOCK_Y);
  dim3 grid((size_t)(ceil(((float)N) / ((float)DIM_THREAD_BLOCK_X))),
            (size_t)ceil(((float)N) / ((float)DIM_THREAD_BLOCK_Y)));

  t_start = rtclock();
  syrk_kernel<<<grid, block>>>(alpha, beta, A_gpu, C_gpu);
  CUDA_SAFE_CALL(cudaGetLastError());
  CUDA_SAFE_CALL(cudaDeviceSynchronize());
  t_end = rtclock();
  fprintf(stdout, "GPU Runtime: %0.6lfs\n", t_end - t_start);

  CUDA_SAFE_CALL(cudaMemcpy(C_outputFromGpu, C_gpu, sizeof(DATA_TYPE) * N * N, cudaMemcpyDeviceToHost));
  cudaFree(A_gpu);
  cudaFree(C_gpu);
}

int main()
{
  double t_start, t_end;
  DATA_TYPE alpha, beta;

  DATA_TYPE *A = (DATA_TYPE *)malloc(N * M * sizeof(DATA_TYPE));
  DATA_TYPE *C = (DATA_TYPE *)malloc(N * N * sizeof(DATA_TYPE));
  DATA_TYPE *C_outputFromGpu = (DATA_TYPE *)malloc(N * N * sizeof(DATA_TYPE));

  init_arrays(&alpha, &beta, A, C);
  syrkCuda(alpha, beta, A, C, C_outputFromGpu);

  t_start = rtclock();
  syrk(alpha, beta, A, C);
  t_end = rtclock();
  fprintf(stdout, "CPU Runtime: %0.6lfs\n", t_end - t_start);

  int fail = compareResults(C, C_outputFromGpu);
  free(A);
  free(C);
  free(C_outputFromGpu);
  return fail ? 1 : 0;
}
