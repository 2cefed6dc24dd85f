/*
 * pathfinder.cu - minimum-cost path through a grid, row by row (Rodinia-like).
 *
 * dp[r][c] = wall[r][c] + min(dp[r-1][c-1], dp[r-1][c], dp[r-1][c+1]).
 * Each launch advances up to `pyramid_height` rows: a block loads BLOCK_SIZE
 * consecutive entries of the previous row into shared memory and shrinks
 * its valid range by one cell per side and row, so neighbouring blocks
 * overlap by pyramid_height cells on each side.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <cuda_runtime.h>

#ifndef BLOCK_SIZE
#define BLOCK_SIZE 256
#endif
#ifndef ROWS
#define ROWS 100
#endif
#ifndef COLS
#define COLS 100000
#endif
#ifndef PYRAMID_HEIGHT
#define PYRAMID_HEIGHT 20
#endif

#define IN_RANGE(x, min, max) ((x) >= (min) && (x) <= (max))
#define CLAMP_RANGE(x, min, max) x = (x < (min)) ? min : ((x > (max)) ? max : x)
#define MIN(a, b) ((a) <= (b) ? (a) : (b))

#define CUDA_CALL(x)                                                           \
  do {                                                                         \
    if ((x) != cudaSuccess) {                                                  \
      printf("Error at %s:%d\n", __FILE__, __LINE__);                          \
      exit(EXIT_FAILURE);                                                      \
    }                                                                          \
  } while (0)

static long long get_time() {
  struct timeval tv;
  gettimeofday(&tv, NULL);
  return (tv.tv_sec * 1000000LL) + tv.tv_usec;
}

__global__ void dynproc_kernel(int iteration, const int *gpuWall, const int *gpuSrc,
                               int *gpuResults, int cols, int rows, int startStep, int border) {
  __shared__ int prev[BLOCK_SIZE];
  __shared__ int result[BLOCK_SIZE];

  const int bx = blockIdx.x;
  const int tx = threadIdx.x;

  /* Each block computes small_block_cols columns; its tile starts `border` to the left. */
  const int small_block_cols = BLOCK_SIZE - border * 2;
  const int blkX = small_block_cols * bx - border;
  const int xidx = blkX + tx;

  /* The part of the tile that lies inside the grid. */
  const int validXmin = (blkX < 0) ? -blkX : 0;
  const int validXmax = (blkX + BLOCK_SIZE - 1 > cols - 1) ? BLOCK_SIZE - 1 - (blkX + BLOCK_SIZE - cols) : BLOCK_SIZE - 1;

  int W = tx - 1;
  int E = tx + 1;
  W = (W < validXmin) ? validXmin : W;
  E = (E > validXmax) ? validXmax : E;

  const bool isValid = IN_RANGE(tx, validXmin, validXmax);
  if (IN_RANGE(xidx, 0, cols - 1))
    prev[tx] = gpuSrc[xidx];
  __syncthreads();

  bool computed;
  for (int i = 0; i < iteration; i++) {
    computed = false;
    if (IN_RANGE(tx, i + 1, BLOCK_SIZE - i - 2) && isValid) {
      computed = true;
      int left = prev[W];
      int up = prev[tx];
      int right = prev[E];
      int shortest = MIN(left, up);
      shortest = MIN(shortest, right);
      int index = cols * (startStep + i) + xidx;
      result[tx] = shortest + gpuWall[index];
    }
    __syncthreads();
    if (i == iteration - 1)
      break;
    if (computed)
      prev[tx] = result[tx];
    __syncthreads();
  }

  /* Write back the cells that are exact after `iteration` rows. */
  if (computed)
    gpuResults[xidx] = result[tx];
}

/* Returns the index of the buffer that holds the last row. */
static int calc_path(int *gpuWall, int *gpuResult[2], int rows, int cols, int pyramid_height,
                     int blockCols, int borderCols) {
  dim3 dimBlock(BLOCK_SIZE);
  dim3 dimGrid(blockCols);
  int src = 1, dst = 0;
  for (int t = 0; t < rows - 1; t += pyramid_height) {
    int temp = src;
    src = dst;
    dst = temp;
    dynproc_kernel<<<dimGrid, dimBlock>>>(MIN(pyramid_height, rows - t - 1), gpuWall, gpuResult[src],
                                          gpuResult[dst], cols, rows, t, borderCols);
  }
  return dst;
}

static void pathfinder_cpu(const int *wall, int *dst, int rows, int cols) {
  int *src = (int *)malloc(sizeof(int) * cols);
  memcpy(dst, wall, sizeof(int) * cols);
  for (int t = 1; t < rows; t++) {
    memcpy(src, dst, sizeof(int) * cols);
    for (int n = 0; n < cols; n++) {
      int m = src[n];
      if (n > 0)
        m = MIN(m, src[n - 1]);
      if (n < cols - 1)
        m = MIN(m, src[n + 1]);
      dst[n] = wall[t * cols + n] + m;
    }
  }
  free(src);
}

int main(int argc, char **argv) {
  const int rows = ROWS, cols = COLS, pyramid_height = PYRAMID_HEIGHT;
  int *data = (int *)malloc(sizeof(int) * rows * cols);
  int *result = (int *)malloc(sizeof(int) * cols);
  int *ref = (int *)malloc(sizeof(int) * cols);

  int seed = 9;
  srand(seed);
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++)
      data[i * cols + j] = rand() % 10;

  /* Tiles overlap by pyramid_height cells on each side. */
  const int borderCols = pyramid_height;
  const int smallBlockCol = BLOCK_SIZE - pyramid_height * 2;
  const int blockCols = cols / smallBlockCol + ((cols % smallBlockCol == 0) ? 0 : 1);
  printf("pyramidHeight: %d\ngridSize: [%d]\nborder:[%d]\nblockSize: %d\nblockGrid:[%d]\n",
         pyramid_height, cols, borderCols, BLOCK_SIZE, blockCols);

  int *gpuWall, *gpuResult[2];
  const int size = rows * cols;
  CUDA_CALL(cudaMalloc((void **)&gpuResult[0], sizeof(int) * cols));
  CUDA_CALL(cudaMalloc((void **)&gpuResult[1], sizeof(int) * cols));
  CUDA_CALL(cudaMemcpy(gpuResult[0], data, sizeof(int) * cols, cudaMemcpyHostToDevice));
  CUDA_CALL(cudaMalloc((void **)&gpuWall, sizeof(int) * (size - cols)));
  CUDA_CALL(cudaMemcpy(gpuWall, data + cols, sizeof(int) * (size - cols), cudaMemcpyHostToDevice));

  long long t0 = get_time();
  int final_ret = calc_path(gpuWall, gpuResult, rows, cols, pyramid_height, blockCols, borderCols);
  CUDA_CALL(cudaDeviceSynchronize());
  long long t1 = get_time();
  printf("GPU time: %lld us\n", t1 - t0);
  CUDA_CALL(cudaMemcpy(result, gpuResult[final_ret], sizeof(int) * cols, cudaMemcpyDeviceToHost));

  pathfinder_cpu(data, ref, rows, cols);
  int bad = 0;
  for (int i = 0; i < cols; i++)
    bad += ref[i] != result[i];
  printf("%d mismatches: %s\n", bad, bad ? "FAIL" : "PASS");

  cudaFree(gpuWall);
  cudaFree(gpuResult[0]);
  cudaFree(gpuResult[1]);
  free(data);
  free(result);
  free(ref);
  return bad != 0;
}
