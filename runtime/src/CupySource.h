//===- CupySource.h - the pieces of a generated CuPy-style kernel -*- C++ -*-===//
///
/// \file
/// The CUDA source both CuPy-style kernel kinds generate, in CuPy's shape:
/// `#include <cupy/carray.cuh>` (and `cuda_fp16.h` when float16 is used),
/// typedefs of the placeholders (and of the kind's own names), the preamble,
/// then kernels whose non-raw array parameters are `CArray<...> _raw_x`, bound
/// per element as `const T x = _raw_x[...]` / `T &x = _raw_x[...]`. Every
/// piece the user wrote is preceded by `#line 1 "<piece>"` and followed by
/// `#line 1 "<name>_kernel"`, so errors point at the user's lines.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_RUNTIME_CUPYSOURCE_H
#define ULTIMA_RUNTIME_CUPYSOURCE_H

#include "ultima/runtime/KernelParams.h"
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace ultima::runtime {

class CupySource {
public:
  CupySource(const std::vector<KernelParam> &params, const std::vector<Dtype> &types,
             std::string name)
      : params_(params), types_(types), name_(std::move(name)) {}

  /// Includes, placeholder typedefs, \p extraTypedefs (name, C type), the
  /// preamble; \p half forces cuda_fp16.h (float16 among the types does too).
  void prologue(const std::string &preamble,
                const std::vector<std::pair<std::string, std::string>> &extraTypedefs = {},
                bool half = false);
  /// The user's \p code as piece \p label: `#line 1 "label"`, the code, a
  /// newline, and the kernel's own `#line` again.
  std::string user(const std::string &label, const std::string &code) const;
  /// `#line 1 "<name>_kernel"` and a newline.
  std::string kernelLine() const { return "#line 1 \"" + name_ + "_kernel\"\n"; }
  /// The entry point of the kernel a user named \p name: `cupy_<name>`. The
  /// prefix keeps CuPy's names that OpenCL reserves (CuPy's default
  /// `kernel`, `global`, `half`, `sampler_t`, `exp`, ...) from being renamed
  /// by the translator, so the launch finds the entry point by this name.
  static std::string entry(const std::string &name) { return "cupy_" + name; }
  /// `extern "C" __global__ void <entry>(`, \p entry as entry() spells it.
  std::string kernelHead(const std::string &entry) const;
  /// Parameter \p k's type as the source spells it: its placeholder or C type.
  std::string type(size_t k) const;
  /// Parameter \p k's declaration: a scalar `T x`, a raw array
  /// `CArray<T, ndim> x`, an array `CArray<const T, ndim> _raw_x` (no const
  /// for outputs).
  std::string param(size_t k, bool isArray, int ndim) const;
  /// The element binding of non-raw array \p k at `_raw_x<access>`:
  /// `const T x = ...;` for inputs, `T &x = ...;` for outputs (indented, newline).
  std::string bind(size_t k, const std::string &access) const;

  std::ostringstream out;

private:
  const std::vector<KernelParam> &params_;
  const std::vector<Dtype> &types_;
  std::string name_;
};

} // namespace ultima::runtime

#endif
