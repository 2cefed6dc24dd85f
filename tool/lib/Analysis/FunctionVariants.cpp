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

/// The definition of \p fd if it has one: variants are keyed by it.
static const FunctionDecl *definitionOf(const FunctionDecl *fd) {
  return fd->getDefinition() ? fd->getDefinition() : fd;
}

std::optional<unsigned> FunctionVariants::find(const FunctionDecl *fd, const ParamSpaces &params,
                                               AddrSpace thisSpace) const {
  auto known = plan.variantsOf.find(definitionOf(fd)->getCanonicalDecl());
  if (known != plan.variantsOf.end())
    for (unsigned idx : known->second)
      if (plan.variants[idx].paramSpaces == params && plan.variants[idx].thisSpace == thisSpace)
        return idx;
  return std::nullopt;
}

bool FunctionVariants::resolve(unsigned caller, const CallRequest &request) {
  std::optional<unsigned> before;
  unsigned after;
  if (const auto *call = dyn_cast<CallExpr>(request.site)) {
    auto it = plan.variants[caller].callees.find(call);
    if (it != plan.variants[caller].callees.end())
      before = it->second;
    after = resolveCall(caller, call, request.callee, request.params, request.thisSpace);
  } else {
    const auto *ce = cast<CXXConstructExpr>(request.site);
    auto it = plan.variants[caller].constructors.find(ce);
    if (it != plan.variants[caller].constructors.end())
      before = it->second;
    after = resolveConstructor(caller, ce, request.params);
  }
  return before != after;
}

unsigned FunctionVariants::variantFor(const FunctionDecl *fd, const ParamSpaces &params,
                                      AddrSpace thisSpace, const Expr *site) {
  fd = definitionOf(fd);
  for (unsigned idx : inProgress)
    if (plan.variants[idx].decl == fd)
      return recursiveVariant(fd, params, thisSpace, site, idx);
  if (std::optional<unsigned> known = find(fd, params, thisSpace))
    return *known;
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

unsigned FunctionVariants::recursiveVariant(const FunctionDecl *fd, const ParamSpaces &params,
                                            AddrSpace thisSpace, const Expr *site,
                                            unsigned inProgressIdx) {
  const RecursionPlan &recursion = plan.recursion;
  const FunctionDecl *canonical = fd->getCanonicalDecl();
  SourceLocation loc = site ? site->getBeginLoc() : fd->getLocation();
  if (recursion.lowered(canonical)) {
    // The lowering runs every activation of a function in one C body: they
    // must all be this variant.
    for (unsigned idx : inProgress)
      if (plan.variants[idx].decl == fd && plan.variants[idx].paramSpaces == params &&
          plan.variants[idx].thisSpace == thisSpace)
        return idx;
    diags.report(DiagID::UnsupportedRecursion, loc,
                 "recursion that cannot be lowered to iteration: the recursive call to '" +
                     fd->getNameAsString() +
                     "' passes pointers into other address spaces than its caller received");
  } else if (!recursion.refused.count(canonical)) {
    diags.report(DiagID::UnsupportedRecursion, loc,
                 "recursive call to '" + fd->getNameAsString() +
                     "': OpenCL C does not allow recursion");
  }
  return inProgressIdx;
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
  unsigned idx = variantFor(definitionOf(ce->getConstructor()), params, AddrSpace::Private, ce);
  plan.variants[caller].constructors[ce] = idx;
  return idx;
}

} // namespace ultima
