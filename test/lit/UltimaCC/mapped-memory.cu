// Zero-copy and managed memory (CUDA Programming Guide, "Mapped Memory" and
// "Unified Memory"): kernels read and write page-locked, registered and
// managed host memory in place, at the same address as the host (unified
// addressing), and the host sees their writes after a synchronisation.
// cudaPointerGetAttributes tells the kinds of memory apart; pitched 3-D
// memory is copied and set plane by plane.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
#include <cuda_runtime.h>
#include <cstdlib>
#include "expect.h"

__global__ void axpy(float a, const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

int main() {
  const int n = 1000;
  int can = 0;
  EXPECT_ERR(cudaDeviceGetAttribute(&can, cudaDevAttrCanMapHostMemory, 0), cudaSuccess);
  EXPECT(can == 1);
  EXPECT_ERR(cudaSetDeviceFlags(cudaDeviceMapHost), cudaSuccess);

  // Page-locked mapped memory, used by a kernel through its device pointer.
  float *x, *y, *dx, *dy;
  EXPECT_ERR(cudaHostAlloc(&x, n * sizeof(float), cudaHostAllocMapped), cudaSuccess);
  EXPECT_ERR(cudaHostAlloc(&y, n * sizeof(float), cudaHostAllocMapped), cudaSuccess);
  for (int i = 0; i < n; ++i) {
    x[i] = (float)i;
    y[i] = 1.0f;
  }
  EXPECT_ERR(cudaHostGetDevicePointer(&dx, x, 0), cudaSuccess);
  EXPECT_ERR(cudaHostGetDevicePointer(&dy, y, 0), cudaSuccess);
  axpy<<<(n + 127) / 128, 128>>>(2.0f, dx, dy, n);
  EXPECT_ERR(cudaDeviceSynchronize(), cudaSuccess);
  int wrong = 0;
  for (int i = 0; i < n; ++i)
    wrong += y[i] != 2.0f * i + 1.0f;
  // The host's later writes reach the next launch.
  for (int i = 0; i < n; ++i)
    y[i] = 0.0f;
  axpy<<<(n + 127) / 128, 128>>>(1.0f, dx, dy, n);
  EXPECT_ERR(cudaDeviceSynchronize(), cudaSuccess);
  for (int i = 0; i < n; ++i)
    wrong += y[i] != (float)i;
  // CHECK: mapped wrong 0
  std::printf("mapped wrong %d\n", wrong);
  unsigned int flags = 0;
  EXPECT_ERR(cudaHostGetFlags(&flags, x), cudaSuccess);
  EXPECT(flags & cudaHostAllocMapped);

  // Registered ordinary memory, and managed memory, used in place.
  float *plain = static_cast<float *>(std::malloc(n * sizeof(float)));
  for (int i = 0; i < n; ++i)
    plain[i] = 3.0f;
  EXPECT_ERR(cudaHostRegister(plain, n * sizeof(float), cudaHostRegisterMapped), cudaSuccess);
  EXPECT_ERR(cudaHostRegister(plain, n * sizeof(float), 0), cudaErrorHostMemoryAlreadyRegistered);
  float *managed;
  EXPECT_ERR(cudaMallocManaged(&managed, n * sizeof(float)), cudaSuccess);
  for (int i = 0; i < n; ++i)
    managed[i] = -1.0f;
  axpy<<<(n + 127) / 128, 128>>>(0.5f, plain, managed, n);
  EXPECT_ERR(cudaStreamSynchronize(0), cudaSuccess);
  wrong = 0;
  for (int i = 0; i < n; ++i)
    wrong += managed[i] != 0.5f;
  // CHECK: managed wrong 0
  std::printf("managed wrong %d\n", wrong);
  EXPECT_ERR(cudaMemAdvise(managed, n * sizeof(float), cudaMemAdviseSetReadMostly, 0),
             cudaSuccess);
  EXPECT_ERR(cudaMemPrefetchAsync(managed, n * sizeof(float), 0, 0), cudaSuccess);
  EXPECT_ERR(cudaMemPrefetchAsync(plain, n * sizeof(float), 0, 0), cudaErrorInvalidValue);
  // CUDA 12.2's location forms (cudaMemPrefetchAsync_v2, and the C++
  // overloads CUDA 13 keeps): the host, or device 0, the only device.
  cudaMemLocation onHost = {cudaMemLocationTypeHost, 0}, device0 = {cudaMemLocationTypeDevice, 0};
  cudaMemLocation device1 = {cudaMemLocationTypeDevice, 1}, invalid = {cudaMemLocationTypeInvalid, 0};
  EXPECT_ERR(cudaMemPrefetchAsync(managed, n * sizeof(float), onHost, 0), cudaSuccess);
  EXPECT_ERR(cudaMemPrefetchAsync(managed, n * sizeof(float), device0, 0, 0), cudaSuccess);
  EXPECT_ERR(cudaMemPrefetchAsync_v2(managed, n * sizeof(float), device1, 0, 0),
             cudaErrorInvalidDevice);
  EXPECT_ERR(cudaMemPrefetchAsync(managed, n * sizeof(float), invalid, 0), cudaErrorInvalidValue);
  EXPECT_ERR(cudaMemPrefetchAsync(plain, n * sizeof(float), onHost, 0), cudaErrorInvalidValue);
  EXPECT_ERR(cudaMemAdvise(managed, n * sizeof(float), cudaMemAdviseSetPreferredLocation, onHost),
             cudaSuccess);
  EXPECT_ERR(cudaMemAdvise_v2(managed, n * sizeof(float), cudaMemAdviseSetAccessedBy, device1),
             cudaErrorInvalidDevice);

  // What each pointer is.
  float *device;
  EXPECT_ERR(cudaMalloc(&device, 64), cudaSuccess);
  cudaPointerAttributes attr;
  EXPECT_ERR(cudaPointerGetAttributes(&attr, device), cudaSuccess);
  EXPECT(attr.type == cudaMemoryTypeDevice && attr.devicePointer == device && !attr.hostPointer);
  EXPECT_ERR(cudaPointerGetAttributes(&attr, x + 5), cudaSuccess);
  EXPECT(attr.type == cudaMemoryTypeHost && attr.hostPointer == x + 5);
  EXPECT_ERR(cudaPointerGetAttributes(&attr, managed), cudaSuccess);
  EXPECT(attr.type == cudaMemoryTypeManaged);
  int stack = 0;
  EXPECT_ERR(cudaPointerGetAttributes(&attr, &stack), cudaSuccess);
  EXPECT(attr.type == cudaMemoryTypeUnregistered);
  void *none;
  EXPECT_ERR(cudaHostGetDevicePointer(&none, &stack, 0), cudaErrorInvalidValue);

  EXPECT_ERR(cudaHostUnregister(plain), cudaSuccess);
  EXPECT_ERR(cudaHostUnregister(plain), cudaErrorHostMemoryNotRegistered);
  std::free(plain);
  EXPECT_ERR(cudaFree(managed), cudaSuccess);
  EXPECT_ERR(cudaFreeHost(x), cudaSuccess);
  EXPECT_ERR(cudaFreeHost(y), cudaSuccess);
  EXPECT_ERR(cudaFreeHost(y), cudaErrorInvalidValue);

  // Pitched 3-D memory: set, copy between two volumes, read back.
  cudaExtent extent = make_cudaExtent(10 * sizeof(int), 4, 3);
  cudaPitchedPtr a, b;
  EXPECT_ERR(cudaMalloc3D(&a, extent), cudaSuccess);
  EXPECT_ERR(cudaMalloc3D(&b, extent), cudaSuccess);
  EXPECT(a.pitch >= extent.width && a.pitch % 256 == 0);
  EXPECT_ERR(cudaMemset3D(a, 0x01, extent), cudaSuccess);
  cudaMemcpy3DParms p = {};
  p.srcPtr = a;
  p.dstPtr = b;
  p.extent = extent;
  p.kind = cudaMemcpyDeviceToDevice;
  EXPECT_ERR(cudaMemcpy3D(&p), cudaSuccess);
  int host[3][4][10];
  p = {};
  p.srcPtr = b;
  p.dstPtr = make_cudaPitchedPtr(host, 10 * sizeof(int), 10 * sizeof(int), 4);
  p.extent = extent;
  p.kind = cudaMemcpyDeviceToHost;
  EXPECT_ERR(cudaMemcpy3D(&p), cudaSuccess);
  wrong = 0;
  for (auto &plane : host)
    for (auto &row : plane)
      for (int v : row)
        wrong += v != 0x01010101;
  // CHECK: pitched wrong 0
  std::printf("pitched wrong %d\n", wrong);
  return DONE();
}
// CHECK-NOT: FAILED
// CHECK: OK
