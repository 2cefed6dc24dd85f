// bench/cufft_c2c.py: a single-precision C2C FFT of N points with cuFFT
// (libultima-cufft on VkFFT), out of place, forward. Prints the median of REPS
// synchronised executions after a warm-up (which builds VkFFT's kernels), in
// ms, and whether the first output bins match a direct DFT of the input.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cufft.h>
#include <vector>

int main(int argc, char **argv) {
  int n = argc > 1 ? std::atoi(argv[1]) : 1 << 20;
  int reps = argc > 2 ? std::atoi(argv[2]) : 5;
  std::vector<cufftComplex> host(n);
  for (int i = 0; i < n; ++i)
    host[i] = make_cuComplex(std::sin(0.001f * i) + (i % 13) * 0.01f, std::cos(0.003f * i));
  cufftComplex *in, *out;
  cudaMalloc(&in, n * sizeof(cufftComplex));
  cudaMalloc(&out, n * sizeof(cufftComplex));
  cudaMemcpy(in, host.data(), n * sizeof(cufftComplex), cudaMemcpyHostToDevice);
  cufftHandle plan;
  if (cufftPlan1d(&plan, n, CUFFT_C2C, 1) != CUFFT_SUCCESS)
    return 1;
  if (cufftExecC2C(plan, in, out, CUFFT_FORWARD) != CUFFT_SUCCESS)
    return 1;
  cudaDeviceSynchronize();
  std::vector<double> times;
  for (int r = 0; r < reps; ++r) {
    auto start = std::chrono::steady_clock::now();
    cufftExecC2C(plan, in, out, CUFFT_FORWARD);
    cudaDeviceSynchronize();
    times.push_back(
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
            .count());
  }
  std::sort(times.begin(), times.end());
  // Bins 0..3 against a direct DFT in double precision, relative to the norm
  // of the input times sqrt(n) (the size of a bin).
  std::vector<cufftComplex> result(4);
  cudaMemcpy(result.data(), out, 4 * sizeof(cufftComplex), cudaMemcpyDeviceToHost);
  double norm = 0;
  for (int i = 0; i < n; ++i)
    norm += (double)host[i].x * host[i].x + (double)host[i].y * host[i].y;
  double scale = std::sqrt(norm) * std::sqrt((double)n), worst = 0;
  for (int k = 0; k < 4; ++k) {
    double re = 0, im = 0;
    for (int i = 0; i < n; ++i) {
      double a = -2 * M_PI * (double)k * i / n, c = std::cos(a), s = std::sin(a);
      re += host[i].x * c - host[i].y * s;
      im += host[i].x * s + host[i].y * c;
    }
    worst = std::max(worst, std::hypot(result[k].x - re, result[k].y - im) / scale);
  }
  std::printf("fft %.3f\nchecks %d\n", times[times.size() / 2], worst < 1e-5 ? 1 : 0);
  cufftDestroy(plan);
  cudaFree(in);
  cudaFree(out);
  return 0;
}
