//===- Buffer.cpp - device memory through the in-order queue ---------------===//
#include "ultima/runtime/Buffer.h"
#include "ultima/runtime/Errors.h"
#include <vector>

namespace ultima::runtime {

Buffer::Buffer(size_t bytes)
    : buffer_(Device::current().context(), CL_MEM_READ_WRITE, bytes ? bytes : 1), size_(bytes) {}

void Buffer::upload(const void *src, size_t bytes, size_t offset) {
  if (offset + bytes > size_)
    throw ArgumentError("upload of " + std::to_string(bytes) + " bytes at offset " +
                        std::to_string(offset) + " past the end of a " + std::to_string(size_) +
                        "-byte buffer");
  if (bytes)
    // Blocking: the caller's host memory may be freed right after (NumPy temporaries).
    Device::current().queue().enqueueWriteBuffer(buffer_, CL_TRUE, offset, bytes, src);
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
  // clEnqueueFillBuffer is OpenCL 1.2; a one-byte pattern fills any size.
  Device::current().queue().enqueueFillBuffer(buffer_, static_cast<cl_uchar>(0), 0, size_);
}

} // namespace ultima::runtime
