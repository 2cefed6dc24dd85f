// The CUDA kernel both programs use: y = a * x + y over n elements.
#ifndef ULTIMA_INSTALL_CONSUMER_SAXPY_H
#define ULTIMA_INSTALL_CONSUMER_SAXPY_H

inline constexpr const char SaxpyCuda[] = R"(
__global__ void saxpy(float a, const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}
)";

#endif
