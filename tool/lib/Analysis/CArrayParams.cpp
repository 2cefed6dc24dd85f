//===- CArrayParams.cpp - where CuPy's CArray and CIndexer may appear ------===//
///
/// \file
/// The CArray lowering (Builtins/CupyBuiltins.h) splits a CArray kernel
/// parameter into a data pointer and an info struct and prints each member
/// call in terms of those two names. That covers how CuPy's generated kernels
/// and user operations use a CArray; everything else is reported here, located
/// and before anything is printed: a CArray parameter of a device function, a
/// CArray variable or copy, a CArray used other than through its members, a
/// rank above MaxCupyDims, and a multi-index argument whose evaluation has side
/// effects (the inlined element address reads it once per dimension).
///
//===----------------------------------------------------------------------===//
#include "../Builtins/CupyBuiltins.h"
#include "AnalysisState.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/DenseSet.h"

using namespace clang;

namespace ultima {
namespace {

class CArrayVisitor : public RecursiveASTVisitor<CArrayVisitor> {
public:
  explicit CArrayVisitor(AnalysisState &state) : state(state) {}
  bool shouldVisitTemplateInstantiations() const { return true; }

  void checkFunction(const FunctionDecl *fd) {
    bool kernel = fd->hasAttr<CUDAGlobalAttr>();
    for (const ParmVarDecl *p : fd->parameters()) {
      CupyRecord r = cupyRecordOf(p->getType());
      if (r.kind == CupyRecord::None)
        continue;
      checkRank(r, p->getLocation());
      if (r.kind == CupyRecord::CArray && !kernel)
        report(p->getLocation(), "CArray parameter '" + p->getNameAsString() +
                                     "' of a device function is not supported; CArray "
                                     "parameters are supported on kernels only");
    }
  }

  // `decltype(a)::index_t` names a CArray's type without using the array.
  bool TraverseDecltypeTypeLoc(DecltypeTypeLoc) { return true; }
  bool TraverseDecltypeType(DecltypeType *) { return true; }

  // Pre-order: a call is visited before its object expression.
  bool VisitCallExpr(CallExpr *e) {
    const auto *md = dyn_cast_or_null<CXXMethodDecl>(e->getDirectCallee());
    if (!md || cupyRecord(md->getParent()).kind != CupyRecord::CArray)
      return true;
    const Expr *object = nullptr;
    if (const auto *mc = dyn_cast<CXXMemberCallExpr>(e))
      object = mc->getImplicitObjectArgument();
    else if (isa<CXXOperatorCallExpr>(e) && e->getNumArgs() > 0)
      object = e->getArg(0);
    if (object)
      if (const auto *dre = dyn_cast<DeclRefExpr>(object->IgnoreParenImpCasts()))
        objects.insert(dre);
    if (isa<CXXOperatorCallExpr>(e) && e->getNumArgs() == 2 &&
        md->getParamDecl(0)->getType()->isReferenceType() &&
        e->getArg(1)->HasSideEffects(state.ctx, /*IncludePossibleEffects=*/false))
      report(e->getArg(1)->getBeginLoc(),
             "a CArray multi-index whose evaluation has side effects is not supported; "
             "compute the index array first");
    return true;
  }

  bool VisitDeclRefExpr(DeclRefExpr *e) {
    CupyRecord r = cupyRecordOf(e->getType());
    if (r.kind != CupyRecord::CArray || objects.count(e))
      return true;
    report(e->getBeginLoc(), "CArray '" + e->getDecl()->getNameAsString() +
                                 "' can only be used through its members (size(), shape(), "
                                 "strides(), operator[])");
    return true;
  }

  bool VisitVarDecl(VarDecl *v) {
    if (isa<ParmVarDecl>(v))
      return true;
    CupyRecord r = cupyRecordOf(v->getType());
    if (r.kind == CupyRecord::CArray)
      report(v->getLocation(), "CArray variables are not supported; use the kernel parameter");
    else if (r.kind == CupyRecord::CIndexer)
      checkRank(r, v->getLocation());
    return true;
  }

private:
  void checkRank(const CupyRecord &r, SourceLocation loc) {
    if (r.ndim > MaxCupyDims)
      report(loc, "CArray/CIndexer rank " + std::to_string(r.ndim) + " exceeds the supported " +
                      std::to_string(MaxCupyDims));
  }
  void report(SourceLocation loc, const Twine &message) {
    state.diags.report(DiagID::UnsupportedConstruct, loc, message);
  }

  AnalysisState &state;
  llvm::DenseSet<const DeclRefExpr *> objects;
};

} // namespace

void runCArrayParams(AnalysisState &state) {
  CArrayVisitor visitor(state);
  for (const FunctionDecl *fd : state.functions) {
    visitor.checkFunction(fd);
    if (fd->getBody())
      visitor.TraverseStmt(fd->getBody());
  }
}

} // namespace ultima
