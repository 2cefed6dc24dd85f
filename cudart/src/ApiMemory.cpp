//===- ApiMemory.cpp - allocations, copies, memset, symbols ---------------===//
///
/// \file
/// The direction of a copy is decided by the addresses (device addresses lie
/// in the reserved range, see AddressSpace.h), as CUDA does for
/// cudaMemcpyDefault with unified addressing; the `kind` argument is checked
/// to be one of CUDA's five. Copies to or from host memory are blocking, also
/// the Async ones (CUDA makes them synchronous for pageable host memory too).
///
//===----------------------------------------------------------------------===//
#include "Capture.h"
#include "Context.h"
#include "MemoryOps.h"
#include "MemoryPools.h"
#include <cstdlib>
#include <cstring>
#include <optional>

using namespace ultima::cudart;

void ultima::cudart::copy(void *dst, const void *src, size_t count, cudaMemcpyKind kind,
                          cudaStream_t stream, bool wait) {
  checkedEnum(kind, cudaMemcpyHostToHost, cudaMemcpyDefault, cudaErrorInvalidMemcpyDirection);
  Context &c = Context::get();
  c.stream(stream); // an invalid stream is an error, even for no bytes
  bool dstDevice = c.memory().contains(dst), srcDevice = c.memory().contains(src);
  if (count == 0)
    return;
  if (capturing(stream)) {
    record(stream, copyNode(copyParams1D(dst, src, count, kind)));
    return;
  }
  auto inRange = [&](const Resolved &r) {
    if (count > r.size - r.offset) // r.offset <= r.size; no wrap-around for huge counts
      throw CudaError{cudaErrorInvalidValue};
  };
  if (!dstDevice && !srcDevice) {
    if (!dst || !src)
      throw CudaError{cudaErrorInvalidValue};
    c.finish(stream);
    std::memmove(dst, src, count);
    return;
  }
  if (dstDevice && !dst)
    throw CudaError{cudaErrorInvalidValue};
  std::vector<cl::Event> waits = c.dependencies(stream);
  cl::CommandQueue &q = c.queue(stream);
  if (dstDevice && srcDevice) {
    Resolved d = c.resolve(dst), s = c.resolve(src);
    inRange(d);
    inRange(s);
    if (d.buffer() == s.buffer() && s.offset < d.offset + count && d.offset < s.offset + count) {
      // OpenCL refuses overlapping copies within a buffer (CL_MEM_COPY_OVERLAP);
      // CUDA copies them (the result is undefined): here as memmove, through a
      // temporary buffer.
      cl::Buffer staging(c.device().context(), CL_MEM_READ_WRITE, count);
      q.enqueueCopyBuffer(s.buffer, staging, s.offset, 0, count, &waits);
      q.enqueueCopyBuffer(staging, d.buffer, 0, d.offset, count);
    } else {
      q.enqueueCopyBuffer(s.buffer, d.buffer, s.offset, d.offset, count, &waits);
    }
    if (wait)
      q.finish();
  } else if (dstDevice) {
    if (!src)
      throw CudaError{cudaErrorInvalidValue};
    Resolved d = c.resolve(dst);
    inRange(d);
    q.enqueueWriteBuffer(d.buffer, CL_TRUE, d.offset, count, src, &waits);
  } else {
    if (!dst)
      throw CudaError{cudaErrorInvalidValue};
    Resolved s = c.resolve(src);
    inRange(s);
    q.enqueueReadBuffer(s.buffer, CL_TRUE, s.offset, count, dst, &waits);
    c.checkDeviceStatus(); // the kernels that wrote it may have failed an assert
  }
}

void ultima::cudart::fill(void *p, int value, size_t count, cudaStream_t stream, bool wait) {
  Context::get().stream(stream); // an invalid stream is an error, even for no bytes
  if (count == 0)
    return;
  if (capturing(stream)) {
    record(stream,
           memsetNode(cudaMemsetParams{p, 0, static_cast<unsigned char>(value), 1, count, 1}));
    return;
  }
  fillValue(p, static_cast<unsigned char>(value), 1, count, stream, wait);
}

void ultima::cudart::fillValue(void *p, unsigned int value, unsigned int elementSize, size_t bytes,
                               cudaStream_t stream, bool wait) {
  Context &c = Context::get();
  Resolved r = c.resolve(p);
  // OpenCL fills whole patterns at multiples of their size.
  if (bytes > r.size - r.offset || r.offset % elementSize || bytes % elementSize)
    throw CudaError{cudaErrorInvalidValue};
  std::vector<cl::Event> waits = c.dependencies(stream);
  cl::CommandQueue &q = c.queue(stream);
  if (elementSize == 4)
    q.enqueueFillBuffer(r.buffer, static_cast<cl_uint>(value), r.offset, bytes, &waits);
  else if (elementSize == 2)
    q.enqueueFillBuffer(r.buffer, static_cast<cl_ushort>(value), r.offset, bytes, &waits);
  else
    q.enqueueFillBuffer(r.buffer, static_cast<cl_uchar>(value), r.offset, bytes, &waits);
  if (wait)
    q.finish();
}

namespace {

char *symbolAt(const void *symbol, size_t count, size_t offset) {
  Symbol &s = Context::get().symbol(symbol);
  if (offset > s.size || count > s.size - offset)
    throw CudaError{cudaErrorInvalidValue};
  return static_cast<char *>(s.address) + offset;
}

} // namespace

extern "C" {

cudaError_t cudaMalloc(void **devPtr, size_t size) {
  return apiCall([&] {
    if (!devPtr)
      throw CudaError{cudaErrorInvalidValue};
    refuseUnsafeCall();
    *devPtr = nullptr;
    if (size)
      *devPtr = Context::get().allocate(size);
  });
}

cudaError_t cudaFree(void *devPtr) {
  return apiCall([&] {
    if (!devPtr)
      return;
    refuseUnsafeCall();
    Context &c = Context::get();
    // CUDA's cudaFree synchronises the device before it frees.
    c.synchronizeAll();
    if (freeNow(devPtr)) // a stream-ordered or graph allocation
      return;
    std::optional<Resolved> r = c.memory().resolve(devPtr);
    if (r && r->imported) // another process's: cudaIpcCloseMemHandle's to release
      throw CudaError{cudaErrorInvalidValue};
    if (r && r->managed && r->offset == 0) { // cudaMallocManaged's
      c.unregisterHost(devPtr, true);
      return;
    }
    if (!c.memory().unmap(devPtr))
      throw CudaError{cudaErrorInvalidValue};
  });
}

// Page-locked host memory is host memory kernels can use at the same address
// (unified addressing: every such allocation is mapped and portable).
cudaError_t cudaHostAlloc(void **pHost, size_t size, unsigned int flags) {
  return apiCall([&] {
    if (!pHost ||
        (flags & ~(cudaHostAllocPortable | cudaHostAllocMapped | cudaHostAllocWriteCombined)))
      throw CudaError{cudaErrorInvalidValue};
    refuseUnsafeCall();
    *pHost = nullptr;
    if (size)
      *pHost = Context::get().allocateHost(size, flags | cudaHostAllocMapped, false);
  });
}

cudaError_t cudaMallocHost(void **ptr, size_t size) {
  return cudaHostAlloc(ptr, size, cudaHostAllocDefault);
}

cudaError_t cudaFreeHost(void *ptr) {
  return apiCall([&] {
    refuseUnsafeCall();
    if (ptr)
      Context::get().unregisterHost(ptr, true);
  });
}

cudaError_t cudaHostRegister(void *ptr, size_t size, unsigned int flags) {
  return apiCall([&] {
    if (flags & ~(cudaHostRegisterPortable | cudaHostRegisterMapped | cudaHostRegisterIoMemory |
                  cudaHostRegisterReadOnly))
      throw CudaError{cudaErrorInvalidValue};
    refuseUnsafeCall();
    Context::get().registerHost(ptr, size, flags | cudaHostRegisterMapped);
  });
}

cudaError_t cudaHostUnregister(void *ptr) {
  return apiCall([&] {
    refuseUnsafeCall();
    Context::get().unregisterHost(ptr, false);
  });
}

cudaError_t cudaHostGetDevicePointer(void **pDevice, void *pHost, unsigned int flags) {
  return apiCall([&] {
    if (!pDevice || flags)
      throw CudaError{cudaErrorInvalidValue};
    Resolved r = Context::get().resolve(pHost);
    if (!r.host)
      throw CudaError{cudaErrorInvalidValue};
    *pDevice = pHost; // the same address on both sides
  });
}

cudaError_t cudaHostGetFlags(unsigned int *pFlags, void *pHost) {
  return apiCall([&] {
    if (!pFlags)
      throw CudaError{cudaErrorInvalidValue};
    Resolved r = Context::get().resolve(pHost);
    if (!r.host || r.managed)
      throw CudaError{cudaErrorInvalidValue};
    *pFlags = r.hostFlags;
  });
}

// Managed memory is host memory kernels use at the same address. As on
// devices without concurrent managed access (cudaDevAttrConcurrentManagedAccess
// 0), the host may touch it only while no kernel runs: host and device agree
// at each synchronisation.
cudaError_t cudaMallocManaged(void **devPtr, size_t size, unsigned int flags) {
  return apiCall([&] {
    if (!devPtr || (flags != cudaMemAttachGlobal && flags != cudaMemAttachHost))
      throw CudaError{cudaErrorInvalidValue};
    refuseUnsafeCall();
    *devPtr = nullptr;
    if (size)
      *devPtr = Context::get().allocateHost(size, 0, true);
  });
}

cudaError_t cudaPointerGetAttributes(cudaPointerAttributes *attributes, const void *ptr) {
  return apiCall([&] {
    if (!attributes)
      throw CudaError{cudaErrorInvalidValue};
    Context &c = Context::get();
    c.device();
    std::optional<Resolved> r = c.memory().resolve(ptr);
    *attributes = cudaPointerAttributes{};
    attributes->device = 0;
    if (!r) {
      attributes->type = cudaMemoryTypeUnregistered;
      attributes->device = -2; // cudaInvalidDeviceId
      return;
    }
    void *p = const_cast<void *>(ptr);
    attributes->type = !r->host     ? cudaMemoryTypeDevice
                       : r->managed ? cudaMemoryTypeManaged
                                    : cudaMemoryTypeHost;
    attributes->devicePointer = p;
    attributes->hostPointer = r->host ? p : nullptr;
  });
}

// Hints about managed memory: checked, then nothing to do (it lives in host
// memory, which the device uses in place).
cudaError_t cudaMemAdvise(const void *devPtr, size_t count, cudaMemoryAdvise advice, int device) {
  return apiCall([&] {
    checkedEnum(advice, cudaMemAdviseSetReadMostly, cudaMemAdviseUnsetAccessedBy,
                cudaErrorInvalidValue);
    Resolved r = Context::get().resolve(devPtr);
    if (!r.managed || count > r.size - r.offset)
      throw CudaError{cudaErrorInvalidValue};
    if (device != 0 && device != cudaCpuDeviceId)
      throw CudaError{cudaErrorInvalidDevice};
  });
}

cudaError_t cudaMemPrefetchAsync(const void *devPtr, size_t count, int dstDevice,
                                 cudaStream_t stream) {
  return apiCall([&] {
    Context &c = Context::get();
    c.stream(stream);
    Resolved r = c.resolve(devPtr);
    if (!r.managed || count > r.size - r.offset)
      throw CudaError{cudaErrorInvalidValue};
    if (dstDevice != 0 && dstDevice != cudaCpuDeviceId)
      throw CudaError{cudaErrorInvalidDevice};
  });
}

namespace {
/// The device number of a managed-memory location: 0 or cudaCpuDeviceId.
int locationDevice(cudaMemLocation location) {
  switch (checkedEnum(location.type, cudaMemLocationTypeInvalid, cudaMemLocationTypeHostNumaCurrent,
                      cudaErrorInvalidValue)) {
  case cudaMemLocationTypeDevice:
    return location.id;
  case cudaMemLocationTypeHost:
  case cudaMemLocationTypeHostNuma: // one host node
  case cudaMemLocationTypeHostNumaCurrent:
    return cudaCpuDeviceId;
  default:
    throw CudaError{cudaErrorInvalidValue};
  }
}
} // namespace

cudaError_t cudaMemPrefetchAsync_v2(const void *devPtr, size_t count, cudaMemLocation location,
                                    unsigned int flags, cudaStream_t stream) {
  int device = 0;
  cudaError_t e = apiCall([&] {
    if (flags != 0)
      throw CudaError{cudaErrorInvalidValue};
    device = locationDevice(location);
  });
  return e ? e : cudaMemPrefetchAsync(devPtr, count, device, stream);
}

cudaError_t cudaMemAdvise_v2(const void *devPtr, size_t count, cudaMemoryAdvise advice,
                             cudaMemLocation location) {
  int device = 0;
  cudaError_t e = apiCall([&] { device = locationDevice(location); });
  return e ? e : cudaMemAdvise(devPtr, count, advice, device);
}

cudaError_t cudaMemGetInfo(size_t *free, size_t *total) {
  return apiCall([&] {
    if (!free || !total)
      throw CudaError{cudaErrorInvalidValue};
    *total = Context::get().device().device().getInfo<CL_DEVICE_GLOBAL_MEM_SIZE>();
    *free = *total; // OpenCL does not tell
  });
}

cudaError_t cudaMemcpy(void *dst, const void *src, size_t count, cudaMemcpyKind kind) {
  return apiCall([&] { copy(dst, src, count, kind, nullptr, true); });
}

cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t count, cudaMemcpyKind kind,
                            cudaStream_t stream) {
  return apiCall([&] { copy(dst, src, count, kind, stream, false); });
}

cudaError_t cudaMemset(void *devPtr, int value, size_t count) {
  return apiCall([&] { fill(devPtr, value, count, nullptr, true); });
}

cudaError_t cudaMemsetAsync(void *devPtr, int value, size_t count, cudaStream_t stream) {
  return apiCall([&] { fill(devPtr, value, count, stream, false); });
}

cudaError_t cudaMemcpyToSymbol(const void *symbol, const void *src, size_t count, size_t offset,
                               cudaMemcpyKind kind) {
  return apiCall([&] {
    if (kind != cudaMemcpyHostToDevice && kind != cudaMemcpyDeviceToDevice &&
        kind != cudaMemcpyDefault)
      throw CudaError{cudaErrorInvalidMemcpyDirection};
    copy(symbolAt(symbol, count, offset), src, count, kind, nullptr, true);
  });
}

cudaError_t cudaMemcpyFromSymbol(void *dst, const void *symbol, size_t count, size_t offset,
                                 cudaMemcpyKind kind) {
  return apiCall([&] {
    if (kind != cudaMemcpyDeviceToHost && kind != cudaMemcpyDeviceToDevice &&
        kind != cudaMemcpyDefault)
      throw CudaError{cudaErrorInvalidMemcpyDirection};
    copy(dst, symbolAt(symbol, count, offset), count, kind, nullptr, true);
  });
}

cudaError_t cudaMemcpyToSymbolAsync(const void *symbol, const void *src, size_t count,
                                    size_t offset, cudaMemcpyKind kind, cudaStream_t stream) {
  return apiCall([&] { copy(symbolAt(symbol, count, offset), src, count, kind, stream, false); });
}

cudaError_t cudaMemcpyFromSymbolAsync(void *dst, const void *symbol, size_t count, size_t offset,
                                      cudaMemcpyKind kind, cudaStream_t stream) {
  return apiCall([&] { copy(dst, symbolAt(symbol, count, offset), count, kind, stream, false); });
}

cudaError_t cudaGetSymbolAddress(void **devPtr, const void *symbol) {
  return apiCall([&] {
    if (!devPtr)
      throw CudaError{cudaErrorInvalidValue};
    *devPtr = Context::get().symbol(symbol).address;
  });
}

cudaError_t cudaGetSymbolSize(size_t *size, const void *symbol) {
  return apiCall([&] {
    if (!size)
      throw CudaError{cudaErrorInvalidValue};
    *size = Context::get().symbol(symbol).size;
  });
}

} // extern "C"
