//===- OpenCLPrinter.h - the printer's shared state -------------*- C++ -*-===//
///
/// \file
/// One printer object per translation, in the manner of Clang's StmtPrinter:
/// one method per supported statement or expression class
/// (Plan/SupportedNodes.def), reached through the dispatch of
/// NodeVisitor.h. Its member functions are split by node family:
/// Printer.cpp (the file, dispatch entry points, diagnostics),
/// TypePrinter.cpp (types and declarators), DeclPrinter.cpp (records, enums,
/// typedefs, constants, functions), StmtPrinter.cpp (statements),
/// ExprPrinter.cpp (literals, names, operators, casts), InitPrinter.cpp
/// (initialisers, braced lists, construct expressions), CallPrinter.cpp
/// (calls and builtin patterns), ClassPrinter.cpp (C++ classes in C),
/// CArrayPrinter.cpp (CuPy's CArray) and Precedence.cpp (parentheses).
/// Everything the printer renders beyond the AST comes from the
/// TranslationPlan: it decides nothing.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_PRINTER_OPENCLPRINTER_H
#define ULTIMA_PRINTER_OPENCLPRINTER_H

#include "../Basic/Diagnostics.h"
#include "../Plan/Conversions.h"
#include "../Plan/TranslationPlan.h"
#include "NodeVisitor.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/raw_ostream.h"
#include <functional>
#include <set>

namespace ultima {

/// C operator precedence, loosest first.
enum class Precedence : unsigned {
  Comma,
  Assignment,
  Conditional,
  LogicalOr,
  LogicalAnd,
  BitOr,
  BitXor,
  BitAnd,
  Equality,
  Relational,
  Shift,
  Additive,
  Multiplicative,
  Unary,
  Postfix,
  Primary
};
/// The precedence of a binary operator.
Precedence binaryPrecedence(clang::BinaryOperatorKind op);

/// \p e without the wrappers around an initialiser that print as nothing
/// (full expressions, default member initialisers, parentheses).
const clang::Expr *initialiserCore(const clang::Expr *e);

class OpenCLPrinter : private NodeVisitor<OpenCLPrinter> {
  friend class NodeVisitor<OpenCLPrinter>;

public:
  OpenCLPrinter(clang::ASTContext &ctx, const TranslationPlan &plan, DiagnosticSink &diags)
      : ctx(ctx), sm(ctx.getSourceManager()), plan(plan), diags(diags), out(buffer) {}

  /// The whole output file.
  std::string run();
  /// The kernels run() printed, in output order.
  std::vector<KernelSignature> takeKernels() { return std::move(kernels); }

private:
  // --- Printer.cpp: entry points of the dispatch, diagnostics ---
  void printStmt(const clang::Stmt *s);
  void printExpr(const clang::Expr *e, ExprContext context = {});
  /// The one place a node outside SupportedNodes.def arrives: an
  /// `ultima-internal` diagnostic at its location.
  void printUnsupportedNode(const clang::Stmt *s);
  void internalError(clang::SourceLocation loc, const llvm::Twine &what);
  void lineDirective(clang::SourceLocation loc);
  void indent() { out.indent(depth * 2); }
  std::string exprText(const clang::Expr *e);

  // --- TypePrinter.cpp ---
  /// `T name` with C declarator syntax; \p spaces gives the pointee address
  /// space of each pointer level, outermost first.
  /// \p objectSpace qualifies the declared object itself (a hoisted __local
  /// array, a __constant table); Unknown for ordinary variables.
  /// \p assignable drops the declared object's own `const` (also on array
  /// elements), for struct fields that constructors assign.
  std::string declarator(clang::QualType type, const std::string &name,
                         llvm::ArrayRef<AddrSpace> spaces = {},
                         AddrSpace objectSpace = AddrSpace::Unknown, bool assignable = false) const;
  /// The type alone (an abstract declarator), e.g. for casts.
  std::string typeName(clang::QualType type, llvm::ArrayRef<AddrSpace> spaces = {}) const {
    return declarator(type, "", spaces);
  }
  /// The type of hoisted __shared__ variable \p v as it can be spelt where
  /// it is declared (the kernel's top, a helper's parameters): without the
  /// typedefs of the function body it came from, which are not in scope
  /// there (`using U = unsigned; __shared__ U buf[64];`).
  clang::QualType hoistedType(const clang::VarDecl *v) const;
  /// Kernel parameters cannot be bool or size_t in OpenCL C.
  std::string kernelParamDeclarator(clang::QualType type, const std::string &name,
                                    llvm::ArrayRef<AddrSpace> spaces) const;

  // --- DeclPrinter.cpp ---
  void printRecordTypedefs();
  /// A record, at file scope or (\p local) in a function body, where C's
  /// flat tag scope puts the records defined inside it first and a typedef
  /// after it.
  void printRecord(const clang::RecordDecl *rd, bool local = false);
  /// The members of \p rd, one per line: bases, then fields; false when it has none.
  bool printRecordMembers(const clang::RecordDecl *rd);
  /// The fields of \p rd, one per line (C11 anonymous members inline); false
  /// when it has none.
  bool printRecordFields(const clang::RecordDecl *rd);
  void printEnum(const clang::EnumDecl *ed);
  /// An enum declared in a function body: its typedef and constants in place.
  void printLocalEnum(const clang::EnumDecl *ed);
  void printTypedef(const clang::TypedefNameDecl *td);
  void printGlobalVar(const clang::VarDecl *vd);
  void printFunction(const clang::FunctionDecl *fd, bool definition);
  /// The definition of one variant, body and prologue (hoisted __shared__,
  /// dynamic shared aliases, constructor initialisers) included.
  void printFunctionDefinition(const clang::FunctionDecl *fd, unsigned variantIdx);
  std::string signature(unsigned variantIdx);
  /// The OpenCL parameters of kernel variant \p variantIdx, in order.
  std::vector<KernelParameter> kernelParameters(unsigned variantIdx);
  /// The plan's buffer + offset form of kernel parameter \p index, or null.
  static const OffsetPointerParam *offsetParam(const KernelInfo &kernel, unsigned index);
  /// The kernel body's first lines: each offset pointer rebuilt under its name.
  void printOffsetPointers(const FunctionVariant &v, const KernelInfo &kernel);
  /// The name a CUDA host compilation registers the kernel under.
  std::string hostRegisteredName(const clang::FunctionDecl *fd) const;
  /// A pointer kernel parameter: its pointee type without qualifiers and
  /// the space it points to (spaces.front()).
  KernelParameter pointerParameter(KernelParameter::Kind kind, const std::string &name,
                                   clang::QualType pointee, llvm::ArrayRef<AddrSpace> spaces,
                                   std::string declaration) const;
  /// The parameters of helper variant \p v, each as declared (kernels:
  /// kernelParameters).
  std::vector<std::string> parameterDeclarators(const FunctionVariant &v);
  void printLocalVar(const clang::VarDecl *vd);
  /// One declaration of a DeclStmt.
  void printLocalDecl(const clang::Decl *d);
  PointerSpaces varSpaces(const clang::ValueDecl *d) const;
  /// `&x` for a device symbol x: the parameter, or for an array the
  /// parameter cast to a pointer to the whole array. False (nothing printed)
  /// if \p e is not a device symbol.
  bool printSymbolAddress(const clang::Expr *e);
  /// Whether \p e refers to a device symbol anywhere.
  bool namesDeviceSymbol(const clang::Expr *e) const;
  /// The parameter that carries a device symbol (`__global T *name`).
  std::string symbolDeclarator(const DeviceSymbol &symbol);

  // --- StmtPrinter.cpp: one method per statement class ---
  void printCompound(const clang::CompoundStmt *cs, const std::function<void()> &prologue = {},
                     const std::function<void()> &epilogue = {});
  /// The body of a control statement: a block in place, anything else
  /// indented on its own line.
  void printBody(const clang::Stmt *body);
  /// `{` opening the block that C needs around a C++ statement with an
  /// init-statement or condition variable, and its `}`.
  void openWrap();
  void closeWrap();
  void printCaseLabel(const clang::Expr *e);
  void printCompoundStmt(const clang::CompoundStmt *s) { printCompound(s); }
  void printDeclStmt(const clang::DeclStmt *s);
  void printNullStmt(const clang::NullStmt *s);
  void printGCCAsmStmt(const clang::GCCAsmStmt *s);
  void printIfStmt(const clang::IfStmt *s);
  void printPipelineRoleSplit(const clang::IfStmt *s, bool producersInThen);
  void printForStmt(const clang::ForStmt *s);
  void printWhileStmt(const clang::WhileStmt *s);
  void printDoStmt(const clang::DoStmt *s);
  void printSwitchStmt(const clang::SwitchStmt *s);
  void printCaseStmt(const clang::CaseStmt *s);
  void printDefaultStmt(const clang::DefaultStmt *s);
  void printBreakStmt(const clang::BreakStmt *s);
  void printContinueStmt(const clang::ContinueStmt *s);
  void printReturnStmt(const clang::ReturnStmt *s);
  void printGotoStmt(const clang::GotoStmt *s);
  void printLabelStmt(const clang::LabelStmt *s);
  void printAttributedStmt(const clang::AttributedStmt *s);
  /// An expression used as a statement.
  void printExprStmt(const clang::Expr *e);

  // --- ExprPrinter.cpp: literals, names, operators, casts ---
  std::string literalSpelling(const clang::Expr *e) const;
  void printNumericLiteral(const clang::Expr *e);
  void printIntegerLiteral(const clang::IntegerLiteral *e, ExprContext) { printNumericLiteral(e); }
  void printFloatingLiteral(const clang::FloatingLiteral *e, ExprContext) {
    printNumericLiteral(e);
  }
  void printCharacterLiteral(const clang::CharacterLiteral *e, ExprContext) {
    printNumericLiteral(e);
  }
  void printStringLiteral(const clang::StringLiteral *e, ExprContext);
  void printCXXBoolLiteralExpr(const clang::CXXBoolLiteralExpr *e, ExprContext);
  void printCXXNullPtrLiteralExpr(const clang::CXXNullPtrLiteralExpr *, ExprContext);
  void printGNUNullExpr(const clang::GNUNullExpr *, ExprContext);
  void printPredefinedExpr(const clang::PredefinedExpr *e, ExprContext);
  void printDeclRefExpr(const clang::DeclRefExpr *e, ExprContext);
  void printMemberExpr(const clang::MemberExpr *e, ExprContext);
  /// A use of \p d by name (a DeclRefExpr's, or a static data member's).
  void printValueRef(const clang::ValueDecl *d);
  void printParenExpr(const clang::ParenExpr *e, ExprContext context);
  void printUnaryOperator(const clang::UnaryOperator *uo, ExprContext);
  void printBinaryOperator(const clang::BinaryOperator *bo, ExprContext);
  void printCompoundAssignOperator(const clang::CompoundAssignOperator *e, ExprContext context) {
    printBinaryOperator(e, context);
  }
  void printConditionalOperator(const clang::ConditionalOperator *co, ExprContext);
  void printImplicitCastExpr(const clang::ImplicitCastExpr *e, ExprContext context);
  /// Every written cast (C-style, static_cast, functional, ...).
  void printExplicitCast(const clang::ExplicitCastExpr *e);
  void printCStyleCastExpr(const clang::CStyleCastExpr *e, ExprContext) { printExplicitCast(e); }
  void printCXXStaticCastExpr(const clang::CXXStaticCastExpr *e, ExprContext) {
    printExplicitCast(e);
  }
  void printCXXReinterpretCastExpr(const clang::CXXReinterpretCastExpr *e, ExprContext) {
    printExplicitCast(e);
  }
  void printCXXConstCastExpr(const clang::CXXConstCastExpr *e, ExprContext) {
    printExplicitCast(e);
  }
  void printCXXFunctionalCastExpr(const clang::CXXFunctionalCastExpr *e, ExprContext) {
    printExplicitCast(e);
  }
  void printArraySubscriptExpr(const clang::ArraySubscriptExpr *e, ExprContext);
  void printUnaryExprOrTypeTraitExpr(const clang::UnaryExprOrTypeTraitExpr *e, ExprContext);
  void printConstantExpr(const clang::ConstantExpr *e, ExprContext context) {
    printExpr(e->getSubExpr(), context);
  }
  void printExprWithCleanups(const clang::ExprWithCleanups *e, ExprContext context) {
    printExpr(e->getSubExpr(), context);
  }
  void printMaterializeTemporaryExpr(const clang::MaterializeTemporaryExpr *e,
                                     ExprContext context) {
    printExpr(e->getSubExpr(), context);
  }
  void printCXXDefaultArgExpr(const clang::CXXDefaultArgExpr *e, ExprContext context) {
    printExpr(e->getExpr(), context);
  }
  void printCXXDefaultInitExpr(const clang::CXXDefaultInitExpr *e, ExprContext context) {
    printExpr(e->getExpr(), context);
  }
  void printSubstNonTypeTemplateParmExpr(const clang::SubstNonTypeTemplateParmExpr *e,
                                         ExprContext context) {
    printExpr(e->getReplacement(), context);
  }
  void printCXXThisExpr(const clang::CXXThisExpr *, ExprContext);
  void printLambdaExpr(const clang::LambdaExpr *e, ExprContext);
  void printSizeOfPackExpr(const clang::SizeOfPackExpr *e, ExprContext);

  // --- InitPrinter.cpp: initialisers, braced lists, construct expressions ---
  void printInit(const clang::Expr *init, clang::QualType type);
  void printInitListExpr(const clang::InitListExpr *e, ExprContext context);
  void printImplicitValueInitExpr(const clang::ImplicitValueInitExpr *e, ExprContext);
  void printCXXScalarValueInitExpr(const clang::CXXScalarValueInitExpr *e, ExprContext);
  void printCompoundLiteralExpr(const clang::CompoundLiteralExpr *e, ExprContext);
  void printCXXConstructExpr(const clang::CXXConstructExpr *e, ExprContext);
  void printCXXTemporaryObjectExpr(const clang::CXXTemporaryObjectExpr *e, ExprContext context) {
    printCXXConstructExpr(e, context);
  }
  /// `dim3(x, y)` and copies of dim3: the uint3 layout struct.
  void printDim3Construct(const clang::CXXConstructExpr *e);

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
  void printCallExpr(const clang::CallExpr *call, ExprContext context);
  void printCXXMemberCallExpr(const clang::CXXMemberCallExpr *e, ExprContext context) {
    printCallExpr(e, context);
  }
  void printCXXOperatorCallExpr(const clang::CXXOperatorCallExpr *e, ExprContext context) {
    printCallExpr(e, context);
  }
  /// A call to a builtin, as the plan classified it (TranslationPlan::builtinCalls).
  void printBuiltinCall(const clang::CallExpr *call, const BuiltinCall &builtin);
  /// `barrier(<fence>)` with the fence the plan decided for this function.
  void printBarrier();
  /// A call to a user function variant: `(*f(...))` for a reference-returning
  /// one, unless \p addressOf (ExprContext::addressOfCall) asks for the pointer.
  void printUserCall(const clang::CallExpr *call, bool addressOf);
  /// The trailing arguments of a helper that uses hoisted shared memory or
  /// device symbols.
  void printSharedArguments(const clang::FunctionDecl *callee, bool first);
  /// An argument of an OpenCL built-in, with C++'s implicit arithmetic conversion explicit.
  void printBuiltinArg(const clang::Expr *arg);
  /// The address of the lvalue \p e, for binding a reference (lowered to a
  /// pointer): `&e`, or the pointer itself for a reference or a
  /// reference-returning call, or a private temporary `(T[1]){e}` for a
  /// temporary bound to a const reference.
  void printAddressOf(const clang::Expr *e);
  /// Argument \p i of a call to \p target (its address for a reference parameter).
  void printArgument(const FunctionVariant &target, const clang::Expr *arg, unsigned i);
  /// The arguments \p args[first..] of a call to \p target, each preceded by
  /// ", " (references passed by address).
  void printCallArguments(const FunctionVariant &target, const clang::Expr *const *args,
                          unsigned numArgs, unsigned first);
  /// A builtin printed from its pattern (see BuiltinCall::pattern); \p site is
  /// the call or construct expression, \p args its arguments (for a member
  /// call, the object first).
  void printPattern(const BuiltinCall &builtin, const clang::Expr *site,
                    llvm::ArrayRef<const clang::Expr *> args);
  /// `%d0`: the object the pointer argument \p arg points to.
  void printPointee(const clang::Expr *arg);
  /// A builtin's pointer argument (pattern `%pN`), whose recorded address
  /// spaces are \p spaces: the address of a vector component becomes a cast.
  void printPointerArg(const clang::Expr *arg, const PointerSpaces *spaces);
  /// `%W`: the warp exchange buffer.
  void printWarpScratch(const clang::Expr *site);
  void printAssertFailure(const clang::CallExpr *call);

  // --- TexturePrinter.cpp (texture and surface object parameters) ---
  /// Appends the two parameters of texture or surface object kernel
  /// parameter \p p (CUDA parameter \p index) to \p params; false when \p p
  /// is no such object.
  bool textureKernelParameters(const clang::ParmVarDecl *p, unsigned index,
                               std::vector<KernelParameter> &params);
  /// The same for a helper's parameter: its two declarators.
  bool textureParameterDeclarators(const clang::ParmVarDecl *p, std::vector<std::string> &params);
  /// `t_data, t`: the two parts of the texture or surface object parameter
  /// or texture reference that \p arg names (UnsupportedConstructs allows
  /// nothing else); a reference read as normalized floats passes its
  /// descriptor through `ultima_tex_normalized_read`.
  void printTextureParts(const clang::Expr *arg);
  /// The image path's parameters of texture object parameter \p p (empty
  /// for a surface).
  const TextureImageNames &textureImages(const clang::ParmVarDecl *p) const;
  /// The two parameters of a texture reference (DeviceSymbol::texture): as a
  /// kernel's (manifest kinds texture-data and texture-desc, naming the
  /// reference) and as a helper's declarators.
  void textureReferenceKernelParameters(const DeviceSymbol &symbol,
                                        std::vector<KernelParameter> &params);
  std::string textureReferenceDeclarators(const DeviceSymbol &symbol);

  // --- StructParamPrinter.cpp (struct kernel parameters, one argument per leaf) ---
  /// Appends the leaf parameters of flattened struct kernel parameter \p p
  /// (CUDA parameter \p index) to \p params; false when \p p is not flattened.
  bool structKernelParameters(const clang::ParmVarDecl *p, unsigned index,
                              std::vector<KernelParameter> &params);
  /// The kernel body's first lines: each flattened struct parameter rebuilt
  /// under its own name from its leaves.
  void printStructParams(const FunctionVariant &v);

  // --- CArrayPrinter.cpp (CuPy's CArray/CIndexer, see CupyBuiltins.h) ---
  /// Appends the two parameters of CArray kernel parameter \p p (CUDA
  /// parameter \p index) to \p params; false when \p p is no CArray.
  bool carrayKernelParameters(const clang::ParmVarDecl *p, unsigned index,
                              std::vector<KernelParameter> &params);
  /// `%D0` / `%I0` of a pattern: the data pointer or info struct name of the
  /// CArray kernel parameter that \p arg names.
  void printCArrayPart(const clang::Expr *arg, bool data);
  /// `T &y = a[i];` on a CArray element, printed as a __global pointer; false
  /// for any other variable.
  bool printCArrayElementRef(const clang::VarDecl *vd);

  // --- ClassPrinter.cpp ---
  /// `[const] T *this` for a member function variant (named \p name).
  std::string thisDeclarator(const FunctionVariant &v, const std::string &name) const;
  /// The C name of the member holding base \p base of \p derived (TranslationPlan::baseMembers).
  std::string baseMember(const clang::CXXRecordDecl *derived, const clang::CXXRecordDecl *base,
                         clang::SourceLocation loc);
  /// `constructor_T(<object>, args)`; \p object prints the `this` argument.
  void printConstructorCall(const clang::CXXConstructExpr *ce, const std::function<void()> &object);
  /// A constructed temporary as a value: `(*constructor_T((__private T[1]){0}, args))`.
  void printTemporaryObject(const clang::CXXConstructExpr *ce);
  /// A conversion to a base class: `(d.base_B)`, or `(&p->base_B)` for pointers.
  static bool isDerivedToBase(const clang::CastExpr *ce);
  void printDerivedToBase(const clang::CastExpr *ce);
  /// The base members a derived-to-base conversion goes through, each preceded
  /// by `.`, the first by \p firstSep.
  void printBasePath(const clang::CastExpr *ce, const char *firstSep);
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

  // --- RecursionPrinter.cpp (recursion lowered to iteration, Plan/Recursion.h) ---
  /// The lowered function being printed: its member variants (the entry
  /// first), the variables each member's frames save, where each member's
  /// resume labels start, and the names it declares (`<prefix><what><n>`).
  struct RecursionBody {
    std::string prefix;
    std::vector<unsigned> members;
    std::vector<std::vector<const clang::VarDecl *>> saved;
    std::vector<unsigned> firstResume;
    unsigned resumes = 0;
    std::set<unsigned> savedTemps; ///< calls whose temporaries a later call saves
    std::set<unsigned> tails;      ///< tail calls (RecursiveCall::tail): no resume label
    std::set<unsigned> entered;    ///< members some recursive call jumps to
    unsigned member = 0;           ///< the member whose block is printing
    std::string name(const char *what, unsigned n) const;
    /// The variable carrying parameter \p param (-1: `this`) of member \p m.
    std::string argument(unsigned m, int param) const;
    unsigned memberOf(unsigned variant) const;
    /// The frame field saving \p v of member \p m.
    std::string field(unsigned m, const clang::VarDecl *v) const;
  };
  RecursionBody recursionBodyOf(unsigned variantIdx) const;
  const FunctionVariant *recursiveTarget(const clang::CallExpr *call) const;
  /// The definition's body of a function of a lowered component.
  void printRecursiveDefinition(unsigned variantIdx);
  void printRecursionFrame(const RecursionBody &body);
  void printRecursionVariables(const RecursionBody &body);
  /// The frame fields of recursive call \p k: its temporary (saved while a
  /// later call of the statement runs) and the copies of its const
  /// reference arguments (RecursiveCall::copied).
  void printRecursionCallFields(const FunctionVariant &target, const RecursiveCall &rc, unsigned k);
  static std::string copyField(unsigned k, unsigned param);
  void printRecursionExits(const RecursionBody &body);
  /// `T name` for a local or parameter \p v of the current variant, without
  /// its own const (a frame restores it).
  std::string localDeclarator(const clang::VarDecl *v, const std::string &name) const;
  /// A statement with recursive calls: the calls, then the statement; false
  /// (nothing printed) for any other.
  bool printHoistedCalls(const clang::Stmt *s);
  void printRecursiveCall(const clang::CallExpr *call);
  /// A recursive call's temporary in place of the call; false for other calls.
  bool printRecursiveCallValue(const clang::CallExpr *call);
  /// `return` in a lowered body: the result, then the jump to the frame pop.
  bool printRecursiveReturn(const clang::ReturnStmt *s);
  /// A member's result from \p value (an arm of a conditional return: its
  /// recursive calls first), then the jump to the frame pop.
  void printRecursiveResult(const clang::Expr *value);
  /// Set while a lowered body's member blocks print.
  const RecursionBody *recursionBody = nullptr;

  // Predicated code (Plan/Predication.h, PredicatePrinter.cpp).
  /// Prints \p s predicated when it must be; false when it is printed as
  /// written.
  bool printPredicated(const clang::Stmt *s);
  void printRegion(const clang::IfStmt *s);
  void printGuarded(const clang::Stmt *s);
  /// The flag of the predicated code being printed ("" outside it): a
  /// region's variable, or a predicated helper's parameter.
  std::string activeFlag;
  /// Regions printed so far in the current function (their flags' numbers).
  unsigned regionCount = 0;

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
  unsigned lastLine = 0;
  std::string lastFile;
  /// Signatures of the kernels printed so far (a prototype and a definition
  /// print one kernel once), keyed in printedKernels by variant.
  std::vector<KernelSignature> kernels;
  std::set<unsigned> printedKernels;
  /// A `#pragma unroll` for the for loop being printed, written just before
  /// its `for` (after the block a for-init of several declarations opens).
  std::string pendingLoopPragma;
};

} // namespace ultima

#endif
