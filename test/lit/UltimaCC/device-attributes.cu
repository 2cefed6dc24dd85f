// Every cudaDeviceAttr CUDA 11.8 defines has an answer, equal to the
// matching cudaDeviceProp field; one device has no peer; the device-wide
// settings are kept and reported back (CUDA Runtime API, "Device Management").
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
#include <cuda_runtime.h>
#include <cuda_profiler_api.h>
#include <cstring>
#include "expect.h"

int main() {
  cudaDeviceProp p;
  EXPECT_ERR(cudaGetDeviceProperties(&p, 0), cudaSuccess);
  struct {
    cudaDeviceAttr attr;
    long long expected;
  } checks[] = {
      {cudaDevAttrMaxThreadsPerBlock, p.maxThreadsPerBlock},
      {cudaDevAttrMaxBlockDimX, p.maxThreadsDim[0]},
      {cudaDevAttrMaxBlockDimZ, p.maxThreadsDim[2]},
      {cudaDevAttrMaxGridDimX, 2147483647},
      {cudaDevAttrMaxGridDimY, 65535},
      {cudaDevAttrMaxGridDimZ, 65535},
      {cudaDevAttrMaxSharedMemoryPerBlock, (long long)p.sharedMemPerBlock},
      {cudaDevAttrTotalConstantMemory, (long long)p.totalConstMem},
      {cudaDevAttrWarpSize, 32},
      {cudaDevAttrClockRate, p.clockRate},
      {cudaDevAttrMultiProcessorCount, p.multiProcessorCount},
      {cudaDevAttrComputeMode, cudaComputeModeDefault},
      {cudaDevAttrCanMapHostMemory, p.canMapHostMemory},
      {cudaDevAttrIntegrated, p.integrated},
      {cudaDevAttrConcurrentKernels, p.concurrentKernels},
      {cudaDevAttrL2CacheSize, p.l2CacheSize},
      {cudaDevAttrUnifiedAddressing, 1},
      {cudaDevAttrComputeCapabilityMajor, 7},
      {cudaDevAttrComputeCapabilityMinor, 2},
      {cudaDevAttrMaxTexture2DWidth, p.maxTexture2D[0]},
      {cudaDevAttrMaxSurface3DDepth, p.maxSurface3D[2]},
      {cudaDevAttrStreamPrioritiesSupported, p.streamPrioritiesSupported},
      {cudaDevAttrMaxSharedMemoryPerMultiprocessor, (long long)p.sharedMemPerMultiprocessor},
      {cudaDevAttrCooperativeLaunch, p.cooperativeLaunch},
      {cudaDevAttrMaxBlocksPerMultiprocessor, p.maxBlocksPerMultiProcessor},
      {cudaDevAttrMemoryPoolsSupported, 1},
  };
  for (auto &c : checks) {
    int value = -12345;
    EXPECT_ERR(cudaDeviceGetAttribute(&value, c.attr, 0), cudaSuccess);
    if (value != c.expected) {
      ++failures;
      std::printf("FAILED attribute %d: %d, expected %lld\n", (int)c.attr, value, c.expected);
    }
  }
  // Every value of the enumeration answers; only a value outside it fails.
  int answered = 0;
  for (int a = 1; a <= 121; ++a) {
    int value;
    answered += cudaDeviceGetAttribute(&value, (cudaDeviceAttr)a, 0) == cudaSuccess;
  }
  // CHECK: 111 attributes
  std::printf("%d attributes\n", answered);
  cudaGetLastError();
  int value;
  EXPECT_ERR(cudaDeviceGetAttribute(&value, (cudaDeviceAttr)100000, 0), cudaErrorInvalidValue);
  EXPECT_ERR(cudaDeviceGetAttribute(&value, cudaDevAttrWarpSize, 1), cudaErrorInvalidDevice);
  EXPECT_ERR(cudaDeviceGetAttribute(nullptr, cudaDevAttrWarpSize, 0), cudaErrorInvalidValue);

  // Peers: a device is not its own peer, and there is no other.
  int can = -1;
  EXPECT_ERR(cudaDeviceCanAccessPeer(&can, 0, 0), cudaSuccess);
  EXPECT(can == 0);
  EXPECT_ERR(cudaDeviceCanAccessPeer(&can, 0, 1), cudaErrorInvalidDevice);
  EXPECT_ERR(cudaDeviceEnablePeerAccess(0, 0), cudaErrorInvalidDevice);
  EXPECT_ERR(cudaDeviceDisablePeerAccess(0), cudaErrorPeerAccessNotEnabled);

  // Settings that are kept and reported back.
  size_t limit = 0;
  EXPECT_ERR(cudaDeviceGetLimit(&limit, cudaLimitMallocHeapSize), cudaSuccess);
  EXPECT(limit == 8 * 1024 * 1024); // CUDA's default heap
  EXPECT_ERR(cudaDeviceSetLimit(cudaLimitPrintfFifoSize, 4 << 20), cudaSuccess);
  EXPECT_ERR(cudaDeviceGetLimit(&limit, cudaLimitPrintfFifoSize), cudaSuccess);
  EXPECT(limit == 4 << 20);
  EXPECT_ERR(cudaDeviceSetLimit((cudaLimit)99, 1), cudaErrorUnsupportedLimit);
  cudaFuncCache cache;
  EXPECT_ERR(cudaDeviceSetCacheConfig(cudaFuncCachePreferShared), cudaSuccess);
  EXPECT_ERR(cudaDeviceGetCacheConfig(&cache), cudaSuccess);
  EXPECT(cache == cudaFuncCachePreferShared);
  unsigned int flags = 0;
  EXPECT_ERR(cudaSetDeviceFlags(cudaDeviceScheduleBlockingSync), cudaSuccess);
  EXPECT_ERR(cudaGetDeviceFlags(&flags), cudaSuccess);
  EXPECT((flags & cudaDeviceScheduleBlockingSync) && (flags & cudaDeviceMapHost));
  int least = 7, greatest = 7;
  EXPECT_ERR(cudaDeviceGetStreamPriorityRange(&least, &greatest), cudaSuccess);
  EXPECT(least == 0 && greatest == -1);
  char bus[32];
  EXPECT_ERR(cudaDeviceGetPCIBusId(bus, sizeof bus, 0), cudaSuccess);
  int byBus = -1;
  EXPECT_ERR(cudaDeviceGetByPCIBusId(&byBus, bus), cudaSuccess);
  EXPECT(byBus == 0);
  int chosen = -1;
  EXPECT_ERR(cudaChooseDevice(&chosen, &p), cudaSuccess);
  EXPECT(chosen == 0);
  // The profiler calls succeed and do nothing.
  EXPECT_ERR(cudaProfilerStart(), cudaSuccess);
  EXPECT_ERR(cudaProfilerStop(), cudaSuccess);
  return DONE();
}
// CHECK-NOT: FAILED
// CHECK: OK
