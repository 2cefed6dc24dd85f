//===- CupyPack.h - the host side of the CuPy kernel ABI ---------*- C++ -*-===//
///
/// \file
/// The one place that fills the CArray_N and CIndexer_N structs of
/// ultima/CupyAbi.h (the translator's public ABI header) for a launch, and
/// that holds arrays to its rank limit.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_RUNTIME_CUPYPACK_H
#define ULTIMA_RUNTIME_CUPYPACK_H

#include "ultima/CupyAbi.h"
#include "ultima/runtime/Array.h"
#include "ultima/runtime/RawKernel.h"
#include <string>
#include <vector>

namespace ultima::runtime {

/// ULTIMA_CUPY_MAX_NDIM: the largest rank a generated kernel can index.
constexpr int MaxCupyNdim = ULTIMA_CUPY_MAX_NDIM;

/// Throws ArgumentError unless \p ndim <= MaxCupyNdim (\p what: "arrays",
/// "raw arrays").
void checkCupyNdim(size_t ndim, const std::string &what = "arrays");

/// The CArray_N struct (N = shape.size()) of a view of \p a's buffer starting
/// at \p a.offset with \p shape and byte \p strides.
std::vector<unsigned char> carrayInfo(const Array &a, const std::vector<long long> &shape,
                                      const std::vector<long long> &strides);
/// The CIndexer_N struct over \p shape (index[] zero).
std::vector<unsigned char> cindexerInfo(const std::vector<long long> &shape);

/// Appends the two kernel arguments of a CArray parameter: \p a's buffer,
/// then its CArray_N viewed with \p shape and \p strides.
void pushCArray(std::vector<KernelArg> &args, const Array &a, const std::vector<long long> &shape,
                const std::vector<long long> &strides);

} // namespace ultima::runtime

#endif
