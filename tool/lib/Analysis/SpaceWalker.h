//===- SpaceWalker.h - address-space transfer over one body -----*- C++ -*-===//
///
/// \file
/// One walk over the body of one FunctionVariant: how address spaces flow
/// through initialisations, assignments, returns, lambda captures and calls
/// into the variant's pointer slots (FunctionVariant::varSpaces and
/// returnSpaces, TranslationPlan::declSpaces). AddressSpaces.cpp repeats
/// Propagate walks until nothing changes, then Resolve walks until every call
/// has its variant, then runs one Final walk.
///
/// A walk creates no variant and resolves no call: it reads the variants that
/// exist (FunctionVariants::find) and returns the calls it found as
/// CallRequests. A call whose callee variant does not exist yet contributes
/// no spaces to this walk, and neither does any call whose arguments depend on
/// one: the caller resolves the requests and walks again.
///
/// The lattice of one slot level: Unknown below the four spaces, which are
/// unordered. A join only ever moves a level from Unknown to a space; joining
/// a different space is an ultima-address-space-conflict and leaves the level
/// as it was. So each level changes at most once, which bounds the walks.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_ANALYSIS_SPACEWALKER_H
#define ULTIMA_ANALYSIS_SPACEWALKER_H

#include "FunctionVariants.h"
#include <vector>

namespace ultima {

class DiagnosticSink;
struct TranslationPlan;

enum class WalkMode {
  /// Joins what flows into each slot; requests only calls whose argument
  /// spaces are all known (the callee variant depends on them).
  Propagate,
  /// After the fixpoint: also requests the calls with unknown argument spaces
  /// (decided as UnconstrainedPointerSpace) and the lowered constructor calls.
  Resolve,
  /// Once every call is resolved: records the spaces of explicit pointer
  /// casts and of builtin pointer arguments, and checks lvalue conditionals
  /// and atomic operands (AtomicOperands.h). Requests nothing.
  Final,
};

struct SpaceContext {
  TranslationPlan &plan;
  DiagnosticSink &diags;
  const FunctionVariants &variants;
};

struct WalkResult {
  /// Slot levels the walk moved from Unknown to a space.
  unsigned decided = 0;
  /// The calls it found that it could compute the callee variant of, in
  /// walk order (Propagate and Resolve walks).
  std::vector<CallRequest> requests;
};

/// Walks variant \p idx once (a constructor's initialisers, then its body).
WalkResult walkVariant(const SpaceContext &cx, unsigned idx, WalkMode mode);

} // namespace ultima

#endif
