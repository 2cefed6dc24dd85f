//===- Buffer.cpp - device memory through the in-order queue ---------------===//
#include "ultima/runtime/Buffer.h"
#include "ultima/runtime/Errors.h"
#include <cstdint>
#include <string>
#include <vector>

namespace ultima::runtime {

namespace {

bool isAllocationFailure(cl_int code) {
  return code == CL_MEM_OBJECT_ALLOCATION_FAILURE || code == CL_OUT_OF_RESOURCES ||
         code == CL_OUT_OF_HOST_MEMORY || code == CL_INVALID_BUFFER_SIZE;
}

[[noreturn]] void outOfMemory(size_t bytes, const std::string &why) {
  Device &device = Device::current();
  throw OutOfMemoryError("Out of memory allocating " + std::to_string(bytes) + " bytes on '" +
                             device.name() + "' (" + why + ")",
                         bytes);
}

cl::Buffer allocate(size_t bytes) {
  Device &device = Device::current();
  unsigned long long limit = device.maxMemAllocSize();
  if (bytes > limit) // OpenCL would answer CL_INVALID_BUFFER_SIZE, or worse
    outOfMemory(bytes, "the device's largest allocation is " + std::to_string(limit) + " bytes");
  try {
    return cl::Buffer(device.context(), CL_MEM_READ_WRITE, bytes ? bytes : 1);
  } catch (const cl::Error &e) {
    if (isAllocationFailure(e.err()))
      outOfMemory(bytes, std::string(e.what()) + " failed with code " + std::to_string(e.err()));
    throw;
  }
}

} // namespace

Buffer::Buffer(size_t bytes) : buffer_(allocate(bytes)), size_(bytes) {}

namespace {

/// \p existing, once it is known to live in the current device's context:
/// a buffer of another context would make every launch fail (or worse).
cl::Buffer sameContext(cl::Buffer existing) {
  cl_context own = Device::current().context()();
  cl_context its = existing.getInfo<CL_MEM_CONTEXT>()();
  if (its != own)
    throw ArgumentError("the buffer belongs to another OpenCL context (" +
                        std::to_string(reinterpret_cast<uintptr_t>(its)) + ", ultima's is " +
                        std::to_string(reinterpret_cast<uintptr_t>(own)) + ")");
  return existing;
}

} // namespace

Buffer::Buffer(cl::Buffer existing)
    : buffer_(sameContext(std::move(existing))), size_(buffer_.getInfo<CL_MEM_SIZE>()) {}

void Buffer::upload(const void *src, size_t bytes, size_t offset) {
  if (offset + bytes > size_)
    throw ArgumentError("upload of " + std::to_string(bytes) + " bytes at offset " +
                        std::to_string(offset) + " past the end of a " + std::to_string(size_) +
                        "-byte buffer");
  if (!bytes)
    return;
  try {
    // Blocking: the caller's host memory may be freed right after (NumPy temporaries).
    Device::current().queue().enqueueWriteBuffer(buffer_, CL_TRUE, offset, bytes, src);
  } catch (const cl::Error &e) {
    // Drivers may allocate device memory on first use.
    if (e.err() == CL_MEM_OBJECT_ALLOCATION_FAILURE)
      outOfMemory(size_, "the driver allocated the buffer on first use and failed");
    throw;
  }
}

void Buffer::download(void *dst, size_t bytes, size_t offset) const {
  if (offset + bytes > size_)
    throw ArgumentError("download past the end of the buffer");
  if (bytes)
    Device::current().queue().enqueueReadBuffer(buffer_, CL_TRUE, offset, bytes, dst);
}

void Buffer::zero() {
  if (!size_)
    return;
  try {
    // clEnqueueFillBuffer is OpenCL 1.2; a one-byte pattern fills any size.
    cl::Event done;
    Device::current().queue().enqueueFillBuffer(buffer_, static_cast<cl_uchar>(0), 0, size_,
                                                nullptr, &done);
    Device::current().noteAsync(done);
  } catch (const cl::Error &e) {
    if (e.err() == CL_MEM_OBJECT_ALLOCATION_FAILURE)
      outOfMemory(size_, "the driver allocated the buffer on first use and failed");
    throw;
  }
}

cl::Buffer Buffer::from(size_t offset) const {
  if (offset == 0)
    return buffer_;
  if (offset >= size_)
    throw ArgumentError("an array at byte offset " + std::to_string(offset) + " of a " +
                        std::to_string(size_) + "-byte buffer has no memory to pass");
  Device &device = Device::current();
  size_t align = device.memBaseAddrAlignBytes();
  if (offset % align != 0)
    throw ArgumentError("an array view at byte offset " + std::to_string(offset) +
                        " of its buffer cannot be passed to a kernel: OpenCL passes a view as a "
                        "sub-buffer, whose start must be a multiple of " +
                        std::to_string(align) + " bytes on '" + device.name() +
                        "' (CL_DEVICE_MEM_BASE_ADDR_ALIGN); pass a copy");
  cl_buffer_region region{offset, size_ - offset};
  cl::Buffer whole = buffer_; // createSubBuffer is not const; the copy shares the cl_mem
  return whole.createSubBuffer(CL_MEM_READ_WRITE, CL_BUFFER_CREATE_TYPE_REGION, &region);
}

} // namespace ultima::runtime
