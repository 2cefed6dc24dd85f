//===- Array.cpp - strided device arrays -----------------------------------===//
#include "ultima/runtime/Array.h"

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

Array Array::empty(std::vector<long long> shape, Dtype dtype) {
  Array a;
  a.dtype = dtype;
  a.shape = std::move(shape);
  a.strides = cStrides(a.shape, dtypeSize(dtype));
  a.buffer = std::make_shared<Buffer>(static_cast<size_t>(a.size()) * dtypeSize(dtype));
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

} // namespace ultima::runtime
