//===- ultima/runtime/Dtype.h - NumPy dtypes the kernels support -*- C++ -*-===//
///
/// \file
/// The element types of runtime arrays and kernel parameters, with their
/// NumPy names (as CuPy's parameter strings spell them), CUDA C spellings and
/// sizes. float16 is CUDA's __half in generated kernels (cuda_fp16.h);
/// complex64/complex128 are CuPy's complex<float>/complex<double>
/// (cupy/complex.cuh), a real part then an imaginary part as in NumPy.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_RUNTIME_DTYPE_H
#define ULTIMA_RUNTIME_DTYPE_H

#include <cstddef>
#include <optional>
#include <string>

namespace ultima::runtime {

enum class Dtype {
  Bool,
  Int8,
  Int16,
  Int32,
  Int64,
  UInt8,
  UInt16,
  UInt32,
  UInt64,
  Float16,
  Float32,
  Float64,
  Complex64,
  Complex128
};

/// A NumPy type name as CuPy's parameter strings accept it ("float32",
/// "int32", "bool", and NumPy's aliases "float" -> float64, "int" -> int64).
std::optional<Dtype> dtypeFromName(const std::string &name);
/// NumPy's canonical name ("float32").
const char *dtypeName(Dtype d);
/// The CUDA C spelling in generated kernels ("float", "long long").
const char *dtypeCType(Dtype d);
size_t dtypeSize(Dtype d);
bool isFloating(Dtype d); ///< float16/32/64 (not complex)
bool isComplex(Dtype d);
/// The type of one part of a complex dtype (Float32 for Complex64).
Dtype complexPart(Dtype d);
bool isSigned(Dtype d);

} // namespace ultima::runtime

#endif
