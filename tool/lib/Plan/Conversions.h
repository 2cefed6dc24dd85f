//===- Conversions.h - implicit conversions OpenCL C needs spelled -*- C++ -*-===//
///
/// \file
/// The one rule for which of C++'s implicit conversions the printer must
/// spell as casts in OpenCL C. C has the same implicit arithmetic, boolean
/// and pointer conversions as C++ for the subset, with two exceptions:
/// OpenCL's built-in functions are overloaded (an argument converted to the
/// CUDA parameter type must say so, or another overload is picked or the
/// call is ambiguous), and the first operand of `?:` may not be
/// floating-point (OpenCL C 1.2 s6.3.i) where C++ converts it to bool.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_PLAN_CONVERSIONS_H
#define ULTIMA_PLAN_CONVERSIONS_H

namespace clang {
class ImplicitCastExpr;
} // namespace clang

namespace ultima {

/// Where a converted value is used.
enum class ConversionUse {
  Operand,         ///< anywhere else
  BuiltinArgument, ///< an argument of an OpenCL built-in (overloaded)
  SelectCondition, ///< the condition of `?:`
};

/// Whether the implicit conversion \p ice, used as \p use, must be printed as
/// an explicit cast to its type.
bool spelledConversion(const clang::ImplicitCastExpr *ice, ConversionUse use);

} // namespace ultima

#endif
