//===- ultima/runtime/KernelParams.h - CuPy's parameter strings --*- C++ -*-===//
///
/// \file
/// Parses CuPy's in_params/out_params grammar: a comma-separated list of
/// `[raw] TYPE NAME`, where a one-character TYPE is a type placeholder (`T x`)
/// and anything else must name a dtype (`float32 y`, `int32 n`, `bool m`).
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_RUNTIME_KERNELPARAMS_H
#define ULTIMA_RUNTIME_KERNELPARAMS_H

#include "ultima/runtime/Dtype.h"
#include <string>
#include <vector>

namespace ultima::runtime {

struct KernelParam {
  std::string name;
  std::string placeholder;      ///< "T" for a placeholder type, "" for a concrete one
  Dtype dtype = Dtype::Float64; ///< the concrete type (when placeholder is "")
  bool raw = false;
  bool output = false;
};

/// Whether \p s is a C identifier (`[A-Za-z_][A-Za-z0-9_]*`): CuPy's rule
/// for kernel and parameter names.
bool isCIdentifier(const std::string &s);

/// Parses \p text; throws ArgumentError (ValueError in Python) naming the
/// offending token.
std::vector<KernelParam> parseKernelParams(const std::string &text, bool output);

} // namespace ultima::runtime

#endif
