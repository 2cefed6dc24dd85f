//===- FunctionVariants.cpp - the call graph of function variants ---------===//
///
/// \file
/// Finds or creates the FunctionVariant a call resolves to and reports
/// recursion; see FunctionVariants.h.
///
//===----------------------------------------------------------------------===//
#include "FunctionVariants.h"
#include "../Basic/Diagnostics.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace ultima {

unsigned FunctionVariants::variantFor(const FunctionDecl *fd, const ParamSpaces &params,
                                      AddrSpace thisSpace, const Expr *site) {
  fd = fd->getDefinition() ? fd->getDefinition() : fd;
  for (unsigned idx : inProgress)
    if (plan.variants[idx].decl == fd) {
      diags.report(DiagID::UnsupportedRecursion, site ? site->getBeginLoc() : fd->getLocation(),
                   "recursive call to '" + fd->getNameAsString() +
                       "': OpenCL C does not allow recursion");
      return idx;
    }
  auto known = plan.variantsOf.find(fd->getCanonicalDecl());
  if (known != plan.variantsOf.end())
    for (unsigned idx : known->second)
      if (plan.variants[idx].paramSpaces == params && plan.variants[idx].thisSpace == thisSpace)
        return idx;
  unsigned idx = plan.variants.size();
  FunctionVariant &variant = plan.variants.emplace_back();
  variant.decl = fd;
  variant.paramSpaces = params;
  variant.thisSpace = thisSpace;
  plan.variantsOf[fd->getCanonicalDecl()].push_back(idx);
  inProgress.push_back(idx);
  analyze(idx);
  inProgress.pop_back();
  return idx;
}

unsigned FunctionVariants::resolveCall(unsigned caller, const CallExpr *call,
                                       const FunctionDecl *callee, const ParamSpaces &params,
                                       AddrSpace thisSpace) {
  unsigned idx = variantFor(callee, params, thisSpace, call);
  plan.variants[caller].callees[call] = idx;
  return idx;
}

unsigned FunctionVariants::resolveConstructor(unsigned caller, const CXXConstructExpr *ce,
                                              const ParamSpaces &params) {
  const CXXConstructorDecl *ctor = ce->getConstructor();
  const FunctionDecl *def = ctor->getDefinition() ? ctor->getDefinition() : ctor;
  unsigned idx = variantFor(def, params, AddrSpace::Private, ce);
  plan.variants[caller].constructors[ce] = idx;
  return idx;
}

} // namespace ultima
