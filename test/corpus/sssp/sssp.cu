/*
 * sssp.cu - single-source shortest paths, Bellman-Ford style.
 *
 * Edge-parallel relaxation over a CSR graph with integer weights: each thread
 * takes one vertex whose distance changed in the last round and relaxes its
 * out-edges with atomicMin. The host repeats rounds until nothing changes.
 *
 *   nvcc -O2 sssp.cu -o sssp [-DSMALL_GRAPH | -DLARGE_GRAPH]
 */
#include <stdio.h>
#include <stdlib.h>
#include <limits.h>
#include <cuda_runtime.h>

#if defined(SMALL_GRAPH)
#define NV 1024
#define DEG 4
#elif defined(LARGE_GRAPH)
#define NV (1 << 20)
#define DEG 8
#else
#define NV (1 << 16)
#define DEG 6
#endif

#define BLOCK 256
#define INF INT_MAX
#define MAX_WEIGHT 100

#define checkCuda(x) check_cuda((x), #x, __FILE__, __LINE__)
static void check_cuda(cudaError_t e, const char *what, const char *file, int line)
{
  if (e != cudaSuccess) {
    fprintf(stderr, "%s:%d: %s failed: %s\n", file, line, what, cudaGetErrorString(e));
    exit(1);
  }
}

__global__ void sssp_init(int *__restrict__ dist, int *__restrict__ changed, int n, int source)
{
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v < n) {
    dist[v] = (v == source) ? 0 : INF;
    changed[v] = (v == source);
  }
}

/* One relaxation round. Vertices marked in 'changed' push d(u) + w(u,v). */
__global__ void __launch_bounds__(BLOCK)
sssp_relax(const int *__restrict__ row_ptr, const int *__restrict__ col_idx,
           const int *__restrict__ weight, int *dist, const int *__restrict__ changed,
           int *next_changed, int *d_any, int n)
{
  int u = blockIdx.x * blockDim.x + threadIdx.x;
  if (u >= n || !changed[u])
    return;
  int du = dist[u];
  for (int e = row_ptr[u]; e < row_ptr[u + 1]; ++e) {
    int v = col_idx[e];
    int nd = du + weight[e];
    int old = atomicMin(&dist[v], nd);
    if (nd < old) {
      next_changed[v] = 1;
      *d_any = 1;
    }
  }
}

__global__ void sssp_clear(int *flags, int n)
{
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    flags[i] = 0;
}

/* Reference: plain Bellman-Ford on the host. */
static void sssp_reference(const int *row_ptr, const int *col_idx, const int *weight, int n,
                           int source, int *dist)
{
  for (int v = 0; v < n; ++v)
    dist[v] = INF;
  dist[source] = 0;
  bool updated = true;
  for (int round = 0; round < n && updated; ++round) {
    updated = false;
    for (int u = 0; u < n; ++u) {
      if (dist[u] == INF)
        continue;
      for (int e = row_ptr[u]; e < row_ptr[u + 1]; ++e) {
        if (dist[u] + weight[e] < dist[col_idx[e]]) {
          dist[col_idx[e]] = dist[u] + weight[e];
          updated = true;
        }
      }
    }
  }
}

int main(void)
{
  const int n = NV;
  int *row_ptr = (int *)malloc((n + 1) * sizeof(int));
  srand(12345);
  row_ptr[0] = 0;
  for (int v = 0; v < n; ++v)
    row_ptr[v + 1] = row_ptr[v] + 1 + rand() % (2 * DEG - 1);
  const int m = row_ptr[n];
  int *col_idx = (int *)malloc(m * sizeof(int));
  int *weight = (int *)malloc(m * sizeof(int));
  for (int e = 0; e < m; ++e) {
    col_idx[e] = rand() % n;
    weight[e] = 1 + rand() % MAX_WEIGHT;
  }

  int *d_row, *d_col, *d_w, *d_dist, *d_changed, *d_next, *d_any;
  checkCuda(cudaMalloc(&d_row, (n + 1) * sizeof(int)));
  checkCuda(cudaMalloc(&d_col, m * sizeof(int)));
  checkCuda(cudaMalloc(&d_w, m * sizeof(int)));
  checkCuda(cudaMalloc(&d_dist, n * sizeof(int)));
  checkCuda(cudaMalloc(&d_changed, n * sizeof(int)));
  checkCuda(cudaMalloc(&d_next, n * sizeof(int)));
  checkCuda(cudaMalloc(&d_any, sizeof(int)));
  checkCuda(cudaMemcpy(d_row, row_ptr, (n + 1) * sizeof(int), cudaMemcpyHostToDevice));
  checkCuda(cudaMemcpy(d_col, col_idx, m * sizeof(int), cudaMemcpyHostToDevice));
  checkCuda(cudaMemcpy(d_w, weight, m * sizeof(int), cudaMemcpyHostToDevice));

  cudaEvent_t start, stop;
  checkCuda(cudaEventCreate(&start));
  checkCuda(cudaEventCreate(&stop));

  const int blocks = (n + BLOCK - 1) / BLOCK;
  checkCuda(cudaEventRecord(start));
  sssp_init<<<blocks, BLOCK>>>(d_dist, d_changed, n, 0);
  sssp_clear<<<64, BLOCK>>>(d_next, n);
  int rounds = 0, any = 1;
  while (any && rounds < n) {
    any = 0;
    checkCuda(cudaMemcpy(d_any, &any, sizeof(int), cudaMemcpyHostToDevice));
    sssp_relax<<<blocks, BLOCK>>>(d_row, d_col, d_w, d_dist, d_changed, d_next, d_any, n);
    checkCuda(cudaGetLastError());
    checkCuda(cudaMemcpy(&any, d_any, sizeof(int), cudaMemcpyDeviceToHost));
    int *tmp = d_changed;
    d_changed = d_next;
    d_next = tmp;
    sssp_clear<<<64, BLOCK>>>(d_next, n);
    ++rounds;
  }
  checkCuda(cudaEventRecord(stop));
  checkCuda(cudaEventSynchronize(stop));
  float ms = 0.0f;
  checkCuda(cudaEventElapsedTime(&ms, start, stop));

  int *dist = (int *)malloc(n * sizeof(int));
  int *ref = (int *)malloc(n * sizeof(int));
  checkCuda(cudaMemcpy(dist, d_dist, n * sizeof(int), cudaMemcpyDeviceToHost));
  sssp_reference(row_ptr, col_idx, weight, n, 0, ref);
  int bad = 0;
  for (int v = 0; v < n; ++v)
    bad += dist[v] != ref[v];
  printf("sssp: n=%d m=%d rounds=%d time=%.3f ms -> %s\n", n, m, rounds, ms,
         bad ? "FAIL" : "PASS");

  cudaEventDestroy(start);
  cudaEventDestroy(stop);
  cudaFree(d_row); cudaFree(d_col); cudaFree(d_w); cudaFree(d_dist);
  cudaFree(d_changed); cudaFree(d_next); cudaFree(d_any);
  free(row_ptr); free(col_idx); free(weight); free(dist); free(ref);
  return bad != 0;
}
