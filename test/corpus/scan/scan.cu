/*
 * scan.cu - work-efficient (Blelloch) exclusive prefix sum.
 *
 * Each block scans 2*blockDim.x elements in shared memory with an up-sweep
 * (reduce) and a down-sweep phase. Shared-memory indices are padded with
 * CONFLICT_FREE_OFFSET to avoid bank conflicts. Large arrays are scanned in
 * three steps: scan blocks (writing each block's total), scan the block
 * totals, add the scanned totals back to every block.
 *
 *   nvcc -O2 scan.cu -o scan [-DNUM_ELEMENTS=...] [-DZERO_BANK_CONFLICTS]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <cuda_runtime.h>

#ifndef NUM_ELEMENTS
#define NUM_ELEMENTS (1 << 20)
#endif
#define BLOCK_SIZE 256
#define ELEMS_PER_BLOCK (2 * BLOCK_SIZE)

#define NUM_BANKS 32
#define LOG_NUM_BANKS 5
#ifdef ZERO_BANK_CONFLICTS
#define CONFLICT_FREE_OFFSET(n) (((n) >> LOG_NUM_BANKS) + ((n) >> (2 * LOG_NUM_BANKS)))
#else
#define CONFLICT_FREE_OFFSET(n) ((n) >> LOG_NUM_BANKS)
#endif

#define cudaCheckErrors(msg)                                                    \
  do {                                                                          \
    cudaError_t __err = cudaGetLastError();                                     \
    if (__err != cudaSuccess) {                                                 \
      fprintf(stderr, "Fatal error: %s (%s at %s:%d)\n", msg,                   \
              cudaGetErrorString(__err), __FILE__, __LINE__);                   \
      exit(1);                                                                  \
    }                                                                           \
  } while (0)

/* Exclusive scan of 2*blockDim.x elements per block; n counts the whole array.
 * When block_sums is not NULL the block's total is stored there. */
__global__ void prescan(int *g_odata, const int *g_idata, int *block_sums, int n)
{
  extern __shared__ int temp[];
  int thid = threadIdx.x;
  int offset = 1;
  int block_offset = blockIdx.x * (blockDim.x * 2);
  int len = blockDim.x * 2;

  int ai = thid;
  int bi = thid + blockDim.x;
  int bankOffsetA = CONFLICT_FREE_OFFSET(ai);
  int bankOffsetB = CONFLICT_FREE_OFFSET(bi);
  temp[ai + bankOffsetA] = (block_offset + ai < n) ? g_idata[block_offset + ai] : 0;
  temp[bi + bankOffsetB] = (block_offset + bi < n) ? g_idata[block_offset + bi] : 0;

  /* up-sweep */
  for (int d = len >> 1; d > 0; d >>= 1) {
    __syncthreads();
    if (thid < d) {
      int a = offset * (2 * thid + 1) - 1;
      int b = offset * (2 * thid + 2) - 1;
      a += CONFLICT_FREE_OFFSET(a);
      b += CONFLICT_FREE_OFFSET(b);
      temp[b] += temp[a];
    }
    offset *= 2;
  }

  if (thid == 0) {
    int last = len - 1 + CONFLICT_FREE_OFFSET(len - 1);
    if (block_sums != NULL)
      block_sums[blockIdx.x] = temp[last];
    temp[last] = 0;
  }

  /* down-sweep */
  for (int d = 1; d < len; d *= 2) {
    offset >>= 1;
    __syncthreads();
    if (thid < d) {
      int a = offset * (2 * thid + 1) - 1;
      int b = offset * (2 * thid + 2) - 1;
      a += CONFLICT_FREE_OFFSET(a);
      b += CONFLICT_FREE_OFFSET(b);
      int t = temp[a];
      temp[a] = temp[b];
      temp[b] += t;
    }
  }
  __syncthreads();

  if (block_offset + ai < n)
    g_odata[block_offset + ai] = temp[ai + bankOffsetA];
  if (block_offset + bi < n)
    g_odata[block_offset + bi] = temp[bi + bankOffsetB];
}

/* Adds the scanned total of all preceding blocks to each element. */
__global__ void add_block_sums(int *g_data, const int *incr, int n)
{
  __shared__ int uni;
  if (threadIdx.x == 0)
    uni = incr[blockIdx.x];
  __syncthreads();
  unsigned int address = blockIdx.x * (blockDim.x * 2) + threadIdx.x;
  if (address < n)
    g_data[address] += uni;
  if (address + blockDim.x < n)
    g_data[address + blockDim.x] += uni;
}

static size_t shared_bytes(int elements)
{
  return (elements + CONFLICT_FREE_OFFSET(elements - 1) + 1) * sizeof(int);
}

/* Recursive driver: d_out = exclusive_scan(d_in), n elements. */
static void scan_device(int *d_out, const int *d_in, int n)
{
  int blocks = (n + ELEMS_PER_BLOCK - 1) / ELEMS_PER_BLOCK;
  if (blocks == 1) {
    prescan<<<1, BLOCK_SIZE, shared_bytes(ELEMS_PER_BLOCK)>>>(d_out, d_in, NULL, n);
    cudaCheckErrors("prescan (single block)");
    return;
  }
  int *d_sums, *d_incr;
  cudaMalloc((void **)&d_sums, blocks * sizeof(int));
  cudaMalloc((void **)&d_incr, blocks * sizeof(int));
  prescan<<<blocks, BLOCK_SIZE, shared_bytes(ELEMS_PER_BLOCK)>>>(d_out, d_in, d_sums, n);
  cudaCheckErrors("prescan");
  scan_device(d_incr, d_sums, blocks);
  add_block_sums<<<blocks, BLOCK_SIZE>>>(d_out, d_incr, n);
  cudaCheckErrors("add_block_sums");
  cudaFree(d_sums);
  cudaFree(d_incr);
}

static void scan_host(int *out, const int *in, int n)
{
  out[0] = 0;
  for (int i = 1; i < n; i++)
    out[i] = out[i - 1] + in[i - 1];
}

int main(void)
{
  const int n = NUM_ELEMENTS;
  int *h_in = (int *)malloc(n * sizeof(int));
  int *h_out = (int *)malloc(n * sizeof(int));
  int *h_ref = (int *)malloc(n * sizeof(int));
  for (int i = 0; i < n; i++)
    h_in[i] = rand() % 16;

  struct timeval t0, t1;
  gettimeofday(&t0, NULL);
  scan_host(h_ref, h_in, n);
  gettimeofday(&t1, NULL);
  double cpu_ms = (t1.tv_sec - t0.tv_sec) * 1e3 + (t1.tv_usec - t0.tv_usec) * 1e-3;

  int *d_in, *d_out;
  cudaMalloc((void **)&d_in, n * sizeof(int));
  cudaMalloc((void **)&d_out, n * sizeof(int));
  cudaCheckErrors("cudaMalloc");
  cudaMemcpy(d_in, h_in, n * sizeof(int), cudaMemcpyHostToDevice);

  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, 0);
  scan_device(d_out, d_in, n);
  cudaEventRecord(stop, 0);
  cudaEventSynchronize(stop);
  float gpu_ms;
  cudaEventElapsedTime(&gpu_ms, start, stop);

  cudaMemcpy(h_out, d_out, n * sizeof(int), cudaMemcpyDeviceToHost);
  cudaCheckErrors("cudaMemcpy");
  int ok = memcmp(h_out, h_ref, n * sizeof(int)) == 0;
  printf("scan of %d ints: cpu %.3f ms, gpu %.3f ms: %s\n", n, cpu_ms, gpu_ms,
         ok ? "PASSED" : "FAILED");

  cudaFree(d_in);
  cudaFree(d_out);
  free(h_in);
  free(h_out);
  free(h_ref);
  return ok ? 0 : 1;
}
