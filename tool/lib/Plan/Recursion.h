//===- Recursion.h - recursion lowered to an explicit stack -----*- C++ -*-===//
///
/// \file
/// OpenCL C forbids recursion. The functions of a recursive strongly connected
/// component of the call graph (a function calling itself, or `even`/`odd`)
/// are printed as one non-recursive function per member, each containing the
/// bodies of every member it reaches in the component: a recursive call
/// stores the caller's live variables in a frame of a private array, jumps to
/// the callee's block, and the callee's return jumps back to the statement
/// after the call (Printer/RecursionPrinter.cpp). The decisions are the
/// Recursion pass's (Analysis/Recursion.cpp): which components are lowered,
/// where each recursive call's result is computed (before the statement that
/// contains it), which variables a frame saves, and the frame bound.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_PLAN_RECURSION_H
#define ULTIMA_PLAN_RECURSION_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"
#include <string>
#include <vector>

namespace clang {
class CallExpr;
class ConditionalOperator;
class ReturnStmt;
class FunctionDecl;
class Stmt;
class VarDecl;
} // namespace clang

namespace ultima {

/// One call from a member of a lowered component to a member of the same
/// component.
struct RecursiveCall {
  /// The statement the call's result is computed before (its value is a
  /// temporary in the statement): the innermost enclosing full-expression
  /// statement, or the arm of a conditional return it is in.
  const clang::Stmt *statement = nullptr;
  /// The position of the call among its function's recursive calls (the
  /// caller's declaration order: a post-order walk of the body).
  unsigned index = 0;
  /// Variables of automatic storage the caller may still read after the
  /// call: its parameters and the locals in scope at the statement, in
  /// declaration order. Each frame saves and restores them.
  std::vector<const clang::VarDecl *> saved;
  /// The calls of the same statement computed before this one (their
  /// temporaries live across it and are saved too), by RecursiveCall::index.
  llvm::SmallVector<unsigned, 2> earlier;
  /// Parameters (by index) of const reference type whose argument is a
  /// local or a temporary: the argument is copied into the caller's frame and
  /// the callee gets that copy's address (the caller's own variables belong
  /// to whichever activation runs).
  llvm::SmallVector<unsigned, 2> copied;
  /// `return f(...);` in f itself as the statement's only recursive call:
  /// printed as a jump to f's entry with the new arguments, no frame.
  bool tail = false;
  /// Whether the caller is a member function whose `this` is saved.
  bool savesThis = false;
};

struct RecursionPlan {
  /// Canonical declarations of the functions of lowered components, each
  /// with its component's index.
  llvm::DenseMap<const clang::FunctionDecl *, unsigned> componentOf;
  /// Canonical declarations of the functions of components that were
  /// refused (a located error said why): nothing else reports them.
  llvm::DenseSet<const clang::FunctionDecl *> refused;
  /// The number of lowered components.
  unsigned components = 0;
  /// The recursive calls of each lowered function (canonical declaration),
  /// in RecursiveCall::index order.
  llvm::DenseMap<const clang::FunctionDecl *, std::vector<const clang::CallExpr *>> callsOf;
  /// Every recursive call of a lowered component.
  llvm::DenseMap<const clang::CallExpr *, RecursiveCall> calls;
  /// The recursive calls computed before each statement, in evaluation order.
  llvm::DenseMap<const clang::Stmt *, llvm::SmallVector<const clang::CallExpr *, 2>> hoisted;
  /// Statements of `hoisted` that are not directly in a block (the body of
  /// an `if`, an `else if`): printed with their calls inside braces.
  llvm::DenseSet<const clang::Stmt *> braced;
  /// `return c ? a : b;` with recursive calls in an arm: printed as
  /// `if (c) return a; return b;`, each arm a key of `hoisted` for its calls.
  llvm::DenseMap<const clang::ReturnStmt *, const clang::ConditionalOperator *> conditionalReturns;
  /// Frames per lowered function: ULTIMA_RECURSION_DEPTH (-D), else 64.
  unsigned depth = 64;
  /// The device runtime's status variable (a device symbol) that a function
  /// exceeding the bound sets to cudaErrorLaunchFailure.
  const clang::VarDecl *status = nullptr;
  /// No identifier of the input, and no other synthesized name, starts with
  /// this prefix: the lowering's names are `<prefix><what><n>` (Naming).
  std::string prefix;

  const RecursiveCall *call(const clang::CallExpr *e) const {
    auto it = calls.find(e);
    return it == calls.end() ? nullptr : &it->second;
  }
  bool lowered(const clang::FunctionDecl *canonical) const {
    return componentOf.count(canonical) != 0;
  }
};

} // namespace ultima

#endif
