/*
 * mvt.cu: matrix-vector product and transpose
 *   x1 := x1 + A   * y1
 *   x2 := x2 + A^T * y2
 */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <sys/time.h>
#include <cuda_runtime.h>

#ifdef MINI_DATASET
#define N 120
#elif defined(LARGE_DATASET)
#define N 8192
#else
#define N 4096
#endif

#define DIM_THREAD_BLOCK_X 256
#define DIM_THREAD_BLOCK_Y 1

#define PERCENT_DIFF_ERROR_THRESHOLD 0.05

typedef float DATA_TYPE;

#define CUDA_CALL(x)                                                           \
  {                                                                            \
    cudaError_t cuda_error__ = (x);                                            \
    if (cuda_error__ != cudaSuccess) {                                         \
      printf("CUDA error %d (%s) at %s:%d\n", (int)cuda_error__,               \
             cudaGetErrorString(cuda_error__), __FILE__, __LINE__);            \
      exit(-1);                                                                \
    }                                                                          \
  }

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

void init_array(DATA_TYPE *A, DATA_TYPE *x1, DATA_TYPE *x2, DATA_TYPE *y1, DATA_TYPE *y2)
{
  for (int i = 0; i < N; i++) {
    x1[i] = ((DATA_TYPE)i) / N;
    x2[i] = ((DATA_TYPE)i + 1) / N;
    y1[i] = ((DATA_TYPE)i + 3) / N;
    y2[i] = ((DATA_TYPE)i + 4) / N;
    for (int j = 0; j < N; j++)
      A[i * N + j] = ((DATA_TYPE)i * j) / N;
  }
}

void runMvt(DATA_TYPE *a, DATA_TYPE *x1, DATA_TYPE *x2, DATA_TYPE *y1, DATA_TYPE *y2)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      x1[i] = x1[i] + a[i * N + j] * y1[j];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      x2[i] = x2[i] + a[j * N + i] * y2[j];
}

int compareResults(DATA_TYPE *x1, DATA_TYPE *x1_outputFromGpu, DATA_TYPE *x2,
                   DATA_TYPE *x2_outputFromGpu)
{
  int fail = 0;
  for (int i = 0; i < N; i++) {
    if (percentDiff(x1[i], x1_outputFromGpu[i]) > PERCENT_DIFF_ERROR_THRESHOLD)
      fail++;
    if (percentDiff(x2[i], x2_outputFromGpu[i]) > PERCENT_DIFF_ERROR_THRESHOLD)
      fail++;
  }
  printf("Non-Matching CPU-GPU Outputs Beyond Error Threshold of %4.2f Percent: %d\n",
         PERCENT_DIFF_ERROR_THRESHOLD, fail);
  return fail;
}

/* x1 = x1 + A * y1: one thread per row. */
__global__ void mvt_kernel1(DATA_TYPE *a, DATA_TYPE *x1, DATA_TYPE *y_1)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < N) {
    int j;
    for (j = 0; j < N; j++)
      x1[i] += a[i * N + j] * y_1[j];
  }
}

/* x2 = x2 + A^T * y2: one thread per column; the block stages chunks of y2 in
   dynamically sized shared memory (blockDim.x elements). */
__global__ void mvt_kernel2(const DATA_TYPE *__restrict__ a, DATA_TYPE *__restrict__ x2,
                            const DATA_TYPE *__restrict__ y_2)
{
  extern __shared__ DATA_TYPE y_chunk[];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  DATA_TYPE acc = (i < N) ? x2[i] : 0.0f;

  for (int base = 0; base < N; base += blockDim.x) {
    int j = base + threadIdx.x;
    y_chunk[threadIdx.x] = (j < N) ? y_2[j] : 0.0f;
    __syncthreads();
    int len = min((int)blockDim.x, N - base);
    if (i < N)
      for (int jj = 0; jj < len; jj++)
        acc += a[(base + jj) * N + i] * y_chunk[jj];
    __syncthreads();
  }
  if (i < N)
    x2[i] = acc;
}

void mvtCuda(DATA_TYPE *a, DATA_TYPE *x1, DATA_TYPE *x2, DATA_TYPE *y_1, DATA_TYPE *y_2,
             DATA_TYPE *x1_outputFromGpu, DATA_TYPE *x2_outputFromGpu)
{
  double t_start, t_end;
  DATA_TYPE *a_gpu, *x1_gpu, *x2_gpu, *y_1_gpu, *y_2_gpu;

  CUDA_CALL(cudaMalloc((void **)&a_gpu, sizeof(DATA_TYPE) * N * N));
  CUDA_CALL(cudaMalloc((void **)&x1_gpu, sizeof(DATA_TYPE) * N));
  CUDA_CALL(cudaMalloc((void **)&x2_gpu, sizeof(DATA_TYPE) * N));
  CUDA_CALL(cudaMalloc((void **)&y_1_gpu, sizeof(DATA_TYPE) * N));
  CUDA_CALL(cudaMalloc((void **)&y_2_gpu, sizeof(DATA_TYPE) * N));
  CUDA_CALL(cudaMemcpy(a_gpu, a, sizeof(DATA_TYPE) * N * N, cudaMemcpyHostToDevice));
  CUDA_CALL(cudaMemcpy(x1_gpu, x1, sizeof(DATA_TYPE) * N, cudaMemcpyHostToDevice));
  CUDA_CALL(cudaMemcpy(x2_gpu, x2, sizeof(DATA_TYPE) * N, cudaMemcpyHostToDevice));
  CUDA_CALL(cudaMemcpy(y_1_gpu, y_1, sizeof(DATA_TYPE) * N, cudaMemcpyHostToDevice));
  CUDA_CALL(cudaMemcpy(y_2_gpu, y_2, sizeof(DATA_TYPE) * N, cudaMemcpyHostToDevice));

  dim3 block(DIM_THREAD_BLOCK_X, DIM_THREAD_BLOCK_Y);
  dim3 grid((size_t)ceil((float)N / ((float)DIM_THREAD_BLOCK_X)), 1);
  size_t shmem = block.x * sizeof(DATA_TYPE);

  t_start = rtclock();
  mvt_kernel1<<<grid, block>>>(a_gpu, x1_gpu, y_1_gpu);
  mvt_kernel2<<<grid, block, shmem>>>(a_gpu, x2_gpu, y_2_gpu);
  CUDA_CALL(cudaGetLastError());
  CUDA_CALL(cudaThreadSynchronize());
  t_end = rtclock();
  fprintf(stdout, "GPU Runtime: %0.6lfs\n", t_end - t_start);

  CUDA_CALL(cudaMemcpy(x1_outputFromGpu, x1_gpu, sizeof(DATA_TYPE) * N, cudaMemcpyDeviceToHost));
  CUDA_CALL(cudaMemcpy(x2_outputFromGpu, x2_gpu, sizeof(DATA_TYPE) * N, cudaMemcpyDeviceToHost));

  cudaFree(a_gpu);
  cudaFree(x1_gpu);
  cudaFree(x2_gpu);
  cudaFree(y_1_gpu);
  cudaFree(y_2_gpu);
}

int main()
{
  double t_start, t_end;

  DATA_TYPE *a = (DATA_TYPE *)malloc(N * N * sizeof(DATA_TYPE));
  DATA_TYPE *x1 = (DATA_TYPE *)malloc(N * sizeof(DATA_TYPE));
  DATA_TYPE *x2 = (DATA_TYPE *)malloc(N * sizeof(DATA_TYPE));
  DATA_TYPE *x1_outputFromGpu = (DATA_TYPE *)malloc(N * sizeof(DATA_TYPE));
  DATA_TYPE *x2_outputFromGpu = (DATA_TYPE *)malloc(N * sizeof(DATA_TYPE));
  DATA_TYPE *y_1 = (DATA_TYPE *)malloc(N * sizeof(DATA_TYPE));
  DATA_TYPE *y_2 = (DATA_TYPE *)malloc(N * sizeof(DATA_TYPE));

  init_array(a, x1, x2, y_1, y_2);
  mvtCuda(a, x1, x2, y_1, y_2, x1_outputFromGpu, x2_outputFromGpu);

  t_start = rtclock();
  runMvt(a, x1, x2, y_1, y_2);
  t_end = rtclock();
  fprintf(stdout, "CPU Runtime: %0.6lfs\n", t_end - t_start);

  int fail = compareResults(x1, x1_outputFromGpu, x2, x2_outputFromGpu);

  free(a);
  free(x1);
  free(x2);
  free(x1_outputFromGpu);
  free(x2_outputFromGpu);
  free(y_1);
  free(y_2);
  return fail;
}
