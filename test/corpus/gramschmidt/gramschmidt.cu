/*
 * gramschmidt.cu: modified Gram-Schmidt QR, A = Q * R.
 * For each column k the host launches three kernels:
 *   1. R[k][k] = ||A[:,k]||          (one block, shared-memory reduction)
 *   2. Q[:,k]  = A[:,k] / R[k][k]
 *   3. for j > k: R[k][j] = Q[:,k] . A[:,j];  A[:,j] -= Q[:,k] * R[k][j]
 */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <sys/time.h>
#include <cuda_runtime.h>

#include "gramschmidt.h"

#define PERCENT_DIFF_ERROR_THRESHOLD 0.05

#define CUDA_CHECK(call)                                                        \
  do {                                                                          \
    cudaError_t status_ = (call);                                               \
    if (status_ != cudaSuccess) {                                               \
      fprintf(stderr, "CUDA error (%s:%d): %s\n", __FILE__, __LINE__,           \
              cudaGetErrorString(status_));                                     \
      exit(1);                                                                  \
    }                                                                           \
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
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++)
      A[i * N + j] = (((DATA_TYPE)((i * j) % M) / M) * 100) + 10 + (i == j ? M : 0);
}

void gramschmidt(DATA_TYPE *A, DATA_TYPE *R, DATA_TYPE *Q)
{
  for (int k = 0; k < N; k++) {
    DATA_TYPE nrm = 0;
    for (int i = 0; i < M; i++)
      nrm += A[i * N + k] * A[i * N + k];
    R[k * N + k] = sqrt(nrm);
    for (int i = 0; i < M; i++)
      Q[i * N + k] = A[i * N + k] / R[k * N + k];
    for (int j = k + 1; j < N; j++) {
      R[k * N + j] = 0;
      for (int i = 0; i < M; i++)
        R[k * N + j] += Q[i * N + k] * A[i * N + j];
      for (int i = 0; i < M; i++)
        A[i * N + j] = A[i * N + j] - Q[i * N + k] * R[k * N + j];
    }
  }
}

int compareResults(DATA_TYPE *A, DATA_TYPE *A_outputFromGpu)
{
  int fail = 0;
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++)
      if (percentDiff(A[i * N + j], A_outputFromGpu[i * N + j]) > PERCENT_DIFF_ERROR_THRESHOLD)
        fail++;
  printf("Non-Matching CPU-GPU Outputs Beyond Error Threshold of %4.2f Percent: %d\n",
         PERCENT_DIFF_ERROR_THRESHOLD, fail);
  return fail;
}

/* Launched with one block of NORM_BLOCK threads. */
__global__ void __launch_bounds__(NORM_BLOCK)
gramschmidt_kernel1(const DATA_TYPE *a, DATA_TYPE *r, int k)
{
  __shared__ DATA_TYPE ssum[NORM_BLOCK];
  int tid = threadIdx.x;
  DATA_TYPE s = 0;
  for (int i = tid; i < M; i += NORM_BLOCK) {
    DATA_TYPE v = a[i * N + k];
    s += v * v;
  }
  ssum[tid] = s;
  __syncthreads();
  for (int stride = NORM_BLOCK / 2; stride > 0; stride /= 2) {
    if (tid < stride)
      ssum[tid] += ssum[tid + stride];
    __syncthreads();
  }
  if (tid == 0)
    r[k * N + k] = sqrtf(ssum[0]);
}

__global__ void gramschmidt_kernel2(const DATA_TYPE *a, const DATA_TYPE *r, DATA_TYPE *q, int k)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < M)
    q[i * N + k] = a[i * N + k] / r[k * N + k];
}

__global__ void gramschmidt_kernel3(DATA_TYPE *a, DATA_TYPE *r, const DATA_TYPE *q, int k)
{
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  if ((j > k) && (j < N)) {
    DATA_TYPE rkj = 0;
    for (int i = 0; i < M; i++)
      rkj += q[i * N + k] * a[i * N + j];
    r[k * N + j] = rkj;
    for (int i = 0; i < M; i++)
      a[i * N + j] -= q[i * N + k] * rkj;
  }
}

void gramschmidtCuda(DATA_TYPE *A, DATA_TYPE *R, DATA_TYPE *Q, DATA_TYPE *A_outputFromGpu)
{
  double t_start, t_end;
  DATA_TYPE *A_gpu, *R_gpu, *Q_gpu;

  CUDA_CHECK(cudaMalloc((void **)&A_gpu, sizeof(DATA_TYPE) * M * N));
  CUDA_CHECK(cudaMalloc((void **)&R_gpu, sizeof(DATA_TYPE) * N * N));
  CUDA_CHECK(cudaMalloc((void **)&Q_gpu, sizeof(DATA_TYPE) * M * N));
  CUDA_CHECK(cudaMemcpy(A_gpu, A, sizeof(DATA_TYPE) * M * N, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemset(R_gpu, 0, sizeof(DATA_TYPE) * N * N));

  dim3 block(DIM_THREAD_BLOCK_X, DIM_THREAD_BLOCK_Y);
  dim3 gridQ((M + DIM_THREAD_BLOCK_X - 1) / DIM_THREAD_BLOCK_X, 1);
  dim3 gridR((N + DIM_THREAD_BLOCK_X - 1) / DIM_THREAD_BLOCK_X, 1);

  t_start = rtclock();
  for (int k = 0; k < N; k++) {
    gramschmidt_kernel1<<<1, NORM_BLOCK>>>(A_gpu, R_gpu, k);
    gramschmidt_kernel2<<<gridQ, block>>>(A_gpu, R_gpu, Q_gpu, k);
    gramschmidt_kernel3<<<gridR, block>>>(A_gpu, R_gpu, Q_gpu, k);
  }
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  t_end = rtclock();
  fprintf(stdout, "GPU Runtime: %0.6lfs\n", t_end - t_start);

  CUDA_CHECK(cudaMemcpy(A_outputFromGpu, A_gpu, sizeof(DATA_TYPE) * M * N, cudaMemcpyDeviceToHost));
  cudaFree(A_gpu);
  cudaFree(R_gpu);
  cudaFree(Q_gpu);
}

int main(int argc, char *argv[])
{
  double t_start, t_end;

  DATA_TYPE *A = (DATA_TYPE *)malloc(M * N * sizeof(DATA_TYPE));
  DATA_TYPE *A_outputFromGpu = (DATA_TYPE *)malloc(M * N * sizeof(DATA_TYPE));
  DATA_TYPE *R = (DATA_TYPE *)malloc(N * N * sizeof(DATA_TYPE));
  DATA_TYPE *Q = (DATA_TYPE *)malloc(M * N * sizeof(DATA_TYPE));

  init_array(A);
  gramschmidtCuda(A, R, Q, A_outputFromGpu);

  t_start = rtclock();
  gramschmidt(A, R, Q);
  t_end = rtclock();
  fprintf(stdout, "CPU Runtime: %0.6lfs\n", t_end - t_start);

  int fail = compareResults(A, A_outputFromGpu);
  free(A);
  free(A_outputFromGpu);
  free(R);
  free(Q);
  return fail;
}
