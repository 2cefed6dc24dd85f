//===- AddressSpaces.h - where pointers point ------------------*- C++ -*-===//
///
/// \file
/// The address-space analysis (AddressSpaces.cpp, SpaceWalker.cpp) and the
/// queries over its decisions that later passes use (SharedMemory's barrier
/// analysis, AtomicOperands).
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_ANALYSIS_ADDRESSSPACES_H
#define ULTIMA_ANALYSIS_ADDRESSSPACES_H

#include "../Plan/TranslationPlan.h"

namespace clang {
class Expr;
class QualType;
} // namespace clang

namespace ultima {

/// The one policy for a pointer nothing constrains (only ever null, a field
/// never assigned, an argument whose spaces are unknown): it points to
/// __global. The analysis applies it before it finishes, so no
/// AddrSpace::Unknown reaches the plan's PointerSpaces (the printer reports
/// one as an internal error).
constexpr AddrSpace UnconstrainedPointerSpace = AddrSpace::Global;

/// \p as, or UnconstrainedPointerSpace when it is Unknown.
inline AddrSpace decided(AddrSpace as) {
  return as == AddrSpace::Unknown ? UnconstrainedPointerSpace : as;
}

/// Replaces every Unknown level of \p s by UnconstrainedPointerSpace.
inline void decide(PointerSpaces &s) {
  for (AddrSpace &as : s)
    as = decided(as);
}

/// Pointer and reference levels of \p t, through arrays.
unsigned pointerDepth(clang::QualType t);

/// The address space the object designated by the lvalue \p e lives in,
/// within function variant \p variant.
AddrSpace storageSpace(const clang::Expr *e, const FunctionVariant &variant,
                       const TranslationPlan &plan);

/// What the pointer slots of \p d hold in \p variant: its varSpaces entry for
/// a local, else TranslationPlan::declSpaces, else nothing known.
PointerSpaces spacesOfDecl(const clang::ValueDecl *d, const FunctionVariant &variant,
                           const TranslationPlan &plan);

} // namespace ultima

#endif
