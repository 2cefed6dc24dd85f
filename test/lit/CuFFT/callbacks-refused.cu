// cuFFT's callbacks (device function pointers, which OpenCL C 1.2 cannot
// call) and its multi-GPU calls are not provided: each use is a located
// error that names what is missing, in device and host code alike.
// RUN: not %ultima %s 2>&1 | FileCheck %s
#include <cufftXt.h>

__device__ cufftComplex loadScaled(void *in, size_t i, void *info, void *shared) {
  return ((cufftComplex *)in)[i];
}
// CHECK: callbacks-refused.cu:[[@LINE+1]]:12: error: cuFFT callbacks (device function pointers) are not provided by ultima [ultima-unsupported-construct]
__device__ cufftCallbackLoadC loadPtr = loadScaled;

int setUp(cufftHandle plan, void **callback) {
  // CHECK: callbacks-refused.cu:[[@LINE+1]]:10: error: cuFFT callbacks (device function pointers) are not provided by ultima [ultima-unsupported-construct]
  return cufftXtSetCallback(plan, callback, CUFFT_CB_LD_COMPLEX, nullptr);
}

int spread(cufftHandle plan) {
  int gpus[2] = {0, 1};
  // CHECK: callbacks-refused.cu:[[@LINE+1]]:10: error: cuFFT's multi-GPU API is not provided by ultima (one device) [ultima-unsupported-construct]
  return cufftXtSetGPUs(plan, 2, gpus);
}
