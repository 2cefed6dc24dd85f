//===- Classes.h - how C++ classes map onto C --------------------*- C++ -*-===//
///
/// \file
/// Shared facts about C++ member functions for the analysis passes and the
/// printer: which functions take an explicit `this` pointer in C, which
/// expression is the object of a member call, how call arguments line up
/// with parameters, and which constructor calls are lowered to
/// `constructor_T(T *this, ...)` functions.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_PLAN_CLASSES_H
#define ULTIMA_PLAN_CLASSES_H

#include <string>

namespace clang {
class CallExpr;
class CXXConstructExpr;
class CXXConstructorDecl;
class Expr;
class FieldDecl;
class FunctionDecl;
class Stmt;
class ValueDecl;
} // namespace clang

namespace ultima {

/// A member function of a user class lowered to a free C function whose first
/// parameter is `this`: non-static methods, constructors, operators and
/// conversion functions. Trivial special members (C copies) are not.
bool takesThis(const clang::FunctionDecl *fd);

/// The object of a call to a takesThis() function: `o` in `o.m()`, `p` in
/// `p->m()` (\p isPointer set), `a` in `a + b` for a member operator;
/// nullptr for other calls.
const clang::Expr *memberCallObject(const clang::CallExpr *call, bool &isPointer);

/// Index of the argument of \p call bound to the callee's first declared
/// parameter: 1 for a member operator call (argument 0 is the object), else 0.
unsigned firstParamArg(const clang::CallExpr *call);

/// A constructor call ultima lowers to constructor_T: a non-trivial
/// constructor of a user class that does something (isNoOpConstructor).
bool isLoweredConstruct(const clang::CXXConstructExpr *e);

/// A trivial constructor, or a user-provided default constructor that does
/// nothing (`T() {}`: an empty body, no written initializers, and members and
/// bases whose default constructors do nothing either). Such a construction
/// is C's uninitialised declaration, so arrays of such objects are plain
/// arrays.
bool isNoOpConstructor(const clang::CXXConstructorDecl *ctor);

/// The lowered constructor call that initialises a variable from \p init
/// (`T t(a)`, `T t{a}`, `T t = T(a)`), looking through elidable copies and
/// temporaries; nullptr when \p init is something else.
const clang::CXXConstructExpr *initializingConstruct(const clang::Expr *init);

/// Inside the call operator \p fd of a lambda: the closure field that holds
/// the captured variable \p v; nullptr when \p v is not a capture of it.
const clang::FieldDecl *captureField(const clang::FunctionDecl *fd, const clang::ValueDecl *v);

/// Inside the call operator \p fd of a lambda that captures `this`: the
/// closure field that holds it (every `this` in the lambda's body is that
/// captured pointer); nullptr otherwise.
const clang::FieldDecl *capturedThisField(const clang::FunctionDecl *fd);

/// `a = b` on a trivially copyable struct: Clang calls the implicit
/// operator=, printed as C assignment.
bool isTrivialAssignment(const clang::Stmt *s);

/// The object an assignment designates, when \p e (through parentheses,
/// full-expressions and no-op casts) is one: the left operand of `a = b`,
/// `a += b` or of a trivial class assignment (`*this = *this - r`). C gives
/// an assignment no object: where its address is needed (a reference bound
/// to it, `return *this = v;` returning a reference) it is printed
/// `(a = b, &a)`. nullptr for anything else.
const clang::Expr *assignedObject(const clang::Expr *e);

/// C spelling of an overloaded operator for names: `add` for `+`, `index`
/// for `[]`, ...
std::string operatorSpelling(const clang::FunctionDecl *fd);

} // namespace ultima

#endif
