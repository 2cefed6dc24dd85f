// cub::DeviceReduce::Sum and cub::DeviceRadixSort::SortKeys on N floats
// (bench/cub_reduce_sort.py): prints the median milliseconds of REPS timed
// calls of each (after one untimed call), the temporary storage allocated
// once beforehand, and the results' checks against the host.
//   cub_bench N REPS
#include <cub/device/device_radix_sort.cuh>
#include <cub/device/device_reduce.cuh>
#include <cuda_runtime.h>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

template <typename F> static double medianMs(int reps, F f) {
  std::vector<double> ms;
  f();
  cudaDeviceSynchronize();
  for (int r = 0; r < reps; ++r) {
    auto start = std::chrono::steady_clock::now();
    f();
    cudaDeviceSynchronize();
    ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                     .count());
  }
  std::sort(ms.begin(), ms.end());
  return ms[ms.size() / 2];
}

int main(int argc, char **argv) {
  int n = argc > 1 ? std::atoi(argv[1]) : 10000000;
  int reps = argc > 2 ? std::atoi(argv[2]) : 5;
  std::vector<float> h(n);
  unsigned s = 12345u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    h[i] = (float)(s >> 8) / 16777216.0f - 0.5f;
  }
  float *din, *dout, *dsum;
  cudaMalloc(&din, n * sizeof(float));
  cudaMalloc(&dout, n * sizeof(float));
  cudaMalloc(&dsum, sizeof(float));
  cudaMemcpy(din, h.data(), n * sizeof(float), cudaMemcpyHostToDevice);
  size_t reduceBytes = 0, sortBytes = 0;
  cub::DeviceReduce::Sum(nullptr, reduceBytes, din, dsum, n);
  cub::DeviceRadixSort::SortKeys(nullptr, sortBytes, din, dout, n);
  void *reduceTemp, *sortTemp;
  cudaMalloc(&reduceTemp, reduceBytes);
  cudaMalloc(&sortTemp, sortBytes);
  double reduceMs =
      medianMs(reps, [&] { cub::DeviceReduce::Sum(reduceTemp, reduceBytes, din, dsum, n); });
  double sortMs =
      medianMs(reps, [&] { cub::DeviceRadixSort::SortKeys(sortTemp, sortBytes, din, dout, n); });
  float sum;
  cudaMemcpy(&sum, dsum, sizeof(float), cudaMemcpyDeviceToHost);
  double ref = 0;
  for (float x : h)
    ref += x;
  std::vector<float> sorted(n);
  cudaMemcpy(sorted.data(), dout, n * sizeof(float), cudaMemcpyDeviceToHost);
  std::sort(h.begin(), h.end());
  bool sumOk = std::fabs(sum - ref) <= 1e-3 * n * 1e-3 + 1e-2;
  bool sortOk = sorted == h;
  std::printf("reduce %.3f\nsort %.3f\nchecks %d\n", reduceMs, sortMs, sumOk && sortOk ? 1 : 0);
  return sumOk && sortOk ? 0 : 1;
}
