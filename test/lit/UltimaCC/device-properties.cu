// One device, described from the OpenCL device.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
#include <cuda_runtime.h>
#include <cstring>
#include "expect.h"
int main() {
  int count = 0, device = -1;
  EXPECT_ERR(cudaGetDeviceCount(&count), cudaSuccess);
  EXPECT(count == 1);
  EXPECT_ERR(cudaSetDevice(0), cudaSuccess);
  EXPECT_ERR(cudaGetDevice(&device), cudaSuccess);
  EXPECT(device == 0);
  EXPECT_ERR(cudaSetDevice(1), cudaErrorInvalidDevice);
  cudaDeviceProp prop;
  EXPECT_ERR(cudaGetDeviceProperties(&prop, 0), cudaSuccess);
  EXPECT(std::strlen(prop.name) > 0);
  EXPECT(prop.totalGlobalMem > 0);
  EXPECT(prop.maxThreadsPerBlock >= 64);
  EXPECT(prop.maxThreadsDim[0] > 0 && prop.maxThreadsDim[0] <= prop.maxThreadsPerBlock);
  EXPECT(prop.sharedMemPerBlock >= 16384);
  EXPECT(prop.warpSize == 32);
  EXPECT(prop.multiProcessorCount >= 1);
  EXPECT(prop.major == 7 && prop.minor == 2); // sm_72, what device code is parsed for
  int value = 0;
  EXPECT_ERR(cudaDeviceGetAttribute(&value, cudaDevAttrMaxThreadsPerBlock, 0), cudaSuccess);
  EXPECT(value == prop.maxThreadsPerBlock);
  EXPECT_ERR(cudaDeviceGetAttribute(&value, cudaDevAttrMultiProcessorCount, 0), cudaSuccess);
  EXPECT(value == prop.multiProcessorCount);
  EXPECT_ERR(cudaGetDeviceProperties(&prop, 3), cudaErrorInvalidDevice);
  return DONE();
}
// CHECK-NOT: FAILED
// CHECK: OK
