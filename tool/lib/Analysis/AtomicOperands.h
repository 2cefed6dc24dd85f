//===- AtomicOperands.h - atomics act on global or shared memory -*- C++ -*-===//
#ifndef ULTIMA_ANALYSIS_ATOMICOPERANDS_H
#define ULTIMA_ANALYSIS_ATOMICOPERANDS_H

#include "../Plan/TranslationPlan.h"
#include "llvm/ADT/ArrayRef.h"

namespace clang {
class CallExpr;
class FunctionDecl;
} // namespace clang

namespace ultima {

class DiagnosticSink;

/// Reports \p call, a call to the prelude function \p callee, if it is a CUDA
/// atomic whose pointer operand (spaces \p argSpaces, per argument, as
/// recorded in FunctionVariant::builtinArgSpaces) points into __private or
/// __constant memory.
void checkAtomicOperand(DiagnosticSink &diags, const clang::CallExpr *call,
                        const clang::FunctionDecl *callee, llvm::ArrayRef<PointerSpaces> argSpaces);

} // namespace ultima

#endif
