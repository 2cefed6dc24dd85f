//===- MemoryPools.h - stream-ordered allocation and graph memory -*- C++ -*-===//
///
/// \file
/// A memory pool hands out device allocations (cudaMallocAsync) and keeps the
/// ones freed (cudaFreeAsync) for reuse, each one buffer at its own device
/// address. A freed block is reused at once by the stream that freed it
/// (stream order puts the new work after the old), by another stream once
/// the free's marker has completed (cudaMemPoolReuseAllowOpportunistic), or
/// with a wait for that marker queued first
/// (cudaMemPoolReuseAllowInternalDependencies). Blocks are released to OpenCL
/// when the pool holds more than its release threshold at a synchronisation
/// (stream, event, device) and by cudaMemPoolTrimTo. Releasing a buffer that
/// queued commands still use is safe: OpenCL keeps it until they complete.
///
/// A graph allocation (a MemAlloc node, or cudaMallocAsync during capture)
/// gets a fixed address when the node is made; the node's launch puts a new
/// buffer there and a free (MemFree node, cudaFreeAsync, cudaFree) releases
/// it, so graph memory is held only between the two.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_CUDART_MEMORYPOOLS_H
#define ULTIMA_CUDART_MEMORYPOOLS_H

#include "Context.h"

namespace ultima::cudart {

struct MemPool;

/// The pool behind a handle; cudaErrorInvalidValue for one that is not.
MemPool &poolOf(cudaMemPool_t handle);
/// The device's default pool and the one cudaMallocAsync uses.
cudaMemPool_t defaultPool();
cudaMemPool_t currentPool();
void setCurrentPool(cudaMemPool_t pool);
cudaMemPool_t createPool(const cudaMemPoolProps &props);
void destroyPool(cudaMemPool_t handle);
void trimPool(cudaMemPool_t handle, size_t keep);
void setPoolAttribute(cudaMemPool_t handle, cudaMemPoolAttr attr, const void *value);
void getPoolAttribute(cudaMemPool_t handle, cudaMemPoolAttr attr, void *value);

/// \p size bytes from \p pool, usable by work queued on \p stream after this.
void *allocateAsync(size_t size, cudaMemPool_t handle, cudaStream_t stream);
/// Frees a pool allocation or graph allocation after the work queued on
/// \p stream before this; false when \p p is neither.
bool freeAsync(void *p, cudaStream_t stream);
/// The same after the device has been synchronised (cudaFree).
bool freeNow(void *p);
/// At a synchronisation: pools above their release threshold release
/// what they keep.
void releaseAboveThresholds();

/// A fixed address for a graph allocation of \p size bytes (no memory yet).
void *reserveGraphAllocation(size_t size);
bool isGraphAllocation(const void *p);
bool graphAllocationMapped(const void *p);
/// A graph allocation's node runs: memory at its address.
void mapGraphAllocation(void *p);
/// It is freed; cudaErrorInvalidValue when it is not allocated.
void unmapGraphAllocation(void *p);
/// cudaDeviceGetGraphMemAttribute / cudaDeviceSetGraphMemAttribute.
unsigned long long graphMemAttribute(cudaGraphMemAttributeType attr);
void resetGraphMemHigh(cudaGraphMemAttributeType attr);

} // namespace ultima::cudart

#endif
