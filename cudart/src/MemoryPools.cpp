//===- MemoryPools.cpp - stream-ordered allocation and graph memory -------===//
#include "MemoryPools.h"
#include <algorithm>
#include <set>

namespace ultima::cudart {

namespace {
/// One allocation of a pool, in use or kept for reuse.
struct Block {
  void *address = nullptr;
  size_t size = 0;
  MemPool *pool = nullptr;
  bool inUse = true;
  Stream *freedOn = nullptr; ///< the stream of the free (null: freed synchronously)
  cl::Event freed;           ///< completes when the work before the free has
};
} // namespace

struct MemPool {
  cudaMemPoolProps props{};
  bool isDefault = false, destroyed = false;
  unsigned long long releaseThreshold = 0; ///< CUDA's default: release at each synchronisation
  int followEventDependencies = 1, allowOpportunistic = 1, allowInternalDependencies = 1;
  size_t used = 0, usedHigh = 0, reserved = 0, reservedHigh = 0;
  std::vector<Block *> cached; ///< freed blocks, oldest first
};

namespace {
/// Every pool and block. Every call runs under apiCall's lock.
struct Pools {
  std::map<const MemPool *, std::unique_ptr<MemPool>> all; ///< live, and destroyed with blocks
  MemPool *defaultPool = nullptr, *current = nullptr;
  std::map<const void *, std::unique_ptr<Block>> blocks;
  std::map<const void *, size_t> graphAllocations; ///< address -> size
  std::set<const void *> graphMapped;
  size_t graphUsed = 0, graphUsedHigh = 0, graphReservedHigh = 0;
};

Pools &pools() {
  static Pools *p = new Pools(); // never destroyed, as the Context
  return *p;
}

MemPool *newPool(const cudaMemPoolProps &props) {
  auto pool = std::make_unique<MemPool>();
  pool->props = props;
  MemPool *p = pool.get();
  pools().all[p] = std::move(pool);
  return p;
}

MemPool &defaultPoolRef() {
  Pools &ps = pools();
  if (!ps.defaultPool) {
    cudaMemPoolProps props{};
    props.allocType = cudaMemAllocationTypePinned;
    props.location = cudaMemLocation{cudaMemLocationTypeDevice, 0};
    ps.defaultPool = newPool(props);
    ps.defaultPool->isDefault = true;
    ps.current = ps.defaultPool;
  }
  return *ps.defaultPool;
}

cudaMemPool_t handleOf(MemPool *pool) { return reinterpret_cast<cudaMemPool_t>(pool); }

bool complete(const cl::Event &e) {
  return !e() || e.getInfo<CL_EVENT_COMMAND_EXECUTION_STATUS>() == CL_COMPLETE;
}

/// Gives a kept block's memory back to OpenCL.
void release(Block *b) {
  MemPool &pool = *b->pool;
  const void *address = b->address;
  Context::get().memory().unmap(address);
  pool.reserved -= b->size;
  pool.cached.erase(std::find(pool.cached.begin(), pool.cached.end(), b));
  pools().blocks.erase(address);
  // A destroyed pool goes when its last allocation does.
  if (pool.destroyed && std::none_of(pools().blocks.begin(), pools().blocks.end(),
                                     [&](const auto &e) { return e.second->pool == &pool; }))
    pools().all.erase(&pool);
}

void releaseUntil(MemPool &pool, size_t keep) {
  while (pool.reserved > keep && !pool.cached.empty())
    release(pool.cached.front());
}

/// A kept block of at least \p size bytes (and not twice as large) that work
/// on \p stream may use, the smallest; one it may use only after the free's
/// marker has a wait for it queued first.
Block *reuse(MemPool &pool, size_t size, cudaStream_t stream) {
  Stream *s = &Context::get().stream(stream);
  Block *ready = nullptr, *waiting = nullptr;
  for (Block *b : pool.cached) {
    if (b->size < size || b->size / 2 > size)
      continue;
    if (b->freedOn == s || !b->freedOn || (pool.allowOpportunistic && complete(b->freed))) {
      if (!ready || b->size < ready->size)
        ready = b;
    } else if (pool.allowInternalDependencies && (!waiting || b->size < waiting->size)) {
      waiting = b;
    }
  }
  if (ready || !waiting)
    return ready;
  std::vector<cl::Event> waits{waiting->freed};
  Context::get().queue(stream).enqueueBarrierWithWaitList(&waits);
  return waiting;
}

void markFreed(Block &b, Stream *freedOn, cl::Event freed) {
  MemPool &pool = *b.pool;
  b.inUse = false;
  b.freedOn = freedOn;
  b.freed = std::move(freed);
  pool.used -= b.size;
  pool.cached.push_back(&b);
  if (pool.destroyed)
    release(&b);
}

Block *blockAt(const void *p) {
  auto it = pools().blocks.find(p);
  return it == pools().blocks.end() ? nullptr : it->second.get();
}
} // namespace

MemPool &poolOf(cudaMemPool_t handle) {
  Context::get().device();
  defaultPoolRef();
  auto it = pools().all.find(reinterpret_cast<MemPool *>(handle));
  if (it == pools().all.end() || it->second->destroyed)
    throw CudaError{cudaErrorInvalidValue};
  return *it->second;
}

cudaMemPool_t defaultPool() { return handleOf(&defaultPoolRef()); }

cudaMemPool_t currentPool() {
  defaultPoolRef();
  return handleOf(pools().current);
}

void setCurrentPool(cudaMemPool_t pool) { pools().current = &poolOf(pool); }

cudaMemPool_t createPool(const cudaMemPoolProps &props) {
  Context::get().device();
  defaultPoolRef();
  if (props.allocType != cudaMemAllocationTypePinned ||
      props.location.type != cudaMemLocationTypeDevice)
    throw CudaError{cudaErrorInvalidValue};
  if (props.location.id != 0)
    throw CudaError{cudaErrorInvalidDevice};
  // Exporting allocations to other processes is not provided.
  if (props.handleTypes != cudaMemHandleTypeNone)
    throw CudaError{cudaErrorNotSupported};
  return handleOf(newPool(props));
}

void destroyPool(cudaMemPool_t handle) {
  MemPool &pool = poolOf(handle);
  if (pool.isDefault)
    throw CudaError{cudaErrorInvalidValue};
  if (pools().current == &pool)
    pools().current = pools().defaultPool;
  releaseUntil(pool, 0);
  // Allocations still in use keep it until they are freed (CUDA's rule).
  pool.destroyed = true;
  if (!pool.used)
    pools().all.erase(&pool);
}

void trimPool(cudaMemPool_t handle, size_t keep) { releaseUntil(poolOf(handle), keep); }

void setPoolAttribute(cudaMemPool_t handle, cudaMemPoolAttr attr, const void *value) {
  MemPool &pool = poolOf(handle);
  if (!value)
    throw CudaError{cudaErrorInvalidValue};
  // The reuse flags are ints, the sizes cuuint64_t (unsigned long long).
  auto flag = [&] { return *static_cast<const int *>(value) != 0; };
  auto number = [&] { return *static_cast<const unsigned long long *>(value); };
  switch (attr) {
  case cudaMemPoolReuseFollowEventDependencies:
    pool.followEventDependencies = flag();
    break;
  case cudaMemPoolReuseAllowOpportunistic:
    pool.allowOpportunistic = flag();
    break;
  case cudaMemPoolReuseAllowInternalDependencies:
    pool.allowInternalDependencies = flag();
    break;
  case cudaMemPoolAttrReleaseThreshold:
    pool.releaseThreshold = number();
    break;
  // The high-water marks may only be reset (to the current value).
  case cudaMemPoolAttrReservedMemHigh:
  case cudaMemPoolAttrUsedMemHigh:
    if (number())
      throw CudaError{cudaErrorInvalidValue};
    if (attr == cudaMemPoolAttrUsedMemHigh)
      pool.usedHigh = pool.used;
    else
      pool.reservedHigh = pool.reserved;
    break;
  default:
    throw CudaError{cudaErrorInvalidValue};
  }
}

void getPoolAttribute(cudaMemPool_t handle, cudaMemPoolAttr attr, void *value) {
  MemPool &pool = poolOf(handle);
  if (!value)
    throw CudaError{cudaErrorInvalidValue};
  int flags[] = {pool.followEventDependencies, pool.allowOpportunistic,
                 pool.allowInternalDependencies};
  unsigned long long numbers[] = {pool.releaseThreshold, pool.reserved, pool.reservedHigh,
                                  pool.used, pool.usedHigh};
  if (attr >= cudaMemPoolReuseFollowEventDependencies &&
      attr <= cudaMemPoolReuseAllowInternalDependencies)
    *static_cast<int *>(value) = flags[attr - cudaMemPoolReuseFollowEventDependencies];
  else if (attr >= cudaMemPoolAttrReleaseThreshold && attr <= cudaMemPoolAttrUsedMemHigh)
    *static_cast<unsigned long long *>(value) = numbers[attr - cudaMemPoolAttrReleaseThreshold];
  else
    throw CudaError{cudaErrorInvalidValue};
}

void *allocateAsync(size_t size, cudaMemPool_t handle, cudaStream_t stream) {
  MemPool &pool = poolOf(handle);
  Block *b = reuse(pool, size, stream);
  if (!b) {
    auto block = std::make_unique<Block>();
    block->address = Context::get().allocate(size);
    block->size = size;
    block->pool = &pool;
    b = block.get();
    pools().blocks[b->address] = std::move(block);
    pool.reserved += size;
    pool.reservedHigh = std::max(pool.reservedHigh, pool.reserved);
  } else {
    pool.cached.erase(std::find(pool.cached.begin(), pool.cached.end(), b));
  }
  b->inUse = true;
  pool.used += b->size;
  pool.usedHigh = std::max(pool.usedHigh, pool.used);
  return b->address;
}

bool freeAsync(void *p, cudaStream_t stream) {
  if (Block *b = blockAt(p)) {
    if (!b->inUse)
      throw CudaError{cudaErrorInvalidValue};
    Context &c = Context::get();
    std::vector<cl::Event> waits = c.dependencies(stream);
    cl::Event freed;
    c.queue(stream).enqueueMarkerWithWaitList(&waits, &freed);
    c.queue(stream).flush();
    markFreed(*b, &c.stream(stream), freed);
    return true;
  }
  if (!isGraphAllocation(p))
    return false;
  // Commands queued before keep the buffer until they complete (OpenCL).
  unmapGraphAllocation(p);
  return true;
}

bool freeNow(void *p) {
  if (Block *b = blockAt(p)) {
    if (!b->inUse)
      throw CudaError{cudaErrorInvalidValue};
    markFreed(*b, nullptr, cl::Event());
    return true;
  }
  if (!isGraphAllocation(p))
    return false;
  unmapGraphAllocation(p);
  return true;
}

void releaseAboveThresholds() {
  for (auto &[key, pool] : pools().all)
    if (!pool->destroyed && pool->reserved > pool->releaseThreshold)
      releaseUntil(*pool, pool->releaseThreshold);
}

void *reserveGraphAllocation(size_t size) {
  Context &c = Context::get();
  if (size > c.device().maxMemAllocSize())
    throw CudaError{cudaErrorMemoryAllocation};
  void *p = c.memory().reserveRange(size);
  if (!p)
    throw CudaError{cudaErrorMemoryAllocation};
  pools().graphAllocations[p] = size;
  return p;
}

bool isGraphAllocation(const void *p) { return pools().graphAllocations.count(p) != 0; }

bool graphAllocationMapped(const void *p) { return pools().graphMapped.count(p) != 0; }

void mapGraphAllocation(void *p) {
  Pools &ps = pools();
  if (!isGraphAllocation(p) || graphAllocationMapped(p))
    throw CudaError{cudaErrorInvalidValue};
  size_t size = ps.graphAllocations[p];
  runtime::Device &d = Context::get().device();
  cl::Buffer buffer(d.context(), CL_MEM_READ_WRITE, std::max<size_t>(size, 1));
  Context::get().memory().mapAt(p, buffer, size);
  ps.graphMapped.insert(p);
  ps.graphUsed += size;
  ps.graphUsedHigh = std::max(ps.graphUsedHigh, ps.graphUsed);
  ps.graphReservedHigh = std::max(ps.graphReservedHigh, ps.graphUsed);
}

void unmapGraphAllocation(void *p) {
  Pools &ps = pools();
  if (!graphAllocationMapped(p))
    throw CudaError{cudaErrorInvalidValue};
  Context::get().memory().unmap(p);
  ps.graphMapped.erase(p);
  ps.graphUsed -= ps.graphAllocations[p];
}

unsigned long long graphMemAttribute(cudaGraphMemAttributeType attr) {
  // Graph memory is released when it is freed: nothing is reserved beyond
  // what is in use.
  Pools &ps = pools();
  switch (attr) {
  case cudaGraphMemAttrUsedMemCurrent:
  case cudaGraphMemAttrReservedMemCurrent:
    return ps.graphUsed;
  case cudaGraphMemAttrUsedMemHigh:
    return ps.graphUsedHigh;
  case cudaGraphMemAttrReservedMemHigh:
    return ps.graphReservedHigh;
  default:
    throw CudaError{cudaErrorInvalidValue};
  }
}

void resetGraphMemHigh(cudaGraphMemAttributeType attr) {
  Pools &ps = pools();
  if (attr == cudaGraphMemAttrUsedMemHigh)
    ps.graphUsedHigh = ps.graphUsed;
  else if (attr == cudaGraphMemAttrReservedMemHigh)
    ps.graphReservedHigh = ps.graphUsed;
  else
    throw CudaError{cudaErrorInvalidValue};
}

} // namespace ultima::cudart
