//===- ElementwiseKernel.cpp - types, broadcasting, launch -----------------===//
///
/// \file
/// One call: bind placeholders (arrays first, then Python scalars), broadcast
/// the non-raw arrays NumPy-style, allocate missing outputs, optionally merge
/// axes that are contiguous in every operand (reduce_dims), then fetch or
/// generate the kernel for this signature (ElementwiseCodegen.cpp) and launch
/// one work-item per element, rounded up to the work-group size.
///
//===----------------------------------------------------------------------===//
#include "ultima/runtime/ElementwiseKernel.h"
#include "AxisMerge.h"
#include "ElementwiseCodegen.h"
#include "TypeBinding.h"
#include "ultima/runtime/Errors.h"
#include <algorithm>
#include <cmath>
#include <cstring>

namespace ultima::runtime {

namespace {

/// Throws unless the weak (Python) scalar \p s fits the integer type \p d:
/// OverflowError as NumPy 2 ("Python integer -1 out of bounds for uint32"),
/// and for floats Python's int() errors for NaN and infinities. Floats in
/// range are truncated, as C converts them.
void checkPythonScalarFits(const Scalar &s, Dtype d) {
  if (!s.weak || d == Dtype::Bool || isFloating(d))
    return;
  int bits = static_cast<int>(dtypeSize(d)) * 8;
  bool isSignedTarget = isSigned(d);
  if (isFloating(s.dtype)) {
    if (std::isnan(s.f))
      throw ArgumentError("cannot convert float NaN to integer (parameter type " +
                          std::string(dtypeName(d)) + ")");
    if (std::isinf(s.f))
      throw ArgumentOverflowError("cannot convert float infinity to integer (parameter type " +
                                  std::string(dtypeName(d)) + ")");
    double t = std::trunc(s.f);
    double hi = std::ldexp(1.0, isSignedTarget ? bits - 1 : bits); // exclusive
    double lo = isSignedTarget ? -hi : 0.0;
    if (t < lo || t >= hi)
      throw ArgumentOverflowError("Python float " + std::to_string(s.f) + " out of bounds for " +
                                  dtypeName(d));
    return;
  }
  unsigned long long max = bits == 64 ? (isSignedTarget ? 0x7fffffffffffffffull : ~0ull)
                                      : (1ull << (isSignedTarget ? bits - 1 : bits)) - 1;
  bool fits;
  std::string text;
  if (s.dtype == Dtype::UInt64) { // a Python int in [2**63, 2**64)
    unsigned long long v = static_cast<unsigned long long>(s.i);
    fits = v <= max;
    text = std::to_string(v);
  } else if (s.i < 0) {
    fits = isSignedTarget && (bits == 64 || s.i >= -(1ll << (bits - 1)));
    text = std::to_string(s.i);
  } else {
    fits = static_cast<unsigned long long>(s.i) <= max;
    text = std::to_string(s.i);
  }
  if (!fits)
    throw ArgumentOverflowError("Python integer " + text + " out of bounds for " + dtypeName(d));
}

} // namespace

std::vector<unsigned char> scalarBytes(const Scalar &s, Dtype d) {
  checkPythonScalarFits(s, d);
  bool fromFloat = isFloating(s.dtype);
  auto put = [](auto v) {
    std::vector<unsigned char> b(sizeof v);
    std::memcpy(b.data(), &v, sizeof v);
    return b;
  };
  // uint64 scalars carry their bits in `i`.
  bool fromUnsigned = s.dtype == Dtype::UInt64;
  auto as = [&](auto zero) {
    using T = decltype(zero);
    return put(fromFloat      ? static_cast<T>(s.f)
               : fromUnsigned ? static_cast<T>(static_cast<unsigned long long>(s.i))
                              : static_cast<T>(s.i));
  };
  switch (d) {
  case Dtype::Bool:
    return put(static_cast<unsigned char>(fromFloat ? s.f != 0 : s.i != 0));
  case Dtype::Int8: return as(int8_t());
  case Dtype::Int16: return as(int16_t());
  case Dtype::Int32: return as(int32_t());
  case Dtype::Int64: return as(int64_t());
  case Dtype::UInt8: return as(uint8_t());
  case Dtype::UInt16: return as(uint16_t());
  case Dtype::UInt32: return as(uint32_t());
  case Dtype::UInt64: return as(uint64_t());
  case Dtype::Float32: return as(float());
  case Dtype::Float64: return as(double());
  case Dtype::Float16:
    return put(halfBits(fromFloat      ? s.f
                        : fromUnsigned ? static_cast<double>(static_cast<unsigned long long>(s.i))
                                       : static_cast<double>(s.i)));
  }
  throw ArgumentError("unknown scalar type");
}

uint16_t halfBits(double v) {
  // IEEE binary16, round to nearest even, straight from the double (a detour
  // through float would round twice).
  uint64_t x;
  std::memcpy(&x, &v, sizeof x);
  uint16_t sign = static_cast<uint16_t>((x >> 48) & 0x8000u);
  uint64_t ax = x & 0x7fffffffffffffffull;
  if (ax > 0x7ff0000000000000ull)
    return 0x7fff; // NaN
  if (ax >= 0x40effe0000000000ull) // >= 65520: rounds to infinity
    return sign | 0x7c00;
  int e = static_cast<int>(ax >> 52);
  uint64_t m = e ? (ax & 0xfffffffffffffull) | 0x10000000000000ull : ax;
  int q = std::max((e ? e : 1) - 1033, -24); // result = r * 2^q
  int shift = q - ((e ? e : 1) - 1075);      // >= 42
  if (shift > 63)
    return sign; // below half the smallest subnormal
  uint64_t r = m >> shift, rem = m & ((1ull << shift) - 1), half = 1ull << (shift - 1);
  r += (rem > half || (rem == half && (r & 1))) ? 1 : 0;
  return static_cast<uint16_t>(sign | ((static_cast<uint64_t>(q + 24) << 10) + r));
}

std::vector<unsigned char> carrayInfo(const Array &a, const std::vector<long long> &shape,
                                      const std::vector<long long> &strides) {
  std::vector<long long> words{a.offset, 1};
  for (long long s : shape)
    words[1] *= s;
  words.insert(words.end(), shape.begin(), shape.end());
  words.insert(words.end(), strides.begin(), strides.end());
  std::vector<unsigned char> bytes(words.size() * sizeof(long long));
  std::memcpy(bytes.data(), words.data(), bytes.size());
  return bytes;
}

ElementwiseKernel::ElementwiseKernel(const std::string &inParams, const std::string &outParams,
                                     std::string operation, ElementwiseOptions opts)
    : operation_(std::move(operation)), opts_(std::move(opts)) {
  params_ = parseKernelParams(inParams, false);
  numIn_ = params_.size();
  std::vector<KernelParam> outs = parseKernelParams(outParams, true);
  for (const KernelParam &p : outs) {
    for (const KernelParam &q : params_)
      if (q.name == p.name)
        throw ArgumentError("duplicate parameter name '" + p.name + "'");
    params_.push_back(p);
  }
}

std::vector<Array> ElementwiseKernel::operator()(const std::vector<Arg> &argsIn, long long size) {
  size_t nparams = params_.size();
  if (argsIn.size() != numIn_ && argsIn.size() != nparams)
    throw ArgumentError("wrong number of arguments for '" + opts_.name + "': expected " +
                        std::to_string(numIn_) + " or " + std::to_string(nparams) + ", got " +
                        std::to_string(argsIn.size()));
  std::vector<std::optional<Arg>> args(nparams);
  for (size_t k = 0; k < argsIn.size(); ++k)
    args[k] = argsIn[k];

  // 1. Types (TypeBinding.cpp).
  std::vector<Dtype> types = resolveTypes(params_, args);

  // 2. Broadcasting over non-raw arrays; outputs given must have the result shape.
  // The result shape comes from the inputs (CuPy's rule), from the given
  // outputs when every input is a scalar or raw.
  std::vector<std::vector<long long>> shapes;
  bool anyArray = false;
  for (size_t pass = 0; pass < 2 && !anyArray; ++pass)
    for (size_t k = pass ? numIn_ : 0; k < (pass ? nparams : numIn_); ++k)
      if (args[k] && std::holds_alternative<Array>(*args[k]) && !params_[k].raw) {
        shapes.push_back(std::get<Array>(*args[k]).shape);
        anyArray = true;
      }
  std::vector<long long> shape;
  if (anyArray) {
    shape = broadcastShapes(shapes);
    if (size >= 0)
      throw ArgumentError("size is given but the kernel has non-raw array arguments");
  } else {
    if (size < 0)
      throw ArgumentError("size must be given when no non-raw array is passed (a kernel with "
                          "only raw or scalar arguments)");
    shape = {size};
  }
  for (size_t k = numIn_; k < nparams; ++k) {
    if (args[k]) {
      const Array &a = std::get<Array>(*args[k]);
      if (!params_[k].raw && a.shape != shape)
        throw ArgumentError("Out shape is mismatched (output '" + params_[k].name + "')");
      continue;
    }
    if (params_[k].raw)
      throw ArgumentError("raw output '" + params_[k].name + "' must be passed");
    args[k] = Array::empty(shape, types[k]);
  }

  // 3. Strides of each non-raw array over the result shape; reduce_dims.
  std::vector<std::vector<long long>> strides(nparams);
  for (size_t k = 0; k < nparams; ++k)
    if (std::holds_alternative<Array>(*args[k]) && !params_[k].raw)
      strides[k] = broadcastStrides(std::get<Array>(*args[k]), shape);
  long long total = 1;
  for (long long s : shape)
    total *= s;
  if (opts_.reduceDims && total > 0) {
    size_t all = shape.size();
    std::vector<std::vector<long long>> none;
    mergeAxes(shape, all, strides, none);
  }
  if (shape.empty()) { // 0-d, or only size-1 axes merged away: index one element
    shape.push_back(1);
    for (size_t k = 0; k < nparams; ++k)
      if (!params_[k].raw && std::holds_alternative<Array>(*args[k]))
        strides[k].push_back(0);
  }
  int ndim = static_cast<int>(shape.size());
  if (ndim > 8)
    throw ArgumentError("arrays of more than 8 dimensions are not supported");
  // Contiguous fast path: every non-raw operand C-contiguous over `shape`.
  bool contiguous = true;
  for (size_t k = 0; k < nparams; ++k)
    if (!strides[k].empty()) {
      Array view = std::get<Array>(*args[k]);
      view.shape = shape;
      view.strides = strides[k];
      if (!view.cContiguous())
        contiguous = false;
    }

  // 4. The kernel for this signature.
  CodegenSignature sig;
  sig.ndim = ndim;
  sig.contiguous = contiguous;
  for (size_t k = 0; k < nparams; ++k) {
    sig.types.push_back(types[k]);
    bool isArray = std::holds_alternative<Array>(*args[k]);
    sig.isArray.push_back(isArray);
    sig.rawNdim.push_back(params_[k].raw && isArray
                              ? static_cast<int>(std::get<Array>(*args[k]).shape.size())
                              : 0);
  }
  std::string key = sig.key();
  auto it = kernels_.find(key);
  if (it == kernels_.end()) {
    std::string source = generateElementwise(params_, operation_, opts_, sig);
    lastSource_ = source;
    it = kernels_.emplace(key, std::make_unique<RawKernel>(source, opts_.name, opts_.options)).first;
  }
  RawKernel &kernel = *it->second;

  std::vector<KernelArg> kargs;
  for (size_t k = 0; k < nparams; ++k) {
    if (std::holds_alternative<Scalar>(*args[k])) {
      kargs.push_back(KernelArg::bytes(scalarBytes(std::get<Scalar>(*args[k]), types[k])));
      continue;
    }
    const Array &a = std::get<Array>(*args[k]);
    kargs.push_back(KernelArg::buffer(*a.buffer));
    if (params_[k].raw) {
      if (a.shape.size() > 8)
        throw ArgumentError("raw arrays of more than 8 dimensions are not supported");
      kargs.push_back(KernelArg::bytes(carrayInfo(a, a.shape, a.strides)));
    } else {
      kargs.push_back(KernelArg::bytes(carrayInfo(a, shape, strides[k])));
    }
  }
  std::vector<long long> indexer{total};
  indexer.insert(indexer.end(), shape.begin(), shape.end());
  indexer.insert(indexer.end(), shape.size(), 0); // index[N]
  std::vector<unsigned char> ib(indexer.size() * sizeof(long long));
  std::memcpy(ib.data(), indexer.data(), ib.size());
  kargs.push_back(KernelArg::bytes(ib));
  if (total > 0) {
    size_t block = std::min<size_t>(256, Device::current().maxWorkGroupSize());
    size_t grid = (static_cast<size_t>(total) + block - 1) / block;
    if (grid > 2147483647u) // CUDA's grid limit, as launchGlobalSize enforces
      throw ArgumentError("'" + opts_.name + "': " + std::to_string(total) +
                          " elements exceed the largest launch (2147483647 blocks of " +
                          std::to_string(block) + ")");
    kernel.launch({grid, 1, 1}, {block, 1, 1}, kargs);
  }

  std::vector<Array> outs;
  for (size_t k = numIn_; k < nparams; ++k)
    outs.push_back(std::get<Array>(*args[k]));
  return outs;
}

} // namespace ultima::runtime
