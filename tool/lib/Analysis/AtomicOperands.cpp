//===- AtomicOperands.cpp - atomics act on global or shared memory ---------===//
///
/// \file
/// CUDA's atomic functions act on global or shared memory only, and so do
/// the OpenCL atomics they lower to: an atomic call whose pointer operand
/// points into __private or __constant memory is an
/// ultima-unsupported-construct error. The check needs the operand's space
/// in each variant, so the address-space analysis calls it from its Final
/// walk (SpaceWalker.cpp), once it has recorded the builtin's argument
/// spaces; it decides nothing about spaces itself. (Run as a pass of its own
/// after AddressSpaces, it would report the same errors in another order
/// relative to the analysis' other diagnostics.)
///
//===----------------------------------------------------------------------===//
#include "AtomicOperands.h"
#include "../Basic/Diagnostics.h"
#include "ultima/compat/ClangCompat.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"

using namespace clang;

namespace ultima {

void checkAtomicOperand(DiagnosticSink &diags, const CallExpr *call, const FunctionDecl *callee,
                        llvm::ArrayRef<PointerSpaces> argSpaces) {
  if (!callee->getIdentifier() || !compat::startsWith(callee->getName(), "atomic"))
    return;
  if (argSpaces.empty() || argSpaces[0].empty())
    return;
  AddrSpace space = argSpaces[0][0];
  if (space == AddrSpace::Private || space == AddrSpace::Constant)
    diags.report(DiagID::UnsupportedConstruct, call->getBeginLoc(),
                 "'" + callee->getNameAsString() + "' on " + addrSpaceKeyword(space) +
                     " memory: atomic operations need a pointer into global or shared memory");
}

} // namespace ultima
