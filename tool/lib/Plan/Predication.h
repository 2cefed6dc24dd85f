//===- Predication.h - syncs under a branch, reached by every work-item -*- C++ -*-===//
///
/// \file
/// CUDA lets a tile sync alone (`if (tile.meta_group_rank() == 0) { ...;
/// tile.sync(); ... }`), but ultima's tile sync is a work-group barrier,
/// which OpenCL needs every work-item of the work-group to reach. The
/// warp-uniformity pass (Analysis/WarpUniformity.cpp) finds such branches
/// whose syncs can be made unconditional: the branch is printed as a flag
/// (`int __ultima_active_1 = cond;`) and its statements predicated on it:
/// a statement that reaches no sync runs under `if (flag)`, a sync, a loop
/// or block around syncs, and a call to a helper that reaches one run in
/// every work-item, the helper taking the flag as a trailing parameter and
/// predicating its own body the same way. docs/device-library.md
/// ("Syncs under a branch") states the rules.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_PLAN_PREDICATION_H
#define ULTIMA_PLAN_PREDICATION_H

#include "clang/AST/Decl.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/DenseSet.h"

namespace ultima {

/// The name of the flag parameter of a predicated helper.
constexpr const char *PredicateParamName = "__ultima_active";

struct Predication {
  /// `if` statements (no else, no init) printed as a flag and a predicated
  /// branch: those whose condition may differ between work-items and whose
  /// branch reaches a sync, in the functions printed with syncs.
  llvm::DenseSet<const clang::IfStmt *> regions;
  /// Statements of predicated code that every work-item runs (those that
  /// reach a sync, and a predicated helper's final return); every other
  /// statement there is printed under the flag.
  llvm::DenseSet<const clang::Stmt *> unguarded;
  /// Helpers (canonical declarations) whose body is predicated on a
  /// trailing `int __ultima_active` parameter; a call outside predicated
  /// code passes 1.
  llvm::DenseSet<const clang::FunctionDecl *> functions;
};

} // namespace ultima

#endif
