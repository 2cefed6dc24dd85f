/*
 * 2mm.cu: two matrix multiplications.
 *   tmp := alpha * A * B
 *   D   := tmp * C + beta * D
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <assert.h>
#include <sys/time.h>
#include <cuda_runtime.h>

#include "2mm.h"

#define PERCENT_DIFF_ERROR_THRESHOLD 0.05
#define GPU_DEVICE 0

#define checkCuda(ans) gpuAssert((ans), __FILE__, __LINE__)
static inline void gpuAssert(cudaError_t code, const char *file, int line)
{
  if (code != cudaSuccess) {
    fprintf(stderr, "GPUassert: %s %s %d\n", cudaGetErrorString(code), file, line);
    exit(code);
  }
}

double rtclock()
{
  struct timezone Tzp;
  struct timeval Tp;
  int stat = gettimeofday(&Tp, &Tzp);
  if (stat != 0)
    printf("Error return from gettimeofday: %d", stat);
  return (Tp.tv_sec + Tp.tv_usec * 1.0e-6);
}

float percentDiff(double val1, double val2)
{
  if ((fabs(val1) < 0.01) && (fabs(val2) < 0.01))
    return 0.0f;
  return 100.0f * (float)fabs(fabs(val1 - val2) / fabs(val1 + 0.00000001f));
}

void init_array(DATA_TYPE *alpha, DATA_TYPE *beta, DATA_TYPE *A, DATA_TYPE *B,
                DATA_TYPE *C, DATA_TYPE *D)
{
  int i, j;
  *alpha = 1.5f;
  *beta = 1.2f;
  for (i = 0; i < NI; i++)
    for (j = 0; j < NK; j++)
      A[i * NK + j] = (DATA_TYPE)((i * j + 1) % NI) / NI;
  for (i = 0; i < NK; i++)
    for (j = 0; j < NJ; j++)
      B[i * NJ + j] = (DATA_TYPE)(i * (j + 1) % NJ) / NJ;
  for (i = 0; i < NJ; i++)
    for (j = 0; j < NL; j++)
      C[i * NL + j] = (DATA_TYPE)((i * (j + 3) + 1) % NL) / NL;
  for (i = 0; i < NI; i++)
    for (j = 0; j < NL; j++)
      D[i * NL + j] = (DATA_TYPE)(i * (j + 2) % NK) / NK;
}

void mm2_cpu(DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE *tmp, DATA_TYPE *A,
             DATA_TYPE *B, DATA_TYPE *C, DATA_TYPE *D)
{
  int i, j, k;
  for (i = 0; i < NI; i++)
    for (j = 0; j < NJ; j++) {
      tmp[i * NJ + j] = 0.0f;
      for (k = 0; k < NK; ++k)
        tmp[i * NJ + j] += alpha * A[i * NK + k] * B[k * NJ + j];
    }
  for (i = 0; i < NI; i++)
    for (j = 0; j < NL; j++) {
      D[i * NL + j] *= beta;
      for (k = 0; k < NJ; ++k)
        D[i * NL + j] += tmp[i * NJ + k] * C[k * NL + j];
    }
}

int compareResults(DATA_TYPE *D, DATA_TYPE *D_outputFromGpu)
{
  int i, j, fail = 0;
  for (i = 0; i < NI; i++)
    for (j = 0; j < NL; j++)
      if (percentDiff(D[i * NL + j], D_outputFromGpu[i * NL + j]) > PERCENT_DIFF_ERROR_THRESHOLD)
        fail++;
  printf("Non-Matching CPU-GPU Outputs Beyond Error Threshold of %4.2f Percent: %d\n",
         PERCENT_DIFF_ERROR_THRESHOLD, fail);
  return fail;
}

__global__ void mm2_kernel1(int ni, int nj, int nk, DATA_TYPE alpha,
                            DATA_TYPE *__restrict__ tmp,
                            const DATA_TYPE *__restrict__ A,
                            const DATA_TYPE *__restrict__ B)
{
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int i = blockIdx.y * blockDim.y + threadIdx.y;

  if ((i < ni) && (j < nj)) {
    DATA_TYPE acc = 0;
    for (int k = 0; k < nk; k++)
      acc += alpha * A[i * nk + k] * B[k * nj + j];
    tmp[i * nj + j] = acc;
  }
}

__global__ void mm2_kernel2(int ni, int nj, int nl, DATA_TYPE beta,
                            const DATA_TYPE *__restrict__ tmp,
                            const DATA_TYPE *__restrict__ C,
                            DATA_TYPE *__restrict__ D)
{
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int i = blockIdx.y * blockDim.y + threadIdx.y;

  if ((i < ni) && (j < nl)) {
    DATA_TYPE acc = D[i * nl + j] * beta;
    for (int k = 0; k < nj; k++)
      acc += tmp[i * nj + k] * C[k * nl + j];
    D[i * nl + j] = acc;
  }
}

void mm2Cuda(DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE *A, DATA_TYPE *B,
             DATA_TYPE *C, DATA_TYPE *D, DATA_TYPE *D_outputFromGpu)
{
  double t_start, t_end;
  DATA_TYPE *tmp_gpu, *A_gpu, *B_gpu, *C_gpu, *D_gpu;

  checkCuda(cudaMalloc((void **)&tmp_gpu, sizeof(DATA_TYPE) * NI * NJ));
  checkCuda(cudaMalloc((void **)&A_gpu, sizeof(DATA_TYPE) * NI * NK));
  checkCuda(cudaMalloc((void **)&B_gpu, sizeof(DATA_TYPE) * NK * NJ));
  checkCuda(cudaMalloc((void **)&C_gpu, sizeof(DATA_TYPE) * NJ * NL));
  checkCuda(cudaMalloc((void **)&D_gpu, sizeof(DATA_TYPE) * NI * NL));

  checkCuda(cudaMemcpy(A_gpu, A, sizeof(DATA_TYPE) * NI * NK, cudaMemcpyHostToDevice));
  checkCuda(cudaMemcpy(B_gpu, B, sizeof(DATA_TYPE) * NK * NJ, cudaMemcpyHostToDevice));
  checkCuda(cudaMemcpy(C_gpu, C, sizeof(DATA_TYPE) * NJ * NL, cudaMemcpyHostToDevice));
  checkCuda(cudaMemcpy(D_gpu, D, sizeof(DATA_TYPE) * NI * NL, cudaMemcpyHostToDevice));

  dim3 block(DIM_THREAD_BLOCK_X, DIM_THREAD_BLOCK_Y);
  dim3 grid1((size_t)ceil(((float)NJ) / ((float)block.x)),
             (size_t)ceil(((float)NI) / ((float)block.y)));
  dim3 grid2((size_t)ceil(((float)NL) / ((float)block.x)),
             (size_t)ceil(((float)NI) / ((float)block.y)));

  t_start = rtclock();
  mm2_kernel1<<<grid1, block>>>(NI, NJ, NK, alpha, tmp_gpu, A_gpu, B_gpu);
  checkCuda(cudaGetLastError());
  mm2_kernel2<<<grid2, block>>>(NI, NJ, NL, beta, tmp_gpu, C_gpu, D_gpu);
  checkCuda(cudaGetLastError());
  checkCuda(cudaDeviceSynchronize());
  t_end = rtclock();
  fprintf(stdout, "GPU Runtime: %0.6lfs\n", t_end - t_start);

  checkCuda(cudaMemcpy(D_outputFromGpu, D_gpu, sizeof(DATA_TYPE) * NI * NL, cudaMemcpyDeviceToHost));

  cudaFree(tmp_gpu);
  cudaFree(A_gpu);
  cudaFree(B_gpu);
  cudaFree(C_gpu);
  cudaFree(D_gpu);
}

int main(int argc, char **argv)
{
  double t_start, t_end;
  DATA_TYPE alpha, beta;

  DATA_TYPE *tmp = (DATA_TYPE *)malloc(NI * NJ * sizeof(DATA_TYPE));
  DATA_TYPE *A = (DATA_TYPE *)malloc(NI * NK * sizeof(DATA_TYPE));
  DATA_TYPE *B = (DATA_TYPE *)malloc(NK * NJ * sizeof(DATA_TYPE));
  DATA_TYPE *C = (DATA_TYPE *)malloc(NJ * NL * sizeof(DATA_TYPE));
  DATA_TYPE *D = (DATA_TYPE *)malloc(NI * NL * sizeof(DATA_TYPE));
  DATA_TYPE *D_outputFromGpu = (DATA_TYPE *)malloc(NI * NL * sizeof(DATA_TYPE));
  assert(tmp && A && B && C && D && D_outputFromGpu);

  init_array(&alpha, &beta, A, B, C, D);
  checkCuda(cudaSetDevice(GPU_DEVICE));

  mm2Cuda(alpha, beta, A, B, C, D, D_outputFromGpu);

  t_start = rtclock();
  mm2_cpu(alpha, beta, tmp, A, B, C, D);
  t_end = rtclock();
  fprintf(stdout, "CPU Runtime: %0.6lfs\n", t_end - t_start);

  int fail = compareResults(D, D_outputFromGpu);

  free(tmp);
  free(A);
  free(B);
  free(C);
  free(D);
  free(D_outputFromGpu);
  return fail != 0;
}
