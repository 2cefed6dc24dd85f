//===- AnalysisState.h - what analysis passes share --------------*- C++ -*-===//
///
/// \file
/// The state threaded through the analysis passes (Passes.def): the AST, the
/// plan being filled, the diagnostics sink and intermediate results that later
/// passes read (reachable declarations, kernels). Private to the passes: the
/// printer sees the plan (tool/lib/Plan/), never this.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_ANALYSIS_ANALYSISSTATE_H
#define ULTIMA_ANALYSIS_ANALYSISSTATE_H

#include "../Basic/Diagnostics.h"
#include "../Plan/TranslationPlan.h"
#include "ultima/Translator.h"
#include "llvm/ADT/SetVector.h"

namespace clang {
class ASTContext;
class Stmt;
} // namespace clang

namespace ultima {

struct AnalysisState {
  clang::ASTContext &ctx;
  TranslationPlan &plan;
  DiagnosticSink &diags;
  const Options &options;

  /// Kernel definitions in source order (the roots).
  std::vector<const clang::FunctionDecl *> kernels;
  /// Device functions emitted without a caller (inputs with no kernel).
  std::vector<const clang::FunctionDecl *> extraRoots;
  /// Canonical declarations reachable from the roots.
  llvm::SetVector<const clang::Decl *> reachable;
  /// Reachable function definitions in source order.
  std::vector<const clang::FunctionDecl *> functions;

  bool isReachable(const clang::Decl *d) const {
    return d && reachable.count(d->getCanonicalDecl());
  }
};

/// The passes, in pipeline order (see Passes.def).
#define ULTIMA_PASS(Name, Id, Doc) void run##Name(AnalysisState &state);
#include "Passes.def"

/// Runs every pass in order.
void runAnalysis(AnalysisState &state);

} // namespace ultima

#endif
