/*
 * jacobi2d.cu - 2-D Jacobi iteration for the Laplace equation.
 *
 * Host time loop with a pointer swap between two grids. Per sweep:
 *   jacobi2d_step      5-point update of the interior through a shared tile
 *   jacobi2d_residual  sum of |new - old| (block reduction + atomicAdd)
 * The loop stops after MAX_ITERS sweeps or when the residual drops below TOL.
 */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <sys/time.h>
#include <cuda_runtime.h>

#ifdef MINI_DATASET
#define NX 64
#define NY 48
#define MAX_ITERS 20
#else
#define NX 1024
#define NY 1024
#define MAX_ITERS 500
#endif

#define TILE_X 16
#define TILE_Y 16
#define TOL 1.0e-4f

#define cudaCheck(stmt)                                                        \
  do {                                                                         \
    cudaError_t err = stmt;                                                    \
    if (err != cudaSuccess) {                                                  \
      fprintf(stderr, "Failed to run stmt %s (line %d): %s\n", #stmt,        \
              __LINE__, cudaGetErrorString(err));                              \
      exit(-1);                                                                \
    }                                                                          \
  } while (0)

static double wallclock(void) {
  struct timeval tv;
  gettimeofday(&tv, 0);
  return (double)tv.tv_sec + 1e-6 * tv.tv_usec;
}

__global__ void jacobi2d_step(const float *__restrict__ in, float *__restrict__ out,
                              int nx, int ny) {
  __shared__ float s[TILE_Y + 2][TILE_X + 2];
  const int tx = threadIdx.x + 1, ty = threadIdx.y + 1;
  const int x = blockIdx.x * TILE_X + threadIdx.x;
  const int y = blockIdx.y * TILE_Y + threadIdx.y;
  const bool inside = x < nx && y < ny;

  if (inside) {
    s[ty][tx] = in[y * nx + x];
    if (threadIdx.x == 0 && x > 0)
      s[ty][0] = in[y * nx + x - 1];
    if (threadIdx.x == TILE_X - 1 && x + 1 < nx)
      s[ty][TILE_X + 1] = in[y * nx + x + 1];
    if (threadIdx.y == 0 && y > 0)
      s[0][tx] = in[(y - 1) * nx + x];
    if (threadIdx.y == TILE_Y - 1 && y + 1 < ny)
      s[TILE_Y + 1][tx] = in[(y + 1) * nx + x];
  }
  __syncthreads();

  /* Interior points: every neighbour is in the tile (a thread or the halo). */
  if (x > 0 && y > 0 && x < nx - 1 && y < ny - 1)
    out[y * nx + x] = 0.25f * (s[ty][tx - 1] + s[ty][tx + 1] + s[ty - 1][tx] + s[ty + 1][tx]);
}

__global__ void jacobi2d_residual(const float *__restrict__ a, const float *__restrict__ b,
                                  int n, float *residual) {
  __shared__ float partial[TILE_X * TILE_Y];
  const int tid = threadIdx.y * blockDim.x + threadIdx.x;
  const int threads = blockDim.x * blockDim.y;
  float sum = 0.0f;
  for (int i = (blockIdx.x * threads) + tid; i < n; i += threads * gridDim.x)
    sum += fabsf(a[i] - b[i]);
  partial[tid] = sum;
  __syncthreads();
  for (int s = threads / 2; s > 0; s >>= 1) {
    if (tid < s)
      partial[tid] += partial[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    atomicAdd(residual, partial[0]);
}

static void jacobi_cpu(float *u, float *v, int iters) {
  for (int it = 0; it < iters; ++it) {
    for (int y = 1; y < NY - 1; ++y)
      for (int x = 1; x < NX - 1; ++x)
        v[y * NX + x] = 0.25f * (u[y * NX + x - 1] + u[y * NX + x + 1] +
                                 u[(y - 1) * NX + x] + u[(y + 1) * NX + x]);
    float *t = u;
    u = v;
    v = t;
  }
}

static void init_grid(float *u) {
  for (int y = 0; y < NY; ++y)
    for (int x = 0; x < NX; ++x) {
      float v = 0.0f;
      if (y == 0)
        v = 1.0f; /* hot top edge */
      else if (x == 0 || x == NX - 1)
        v = 0.5f * (1.0f - (float)y / (NY - 1));
      u[y * NX + x] = v;
    }
}

int main(void) {
  const size_t bytes = (size_t)NX * NY * sizeof(float);
  float *h_u = (float *)malloc(bytes);
  float *h_ref = (float *)malloc(bytes);
  float *h_tmp = (float *)malloc(bytes);
  float *h_out = (float *)malloc(bytes);
  init_grid(h_u);
  for (int i = 0; i < NX * NY; ++i)
    h_ref[i] = h_tmp[i] = h_u[i];

  float *d_u, *d_v, *d_res;
  cudaCheck(cudaMalloc((void **)&d_u, bytes));
  cudaCheck(cudaMalloc((void **)&d_v, bytes));
  cudaCheck(cudaMalloc((void **)&d_res, sizeof(float)));
  cudaCheck(cudaMemcpy(d_u, h_u, bytes, cudaMemcpyHostToDevice));
  cudaCheck(cudaMemcpy(d_v, h_u, bytes, cudaMemcpyHostToDevice));

  dim3 threads(TILE_X, TILE_Y);
  dim3 blocks((NX + TILE_X - 1) / TILE_X, (NY + TILE_Y - 1) / TILE_Y);

  double t0 = wallclock();
  int it = 0;
  float res = 1.0f;
  while (it < MAX_ITERS && res > TOL) {
    jacobi2d_step<<<blocks, threads>>>(d_u, d_v, NX, NY);
    cudaCheck(cudaMemset(d_res, 0, sizeof(float)));
    jacobi2d_residual<<<64, threads>>>(d_u, d_v, NX * NY, d_res);
    cudaCheck(cudaMemcpy(&res, d_res, sizeof(float), cudaMemcpyDeviceToHost));
    float *tmp = d_u;
    d_u = d_v;
    d_v = tmp;
    ++it;
  }
  cudaCheck(cudaDeviceSynchronize());
  double t1 = wallclock();
  printf("GPU: %d iterations, residual %g, %.3f ms\n", it, res, 1e3 * (t1 - t0));
  cudaCheck(cudaMemcpy(h_out, d_u, bytes, cudaMemcpyDeviceToHost));

  jacobi_cpu(h_ref, h_tmp, it);
  const float *ref = (it % 2 == 0) ? h_ref : h_tmp;
  double max_err = 0.0;
  for (int i = 0; i < NX * NY; ++i)
    max_err = fmax(max_err, fabs((double)ref[i] - h_out[i]));
  printf("max |cpu - gpu| = %e -> %s\n", max_err, max_err < 1e-4 ? "PASSED" : "FAILED");

  cudaFree(d_u);
  cudaFree(d_v);
  cudaFree(d_res);
  free(h_u);
  free(h_ref);
  free(h_tmp);
  free(h_out);
  return max_err < 1e-4 ? 0 : 1;
}
