/*
 * spmv-csr.cu - y = A x for a sparse matrix in CSR format.
 *
 *   spmv_csr_scalar          one thread per row
 *   spmv_csr_vector<T, W>    W threads (a warp, or part of one) per row; lanes
 *                            stride over the row and combine their partial sums
 *                            with __shfl_down_sync
 *
 *   nvcc -O2 spmv-csr.cu -o spmv-csr [-DNUM_ROWS=...] [-DNNZ_PER_ROW=...]
 */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <cuda_runtime.h>

#ifndef NUM_ROWS
#define NUM_ROWS 65536
#endif
#ifndef NNZ_PER_ROW
#define NNZ_PER_ROW 24
#endif
#define THREADS_PER_BLOCK 128
#define FULL_MASK 0xffffffffu

#define CUDA_CHECK_RETURN(value)                                                   \
  {                                                                                \
    cudaError_t _m_cudaStat = value;                                               \
    if (_m_cudaStat != cudaSuccess) {                                              \
      fprintf(stderr, "Error %s at line %d in file %s\n",                          \
              cudaGetErrorString(_m_cudaStat), __LINE__, __FILE__);                \
      exit(1);                                                                     \
    }                                                                              \
  }

__global__ void spmv_csr_scalar(int num_rows, const int *__restrict__ row_ptr, const int *__restrict__ cols,
                                const float *__restrict__ vals, const float *__restrict__ x, float *y)
{
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < num_rows) {
    float dot = 0.0f;
    int row_start = row_ptr[row];
    int row_end = row_ptr[row + 1];
    for (int jj = row_start; jj < row_end; jj++)
      dot += vals[jj] * x[cols[jj]];
    y[row] = dot;
  }
}

template <typename T, int THREADS_PER_ROW>
__global__ void __launch_bounds__(THREADS_PER_BLOCK)
spmv_csr_vector(int num_rows, const int *__restrict__ row_ptr, const int *__restrict__ cols,
                const T *__restrict__ vals, const T *__restrict__ x, T *y)
{
  const int thread_id = blockIdx.x * blockDim.x + threadIdx.x;
  const int lane = thread_id & (THREADS_PER_ROW - 1);
  const int row = thread_id / THREADS_PER_ROW;

  T sum = 0;
  if (row < num_rows) {
    int row_start = row_ptr[row];
    int row_end = row_ptr[row + 1];
    for (int jj = row_start + lane; jj < row_end; jj += THREADS_PER_ROW)
      sum += vals[jj] * x[cols[jj]];
  }
  /* every lane takes part in the shuffles, also those past the last row */
#pragma unroll
  for (int offset = THREADS_PER_ROW / 2; offset > 0; offset /= 2)
    sum += __shfl_down_sync(FULL_MASK, sum, offset, THREADS_PER_ROW);
  if (lane == 0 && row < num_rows)
    y[row] = sum;
}

static void spmv_host(int n, const int *row_ptr, const int *cols, const float *vals, const float *x, float *y)
{
  for (int r = 0; r < n; r++) {
    double s = 0.0;
    for (int j = row_ptr[r]; j < row_ptr[r + 1]; j++)
      s += (double)vals[j] * x[cols[j]];
    y[r] = (float)s;
  }
}

static int check(const float *y, const float *ref, int n, const char *name)
{
  float max_rel = 0.0f;
  for (int i = 0; i < n; i++) {
    float rel = fabsf(y[i] - ref[i]) / fmaxf(fabsf(ref[i]), 1e-6f);
    if (rel > max_rel)
      max_rel = rel;
  }
  printf("%s: max relative error %g %s\n", name, max_rel, max_rel < 1e-4f ? "PASSED" : "FAILED");
  return max_rel >= 1e-4f;
}

int main(void)
{
  const int n = NUM_ROWS;
  int *row_ptr = (int *)malloc((n + 1) * sizeof(int));
  row_ptr[0] = 0;
  srand(99);
  for (int r = 0; r < n; r++)
    row_ptr[r + 1] = row_ptr[r] + 1 + rand() % (2 * NNZ_PER_ROW);
  const int nnz = row_ptr[n];
  int *cols = (int *)malloc(nnz * sizeof(int));
  float *vals = (float *)malloc(nnz * sizeof(float));
  float *x = (float *)malloc(n * sizeof(float));
  float *y = (float *)malloc(n * sizeof(float));
  float *ref = (float *)malloc(n * sizeof(float));
  for (int j = 0; j < nnz; j++) {
    cols[j] = rand() % n;
    vals[j] = (float)rand() / RAND_MAX - 0.5f;
  }
  for (int i = 0; i < n; i++)
    x[i] = (float)rand() / RAND_MAX;
  spmv_host(n, row_ptr, cols, vals, x, ref);

  int *d_row_ptr, *d_cols;
  float *d_vals, *d_x, *d_y;
  CUDA_CHECK_RETURN(cudaMalloc((void **)&d_row_ptr, (n + 1) * sizeof(int)));
  CUDA_CHECK_RETURN(cudaMalloc((void **)&d_cols, nnz * sizeof(int)));
  CUDA_CHECK_RETURN(cudaMalloc((void **)&d_vals, nnz * sizeof(float)));
  CUDA_CHECK_RETURN(cudaMalloc((void **)&d_x, n * sizeof(float)));
  CUDA_CHECK_RETURN(cudaMalloc((void **)&d_y, n * sizeof(float)));
  CUDA_CHECK_RETURN(cudaMemcpy(d_row_ptr, row_ptr, (n + 1) * sizeof(int), cudaMemcpyHostToDevice));
  CUDA_CHECK_RETURN(cudaMemcpy(d_cols, cols, nnz * sizeof(int), cudaMemcpyHostToDevice));
  CUDA_CHECK_RETURN(cudaMemcpy(d_vals, vals, nnz * sizeof(float), cudaMemcpyHostToDevice));
  CUDA_CHECK_RETURN(cudaMemcpy(d_x, x, n * sizeof(float), cudaMemcpyHostToDevice));

  int fails = 0;
  cudaEvent_t start, stop;
  float ms;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);

  cudaEventRecord(start);
  spmv_csr_scalar<<<(n + THREADS_PER_BLOCK - 1) / THREADS_PER_BLOCK, THREADS_PER_BLOCK>>>(
      n, d_row_ptr, d_cols, d_vals, d_x, d_y);
  cudaEventRecord(stop);
  CUDA_CHECK_RETURN(cudaEventSynchronize(stop));
  cudaEventElapsedTime(&ms, start, stop);
  CUDA_CHECK_RETURN(cudaMemcpy(y, d_y, n * sizeof(float), cudaMemcpyDeviceToHost));
  printf("scalar kernel: %.3f ms, %.2f GFLOP/s\n", ms, 2.0 * nnz / ms / 1e6);
  fails += check(y, ref, n, "csr scalar");

  const int rows_per_block = THREADS_PER_BLOCK / 32;
  CUDA_CHECK_RETURN(cudaMemset(d_y, 0, n * sizeof(float)));
  cudaEventRecord(start);
  spmv_csr_vector<float, 32><<<(n + rows_per_block - 1) / rows_per_block, THREADS_PER_BLOCK>>>(
      n, d_row_ptr, d_cols, d_vals, d_x, d_y);
  cudaEventRecord(stop);
  CUDA_CHECK_RETURN(cudaEventSynchronize(stop));
  cudaEventElapsedTime(&ms, start, stop);
  CUDA_CHECK_RETURN(cudaMemcpy(y, d_y, n * sizeof(float), cudaMemcpyDeviceToHost));
  printf("vector kernel (32 threads/row): %.3f ms, %.2f GFLOP/s\n", ms, 2.0 * nnz / ms / 1e6);
  fails += check(y, ref, n, "csr vector");

  cudaFree(d_row_ptr); cudaFree(d_cols); cudaFree(d_vals); cudaFree(d_x); cudaFree(d_y);
  free(row_ptr); free(cols); free(vals); free(x); free(y); free(ref);
  return fails;
}
