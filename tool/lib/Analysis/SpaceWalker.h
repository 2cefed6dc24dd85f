//===- SpaceWalker.h - address-space transfer over one body -----*- C++ -*-===//
///
/// \file
/// One walk over the body of one FunctionVariant: how address spaces flow
/// through initialisations, assignments, returns, lambda captures and calls
/// into the variant's pointer slots (FunctionVariant::varSpaces and
/// returnSpaces, TranslationPlan::declSpaces). AddressSpaces.cpp repeats
/// Propagate walks until nothing changes, then runs one Final walk.
///
/// The lattice of one slot level: Unknown below the four spaces, which are
/// unordered. A join only ever moves a level from Unknown to a space; joining
/// a different space is an ultima-address-space-conflict and leaves the level
/// as it was. So each level changes at most once, which bounds the walks.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_ANALYSIS_SPACEWALKER_H
#define ULTIMA_ANALYSIS_SPACEWALKER_H

namespace ultima {

class DiagnosticSink;
class FunctionVariants;
struct TranslationPlan;

enum class WalkMode {
  /// Joins what flows into each slot; resolves only calls whose argument
  /// spaces are all known (the callee variant depends on them).
  Propagate,
  /// After the fixpoint: resolves every call and lowered constructor call
  /// (unknown spaces decided as UnconstrainedPointerSpace), records the spaces
  /// of explicit pointer casts and of builtin pointer arguments, and checks
  /// lvalue conditionals and atomic operands (AtomicOperands.h).
  Final,
};

struct SpaceContext {
  TranslationPlan &plan;
  DiagnosticSink &diags;
  FunctionVariants &variants;
};

/// Walks variant \p idx once (a constructor's initialisers, then its body).
/// Returns how many slot levels it moved from Unknown to a space.
unsigned walkVariant(SpaceContext &cx, unsigned idx, WalkMode mode);

} // namespace ultima

#endif
