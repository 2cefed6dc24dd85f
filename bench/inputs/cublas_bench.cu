// cublasSgemm (libultima-cublas on CLBlast) against a tiled shared-memory
// matrix-multiply kernel, the textbook CUDA formulation that NVIDIA's
// matrixMul sample also uses, both translated and run by ultima
// (bench/cublas_sgemm.py). Prints the median milliseconds of REPS calls after
// a warm-up, each synchronised, and whether the two products agree.
//   cublas_bench N REPS
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cublas_v2.h>
#include <vector>

#define TILE 16

// C = A B for row-major n x n matrices, n a multiple of TILE.
__global__ void tiledMatMul(const float *A, const float *B, float *C, int n) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  int row = blockIdx.y * TILE + threadIdx.y, col = blockIdx.x * TILE + threadIdx.x;
  float sum = 0.0f;
  for (int t = 0; t < n; t += TILE) {
    As[threadIdx.y][threadIdx.x] = A[row * n + t + threadIdx.x];
    Bs[threadIdx.y][threadIdx.x] = B[(t + threadIdx.y) * n + col];
    __syncthreads();
    for (int k = 0; k < TILE; ++k)
      sum += As[threadIdx.y][k] * Bs[k][threadIdx.x];
    __syncthreads();
  }
  C[row * n + col] = sum;
}

template <typename F> static double medianMs(int reps, F f) {
  f();
  cudaDeviceSynchronize();
  std::vector<double> times;
  for (int r = 0; r < reps; ++r) {
    auto start = std::chrono::steady_clock::now();
    f();
    cudaDeviceSynchronize();
    times.push_back(
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
            .count());
  }
  std::sort(times.begin(), times.end());
  return times[times.size() / 2];
}

int main(int argc, char **argv) {
  int n = argc > 1 ? std::atoi(argv[1]) : 1024, reps = argc > 2 ? std::atoi(argv[2]) : 5;
  n = (n + TILE - 1) / TILE * TILE;
  size_t bytes = sizeof(float) * n * n;
  std::vector<float> a(n * (size_t)n), b(n * (size_t)n);
  for (size_t i = 0; i < a.size(); ++i) {
    a[i] = (float)((i * 7919) % 1000) / 1000.0f - 0.5f;
    b[i] = (float)((i * 104729) % 1000) / 1000.0f - 0.5f;
  }
  float *dA, *dB, *dC1, *dC2;
  cudaMalloc(&dA, bytes);
  cudaMalloc(&dB, bytes);
  cudaMalloc(&dC1, bytes);
  cudaMalloc(&dC2, bytes);
  cudaMemcpy(dA, a.data(), bytes, cudaMemcpyHostToDevice);
  cudaMemcpy(dB, b.data(), bytes, cudaMemcpyHostToDevice);
  cublasHandle_t h;
  cublasCreate(&h);
  const float one = 1.0f, zero = 0.0f;
  // Row-major C = A B is column-major C^T = B^T A^T: swap the operands.
  double blas = medianMs(reps, [&] {
    cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, dB, n, dA, n, &zero, dC1, n);
  });
  dim3 block(TILE, TILE), grid(n / TILE, n / TILE);
  double kernel = medianMs(reps, [&] { tiledMatMul<<<grid, block>>>(dA, dB, dC2, n); });
  std::vector<float> c1(n * (size_t)n), c2(n * (size_t)n);
  cudaMemcpy(c1.data(), dC1, bytes, cudaMemcpyDeviceToHost);
  cudaMemcpy(c2.data(), dC2, bytes, cudaMemcpyDeviceToHost);
  double worst = 0;
  for (size_t i = 0; i < c1.size(); ++i)
    worst = std::max(worst, (double)std::fabs(c1[i] - c2[i]));
  std::printf("n %d\nsgemm %.3f\nkernel %.3f\nagree %d\n", n, blas, kernel, worst < 1e-3 * n);
  cublasDestroy(h);
  return 0;
}
