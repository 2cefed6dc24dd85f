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
#include "Context.h"
#include <cstdlib>
#include <cstring>

using namespace ultima::cudart;

namespace {

void copy(void *dst, const void *src, size_t count, cudaMemcpyKind kind, cudaStream_t stream,
          bool wait) {
  if (kind < cudaMemcpyHostToHost || kind > cudaMemcpyDefault)
    throw CudaError{cudaErrorInvalidMemcpyDirection};
  Context &c = Context::get();
  c.device();
  bool dstDevice = c.memory().contains(dst), srcDevice = c.memory().contains(src);
  if (count == 0)
    return;
  auto inRange = [&](const Resolved &r) {
    if (r.offset + count > r.size)
      throw CudaError{cudaErrorInvalidValue};
  };
  if (!dstDevice && !srcDevice) {
    if (!dst || !src)
      throw CudaError{cudaErrorInvalidValue};
    c.queue(stream).finish();
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
    q.enqueueCopyBuffer(s.buffer, d.buffer, s.offset, d.offset, count, &waits);
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
  }
}

void fill(void *p, int value, size_t count, cudaStream_t stream, bool wait) {
  Context &c = Context::get();
  c.device();
  if (count == 0)
    return;
  Resolved r = c.resolve(p);
  if (r.offset + count > r.size)
    throw CudaError{cudaErrorInvalidValue};
  std::vector<cl::Event> waits = c.dependencies(stream);
  cl::CommandQueue &q = c.queue(stream);
  q.enqueueFillBuffer(r.buffer, static_cast<cl_uchar>(value), r.offset, count, &waits);
  if (wait)
    q.finish();
}

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
    *devPtr = nullptr;
    if (size)
      *devPtr = Context::get().allocate(size);
  });
}

cudaError_t cudaFree(void *devPtr) {
  return apiCall([&] {
    if (!devPtr)
      return;
    Context &c = Context::get();
    // CUDA's cudaFree synchronises the device before it frees.
    c.synchronizeAll();
    if (!c.memory().unmap(devPtr))
      throw CudaError{cudaErrorInvalidValue};
  });
}

// Host allocations are plain host memory: OpenCL 1.2 has no pinned memory
// the host code could address directly that a kernel could also use.
cudaError_t cudaMallocHost(void **ptr, size_t size) {
  return apiCall([&] {
    if (!ptr)
      throw CudaError{cudaErrorInvalidValue};
    *ptr = size ? std::malloc(size) : nullptr;
    if (size && !*ptr)
      throw CudaError{cudaErrorMemoryAllocation};
  });
}

cudaError_t cudaHostAlloc(void **pHost, size_t size, unsigned int) {
  return cudaMallocHost(pHost, size);
}

cudaError_t cudaFreeHost(void *ptr) {
  std::free(ptr);
  return cudaSuccess;
}

cudaError_t cudaHostRegister(void *, size_t, unsigned int) { return cudaSuccess; }
cudaError_t cudaHostUnregister(void *) { return cudaSuccess; }

cudaError_t cudaMallocManaged(void **, size_t, unsigned int) {
  return apiCall([] { throw CudaError{cudaErrorNotSupported}; });
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

// Pitched memory: rows padded to cudaMalloc's 256-byte alignment; 2-D copies
// and fills go row by row through the 1-D paths (any direction).
cudaError_t cudaMallocPitch(void **devPtr, size_t *pitch, size_t width, size_t height) {
  return apiCall([&] {
    if (!devPtr || !pitch)
      throw CudaError{cudaErrorInvalidValue};
    *pitch = (width + 255) / 256 * 256;
    *devPtr = nullptr;
    if (*pitch * height)
      *devPtr = Context::get().allocate(*pitch * height);
  });
}

cudaError_t cudaMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width,
                         size_t height, cudaMemcpyKind kind) {
  return apiCall([&] {
    if (width > dpitch || width > spitch)
      throw CudaError{cudaErrorInvalidPitchValue};
    for (size_t row = 0; row < height; ++row)
      copy(static_cast<char *>(dst) + row * dpitch, static_cast<const char *>(src) + row * spitch,
           width, kind, nullptr, true);
  });
}

cudaError_t cudaMemset2D(void *devPtr, size_t pitch, int value, size_t width, size_t height) {
  return apiCall([&] {
    if (width > pitch)
      throw CudaError{cudaErrorInvalidPitchValue};
    for (size_t row = 0; row < height; ++row)
      fill(static_cast<char *>(devPtr) + row * pitch, value, width, nullptr, row + 1 == height);
  });
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
