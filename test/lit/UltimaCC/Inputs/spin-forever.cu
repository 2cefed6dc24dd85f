// A kernel that spins until a flag is set, which nothing does.
#include <cstdio>
#include <cuda_runtime.h>
__global__ void spin(volatile int *flag) {
  while (*flag == 0) {
  }
}
int main() {
  int *flag;
  cudaMalloc(&flag, sizeof(int));
  cudaMemset(flag, 0, sizeof(int));
  spin<<<1, 1>>>(flag);
  std::printf("launched\n");
  std::fflush(stdout);
  int host = 0;
  cudaMemcpy(&host, flag, sizeof(int), cudaMemcpyDeviceToHost); // waits for spin
  std::printf("never printed\n");
  return 0;
}
