//===- CudaTypes.h - the CUDA runtime's types, as host code sees them -----===//
///
/// \file
/// The types and error codes come from ultima's own CUDA headers
/// (kernels/cuda/driver_types.h), so that the library and the programs
/// ultima-cc compiles agree on every layout and value. `dim3` is declared by
/// the CUDA prelude, with device-side parts a C++ compiler cannot read; the
/// struct here has its layout (three unsigned ints, trivially copyable), which
/// is all the calling convention sees.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_CUDART_CUDATYPES_H
#define ULTIMA_CUDART_CUDATYPES_H

#include <cstddef>
#include <cstring>

// Before driver_types.h, whose cudaKernelNodeParams holds dim3s.
struct dim3 {
  unsigned int x, y, z;
};
struct uint3 {
  unsigned int x, y, z;
};

// Named by its path (cudart/CMakeLists.txt): kernels/cuda as an include
// directory would put ultima's device-side C headers before the system's.
#include ULTIMA_CUDA_DRIVER_TYPES_H
#include ULTIMA_CUDA_TEXTURE_TYPES_H

namespace ultima::cudart {

/// A CUDA error raised inside the library; apiCall returns its code.
struct CudaError {
  cudaError_t code;
};

/// An enumeration argument checked to be in [first, last] before anything
/// reads it as its enum type: CUDA's C API receives whatever int a caller
/// passes, and loading one outside the enumeration's range as the enum is
/// undefined behaviour (UBSan's -fsanitize=enum says so). Throws CudaError
/// with \p error otherwise.
template <class E> E checkedEnum(const E &value, int first, int last, cudaError_t error) {
  static_assert(sizeof(E) == sizeof(int), "a C enum");
  int raw;
  std::memcpy(&raw, &value, sizeof raw);
  if (raw < first || raw > last)
    throw CudaError{error};
  return value;
}

/// The int a caller stored in a C enumeration field, read without loading
/// it as the enum (which is undefined behaviour outside its range): for the
/// checks that want the raw value.
template <class E> int rawEnum(const E &value) {
  static_assert(sizeof(E) == sizeof(int), "a C enum");
  int raw;
  std::memcpy(&raw, &value, sizeof raw);
  return raw;
}

} // namespace ultima::cudart

#endif
