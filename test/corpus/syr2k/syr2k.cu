/*
 * syr2k.cu: symmetric rank-2k update
 *   C := alpha * A * B^T + alpha * B * A^T + beta * C   (A, B: N x M)
 * The kernel fills the whole of C (both triangles) with one thread per element.
 */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <sys/time.h>
#include <cuda_runtime.h>
#include "syr2k.h"

#define PERCENT_DIFF_ERROR_THRESHOLD 0.10

#define gpuErrchk(ans)                                                         \
  {                                                                            \
    gpuAssert((ans), __FILE__, __LINE__);                                      \
  }
inline void gpuAssert(cudaError_t code, const char *file, int line, bool abort = true)
{
  if (code != cudaSuccess) {
    fprintf(stderr, "GPUassert: %s %s %d\n", cudaGetErrorString(code), file, line);
    if (abort)
      exit(code);
  }
}

static double rtclock(void)
{
  struct timeval Tp;
  gettimeofday(&Tp, NULL);
  return Tp.tv_sec + Tp.tv_usec * 1.0e-6;
}

static float percentDiff(double val1, double val2)
{
  if ((fabs(val1) < 0.01) && (fabs(val2) < 0.01))
    return 0.0f;
  return 100.0f * (fabs(fabs(val1 - val2) / fabs(val1 + 0.00000001f)));
}

void init_arrays(DATA_TYPE *A, DATA_TYPE *B, DATA_TYPE *C)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
      A[i * M + j] = ((DATA_TYPE)i * j + 1) / N;
      B[i * M + j] = ((DATA_TYPE)i * j + 2) / M;
    }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      C[i * N + j] = ((DATA_TYPE)i * j + 3) / N;
}

void syr2k_cpu(DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE *A, DATA_TYPE *B, DATA_TYPE *C)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      DATA_TYPE ab = dot4(&A[i * M], &B[j * M]);
      DATA_TYPE ba = dot4(&B[i * M], &A[j * M]);
      C[i * N + j] = C[i * N + j] * beta + alpha * ab + alpha * ba;
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

__global__ void syr2k_kernel(DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE *a, DATA_TYPE *b,
                             DATA_TYPE *c)
{
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int i = blockIdx.y * blockDim.y + threadIdx.y;

  if ((i < N) && (j < N)) {
    DATA_TYPE ab = dot4(&a[i * M], &b[j * M]);
    DATA_TYPE ba = dot4(&b[i * M], &a[j * M]);
    c[i * N + j] = c[i * N + j] * beta + alpha * ab + alpha * ba;
  }
}

/* C starts symmetric only if the input was; the update itself is symmetric,
   so count the pairs (i, j), j < i, whose two copies differ. */
__global__ void symmetry_check_kernel(const DATA_TYPE *c, int *asymmetric)
{
  int i = blockIdx.y * blockDim.y + threadIdx.y;
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < N && j < i) {
    DATA_TYPE d = fabsf(c[i * N + j] - c[j * N + i]);
    if (d > 1e-3f * fabsf(c[i * N + j]))
      atomicAdd(asymmetric, 1);
  }
}

void syr2kCuda(DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE *A, DATA_TYPE *B, DATA_TYPE *C,
               DATA_TYPE *C_outputFromGpu)
{
  double t_start, t_end;
  DATA_TYPE *A_gpu, *B_gpu, *C_gpu;
  int *asym_gpu, asym = 0;

  gpuErrchk(cudaMalloc((void **)&A_gpu, sizeof(DATA_TYPE) * N * M));
  gpuErrchk(cudaMalloc((void **)&B_gpu, sizeof(DATA_TYPE) * N * M));
  gpuErrchk(cudaMalloc((void **)&C_gpu, sizeof(DATA_TYPE) * N * N));
  gpuErrchk(cudaMalloc((void **)&asym_gpu, sizeof(int)));
  gpuErrchk(cudaMemcpy(A_gpu, A, sizeof(DATA_TYPE) * N * M, cudaMemcpyHostToDevice));
  gpuErrchk(cudaMemcpy(B_gpu, B, sizeof(DATA_TYPE) * N * M, cudaMemcpyHostToDevice));
  gpuErrchk(cudaMemcpy(C_gpu, C, sizeof(DATA_TYPE) * N * N, cudaMemcpyHostToDevice));
  gpuErrchk(cudaMemset(asym_gpu, 0, sizeof(int)));

  dim3 block(DIM_THREAD_BLOCK_X, DIM_THREAD_BLOCK_Y);
  dim3 grid((N + block.x - 1) / block.x, (N + block.y - 1) / block.y);

  t_start = rtclock();
  syr2k_kernel<<<grid, block>>>(alpha, beta, A_gpu, B_gpu, C_gpu);
  gpuErrchk(cudaPeekAtLastError());
  symmetry_check_kernel<<<grid, block>>>(C_gpu, asym_gpu);
  gpuErrchk(cudaDeviceSynchronize());
  t_end = rtclock();
  fprintf(stdout, "GPU Runtime: %0.6lfs\n", t_end - t_start);

  gpuErrchk(cudaMemcpy(C_outputFromGpu, C_gpu, sizeof(DATA_TYPE) * N * N, cudaMemcpyDeviceToHost));
  gpuErrchk(cudaMemcpy(&asym, asym_gpu, sizeof(int), cudaMemcpyDeviceToHost));
  if (asym)
    printf("warning: %d asymmetric elements\n", asym);

  cudaFree(A_gpu);
  cudaFree(B_gpu);
  cudaFree(C_gpu);
  cudaFree(asym_gpu);
}

int main(int argc, char *argv[])
{
  double t_start, t_end;
  DATA_TYPE alpha = 12435, beta = 4546;

  DATA_TYPE *A = (DATA_TYPE *)malloc(N * M * sizeof(DATA_TYPE));
  DATA_TYPE *B = (DATA_TYPE *)malloc(N * M * sizeof(DATA_TYPE));
  DATA_TYPE *C = (DATA_TYPE *)malloc(N * N * sizeof(DATA_TYPE));
  DATA_TYPE *C_outputFromGpu = (DATA_TYPE *)malloc(N * N * sizeof(DATA_TYPE));

  init_arrays(A, B, C);
  syr2kCuda(alpha, beta, A, B, C, C_outputFromGpu);

  t_start = rtclock();
  syr2k_cpu(alpha, beta, A, B, C);
  t_end = rtclock();
  fprintf(stdout, "CPU Runtime: %0.6lfs\n", t_end - t_start);

  int fail = compareResults(C, C_outputFromGpu);
  free(A);
  free(B);
  free(C);
  free(C_outputFromGpu);
  return fail;
}
