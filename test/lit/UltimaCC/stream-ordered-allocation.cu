// Stream-ordered allocation (CUDA Runtime API, "Stream Ordered Memory
// Allocator"): cudaMallocAsync memory is usable by the work queued after it,
// cudaFreeAsync returns it to its pool after the work queued before it, and
// a pool keeps freed memory up to its release threshold, reports what it
// holds and uses, and reuses a block on the stream that freed it.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
#include <cuda_runtime.h>
#include <stdint.h>
#include "expect.h"

__global__ void axpy(float *y, const float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

static unsigned long long poolValue(cudaMemPool_t pool, cudaMemPoolAttr attr) {
  unsigned long long v = 12345;
  EXPECT_ERR(cudaMemPoolGetAttribute(pool, attr, &v), cudaSuccess);
  return v;
}

// y = 2x + y through memory that exists only between cudaMallocAsync and
// cudaFreeAsync on one stream; checked against the host's arithmetic.
static void computeOn(cudaStream_t s) {
  const int n = 1000;
  static float hx[n], hy[n], out[n];
  for (int i = 0; i < n; ++i) {
    hx[i] = i * 0.5f;
    hy[i] = 3.0f - i;
  }
  float *x, *y;
  EXPECT_ERR(cudaMallocAsync(&x, n * sizeof(float), s), cudaSuccess);
  EXPECT_ERR(cudaMallocAsync((void **)&y, n * sizeof(float), s), cudaSuccess);
  EXPECT_ERR(cudaMemcpyAsync(x, hx, sizeof hx, cudaMemcpyHostToDevice, s), cudaSuccess);
  EXPECT_ERR(cudaMemcpyAsync(y, hy, sizeof hy, cudaMemcpyHostToDevice, s), cudaSuccess);
  axpy<<<(n + 255) / 256, 256, 0, s>>>(y, x, 2.0f, n);
  EXPECT_ERR(cudaMemcpyAsync(out, y, sizeof out, cudaMemcpyDeviceToHost, s), cudaSuccess);
  EXPECT_ERR(cudaFreeAsync(x, s), cudaSuccess);
  EXPECT_ERR(cudaFreeAsync(y, s), cudaSuccess);
  EXPECT_ERR(cudaStreamSynchronize(s), cudaSuccess);
  int wrong = 0;
  for (int i = 0; i < n; ++i)
    wrong += out[i] != 2.0f * hx[i] + hy[i];
  EXPECT(wrong == 0);
}

int main() {
  int supported = -1;
  EXPECT_ERR(cudaDeviceGetAttribute(&supported, cudaDevAttrMemoryPoolsSupported, 0), cudaSuccess);
  EXPECT(supported == 1);
  cudaMemPool_t pool, current;
  EXPECT_ERR(cudaDeviceGetDefaultMemPool(&pool, 0), cudaSuccess);
  EXPECT_ERR(cudaDeviceGetMemPool(&current, 0), cudaSuccess);
  EXPECT(pool && pool == current);
  EXPECT_ERR(cudaDeviceGetDefaultMemPool(&pool, 1), cudaErrorInvalidDevice);
  cudaStream_t s, t;
  EXPECT_ERR(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking), cudaSuccess);
  EXPECT_ERR(cudaStreamCreateWithFlags(&t, cudaStreamNonBlocking), cudaSuccess);
  computeOn(s);
  computeOn(0);

  // The default pool releases what it keeps at each synchronisation
  // (release threshold 0); with a higher threshold it keeps it.
  EXPECT(poolValue(pool, cudaMemPoolAttrReleaseThreshold) == 0);
  EXPECT(poolValue(pool, cudaMemPoolAttrReservedMemCurrent) == 0);
  EXPECT(poolValue(pool, cudaMemPoolAttrUsedMemCurrent) == 0);
  uint64_t keepAll = UINT64_MAX;
  EXPECT_ERR(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &keepAll), cudaSuccess);
  const size_t bytes = 1 << 20;
  void *a, *b, *c;
  EXPECT_ERR(cudaMallocAsync(&a, bytes, s), cudaSuccess);
  EXPECT(poolValue(pool, cudaMemPoolAttrUsedMemCurrent) == bytes);
  EXPECT(poolValue(pool, cudaMemPoolAttrReservedMemCurrent) == bytes);
  EXPECT_ERR(cudaFreeAsync(a, s), cudaSuccess);
  EXPECT(poolValue(pool, cudaMemPoolAttrUsedMemCurrent) == 0);
  EXPECT(poolValue(pool, cudaMemPoolAttrReservedMemCurrent) == bytes);
  // The stream that freed a block gets it back: stream order keeps the
  // old work before the new.
  EXPECT_ERR(cudaMallocAsync(&b, bytes, s), cudaSuccess);
  EXPECT(b == a);
  EXPECT(poolValue(pool, cudaMemPoolAttrReservedMemCurrent) == bytes);
  EXPECT_ERR(cudaFreeAsync(b, s), cudaSuccess);
  EXPECT_ERR(cudaStreamSynchronize(s), cudaSuccess);
  EXPECT(poolValue(pool, cudaMemPoolAttrReservedMemCurrent) == bytes);
  EXPECT(poolValue(pool, cudaMemPoolAttrUsedMemHigh) == bytes);
  EXPECT(poolValue(pool, cudaMemPoolAttrReservedMemHigh) == bytes);

  // Without opportunistic reuse or internal dependencies, another stream
  // does not get a block whose free it does not wait for.
  int no = 0, flag = -1;
  EXPECT_ERR(cudaMemPoolGetAttribute(pool, cudaMemPoolReuseAllowOpportunistic, &flag), cudaSuccess);
  EXPECT(flag == 1);
  EXPECT_ERR(cudaMemPoolSetAttribute(pool, cudaMemPoolReuseAllowOpportunistic, &no), cudaSuccess);
  EXPECT_ERR(cudaMemPoolSetAttribute(pool, cudaMemPoolReuseAllowInternalDependencies, &no),
             cudaSuccess);
  EXPECT_ERR(cudaMallocAsync(&a, bytes, s), cudaSuccess);
  EXPECT_ERR(cudaFreeAsync(a, s), cudaSuccess);
  EXPECT_ERR(cudaMallocAsync(&c, bytes, t), cudaSuccess);
  EXPECT(c != a);
  EXPECT(poolValue(pool, cudaMemPoolAttrReservedMemCurrent) == 2 * bytes);
  EXPECT_ERR(cudaFreeAsync(c, t), cudaSuccess);
  // Trimming gives back what the pool keeps, down to what is asked.
  EXPECT_ERR(cudaMemPoolTrimTo(pool, bytes), cudaSuccess);
  EXPECT(poolValue(pool, cudaMemPoolAttrReservedMemCurrent) == bytes);
  EXPECT_ERR(cudaMemPoolTrimTo(pool, 0), cudaSuccess);
  EXPECT(poolValue(pool, cudaMemPoolAttrReservedMemCurrent) == 0);
  // The high-water marks reset to the current values, only through 0.
  uint64_t zero = 0, one = 1;
  EXPECT_ERR(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrUsedMemHigh, &zero), cudaSuccess);
  EXPECT(poolValue(pool, cudaMemPoolAttrUsedMemHigh) == 0);
  EXPECT_ERR(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrUsedMemHigh, &one), cudaErrorInvalidValue);
  EXPECT_ERR(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrUsedMemCurrent, &zero),
             cudaErrorInvalidValue);
  // Back to the threshold 0: a synchronisation releases what is kept.
  EXPECT_ERR(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &zero), cudaSuccess);
  EXPECT_ERR(cudaMallocAsync(&a, bytes, s), cudaSuccess);
  EXPECT_ERR(cudaFreeAsync(a, s), cudaSuccess);
  EXPECT(poolValue(pool, cudaMemPoolAttrReservedMemCurrent) == bytes);
  EXPECT_ERR(cudaStreamSynchronize(s), cudaSuccess);
  EXPECT(poolValue(pool, cudaMemPoolAttrReservedMemCurrent) == 0);

  // A pool of one's own: explicit, then as the device's current pool.
  cudaMemPoolProps props = {};
  props.allocType = cudaMemAllocationTypePinned;
  props.location.type = cudaMemLocationTypeDevice;
  props.location.id = 0;
  cudaMemPool_t mine;
  EXPECT_ERR(cudaMemPoolCreate(&mine, &props), cudaSuccess);
  float *f;
  EXPECT_ERR(cudaMallocFromPoolAsync(&f, 64 * sizeof(float), mine, s), cudaSuccess);
  EXPECT(poolValue(mine, cudaMemPoolAttrUsedMemCurrent) == 64 * sizeof(float));
  EXPECT_ERR(cudaFreeAsync(f, s), cudaSuccess);
  EXPECT_ERR(cudaMallocAsync(&f, 64 * sizeof(float), mine, s), cudaSuccess);
  EXPECT_ERR(cudaDeviceSetMemPool(0, mine), cudaSuccess);
  EXPECT_ERR(cudaDeviceGetMemPool(&current, 0), cudaSuccess);
  EXPECT(current == mine);
  void *g;
  EXPECT_ERR(cudaMallocAsync(&g, 4096, s), cudaSuccess);
  EXPECT(poolValue(mine, cudaMemPoolAttrUsedMemCurrent) == 64 * sizeof(float) + 4096);
  EXPECT(poolValue(pool, cudaMemPoolAttrUsedMemCurrent) == 0);
  // cudaFree frees stream-ordered memory too (after synchronising).
  EXPECT_ERR(cudaFree(g), cudaSuccess);
  EXPECT(poolValue(mine, cudaMemPoolAttrUsedMemCurrent) == 64 * sizeof(float));
  // Access: the one device reads and writes its pools.
  cudaMemAccessDesc access = {{cudaMemLocationTypeDevice, 0}, cudaMemAccessFlagsProtReadWrite};
  EXPECT_ERR(cudaMemPoolSetAccess(mine, &access, 1), cudaSuccess);
  cudaMemLocation here = {cudaMemLocationTypeDevice, 0}, there = {cudaMemLocationTypeDevice, 1};
  cudaMemAccessFlags rights = cudaMemAccessFlagsProtNone;
  EXPECT_ERR(cudaMemPoolGetAccess(&rights, mine, &here), cudaSuccess);
  EXPECT(rights == cudaMemAccessFlagsProtReadWrite);
  EXPECT_ERR(cudaMemPoolGetAccess(&rights, mine, &there), cudaErrorInvalidDevice);
  access.location.id = 1;
  EXPECT_ERR(cudaMemPoolSetAccess(mine, &access, 1), cudaErrorInvalidDevice);
  // Destroying a pool with memory in use: the pool goes once it is freed,
  // and the device's current pool is the default one again.
  EXPECT_ERR(cudaMemPoolDestroy(mine), cudaSuccess);
  EXPECT_ERR(cudaDeviceGetMemPool(&current, 0), cudaSuccess);
  EXPECT(current == pool);
  EXPECT_ERR(cudaMemPoolTrimTo(mine, 0), cudaErrorInvalidValue);
  EXPECT_ERR(cudaFreeAsync(f, s), cudaSuccess);

  // Errors.
  EXPECT_ERR(cudaMemPoolDestroy(pool), cudaErrorInvalidValue);
  props.handleTypes = cudaMemHandleTypePosixFileDescriptor;
  EXPECT_ERR(cudaMemPoolCreate(&mine, &props), cudaErrorNotSupported);
  props.handleTypes = cudaMemHandleTypeNone;
  props.allocType = cudaMemAllocationTypeInvalid;
  EXPECT_ERR(cudaMemPoolCreate(&mine, &props), cudaErrorInvalidValue);
  EXPECT_ERR(cudaMallocAsync(nullptr, 16, s), cudaErrorInvalidValue);
  EXPECT_ERR(cudaMallocAsync(&a, 16, (cudaStream_t)&props), cudaErrorInvalidResourceHandle);
  EXPECT_ERR(cudaMallocAsync(&a, 16, s), cudaSuccess);
  EXPECT_ERR(cudaFreeAsync(a, s), cudaSuccess);
  EXPECT_ERR(cudaFreeAsync(a, s), cudaErrorInvalidValue); // freed twice
  static int hostData[4];
  EXPECT_ERR(cudaFreeAsync(hostData, s), cudaErrorInvalidValue);
  EXPECT_ERR(cudaMemPoolGetAttribute(pool, (cudaMemPoolAttr)99, &zero), cudaErrorInvalidValue);
  // cudaMalloc's memory may be freed in stream order too.
  EXPECT_ERR(cudaMalloc(&a, 256), cudaSuccess);
  EXPECT_ERR(cudaFreeAsync(a, s), cudaSuccess);
  EXPECT_ERR(cudaFree(a), cudaErrorInvalidValue);
  EXPECT_ERR(cudaStreamSynchronize(s), cudaSuccess);
  EXPECT_ERR(cudaStreamDestroy(s), cudaSuccess);
  EXPECT_ERR(cudaStreamDestroy(t), cudaSuccess);
  EXPECT_ERR(cudaDeviceSynchronize(), cudaSuccess);
  return DONE();
}
// CHECK-NOT: FAILED
// CHECK: OK
