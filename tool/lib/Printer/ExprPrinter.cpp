//===- ExprPrinter.cpp - expressions ---------------------------------------===//
///
/// \file
/// Expressions print as written: parentheses come from the AST's ParenExprs
/// (plus those Precedence.cpp adds around rewritten operands), literals keep
/// their source spelling, implicit conversions stay implicit except where
/// Conversions.h says OpenCL C needs a cast. Rewrites come from the builtin tables
/// (thread indices, math, synchronisation) and from the plan (names, variants,
/// address spaces of casts, hoisted __shared__ variables).
///
//===----------------------------------------------------------------------===//
#include "../Builtins/CudaBuiltins.h"
#include "../Builtins/CupyBuiltins.h"
#include "OpenCLPrinter.h"
#include "../Plan/Classes.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Lex/Lexer.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"

using namespace clang;

namespace ultima {

void OpenCLPrinter::internalError(SourceLocation loc, const llvm::Twine &what) {
  diags.report(DiagID::Internal, loc, "internal error: " + what);
}

std::string OpenCLPrinter::exprText(const Expr *e) {
  std::string saved;
  std::swap(saved, buffer);
  printExpr(e);
  out.flush();
  std::string text;
  std::swap(text, buffer);
  std::swap(saved, buffer);
  return text;
}

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
  plainBraces = dyn_cast<InitListExpr>(e->IgnoreParens());
  printExpr(init);
  plainBraces = nullptr;
}

void OpenCLPrinter::printExpr(const Expr *e) {
  if (!e)
    return;

  if (const auto *pe = dyn_cast<ParenExpr>(e)) {
    out << "(";
    printExpr(pe->getSubExpr());
    out << ")";
    return;
  }
  if (isa<IntegerLiteral, FloatingLiteral, CharacterLiteral>(e)) {
    std::string spelling = literalSpelling(e);
    bool usable = !spelling.empty() && (std::isdigit(static_cast<unsigned char>(spelling[0])) ||
                                        spelling[0] == '.' || spelling[0] == '\'');
    if (spelling.size() > 1 && spelling[0] == '0' && (spelling[1] == 'b' || spelling[1] == 'B'))
      usable = false; // binary literals are not C99
    if (usable && isa<IntegerLiteral>(e)) {
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
    if (usable) {
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
    return;
  }
  if (const auto *sl = dyn_cast<StringLiteral>(e)) {
    std::string spelling = literalSpelling(e);
    if (!spelling.empty() && spelling[0] == '"' && sl->getNumConcatenated() == 1) {
      out << spelling;
      return;
    }
    out << '"';
    for (char c : sl->getBytes()) {
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
    return;
  }
  if (const auto *bl = dyn_cast<CXXBoolLiteralExpr>(e)) {
    out << (bl->getValue() ? "true" : "false");
    return;
  }
  if (isa<CXXNullPtrLiteralExpr, GNUNullExpr>(e)) {
    out << "0";
    return;
  }
  if (const auto *pe = dyn_cast<PredefinedExpr>(e)) {
    printExpr(pe->getFunctionName());
    return;
  }
  if (const auto *dre = dyn_cast<DeclRefExpr>(e)) {
    const ValueDecl *d = dre->getDecl();
    // A lambda's captured variable is a field of its closure.
    if (const FieldDecl *field = captureField(currentVariant ? currentVariant->decl : nullptr, d)) {
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
      if (isHoistedShared(v) && !currentKernel) {
        out << "(*" << plan.nameOf(v) << ")";
        return;
      }
      if (v->getType()->isReferenceType()) { // a pointer in C (CArray element references too)
        out << "(*" << plan.nameOf(v) << ")";
        return;
      }
    }
    out << plan.nameOf(d);
    return;
  }
  if (const auto *me = dyn_cast<MemberExpr>(e)) {
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
    if (const RecordDecl *rd = me->getBase()->getType()->getAsRecordDecl())
      if (!me->isArrow() && openclVectorTypeName(rd) != "" &&
          !std::isdigit(static_cast<unsigned char>(openclVectorTypeName(rd).back())) &&
          rd->getName() != "dim3") {
        printExpr(me->getBase());
        return;
      }
    // `p->x` with x inherited from B: `p->base_B.x`.
    if (const auto *cast = dyn_cast<CastExpr>(me->getBase()->IgnoreParens());
        cast && me->isArrow() && isDerivedToBase(cast)) {
      printOperand(cast->getSubExpr(), Precedence::Postfix);
      const char *sep = "->";
      for (const CXXBaseSpecifier *base : cast->path()) {
        out << sep << "base_" << plan.nameOf(base->getType()->getAsCXXRecordDecl());
        sep = ".";
      }
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
    return;
  }
  if (const auto *uo = dyn_cast<UnaryOperator>(e)) {
    if (uo->isPostfix()) {
      printOperand(uo->getSubExpr(), Precedence::Postfix);
      out << UnaryOperator::getOpcodeStr(uo->getOpcode());
      return;
    }
    out << UnaryOperator::getOpcodeStr(uo->getOpcode());
    // Keep `- -x` and `+ +x` from fusing into `--x`.
    if (const auto *inner = dyn_cast<UnaryOperator>(uo->getSubExpr()))
      if ((uo->getOpcode() == UO_Minus || uo->getOpcode() == UO_Plus ||
           uo->getOpcode() == UO_PreDec || uo->getOpcode() == UO_PreInc) &&
          (inner->getOpcode() == UO_Minus || inner->getOpcode() == UO_Plus ||
           inner->getOpcode() == UO_PreDec || inner->getOpcode() == UO_PreInc))
        out << " ";
    printOperand(uo->getSubExpr(), Precedence::Unary);
    return;
  }
  if (const auto *bo = dyn_cast<BinaryOperator>(e)) {
    // Left-associative, except assignments (whose left side is a unary-expression).
    Precedence p = binaryPrecedence(bo->getOpcode());
    bool assignment = bo->isAssignmentOp();
    printOperand(bo->getLHS(), assignment ? Precedence::Unary : p);
    if (bo->getOpcode() == BO_Comma)
      out << ", ";
    else
      out << " " << bo->getOpcodeStr() << " ";
    printOperand(bo->getRHS(), assignment ? p : Precedence(unsigned(p) + 1));
    return;
  }
  if (const auto *co = dyn_cast<ConditionalOperator>(e)) {
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
    return;
  }
  if (const auto *ce = dyn_cast<CastExpr>(e); ce && isDerivedToBase(ce)) {
    printDerivedToBase(ce);
    return;
  }
  if (const auto *ice = dyn_cast<ImplicitCastExpr>(e)) {
    printExpr(ice->getSubExpr());
    return;
  }
  if (const auto *ce = dyn_cast<ExplicitCastExpr>(e)) {
    const Expr *sub = ce->getSubExprAsWritten();
    if (const auto *ile = dyn_cast<InitListExpr>(sub->IgnoreImplicit())) {
      // T{a, b} is a C99 compound literal.
      out << "(" << typeName(ce->getType()) << ")";
      plainBraces = ile;
      printExpr(ile);
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
    bool needParens = !isa<ParenExpr, DeclRefExpr, IntegerLiteral, FloatingLiteral>(
        sub->IgnoreImpCasts());
    if (needParens)
      out << "(";
    printExpr(sub);
    if (needParens)
      out << ")";
    return;
  }
  if (const auto *call = dyn_cast<CallExpr>(e); call && isTrivialAssignment(call)) {
    printExpr(call->getArg(0));
    out << " = ";
    printExpr(call->getArg(1));
    return;
  }
  if (const auto *call = dyn_cast<CallExpr>(e)) {
    printCall(call);
    return;
  }
  if (const auto *ase = dyn_cast<ArraySubscriptExpr>(e)) {
    printOperand(ase->getLHS(), Precedence::Postfix);
    out << "[";
    printExpr(ase->getRHS());
    out << "]";
    return;
  }
  if (const auto *ue = dyn_cast<UnaryExprOrTypeTraitExpr>(e)) {
    switch (ue->getKind()) {
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
    const Expr *arg = ue->isArgumentType() ? nullptr : ue->getArgumentExpr()->IgnoreParens();
    if (arg && isa<DeclRefExpr, MemberExpr, ArraySubscriptExpr>(arg))
      printExpr(arg); // objects have their declared type in C too
    else
      out << typeName(arg ? arg->getType() : ue->getArgumentType());
    out << ")";
    return;
  }
  if (const auto *ile = dyn_cast<InitListExpr>(e)) {
    // Braces elsewhere than in an initialiser (`return {a, b};`, `f({a, b})`)
    // build a value: a C99 compound literal.
    if (ile != plainBraces && (ile->getType()->isRecordType() || ile->getType()->isArrayType()))
      out << "(" << typeName(ile->getType()) << ")";
    plainBraces = nullptr;
    // Trailing value-initialised members are implicit in C as well.
    unsigned n = ile->getNumInits();
    while (n > 0 && isa<ImplicitValueInitExpr>(ile->getInit(n - 1)))
      --n;
    // C++17 aggregate initialisation lists the bases first; an empty base has
    // no member in the C struct (DeclPrinter::printRecord).
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
      plainBraces = inner;
      printExpr(init);
      plainBraces = nullptr;
    }
    if (first)
      out << "0";
    out << "}";
    return;
  }
  if (const auto *ivi = dyn_cast<ImplicitValueInitExpr>(e)) {
    QualType t = ivi->getType();
    if (t->isScalarType())
      out << "(" << typeName(t) << ")0";
    else
      out << "{0}";
    return;
  }
  if (const auto *svi = dyn_cast<CXXScalarValueInitExpr>(e)) {
    out << "(" << typeName(svi->getType()) << ")0";
    return;
  }
  if (const auto *cl = dyn_cast<CompoundLiteralExpr>(e)) {
    out << "(" << typeName(cl->getType()) << ")";
    plainBraces = dyn_cast<InitListExpr>(cl->getInitializer());
    printExpr(cl->getInitializer());
    return;
  }
  if (const auto *fe = dyn_cast<FullExpr>(e)) {
    printExpr(fe->getSubExpr());
    return;
  }
  if (const auto *mte = dyn_cast<MaterializeTemporaryExpr>(e)) {
    printExpr(mte->getSubExpr());
    return;
  }
  if (const auto *dae = dyn_cast<CXXDefaultArgExpr>(e)) {
    printExpr(dae->getExpr());
    return;
  }
  if (const auto *die = dyn_cast<CXXDefaultInitExpr>(e)) {
    printExpr(die->getExpr());
    return;
  }
  if (const auto *st = dyn_cast<SubstNonTypeTemplateParmExpr>(e)) {
    printExpr(st->getReplacement());
    return;
  }
  if (isa<CXXThisExpr>(e)) {
    out << "this";
    return;
  }
  if (const auto *le = dyn_cast<LambdaExpr>(e)) {
    // The closure object: its captured copies, in field order.
    out << "(" << typeName(le->getType()) << "){";
    bool first = true;
    for (const Expr *init : le->capture_inits()) {
      out << (first ? "" : ", ");
      first = false;
      printExpr(init);
    }
    out << (first ? "0}" : "}");
    return;
  }
  if (const auto *ce = dyn_cast<CXXConstructExpr>(e); ce && isLoweredConstruct(ce)) {
    printTemporaryObject(ce);
    return;
  }
  if (const auto *ce = dyn_cast<CXXConstructExpr>(e)) {
    const CXXRecordDecl *rd = ce->getConstructor()->getParent();
    if (isPreludeDecl(rd) && rd->getName() == "dim3") {
      // Copies and dim3(uint3): the same struct in OpenCL.
      if (ce->getNumArgs() == 1 && (ce->getConstructor()->isCopyOrMoveConstructor() ||
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
      return;
    }
    if (ce->getNumArgs() == 1 && ce->getConstructor()->isCopyOrMoveConstructor()) {
      printExpr(ce->getArg(0));
      return;
    }
    // Converting constructors of prelude types (__half(float), __half2(a, b)).
    BuiltinCall builtin = classifyBuiltinCall(ce->getConstructor());
    if (builtin.kind == BuiltinCallKind::Rename || builtin.kind == BuiltinCallKind::Pattern) {
      llvm::SmallVector<const Expr *, 4> args(ce->arguments().begin(), ce->arguments().end());
      if (builtin.kind == BuiltinCallKind::Pattern) {
        printPattern(builtin.pattern, ce, args);
        return;
      }
      out << builtin.name << "(";
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
    internalError(e->getBeginLoc(), "non-trivial constructor call");
    return;
  }
  internalError(e->getBeginLoc(),
                llvm::Twine("cannot print expression '") + e->getStmtClassName() + "'");
}

} // namespace ultima
