/*
 * hotspot.cu - transient thermal simulation of a chip (Rodinia-like).
 *
 * The grid is cut into BLOCK_SIZE x BLOCK_SIZE tiles that overlap by
 * `pyramid_height` cells on every side; each launch advances the
 * temperature by up to pyramid_height time steps inside shared memory and
 * writes back the part of the tile that is still exact. Input temperature
 * and power maps are generated (no files), a CPU reference checks the GPU
 * result, and a last kernel reports the peak temperature with atomicMax.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <sys/time.h>
#include <cuda_runtime.h>
#include "hotspot.h"

#ifndef GRID_ROWS
#define GRID_ROWS 512
#endif
#ifndef GRID_COLS
#define GRID_COLS 512
#endif
#ifndef SIM_TIME
#define SIM_TIME 60
#endif
#ifndef PYRAMID_HEIGHT
#define PYRAMID_HEIGHT 2
#endif

#define CHECK(call)                                                            \
  {                                                                            \
    const cudaError_t error = call;                                            \
    if (error != cudaSuccess) {                                                \
      printf("Error: %s:%d, ", __FILE__, __LINE__);                            \
      printf("code:%d, reason: %s\n", error, cudaGetErrorString(error));      \
      exit(1);                                                                 \
    }                                                                          \
  }

long long get_time() {
  struct timeval tv;
  gettimeofday(&tv, NULL);
  return (tv.tv_sec * 1000000LL) + tv.tv_usec;
}

__global__ void __launch_bounds__(BLOCK_SIZE * BLOCK_SIZE)
calculate_temp(int iteration, const float *power, const float *temp_src,
               float *temp_dst, int grid_cols, int grid_rows, int border_cols,
               int border_rows, HotspotCoeffs k) {
  __shared__ float temp_on_cuda[BLOCK_SIZE][BLOCK_SIZE];
  __shared__ float power_on_cuda[BLOCK_SIZE][BLOCK_SIZE];
  __shared__ float temp_t[BLOCK_SIZE][BLOCK_SIZE];

  const int tx = threadIdx.x, ty = threadIdx.y;
  /* The tiling is fixed by the border, also for a shorter last launch. */
  const int small_block_rows = BLOCK_SIZE - border_rows * 2;
  const int small_block_cols = BLOCK_SIZE - border_cols * 2;

  /* Top-left corner of this tile in the grid, halo included. */
  const int blkY = small_block_rows * blockIdx.y - border_rows;
  const int blkX = small_block_cols * blockIdx.x - border_cols;
  const int yidx = blkY + ty;
  const int xidx = blkX + tx;
  const int index = grid_cols * yidx + xidx;
  const bool in_grid = IN_RANGE(yidx, 0, grid_rows - 1) && IN_RANGE(xidx, 0, grid_cols - 1);

  if (in_grid) {
    temp_on_cuda[ty][tx] = temp_src[index];
    power_on_cuda[ty][tx] = power[index];
  }
  __syncthreads();

  /* Neighbours outside the chip are replaced by the cell itself. */
  const int N = (yidx == 0) ? ty : ty - 1;
  const int S = (yidx == grid_rows - 1) ? ty : ty + 1;
  const int W = (xidx == 0) ? tx : tx - 1;
  const int E = (xidx == grid_cols - 1) ? tx : tx + 1;

  for (int i = 0; i < iteration; i++) {
    bool computed = false;
    if (IN_RANGE(tx, i + 1, BLOCK_SIZE - i - 2) && IN_RANGE(ty, i + 1, BLOCK_SIZE - i - 2) &&
        in_grid) {
      computed = true;
      float c = temp_on_cuda[ty][tx];
      temp_t[ty][tx] = c + k.step_div_cap *
                               (power_on_cuda[ty][tx] +
                                (temp_on_cuda[S][tx] + temp_on_cuda[N][tx] - 2.0f * c) * k.ry_1 +
                                (temp_on_cuda[ty][E] + temp_on_cuda[ty][W] - 2.0f * c) * k.rx_1 +
                                (k.amb_temp - c) * k.rz_1);
    }
    __syncthreads();
    if (computed)
      temp_on_cuda[ty][tx] = temp_t[ty][tx];
    __syncthreads();
  }

  /* Only the centre of the tile is exact after `iteration` steps. */
  if (in_grid && IN_RANGE(tx, border_cols, BLOCK_SIZE - 1 - border_cols) &&
      IN_RANGE(ty, border_rows, BLOCK_SIZE - 1 - border_rows))
    temp_dst[index] = temp_on_cuda[ty][tx];
}

/* Peak temperature: positive floats order like their bit patterns. */
__global__ void peak_temp(const float *__restrict__ temp, int n, unsigned int *peak_bits) {
  __shared__ unsigned int block_max;
  if (threadIdx.x == 0)
    block_max = 0u;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    atomicMax(&block_max, __float_as_uint(temp[i]));
  __syncthreads();
  if (threadIdx.x == 0)
    atomicMax(peak_bits, block_max);
}

static HotspotCoeffs make_coeffs(int rows, int cols) {
  float grid_height = CHIP_HEIGHT / rows;
  float grid_width = CHIP_WIDTH / cols;
  float Cap = FACTOR_CHIP * SPEC_HEAT_SI * T_CHIP * grid_width * grid_height;
  float Rx = grid_width / (2.0 * K_SI * T_CHIP * grid_height);
  float Ry = grid_height / (2.0 * K_SI * T_CHIP * grid_width);
  float Rz = T_CHIP / (K_SI * grid_height * grid_width);
  float max_slope = MAX_PD / (FACTOR_CHIP * T_CHIP * SPEC_HEAT_SI);
  float step = PRECISION / max_slope;
  HotspotCoeffs k;
  k.step_div_cap = step / Cap;
  k.rx_1 = 1.0f / Rx;
  k.ry_1 = 1.0f / Ry;
  k.rz_1 = 1.0f / Rz;
  k.amb_temp = AMB_TEMP;
  return k;
}

static void hotspot_cpu(float *temp, const float *power, int rows, int cols, int steps,
                        HotspotCoeffs k) {
  float *next = (float *)malloc(sizeof(float) * rows * cols);
  for (int s = 0; s < steps; ++s) {
    for (int r = 0; r < rows; ++r)
      for (int c = 0; c < cols; ++c) {
        float t = temp[r * cols + c];
        float n = temp[(r > 0 ? r - 1 : r) * cols + c];
        float so = temp[(r < rows - 1 ? r + 1 : r) * cols + c];
        float w = temp[r * cols + (c > 0 ? c - 1 : c)];
        float e = temp[r * cols + (c < cols - 1 ? c + 1 : c)];
        next[r * cols + c] = t + k.step_div_cap * (power[r * cols + c] + (so + n - 2.0f * t) * k.ry_1 +
                                                   (e + w - 2.0f * t) * k.rx_1 + (k.amb_temp - t) * k.rz_1);
      }
    memcpy(temp, next, sizeof(float) * rows * cols);
  }
  free(next);
}

/* Runs the pyramid launches; returns which buffer holds the result. */
static int compute_tran_temp(float *MatrixPower, float *MatrixTemp[2], int col, int row,
                             int total_iterations, int num_iterations, int blockCols,
                             int blockRows, int borderCols, int borderRows, HotspotCoeffs k) {
  dim3 dimBlock(BLOCK_SIZE, BLOCK_SIZE);
  dim3 dimGrid(blockCols, blockRows);
  int src = 1, dst = 0;
  for (int t = 0; t < total_iterations; t += num_iterations) {
    int temp = src;
    src = dst;
    dst = temp;
    calculate_temp<<<dimGrid, dimBlock>>>(MIN(num_iterations, total_iterations - t), MatrixPower,
                                          MatrixTemp[src], MatrixTemp[dst], col, row, borderCols,
                                          borderRows, k);
    CHECK(cudaGetLastError());
  }
  return dst;
}

int main(int argc, char **argv) {
  const int grid_rows = GRID_ROWS, grid_cols = GRID_COLS;
  const int total_iterations = SIM_TIME, pyramid_height = PYRAMID_HEIGHT;
  const int size = grid_rows * grid_cols;

  /* Tiles overlap by pyramid_height cells on each side. */
  const int borderCols = pyramid_height, borderRows = pyramid_height;
  const int smallBlockCol = BLOCK_SIZE - pyramid_height * 2;
  const int smallBlockRow = BLOCK_SIZE - pyramid_height * 2;
  const int blockCols = grid_cols / smallBlockCol + ((grid_cols % smallBlockCol == 0) ? 0 : 1);
  const int blockRows = grid_rows / smallBlockRow + ((grid_rows % smallBlockRow == 0) ? 0 : 1);

  float *FilesavingTemp = (float *)malloc(size * sizeof(float));
  float *FilesavingPower = (float *)malloc(size * sizeof(float));
  float *MatrixOut = (float *)calloc(size, sizeof(float));
  srand(2009);
  for (int i = 0; i < size; ++i) {
    FilesavingTemp[i] = 320.0f + 20.0f * (rand() % 1000) / 1000.0f;
    FilesavingPower[i] = 1.0e-3f * (rand() % 1000) / 1000.0f;
  }
  printf("pyramidHeight: %d\ngridSize: [%d, %d]\nborder:[%d, %d]\nblockGrid:[%d, %d]\n",
         pyramid_height, grid_cols, grid_rows, borderCols, borderRows, blockCols, blockRows);

  HotspotCoeffs k = make_coeffs(grid_rows, grid_cols);

  float *MatrixTemp[2], *MatrixPower;
  CHECK(cudaMalloc((void **)&MatrixTemp[0], sizeof(float) * size));
  CHECK(cudaMalloc((void **)&MatrixTemp[1], sizeof(float) * size));
  CHECK(cudaMalloc((void **)&MatrixPower, sizeof(float) * size));
  CHECK(cudaMemcpy(MatrixTemp[0], FilesavingTemp, sizeof(float) * size, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(MatrixPower, FilesavingPower, sizeof(float) * size, cudaMemcpyHostToDevice));

  long long start = get_time();
  int ret = compute_tran_temp(MatrixPower, MatrixTemp, grid_cols, grid_rows, total_iterations,
                              pyramid_height, blockCols, blockRows, borderCols, borderRows, k);
  CHECK(cudaDeviceSynchronize());
  long long end = get_time();
  printf("Ending simulation: %.3f ms\n", (end - start) / 1000.0);
  CHECK(cudaMemcpy(MatrixOut, MatrixTemp[ret], sizeof(float) * size, cudaMemcpyDeviceToHost));

  unsigned int *d_peak, h_peak = 0;
  CHECK(cudaMalloc((void **)&d_peak, sizeof(unsigned int)));
  CHECK(cudaMemset(d_peak, 0, sizeof(unsigned int)));
  peak_temp<<<32, 256>>>(MatrixTemp[ret], size, d_peak);
  CHECK(cudaMemcpy(&h_peak, d_peak, sizeof(unsigned int), cudaMemcpyDeviceToHost));
  float peak;
  memcpy(&peak, &h_peak, sizeof(float));

  hotspot_cpu(FilesavingTemp, FilesavingPower, grid_rows, grid_cols, total_iterations, k);
  double max_err = 0.0;
  float cpu_peak = 0.0f;
  for (int i = 0; i < size; ++i) {
    max_err = fmax(max_err, fabs(FilesavingTemp[i] - MatrixOut[i]));
    cpu_peak = fmaxf(cpu_peak, FilesavingTemp[i]);
  }
  printf("peak temperature %.4f (cpu %.4f), max error %g: %s\n", peak, cpu_peak, max_err,
         max_err < 1e-3 ? "PASS" : "FAIL");

  cudaFree(MatrixPower);
  cudaFree(MatrixTemp[0]);
  cudaFree(MatrixTemp[1]);
  cudaFree(d_peak);
  free(MatrixOut);
  free(FilesavingTemp);
  free(FilesavingPower);
  return max_err < 1e-3 ? 0 : 1;
}
