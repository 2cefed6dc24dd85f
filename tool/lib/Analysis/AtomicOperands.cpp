//===- AtomicOperands.cpp - atomics act on global or shared memory ---------===//
///
/// \file
/// CUDA's atomic functions act on global or shared memory only, and so do
/// the OpenCL atomics they lower to: an atomic call whose pointer operand
/// points into __private or __constant memory is an
/// ultima-unsupported-construct error. The operand's space is the one
/// AddressSpaces recorded for the call in each variant
/// (FunctionVariant::builtinArgSpaces); the variants are checked in creation
/// order, each body in source order.
///
//===----------------------------------------------------------------------===//
#include "../Basic/Diagnostics.h"
#include "../Builtins/CudaBuiltins.h"
#include "AnalysisState.h"
#include "ultima/compat/ClangCompat.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace ultima {
namespace {

class AtomicOperandChecker : public RecursiveASTVisitor<AtomicOperandChecker> {
public:
  AtomicOperandChecker(const FunctionVariant &variant, DiagnosticSink &diags)
      : variant(variant), diags(diags) {}

  bool VisitCallExpr(CallExpr *call) {
    const FunctionDecl *callee = call->getDirectCallee();
    if (!callee || !isPreludeDecl(callee) || !callee->getIdentifier() ||
        !compat::startsWith(callee->getName(), "atomic"))
      return true;
    auto it = variant.builtinArgSpaces.find(call);
    if (it == variant.builtinArgSpaces.end() || it->second.empty() || it->second[0].empty())
      return true;
    AddrSpace space = it->second[0][0];
    if (space == AddrSpace::Private || space == AddrSpace::Constant)
      diags.report(DiagID::UnsupportedConstruct, call->getBeginLoc(),
                   "'" + callee->getNameAsString() + "' on " + addrSpaceKeyword(space) +
                       " memory: atomic operations need a pointer into global or shared memory");
    return true;
  }

private:
  const FunctionVariant &variant;
  DiagnosticSink &diags;
};

} // namespace

void runAtomicOperands(AnalysisState &state) {
  for (const FunctionVariant &variant : state.plan.variants) {
    if (!variant.decl->hasBody())
      continue;
    AtomicOperandChecker checker(variant, state.diags);
    if (const auto *ctor = dyn_cast<CXXConstructorDecl>(variant.decl))
      for (const CXXCtorInitializer *init : ctor->inits())
        checker.TraverseStmt(init->getInit());
    checker.TraverseStmt(variant.decl->getBody());
  }
}

} // namespace ultima
