//===- NodeVisitor.h - dispatch over the supported node kinds ---*- C++ -*-===//
///
/// \file
/// The printer's dispatch, generated from Plan/SupportedNodes.def in the
/// manner of Clang's StmtVisitor: one `case` per listed statement or
/// expression class, each calling the derived printer's method of the same
/// name (`printIfStmt(const IfStmt *)`, `printBinaryOperator(const
/// BinaryOperator *, ExprContext)`). A kind listed in SupportedNodes.def
/// without its method does not compile; a kind not listed reaches
/// `printUnsupportedNode`, the one place that reports it (UnsupportedConstructs
/// should have rejected it first).
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_PRINTER_NODEVISITOR_H
#define ULTIMA_PRINTER_NODEVISITOR_H

#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtCXX.h"

namespace ultima {

/// What the place an expression is printed in asks of it. Wrappers that print
/// as nothing (parentheses, full expressions, implicit casts, materialised
/// temporaries, default arguments and initialisers) pass it to their operand;
/// every other node prints its operands with a default context.
struct ExprContext {
  /// An initialiser list here is plain braces: it initialises a declaration
  /// or an enclosing list, or follows a compound literal's `(T)`. Elsewhere a
  /// braced list of a record or array type builds a compound literal.
  bool plainBraces = false;
  /// A call returning a reference here prints as the pointer it returns (no
  /// `*`): its address is taken, or its value is unused.
  bool addressOfCall = false;
};

template <typename Derived> class NodeVisitor {
protected:
  /// Prints statement \p s by its class.
  void dispatchStmt(const clang::Stmt *s) {
    switch (s->getStmtClass()) {
#define ULTIMA_STMT(Node)                                                                          \
  case clang::Stmt::Node##Class:                                                                   \
    return derived().print##Node(llvm::cast<clang::Node>(s));
#define ULTIMA_EXPR(Node) case clang::Stmt::Node##Class:
#include "../Plan/SupportedNodes.def"
      return derived().printExprStmt(llvm::cast<clang::Expr>(s));
    default:
      return derived().printUnsupportedNode(s);
    }
  }

  /// Prints expression \p e by its class, in context \p context.
  void dispatchExpr(const clang::Expr *e, ExprContext context) {
    switch (e->getStmtClass()) {
#define ULTIMA_EXPR(Node)                                                                          \
  case clang::Stmt::Node##Class:                                                                   \
    return derived().print##Node(llvm::cast<clang::Node>(e), context);
#include "../Plan/SupportedNodes.def"
    default:
      return derived().printUnsupportedNode(e);
    }
  }

private:
  Derived &derived() { return *static_cast<Derived *>(this); }
};

} // namespace ultima

#endif
