/*
 * transpose.cu - matrix transpose, naive and through a padded shared tile.
 *
 * A TILE_DIM x TILE_DIM tile is handled by a TILE_DIM x BLOCK_ROWS block, each
 * thread moving TILE_DIM / BLOCK_ROWS elements. The shared tile has one extra
 * column (TILE_DIM + 1) so that reading it by columns hits distinct banks.
 * transpose_naive and copy_shared are the comparison points.
 *
 *   nvcc -O2 transpose.cu -o transpose [-DMATRIX_W=...] [-DMATRIX_H=...]
 */
#include <stdio.h>
#include <stdlib.h>
#include <cuda_runtime.h>

#define TILE_DIM 32
#define BLOCK_ROWS 8
#ifndef MATRIX_W
#define MATRIX_W 2048
#endif
#ifndef MATRIX_H
#define MATRIX_H 1024
#endif
#define NUM_REPS 20

inline cudaError_t checkCuda(cudaError_t result)
{
  if (result != cudaSuccess) {
    fprintf(stderr, "CUDA Runtime Error: %s\n", cudaGetErrorString(result));
    exit(1);
  }
  return result;
}

__global__ void copy_shared(float *odata, const float *idata, int width, int height)
{
  __shared__ float tile[TILE_DIM * TILE_DIM];
  int x = blockIdx.x * TILE_DIM + threadIdx.x;
  int y = blockIdx.y * TILE_DIM + threadIdx.y;
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
    if (x < width && y + j < height)
      tile[(threadIdx.y + j) * TILE_DIM + threadIdx.x] = idata[(y + j) * width + x];
  __syncthreads();
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
    if (x < width && y + j < height)
      odata[(y + j) * width + x] = tile[(threadIdx.y + j) * TILE_DIM + threadIdx.x];
}

/* odata is height x ... : odata[x * height + y] = idata[y * width + x] */
__global__ void transpose_naive(float *odata, const float *idata, int width, int height)
{
  int x = blockIdx.x * TILE_DIM + threadIdx.x;
  int y = blockIdx.y * TILE_DIM + threadIdx.y;
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
    if (x < width && y + j < height)
      odata[x * height + (y + j)] = idata[(y + j) * width + x];
}

__global__ void transpose_no_bank_conflicts(float *odata, const float *idata, int width, int height)
{
  __shared__ float tile[TILE_DIM][TILE_DIM + 1];

  int x = blockIdx.x * TILE_DIM + threadIdx.x;
  int y = blockIdx.y * TILE_DIM + threadIdx.y;
#pragma unroll
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
    if (x < width && y + j < height)
      tile[threadIdx.y + j][threadIdx.x] = idata[(y + j) * width + x];

  __syncthreads();

  x = blockIdx.y * TILE_DIM + threadIdx.x; /* transposed block offset */
  y = blockIdx.x * TILE_DIM + threadIdx.y;
#pragma unroll
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
    if (x < height && y + j < width)
      odata[(y + j) * height + x] = tile[threadIdx.x][threadIdx.y + j];
}

static void transpose_host(float *out, const float *in, int w, int h)
{
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      out[x * h + y] = in[y * w + x];
}

static int compare(const float *a, const float *b, int n, const char *name, float ms)
{
  int errs = 0;
  for (int i = 0; i < n; i++)
    if (a[i] != b[i])
      errs++;
  printf("%-28s %8.3f ms  %7.2f GB/s  %s\n", name, ms,
         2.0 * n * sizeof(float) * 1e-6 * NUM_REPS / ms, errs ? "*** FAILED ***" : "ok");
  return errs;
}

int main(int argc, char **argv)
{
  const int w = MATRIX_W, h = MATRIX_H;
  const int n = w * h;
  const size_t mem = n * sizeof(float);

  cudaDeviceProp prop;
  checkCuda(cudaGetDeviceProperties(&prop, 0));
  printf("Device: %s, matrix %d x %d, tile %d x %d, block %d x %d\n", prop.name, w, h, TILE_DIM,
         TILE_DIM, TILE_DIM, BLOCK_ROWS);

  dim3 dimGrid((w + TILE_DIM - 1) / TILE_DIM, (h + TILE_DIM - 1) / TILE_DIM, 1);
  dim3 dimBlock(TILE_DIM, BLOCK_ROWS, 1);

  float *h_idata = (float *)malloc(mem);
  float *h_odata = (float *)malloc(mem);
  float *gold = (float *)malloc(mem);
  for (int i = 0; i < n; i++)
    h_idata[i] = (float)i;
  transpose_host(gold, h_idata, w, h);

  float *d_idata, *d_odata;
  checkCuda(cudaMalloc(&d_idata, mem));
  checkCuda(cudaMalloc(&d_odata, mem));
  checkCuda(cudaMemcpy(d_idata, h_idata, mem, cudaMemcpyHostToDevice));

  cudaEvent_t startEvent, stopEvent;
  checkCuda(cudaEventCreate(&startEvent));
  checkCuda(cudaEventCreate(&stopEvent));
  float ms;
  int errors = 0;

  /* shared-memory copy: the bandwidth bound */
  checkCuda(cudaMemset(d_odata, 0, mem));
  checkCuda(cudaEventRecord(startEvent, 0));
  for (int i = 0; i < NUM_REPS; i++)
    copy_shared<<<dimGrid, dimBlock>>>(d_odata, d_idata, w, h);
  checkCuda(cudaEventRecord(stopEvent, 0));
  checkCuda(cudaEventSynchronize(stopEvent));
  checkCuda(cudaEventElapsedTime(&ms, startEvent, stopEvent));
  checkCuda(cudaMemcpy(h_odata, d_odata, mem, cudaMemcpyDeviceToHost));
  errors += compare(h_odata, h_idata, n, "shared memory copy", ms);

  /* naive transpose */
  checkCuda(cudaMemset(d_odata, 0, mem));
  checkCuda(cudaEventRecord(startEvent, 0));
  for (int i = 0; i < NUM_REPS; i++)
    transpose_naive<<<dimGrid, dimBlock>>>(d_odata, d_idata, w, h);
  checkCuda(cudaEventRecord(stopEvent, 0));
  checkCuda(cudaEventSynchronize(stopEvent));
  checkCuda(cudaEventElapsedTime(&ms, startEvent, stopEvent));
  checkCuda(cudaMemcpy(h_odata, d_odata, mem, cudaMemcpyDeviceToHost));
  errors += compare(h_odata, gold, n, "naive transpose", ms);

  /* padded shared tile */
  checkCuda(cudaMemset(d_odata, 0, mem));
  checkCuda(cudaEventRecord(startEvent, 0));
  for (int i = 0; i < NUM_REPS; i++)
    transpose_no_bank_conflicts<<<dimGrid, dimBlock>>>(d_odata, d_idata, w, h);
  checkCuda(cudaEventRecord(stopEvent, 0));
  checkCuda(cudaEventSynchronize(stopEvent));
  checkCuda(cudaEventElapsedTime(&ms, startEvent, stopEvent));
  checkCuda(cudaMemcpy(h_odata, d_odata, mem, cudaMemcpyDeviceToHost));
  errors += compare(h_odata, gold, n, "conflict-free transpose", ms);

  checkCuda(cudaEventDestroy(startEvent));
  checkCuda(cudaEventDestroy(stopEvent));
  checkCuda(cudaFree(d_odata));
  checkCuda(cudaFree(d_idata));
  free(h_idata);
  free(h_odata);
  free(gold);
  return errors ? 1 : 0;
}
