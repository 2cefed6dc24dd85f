// Prints the chosen device's name, the device count and whether a launch
// worked; or the errors when there is no device.
#include <cuda_runtime.h>
#include <cstdio>
__global__ void one(int *p) { *p = 1; }
int main() {
  int count = 0, *d = nullptr, h = 0;
  cudaError_t e = cudaGetDeviceCount(&count);
  if (e != cudaSuccess) {
    cudaError_t m = cudaMalloc(&d, sizeof(int));
    std::printf("count-error=%s malloc-error=%s\n", cudaGetErrorName(e), cudaGetErrorName(m));
    return 0;
  }
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  cudaMalloc(&d, sizeof(int));
  one<<<1, 1>>>(d);
  cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost);
  std::printf("%s count=%d launch=%s\n", prop.name, count, h == 1 ? "ok" : "wrong");
  return 0;
}
