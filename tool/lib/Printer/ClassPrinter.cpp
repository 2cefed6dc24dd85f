//===- ClassPrinter.cpp - member functions, constructors, objects ---------===//
///
/// \file
/// C++ classes in C: a member function is a free function whose first
/// parameter is `this` (a pointer into the object's address space, decided by
/// AddressSpaces); a constructor is `T *constructor_T(T *this, ...)`, which
/// runs the base and member initialisers, then the body, and returns `this`
/// so that a temporary can be built inside an expression:
/// `(*constructor_T((__private T[1]){0}, args))`. A declaration `T t(args);`
/// is `T t;` followed by `constructor_T(&t, args);`.
///
//===----------------------------------------------------------------------===//
#include "../Analysis/Classes.h"
#include "OpenCLPrinter.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace ultima {

std::string OpenCLPrinter::thisDeclarator(const FunctionVariant &v, const std::string &name) const {
  const auto *md = cast<CXXMethodDecl>(v.decl);
  QualType object = ctx.getRecordType(md->getParent());
  if (md->isConst())
    object.addConst();
  return declarator(ctx.getPointerType(object), name, {v.thisSpace});
}

void OpenCLPrinter::printConstructorCall(const CXXConstructExpr *ce, const std::function<void()> &object) {
  auto it = currentVariant ? currentVariant->constructors.find(ce) : decltype(currentVariant->constructors.end()){};
  if (!currentVariant || it == currentVariant->constructors.end()) {
    internalError(ce->getBeginLoc(), "constructor call without a resolved constructor");
    return;
  }
  const FunctionVariant &target = plan.variants[it->second];
  out << target.name << "(";
  object();
  printCallArguments(target, ce->getArgs(), ce->getNumArgs(), 0);
  out << ")";
}

void OpenCLPrinter::printTemporaryObject(const CXXConstructExpr *ce) {
  out << "(*";
  printConstructorCall(ce, [&] {
    out << "(__private " << typeName(ce->getType().getUnqualifiedType()) << "[1]){0}";
  });
  out << ")";
}

void OpenCLPrinter::printConstructorInits(const CXXConstructorDecl *ctor) {
  for (const CXXCtorInitializer *init : ctor->inits()) {
    const Expr *value = init->getInit();
    if (const auto *fe = dyn_cast<FullExpr>(value))
      value = fe->getSubExpr();
    std::string target;
    QualType type;
    if (init->isDelegatingInitializer()) {
      target = "this";
    } else if (init->isBaseInitializer()) {
      const CXXRecordDecl *base = init->getBaseClass()->getAsCXXRecordDecl();
      target = "&this->base_" + plan.nameOf(base);
      type = init->getBaseClass()->getCanonicalTypeInternal();
    } else if (const FieldDecl *f = init->getAnyMember()) {
      target = "this->" + plan.nameOf(f);
      type = f->getType();
    } else {
      continue;
    }
    const auto *ce = dyn_cast<CXXConstructExpr>(value->IgnoreImplicit());
    if (ce && isLoweredConstruct(ce)) {
      indent();
      printConstructorCall(ce, [&] {
        out << (target == "this" || target[0] == '&' ? target : "&" + target);
      });
      out << ";\n";
      continue;
    }
    if (init->isDelegatingInitializer() || init->isBaseInitializer())
      continue; // a trivial base or delegation: nothing to run
    if (ce && ce->getNumArgs() == 0)
      continue; // trivial default construction leaves the member as it is
    if (const auto *ile = dyn_cast<InitListExpr>(value->IgnoreImplicit());
        ile && type->isArrayType()) {
      // C cannot assign arrays: one element at a time.
      for (unsigned i = 0; i < ile->getNumInits(); ++i) {
        indent();
        out << target << "[" << i << "] = ";
        printExpr(ile->getInit(i));
        out << ";\n";
      }
      continue;
    }
    indent();
    out << target << " = ";
    printInit(value, type);
    out << ";\n";
  }
}

bool OpenCLPrinter::isDerivedToBase(const CastExpr *ce) {
  return ce->getCastKind() == CK_DerivedToBase || ce->getCastKind() == CK_UncheckedDerivedToBase;
}

void OpenCLPrinter::printDerivedToBase(const CastExpr *ce) {
  // Bases are the leading members `base_B` (DeclPrinter::printRecord).
  bool pointer = ce->getType()->isPointerType();
  out << (pointer ? "(&" : "(");
  const Expr *sub = ce->getSubExpr();
  bool parens = pointer && !isa<DeclRefExpr, ParenExpr, CXXThisExpr>(sub->IgnoreImpCasts());
  out << (parens ? "(" : "");
  printExpr(sub);
  out << (parens ? ")" : "");
  const char *sep = pointer ? "->" : ".";
  for (const CXXBaseSpecifier *base : ce->path()) {
    out << sep << "base_" << plan.nameOf(base->getType()->getAsCXXRecordDecl());
    sep = ".";
  }
  out << ")";
}

} // namespace ultima
