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
#include <vector>

namespace ultima::runtime {

struct Array {
  std::shared_ptr<Buffer> buffer;
  Dtype dtype = Dtype::Float64;
  std::vector<long long> shape;
  std::vector<long long> strides; ///< in bytes
  long long offset = 0;           ///< bytes from the buffer's start to element 0

  /// A new C-contiguous array of uninitialised memory.
  static Array empty(std::vector<long long> shape, Dtype dtype);
  long long size() const;
  bool cContiguous() const;
};

/// C-order strides in bytes for \p shape.
std::vector<long long> cStrides(const std::vector<long long> &shape, size_t itemsize);

/// NumPy broadcasting of \p shapes; throws ArgumentError with NumPy's message.
std::vector<long long> broadcastShapes(const std::vector<std::vector<long long>> &shapes);
/// Byte strides of \p a broadcast to \p shape (0 along broadcast axes).
std::vector<long long> broadcastStrides(const Array &a, const std::vector<long long> &shape);

} // namespace ultima::runtime

#endif
