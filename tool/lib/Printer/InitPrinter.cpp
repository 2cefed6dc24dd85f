//===- InitPrinter.cpp - initialisers, braced lists, construct expressions -===//
///
/// \file
/// A braced list initialising a declaration or an enclosing list is plain
/// braces in C; elsewhere (`return {a, b};`, `f({a, b})`) it builds a value,
/// a C99 compound literal. The ExprContext says which (plainBraces). Value
/// initialisation is a zero of the type; construct expressions are copies,
/// converting constructors of prelude types (printed from the plan's builtin
/// classification), dim3, or lowered constructor calls (ClassPrinter.cpp).
///
//===----------------------------------------------------------------------===//
#include "../Builtins/CudaBuiltins.h"
#include "../Plan/Classes.h"
#include "OpenCLPrinter.h"
#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace ultima {

void OpenCLPrinter::printInit(const Expr *init, QualType type) {
  const Expr *e = init;
  if (const auto *ewc = dyn_cast<FullExpr>(e))
    e = ewc->getSubExpr();
  if (const auto *ile = dyn_cast<InitListExpr>(e->IgnoreParens())) {
    if (!type->isArrayType() && !type->isRecordType() && ile->getNumInits() <= 1) {
      if (ile->getNumInits() == 1)
        printExpr(ile->getInit(0));
      else
        out << "(" << typeName(type) << ")0";
      return;
    }
  }
  if (const auto *ce = dyn_cast<CXXConstructExpr>(e->IgnoreImplicit()))
    if (ce->getNumArgs() == 0 && !isPreludeDecl(ce->getConstructor()->getParent())) {
      out << "{0}";
      return;
    }
  // An initialiser list initialising a declaration is plain braces in C.
  ExprContext context;
  context.plainBraces = isa<InitListExpr>(e->IgnoreParens());
  printExpr(init, context);
}

/// Which of the first \p n initialisers of \p ile are for an empty base:
/// C++17 aggregate initialisation lists the bases first, and an empty base
/// has no member in the C struct (DeclPrinter's printRecordMembers).
static llvm::SmallVector<bool, 4> emptyBaseInits(const InitListExpr *ile, unsigned n) {
  llvm::SmallVector<bool, 4> skip(n, false);
  if (const auto *cxx = ile->getType()->getAsCXXRecordDecl(); cxx && !cxx->isUnion()) {
    unsigned i = 0;
    for (const CXXBaseSpecifier &base : cxx->bases()) {
      const CXXRecordDecl *b = base.getType()->getAsCXXRecordDecl();
      if (i < n && b && b->isEmpty())
        skip[i] = true;
      ++i;
    }
  }
  return skip;
}

void OpenCLPrinter::printInitListExpr(const InitListExpr *ile, ExprContext context) {
  // Braces elsewhere than in an initialiser (`return {a, b};`, `f({a, b})`)
  // build a value: a C99 compound literal.
  if (!context.plainBraces && (ile->getType()->isRecordType() || ile->getType()->isArrayType()))
    out << "(" << typeName(ile->getType()) << ")";
  // Trailing value-initialised members are implicit in C as well.
  unsigned n = ile->getNumInits();
  while (n > 0 && isa<ImplicitValueInitExpr>(ile->getInit(n - 1)))
    --n;
  llvm::SmallVector<bool, 4> skip = emptyBaseInits(ile, n);
  out << "{";
  bool first = true;
  for (unsigned i = 0; i < n; ++i) {
    if (skip[i])
      continue;
    out << (first ? "" : ", ");
    first = false;
    const Expr *init = ile->getInit(i);
    const auto *inner = dyn_cast<InitListExpr>(initialiserCore(init));
    if (inner && inner->getType()->isScalarType() && inner->getNumInits() <= 1) {
      // `{v}` or `{}` on a scalar (`int n{};` as a default member initialiser).
      if (inner->getNumInits())
        printExpr(inner->getInit(0));
      else
        out << "0";
      continue;
    }
    ExprContext element;
    element.plainBraces = inner != nullptr;
    printExpr(init, element);
  }
  // An OpenCL vector takes all its components (`(uint4){0}` is an error);
  // CUDA's vector structs zero the ones a list leaves out.
  if (const RecordDecl *rd = ile->getType()->getAsRecordDecl();
      rd && !openclVectorTypeName(rd).empty() && vector3ComponentType(rd).empty() &&
      !isOneComponentVector(rd))
    for (unsigned i = n, count = std::distance(rd->field_begin(), rd->field_end()); i < count;
         ++i) {
      out << (first ? "0" : ", 0");
      first = false;
    }
  if (first)
    out << "0";
  out << "}";
}

void OpenCLPrinter::printImplicitValueInitExpr(const ImplicitValueInitExpr *e, ExprContext) {
  QualType t = e->getType();
  if (t->isScalarType())
    out << "(" << typeName(t) << ")0";
  else
    out << "{0}";
}

void OpenCLPrinter::printCXXScalarValueInitExpr(const CXXScalarValueInitExpr *e, ExprContext) {
  out << "(" << typeName(e->getType()) << ")0";
}

void OpenCLPrinter::printCompoundLiteralExpr(const CompoundLiteralExpr *e, ExprContext) {
  out << "(" << typeName(e->getType()) << ")";
  ExprContext context;
  context.plainBraces = isa<InitListExpr>(e->getInitializer());
  printExpr(e->getInitializer(), context);
}

void OpenCLPrinter::printDim3Construct(const CXXConstructExpr *ce) {
  // Copies and dim3(uint3): the same struct in OpenCL.
  if (ce->getNumArgs() == 1 &&
      (ce->getConstructor()->isCopyOrMoveConstructor() ||
       !vector3ComponentType(ce->getArg(0)->getType()->getAsRecordDecl()).empty())) {
    printExpr(ce->getArg(0));
    return;
  }
  out << "((" << vector3StructName("uint") << "){";
  for (unsigned i = 0; i < 3; ++i) {
    out << (i ? ", " : "");
    if (i < ce->getNumArgs())
      printExpr(ce->getArg(i));
    else
      out << "1";
  }
  out << "})";
}

void OpenCLPrinter::printCXXConstructExpr(const CXXConstructExpr *ce, ExprContext) {
  if (isLoweredConstruct(ce)) {
    printTemporaryObject(ce);
    return;
  }
  const CXXRecordDecl *rd = ce->getConstructor()->getParent();
  if (isPreludeDecl(rd) && rd->getName() == "dim3") {
    printDim3Construct(ce);
    return;
  }
  if (ce->getNumArgs() == 1 && ce->getConstructor()->isCopyOrMoveConstructor()) {
    printExpr(ce->getArg(0));
    return;
  }
  // Converting constructors of prelude types (__half(float), __half2(a, b)).
  if (const BuiltinCall *builtin = plan.builtinCall(ce);
      builtin &&
      (builtin->kind == BuiltinCallKind::Rename || builtin->kind == BuiltinCallKind::Pattern)) {
    llvm::SmallVector<const Expr *, 4> args(ce->arguments().begin(), ce->arguments().end());
    if (builtin->kind == BuiltinCallKind::Pattern) {
      printPattern(*builtin, ce, args);
      return;
    }
    out << builtin->name << "(";
    for (unsigned i = 0; i < args.size(); ++i) {
      out << (i ? ", " : "");
      printBuiltinArg(args[i]);
    }
    out << ")";
    return;
  }
  if (ce->getNumArgs() == 0 && !halfTypeName(rd).empty()) {
    out << "((" << halfTypeName(rd) << ")0)"; // value-initialised: +0
    return;
  }
  if (ce->getNumArgs() == 0) {
    out << "(" << typeName(ce->getType()) << "){0}";
    return;
  }
  internalError(ce->getBeginLoc(), "non-trivial constructor call");
}

} // namespace ultima
