//===- ultima/runtime/Errors.h - runtime exceptions --------------*- C++ -*-===//
///
/// \file
/// The runtime reports failures as exceptions of these types; the Python
/// package maps them to ultima.TranslationError, ultima.CompileError,
/// ultima.OutOfMemoryError (a MemoryError), ValueError/TypeError/OverflowError
/// and RuntimeError.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_RUNTIME_ERRORS_H
#define ULTIMA_RUNTIME_ERRORS_H

#include <cstddef>
#include <stdexcept>
#include <string>
#include <vector>

namespace ultima::runtime {

/// Any runtime failure (OpenCL call failed, device lacks a capability, ...).
struct Error : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// The translator rejected the CUDA source; `diagnostics` are its clang-style lines.
struct TranslationError : Error {
  TranslationError(const std::string &what, std::vector<std::string> diagnostics)
      : Error(what), diagnostics(std::move(diagnostics)) {}
  std::vector<std::string> diagnostics;
};

/// clBuildProgram failed; `log` is the device compiler's build log.
struct CompileError : Error {
  CompileError(const std::string &what, std::string log) : Error(what), log(std::move(log)) {}
  std::string log;
};

/// A bad argument (wrong count, value or shape): Python's ValueError.
struct ArgumentError : Error {
  using Error::Error;
};

/// An argument of the wrong type (dtype mismatch, scalar for an array):
/// Python's TypeError.
struct ArgumentTypeError : ArgumentError {
  using ArgumentError::ArgumentError;
};

/// A value that does not fit the type it is converted to (a Python int too
/// large for an int parameter): Python's OverflowError.
struct ArgumentOverflowError : ArgumentError {
  using ArgumentError::ArgumentError;
};

/// A kernel name the module does not hold: Python's ultima.CUDADriverError
/// (a ValueError too), as CuPy raises CUDADriverError
/// (CUDA_ERROR_NOT_FOUND: named symbol not found).
struct KernelNotFoundError : ArgumentError {
  using ArgumentError::ArgumentError;
};

/// The device could not allocate \p requested bytes (more than its largest
/// allocation, or the allocation failed): Python's ultima.OutOfMemoryError,
/// a MemoryError, as CuPy's cupy.cuda.memory.OutOfMemoryError.
struct OutOfMemoryError : Error {
  OutOfMemoryError(const std::string &what, size_t requested) : Error(what), requested(requested) {}
  size_t requested;
};

/// A texture description CUDA refuses (Texture.h's faults): Python's
/// ultima.cuda.runtime.CUDARuntimeError, as CuPy raises
/// cupy_backends.cuda.api.runtime.CUDARuntimeError; \p status is the CUDA
/// error's number (cudaErrorInvalidValue 1, ...), the message starts with
/// its name.
struct CudaRuntimeError : Error {
  CudaRuntimeError(const std::string &what, int status) : Error(what), status(status) {}
  int status;
};

} // namespace ultima::runtime

#endif
