//===- ApiMemoryPools.cpp - cudaMallocAsync, cudaFreeAsync, memory pools --===//
///
/// \file
/// Stream-ordered allocation over MemoryPools.h. An allocation exists when
/// cudaMallocAsync returns, so work queued after it on any stream may use it.
/// cudaFreeAsync queues a marker after the stream's work: the block goes back
/// to its pool and is reused only where that order is kept (MemoryPools.h).
/// During stream capture both are recorded as graph memory nodes. One
/// device: pools live on device 0, which has read-write access to them.
///
//===----------------------------------------------------------------------===//
#include "Capture.h"
#include "Context.h"
#include "MemoryPools.h"

using namespace ultima::cudart;

namespace {

void checkDevice(int device) {
  Context::get().device();
  if (device != 0)
    throw CudaError{cudaErrorInvalidDevice};
}

void mallocAsync(void **ptr, size_t size, cudaMemPool_t pool, cudaStream_t stream) {
  if (!ptr)
    throw CudaError{cudaErrorInvalidValue};
  poolOf(pool);
  *ptr = nullptr;
  if (!size)
    return;
  if (capturing(stream)) {
    auto node = std::make_unique<GraphNode>(cudaGraphNodeTypeMemAlloc);
    node->address = reserveGraphAllocation(size);
    node->bytes = size;
    *ptr = record(stream, std::move(node)).address;
    return;
  }
  *ptr = allocateAsync(size, pool, stream);
}

} // namespace

extern "C" {

cudaError_t cudaMallocAsync(void **devPtr, size_t size, cudaStream_t hStream) {
  return apiCall([&] { mallocAsync(devPtr, size, currentPool(), hStream); });
}

cudaError_t cudaMallocFromPoolAsync(void **ptr, size_t size, cudaMemPool_t memPool,
                                    cudaStream_t stream) {
  return apiCall([&] { mallocAsync(ptr, size, memPool, stream); });
}

cudaError_t cudaFreeAsync(void *devPtr, cudaStream_t hStream) {
  return apiCall([&] {
    Context &c = Context::get();
    c.stream(hStream);
    if (!devPtr)
      return;
    if (capturing(hStream)) {
      // A graph frees only graph allocations (cudaGraphAddMemFreeNode).
      if (!isGraphAllocation(devPtr))
        throw CudaError{cudaErrorInvalidValue};
      auto node = std::make_unique<GraphNode>(cudaGraphNodeTypeMemFree);
      node->address = devPtr;
      record(hStream, std::move(node));
      return;
    }
    if (freeAsync(devPtr, hStream))
      return;
    // cudaMalloc's memory: the commands queued before keep its buffer until
    // they complete (OpenCL), so it may be forgotten now.
    if (!c.memory().unmap(devPtr))
      throw CudaError{cudaErrorInvalidValue};
  });
}

cudaError_t cudaDeviceGetDefaultMemPool(cudaMemPool_t *memPool, int device) {
  return apiCall([&] {
    checkDevice(device);
    if (!memPool)
      throw CudaError{cudaErrorInvalidValue};
    *memPool = defaultPool();
  });
}

cudaError_t cudaDeviceGetMemPool(cudaMemPool_t *memPool, int device) {
  return apiCall([&] {
    checkDevice(device);
    if (!memPool)
      throw CudaError{cudaErrorInvalidValue};
    *memPool = currentPool();
  });
}

cudaError_t cudaDeviceSetMemPool(int device, cudaMemPool_t memPool) {
  return apiCall([&] {
    checkDevice(device);
    setCurrentPool(memPool);
  });
}

cudaError_t cudaMemPoolCreate(cudaMemPool_t *memPool, const cudaMemPoolProps *poolProps) {
  return apiCall([&] {
    if (!memPool || !poolProps)
      throw CudaError{cudaErrorInvalidValue};
    *memPool = createPool(*poolProps);
  });
}

cudaError_t cudaMemPoolDestroy(cudaMemPool_t memPool) {
  return apiCall([&] { destroyPool(memPool); });
}

cudaError_t cudaMemPoolTrimTo(cudaMemPool_t memPool, size_t minBytesToKeep) {
  return apiCall([&] { trimPool(memPool, minBytesToKeep); });
}

cudaError_t cudaMemPoolSetAttribute(cudaMemPool_t memPool, cudaMemPoolAttr attr, void *value) {
  return apiCall([&] {
    setPoolAttribute(memPool,
                     checkedEnum(attr, cudaMemPoolReuseFollowEventDependencies,
                                 cudaMemPoolAttrUsedMemHigh, cudaErrorInvalidValue),
                     value);
  });
}

cudaError_t cudaMemPoolGetAttribute(cudaMemPool_t memPool, cudaMemPoolAttr attr, void *value) {
  return apiCall([&] {
    getPoolAttribute(memPool,
                     checkedEnum(attr, cudaMemPoolReuseFollowEventDependencies,
                                 cudaMemPoolAttrUsedMemHigh, cudaErrorInvalidValue),
                     value);
  });
}

// The pool's own device always reads and writes it; there is no other.
cudaError_t cudaMemPoolSetAccess(cudaMemPool_t memPool, const cudaMemAccessDesc *descList,
                                 size_t count) {
  return apiCall([&] {
    poolOf(memPool);
    if (count && !descList)
      throw CudaError{cudaErrorInvalidValue};
    for (size_t i = 0; i < count; ++i) {
      const cudaMemAccessDesc &d = descList[i];
      if (d.location.type != cudaMemLocationTypeDevice)
        throw CudaError{cudaErrorInvalidValue};
      if (d.location.id != 0)
        throw CudaError{cudaErrorInvalidDevice};
      if (d.flags != cudaMemAccessFlagsProtReadWrite)
        throw CudaError{cudaErrorInvalidValue};
    }
  });
}

cudaError_t cudaMemPoolGetAccess(cudaMemAccessFlags *flags, cudaMemPool_t memPool,
                                 cudaMemLocation *location) {
  return apiCall([&] {
    poolOf(memPool);
    if (!flags || !location || location->type != cudaMemLocationTypeDevice)
      throw CudaError{cudaErrorInvalidValue};
    if (location->id != 0)
      throw CudaError{cudaErrorInvalidDevice};
    *flags = cudaMemAccessFlagsProtReadWrite;
  });
}

// Graph memory is released when it is freed, so there is nothing to trim.
cudaError_t cudaDeviceGraphMemTrim(int device) {
  return apiCall([&] { checkDevice(device); });
}

cudaError_t cudaDeviceGetGraphMemAttribute(int device, cudaGraphMemAttributeType attr,
                                           void *value) {
  return apiCall([&] {
    checkDevice(device);
    if (!value)
      throw CudaError{cudaErrorInvalidValue};
    *static_cast<unsigned long long *>(value) = graphMemAttribute(attr);
  });
}

// Only the high-water marks may be set, and only to 0 (reset to the current use).
cudaError_t cudaDeviceSetGraphMemAttribute(int device, cudaGraphMemAttributeType attr,
                                           void *value) {
  return apiCall([&] {
    checkDevice(device);
    if (!value || *static_cast<unsigned long long *>(value) != 0)
      throw CudaError{cudaErrorInvalidValue};
    resetGraphMemHigh(attr);
  });
}

} // extern "C"
