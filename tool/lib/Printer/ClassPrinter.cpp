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
#include "../Builtins/CudaBuiltins.h"
#include "../Plan/Classes.h"
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

void OpenCLPrinter::printConstructorCall(const CXXConstructExpr *ce,
                                         const std::function<void()> &object) {
  auto it = currentVariant ? currentVariant->constructors.find(ce)
                           : decltype(currentVariant->constructors.end()){};
  if (!currentVariant || it == currentVariant->constructors.end()) {
    internalError(ce->getBeginLoc(), "constructor call without a resolved constructor");
    return;
  }
  const FunctionVariant &target = plan.variants[it->second];
  out << target.name << "(";
  object();
  printCallArguments(target, ce->getArgs(), ce->getNumArgs(), 0);
  printSharedArguments(target.decl, /*first=*/false);
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
  // Clang lists the initialisers in the order C++ runs them (bases, then
  // members in declaration order), default member initialisers included for
  // the members the list does not name; a delegating constructor has only
  // the delegation.
  for (const CXXCtorInitializer *init : ctor->inits()) {
    if (init->isDelegatingInitializer()) {
      if (const CXXConstructExpr *ce = initializingConstruct(init->getInit())) {
        indent();
        printConstructorCall(ce, [&] { out << "this"; });
        out << ";\n";
      }
    } else if (init->isBaseInitializer()) {
      const CXXRecordDecl *base = init->getBaseClass()->getAsCXXRecordDecl();
      if (!base->isEmpty()) // an empty base has no storage in the C struct
        printMemberInit("this->" + baseMember(ctor->getParent(), base, init->getSourceLocation()),
                        QualType(init->getBaseClass(), 0), init->getInit());
    } else if (const FieldDecl *f = init->getAnyMember()) {
      printMemberInit("this->" + plan.nameOf(f), f->getType(), init->getInit());
    }
  }
}

const Expr *initialiserCore(const Expr *e) {
  while (true) {
    if (const auto *fe = dyn_cast<FullExpr>(e))
      e = fe->getSubExpr();
    else if (const auto *die = dyn_cast<CXXDefaultInitExpr>(e))
      e = die->getExpr();
    else if (const auto *pe = dyn_cast<ParenExpr>(e))
      e = pe->getSubExpr();
    else
      return e;
  }
}

void OpenCLPrinter::printZeroInit(const std::string &target, QualType type) {
  QualType canonical = type.getCanonicalType();
  if (const auto *cat = dyn_cast_or_null<ConstantArrayType>(ctx.getAsArrayType(canonical))) {
    printArrayLoop(target, cat, 0, [&](const std::string &element) {
      printZeroInit(element, cat->getElementType());
    });
    return;
  }
  indent();
  if (canonical->isRecordType())
    out << target << " = (" << typeName(type.getUnqualifiedType()) << "){0};\n";
  else
    out << target << " = 0;\n";
}

void OpenCLPrinter::printArrayLoop(const std::string &target, const ConstantArrayType *type,
                                   uint64_t from,
                                   const std::function<void(const std::string &)> &element) {
  uint64_t size = type->getSize().getZExtValue();
  if (from >= size)
    return;
  if (from + 1 == size) {
    element(target + "[" + std::to_string(from) + "]");
    return;
  }
  // Fields are reached through `this->`, and Naming chose a prefix no input
  // identifier starts with, so the index shadows nothing; nested loops
  // (arrays of arrays) take one index each.
  std::string index = plan.arrayLoopIndexPrefix + std::to_string(loopDepth++);
  indent();
  out << "for (int " << index << " = " << from << "; " << index << " < " << size << "; ++" << index
      << ") {\n";
  ++depth;
  element(target + "[" + index + "]");
  --depth;
  --loopDepth;
  indent();
  out << "}\n";
}

void OpenCLPrinter::printMemberInit(const std::string &target, QualType type, const Expr *value) {
  const Expr *e = initialiserCore(value);
  if (const CXXConstructExpr *ce = initializingConstruct(e)) {
    indent();
    printConstructorCall(ce, [&] { out << "&" << target; });
    out << ";\n";
    return;
  }
  if (const auto *ce = dyn_cast<CXXConstructExpr>(e->IgnoreImplicit())) {
    if (ce->getNumArgs() == 0 && !isPreludeDecl(ce->getConstructor()->getParent())) {
      // `m()` zero-initialises a trivial class; `m` default-initialises it (nothing).
      if (ce->requiresZeroInitialization())
        printZeroInit(target, type);
      return;
    }
  }
  if (isa<ImplicitValueInitExpr>(e)) {
    printZeroInit(target, type);
    return;
  }
  const auto *ile = dyn_cast<InitListExpr>(e->IgnoreImplicit());
  if (ile && ile->isTransparent()) { // `m{other}`: a copy
    printMemberInit(target, type, ile->getInit(0));
    return;
  }
  QualType canonical = type.getCanonicalType();
  if (ile && canonical->isArrayType()) {
    // C cannot assign arrays: one element at a time, then the rest from the filler.
    const auto *cat = dyn_cast_or_null<ConstantArrayType>(ctx.getAsArrayType(canonical));
    QualType elem = cat ? cat->getElementType() : ctx.getAsArrayType(canonical)->getElementType();
    for (unsigned i = 0; i < ile->getNumInits(); ++i)
      printMemberInit(target + "[" + std::to_string(i) + "]", elem, ile->getInit(i));
    if (cat && ile->hasArrayFiller())
      printArrayLoop(target, cat, ile->getNumInits(), [&](const std::string &element) {
        printMemberInit(element, elem, ile->getArrayFiller());
      });
    return;
  }
  if (ile && canonical->isRecordType()) {
    // Member by member, so that nested arrays and classes take the same path.
    const RecordDecl *rd = canonical->getAsRecordDecl();
    if (rd->isUnion()) {
      if (const FieldDecl *f = ile->getInitializedFieldInUnion(); f && ile->getNumInits() == 1)
        printMemberInit(target + "." + plan.nameOf(f), f->getType(), ile->getInit(0));
      else if (ile->getNumInits() == 0)
        printZeroInit(target, type);
      return;
    }
    unsigned i = 0;
    if (const auto *cxx = dyn_cast<CXXRecordDecl>(rd))
      for (const CXXBaseSpecifier &base : cxx->bases()) {
        const CXXRecordDecl *b = base.getType()->getAsCXXRecordDecl();
        if (i < ile->getNumInits() && b && !b->isEmpty())
          printMemberInit(target + "." + baseMember(cxx, b, ile->getBeginLoc()), base.getType(),
                          ile->getInit(i));
        ++i;
      }
    for (const FieldDecl *f : rd->fields()) {
      // An unnamed bit-field takes no initialiser (spelled out: Clang 19
      // renamed isUnnamedBitfield to isUnnamedBitField).
      if (f->isBitField() && !f->getDeclName())
        continue;
      if (i >= ile->getNumInits())
        break;
      // A C11 anonymous member's fields are reached through the parent.
      std::string member = f->isAnonymousStructOrUnion() && !f->getIdentifier()
                               ? target
                               : target + "." + plan.nameOf(f);
      printMemberInit(member, f->getType(), ile->getInit(i++));
    }
    return;
  }
  if (ile && ile->getNumInits() == 0) { // `x{}` on a scalar
    printZeroInit(target, type);
    return;
  }
  if (ile && ile->getNumInits() == 1) { // `x{v}` on a scalar
    printMemberInit(target, type, ile->getInit(0));
    return;
  }
  indent();
  out << target << " = ";
  printInit(value, type);
  out << ";\n";
}

bool OpenCLPrinter::isDerivedToBase(const CastExpr *ce) {
  return ce->getCastKind() == CK_DerivedToBase || ce->getCastKind() == CK_UncheckedDerivedToBase;
}

std::string OpenCLPrinter::baseMember(const CXXRecordDecl *derived, const CXXRecordDecl *base,
                                      SourceLocation loc) {
  auto it = plan.baseMembers.find({derived->getCanonicalDecl(), base->getCanonicalDecl()});
  if (it != plan.baseMembers.end())
    return it->second;
  internalError(loc, "base class '" + base->getNameAsString() + "' of '" +
                         derived->getNameAsString() + "' has no member name");
  return "";
}

void OpenCLPrinter::printBasePath(const CastExpr *ce, const char *firstSep) {
  QualType from = ce->getSubExpr()->getType();
  if (from->isPointerType())
    from = from->getPointeeType();
  const CXXRecordDecl *derived = from->getAsCXXRecordDecl();
  const char *sep = firstSep;
  for (const CXXBaseSpecifier *spec : ce->path()) {
    const CXXRecordDecl *base = spec->getType()->getAsCXXRecordDecl();
    out << sep << (derived ? baseMember(derived, base, ce->getExprLoc()) : "");
    derived = base;
    sep = ".";
  }
}

void OpenCLPrinter::printDerivedToBase(const CastExpr *ce) {
  // Bases are the leading members `base_B` (DeclPrinter's printRecordMembers).
  bool pointer = ce->getType()->isPointerType();
  out << (pointer ? "(&" : "(");
  printOperand(ce->getSubExpr(), Precedence::Postfix); // then `.base_B` or `->base_B`
  printBasePath(ce, pointer ? "->" : ".");
  out << ")";
}

} // namespace ultima
