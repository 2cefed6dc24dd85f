//===- Array.cpp - strided device arrays -----------------------------------===//
#include "ultima/runtime/Array.h"
#include "ultima/runtime/Errors.h"
#include "llvm/Support/MathExtras.h"
#include <algorithm>
#include <string>

namespace ultima::runtime {

std::vector<long long> cStrides(const std::vector<long long> &shape, size_t itemsize) {
  std::vector<long long> strides(shape.size());
  long long step = static_cast<long long>(itemsize);
  for (size_t k = shape.size(); k-- > 0;) {
    strides[k] = step;
    step *= shape[k] > 0 ? shape[k] : 1;
  }
  return strides;
}

long long arrayBytes(const std::vector<long long> &shape, size_t itemsize) {
  for (long long s : shape)
    if (s < 0)
      throw ArgumentError("negative dimensions are not allowed");
  // NumPy's limit: the itemsize times the non-zero dimensions must fit a
  // signed 64-bit integer (so (0, 2**62) float64 is too big there as well).
  long long bytes = static_cast<long long>(itemsize);
  bool overflow = false, empty = false;
  for (long long s : shape) {
    empty |= s == 0;
    if (s)
      overflow |= llvm::MulOverflow(bytes, s, bytes) != 0;
  }
  if (overflow)
    throw ArgumentError("array is too big; `arr.size * arr.dtype.itemsize` is larger than the "
                        "maximum possible size.");
  return empty ? 0 : bytes;
}

void checkArrayBounds(const Array &a, const std::string &what) {
  if (a.strides.size() != a.shape.size())
    throw ArgumentError(what + ": " + std::to_string(a.shape.size()) + " dimensions but " +
                        std::to_string(a.strides.size()) + " strides");
  if (arrayBytes(a.shape, dtypeSize(a.dtype)) == 0)
    return;
  if (!a.buffer)
    throw ArgumentError(what + ": array without a buffer");
  // The lowest and highest byte any element touches, without overflow.
  long long lo = a.offset, hi = a.offset + static_cast<long long>(dtypeSize(a.dtype));
  bool overflow = a.offset < 0;
  for (size_t k = 0; k < a.shape.size(); ++k) {
    long long step;
    overflow |= llvm::MulOverflow(a.shape[k] - 1, a.strides[k], step) != 0;
    long long &end = step < 0 ? lo : hi;
    overflow |= llvm::AddOverflow(end, step, end) != 0;
  }
  if (overflow || lo < 0 || static_cast<unsigned long long>(hi) > a.buffer->size())
    throw ArgumentError(what + ": the array's elements reach past its " +
                        std::to_string(a.buffer->size()) + "-byte buffer");
}

Array Array::empty(std::vector<long long> shape, const Dtype &dtype) {
  Array a;
  a.dtype = dtype;
  a.shape = std::move(shape);
  size_t bytes = static_cast<size_t>(arrayBytes(a.shape, dtypeSize(dtype)));
  a.strides = cStrides(a.shape, dtypeSize(dtype));
  a.buffer = std::make_shared<Buffer>(bytes);
  return a;
}

long long Array::size() const {
  long long n = 1;
  for (long long s : shape)
    n *= s;
  return n;
}

bool Array::cContiguous() const {
  if (size() <= 1)
    return true;
  std::vector<long long> c = cStrides(shape, dtypeSize(dtype));
  for (size_t k = 0; k < shape.size(); ++k)
    if (shape[k] != 1 && strides[k] != c[k])
      return false;
  return true;
}

/// NumPy broadcasting of \p shapes; throws ValueError text like NumPy's.
std::vector<long long> broadcastShapes(const std::vector<std::vector<long long>> &shapes) {
  size_t nd = 0;
  for (const auto &s : shapes)
    nd = std::max(nd, s.size());
  std::vector<long long> out(nd, 1);
  for (const auto &s : shapes)
    for (size_t k = 0; k < s.size(); ++k) {
      long long &o = out[nd - s.size() + k];
      if (s[k] == o || s[k] == 1)
        continue;
      if (o != 1) {
        std::string text;
        for (const auto &t : shapes) {
          text += " (";
          for (size_t j = 0; j < t.size(); ++j)
            text += (j ? ", " : "") + std::to_string(t[j]) + (t.size() == 1 ? "," : "");
          text += ")";
        }
        throw ArgumentError("operands could not be broadcast together with shapes" + text);
      }
      o = s[k];
    }
  return out;
}

/// Strides of \p a broadcast to \p shape (0 along broadcast axes).
std::vector<long long> broadcastStrides(const Array &a, const std::vector<long long> &shape) {
  std::vector<long long> st(shape.size(), 0);
  size_t lead = shape.size() - a.shape.size();
  for (size_t k = 0; k < a.shape.size(); ++k)
    st[lead + k] = a.shape[k] == 1 ? 0 : a.strides[k];
  return st;
}

} // namespace ultima::runtime
