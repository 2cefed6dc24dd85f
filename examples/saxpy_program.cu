// A whole CUDA program, host code and all: ultima emits only the kernel,
// and `ultima --emit-launches` lists the launch in main (docs/whole-files.md).
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <cuda_runtime.h>

#define CHECK(call)                                                            \
  do {                                                                         \
    cudaError_t err = (call);                                                  \
    if (err != cudaSuccess) {                                                  \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(err)); \
      exit(EXIT_FAILURE);                                                      \
    }                                                                          \
  } while (0)

__global__ void saxpy(float a, const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1 << 20;
  size_t bytes = n * sizeof(float);
  float *hx = (float *)malloc(bytes), *hy = (float *)malloc(bytes);
  for (int i = 0; i < n; i++) {
    hx[i] = sinf(i);
    hy[i] = 1.0f;
  }
  float *dx, *dy;
  CHECK(cudaMalloc(&dx, bytes));
  CHECK(cudaMalloc(&dy, bytes));
  CHECK(cudaMemcpy(dx, hx, bytes, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dy, hy, bytes, cudaMemcpyHostToDevice));
  saxpy<<<(n + 255) / 256, 256>>>(2.0f, dx, dy, n);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(hy, dy, bytes, cudaMemcpyDeviceToHost));
  double maxError = 0;
  for (int i = 0; i < n; i++)
    maxError = fmax(maxError, fabs(hy[i] - (2.0f * hx[i] + 1.0f)));
  printf("max error: %g\n", maxError);
  CHECK(cudaFree(dx));
  CHECK(cudaFree(dy));
  free(hx);
  free(hy);
  return 0;
}
