//===- TypeBinding.h - CuPy's type rules for kernel arguments ----*- C++ -*-===//
///
/// \file
/// Resolves the type of every parameter of an Elementwise/ReductionKernel call:
/// placeholders are bound by array arguments first (all arrays of one
/// placeholder must agree), then, for a placeholder no array binds, by the
/// first scalar (a Python int -> int64, float -> float64, bool -> bool; a
/// NumPy scalar its dtype). Scalars never conflict: as in CuPy, each is
/// converted to its parameter's type. Throws ArgumentTypeError with CuPy's
/// "Type is mismatched".
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_RUNTIME_TYPEBINDING_H
#define ULTIMA_RUNTIME_TYPEBINDING_H

#include "ultima/runtime/KernelArgs.h"
#include "ultima/runtime/KernelParams.h"
#include <optional>

namespace ultima::runtime {

/// Types of \p params given \p args (missing outputs are nullopt).
std::vector<Dtype> resolveTypes(const std::vector<KernelParam> &params,
                                const std::vector<std::optional<Arg>> &args);

} // namespace ultima::runtime

#endif
