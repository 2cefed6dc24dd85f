/*
 * knn.cu - brute-force k nearest neighbours.
 *
 *   knn_distances  squared Euclidean distance between every reference point
 *                  and every query, tiled through shared memory (2-D grid)
 *   knn_select     per query, partial insertion sort keeping the k smallest
 *                  distances and their reference indices
 *   knn_sqrt       turns the k kept squared distances into distances
 *
 * Layout (column major as in the classic CUDA kNN): ref[d * ref_nb + r],
 * query[d * query_nb + q], dist[r * query_nb + q].
 *
 *   nvcc -O2 knn.cu -o knn [-DMINI_DATASET | -DLARGE_DATASET]
 */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <sys/time.h>
#include <cuda_runtime.h>

#if defined(MINI_DATASET)
#define REF_NB 256
#define QUERY_NB 64
#define DIM 8
#define K 4
#elif defined(LARGE_DATASET)
#define REF_NB 16384
#define QUERY_NB 4096
#define DIM 64
#define K 16
#else
#define REF_NB 4096
#define QUERY_NB 1024
#define DIM 32
#define K 10
#endif

#define BLOCK_DIM 16

typedef float DATA_TYPE;

#define GPU_CHECK(ans) { gpuAssert((ans), __FILE__, __LINE__); }
inline void gpuAssert(cudaError_t code, const char *file, int line, bool abort = true)
{
  if (code != cudaSuccess) {
    fprintf(stderr, "GPUassert: %s %s %d\n", cudaGetErrorString(code), file, line);
    if (abort)
      exit(code);
  }
}

__global__ void knn_distances(const DATA_TYPE *ref, int ref_nb, const DATA_TYPE *query, int query_nb,
                              int dim, DATA_TYPE *dist)
{
  __shared__ DATA_TYPE shared_A[BLOCK_DIM][BLOCK_DIM];
  __shared__ DATA_TYPE shared_B[BLOCK_DIM][BLOCK_DIM];

  int tx = threadIdx.x, ty = threadIdx.y;
  int begin_A = BLOCK_DIM * blockIdx.y;   /* reference points of this block */
  int begin_B = BLOCK_DIM * blockIdx.x;   /* queries of this block */
  bool cond_A = begin_A + tx < ref_nb;
  bool cond_B = begin_B + tx < query_nb;

  DATA_TYPE ssd = 0;
  for (int d0 = 0; d0 < dim; d0 += BLOCK_DIM) {
    if (d0 + ty < dim) {
      shared_A[ty][tx] = cond_A ? ref[(d0 + ty) * ref_nb + begin_A + tx] : 0;
      shared_B[ty][tx] = cond_B ? query[(d0 + ty) * query_nb + begin_B + tx] : 0;
    } else {
      shared_A[ty][tx] = 0;
      shared_B[ty][tx] = 0;
    }
    __syncthreads();
#pragma unroll
    for (int k = 0; k < BLOCK_DIM; ++k) {
      DATA_TYPE t = shared_A[k][ty] - shared_B[k][tx];
      ssd += t * t;
    }
    __syncthreads();
  }
  if (begin_A + ty < ref_nb && cond_B)
    dist[(begin_A + ty) * query_nb + begin_B + tx] = ssd;
}

__global__ void knn_select(DATA_TYPE *dist, int *index, int ref_nb, int query_nb, int k)
{
  unsigned int q = blockIdx.x * blockDim.x + threadIdx.x;
  if (q >= query_nb)
    return;
  DATA_TYPE *p_dist = dist + q;
  int *p_index = index + q;
  p_index[0] = 0;
  for (int r = 1; r < ref_nb; ++r) {
    DATA_TYPE curr = p_dist[r * query_nb];
    int kept = min(r, k);
    if (r >= k && curr >= p_dist[(k - 1) * query_nb])
      continue;
    /* shift the larger kept distances down and insert */
    int j = (r < k) ? r : k - 1;
    while (j > 0 && p_dist[(j - 1) * query_nb] > curr) {
      p_dist[j * query_nb] = p_dist[(j - 1) * query_nb];
      p_index[j * query_nb] = p_index[(j - 1) * query_nb];
      --j;
    }
    p_dist[j * query_nb] = curr;
    p_index[j * query_nb] = r;
    (void)kept;
  }
}

__global__ void knn_sqrt(DATA_TYPE *dist, int query_nb, int k)
{
  int q = blockIdx.x * blockDim.x + threadIdx.x;
  int j = blockIdx.y;
  if (q < query_nb && j < k)
    dist[j * query_nb + q] = sqrtf(dist[j * query_nb + q]);
}

static void knn_cpu(const DATA_TYPE *ref, const DATA_TYPE *query, DATA_TYPE *knn_dist, int *knn_idx)
{
  DATA_TYPE *d = (DATA_TYPE *)malloc(REF_NB * sizeof(DATA_TYPE));
  for (int q = 0; q < QUERY_NB; q++) {
    for (int r = 0; r < REF_NB; r++) {
      double s = 0;
      for (int k = 0; k < DIM; k++) {
        double t = ref[k * REF_NB + r] - query[k * QUERY_NB + q];
        s += t * t;
      }
      d[r] = (DATA_TYPE)s;
    }
    for (int j = 0; j < K; j++) {   /* selection of the K smallest */
      int best = -1;
      for (int r = 0; r < REF_NB; r++)
        if (d[r] >= 0 && (best < 0 || d[r] < d[best]))
          best = r;
      knn_dist[j * QUERY_NB + q] = sqrtf(d[best]);
      knn_idx[j * QUERY_NB + q] = best;
      d[best] = -1;
    }
  }
  free(d);
}

int main(int argc, char *argv[])
{
  size_t ref_sz = (size_t)REF_NB * DIM, query_sz = (size_t)QUERY_NB * DIM;
  size_t dist_sz = (size_t)REF_NB * QUERY_NB;
  DATA_TYPE *ref = (DATA_TYPE *)malloc(ref_sz * sizeof(DATA_TYPE));
  DATA_TYPE *query = (DATA_TYPE *)malloc(query_sz * sizeof(DATA_TYPE));
  DATA_TYPE *dist = (DATA_TYPE *)malloc((size_t)K * QUERY_NB * sizeof(DATA_TYPE));
  int *idx = (int *)malloc((size_t)K * QUERY_NB * sizeof(int));
  DATA_TYPE *ref_dist = (DATA_TYPE *)malloc((size_t)K * QUERY_NB * sizeof(DATA_TYPE));
  int *ref_idx = (int *)malloc((size_t)K * QUERY_NB * sizeof(int));
  srand(3);
  for (size_t i = 0; i < ref_sz; i++)
    ref[i] = (DATA_TYPE)rand() / (DATA_TYPE)RAND_MAX;
  for (size_t i = 0; i < query_sz; i++)
    query[i] = (DATA_TYPE)rand() / (DATA_TYPE)RAND_MAX;

  DATA_TYPE *d_ref, *d_query, *d_dist;
  int *d_idx;
  GPU_CHECK(cudaMalloc((void **)&d_ref, ref_sz * sizeof(DATA_TYPE)));
  GPU_CHECK(cudaMalloc((void **)&d_query, query_sz * sizeof(DATA_TYPE)));
  GPU_CHECK(cudaMalloc((void **)&d_dist, dist_sz * sizeof(DATA_TYPE)));
  GPU_CHECK(cudaMalloc((void **)&d_idx, (size_t)K * QUERY_NB * sizeof(int)));
  GPU_CHECK(cudaMemcpy(d_ref, ref, ref_sz * sizeof(DATA_TYPE), cudaMemcpyHostToDevice));
  GPU_CHECK(cudaMemcpy(d_query, query, query_sz * sizeof(DATA_TYPE), cudaMemcpyHostToDevice));

  struct timeval t0, t1;
  gettimeofday(&t0, NULL);
  dim3 block16(BLOCK_DIM, BLOCK_DIM, 1);
  dim3 grid16((QUERY_NB + BLOCK_DIM - 1) / BLOCK_DIM, (REF_NB + BLOCK_DIM - 1) / BLOCK_DIM, 1);
  knn_distances<<<grid16, block16>>>(d_ref, REF_NB, d_query, QUERY_NB, DIM, d_dist);
  dim3 block256(256, 1, 1);
  dim3 grid256((QUERY_NB + 255) / 256, 1, 1);
  knn_select<<<grid256, block256>>>(d_dist, d_idx, REF_NB, QUERY_NB, K);
  dim3 grid_k((QUERY_NB + 255) / 256, K, 1);
  knn_sqrt<<<grid_k, block256>>>(d_dist, QUERY_NB, K);
  GPU_CHECK(cudaGetLastError());
  GPU_CHECK(cudaDeviceSynchronize());
  gettimeofday(&t1, NULL);

  GPU_CHECK(cudaMemcpy(dist, d_dist, (size_t)K * QUERY_NB * sizeof(DATA_TYPE), cudaMemcpyDeviceToHost));
  GPU_CHECK(cudaMemcpy(idx, d_idx, (size_t)K * QUERY_NB * sizeof(int), cudaMemcpyDeviceToHost));
  knn_cpu(ref, query, ref_dist, ref_idx);
  int bad = 0;
  for (int i = 0; i < K * QUERY_NB; i++)
    if (fabsf(dist[i] - ref_dist[i]) > 1e-3f * fmaxf(1.0f, ref_dist[i]))
      bad++;
  printf("knn: %d refs, %d queries, dim %d, k %d: %.2f ms, %d mismatches -> %s\n", REF_NB, QUERY_NB,
         DIM, K, (t1.tv_sec - t0.tv_sec) * 1000.0 + (t1.tv_usec - t0.tv_usec) / 1000.0, bad,
         bad ? "FAIL" : "PASS");

  cudaFree(d_ref); cudaFree(d_query); cudaFree(d_dist); cudaFree(d_idx);
  free(ref); free(query); free(dist); free(idx); free(ref_dist); free(ref_idx);
  return bad ? 1 : 0;
}
