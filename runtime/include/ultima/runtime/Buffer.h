//===- ultima/runtime/Buffer.h - device memory -------------------*- C++ -*-===//
///
/// \file
/// A block of device memory on the current device. Copies go through the
/// device's in-order queue: an upload is ordered before later launches and a
/// download after earlier ones, and download() returns when the data is on
/// the host.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_RUNTIME_BUFFER_H
#define ULTIMA_RUNTIME_BUFFER_H

#include "ultima/runtime/Device.h"
#include <cstddef>

namespace ultima::runtime {

class Buffer {
public:
  /// \p bytes of uninitialised device memory (at least one byte is allocated:
  /// OpenCL has no empty buffers).
  explicit Buffer(size_t bytes);
  /// Shares \p existing, a buffer made elsewhere (PyOpenCL) on the current
  /// device's context: no copy; the buffer is retained while this lives.
  /// Throws ArgumentError when it belongs to another context.
  explicit Buffer(cl::Buffer existing);
  size_t size() const { return size_; }
  const cl::Buffer &handle() const { return buffer_; }

  /// Copies \p bytes from \p src to offset \p offset (asynchronous, ordered).
  void upload(const void *src, size_t bytes, size_t offset = 0);
  /// Copies \p bytes at \p offset to \p dst; waits for earlier launches.
  void download(void *dst, size_t bytes, size_t offset = 0) const;
  /// Sets every byte to zero (asynchronous, ordered).
  void zero();
  /// The memory from byte \p offset to the end, as a kernel argument: the
  /// buffer itself at offset 0, else an OpenCL sub-buffer (a view of the same
  /// memory, so a kernel's writes land here). Throws ArgumentError when
  /// \p offset is past the end or not a multiple of the device's
  /// CL_DEVICE_MEM_BASE_ADDR_ALIGN, which OpenCL requires of a sub-buffer.
  /// Kernel pointer parameters take a byte offset of their own instead
  /// (RawKernel); this serves the parameters that have none (device symbols).
  cl::Buffer from(size_t offset) const;

private:
  cl::Buffer buffer_;
  size_t size_;
};

} // namespace ultima::runtime

#endif
