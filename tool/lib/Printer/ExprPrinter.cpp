//===- ExprPrinter.cpp - literals, names, operators, casts -----------------===//
///
/// \file
/// Expressions print as written: parentheses come from the AST's ParenExprs
/// (plus those Precedence.cpp adds around rewritten operands), literals keep
/// their source spelling, implicit conversions stay implicit except where
/// Conversions.h says OpenCL C needs a cast. Rewrites come from the builtin tables
/// (thread indices, math, synchronisation) and from the plan (names, variants,
/// address spaces of casts, hoisted __shared__ variables). One method per
/// expression class of SupportedNodes.def; the wrappers that print as nothing
/// (OpenCLPrinter.h) pass their ExprContext on, every other node prints its
/// operands in a default one.
///
//===----------------------------------------------------------------------===//
#include "../Builtins/CudaBuiltins.h"
#include "../Builtins/CupyBuiltins.h"
#include "../Plan/Classes.h"
#include "OpenCLPrinter.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"

using namespace clang;

namespace ultima {

std::string OpenCLPrinter::literalSpelling(const Expr *e) const {
  SourceLocation loc = sm.getSpellingLoc(e->getBeginLoc());
  if (loc.isInvalid())
    return "";
  bool invalid = false;
  StringRef text = Lexer::getSourceText(CharSourceRange::getTokenRange(loc, loc), sm,
                                        ctx.getLangOpts(), &invalid);
  if (invalid || text.empty())
    return "";
  std::string s;
  for (char c : text)
    if (c != '\'' || isa<CharacterLiteral>(e))
      s += c; // drop C++14 digit separators
  return s;
}

static bool isHoistedShared(const VarDecl *v) {
  return sharedMemoryKind(v) == SharedMemoryKind::Static;
}

/// The source spelling of a numeric or character literal where OpenCL C reads
/// it the same way, else "".
static std::string usableSpelling(std::string spelling, const Expr *e) {
  bool usable = !spelling.empty() && (std::isdigit(static_cast<unsigned char>(spelling[0])) ||
                                      spelling[0] == '.' || spelling[0] == '\'');
  if (spelling.size() > 1 && spelling[0] == '0' && (spelling[1] == 'b' || spelling[1] == 'B'))
    usable = false; // binary literals are not C99
  if (!usable)
    return "";
  if (isa<IntegerLiteral>(e)) {
    // An `ll` suffix means 128 bits in OpenCL C (long long is reserved
    // there): C++'s 64-bit long long is OpenCL's long, suffix `l`.
    size_t suffix = spelling.find_first_of("uUlL");
    if (suffix != std::string::npos) {
      size_t ll = spelling.find("ll", suffix);
      if (ll == std::string::npos)
        ll = spelling.find("LL", suffix);
      if (ll != std::string::npos)
        spelling.erase(ll, 1);
    }
  }
  return spelling;
}

void OpenCLPrinter::printNumericLiteral(const Expr *e) {
  std::string spelling = usableSpelling(literalSpelling(e), e);
  if (!spelling.empty()) {
    out << spelling;
    return;
  }
  if (const auto *il = dyn_cast<IntegerLiteral>(e)) {
    out << llvm::toString(il->getValue(), 10, il->getType()->isSignedIntegerType());
    QualType t = il->getType();
    if (t->isUnsignedIntegerType())
      out << "u";
    if (ctx.getTypeSize(t) == 64)
      out << "l";
  } else if (const auto *fl = dyn_cast<FloatingLiteral>(e)) {
    llvm::SmallString<32> text;
    fl->getValue().toString(text, 0, 0);
    std::string t(text);
    if (t.find_first_of(".eEn") == std::string::npos)
      t += ".0";
    out << t;
    if (fl->getType()->isSpecificBuiltinType(BuiltinType::Float))
      out << "f";
  } else {
    out << cast<CharacterLiteral>(e)->getValue();
  }
}

void OpenCLPrinter::printStringLiteral(const StringLiteral *e, ExprContext) {
  std::string spelling = literalSpelling(e);
  if (!spelling.empty() && spelling[0] == '"' && e->getNumConcatenated() == 1) {
    out << spelling;
    return;
  }
  out << '"';
  for (char c : e->getBytes()) {
    if (c == '"' || c == '\\')
      out << '\\' << c;
    else if (c == '\n')
      out << "\\n";
    else if (std::isprint(static_cast<unsigned char>(c)))
      out << c;
    else
      out << llvm::format("\\%03o", static_cast<unsigned char>(c));
  }
  out << '"';
}

void OpenCLPrinter::printCXXBoolLiteralExpr(const CXXBoolLiteralExpr *e, ExprContext) {
  out << (e->getValue() ? "true" : "false");
}

void OpenCLPrinter::printCXXNullPtrLiteralExpr(const CXXNullPtrLiteralExpr *, ExprContext) {
  out << "0";
}

void OpenCLPrinter::printGNUNullExpr(const GNUNullExpr *, ExprContext) { out << "0"; }

void OpenCLPrinter::printPredefinedExpr(const PredefinedExpr *e, ExprContext) {
  printExpr(e->getFunctionName());
}

void OpenCLPrinter::printCXXThisExpr(const CXXThisExpr *, ExprContext) {
  // In a lambda's body `this` is the enclosing object's, captured in the
  // closure (the C function's own `this` is the closure): the pointer, or
  // the address of the copy `[*this]` made.
  if (const FieldDecl *field = capturedThisField(currentVariant ? currentVariant->decl : nullptr))
    out << (field->getType()->isPointerType() ? "this->" : "(&this->") << plan.nameOf(field)
        << (field->getType()->isPointerType() ? "" : ")");
  else
    out << "this";
}

void OpenCLPrinter::printDeclRefExpr(const DeclRefExpr *e, ExprContext) {
  printValueRef(e->getDecl());
}

void OpenCLPrinter::printValueRef(const ValueDecl *d) {
  // A lambda's captured variable is a field of its closure; one captured by
  // reference is a pointer field to the caller's variable.
  if (const FieldDecl *field = captureField(currentVariant ? currentVariant->decl : nullptr, d)) {
    if (field->getType()->isReferenceType())
      out << "(*this->" << plan.nameOf(field) << ")";
    else
      out << "this->" << plan.nameOf(field);
    return;
  }
  if (const auto *v = dyn_cast<VarDecl>(d)) {
    if (const char *fn = workItemFunction(v)) {
      out << "((" << vector3StructName("uint") << "){(uint)" << fn << "(0), (uint)" << fn
          << "(1), (uint)" << fn << "(2)})";
      return;
    }
    if (isWarpSize(v)) {
      out << "32";
      return;
    }
    if (const DeviceSymbol *symbol = plan.deviceSymbol(v)) {
      // An array parameter is used as the array; anything else through the pointer.
      if (v->getType()->isArrayType())
        out << symbol->name;
      else
        out << "(*" << symbol->name << ")";
      return;
    }
    if (isHoistedShared(v) && !currentKernel) {
      out << "(*" << plan.nameOf(v) << ")";
      return;
    }
    if (v->getType()->isReferenceType()) { // a pointer in C (CArray element references too)
      out << "(*" << plan.nameOf(v) << ")";
      return;
    }
  }
  // Constants whose declarations are not emitted print as their values: a
  // constant member of a library class (libraryConstantValue), an enumerator
  // of the prelude (cudaSuccess...).
  std::optional<llvm::APSInt> value = libraryConstantValue(dyn_cast<VarDecl>(d));
  if (const auto *ec = dyn_cast<EnumConstantDecl>(d); ec && isPreludeDecl(ec))
    value = ec->getInitVal();
  if (value) {
    std::string text = llvm::toString(*value, 10);
    out << (value->isNegative() ? "(" + text + ")" : text);
    return;
  }
  out << plan.nameOf(d);
}

void OpenCLPrinter::printMemberExpr(const MemberExpr *me, ExprContext) {
  // `obj.n` naming a static data member is the variable S::n; C structs have
  // no such member. The object is evaluated only for its side effects.
  if (isa<VarDecl>(me->getMemberDecl())) {
    bool effects = me->getBase()->HasSideEffects(ctx);
    if (effects) {
      out << "(";
      printExpr(me->getBase());
      out << ", ";
    }
    printValueRef(me->getMemberDecl());
    if (effects)
      out << ")";
    return;
  }
  const Expr *base = me->getBase()->IgnoreParenImpCasts();
  if (const auto *bre = dyn_cast<DeclRefExpr>(base))
    if (const auto *v = dyn_cast<VarDecl>(bre->getDecl()))
      if (const char *fn = workItemFunction(v)) {
        StringRef field = me->getMemberDecl()->getName();
        int dim = field == "x" ? 0 : field == "y" ? 1 : 2;
        out << "(uint)" << fn << "(" << dim << ")";
        return;
      }
  // CUDA's one-component vectors are OpenCL scalars: `v.x` is `v`.
  if (!me->isArrow() && isOneComponentVector(me->getBase()->getType()->getAsRecordDecl())) {
    printExpr(me->getBase());
    return;
  }
  // `p->x` with x inherited from B: `p->base_B.x`.
  if (const auto *cast = dyn_cast<CastExpr>(me->getBase()->IgnoreParens());
      cast && me->isArrow() && isDerivedToBase(cast)) {
    printOperand(cast->getSubExpr(), Precedence::Postfix);
    printBasePath(cast, "->");
    out << "." << plan.nameOf(me->getMemberDecl());
    return;
  }
  // `r.x` through a reference variable (a pointer in C) is `r->x`.
  bool arrow = me->isArrow();
  const auto *refBase = dyn_cast<DeclRefExpr>(me->getBase()->IgnoreParens());
  const auto *refVar = refBase ? dyn_cast<VarDecl>(refBase->getDecl()) : nullptr;
  if (!arrow && refVar && refVar->getType()->isReferenceType()) {
    out << plan.nameOf(refVar);
    arrow = true;
  } else {
    printOperand(me->getBase(), Precedence::Postfix);
  }
  const auto *field = dyn_cast<FieldDecl>(me->getMemberDecl());
  if (field && !field->getIdentifier() && field->isAnonymousStructOrUnion())
    return; // C11 anonymous members are accessed through the parent
  // `p->u` where u is in an anonymous union: the arrow belongs to the hidden step.
  if (const auto *inner = dyn_cast<MemberExpr>(me->getBase()->IgnoreImplicit()))
    if (const auto *f = dyn_cast<FieldDecl>(inner->getMemberDecl()))
      if (!f->getIdentifier() && f->isAnonymousStructOrUnion())
        arrow = inner->isArrow();
  out << (arrow ? "->" : ".") << plan.nameOf(me->getMemberDecl());
}

void OpenCLPrinter::printParenExpr(const ParenExpr *e, ExprContext context) {
  out << "(";
  printExpr(e->getSubExpr(), context);
  out << ")";
}

static bool isIncDecOrSign(UnaryOperatorKind op) {
  return op == UO_Minus || op == UO_Plus || op == UO_PreDec || op == UO_PreInc;
}

void OpenCLPrinter::printUnaryOperator(const UnaryOperator *uo, ExprContext) {
  if (uo->getOpcode() == UO_AddrOf && printSymbolAddress(uo->getSubExpr()))
    return;
  if (uo->isPostfix()) {
    printOperand(uo->getSubExpr(), Precedence::Postfix);
    out << UnaryOperator::getOpcodeStr(uo->getOpcode());
    return;
  }
  out << UnaryOperator::getOpcodeStr(uo->getOpcode());
  // Keep `- -x` and `+ +x` from fusing into `--x`.
  if (const auto *inner = dyn_cast<UnaryOperator>(uo->getSubExpr()))
    if (isIncDecOrSign(uo->getOpcode()) && isIncDecOrSign(inner->getOpcode()))
      out << " ";
  printOperand(uo->getSubExpr(), Precedence::Unary);
}

bool OpenCLPrinter::printSymbolAddress(const Expr *e) {
  const auto *dre = dyn_cast<DeclRefExpr>(e->IgnoreParens());
  const auto *v = dre ? dyn_cast<VarDecl>(dre->getDecl()) : nullptr;
  const DeviceSymbol *symbol = plan.deviceSymbol(v);
  if (!symbol)
    return false;
  if (!v->getType()->isArrayType()) {
    out << symbol->name; // `&counter` is the parameter itself
    return true;
  }
  // `&acc` points to the whole array: the parameter points to its first element.
  out << "((" << typeName(ctx.getPointerType(dre->getType()), {symbol->space}) << ")"
      << symbol->name << ")";
  return true;
}

bool OpenCLPrinter::namesDeviceSymbol(const Expr *e) const {
  std::vector<const Stmt *> work{e};
  while (!work.empty()) {
    const Stmt *s = work.back();
    work.pop_back();
    if (!s)
      continue;
    if (const auto *dre = dyn_cast<DeclRefExpr>(s))
      if (plan.deviceSymbol(dyn_cast<VarDecl>(dre->getDecl())))
        return true;
    for (const Stmt *child : s->children())
      work.push_back(child);
  }
  return false;
}

void OpenCLPrinter::printBinaryOperator(const BinaryOperator *bo, ExprContext) {
  // Left-associative, except assignments (whose left side is a unary-expression).
  Precedence p = binaryPrecedence(bo->getOpcode());
  bool assignment = bo->isAssignmentOp();
  printOperand(bo->getLHS(), assignment ? Precedence::Unary : p);
  if (bo->getOpcode() == BO_Comma)
    out << ", ";
  else
    out << " " << bo->getOpcodeStr() << " ";
  printOperand(bo->getRHS(), assignment ? p : Precedence(unsigned(p) + 1));
}

void OpenCLPrinter::printConditionalOperator(const ConditionalOperator *co, ExprContext) {
  if (printsAsPointerSelect(co)) {
    // A C++ conditional can be an lvalue; in C only through pointers.
    out << "*(";
    printConverted(co->getCond(), ConversionUse::SelectCondition, Precedence::LogicalOr);
    out << " ? &";
    printOperand(co->getTrueExpr(), Precedence::Unary);
    out << " : &";
    printOperand(co->getFalseExpr(), Precedence::Unary);
    out << ")";
    return;
  }
  printConverted(co->getCond(), ConversionUse::SelectCondition, Precedence::LogicalOr);
  out << " ? ";
  printExpr(co->getTrueExpr());
  out << " : ";
  printOperand(co->getFalseExpr(), Precedence::Conditional);
}

void OpenCLPrinter::printImplicitCastExpr(const ImplicitCastExpr *e, ExprContext context) {
  if (isDerivedToBase(e)) {
    printDerivedToBase(e);
    return;
  }
  printExpr(e->getSubExpr(), context);
}

void OpenCLPrinter::printExplicitCast(const ExplicitCastExpr *ce) {
  if (isDerivedToBase(ce)) {
    printDerivedToBase(ce);
    return;
  }
  const Expr *sub = ce->getSubExprAsWritten();
  if (const auto *ile = dyn_cast<InitListExpr>(sub->IgnoreImplicit())) {
    // T{a, b} is a C99 compound literal.
    out << "(" << typeName(ce->getType()) << ")";
    printExpr(ile, ExprContext{/*plainBraces=*/true});
    return;
  }
  if (ce->getType()->isRecordType()) {
    printExpr(ce->getSubExpr()); // a no-op cast to the same struct type
    return;
  }
  PointerSpaces spaces;
  if (currentVariant) {
    auto it = currentVariant->castSpaces.find(ce);
    if (it != currentVariant->castSpaces.end())
      spaces = it->second;
  }
  out << "(" << typeName(ce->getTypeAsWritten(), spaces) << ")";
  // `(int)h` on a __half calls its conversion operator, which the written
  // operand does not show: print the semantic operand, conversion call included.
  for (const Expr *step = ce; step != sub;) {
    const auto *cast = dyn_cast<CastExpr>(step);
    if (!cast)
      break;
    if (cast->getCastKind() == CK_UserDefinedConversion) {
      sub = ce->getSubExpr();
      break;
    }
    step = cast->getSubExpr();
  }
  bool needParens =
      !isa<ParenExpr, DeclRefExpr, IntegerLiteral, FloatingLiteral>(sub->IgnoreImpCasts());
  if (needParens)
    out << "(";
  printExpr(sub);
  if (needParens)
    out << ")";
}

void OpenCLPrinter::printArraySubscriptExpr(const ArraySubscriptExpr *e, ExprContext) {
  printOperand(e->getLHS(), Precedence::Postfix);
  out << "[";
  printExpr(e->getRHS());
  out << "]";
}

void OpenCLPrinter::printUnaryExprOrTypeTraitExpr(const UnaryExprOrTypeTraitExpr *e, ExprContext) {
  switch (e->getKind()) {
  case UETT_SizeOf:
    out << "sizeof";
    break;
  case UETT_AlignOf:
  case UETT_PreferredAlignOf:
    out << "__alignof__";
    break;
  default:
    internalError(e->getBeginLoc(), "unsupported type trait");
    return;
  }
  out << "(";
  // sizeof(expr) prints the C++ type of expr: C types some expressions
  // differently ('a' and `a < b` are int in C).
  const Expr *arg = e->isArgumentType() ? nullptr : e->getArgumentExpr()->IgnoreParens();
  // A device symbol array is a pointer parameter (and no name at program scope).
  if (arg && isa<DeclRefExpr, MemberExpr, ArraySubscriptExpr>(arg) && !namesDeviceSymbol(arg))
    printExpr(arg); // objects have their declared type in C too
  else
    out << typeName(arg ? arg->getType() : e->getArgumentType());
  out << ")";
}

void OpenCLPrinter::printLambdaExpr(const LambdaExpr *e, ExprContext) {
  // The closure object: its captured copies, and the addresses of the
  // variables captured by reference, in field order.
  out << "(" << typeName(e->getType()) << "){";
  bool first = true;
  auto field = e->getLambdaClass()->field_begin();
  for (const Expr *init : e->capture_inits()) {
    out << (first ? "" : ", ");
    first = false;
    if ((*field++)->getType()->isReferenceType())
      printAddressOf(init);
    else
      printExpr(init);
  }
  out << (first ? "0}" : "}");
}

void OpenCLPrinter::printSizeOfPackExpr(const SizeOfPackExpr *e, ExprContext) {
  // `sizeof...(Ts)`: in an emitted specialisation the pack is expanded, so
  // this is a size_t constant.
  out << "((size_t)" << e->getPackLength() << ")";
}

} // namespace ultima
