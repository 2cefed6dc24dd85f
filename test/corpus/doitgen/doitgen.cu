/*
 * doitgen.cu: multiresolution analysis kernel (MADNESS)
 *   for each r:  sum[q][p] = sum_s A[r][q][s] * C4[s][p];   A[r][q][p] = sum[q][p]
 * C4 lives in constant memory when it fits (host-filled with
 * cudaMemcpyToSymbol), otherwise in global memory.
 */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <sys/time.h>
#include <cuda_runtime.h>

#if defined(MINI_DATASET)
#define NQ 10
#define NR 12
#define NP 16
#elif defined(LARGE_DATASET)
#define NQ 256
#define NR 256
#define NP 256
#else
#define NQ 128
#define NR 128
#define NP 64
#endif

#define DIM_THREAD_BLOCK_X 32
#define DIM_THREAD_BLOCK_Y 8
#define PERCENT_DIFF_ERROR_THRESHOLD 0.05

/* 64 KB of constant memory; keep C4 there only when it takes at most half. */
#if NP * NP * 4 <= 32768
#define C4_IN_CONSTANT 1
#endif

typedef float DATA_TYPE;

#define CUDA_CHECK(x)                                                          \
  do {                                                                         \
    cudaError_t err_ = (x);                                                    \
    if (err_ != cudaSuccess) {                                                 \
      fprintf(stderr, "%s:%d: CUDA error %d: %s\n", __FILE__, __LINE__,        \
              (int)err_, cudaGetErrorString(err_));                            \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

#ifdef C4_IN_CONSTANT
__constant__ DATA_TYPE c_C4[NP * NP];
#define C4(s, p) c_C4[(s) * NP + (p)]
#else
#define C4(s, p) C4g[(s) * NP + (p)]
#endif

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

void init_array(DATA_TYPE *A, DATA_TYPE *C4)
{
  for (int r = 0; r < NR; r++)
    for (int q = 0; q < NQ; q++)
      for (int p = 0; p < NP; p++)
        A[(r * NQ + q) * NP + p] = ((DATA_TYPE)((r * q + p) % NP)) / NP;
  for (int s = 0; s < NP; s++)
    for (int p = 0; p < NP; p++)
      C4[s * NP + p] = ((DATA_TYPE)((s * p) % NP)) / NP;
}

void doitgenCpu(DATA_TYPE *A, DATA_TYPE *C4, DATA_TYPE *sum)
{
  for (int r = 0; r < NR; r++) {
    for (int q = 0; q < NQ; q++) {
      for (int p = 0; p < NP; p++) {
        sum[(r * NQ + q) * NP + p] = 0;
        for (int s = 0; s < NP; s++)
          sum[(r * NQ + q) * NP + p] += A[(r * NQ + q) * NP + s] * C4[s * NP + p];
      }
      for (int p = 0; p < NP; p++)
        A[(r * NQ + q) * NP + p] = sum[(r * NQ + q) * NP + p];
    }
  }
}

int compareResults(DATA_TYPE *sum, DATA_TYPE *sumOutputFromGpu)
{
  int fail = 0;
  for (int r = 0; r < NR; r++)
    for (int q = 0; q < NQ; q++)
      for (int p = 0; p < NP; p++)
        if (percentDiff(sum[(r * NQ + q) * NP + p], sumOutputFromGpu[(r * NQ + q) * NP + p]) >
            PERCENT_DIFF_ERROR_THRESHOLD)
          fail++;
  printf("Non-Matching CPU-GPU Outputs Beyond Error Threshold of %4.2f Percent: %d\n",
         PERCENT_DIFF_ERROR_THRESHOLD, fail);
  return fail;
}

/* sum[r][q][p] for one r; 2-D grid over (p, q). */
#ifdef C4_IN_CONSTANT
__global__ void doitgen_kernel1(DATA_TYPE *sum, const DATA_TYPE *A, int r)
#else
__global__ void doitgen_kernel1(DATA_TYPE *sum, const DATA_TYPE *A, const DATA_TYPE *C4g, int r)
#endif
{
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  int q = blockIdx.y * blockDim.y + threadIdx.y;
  if ((p < NP) && (q < NQ)) {
    const DATA_TYPE *arow = &A[(r * NQ + q) * NP];
    DATA_TYPE acc = 0;
#pragma unroll 8
    for (int s = 0; s < NP; s++)
      acc += arow[s] * C4(s, p);
    sum[(r * NQ + q) * NP + p] = acc;
  }
}

__global__ void doitgen_kernel2(const DATA_TYPE *sum, DATA_TYPE *A, int r)
{
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  int q = blockIdx.y * blockDim.y + threadIdx.y;
  if ((p < NP) && (q < NQ))
    A[(r * NQ + q) * NP + p] = sum[(r * NQ + q) * NP + p];
}

void doitgenCuda(DATA_TYPE *A, DATA_TYPE *C4, DATA_TYPE *sumOutputFromGpu)
{
  double t_start, t_end;
  DATA_TYPE *AGpu, *sumGpu;
#ifndef C4_IN_CONSTANT
  DATA_TYPE *C4Gpu;
#endif

  CUDA_CHECK(cudaMalloc((void **)&AGpu, NR * NQ * NP * sizeof(DATA_TYPE)));
  CUDA_CHECK(cudaMalloc((void **)&sumGpu, NR * NQ * NP * sizeof(DATA_TYPE)));
  CUDA_CHECK(cudaMemcpy(AGpu, A, NR * NQ * NP * sizeof(DATA_TYPE), cudaMemcpyHostToDevice));
#ifdef C4_IN_CONSTANT
  CUDA_CHECK(cudaMemcpyToSymbol(c_C4, C4, NP * NP * sizeof(DATA_TYPE)));
#else
  CUDA_CHECK(cudaMalloc((void **)&C4Gpu, NP * NP * sizeof(DATA_TYPE)));
  CUDA_CHECK(cudaMemcpy(C4Gpu, C4, NP * NP * sizeof(DATA_TYPE), cudaMemcpyHostToDevice));
#endif

  dim3 block(DIM_THREAD_BLOCK_X, DIM_THREAD_BLOCK_Y);
  dim3 grid((unsigned int)ceil(((float)NP) / ((float)DIM_THREAD_BLOCK_X)),
            (unsigned int)ceil(((float)NQ) / ((float)DIM_THREAD_BLOCK_Y)));

  t_start = rtclock();
  for (int r = 0; r < NR; r++) {
#ifdef C4_IN_CONSTANT
    doitgen_kernel1<<<grid, block>>>(sumGpu, AGpu, r);
#else
    doitgen_kernel1<<<grid, block>>>(sumGpu, AGpu, C4Gpu, r);
#endif
    CUDA_CHECK(cudaGetLastError());
    doitgen_kernel2<<<grid, block>>>(sumGpu, AGpu, r);
    CUDA_CHECK(cudaGetLastError());
  }
  CUDA_CHECK(cudaDeviceSynchronize());
  t_end = rtclock();
  fprintf(stdout, "GPU Runtime: %0.6lfs\n", t_end - t_start);

  CUDA_CHECK(cudaMemcpy(sumOutputFromGpu, sumGpu, NR * NQ * NP * sizeof(DATA_TYPE), cudaMemcpyDeviceToHost));
  cudaFree(AGpu);
  cudaFree(sumGpu);
#ifndef C4_IN_CONSTANT
  cudaFree(C4Gpu);
#endif
}

int main(int argc, char *argv[])
{
  double t_start, t_end;

  DATA_TYPE *A = (DATA_TYPE *)malloc(NR * NQ * NP * sizeof(DATA_TYPE));
  DATA_TYPE *sum = (DATA_TYPE *)malloc(NR * NQ * NP * sizeof(DATA_TYPE));
  DATA_TYPE *sumOutputFromGpu = (DATA_TYPE *)malloc(NR * NQ * NP * sizeof(DATA_TYPE));
  DATA_TYPE *C4 = (DATA_TYPE *)malloc(NP * NP * sizeof(DATA_TYPE));

  init_array(A, C4);
  doitgenCuda(A, C4, sumOutputFromGpu);

  t_start = rtclock();
  doitgenCpu(A, C4, sum);
  t_end = rtclock();
  fprintf(stdout, "CPU Runtime: %0.6lfs\n", t_end - t_start);

  int fail = compareResults(sum, sumOutputFromGpu);
  free(A);
  free(sum);
  free(sumOutputFromGpu);
  free(C4);
  return fail;
}
