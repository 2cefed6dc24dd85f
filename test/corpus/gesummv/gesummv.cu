/*
 * gesummv.cu: scalar, vector and matrix multiplication
 *   y := alpha * A * x + beta * B * x        (A, B: N x N)
 * alpha and beta live in constant memory (cudaMemcpyToSymbol); rows are read
 * as float4 when N is a multiple of 4.
 */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <sys/time.h>
#include <cuda_runtime.h>

#ifndef N
#define N 4096
#endif

#define DIM_THREAD_BLOCK_X 256
#define DIM_THREAD_BLOCK_Y 1
#define PERCENT_DIFF_ERROR_THRESHOLD 0.05

typedef float DATA_TYPE;

#define CUDA_SAFE_CALL(call)                                                   \
  do {                                                                         \
    cudaError_t err = call;                                                    \
    if (cudaSuccess != err) {                                                  \
      fprintf(stderr, "Cuda error in file '%s' in line %i : %s.\n", __FILE__,  \
              __LINE__, cudaGetErrorString(err));                              \
      exit(EXIT_FAILURE);                                                      \
    }                                                                          \
  } while (0)

/* c_scalars[0] = alpha, c_scalars[1] = beta */
__constant__ DATA_TYPE c_scalars[2];

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

void init(DATA_TYPE *A, DATA_TYPE *B, DATA_TYPE *x)
{
  for (int i = 0; i < N; i++) {
    x[i] = ((DATA_TYPE)i) / N;
    for (int j = 0; j < N; j++) {
      A[i * N + j] = ((DATA_TYPE)i * j) / N;
      B[i * N + j] = ((DATA_TYPE)(i + j) * 0.5f) / N;
    }
  }
}

void gesummv(DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE *A, DATA_TYPE *B, DATA_TYPE *x,
             DATA_TYPE *y, DATA_TYPE *tmp)
{
  for (int i = 0; i < N; i++) {
    tmp[i] = 0;
    y[i] = 0;
    for (int j = 0; j < N; j++) {
      tmp[i] = A[i * N + j] * x[j] + tmp[i];
      y[i] = B[i * N + j] * x[j] + y[i];
    }
    y[i] = alpha * tmp[i] + beta * y[i];
  }
}

int compareResults(DATA_TYPE *y, DATA_TYPE *y_outputFromGpu)
{
  int fail = 0;
  for (int i = 0; i < N; i++)
    if (percentDiff(y[i], y_outputFromGpu[i]) > PERCENT_DIFF_ERROR_THRESHOLD)
      fail++;
  printf("Non-Matching CPU-GPU Outputs Beyond Error Threshold of %4.2f Percent: %d\n",
         PERCENT_DIFF_ERROR_THRESHOLD, fail);
  return fail;
}

__device__ __forceinline__ float dot4(float4 a, float4 b)
{
  return a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w;
}

__global__ void gesummv_kernel(const DATA_TYPE *__restrict__ a, const DATA_TYPE *__restrict__ b,
                               const DATA_TYPE *__restrict__ x, DATA_TYPE *__restrict__ y,
                               DATA_TYPE *__restrict__ tmp)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= N)
    return;

  DATA_TYPE ta = 0, tb = 0;
#if (N % 4) == 0
  const float4 *a4 = reinterpret_cast<const float4 *>(a + i * N);
  const float4 *b4 = reinterpret_cast<const float4 *>(b + i * N);
  const float4 *x4 = reinterpret_cast<const float4 *>(x);
  for (int j = 0; j < N / 4; j++) {
    float4 xv = x4[j];
    ta += dot4(a4[j], xv);
    tb += dot4(b4[j], xv);
  }
#else
  for (int j = 0; j < N; j++) {
    ta += a[i * N + j] * x[j];
    tb += b[i * N + j] * x[j];
  }
#endif
  tmp[i] = ta;
  y[i] = c_scalars[0] * ta + c_scalars[1] * tb;
}

void gesummvCuda(DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE *A, DATA_TYPE *B, DATA_TYPE *x,
                 DATA_TYPE *y_outputFromGpu)
{
  double t_start, t_end;
  DATA_TYPE *A_gpu, *B_gpu, *x_gpu, *y_gpu, *tmp_gpu;
  DATA_TYPE scalars[2] = {alpha, beta};

  CUDA_SAFE_CALL(cudaMalloc((void **)&A_gpu, sizeof(DATA_TYPE) * N * N));
  CUDA_SAFE_CALL(cudaMalloc((void **)&B_gpu, sizeof(DATA_TYPE) * N * N));
  CUDA_SAFE_CALL(cudaMalloc((void **)&x_gpu, sizeof(DATA_TYPE) * N));
  CUDA_SAFE_CALL(cudaMalloc((void **)&y_gpu, sizeof(DATA_TYPE) * N));
  CUDA_SAFE_CALL(cudaMalloc((void **)&tmp_gpu, sizeof(DATA_TYPE) * N));
  CUDA_SAFE_CALL(cudaMemcpy(A_gpu, A, sizeof(DATA_TYPE) * N * N, cudaMemcpyHostToDevice));
  CUDA_SAFE_CALL(cudaMemcpy(B_gpu, B, sizeof(DATA_TYPE) * N * N, cudaMemcpyHostToDevice));
  CUDA_SAFE_CALL(cudaMemcpy(x_gpu, x, sizeof(DATA_TYPE) * N, cudaMemcpyHostToDevice));
  CUDA_SAFE_CALL(cudaMemcpyToSymbol(c_scalars, scalars, sizeof(scalars)));

  dim3 block(DIM_THREAD_BLOCK_X, DIM_THREAD_BLOCK_Y);
  dim3 grid((unsigned int)ceil(((float)N) / ((float)block.x)), 1);

  t_start = rtclock();
  gesummv_kernel<<<grid, block>>>(A_gpu, B_gpu, x_gpu, y_gpu, tmp_gpu);
  CUDA_SAFE_CALL(cudaGetLastError());
  CUDA_SAFE_CALL(cudaDeviceSynchronize());
  t_end = rtclock();
  fprintf(stdout, "GPU Runtime: %0.6lfs\n", t_end - t_start);

  CUDA_SAFE_CALL(cudaMemcpy(y_outputFromGpu, y_gpu, sizeof(DATA_TYPE) * N, cudaMemcpyDeviceToHost));
  cudaFree(A_gpu);
  cudaFree(B_gpu);
  cudaFree(x_gpu);
  cudaFree(y_gpu);
  cudaFree(tmp_gpu);
}

int main(int argc, char *argv[])
{
  double t_start, t_end;
  DATA_TYPE alpha = 43532.0f, beta = 12313.0f;

  DATA_TYPE *A = (DATA_TYPE *)malloc(N * N * sizeof(DATA_TYPE));
  DATA_TYPE *B = (DATA_TYPE *)malloc(N * N * sizeof(DATA_TYPE));
  DATA_TYPE *x = (DATA_TYPE *)malloc(N * sizeof(DATA_TYPE));
  DATA_TYPE *y = (DATA_TYPE *)malloc(N * sizeof(DATA_TYPE));
  DATA_TYPE *tmp = (DATA_TYPE *)malloc(N * sizeof(DATA_TYPE));
  DATA_TYPE *y_outputFromGpu = (DATA_TYPE *)malloc(N * sizeof(DATA_TYPE));

  init(A, B, x);
  gesummvCuda(alpha, beta, A, B, x, y_outputFromGpu);

  t_start = rtclock();
  gesummv(alpha, beta, A, B, x, y, tmp);
  t_end = rtclock();
  fprintf(stdout, "CPU Runtime: %0.6lfs\n", t_end - t_start);

  int fail = compareResults(y, y_outputFromGpu);
  free(A);
  free(B);
  free(x);
  free(y);
  free(tmp);
  free(y_outputFromGpu);
  return fail;
}
