// Runtime API misuse: each call returns the cudaError_t that docs/cuda-api.md
// gives (CUDA's), keeps it as the last error, and never crashes; the device
// works afterwards. Cases the CUDA runtime API fuzzer found (cudart/fuzz) are
// marked with it.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
#include <cuda_runtime.h>
#include <cstdint>
#include "expect.h"
__global__ void k(int *p) { p[threadIdx.x] = 1; }
__global__ void noShared(int *p) { p[0] = 2; }
int main() {
  int *d = nullptr;
  int host[64] = {};
  EXPECT_ERR(cudaMalloc(&d, 256 * sizeof(int)), cudaSuccess);

  // Null out-parameters.
  EXPECT_ERR(cudaMalloc(nullptr, 16), cudaErrorInvalidValue);
  EXPECT_ERR(cudaMallocHost(nullptr, 16), cudaErrorInvalidValue);
  EXPECT_ERR(cudaHostAlloc(nullptr, 16, 0), cudaErrorInvalidValue);
  EXPECT_ERR(cudaMallocManaged(nullptr, 16), cudaErrorInvalidValue);
  EXPECT_ERR(cudaMallocPitch(nullptr, nullptr, 16, 4), cudaErrorInvalidValue);
  EXPECT_ERR(cudaStreamCreate(nullptr), cudaErrorInvalidValue);
  EXPECT_ERR(cudaStreamCreateWithFlags(nullptr, 0), cudaErrorInvalidValue);
  EXPECT_ERR(cudaEventCreate(nullptr), cudaErrorInvalidValue);
  EXPECT_ERR(cudaEventCreateWithFlags(nullptr, 0), cudaErrorInvalidValue);
  EXPECT_ERR(cudaGetDeviceCount(nullptr), cudaErrorInvalidValue);
  EXPECT_ERR(cudaGetDevice(nullptr), cudaErrorInvalidValue);
  EXPECT_ERR(cudaGetDeviceProperties(nullptr, 0), cudaErrorInvalidValue);
  EXPECT_ERR(cudaDeviceGetAttribute(nullptr, cudaDevAttrWarpSize, 0), cudaErrorInvalidValue);
  EXPECT_ERR(cudaMemGetInfo(nullptr, nullptr), cudaErrorInvalidValue);
  EXPECT_ERR(cudaDriverGetVersion(nullptr), cudaErrorInvalidValue);
  EXPECT_ERR(cudaRuntimeGetVersion(nullptr), cudaErrorInvalidValue);
  EXPECT_ERR(cudaPointerGetAttributes(nullptr, d), cudaErrorInvalidValue);
  EXPECT_ERR(cudaFuncGetAttributes(nullptr, (const void *)k), cudaErrorInvalidValue);
  EXPECT_ERR(cudaStreamGetFlags(nullptr, nullptr), cudaErrorInvalidValue);
  EXPECT_ERR(cudaStreamGetPriority(nullptr, nullptr), cudaErrorInvalidValue);
  EXPECT_ERR(cudaDeviceGetLimit(nullptr, cudaLimitStackSize), cudaErrorInvalidValue);
  EXPECT_ERR(cudaHostGetDevicePointer(nullptr, host, 0), cudaErrorInvalidValue);
  EXPECT_ERR(cudaGetSymbolAddress(nullptr, host), cudaErrorInvalidValue);
  {
    cudaEvent_t a, b;
    EXPECT_ERR(cudaEventCreate(&a), cudaSuccess);
    EXPECT_ERR(cudaEventCreate(&b), cudaSuccess);
    EXPECT_ERR(cudaEventRecord(a), cudaSuccess);
    EXPECT_ERR(cudaEventRecord(b), cudaSuccess);
    EXPECT_ERR(cudaEventSynchronize(b), cudaSuccess);
    EXPECT_ERR(cudaEventElapsedTime(nullptr, a, b), cudaErrorInvalidValue);
    EXPECT_ERR(cudaEventDestroy(a), cudaSuccess);
    EXPECT_ERR(cudaEventDestroy(b), cudaSuccess);
  }

  // Frees.
  EXPECT_ERR(cudaFree(nullptr), cudaSuccess);
  int *twice = nullptr;
  EXPECT_ERR(cudaMalloc(&twice, 64), cudaSuccess);
  EXPECT_ERR(cudaFree(twice), cudaSuccess);
  EXPECT_ERR(cudaFree(twice), cudaErrorInvalidValue);          // freed twice
  EXPECT_ERR(cudaFree(host), cudaErrorInvalidValue);           // a host pointer
  EXPECT_ERR(cudaFree(d + 1), cudaErrorInvalidValue);          // inside an allocation
  EXPECT_ERR(cudaFreeHost(host), cudaErrorInvalidValue);       // not from cudaMallocHost
  EXPECT_ERR(cudaFreeHost(d), cudaErrorInvalidValue);          // device memory
  EXPECT_ERR(cudaHostUnregister(host), cudaErrorHostMemoryNotRegistered);

  // Copies and memsets.
  EXPECT_ERR(cudaMemcpy(d, host, sizeof host, (cudaMemcpyKind)7), cudaErrorInvalidMemcpyDirection);
  EXPECT_ERR(cudaMemcpy(d, host, SIZE_MAX, cudaMemcpyHostToDevice), cudaErrorInvalidValue); // fuzzer
  EXPECT_ERR(cudaMemcpy(host, d, SIZE_MAX - 3, cudaMemcpyDeviceToHost), cudaErrorInvalidValue);
  EXPECT_ERR(cudaMemcpy(d + 200, d, 100 * sizeof(int), cudaMemcpyDeviceToDevice), cudaErrorInvalidValue);
  EXPECT_ERR(cudaMemcpy(d, nullptr, 16, cudaMemcpyHostToDevice), cudaErrorInvalidValue);
  EXPECT_ERR(cudaMemcpy(nullptr, d, 16, cudaMemcpyDeviceToHost), cudaErrorInvalidValue);
  EXPECT_ERR(cudaMemcpy(twice, host, 16, cudaMemcpyHostToDevice), cudaErrorInvalidValue); // freed
  EXPECT_ERR(cudaMemcpy(host, twice, 16, cudaMemcpyDeviceToHost), cudaErrorInvalidValue);
  EXPECT_ERR(cudaMemcpyAsync(d, host, SIZE_MAX, cudaMemcpyHostToDevice, 0), cudaErrorInvalidValue);
  EXPECT_ERR(cudaMemset(d, 0, SIZE_MAX), cudaErrorInvalidValue);
  EXPECT_ERR(cudaMemset(d + 255, 0, 8), cudaErrorInvalidValue);
  EXPECT_ERR(cudaMemset(twice, 0, 8), cudaErrorInvalidValue);
  EXPECT_ERR(cudaMemset(nullptr, 0, 8), cudaErrorInvalidValue);
  // The wrong (but valid) kind: the addresses decide (cudaMemcpyDefault).
  EXPECT_ERR(cudaMemcpy(d, host, sizeof host, cudaMemcpyDeviceToHost), cudaSuccess);
  // Overlapping device ranges (fuzzer): copied, as memmove here (the result
  // is undefined in CUDA); OpenCL refuses such a copy.
  for (int i = 0; i < 64; ++i)
    host[i] = i;
  EXPECT_ERR(cudaMemcpy(d, host, sizeof host, cudaMemcpyHostToDevice), cudaSuccess);
  EXPECT_ERR(cudaMemcpy(d + 1, d, 16 * sizeof(int), cudaMemcpyDeviceToDevice), cudaSuccess);
  EXPECT_ERR(cudaMemcpy(host, d, sizeof host, cudaMemcpyDeviceToHost), cudaSuccess);
  EXPECT(host[0] == 0 && host[1] == 0 && host[16] == 15 && host[17] == 17);
  void *huge = nullptr;
  EXPECT_ERR(cudaMalloc(&huge, SIZE_MAX), cudaErrorMemoryAllocation);
  EXPECT_ERR(cudaMalloc(&huge, SIZE_MAX - 100), cudaErrorMemoryAllocation);

  // Launches.
  k<<<dim3(1, 0, 1), 32>>>(d);
  EXPECT_ERR(cudaGetLastError(), cudaErrorInvalidConfiguration);
  k<<<1, dim3(32, 0, 1)>>>(d);
  EXPECT_ERR(cudaGetLastError(), cudaErrorInvalidConfiguration);
  k<<<-1, 32>>>(d); // -1 is 2^32-1 blocks: beyond maxGridSize.x
  EXPECT_ERR(cudaGetLastError(), cudaErrorInvalidConfiguration);
  k<<<1, -1>>>(d);
  EXPECT_ERR(cudaGetLastError(), cudaErrorInvalidConfiguration);
  k<<<dim3(1, 65536), 1>>>(d);
  EXPECT_ERR(cudaGetLastError(), cudaErrorInvalidConfiguration);
  cudaDeviceProp prop;
  EXPECT_ERR(cudaGetDeviceProperties(&prop, 0), cudaSuccess);
  noShared<<<1, 1, prop.sharedMemPerBlock + 1>>>(d); // too much shared memory, even unused (fuzzer)
  EXPECT_ERR(cudaGetLastError(), cudaErrorInvalidValue);
  k<<<1, 4>>>(twice); // a freed pointer (fuzzer: it was the end of the allocation before it)
  EXPECT_ERR(cudaGetLastError(), cudaErrorInvalidDevicePointer);
  EXPECT_ERR(cudaLaunchKernel((const void *)&main, 1, 1, nullptr, 0, 0), cudaErrorInvalidDeviceFunction);
  EXPECT_ERR(cudaLaunchKernel((const void *)k, 1, 1, nullptr, 0, 0), cudaErrorInvalidValue); // no args

  // Streams and events.
  cudaStream_t s;
  EXPECT_ERR(cudaStreamCreate(&s), cudaSuccess);
  EXPECT_ERR(cudaStreamDestroy(s), cudaSuccess);
  EXPECT_ERR(cudaStreamDestroy(s), cudaErrorInvalidResourceHandle);  // destroyed twice
  EXPECT_ERR(cudaStreamSynchronize(s), cudaErrorInvalidResourceHandle);
  EXPECT_ERR(cudaStreamQuery(s), cudaErrorInvalidResourceHandle);
  EXPECT_ERR(cudaMemcpyAsync(d, host, 16, cudaMemcpyHostToDevice, s), cudaErrorInvalidResourceHandle);
  EXPECT_ERR(cudaMemsetAsync(d, 0, 0, s), cudaErrorInvalidResourceHandle); // fuzzer: no bytes
  EXPECT_ERR(cudaMemcpyAsync(d, host, 0, cudaMemcpyHostToDevice, s), cudaErrorInvalidResourceHandle);
  k<<<1, 4, 0, s>>>(d);
  EXPECT_ERR(cudaGetLastError(), cudaErrorInvalidResourceHandle);
  EXPECT_ERR(cudaStreamCreateWithFlags(&s, 12345), cudaErrorInvalidValue);
  cudaEvent_t e, never, notiming;
  EXPECT_ERR(cudaEventCreate(&e), cudaSuccess);
  EXPECT_ERR(cudaEventCreate(&never), cudaSuccess);
  EXPECT_ERR(cudaEventCreateWithFlags(&notiming, cudaEventDisableTiming), cudaSuccess);
  EXPECT_ERR(cudaEventCreateWithFlags(&e, 0x100), cudaErrorInvalidValue);
  EXPECT_ERR(cudaEventRecord(e), cudaSuccess);
  EXPECT_ERR(cudaEventRecord(notiming), cudaSuccess);
  EXPECT_ERR(cudaEventSynchronize(notiming), cudaSuccess);
  EXPECT_ERR(cudaEventQuery(never), cudaSuccess);
  EXPECT_ERR(cudaEventSynchronize(never), cudaSuccess);
  float ms = 0;
  EXPECT_ERR(cudaEventElapsedTime(&ms, e, never), cudaErrorInvalidResourceHandle);
  EXPECT_ERR(cudaEventElapsedTime(&ms, e, notiming), cudaErrorInvalidResourceHandle);
  EXPECT_ERR(cudaEventRecord(e, s), cudaErrorInvalidResourceHandle); // a destroyed stream
  EXPECT_ERR(cudaEventDestroy(never), cudaSuccess);
  EXPECT_ERR(cudaEventDestroy(never), cudaErrorInvalidResourceHandle); // destroyed twice
  EXPECT_ERR(cudaEventRecord(never), cudaErrorInvalidResourceHandle);
  EXPECT_ERR(cudaEventQuery(never), cudaErrorInvalidResourceHandle);
  EXPECT_ERR(cudaEventSynchronize(never), cudaErrorInvalidResourceHandle);
  EXPECT_ERR(cudaEventElapsedTime(&ms, e, never), cudaErrorInvalidResourceHandle);
  EXPECT_ERR(cudaStreamWaitEvent(0, never, 0), cudaErrorInvalidResourceHandle);

  // Devices.
  EXPECT_ERR(cudaSetDevice(1), cudaErrorInvalidDevice);
  EXPECT_ERR(cudaSetDevice(-1), cudaErrorInvalidDevice);
  EXPECT_ERR(cudaGetDeviceProperties(&prop, 7), cudaErrorInvalidDevice);

  // The last error is the last failure; the device still works.
  EXPECT_ERR(cudaPeekAtLastError(), cudaErrorInvalidDevice);
  EXPECT_ERR(cudaGetLastError(), cudaErrorInvalidDevice);
  EXPECT_ERR(cudaGetLastError(), cudaSuccess);
  k<<<1, 64>>>(d);
  EXPECT_ERR(cudaMemcpy(host, d, sizeof host, cudaMemcpyDeviceToHost), cudaSuccess);
  EXPECT(host[0] == 1 && host[63] == 1);
  EXPECT_ERR(cudaFree(d), cudaSuccess);
  return DONE();
}
// CHECK-NOT: FAILED
// CHECK: OK
