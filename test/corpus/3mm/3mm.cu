/*
 * 3mm.cu: E := A*B, F := C*D, G := E*F with a shared-memory tiled
 * matrix-multiply template kernel, timed with CUDA events.
 */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <cuda_runtime.h>

#include "3mm.h"

#define CUDA_CHECK(expr)                                                        \
  do {                                                                          \
    cudaError_t _e = (expr);                                                    \
    if (_e != cudaSuccess) {                                                    \
      fprintf(stderr, "%s:%d: %s failed: %s\n", __FILE__, __LINE__, #expr,      \
              cudaGetErrorString(_e));                                          \
      exit(1);                                                                  \
    }                                                                           \
  } while (0)

#define ERROR_THRESHOLD 0.05

/* C = A * B for A: M x K, B: K x N, C: M x N. */
template <int BS>
__global__ void matmul_tiled(const DATA_TYPE *A, MatShape sa, const DATA_TYPE *B, MatShape sb,
                             DATA_TYPE *C, MatShape sc)
{
  __shared__ DATA_TYPE sA[BS][BS];
  __shared__ DATA_TYPE sB[BS][BS];

  const int tx = threadIdx.x;
  const int ty = threadIdx.y;
  const int row = blockIdx.y * BS + ty;
  const int col = blockIdx.x * BS + tx;
  DATA_TYPE acc = 0;

  for (int k0 = 0; k0 < sa.cols; k0 += BS) {
    sA[ty][tx] = (row < sa.rows && k0 + tx < sa.cols) ? getElement(A, sa, row, k0 + tx) : 0;
    sB[ty][tx] = (k0 + ty < sb.rows && col < sb.cols) ? getElement(B, sb, k0 + ty, col) : 0;
    __syncthreads();
#pragma unroll
    for (int k = 0; k < BS; ++k)
      acc += sA[ty][k] * sB[k][tx];
    __syncthreads();
  }

  if (row < sc.rows && col < sc.cols)
    setElement(C, sc, row, col, acc);
}

static void matmul_host(const Matrix A, const Matrix B, Matrix C)
{
  for (int i = 0; i < C.s.rows; ++i)
    for (int j = 0; j < C.s.cols; ++j) {
      DATA_TYPE s = 0;
      for (int k = 0; k < A.s.cols; ++k)
        s += getElement(A.data, A.s, i, k) * getElement(B.data, B.s, k, j);
      setElement(C.data, C.s, i, j, s);
    }
}

static Matrix make_host(int rows, int cols)
{
  Matrix m;
  m.s.rows = rows;
  m.s.cols = cols;
  m.s.ld = cols;
  m.data = (DATA_TYPE *)malloc(sizeof(DATA_TYPE) * rows * cols);
  return m;
}

static Matrix make_device(int rows, int cols)
{
  Matrix m;
  m.s.rows = rows;
  m.s.cols = cols;
  m.s.ld = cols;
  CUDA_CHECK(cudaMalloc((void **)&m.data, sizeof(DATA_TYPE) * rows * cols));
  return m;
}

static void init_matrix(Matrix m, int seed)
{
  for (int i = 0; i < m.s.rows; ++i)
    for (int j = 0; j < m.s.cols; ++j)
      m.data[i * m.s.ld + j] = (DATA_TYPE)((i * (j + seed)) % m.s.cols) / (5 * m.s.cols);
}

static void multiply(const Matrix A, const Matrix B, Matrix C)
{
  dim3 threads(TILE, TILE);
  dim3 blocks((C.s.cols + TILE - 1) / TILE, (C.s.rows + TILE - 1) / TILE);
  matmul_tiled<TILE><<<blocks, threads>>>(A.data, A.s, B.data, B.s, C.data, C.s);
  CUDA_CHECK(cudaGetLastError());
}

static int compare(const Matrix ref, const Matrix out)
{
  int fail = 0;
  for (int i = 0; i < ref.s.rows * ref.s.cols; ++i) {
    double a = ref.data[i], b = out.data[i];
    double diff = fabs(a - b) / (fabs(a) + 1e-8);
    if (fabs(a) > 0.01 && 100.0 * diff > ERROR_THRESHOLD)
      ++fail;
  }
  return fail;
}

int main(void)
{
  Matrix A = make_host(NI, NK), B = make_host(NK, NJ);
  Matrix C = make_host(NJ, NM), D = make_host(NM, NL);
  Matrix E = make_host(NI, NJ), F = make_host(NJ, NL), G = make_host(NI, NL);
  Matrix G_gpu = make_host(NI, NL);
  init_matrix(A, 1);
  init_matrix(B, 2);
  init_matrix(C, 3);
  init_matrix(D, 4);

  Matrix dA = make_device(NI, NK), dB = make_device(NK, NJ);
  Matrix dC = make_device(NJ, NM), dD = make_device(NM, NL);
  Matrix dE = make_device(NI, NJ), dF = make_device(NJ, NL), dG = make_device(NI, NL);
  CUDA_CHECK(cudaMemcpy(dA.data, A.data, sizeof(DATA_TYPE) * NI * NK, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dB.data, B.data, sizeof(DATA_TYPE) * NK * NJ, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dC.data, C.data, sizeof(DATA_TYPE) * NJ * NM, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dD.data, D.data, sizeof(DATA_TYPE) * NM * NL, cudaMemcpyHostToDevice));

  cudaEvent_t start, stop;
  CUDA_CHECK(cudaEventCreate(&start));
  CUDA_CHECK(cudaEventCreate(&stop));
  CUDA_CHECK(cudaEventRecord(start));
  multiply(dA, dB, dE);
  multiply(dC, dD, dF);
  multiply(dE, dF, dG);
  CUDA_CHECK(cudaEventRecord(stop));
  CUDA_CHECK(cudaEventSynchronize(stop));
  float ms = 0;
  CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));
  printf("GPU time: %.3f ms\n", ms);

  CUDA_CHECK(cudaMemcpy(G_gpu.data, dG.data, sizeof(DATA_TYPE) * NI * NL, cudaMemcpyDeviceToHost));

  matmul_host(A, B, E);
  matmul_host(C, D, F);
  matmul_host(E, F, G);
  int fail = compare(G, G_gpu);
  printf("%s (%d mismatches)\n", fail ? "FAILED" : "PASSED", fail);

  cudaFree(dA.data); cudaFree(dB.data); cudaFree(dC.data); cudaFree(dD.data);
  cudaFree(dE.data); cudaFree(dF.data); cudaFree(dG.data);
  CUDA_CHECK(cudaEventDestroy(start));
  CUDA_CHECK(cudaEventDestroy(stop));
  free(A.data); free(B.data); free(C.data); free(D.data);
  free(E.data); free(F.data); free(G.data); free(G_gpu.data);
  return fail ? 1 : 0;
}
