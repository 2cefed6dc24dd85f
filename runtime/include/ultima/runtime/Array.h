//===- ultima/runtime/Array.h - a strided view of device memory --*- C++ -*-===//
///
/// \file
/// An n-dimensional array as kernels see it: a shared Buffer, a byte offset,
/// a dtype, a shape and byte strides (NumPy's conventions). Several arrays may
/// view one buffer.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_RUNTIME_ARRAY_H
#define ULTIMA_RUNTIME_ARRAY_H

#include "ultima/runtime/Buffer.h"
#include "ultima/runtime/Dtype.h"
#include <memory>
#include <string>
#include <vector>

namespace ultima::runtime {

struct Array {
  std::shared_ptr<Buffer> buffer;
  Dtype dtype = Dtype::Float64;
  std::vector<long long> shape;
  std::vector<long long> strides; ///< in bytes
  long long offset = 0;           ///< bytes from the buffer's start to element 0

  /// A new C-contiguous array of uninitialised memory. Throws ArgumentError
  /// for a negative dimension or a size beyond 2**63-1 bytes (NumPy's
  /// messages), OutOfMemoryError when the device cannot allocate it.
  static Array empty(std::vector<long long> shape, const Dtype &dtype);
  long long size() const;
  bool cContiguous() const;
};

/// Bytes of an array of \p shape and \p itemsize. Throws ArgumentError as
/// NumPy does: "negative dimensions are not allowed", "array is too big; ..."
/// when the byte count exceeds 2**63-1.
long long arrayBytes(const std::vector<long long> &shape, size_t itemsize);

/// Throws ArgumentError (naming \p what) unless \p a is a well-formed view:
/// non-negative dimensions, one stride per dimension, and every element
/// inside its buffer. Kernels check each array argument before a launch.
void checkArrayBounds(const Array &a, const std::string &what);

/// C-order strides in bytes for \p shape.
std::vector<long long> cStrides(const std::vector<long long> &shape, size_t itemsize);

/// NumPy broadcasting of \p shapes; throws ArgumentError with NumPy's message.
std::vector<long long> broadcastShapes(const std::vector<std::vector<long long>> &shapes);
/// Byte strides of \p a broadcast to \p shape (0 along broadcast axes).
std::vector<long long> broadcastStrides(const Array &a, const std::vector<long long> &shape);

} // namespace ultima::runtime

#endif
