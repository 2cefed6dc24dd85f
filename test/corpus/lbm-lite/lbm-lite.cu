/*
 * lbm-lite.cu - D2Q9 lattice Boltzmann (BGK) on a periodic channel.
 *
 * Distributions are stored as a structure of arrays: the 9 populations of
 * a cell are LX*LY floats apart. Per time step:
 *   lbm_collide_stream  BGK collision and push-streaming into the other
 *                       buffer (periodic in x and y); the top row is
 *                       relaxed towards a moving-lid equilibrium.
 *   lbm_macroscopic     density/velocity fields, and a count of unstable
 *                       cells in a __device__ counter.
 * Lattice velocities and weights are __constant__ tables.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <sys/time.h>
#include <cuda_runtime.h>
#include "lbm.h"

#define CUDA_CHECK(x)                                                          \
  do {                                                                         \
    cudaError_t err__ = (x);                                                   \
    if (err__ != cudaSuccess) {                                                \
      fprintf(stderr, "%s failed at %s:%d: %s\n", #x, __FILE__, __LINE__,     \
              cudaGetErrorString(err__));                                      \
      exit(EXIT_FAILURE);                                                      \
    }                                                                          \
  } while (0)

__constant__ int c_ex[Q] = {0, 1, 0, -1, 0, 1, -1, -1, 1};
__constant__ int c_ey[Q] = {0, 0, 1, 0, -1, 1, 1, -1, -1};
__constant__ float c_w[Q] = {4.0f / 9.0f,  1.0f / 9.0f,  1.0f / 9.0f,
                             1.0f / 9.0f,  1.0f / 9.0f,  1.0f / 36.0f,
                             1.0f / 36.0f, 1.0f / 36.0f, 1.0f / 36.0f};

/* Number of cells whose density left [0.5, 2] in the last diagnostic pass. */
__device__ unsigned int d_unstable;

__device__ __forceinline__ float feq(int q, float rho, float ux, float uy) {
  float eu = c_ex[q] * ux + c_ey[q] * uy;
  float uu = ux * ux + uy * uy;
  return c_w[q] * rho * (1.0f + 3.0f * eu + 4.5f * eu * eu - 1.5f * uu);
}

__global__ void lbm_collide_stream(const float *__restrict__ f_in, float *__restrict__ f_out,
                                   LbmParams p) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y;
  if (x >= p.nx || y >= p.ny)
    return;

  float f[Q];
  float rho = 0.0f, ux = 0.0f, uy = 0.0f;
#pragma unroll
  for (int q = 0; q < Q; ++q) {
    f[q] = f_in[F_IDX(q, x, y, p.nx, p.ny)];
    rho += f[q];
    ux += c_ex[q] * f[q];
    uy += c_ey[q] * f[q];
  }
  ux /= rho;
  uy /= rho;
  if (y == p.ny - 1) { /* driven top row */
    ux = p.ux_lid;
    uy = 0.0f;
  }

#pragma unroll
  for (int q = 0; q < Q; ++q) {
    float post = f[q] - p.omega * (f[q] - feq(q, rho, ux, uy));
    int xn = (x + c_ex[q] + p.nx) % p.nx;
    int yn = (y + c_ey[q] + p.ny) % p.ny;
    f_out[F_IDX(q, xn, yn, p.nx, p.ny)] = post;
  }
}

__global__ void lbm_macroscopic(const float *__restrict__ f, float *__restrict__ rho_out,
                                float2 *__restrict__ u_out, LbmParams p) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y;
  if (x >= p.nx || y >= p.ny)
    return;
  float rho = 0.0f;
  float2 u = make_float2(0.0f, 0.0f);
  for (int q = 0; q < Q; ++q) {
    float fq = f[F_IDX(q, x, y, p.nx, p.ny)];
    rho += fq;
    u.x += c_ex[q] * fq;
    u.y += c_ey[q] * fq;
  }
  u.x /= rho;
  u.y /= rho;
  rho_out[y * p.nx + x] = rho;
  u_out[y * p.nx + x] = u;
  if (!(rho > 0.5f && rho < 2.0f))
    atomicAdd(&d_unstable, 1u);
}

/* Host copies of the lattice tables for the reference. */
static const int h_ex[Q] = {0, 1, 0, -1, 0, 1, -1, -1, 1};
static const int h_ey[Q] = {0, 0, 1, 0, -1, 1, 1, -1, -1};
static const float h_w[Q] = {4.f / 9, 1.f / 9, 1.f / 9, 1.f / 9, 1.f / 9,
                             1.f / 36, 1.f / 36, 1.f / 36, 1.f / 36};

static float feq_host(int q, float rho, float ux, float uy) {
  float eu = h_ex[q] * ux + h_ey[q] * uy;
  return h_w[q] * rho * (1.0f + 3.0f * eu + 4.5f * eu * eu - 1.5f * (ux * ux + uy * uy));
}

static void lbm_reference(float *f, float *g, LbmParams p, int steps) {
  for (int s = 0; s < steps; ++s) {
    for (int y = 0; y < p.ny; ++y)
      for (int x = 0; x < p.nx; ++x) {
        float rho = 0, ux = 0, uy = 0;
        for (int q = 0; q < Q; ++q) {
          float v = f[F_IDX(q, x, y, p.nx, p.ny)];
          rho += v;
          ux += h_ex[q] * v;
          uy += h_ey[q] * v;
        }
        ux /= rho;
        uy /= rho;
        if (y == p.ny - 1) {
          ux = p.ux_lid;
          uy = 0;
        }
        for (int q = 0; q < Q; ++q) {
          float v = f[F_IDX(q, x, y, p.nx, p.ny)];
          int xn = (x + h_ex[q] + p.nx) % p.nx, yn = (y + h_ey[q] + p.ny) % p.ny;
          g[F_IDX(q, xn, yn, p.nx, p.ny)] = v - p.omega * (v - feq_host(q, rho, ux, uy));
        }
      }
    float *t = f;
    f = g;
    g = t;
  }
  if (steps % 2)
    memcpy(g, f, sizeof(float) * Q * p.nx * p.ny);
}

int main(int argc, char **argv) {
  LbmParams p;
  p.nx = LX;
  p.ny = LY;
  p.omega = 1.0f / 0.6f;
  p.ux_lid = 0.05f;
  const size_t cells = (size_t)LX * LY;
  const size_t fbytes = Q * cells * sizeof(float);

  float *h_f = (float *)malloc(fbytes), *h_ref = (float *)malloc(fbytes);
  float *h_tmp = (float *)malloc(fbytes), *h_rho = (float *)malloc(cells * sizeof(float));
  for (int y = 0; y < LY; ++y)
    for (int x = 0; x < LX; ++x) {
      float rho = 1.0f + 0.01f * sinf(2.0f * (float)M_PI * x / LX);
      for (int q = 0; q < Q; ++q)
        h_f[F_IDX(q, x, y, LX, LY)] = feq_host(q, rho, 0.0f, 0.0f);
    }
  memcpy(h_ref, h_f, fbytes);

  float *d_f[2], *d_rho;
  float2 *d_u;
  CUDA_CHECK(cudaMalloc((void **)&d_f[0], fbytes));
  CUDA_CHECK(cudaMalloc((void **)&d_f[1], fbytes));
  CUDA_CHECK(cudaMalloc((void **)&d_rho, cells * sizeof(float)));
  CUDA_CHECK(cudaMalloc((void **)&d_u, cells * sizeof(float2)));
  CUDA_CHECK(cudaMemcpy(d_f[0], h_f, fbytes, cudaMemcpyHostToDevice));

  dim3 block(BLOCK_X, 1);
  dim3 grid((LX + BLOCK_X - 1) / BLOCK_X, LY);
  cudaEvent_t t0, t1;
  cudaEventCreate(&t0);
  cudaEventCreate(&t1);
  cudaEventRecord(t0);
  int cur = 0;
  for (int s = 0; s < NSTEPS; ++s) {
    lbm_collide_stream<<<grid, block>>>(d_f[cur], d_f[1 - cur], p);
    cur = 1 - cur;
  }
  cudaEventRecord(t1);
  CUDA_CHECK(cudaEventSynchronize(t1));
  float ms = 0;
  cudaEventElapsedTime(&ms, t0, t1);
  printf("%d steps: %.3f ms, %.1f MLUPS\n", NSTEPS, ms, cells * NSTEPS / (ms * 1e3));

  unsigned int zero = 0, unstable = 0;
  CUDA_CHECK(cudaMemcpyToSymbol(d_unstable, &zero, sizeof(zero)));
  lbm_macroscopic<<<grid, block>>>(d_f[cur], d_rho, d_u, p);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaMemcpyFromSymbol(&unstable, d_unstable, sizeof(unstable)));
  CUDA_CHECK(cudaMemcpy(h_f, d_f[cur], fbytes, cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(h_rho, d_rho, cells * sizeof(float), cudaMemcpyDeviceToHost));

  lbm_reference(h_ref, h_tmp, p, NSTEPS);
  double err = 0.0, mass = 0.0;
  for (size_t i = 0; i < Q * cells; ++i)
    err = fmax(err, fabs(h_ref[i] - h_f[i]));
  for (size_t i = 0; i < cells; ++i)
    mass += h_rho[i];
  printf("unstable cells %u, mass %.6f, max error %g: %s\n", unstable, mass / cells, err,
         err < 1e-4 ? "PASS" : "FAIL");

  cudaFree(d_f[0]);
  cudaFree(d_f[1]);
  cudaFree(d_rho);
  cudaFree(d_u);
  free(h_f);
  free(h_ref);
  free(h_tmp);
  free(h_rho);
  return err < 1e-4 ? 0 : 1;
}
