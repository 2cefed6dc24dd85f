//===- ultima/runtime/KernelArgs.h - arguments of CuPy-style kernels -*- C++ -*-===//
///
/// \file
/// The call arguments ElementwiseKernel and ReductionKernel take: device
/// arrays and scalars, and the conversion of a scalar to a parameter's type.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_RUNTIME_KERNELARGS_H
#define ULTIMA_RUNTIME_KERNELARGS_H

#include "ultima/runtime/Array.h"
#include "ultima/runtime/Dtype.h"
#include <cstdint>
#include <variant>
#include <vector>

namespace ultima::runtime {

/// A scalar argument. `weak` marks a Python scalar, whose type follows the
/// parameter's (or its placeholder's) type, as in CuPy.
struct Scalar {
  Dtype dtype = Dtype::Float64;
  double f = 0;    ///< the value for floating dtypes, the real part for complex ones
  long long i = 0; ///< the value for integer and bool dtypes
  bool weak = false;
  double imag = 0; ///< the imaginary part for complex dtypes
  static Scalar of(double v, bool weak = true) { return {Dtype::Float64, v, 0, weak}; }
  static Scalar of(long long v, bool weak = true) { return {Dtype::Int64, 0, v, weak}; }
  static Scalar ofBool(bool v, bool weak = true) { return {Dtype::Bool, 0, v, weak}; }
  static Scalar ofComplex(double re, double im, bool weak = true) {
    return {Dtype::Complex128, re, 0, weak, im};
  }
};

/// One call argument: a device array or a scalar.
using Arg = std::variant<Array, Scalar>;

/// Bytes of \p s converted to \p d (C conversion rules). A weak (Python)
/// scalar that an integer \p d cannot hold throws ArgumentOverflowError
/// (ArgumentError for NaN); typed (NumPy) scalars convert as in C. A real
/// scalar for a complex \p d gets the imaginary part 0; a complex scalar for
/// a real \p d throws ArgumentTypeError (its imaginary part would be lost).
std::vector<unsigned char> scalarBytes(const Scalar &s, const Dtype &d);
/// The IEEE binary16 bits of \p v rounded to nearest even (a float16 scalar).
uint16_t halfBits(double v);

} // namespace ultima::runtime

#endif
