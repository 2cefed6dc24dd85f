/*
 * needleman-wunsch.cu - global sequence alignment scores (Rodinia nw-like).
 *
 * The (n+1)x(n+1) score matrix is filled in 16x16 tiles. Tiles on one
 * anti-diagonal are independent; the host launches one kernel per
 * anti-diagonal, needle_cuda_shared_1 for the upper-left triangle of tiles
 * and needle_cuda_shared_2 for the lower-right one. Inside a tile the
 * 16 threads sweep the cell anti-diagonals through shared memory.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <cuda_runtime.h>
#include "needle.h"

#define checkCudaErrors(val) check_cuda((val), #val, __FILE__, __LINE__)
static void check_cuda(cudaError_t result, const char *func, const char *file, int line) {
  if (result) {
    fprintf(stderr, "CUDA error at %s:%d code=%d(%s) \"%s\"\n", file, line, (int)result,
            cudaGetErrorString(result), func);
    cudaDeviceReset();
    exit(EXIT_FAILURE);
  }
}

static double gettime() {
  struct timeval t;
  gettimeofday(&t, NULL);
  return t.tv_sec + t.tv_usec * 1e-6;
}

__device__ __forceinline__ int maximum(int a, int b, int c) {
  int k = (a <= b) ? b : a;
  return (k <= c) ? c : k;
}

/* Fills the tile at (b_index_x, b_index_y) once its top and left neighbours are done. */
__device__ void fill_tile(int *referrence, int *matrix_cuda, int cols, int penalty,
                          int b_index_x, int b_index_y) {
  __shared__ int temp[BLOCK_SIZE + 1][BLOCK_SIZE + 1];
  __shared__ int ref[BLOCK_SIZE][BLOCK_SIZE];

  const int tx = threadIdx.x;
  /* Cell (1,1) of the tile in the score matrix. */
  const int index = cols * BLOCK_SIZE * b_index_y + BLOCK_SIZE * b_index_x + tx + (cols + 1);
  const int index_n = cols * BLOCK_SIZE * b_index_y + BLOCK_SIZE * b_index_x + tx + 1;
  const int index_w = cols * BLOCK_SIZE * b_index_y + BLOCK_SIZE * b_index_x + cols;
  const int index_nw = cols * BLOCK_SIZE * b_index_y + BLOCK_SIZE * b_index_x;

  if (tx == 0)
    temp[0][0] = matrix_cuda[index_nw];
  for (int ty = 0; ty < BLOCK_SIZE; ty++)
    ref[ty][tx] = referrence[index + cols * ty];
  __syncthreads();

  temp[tx + 1][0] = matrix_cuda[index_w + cols * tx];
  temp[0][tx + 1] = matrix_cuda[index_n];
  __syncthreads();

  /* Upper-left half of the tile, anti-diagonal by anti-diagonal. */
  for (int m = 0; m < BLOCK_SIZE; m++) {
    if (tx <= m) {
      int t_index_x = tx + 1;
      int t_index_y = m - tx + 1;
      temp[t_index_y][t_index_x] =
          maximum(temp[t_index_y - 1][t_index_x - 1] + ref[t_index_y - 1][t_index_x - 1],
                  temp[t_index_y][t_index_x - 1] - penalty,
                  temp[t_index_y - 1][t_index_x] - penalty);
    }
    __syncthreads();
  }
  /* Lower-right half. */
  for (int m = BLOCK_SIZE - 2; m >= 0; m--) {
    if (tx <= m) {
      int t_index_x = tx + BLOCK_SIZE - m;
      int t_index_y = BLOCK_SIZE - tx;
      temp[t_index_y][t_index_x] =
          maximum(temp[t_index_y - 1][t_index_x - 1] + ref[t_index_y - 1][t_index_x - 1],
                  temp[t_index_y][t_index_x - 1] - penalty,
                  temp[t_index_y - 1][t_index_x] - penalty);
    }
    __syncthreads();
  }

  for (int ty = 0; ty < BLOCK_SIZE; ty++)
    matrix_cuda[index + ty * cols] = temp[ty + 1][tx + 1];
}

__global__ void needle_cuda_shared_1(int *referrence, int *matrix_cuda, int cols, int penalty,
                                     int i, int block_width) {
  int bx = blockIdx.x;
  fill_tile(referrence, matrix_cuda, cols, penalty, bx, i - 1 - bx);
}

__global__ void needle_cuda_shared_2(int *referrence, int *matrix_cuda, int cols, int penalty,
                                     int i, int block_width) {
  int bx = blockIdx.x;
  fill_tile(referrence, matrix_cuda, cols, penalty, bx + block_width - i, block_width - bx - 1);
}

static int score(int a, int b) { return a == b ? 5 : -3 + (a + b) % 3; }

static void nw_cpu(int *items, const int *ref, int cols, int penalty) {
  for (int i = 1; i < cols; i++)
    for (int j = 1; j < cols; j++) {
      int d = items[(i - 1) * cols + j - 1] + ref[i * cols + j];
      int w = items[i * cols + j - 1] - penalty;
      int n = items[(i - 1) * cols + j] - penalty;
      int k = d >= w ? d : w;
      items[i * cols + j] = k >= n ? k : n;
    }
}

int main(int argc, char **argv) {
  const int max_rows = MAX_LEN + 1, max_cols = MAX_LEN + 1;
  const int penalty = PENALTY;
  const size_t size = (size_t)max_rows * max_cols;

  int *input_itemsets = (int *)malloc(size * sizeof(int));
  int *output_itemsets = (int *)malloc(size * sizeof(int));
  int *referrence = (int *)malloc(size * sizeof(int));
  int *seq1 = (int *)malloc(max_rows * sizeof(int));
  int *seq2 = (int *)malloc(max_cols * sizeof(int));

  srand(7);
  for (int i = 1; i < max_rows; i++)
    seq1[i] = rand() % ALPHABET + 1;
  for (int j = 1; j < max_cols; j++)
    seq2[j] = rand() % ALPHABET + 1;
  memset(input_itemsets, 0, size * sizeof(int));
  memset(referrence, 0, size * sizeof(int));
  for (int i = 1; i < max_rows; i++)
    for (int j = 1; j < max_cols; j++)
      referrence[i * max_cols + j] = score(seq1[i], seq2[j]);
  for (int i = 1; i < max_rows; i++)
    input_itemsets[i * max_cols] = -i * penalty;
  for (int j = 1; j < max_cols; j++)
    input_itemsets[j] = -j * penalty;

  int *referrence_cuda, *matrix_cuda;
  checkCudaErrors(cudaMalloc((void **)&referrence_cuda, sizeof(int) * size));
  checkCudaErrors(cudaMalloc((void **)&matrix_cuda, sizeof(int) * size));
  checkCudaErrors(cudaMemcpy(referrence_cuda, referrence, sizeof(int) * size, cudaMemcpyHostToDevice));
  checkCudaErrors(cudaMemcpy(matrix_cuda, input_itemsets, sizeof(int) * size, cudaMemcpyHostToDevice));

  dim3 dimBlock(BLOCK_SIZE, 1);
  const int block_width = (max_cols - 1) / BLOCK_SIZE;

  double t0 = gettime();
  printf("Processing top-left matrix\n");
  for (int i = 1; i <= block_width; i++) {
    dim3 dimGrid(i, 1);
    needle_cuda_shared_1<<<dimGrid, dimBlock>>>(referrence_cuda, matrix_cuda, max_cols, penalty,
                                                i, block_width);
  }
  printf("Processing bottom-right matrix\n");
  for (int i = block_width - 1; i >= 1; i--) {
    dim3 dimGrid(i, 1);
    needle_cuda_shared_2<<<dimGrid, dimBlock>>>(referrence_cuda, matrix_cuda, max_cols, penalty,
                                                i, block_width);
  }
  checkCudaErrors(cudaGetLastError());
  checkCudaErrors(cudaMemcpy(output_itemsets, matrix_cuda, sizeof(int) * size, cudaMemcpyDeviceToHost));
  double t1 = gettime();
  printf("GPU time: %.3f ms\n", 1e3 * (t1 - t0));

  nw_cpu(input_itemsets, referrence, max_cols, penalty);
  int mismatches = 0;
  for (size_t k = 0; k < size; k++)
    mismatches += input_itemsets[k] != output_itemsets[k];
  printf("score %d, %d mismatches: %s\n", output_itemsets[size - 1], mismatches,
         mismatches ? "FAIL" : "PASS");

  cudaFree(referrence_cuda);
  cudaFree(matrix_cuda);
  free(referrence);
  free(input_itemsets);
  free(output_itemsets);
  free(seq1);
  free(seq2);
  return mismatches != 0;
}
