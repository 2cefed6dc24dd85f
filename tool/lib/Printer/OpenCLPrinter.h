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

#include "../Analysis/Diagnostics.h"
#include "../Analysis/TranslationPlan.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/raw_ostream.h"
#include <functional>

namespace ultima {

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
  std::string declarator(clang::QualType type, const std::string &name,
                         llvm::ArrayRef<AddrSpace> spaces = {},
                         AddrSpace objectSpace = AddrSpace::Unknown) const;
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
  void printEnum(const clang::EnumDecl *ed);
  void printTypedef(const clang::TypedefNameDecl *td);
  void printGlobalVar(const clang::VarDecl *vd);
  void printFunction(const clang::FunctionDecl *fd, bool definition);
  std::string signature(unsigned variantIdx);
  void printLocalVar(const clang::VarDecl *vd);

  // --- StmtPrinter.cpp ---
  void printStmt(const clang::Stmt *s);
  void printCompound(const clang::CompoundStmt *cs, const std::function<void()> &prologue = {});

  // --- ExprPrinter.cpp ---
  void printExpr(const clang::Expr *e);
  std::string exprText(const clang::Expr *e);
  void printInit(const clang::Expr *init, clang::QualType type);
  /// An argument of an OpenCL built-in, with C++'s implicit arithmetic conversion explicit.
  void printBuiltinArg(const clang::Expr *arg);
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
  const FunctionVariant *currentVariant = nullptr;
  const KernelInfo *currentKernel = nullptr;
  /// A glvalue conditional read as a value (printed plainly, not as *(c ? &a : &b)).
  const clang::ConditionalOperator *rvalueConditional = nullptr;
  unsigned lastLine = 0;
  std::string lastFile;
};

} // namespace ultima

#endif
