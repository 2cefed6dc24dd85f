/*
 * kmeans.cu - Lloyd's k-means on 4-dimensional points.
 *
 * Centroids live in constant memory, refreshed with cudaMemcpyToSymbol every
 * iteration. Each iteration:
 *   kmeans_assign      nearest centroid per point, counts the points that moved
 *   kmeans_accumulate  per-cluster coordinate sums and sizes with atomicAdd
 *   kmeans_update      new centroid = sum / size (kept when a cluster is empty)
 * The host iterates until no point moves or MAX_ITERATIONS is reached.
 *
 *   nvcc -O2 kmeans.cu -o kmeans [-DNPOINTS=...] [-DNCLUSTERS=...]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <float.h>
#include <sys/time.h>
#include <cuda_runtime.h>

#include "kmeans.h"

#define CHECK_CUDA(call)                                                           \
  do {                                                                             \
    cudaError_t status = call;                                                     \
    if (status != cudaSuccess) {                                                   \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(status)); \
      exit(1);                                                                     \
    }                                                                              \
  } while (0)

__constant__ point_t c_centroids[MAX_CLUSTERS];

__device__ __forceinline__ float sq_dist(point_t a, point_t b)
{
  float dx = a.x - b.x, dy = a.y - b.y, dz = a.z - b.z, dw = a.w - b.w;
  return dx * dx + dy * dy + dz * dz + dw * dw;
}

__global__ void kmeans_assign(const point_t *__restrict__ points, int *__restrict__ membership,
                              int *d_moved, int npoints, int nclusters)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= npoints)
    return;
  point_t p = points[i];
  int best = 0;
  float best_d = FLT_MAX;
  for (int c = 0; c < nclusters; c++) {
    float d = sq_dist(p, c_centroids[c]);
    if (d < best_d) {
      best_d = d;
      best = c;
    }
  }
  if (membership[i] != best) {
    membership[i] = best;
    atomicAdd(d_moved, 1);
  }
}

__global__ void kmeans_accumulate(const point_t *__restrict__ points, const int *__restrict__ membership,
                                  float *sums, int *sizes, int npoints)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= npoints)
    return;
  int c = membership[i];
  point_t p = points[i];
  atomicAdd(&sums[c * DIM + 0], p.x);
  atomicAdd(&sums[c * DIM + 1], p.y);
  atomicAdd(&sums[c * DIM + 2], p.z);
  atomicAdd(&sums[c * DIM + 3], p.w);
  atomicAdd(&sizes[c], 1);
}

__global__ void kmeans_update(point_t *centroids, const float *sums, const int *sizes, int nclusters)
{
  int c = threadIdx.x;
  if (c < nclusters && sizes[c] > 0) {
    float inv = 1.0f / sizes[c];
    centroids[c] = make_float4(sums[c * DIM] * inv, sums[c * DIM + 1] * inv,
                               sums[c * DIM + 2] * inv, sums[c * DIM + 3] * inv);
  }
}

/* Host reference: the same Lloyd iteration in double precision. */
static int kmeans_cpu(const point_t *pts, int n, int k, point_t *cent, int *member)
{
  int iter;
  double *sums = (double *)malloc(k * DIM * sizeof(double));
  int *sizes = (int *)malloc(k * sizeof(int));
  for (iter = 0; iter < MAX_ITERATIONS; iter++) {
    int moved = 0;
    for (int i = 0; i < n; i++) {
      int best = 0;
      float bd = FLT_MAX;
      for (int c = 0; c < k; c++) {
        float dx = pts[i].x - cent[c].x, dy = pts[i].y - cent[c].y;
        float dz = pts[i].z - cent[c].z, dw = pts[i].w - cent[c].w;
        float d = dx * dx + dy * dy + dz * dz + dw * dw;
        if (d < bd) { bd = d; best = c; }
      }
      if (member[i] != best) { member[i] = best; moved++; }
    }
    memset(sums, 0, k * DIM * sizeof(double));
    memset(sizes, 0, k * sizeof(int));
    for (int i = 0; i < n; i++) {
      int c = member[i];
      sums[c * DIM] += pts[i].x; sums[c * DIM + 1] += pts[i].y;
      sums[c * DIM + 2] += pts[i].z; sums[c * DIM + 3] += pts[i].w;
      sizes[c]++;
    }
    for (int c = 0; c < k; c++)
      if (sizes[c]) {
        cent[c].x = sums[c * DIM] / sizes[c]; cent[c].y = sums[c * DIM + 1] / sizes[c];
        cent[c].z = sums[c * DIM + 2] / sizes[c]; cent[c].w = sums[c * DIM + 3] / sizes[c];
      }
    if (moved == 0)
      break;
  }
  free(sums);
  free(sizes);
  return iter;
}

int main(int argc, char **argv)
{
  const int n = NPOINTS, k = NCLUSTERS;
  point_t *h_points = (point_t *)malloc(n * sizeof(point_t));
  point_t h_cent[MAX_CLUSTERS], ref_cent[MAX_CLUSTERS];
  int *h_member = (int *)malloc(n * sizeof(int));
  int *ref_member = (int *)malloc(n * sizeof(int));
  srand(42);
  for (int i = 0; i < n; i++) {
    float cx = (float)(i % k) * 10.0f;   /* k well separated blobs */
    h_points[i].x = cx + (float)rand() / RAND_MAX;
    h_points[i].y = cx + (float)rand() / RAND_MAX;
    h_points[i].z = (float)rand() / RAND_MAX;
    h_points[i].w = (float)rand() / RAND_MAX;
    h_member[i] = ref_member[i] = -1;
  }
  for (int c = 0; c < k; c++)
    h_cent[c] = ref_cent[c] = h_points[c * 7 % n];

  point_t *d_points, *d_cent;
  int *d_member, *d_sizes, *d_moved;
  float *d_sums;
  CHECK_CUDA(cudaMalloc(&d_points, n * sizeof(point_t)));
  CHECK_CUDA(cudaMalloc(&d_cent, MAX_CLUSTERS * sizeof(point_t)));
  CHECK_CUDA(cudaMalloc(&d_member, n * sizeof(int)));
  CHECK_CUDA(cudaMalloc(&d_sums, MAX_CLUSTERS * DIM * sizeof(float)));
  CHECK_CUDA(cudaMalloc(&d_sizes, MAX_CLUSTERS * sizeof(int)));
  CHECK_CUDA(cudaMalloc(&d_moved, sizeof(int)));
  CHECK_CUDA(cudaMemcpy(d_points, h_points, n * sizeof(point_t), cudaMemcpyHostToDevice));
  CHECK_CUDA(cudaMemcpy(d_member, h_member, n * sizeof(int), cudaMemcpyHostToDevice));
  CHECK_CUDA(cudaMemcpy(d_cent, h_cent, k * sizeof(point_t), cudaMemcpyHostToDevice));

  struct timeval t0, t1;
  gettimeofday(&t0, NULL);
  int blocks = (n + KM_THREADS - 1) / KM_THREADS;
  int iter, moved = 1;
  for (iter = 0; iter < MAX_ITERATIONS && moved; iter++) {
    CHECK_CUDA(cudaMemcpyToSymbol(c_centroids, h_cent, k * sizeof(point_t)));
    CHECK_CUDA(cudaMemset(d_moved, 0, sizeof(int)));
    CHECK_CUDA(cudaMemset(d_sums, 0, MAX_CLUSTERS * DIM * sizeof(float)));
    CHECK_CUDA(cudaMemset(d_sizes, 0, MAX_CLUSTERS * sizeof(int)));
    kmeans_assign<<<blocks, KM_THREADS>>>(d_points, d_member, d_moved, n, k);
    kmeans_accumulate<<<blocks, KM_THREADS>>>(d_points, d_member, d_sums, d_sizes, n);
    kmeans_update<<<1, MAX_CLUSTERS>>>(d_cent, d_sums, d_sizes, k);
    CHECK_CUDA(cudaGetLastError());
    CHECK_CUDA(cudaMemcpy(&moved, d_moved, sizeof(int), cudaMemcpyDeviceToHost));
    CHECK_CUDA(cudaMemcpy(h_cent, d_cent, k * sizeof(point_t), cudaMemcpyDeviceToHost));
  }
  gettimeofday(&t1, NULL);
  CHECK_CUDA(cudaMemcpy(h_member, d_member, n * sizeof(int), cudaMemcpyDeviceToHost));

  int ref_iter = kmeans_cpu(h_points, n, k, ref_cent, ref_member);
  int mismatches = 0;
  for (int i = 0; i < n; i++)
    mismatches += h_member[i] != ref_member[i];
  float max_err = 0.0f;
  for (int c = 0; c < k; c++)
    max_err = fmaxf(max_err, fabsf(h_cent[c].x - ref_cent[c].x) + fabsf(h_cent[c].y - ref_cent[c].y));
  int ok = mismatches == 0 && max_err < 1e-3f;
  printf("kmeans: %d points, %d clusters, %d iterations (cpu %d), %.2f ms, %s\n", n, k, iter,
         ref_iter, (t1.tv_sec - t0.tv_sec) * 1e3 + (t1.tv_usec - t0.tv_usec) * 1e-3,
         ok ? "PASS" : "FAIL");

  cudaFree(d_points); cudaFree(d_cent); cudaFree(d_member);
  cudaFree(d_sums); cudaFree(d_sizes); cudaFree(d_moved);
  free(h_points); free(h_member); free(ref_member);
  return !ok;
}
