//===- Classes.cpp - how C++ classes map onto C ----------------------------===//
#include "Classes.h"
#include "../Builtins/CudaBuiltins.h"
#include "ultima/compat/LambdaCaptures.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace ultima {

bool isTrivialAssignment(const Stmt *s) {
  const auto *op = dyn_cast<CXXOperatorCallExpr>(s);
  if (!op || op->getOperator() != OO_Equal)
    return false;
  const auto *md = dyn_cast_or_null<CXXMethodDecl>(op->getDirectCallee());
  return md && md->isTrivial();
}

const Expr *assignedObject(const Expr *e) {
  while (true) {
    e = e->IgnoreParens();
    if (const auto *fe = dyn_cast<FullExpr>(e))
      e = fe->getSubExpr();
    else if (const auto *ice = dyn_cast<ImplicitCastExpr>(e); ice && ice->getCastKind() == CK_NoOp)
      e = ice->getSubExpr();
    else
      break;
  }
  if (const auto *bo = dyn_cast<BinaryOperator>(e); bo && bo->isAssignmentOp() && bo->isGLValue())
    return bo->getLHS();
  if (isTrivialAssignment(e))
    return cast<CallExpr>(e)->getArg(0);
  return nullptr;
}

bool takesThis(const FunctionDecl *fd) {
  const auto *md = dyn_cast_or_null<CXXMethodDecl>(fd);
  return md && !md->isStatic() && !md->isTrivial() && !isPreludeDecl(md);
}

const Expr *memberCallObject(const CallExpr *call, bool &isPointer) {
  isPointer = false;
  if (!takesThis(call->getDirectCallee()))
    return nullptr;
  if (const auto *mc = dyn_cast<CXXMemberCallExpr>(call)) {
    if (const auto *me = dyn_cast<MemberExpr>(mc->getCallee()->IgnoreParens()))
      isPointer = me->isArrow();
    return mc->getImplicitObjectArgument();
  }
  if (const auto *op = dyn_cast<CXXOperatorCallExpr>(call))
    return op->getNumArgs() ? op->getArg(0) : nullptr;
  return nullptr;
}

unsigned firstParamArg(const CallExpr *call) {
  return isa<CXXOperatorCallExpr>(call) && isa_and_nonnull<CXXMethodDecl>(call->getDirectCallee())
             ? 1
             : 0;
}

bool isNoOpConstructor(const CXXConstructorDecl *ctor) {
  if (ctor->isTrivial())
    return true;
  if (!ctor->isDefaultConstructor() || ctor->getParent()->isPolymorphic())
    return false;
  const FunctionDecl *def = nullptr;
  if (!ctor->hasBody(def))
    return false;
  const auto *body = dyn_cast_or_null<CompoundStmt>(def->getBody());
  if (!body || !body->body_empty())
    return false;
  for (const CXXCtorInitializer *init : cast<CXXConstructorDecl>(def)->inits()) {
    const auto *ce = dyn_cast_or_null<CXXConstructExpr>(init->getInit());
    if (init->isWritten() || !ce || ce->getNumArgs() != 0 ||
        !isNoOpConstructor(ce->getConstructor()))
      return false;
  }
  return true;
}

bool isLoweredConstruct(const CXXConstructExpr *e) {
  const CXXConstructorDecl *ctor = e ? e->getConstructor() : nullptr;
  return ctor && !isNoOpConstructor(ctor) && !isPreludeDecl(ctor);
}

const CXXConstructExpr *initializingConstruct(const Expr *init) {
  for (const Expr *e = init; e;) {
    e = e->IgnoreImplicit()->IgnoreParens();
    const auto *ce = dyn_cast<CXXConstructExpr>(e);
    if (const auto *fc = dyn_cast<CXXFunctionalCastExpr>(e))
      ce = dyn_cast<CXXConstructExpr>(fc->getSubExpr()->IgnoreImplicit());
    if (!ce)
      return nullptr;
    if (isLoweredConstruct(ce))
      return ce;
    // `T t = T(a)` before C++17: an elidable (trivial) copy of the temporary.
    if (ce->getNumArgs() == 1 && ce->getConstructor()->isCopyOrMoveConstructor())
      e = ce->getArg(0);
    else
      return nullptr;
  }
  return nullptr;
}

const FieldDecl *captureField(const FunctionDecl *fd, const ValueDecl *v) {
  const auto *md = dyn_cast_or_null<CXXMethodDecl>(fd);
  if (!md || !md->getParent()->isLambda() || !v)
    return nullptr;
  for (auto &[captured, field] : compat::captureFields(md->getParent()))
    if (captured == v)
      return field;
  return nullptr;
}

const FieldDecl *capturedThisField(const FunctionDecl *fd) {
  const auto *md = dyn_cast_or_null<CXXMethodDecl>(fd);
  if (!md || !md->getParent()->isLambda())
    return nullptr;
  return compat::capturedThisField(md->getParent());
}

std::string operatorSpelling(const FunctionDecl *fd) {
  bool unary = fd->getNumParams() == (isa<CXXMethodDecl>(fd) ? 0u : 1u);
  switch (fd->getOverloadedOperator()) {
  case OO_Plus:
    return unary ? "plus" : "add";
  case OO_Minus:
    return unary ? "neg" : "sub";
  case OO_Star:
    return unary ? "deref" : "mul";
  case OO_Slash:
    return "div";
  case OO_Percent:
    return "mod";
  case OO_Caret:
    return "xor";
  case OO_Amp:
    return unary ? "addr" : "and";
  case OO_Pipe:
    return "or";
  case OO_Tilde:
    return "compl";
  case OO_Exclaim:
    return "not";
  case OO_Equal:
    return "assign";
  case OO_Less:
    return "lt";
  case OO_Greater:
    return "gt";
  case OO_PlusEqual:
    return "add_assign";
  case OO_MinusEqual:
    return "sub_assign";
  case OO_StarEqual:
    return "mul_assign";
  case OO_SlashEqual:
    return "div_assign";
  case OO_PercentEqual:
    return "mod_assign";
  case OO_CaretEqual:
    return "xor_assign";
  case OO_AmpEqual:
    return "and_assign";
  case OO_PipeEqual:
    return "or_assign";
  case OO_LessLess:
    return "shl";
  case OO_GreaterGreater:
    return "shr";
  case OO_LessLessEqual:
    return "shl_assign";
  case OO_GreaterGreaterEqual:
    return "shr_assign";
  case OO_EqualEqual:
    return "eq";
  case OO_ExclaimEqual:
    return "ne";
  case OO_LessEqual:
    return "le";
  case OO_GreaterEqual:
    return "ge";
  case OO_AmpAmp:
    return "land";
  case OO_PipePipe:
    return "lor";
  case OO_PlusPlus:
    return "inc";
  case OO_MinusMinus:
    return "dec";
  case OO_Comma:
    return "comma";
  case OO_Arrow:
    return "arrow";
  case OO_Call:
    return "call";
  case OO_Subscript:
    return "index";
  default:
    return "op";
  }
}

} // namespace ultima
