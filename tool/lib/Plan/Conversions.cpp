//===- Conversions.cpp - implicit conversions OpenCL C needs spelled -------===//
///
/// \file
/// See Conversions.h.
///
//===----------------------------------------------------------------------===//
#include "Conversions.h"
#include "clang/AST/Expr.h"

using namespace clang;

namespace ultima {

bool spelledConversion(const ImplicitCastExpr *ice, ConversionUse use) {
  switch (use) {
  case ConversionUse::Operand:
    return false;
  case ConversionUse::SelectCondition:
    return ice->getCastKind() == CK_FloatingToBoolean;
  case ConversionUse::BuiltinArgument:
    switch (ice->getCastKind()) {
    case CK_IntegralToFloating:
    case CK_FloatingToIntegral:
    case CK_FloatingCast:
    case CK_IntegralCast:
    case CK_IntegralToBoolean:
    case CK_FloatingToBoolean:
      return true;
    default:
      return false;
    }
  }
  return false;
}

} // namespace ultima
