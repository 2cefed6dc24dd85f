//===- Precedence.cpp - parentheses from C operator precedence -------------===//
///
/// \file
/// The AST's ParenExprs give every operand the grouping C++ needs, but the
/// printer rewrites some nodes into text of another precedence: a thread
/// index member is a cast, `r.x` through a reference is `(*r).x`-like, a
/// conversion to a base is a member access, a conditional used as an lvalue
/// is `*(c ? &a : &b)`, an implicit conversion made explicit is a cast. So
/// wherever the printer puts an operand inside text of its own (`&`, `->`,
/// a cast, `?:`, an operator), it asks printedPrecedence() what the operand
/// will print as and parenthesises it when that binds more loosely than the
/// place needs, as Clang's own printers do for the nodes they synthesise.
///
//===----------------------------------------------------------------------===//
#include "../Builtins/CudaBuiltins.h"
#include "../Plan/Classes.h"
#include "OpenCLPrinter.h"
#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace ultima {

Precedence binaryPrecedence(BinaryOperatorKind op) {
  switch (op) {
  case BO_PtrMemD:
  case BO_PtrMemI:
    return Precedence::Unary; // rejected before printing; keep it tight
  case BO_Mul:
  case BO_Div:
  case BO_Rem:
    return Precedence::Multiplicative;
  case BO_Add:
  case BO_Sub:
    return Precedence::Additive;
  case BO_Shl:
  case BO_Shr:
    return Precedence::Shift;
  case BO_Cmp:
  case BO_LT:
  case BO_GT:
  case BO_LE:
  case BO_GE:
    return Precedence::Relational;
  case BO_EQ:
  case BO_NE:
    return Precedence::Equality;
  case BO_And:
    return Precedence::BitAnd;
  case BO_Xor:
    return Precedence::BitXor;
  case BO_Or:
    return Precedence::BitOr;
  case BO_LAnd:
    return Precedence::LogicalAnd;
  case BO_LOr:
    return Precedence::LogicalOr;
  case BO_Comma:
    return Precedence::Comma;
  default:
    return Precedence::Assignment; // =, +=, ...
  }
}

/// What a builtin pattern prints as: a name, `f(...)`, `%0.x` (postfix), a
/// leading `(T)` (a cast), or unknown (`a + b`, `%d0 = %1`). Placeholders
/// print parenthesised.
static Precedence patternPrecedence(StringRef p) {
  p = p.trim();
  bool leadingGroup = false;
  int level = 0;
  for (size_t i = 0; i < p.size(); ++i) {
    char c = p[i];
    if (c == '(' || c == '[') {
      ++level;
    } else if (c == ')' || c == ']') {
      if (--level == 0 && p[0] == '(' && !leadingGroup) {
        leadingGroup = true;
        if (i + 1 != p.size())
          return Precedence::Unary; // `(T)x` or `(a).b`: at most unary
      }
    } else if (level == 0 && !std::isalnum(static_cast<unsigned char>(c)) && c != '_' && c != '%' &&
               c != '.') {
      return Precedence::Comma;
    }
  }
  return level == 0 ? Precedence::Postfix : Precedence::Comma;
}

/// What a call to a builtin prints as (CallPrinter.cpp).
static Precedence builtinPrecedence(const BuiltinCall &b, unsigned numArgs) {
  switch (b.kind) {
  case BuiltinCallKind::Pattern:
    return patternPrecedence(b.pattern);
  case BuiltinCallKind::MakeVector:
    return numArgs == 1 ? Precedence::Unary : Precedence::Primary; // `(T)(x)`, `((T)(...))`
  case BuiltinCallKind::IntAbs:
  case BuiltinCallKind::Assert:
    return Precedence::Primary;
  default:
    return Precedence::Postfix;
  }
}

Precedence OpenCLPrinter::printedPrecedence(const Expr *e) const {
  while (true) {
    if (isa<ParenExpr, IntegerLiteral, FloatingLiteral, CharacterLiteral, StringLiteral,
            CXXBoolLiteralExpr, CXXNullPtrLiteralExpr, GNUNullExpr, PredefinedExpr, CXXThisExpr,
            SizeOfPackExpr>(e))
      return Precedence::Primary;
    if (const auto *fe = dyn_cast<FullExpr>(e)) {
      e = fe->getSubExpr();
    } else if (const auto *mte = dyn_cast<MaterializeTemporaryExpr>(e)) {
      e = mte->getSubExpr();
    } else if (const auto *dae = dyn_cast<CXXDefaultArgExpr>(e)) {
      e = dae->getExpr();
    } else if (const auto *die = dyn_cast<CXXDefaultInitExpr>(e)) {
      e = die->getExpr();
    } else if (const auto *st = dyn_cast<SubstNonTypeTemplateParmExpr>(e)) {
      e = st->getReplacement();
    } else if (const auto *ce = dyn_cast<CastExpr>(e); ce && isDerivedToBase(ce)) {
      return Precedence::Primary; // printDerivedToBase parenthesises
    } else if (const auto *ice = dyn_cast<ImplicitCastExpr>(e)) {
      e = ice->getSubExpr(); // spelled ones print as `(T)(x)` where used
    } else if (const auto *ce = dyn_cast<ExplicitCastExpr>(e)) {
      if (isa<InitListExpr>(ce->getSubExprAsWritten()->IgnoreImplicit()))
        return Precedence::Postfix; // a compound literal
      if (ce->getType()->isRecordType()) {
        e = ce->getSubExpr(); // printed as its operand
        continue;
      }
      return Precedence::Unary;
    } else if (const auto *dre = dyn_cast<DeclRefExpr>(e)) {
      // A capture is `this->x`, a reference `(*r)`, threadIdx a compound literal.
      return captureField(currentVariant ? currentVariant->decl : nullptr, dre->getDecl())
                 ? Precedence::Postfix
                 : Precedence::Primary;
    } else if (const auto *me = dyn_cast<MemberExpr>(e)) {
      const Expr *base = me->getBase()->IgnoreParenImpCasts();
      if (const auto *bre = dyn_cast<DeclRefExpr>(base))
        if (const auto *v = dyn_cast<VarDecl>(bre->getDecl()); v && workItemFunction(v))
          return Precedence::Unary; // `(uint)get_local_id(0)`
      if (const RecordDecl *rd = me->getBase()->getType()->getAsRecordDecl())
        if (!me->isArrow() && isOneComponentVector(rd)) {
          e = me->getBase(); // a one-component vector is its scalar
          continue;
        }
      return Precedence::Postfix;
    } else if (const auto *uo = dyn_cast<UnaryOperator>(e)) {
      return uo->isPostfix() ? Precedence::Postfix : Precedence::Unary;
    } else if (const auto *bo = dyn_cast<BinaryOperator>(e)) {
      return binaryPrecedence(bo->getOpcode());
    } else if (const auto *co = dyn_cast<ConditionalOperator>(e)) {
      return printsAsPointerSelect(co) ? Precedence::Unary // `*(c ? &a : &b)`
                                       : Precedence::Conditional;
    } else if (const auto *call = dyn_cast<CallExpr>(e)) {
      if (isTrivialAssignment(call))
        return Precedence::Assignment;
      if (const BuiltinCall *builtin = plan.builtinCall(call))
        return builtinPrecedence(*builtin, call->getNumArgs());
      // `f(...)`, `T_operator_add(&a, b)`, or `(*f(...))` for a reference.
      return Precedence::Primary;
    } else if (isa<ArraySubscriptExpr, CompoundLiteralExpr, LambdaExpr, InitListExpr>(e)) {
      return Precedence::Postfix;
    } else if (isa<UnaryExprOrTypeTraitExpr, ImplicitValueInitExpr, CXXScalarValueInitExpr>(e)) {
      return Precedence::Unary; // sizeof(T), (T)0
    } else if (const auto *ce = dyn_cast<CXXConstructExpr>(e)) {
      if (isLoweredConstruct(ce))
        return Precedence::Primary; // `(*constructor_T(...))`
      if (ce->getNumArgs() == 1 && ce->getConstructor()->isCopyOrMoveConstructor()) {
        e = ce->getArg(0);
        continue;
      }
      if (const BuiltinCall *builtin = plan.builtinCall(ce))
        return builtinPrecedence(*builtin, ce->getNumArgs());
      return Precedence::Primary; // `((uint3){...})`, `((half)0)`; `(T){0}` is postfix
    } else {
      return Precedence::Comma; // unknown: always parenthesised
    }
  }
}

void OpenCLPrinter::printOperand(const Expr *e, Precedence context) {
  bool parens = printedPrecedence(e) < context;
  if (parens)
    out << "(";
  printExpr(e);
  if (parens)
    out << ")";
}

void OpenCLPrinter::printConverted(const Expr *e, ConversionUse use, Precedence context) {
  const auto *ice = dyn_cast<ImplicitCastExpr>(e);
  if (!ice || !spelledConversion(ice, use)) {
    printOperand(e, context);
    return;
  }
  // A cast binds as a unary operator, which every operand context accepts.
  out << "(" << typeName(ice->getType()) << ")(";
  printExpr(ice->getSubExpr());
  out << ")";
}

} // namespace ultima
