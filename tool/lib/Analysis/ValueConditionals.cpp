//===- ValueConditionals.cpp - glvalue conditionals read as values --------===//
///
/// \file
/// A C++ conditional whose arms are lvalues is an lvalue; C has no such
/// thing, so the printer writes one as `*(c ? &a : &b)`. That is invalid
/// OpenCL C when the arms live in different address spaces (a private local
/// and a global array element). Where the conditional is only read (an
/// lvalue-to-rvalue conversion applies to it, possibly through parentheses
/// and the right operand of a comma; or, for a class, it is the source of a
/// trivial copy or move, which C does as a struct copy) its value is all that matters, and the
/// plain `c ? a : b` is valid whatever the spaces. This pass decides, once
/// per translation unit, which conditionals are read that way; the printer
/// only renders the decision (TranslationPlan::valueConditionals).
///
//===----------------------------------------------------------------------===//
#include "AnalysisState.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace ultima {
namespace {

class ValueReads : public RecursiveASTVisitor<ValueReads> {
public:
  explicit ValueReads(llvm::DenseSet<const ConditionalOperator *> &found) : found(found) {}

  bool shouldVisitTemplateInstantiations() const { return true; }
  /// The conversions of an aggregate's initialisers are in the semantic form
  /// of the InitListExpr (the one the printer prints), which is implicit code.
  bool shouldVisitImplicitCode() const { return true; }

  bool VisitImplicitCastExpr(ImplicitCastExpr *ice) {
    if (ice->getCastKind() == CK_LValueToRValue)
      markRead(ice->getSubExpr());
    return true;
  }

  /// `T t = c ? a : b;` for a trivially copyable class copies the selected
  /// object; the printer writes the copy as C's struct copy of the value.
  bool VisitCXXConstructExpr(CXXConstructExpr *ce) {
    const CXXConstructorDecl *ctor = ce->getConstructor();
    if (ce->getNumArgs() == 1 && ctor->isCopyOrMoveConstructor() && ctor->isTrivial())
      markRead(withoutNoOps(ce->getArg(0)));
    return true;
  }

  /// `t = c ? a : b;` through a trivial copy or move assignment: likewise.
  bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *oc) {
    const auto *md = dyn_cast_or_null<CXXMethodDecl>(oc->getCalleeDecl());
    if (md && oc->getNumArgs() == 2 && md->isTrivial() &&
        (md->isCopyAssignmentOperator() || md->isMoveAssignmentOperator()))
      markRead(withoutNoOps(oc->getArg(1)));
    return true;
  }

private:
  /// \p e without the qualification conversions and temporaries that bind it
  /// to a `const T &` parameter (derived-to-base conversions are kept).
  static const Expr *withoutNoOps(const Expr *e) {
    while (true) {
      if (const auto *ice = dyn_cast<ImplicitCastExpr>(e); ice && ice->getCastKind() == CK_NoOp)
        e = ice->getSubExpr();
      else if (const auto *mte = dyn_cast<MaterializeTemporaryExpr>(e))
        e = mte->getSubExpr();
      else
        return e;
    }
  }

  /// \p e is a glvalue whose value is read: a conditional it designates (and
  /// so its arms) is read as a value.
  void markRead(const Expr *e) {
    while (true) {
      e = e->IgnoreParens();
      if (const auto *bo = dyn_cast<BinaryOperator>(e); bo && bo->getOpcode() == BO_Comma) {
        e = bo->getRHS();
        continue;
      }
      const auto *co = dyn_cast<ConditionalOperator>(e);
      if (!co || !co->isGLValue() || !found.insert(co).second)
        return;
      markRead(co->getTrueExpr());
      e = co->getFalseExpr();
    }
  }

  llvm::DenseSet<const ConditionalOperator *> &found;
};

} // namespace

void runValueConditionals(AnalysisState &state) {
  ValueReads reads(state.plan.valueConditionals);
  for (const FunctionDecl *fd : state.functions)
    if (fd->hasBody())
      reads.TraverseStmt(fd->getBody());
}

} // namespace ultima
