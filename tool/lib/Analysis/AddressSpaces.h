//===- AddressSpaces.h - where pointers point ------------------*- C++ -*-===//
///
/// \file
/// Queries over the address-space decisions, shared by the passes that need
/// them after AddressSpaces has run (SharedMemory's barrier analysis).
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_ANALYSIS_ADDRESSSPACES_H
#define ULTIMA_ANALYSIS_ADDRESSSPACES_H

#include "TranslationPlan.h"

namespace clang {
class Expr;
}

namespace ultima {

/// The address space the object designated by the lvalue \p e lives in,
/// within function variant \p variant.
AddrSpace storageSpace(const clang::Expr *e, const FunctionVariant &variant,
                       const TranslationPlan &plan);

} // namespace ultima

#endif
