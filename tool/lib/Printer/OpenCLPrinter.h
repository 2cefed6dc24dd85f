//===- OpenCLPrinter.h - the printer's shared state -------------*- C++ -*-===//
///
/// \file
/// One printer object per translation. Its member functions are split by node
/// family: TypePrinter.cpp (types and declarators), DeclPrinter.cpp
/// (records, enums, typedefs, constants, functions), StmtPrinter.cpp and
/// ExprPrinter.cpp.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_PRINTER_OPENCLPRINTER_H
#define ULTIMA_PRINTER_OPENCLPRINTER_H

#include "../Plan/Conversions.h"
#include "../Basic/Diagnostics.h"
#include "../Plan/TranslationPlan.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/DeclCXX.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/raw_ostream.h"
#include <functional>

namespace ultima {

/// C operator precedence, loosest first.
enum class Precedence : unsigned {
  Comma, Assignment, Conditional, LogicalOr, LogicalAnd, BitOr, BitXor, BitAnd,
  Equality, Relational, Shift, Additive, Multiplicative, Unary, Postfix, Primary
};
/// The precedence of a binary operator.
Precedence binaryPrecedence(clang::BinaryOperatorKind op);

/// \p e without the wrappers around an initialiser that print as nothing
/// (full expressions, default member initialisers, parentheses).
const clang::Expr *initialiserCore(const clang::Expr *e);

class OpenCLPrinter {
public:
  OpenCLPrinter(clang::ASTContext &ctx, const TranslationPlan &plan, DiagnosticSink &diags)
      : ctx(ctx), sm(ctx.getSourceManager()), plan(plan), diags(diags), out(buffer) {}

  std::string run();

  // --- TypePrinter.cpp ---
  /// `T name` with C declarator syntax; \p spaces gives the pointee address
  /// space of each pointer level, outermost first.
  /// \p objectSpace qualifies the declared object itself (a hoisted __local
  /// array, a __constant table); Unknown for ordinary variables.
  /// \p assignable drops the declared object's own `const` (also on array
  /// elements), for struct fields that constructors assign.
  std::string declarator(clang::QualType type, const std::string &name,
                         llvm::ArrayRef<AddrSpace> spaces = {},
                         AddrSpace objectSpace = AddrSpace::Unknown,
                         bool assignable = false) const;
  /// The type alone (an abstract declarator), e.g. for casts.
  std::string typeName(clang::QualType type, llvm::ArrayRef<AddrSpace> spaces = {}) const {
    return declarator(type, "", spaces);
  }
  /// Kernel parameters cannot be bool or size_t in OpenCL C.
  std::string kernelParamDeclarator(clang::QualType type, const std::string &name,
                                    llvm::ArrayRef<AddrSpace> spaces) const;

  // --- DeclPrinter.cpp ---
  void printRecordTypedefs();
  void printRecord(const clang::RecordDecl *rd);
  /// The fields of \p rd, one per line (C11 anonymous members inline); false
  /// when it has none.
  bool printRecordFields(const clang::RecordDecl *rd);
  /// A record defined in a function body and printed there, after the
  /// records defined inside it.
  void printLocalRecord(const clang::RecordDecl *rd);
  void printEnum(const clang::EnumDecl *ed);
  void printTypedef(const clang::TypedefNameDecl *td);
  void printGlobalVar(const clang::VarDecl *vd);
  void printFunction(const clang::FunctionDecl *fd, bool definition);
  std::string signature(unsigned variantIdx);
  void printLocalVar(const clang::VarDecl *vd);

  // --- ClassPrinter.cpp ---
  /// `[const] T *this` for a member function variant (named \p name).
  std::string thisDeclarator(const FunctionVariant &v, const std::string &name) const;
  /// `constructor_T(<object>, args)`; \p object prints the `this` argument.
  void printConstructorCall(const clang::CXXConstructExpr *ce, const std::function<void()> &object);
  /// A constructed temporary as a value: `(*constructor_T((__private T[1]){0}, args))`.
  void printTemporaryObject(const clang::CXXConstructExpr *ce);
  /// A conversion to a base class: `(d.base_B)`, or `(&p->base_B)` for pointers.
  static bool isDerivedToBase(const clang::CastExpr *ce);
  void printDerivedToBase(const clang::CastExpr *ce);
  /// A constructor's base and member initialisers, as statements.
  void printConstructorInits(const clang::CXXConstructorDecl *ctor);
  /// Statements initialising the member \p target (printed, an lvalue) of
  /// \p type from the C++ initialiser \p value: a constructor call, or
  /// assignments, member by member and element by element for braced lists
  /// (C cannot assign arrays or brace lists).
  void printMemberInit(const std::string &target, clang::QualType type, const clang::Expr *value);
  /// Statements zero-initialising \p target of \p type.
  void printZeroInit(const std::string &target, clang::QualType type);
  /// `for (i = from; i < size; ++i)` over the array \p target, \p element
  /// printing the statement for `target[i]`.
  void printArrayLoop(const std::string &target, const clang::ConstantArrayType *type,
                      uint64_t from, const std::function<void(const std::string &)> &element);
  /// The arguments \p args[first..] of a call to \p target, each preceded by
  /// ", " (references passed by address).
  void printCallArguments(const FunctionVariant &target, const clang::Expr *const *args,
                          unsigned numArgs, unsigned first);

  // --- StmtPrinter.cpp ---
  void printStmt(const clang::Stmt *s);
  void printCompound(const clang::CompoundStmt *cs, const std::function<void()> &prologue = {},
                     const std::function<void()> &epilogue = {});

  // --- ExprPrinter.cpp ---
  void printExpr(const clang::Expr *e);
  std::string exprText(const clang::Expr *e);
  void printInit(const clang::Expr *init, clang::QualType type);
  // --- Precedence.cpp ---
  /// The precedence of the text printExpr(\p e) prints, rewrites included.
  Precedence printedPrecedence(const clang::Expr *e) const;
  /// Whether the C++ lvalue conditional \p co prints as `*(c ? &a : &b)`;
  /// those only read as values print plainly (TranslationPlan::valueConditionals).
  bool printsAsPointerSelect(const clang::ConditionalOperator *co) const {
    return co->isGLValue() && !plan.valueConditionals.contains(co);
  }
  /// printExpr(\p e), parenthesised when it binds more loosely than \p context
  /// (the precedence the place it is printed in needs).
  void printOperand(const clang::Expr *e, Precedence context);
  /// \p e as an operand in \p context, with its implicit conversion spelled
  /// as a cast where Conversions.h says \p use needs it.
  void printConverted(const clang::Expr *e, ConversionUse use, Precedence context);

  // --- CallPrinter.cpp ---
  /// A call: builtin, user function, member function or constructor-free call.
  void printCall(const clang::CallExpr *call);
  /// An argument of an OpenCL built-in, with C++'s implicit arithmetic conversion explicit.
  void printBuiltinArg(const clang::Expr *arg);
  /// The address of the lvalue \p e, for binding a reference (lowered to a
  /// pointer): `&e`, or the pointer itself for a reference or a
  /// reference-returning call, or a private temporary `(T[1]){e}` for a
  /// temporary bound to a const reference.
  void printAddressOf(const clang::Expr *e);
  /// Argument \p i of a call to \p target (its address for a reference parameter).
  void printArgument(const FunctionVariant &target, const clang::Expr *arg, unsigned i);
  /// A builtin call printed from its pattern (see BuiltinCall::pattern).
  void printPattern(llvm::StringRef pattern, const clang::CallExpr *call);
  /// \p site is the call or construct expression; \p args its arguments (for
  /// a member call, the object first).
  void printPattern(llvm::StringRef pattern, const clang::Expr *site,
                    llvm::ArrayRef<const clang::Expr *> args);

  // --- CArrayPrinter.cpp (CuPy's CArray/CIndexer, see CupyBuiltins.h) ---
  /// The OpenCL parameters of kernel parameter \p p: a CArray becomes its data
  /// pointer and its info struct; empty for any other parameter.
  std::vector<std::string> carrayKernelParams(const clang::ParmVarDecl *p, const std::string &name);
  /// `%D0` / `%I0` of a pattern: the data pointer or info struct name of the
  /// CArray kernel parameter that \p arg names.
  void printCArrayPart(const clang::Expr *arg, bool data);
  /// `T &y = a[i];` on a CArray element, printed as a __global pointer; false
  /// for any other variable.
  bool printCArrayElementRef(const clang::VarDecl *vd);

  // Helpers.
  void indent() { out.indent(depth * 2); }
  void lineDirective(clang::SourceLocation loc);
  void internalError(clang::SourceLocation loc, const llvm::Twine &what);
  const FunctionVariant *variant() const { return currentVariant; }
  const KernelInfo *kernel() const { return currentKernel; }
  PointerSpaces varSpaces(const clang::ValueDecl *d) const;
  std::string literalSpelling(const clang::Expr *e) const;

  clang::ASTContext &ctx;
  const clang::SourceManager &sm;
  const TranslationPlan &plan;
  DiagnosticSink &diags;
  std::string buffer;
  llvm::raw_string_ostream out;
  unsigned depth = 0;
  /// Nesting of printArrayLoop (each loop has its own index).
  unsigned loopDepth = 0;
  const FunctionVariant *currentVariant = nullptr;
  const KernelInfo *currentKernel = nullptr;
  /// The initialiser list to print as plain braces (it initialises a
  /// declaration or an enclosing list); others are compound literals.
  const clang::InitListExpr *plainBraces = nullptr;
  /// A reference-returning call printed as the pointer it returns (no `*`).
  const clang::CallExpr *addressOfCall = nullptr;
  unsigned lastLine = 0;
  std::string lastFile;
};

} // namespace ultima

#endif
