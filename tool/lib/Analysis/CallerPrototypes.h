//===- CallerPrototypes.h - prototypes for calls before definitions -*- C++ -*-===//
///
/// \file
/// Part of the reachability pass (Reachability.cpp): after the emission order
/// is built, a prototype for each function a caller emitted earlier calls.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_ANALYSIS_CALLERPROTOTYPES_H
#define ULTIMA_ANALYSIS_CALLERPROTOTYPES_H

#include <vector>

namespace clang {
class FunctionDecl;
}

namespace ultima {

struct AnalysisState;

/// The functions \p fd's body calls directly, in call order (repeats kept).
std::vector<const clang::FunctionDecl *> directCalleesOf(const clang::FunctionDecl *fd);

/// Inserts into state.plan.emitOrder, before the first caller of each
/// function emitted after it, a Prototype item of that function, when every
/// typedef and enum its signature names is emitted before that caller.
void addCallerPrototypes(AnalysisState &state);

} // namespace ultima

#endif
