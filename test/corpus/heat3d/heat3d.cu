/*
 * heat3d.cu - explicit heat equation on a 3-D grid, 7-point stencil.
 *
 * A 2-D grid of 2-D blocks covers the x-y plane; every thread marches along
 * z, keeping the cells below and above it in registers and the current
 * plane (with a one-cell halo) in a shared tile. The kernel is a template
 * over the element type, launched with an explicit template argument; the
 * host swaps the input and output grids between time steps.
 */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <sys/time.h>
#include <cuda_runtime.h>

#ifdef MINI_DATASET
#define NX 40
#define NY 24
#define NZ 16
#define STEPS 5
#else
#define NX 256
#define NY 256
#define NZ 256
#define STEPS 100
#endif

#define BX 32
#define BY 8

#ifdef USE_DOUBLE
typedef double real;
#else
typedef float real;
#endif

#define CUDA_CHECK(ans)                                                        \
  {                                                                            \
    gpuAssert((ans), __FILE__, __LINE__);                                      \
  }
inline void gpuAssert(cudaError_t code, const char *file, int line, bool abort = true) {
  if (code != cudaSuccess) {
    fprintf(stderr, "GPUassert: %s %s %d\n", cudaGetErrorString(code), file, line);
    if (abort)
      exit(code);
  }
}

template <typename T>
__global__ void heat3d_kernel(const T *__restrict__ in, T *__restrict__ out, int nx, int ny,
                              int nz, T alpha) {
  __shared__ T plane[BY + 2][BX + 2];

  const int x = blockIdx.x * BX + threadIdx.x;
  const int y = blockIdx.y * BY + threadIdx.y;
  const int lx = threadIdx.x + 1, ly = threadIdx.y + 1;
  const bool active = x < nx && y < ny;
  const bool interior = x > 0 && y > 0 && x < nx - 1 && y < ny - 1;
  const size_t stride = (size_t)nx * ny;
  size_t idx = (size_t)y * nx + x;

  T below = 0, current = 0, above = 0;
  if (active) {
    current = in[idx];
    above = in[idx + stride];
    out[idx] = current; /* z = 0 boundary plane is copied */
  }

  for (int z = 1; z < nz - 1; ++z) {
    below = current;
    current = above;
    idx += stride;
    if (active)
      above = in[idx + stride];

    __syncthreads(); /* the previous plane is no longer read */
    if (active) {
      plane[ly][lx] = current;
      if (threadIdx.x == 0 && x > 0)
        plane[ly][0] = in[idx - 1];
      if (threadIdx.x == BX - 1 && x + 1 < nx)
        plane[ly][BX + 1] = in[idx + 1];
      if (threadIdx.y == 0 && y > 0)
        plane[0][lx] = in[idx - nx];
      if (threadIdx.y == BY - 1 && y + 1 < ny)
        plane[BY + 1][lx] = in[idx + nx];
    }
    __syncthreads();

    if (interior) {
      T lap = plane[ly][lx - 1] + plane[ly][lx + 1] + plane[ly - 1][lx] + plane[ly + 1][lx] +
              below + above - 6 * current;
      out[idx] = current + alpha * lap;
    } else if (active) {
      out[idx] = current;
    }
  }
  if (active)
    out[idx + stride] = above; /* z = nz-1 boundary plane */
}

static void heat3d_reference(real *u, real *v, real alpha, int steps) {
  for (int s = 0; s < steps; ++s) {
    for (int z = 0; z < NZ; ++z)
      for (int y = 0; y < NY; ++y)
        for (int x = 0; x < NX; ++x) {
          size_t i = ((size_t)z * NY + y) * NX + x;
          if (x == 0 || y == 0 || z == 0 || x == NX - 1 || y == NY - 1 || z == NZ - 1) {
            v[i] = u[i];
            continue;
          }
          real lap = u[i - 1] + u[i + 1] + u[i - NX] + u[i + NX] + u[i - NX * NY] +
                     u[i + NX * NY] - 6 * u[i];
          v[i] = u[i] + alpha * lap;
        }
    real *t = u;
    u = v;
    v = t;
  }
}

int main(int argc, char **argv) {
  const size_t n = (size_t)NX * NY * NZ;
  const size_t bytes = n * sizeof(real);
  const real alpha = (real)0.1;
  real *h_u = (real *)malloc(bytes), *h_v = (real *)malloc(bytes), *h_out = (real *)malloc(bytes);

  /* A hot sphere in the middle of a cold box. */
  for (int z = 0; z < NZ; ++z)
    for (int y = 0; y < NY; ++y)
      for (int x = 0; x < NX; ++x) {
        double dx = x - NX / 2.0, dy = y - NY / 2.0, dz = z - NZ / 2.0;
        double r = sqrt(dx * dx + dy * dy + dz * dz);
        h_u[((size_t)z * NY + y) * NX + x] = (real)(r < NX / 4.0 ? 100.0 : 0.0);
      }

  real *d_u, *d_v;
  CUDA_CHECK(cudaMalloc((void **)&d_u, bytes));
  CUDA_CHECK(cudaMalloc((void **)&d_v, bytes));
  CUDA_CHECK(cudaMemcpy(d_u, h_u, bytes, cudaMemcpyHostToDevice));

  dim3 block(BX, BY);
  dim3 grid((NX + BX - 1) / BX, (NY + BY - 1) / BY);

  cudaEvent_t start, stop;
  CUDA_CHECK(cudaEventCreate(&start));
  CUDA_CHECK(cudaEventCreate(&stop));
  CUDA_CHECK(cudaEventRecord(start));
  for (int s = 0; s < STEPS; ++s) {
    heat3d_kernel<real><<<grid, block>>>(d_u, d_v, NX, NY, NZ, alpha);
    real *t = d_u;
    d_u = d_v;
    d_v = t;
  }
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaEventRecord(stop));
  CUDA_CHECK(cudaEventSynchronize(stop));
  float ms;
  CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));
  double gcells = (double)n * STEPS / (ms * 1e-3) / 1e9;
  printf("%d steps in %.3f ms (%.2f Gcells/s)\n", STEPS, ms, gcells);
  CUDA_CHECK(cudaMemcpy(h_out, d_u, bytes, cudaMemcpyDeviceToHost));

  heat3d_reference(h_u, h_v, alpha, STEPS);
  const real *ref = (STEPS % 2 == 0) ? h_u : h_v;
  double err = 0.0;
  for (size_t i = 0; i < n; ++i)
    err = fmax(err, fabs((double)ref[i] - (double)h_out[i]));
  printf("max error %g: %s\n", err, err < 1e-3 ? "PASSED" : "FAILED");

  CUDA_CHECK(cudaEventDestroy(start));
  CUDA_CHECK(cudaEventDestroy(stop));
  CUDA_CHECK(cudaFree(d_u));
  CUDA_CHECK(cudaFree(d_v));
  free(h_u);
  free(h_v);
  free(h_out);
  return err < 1e-3 ? 0 : 1;
}
