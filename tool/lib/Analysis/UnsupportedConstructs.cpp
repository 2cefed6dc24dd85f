//===- UnsupportedConstructs.cpp - reject what OpenCL C cannot express -----===//
///
/// \file
/// Walks every reachable declaration and body and reports, with a located
/// diagnostic and a stable ID, each construct outside the supported subset:
/// exceptions, RTTI, virtual functions, new/delete, function pointers, inline
/// asm, variadic functions, thread_local, types OpenCL C 1.2 lacks, and every
/// statement kind not listed in SupportedNodes.def. Recursion is found by
/// AddressSpaces, which walks the call graph.
///
//===----------------------------------------------------------------------===//
#include "../Builtins/CudaBuiltins.h"
#include "../Builtins/CupyBuiltins.h"
#include "../Plan/Classes.h"
#include "AnalysisState.h"
#include "ultima/compat/ClangCompat.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;

namespace ultima {
namespace {

/// A call to a prelude function, operator or conversion operator that a
/// builtin family lowers (as Reachability classified it, e.g. cuda_fp16.h's
/// operators): printed as a helper call, not as a C++ call.
bool isLoweredPreludeCall(const TranslationPlan &plan, const Stmt *s) {
  const auto *call = dyn_cast<CallExpr>(s);
  const BuiltinCall *builtin = call ? plan.builtinCall(call) : nullptr;
  return builtin && builtin->kind != BuiltinCallKind::Unsupported;
}

bool isSupportedNode(Stmt::StmtClass c) {
  switch (c) {
#define ULTIMA_NODE(Node) case Stmt::Node##Class:
#include "../Plan/SupportedNodes.def"
    return true;
  default:
    return false;
  }
}

/// A readable name for a statement kind outside the subset.
std::string describeNode(const Stmt *s) {
  StringRef cls = s->getStmtClassName();
  StringRef friendly = llvm::StringSwitch<StringRef>(cls)
                           .Case("LambdaExpr", "lambda expressions are")
                           .Case("CXXForRangeStmt", "range-based for loops are")
                           .Case("CXXMemberCallExpr", "member function calls are")
                           .Case("CXXOperatorCallExpr", "overloaded operator calls are")
                           .Case("CXXThisExpr", "'this' is")
                           .Case("AddrLabelExpr", "the address of a label is")
                           .Case("IndirectGotoStmt", "computed goto is")
                           .Case("CXXFoldExpr", "fold expressions are")
                           .Case("VAArgExpr", "va_arg is")
                           .Case("UserDefinedLiteral", "user-defined literals are")
                           .Case("CXXStdInitializerListExpr", "std::initializer_list is")
                           .Case("CoroutineBodyStmt", "coroutines are")
                           .Default("");
  if (!friendly.empty())
    return friendly.str();
  return ("the construct '" + cls + "' is").str();
}

class UnsupportedVisitor : public RecursiveASTVisitor<UnsupportedVisitor> {
public:
  explicit UnsupportedVisitor(AnalysisState &state) : state(state) {}
  bool shouldVisitTemplateInstantiations() const { return true; }

  /// The function whose body is being visited.
  const FunctionDecl *function = nullptr;

  bool VisitStmt(Stmt *s) {
    if (isa<CXXTryStmt, CXXCatchStmt>(s))
      report(DiagID::UnsupportedExceptions, s->getBeginLoc(),
             "exception handling (try/catch) is not supported in OpenCL C");
    else if (isa<CXXThrowExpr>(s))
      report(DiagID::UnsupportedExceptions, s->getBeginLoc(),
             "'throw' is not supported in OpenCL C");
    else if (isa<CXXTypeidExpr, CXXDynamicCastExpr>(s))
      report(DiagID::UnsupportedRtti, s->getBeginLoc(),
             "run-time type information (typeid, dynamic_cast) is not supported in OpenCL C");
    else if (isa<CXXNewExpr, CXXDeleteExpr>(s))
      report(DiagID::UnsupportedNewDelete, s->getBeginLoc(),
             "dynamic allocation (new/delete) is not supported in OpenCL C");
    else if (isa<AsmStmt>(s) && state.plan.ptxIdiom(s) == PtxRegister::None)
      report(DiagID::UnsupportedInlineAsm, s->getBeginLoc(),
             "inline assembly is not supported: it is specific to the CUDA target (ultima "
             "reads the special registers %laneid, %warpid, %lanemask_*, %clock, %clock64 and "
             "%globaltimer with a single 'mov')");
    else if (isTrivialAssignment(s) || isLoweredPreludeCall(state.plan, s))
      ; // printed as C's `=` or as a helper call
    else if (isa<StmtExpr>(s))
      report(DiagID::UnsupportedConstruct, s->getBeginLoc(),
             "GNU statement expressions ('({ ... })') are not supported: OpenCL C 1.2 has "
             "none; write the statements before the expression, or make the macro that "
             "holds it an inline __device__ function (a function template for MAX-style "
             "macros of any type)");
    else if (!isSupportedNode(s->getStmtClass()))
      report(DiagID::UnsupportedConstruct, s->getBeginLoc(),
             describeNode(s) + " not supported by ultima");
    return true;
  }

  /// CUDA compiles device code as one program (without -rdc): a function
  /// declared here and defined nowhere is an unresolved external for nvcc too.
  void reportUndefined(const FunctionDecl *fd, SourceLocation loc) {
    report(DiagID::UndefinedFunction, loc,
           "'" + fd->getQualifiedNameAsString() +
               "' is called but never defined; ultima translates one file as a whole "
               "program (no separate compilation): define it in this file or a header it "
               "includes");
  }

  bool VisitCXXConstructExpr(CXXConstructExpr *e) {
    if (const CXXConstructorDecl *ctor = e->getConstructor();
        !ctor->isTrivial() && !isPreludeDecl(ctor) && !ctor->isDefined())
      reportUndefined(ctor, e->getBeginLoc());
    if (isLoweredConstruct(e) && e->getType()->isArrayType())
      report(DiagID::UnsupportedConstruct, e->getBeginLoc(),
             "arrays of objects with a non-trivial constructor ('" +
                 e->getConstructor()->getQualifiedNameAsString() +
                 "') are not supported; construct the elements one by one");
    return true;
  }

  /// Bases are leading members `base_B` in C; an empty base has none (C++
  /// gives it no storage), so there is nothing to convert to.
  bool VisitCastExpr(CastExpr *e) {
    if (e->getCastKind() != CK_DerivedToBase && e->getCastKind() != CK_UncheckedDerivedToBase)
      return true;
    for (const CXXBaseSpecifier *base : e->path())
      if (const CXXRecordDecl *b = base->getType()->getAsCXXRecordDecl(); b && b->isEmpty())
        report(DiagID::UnsupportedConstruct, e->getExprLoc(),
               "conversion to the empty base class '" + b->getNameAsString() +
                   "' is not supported: it has no storage in the C struct");
    return true;
  }

  /// OpenCL vectors (CUDA's 2- and 4-component types) have no addressable
  /// components, so nothing may point to or bind a reference to `v.x`.
  /// \p e as a component of a 2- or 4-component vector (`v.x`, which has
  /// no address in OpenCL C), else nullptr.
  static const MemberExpr *vectorComponent(const Expr *e) {
    const auto *me = dyn_cast_or_null<MemberExpr>(e ? e->IgnoreParenImpCasts() : nullptr);
    if (!me || me->isArrow())
      return nullptr;
    std::string vector = openclVectorTypeName(me->getBase()->getType()->getAsRecordDecl());
    if (vector.empty() || (vector.back() != '2' && vector.back() != '4'))
      return nullptr;
    return me;
  }

  void checkAddressable(const Expr *e) {
    if (const Expr *object = e ? assignedObject(e) : nullptr) {
      // Printed `(a = b, &a)`: `a` is evaluated twice.
      if (object->HasSideEffects(state.ctx))
        report(DiagID::UnsupportedConstruct, e->getBeginLoc(),
               "a reference to the result of an assignment whose left side has side effects is "
               "not supported: C gives an assignment no object; assign first, then refer to "
               "the assigned object");
      return;
    }
    const MemberExpr *me = vectorComponent(e);
    if (!me)
      return;
    report(DiagID::UnsupportedConstruct, me->getExprLoc(),
           "a pointer or reference to a component of a vector type is not supported: "
           "OpenCL vector components have no address; copy the component to a variable");
  }

  bool VisitUnaryOperator(UnaryOperator *uo) {
    // Builtins such as sincosf(x, &v.x, &v.y) store through `*&e` = `e`.
    if (uo->getOpcode() == UO_AddrOf && !builtinArgs.count(uo))
      checkAddressable(uo->getSubExpr());
    if (uo->isIncrementDecrementOp() || uo->getOpcode() == UO_AddrOf)
      checkNotCxxLvalueResult(uo->getSubExpr());
    return true;
  }

  /// An atomic updates memory through its first argument's address, which
  /// a vector component does not have (`atomicAdd(&sums.x, v)`).
  void checkAtomicTarget(const CallExpr *call, const FunctionDecl *callee) {
    if (!callee->getIdentifier() || !compat::startsWith(callee->getName(), "atomic") ||
        call->getNumArgs() == 0)
      return;
    const auto *uo = dyn_cast<UnaryOperator>(call->getArg(0)->IgnoreParenImpCasts());
    if (const MemberExpr *me =
            uo && uo->getOpcode() == UO_AddrOf ? vectorComponent(uo->getSubExpr()) : nullptr)
      report(DiagID::UnsupportedConstruct, me->getExprLoc(),
             "'" + callee->getNameAsString() +
                 "' on a component of a vector type is not supported: OpenCL vector "
                 "components have no address; keep the values the atomics update in an array "
                 "of scalars (`double sums[4]` rather than a `double4`)");
  }

  /// A function returning a reference returns the address of its value.
  bool VisitReturnStmt(ReturnStmt *rs) {
    if (function && function->getReturnType()->isReferenceType())
      checkAddressable(rs->getRetValue());
    return true;
  }

  bool VisitBinaryOperator(BinaryOperator *bo) {
    if (bo->isAssignmentOp())
      checkNotCxxLvalueResult(bo->getLHS());
    return true;
  }

  /// C++ lets a class's operator= (and compound assignments) modify a
  /// temporary: `make() = v` assigns to the object a call returned by value,
  /// and the result is discarded with it. C cannot assign to a call's value.
  bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *call) {
    if (!call->isAssignmentOp() || call->getNumArgs() == 0)
      return true;
    const Expr *target = call->getArg(0)->IgnoreParens();
    if (isa<MaterializeTemporaryExpr>(target) || !target->isLValue())
      report(DiagID::UnsupportedConstruct, target->getBeginLoc(),
             "assigning to a temporary (the value of an expression that is not a variable, "
             "such as a call returning an object) is not supported: C can only assign to "
             "objects; assign to a variable");
    return true;
  }

  /// In C++ an assignment, a compound assignment and a prefix ++/-- yield
  /// the object they modify, an lvalue; in C they yield a value. `--(--i)`,
  /// `(a = b) = c` and `&(x += 1)` therefore have no C spelling as written.
  void checkNotCxxLvalueResult(const Expr *operand) {
    const Expr *e = operand->IgnoreParens();
    bool lvalueResult = false;
    if (const auto *bo = dyn_cast<BinaryOperator>(e))
      lvalueResult = bo->isAssignmentOp();
    else if (const auto *uo = dyn_cast<UnaryOperator>(e))
      lvalueResult = uo->isPrefix() && uo->isIncrementDecrementOp();
    if (lvalueResult && e->isGLValue())
      report(DiagID::UnsupportedConstruct, e->getBeginLoc(),
             "the result of an assignment or of a prefix '++'/'--' used as an object (modified "
             "again or its address taken) is not supported: C gives these expressions no "
             "object; split the expression into two statements");
  }

  /// A lambda becomes a struct of its captures plus a function; a capture by
  /// reference is a pointer to the variable, which must outlive the closure:
  /// a lambda returned from the function whose locals it captures by
  /// reference would hold dangling pointers.
  bool VisitLambdaExpr(LambdaExpr *e) {
    const auto *owner =
        dyn_cast_or_null<FunctionDecl>(e->getLambdaClass()->getParentFunctionOrMethod());
    if (!owner || owner->getReturnType()->getAsCXXRecordDecl() != e->getLambdaClass())
      return true;
    for (const LambdaCapture &c : e->captures()) {
      const auto *v = c.capturesVariable() ? dyn_cast<VarDecl>(c.getCapturedVar()) : nullptr;
      if (c.getCaptureKind() == LCK_ByRef && v && v->hasLocalStorage() &&
          !v->getType()->isReferenceType())
        report(DiagID::UnsupportedConstruct, c.getLocation(),
               "this lambda captures '" + v->getName() + "' by reference and is returned from '" +
                   owner->getName() +
                   "', where that variable no longer exists; capture it by value ([=] or [" +
                   v->getName() + "])");
    }
    return true;
  }

  bool VisitDeclRefExpr(DeclRefExpr *e) {
    if (StringRef kind = textureKind(e->getDecl()->getType());
        !kind.empty() && isa<VarDecl>(e->getDecl()) && !textureArgs.count(e)) {
      if (kind == "texture reference" || kind == "surface reference")
        report(DiagID::UnsupportedTexture, e->getBeginLoc(),
               Twine(kind) + " '" + e->getDecl()->getName() + "' is not supported: " +
                   (kind == "texture reference" ? NoTextureReferences : NoSurfaceReferences));
      else if (isa<ParmVarDecl>(e->getDecl()))
        report(DiagID::UnsupportedTexture, e->getBeginLoc(),
               Twine(kind) + " '" + e->getDecl()->getName() +
                   "' can only be passed to a fetch or to a function parameter of its type: "
                   "it is a buffer and a descriptor in OpenCL, not a value");
      // Other variables are reported where they are declared (VisitVarDecl).
    }
    if (const auto *fd = dyn_cast<FunctionDecl>(e->getDecl()))
      if (!isDirectCallee(e))
        report(DiagID::UnsupportedFunctionPointer, e->getBeginLoc(),
               "taking the address of function '" + fd->getNameAsString() +
                   "' is not supported: OpenCL C has no function pointers");
    return true;
  }

  bool VisitCallExpr(CallExpr *e) {
    parents[e->getCallee()->IgnoreParenImpCasts()] = e;
    // tex1Dfetch(), surf2Dwrite()...: one error for the call, none for the
    // texture or surface it names.
    if (const FunctionDecl *fd = e->getDirectCallee(); fd && isTextureDecl(fd)) {
      for (const Expr *arg : e->arguments())
        textureArgs.insert(arg->IgnoreUnlessSpelledInSource());
      bool surface = compat::startsWith(fd->getName(), "surf");
      if (std::string why = textureRefusal(fd); !why.empty()) {
        report(DiagID::UnsupportedTexture, e->getBeginLoc(),
               Twine(surface ? "surface access '" : "texture fetch '") + fd->getName() +
                   "' is not supported: " + why);
        return true;
      }
      // The object must be a parameter: it is passed as two (TexturePrinter.cpp).
      const Expr *object = nullptr;
      for (unsigned i = 0; i < fd->getNumParams() && i < e->getNumArgs(); ++i)
        if (isTextureObjectType(fd->getParamDecl(i)->getType()))
          object = e->getArg(i);
      if (object && !isTextureObjectParam(object))
        report(DiagID::UnsupportedTexture, object->getBeginLoc(),
               Twine(surface ? "the surface object of '" : "the texture object of '") +
                   fd->getName() + "' " + NotAParameter);
      // A reference must be named as it is: a device symbol of its own.
      for (unsigned i = 0; i < fd->getNumParams() && i < e->getNumArgs(); ++i) {
        StringRef kind = textureKind(fd->getParamDecl(i)->getType());
        if (kind != "texture reference" && kind != "surface reference")
          continue;
        const auto *dre = dyn_cast<DeclRefExpr>(e->getArg(i)->IgnoreUnlessSpelledInSource());
        const auto *v = dre ? dyn_cast<VarDecl>(dre->getDecl()) : nullptr;
        if (!v || isa<ParmVarDecl>(v) || !v->hasGlobalStorage() || v->isLocalVarDecl() ||
            v->isStaticDataMember())
          report(DiagID::UnsupportedTexture, e->getArg(i)->getBeginLoc(),
                 Twine("the ") + kind + " of '" + fd->getName() + "' must name a " +
                     (kind == "texture reference" ? "texture<T, dim, readMode>"
                                                  : "surface<void, dim>") +
                     " variable at namespace scope (not a parameter, a local or a class member)");
      }
      return true;
    }
    if (const FunctionDecl *fd = e->getDirectCallee(); fd && !isPreludeDecl(fd)) {
      unsigned base = firstParamArg(e);
      for (unsigned i = 0; i < fd->getNumParams() && i + base < e->getNumArgs(); ++i) {
        if (!isTextureObjectType(fd->getParamDecl(i)->getType()))
          continue;
        const Expr *arg = e->getArg(i + base);
        textureArgs.insert(arg->IgnoreUnlessSpelledInSource());
        if (!isTextureObjectParam(arg))
          report(DiagID::UnsupportedTexture, arg->getBeginLoc(),
                 Twine("the ") + textureKind(fd->getParamDecl(i)->getType()) + " argument of '" +
                     fd->getName() + "' " + NotAParameter);
      }
    }
    if (const FunctionDecl *fd = e->getDirectCallee(); fd && isPreludeDecl(fd)) {
      for (const Expr *arg : e->arguments())
        builtinArgs.insert(arg->IgnoreParenImpCasts());
      checkAtomicTarget(e, fd);
    }
    if (const FunctionDecl *fd = e->getDirectCallee(); fd && !isPreludeDecl(fd)) {
      unsigned base = firstParamArg(e);
      for (unsigned i = 0; i < fd->getNumParams() && i + base < e->getNumArgs(); ++i)
        if (fd->getParamDecl(i)->getType()->isReferenceType())
          checkAddressable(e->getArg(i + base));
    }
    if (isTrivialAssignment(e))
      return true;
    if (!e->getDirectCallee())
      report(DiagID::UnsupportedFunctionPointer, e->getBeginLoc(),
             "indirect calls are not supported: OpenCL C has no function pointers");
    else if (!isPreludeDecl(e->getDirectCallee()) && !e->getDirectCallee()->isDefined() &&
             !state.plan.builtinCall(e)) // std::forward is lowered without a body
      reportUndefined(e->getDirectCallee(), e->getBeginLoc());
    else if (const BuiltinCall *b = state.plan.builtinCall(e);
             b && b->kind == BuiltinCallKind::Unsupported)
      report(DiagID::UnsupportedConstruct, e->getBeginLoc(),
             "'" + e->getDirectCallee()->getNameAsString() +
                 "' is not available in OpenCL device code");
    // Compound assignments and ++/-- on __half print as `(a = op(a, b))`,
    // which evaluates `a` twice: fine unless evaluating it has side effects.
    if (const auto *op = dyn_cast<CXXOperatorCallExpr>(e))
      if ((op->isAssignmentOp() || op->getOperator() == OO_PlusPlus ||
           op->getOperator() == OO_MinusMinus) &&
          isLoweredPreludeCall(state.plan, op) && op->getNumArgs() > 0 &&
          op->getArg(0)->HasSideEffects(state.ctx))
        report(DiagID::UnsupportedConstruct, op->getBeginLoc(),
               "'" + op->getDirectCallee()->getNameAsString() +
                   "' on a half-precision operand whose evaluation has side effects is not "
                   "supported: compute the address or index first");
    return true;
  }

  /// A function declared in a function body (an #include there, or a
  /// forward declaration): its calls name the file-scope function; the
  /// declaration itself has no place in the output.
  bool VisitDeclStmt(DeclStmt *ds) {
    for (const Decl *d : ds->decls())
      if (const auto *fd = dyn_cast<FunctionDecl>(d))
        report(DiagID::UnsupportedConstruct, fd->getLocation(),
               "function '" + fd->getNameAsString() +
                   "' declared inside a function body is not supported: declare it at file "
                   "scope (or include the header there)");
    return true;
  }

  bool VisitVarDecl(VarDecl *v) {
    if (v->getType()->isReferenceType())
      checkAddressable(v->getInit());
    if (v->getTLSKind() != VarDecl::TLS_None) {
      report(DiagID::UnsupportedThreadLocal, v->getLocation(),
             "thread_local variables are not supported in OpenCL C");
      return true;
    }
    checkType(v->getType(), v->getLocation(), v);
    checkTextureStorage(v->getType(), v->getLocation(), v);
    if (v->isLocalVarDecl() && v->isStaticLocal() &&
        sharedMemoryKind(v) == SharedMemoryKind::None && v->getTLSKind() == VarDecl::TLS_None &&
        !v->getType().isConstQualified())
      report(DiagID::UnsupportedConstruct, v->getLocation(),
             "non-const static local variables are not supported in OpenCL C");
    return true;
  }

  bool VisitFieldDecl(FieldDecl *f) {
    const auto *owner = dyn_cast<CXXRecordDecl>(f->getParent());
    if (f->getType()->isReferenceType() && !(owner && owner->isLambda())) // reported at the capture
      report(DiagID::UnsupportedConstruct, f->getLocation(),
             "reference members are not supported; use a pointer member");
    if (f->isBitField())
      report(DiagID::UnsupportedType, f->getLocation(),
             "bit-fields are not supported in OpenCL C 1.2");
    checkType(f->getType(), f->getLocation(), f);
    checkTextureStorage(f->getType(), f->getLocation(), f);
    return true;
  }

  bool VisitExplicitCastExpr(ExplicitCastExpr *e) {
    checkType(e->getTypeAsWritten(), e->getBeginLoc(), nullptr);
    return true;
  }

  bool VisitLabelDecl(LabelDecl *) { return true; }

  void checkFunction(const FunctionDecl *fd) {
    if (const auto *md = dyn_cast<CXXMethodDecl>(fd))
      if (md->isVirtual())
        report(DiagID::UnsupportedVirtual, md->getLocation(),
               "virtual functions are not supported in OpenCL C");
    if (fd->isVariadic())
      report(DiagID::UnsupportedVariadic, fd->getLocation(),
             "variadic function '" + fd->getNameAsString() +
                 "' is not supported; only printf may be variadic in OpenCL C");
    checkType(fd->getReturnType(), fd->getLocation(), nullptr);
    if (StringRef kind = textureKind(fd->getReturnType()); !kind.empty())
      report(DiagID::UnsupportedTexture, fd->getLocation(),
             "function '" + fd->getNameAsString() + "' returns a " + kind +
                 ", which is not supported: only parameters carry texture and surface objects");
    for (const ParmVarDecl *p : fd->parameters())
      checkType(p->getType(), p->getLocation(), p);
    if (fd->hasAttr<CUDAGlobalAttr>())
      for (const ParmVarDecl *p : fd->parameters())
        checkKernelParam(p);
  }

  void checkRecord(const RecordDecl *rd) {
    if (const auto *cxx = dyn_cast<CXXRecordDecl>(rd)) {
      if (cxx->hasDefinition() && cxx->getNumVBases())
        report(DiagID::UnsupportedVirtual, rd->getLocation(),
               "virtual base classes are not supported in OpenCL C");
      for (const CXXMethodDecl *m : cxx->methods())
        if (m->isVirtual() && !m->isImplicit())
          report(DiagID::UnsupportedVirtual, m->getLocation(),
                 "virtual functions are not supported in OpenCL C");
      if (cxx->hasDefinition() && cxx->hasNonTrivialDestructor())
        report(DiagID::UnsupportedConstruct, rd->getLocation(),
               "types with non-trivial destructors are not supported in OpenCL C");
    }
  }

  /// OpenCL kernel arguments: no pointer to pointer, no reference (the host
  /// cannot pass device addresses inside them).
  void checkKernelParam(const ParmVarDecl *p) {
    QualType t = p->getType().getCanonicalType();
    if (t->isReferenceType()) {
      report(DiagID::UnsupportedKernelParam, p->getLocation(),
             "kernel parameter '" + p->getNameAsString() +
                 "' is a reference; OpenCL kernels take values and pointers");
      return;
    }
    if (t->isPointerType() && t->getPointeeType()->isPointerType()) {
      report(DiagID::UnsupportedKernelParam, p->getLocation(),
             "kernel parameter '" + p->getNameAsString() +
                 "' is a pointer to a pointer, which OpenCL kernels cannot take");
      return;
    }
    // A struct holding pointers, bool or size_t is flattened (StructParams.cpp).
  }

private:
  /// A texture or surface object parameter named as it is (what a fetch or
  /// a call may take: TexturePrinter.cpp prints its two parts).
  static bool isTextureObjectParam(const Expr *e) {
    const auto *dre = dyn_cast<DeclRefExpr>(e->IgnoreParenImpCasts());
    const auto *p = dre ? dyn_cast<ParmVarDecl>(dre->getDecl()) : nullptr;
    return p && isTextureObjectType(p->getType());
  }

  /// Texture and surface objects stored in memory (variables, fields,
  /// arrays) or taken by reference: only parameters are translated.
  void checkTextureStorage(QualType t, SourceLocation loc, const Decl *owner) {
    QualType element = t.getNonReferenceType();
    while (const ArrayType *at = element->getAsArrayTypeUnsafe())
      element = at->getElementType();
    StringRef kind = textureKind(element);
    if (kind != "texture object" && kind != "surface object")
      return;
    if (isa_and_nonnull<ParmVarDecl>(owner) && !t->isReferenceType() && !t->isArrayType())
      return; // the translated form
    report(DiagID::UnsupportedTexture, loc,
           Twine(kind) + (isa_and_nonnull<ParmVarDecl>(owner) ? " parameter '" : " '") +
               cast<NamedDecl>(owner)->getName() + "' is not supported: ultima passes a " + kind +
               " as a parameter of its own (a buffer and a descriptor), so it cannot be stored "
               "in a variable, a struct field or an array, nor taken by reference; pass it to "
               "the kernel and its helpers as a parameter");
  }

  bool isDirectCallee(const DeclRefExpr *e) const {
    auto it = parents.find(e);
    return it != parents.end() && it->second->getDirectCallee() == e->getDecl();
  }

  void checkType(QualType t, SourceLocation loc, const Decl *owner) {
    for (unsigned depth = 0; !t.isNull() && depth < 32; ++depth) {
      const Type *ty = t.getCanonicalType().getTypePtr();
      if (ty->isFunctionPointerType() || ty->isFunctionReferenceType() ||
          ty->isMemberFunctionPointerType()) {
        report(DiagID::UnsupportedFunctionPointer, loc,
               "function pointer types are not supported: OpenCL C has no function pointers");
        return;
      }
      if (ty->isMemberPointerType()) {
        report(DiagID::UnsupportedType, loc, "pointers to members are not supported");
        return;
      }
      if (isa<VariableArrayType>(ty)) {
        report(DiagID::UnsupportedType, loc,
               "variable-length arrays are not supported in OpenCL C");
        return;
      }
      if (ty->isSpecificBuiltinType(BuiltinType::LongDouble)) {
        report(DiagID::UnsupportedType, loc, "'long double' is not supported in OpenCL C");
        return;
      }
      if (ty->isSpecificBuiltinType(BuiltinType::Int128) ||
          ty->isSpecificBuiltinType(BuiltinType::UInt128)) {
        report(DiagID::UnsupportedType, loc, "128-bit integers are not supported in OpenCL C");
        return;
      }
      if (ty->isAnyComplexType()) {
        report(DiagID::UnsupportedType, loc, "_Complex types are not supported in OpenCL C");
        return;
      }
      if (ty->isPointerType() || ty->isReferenceType())
        t = ty->getPointeeType();
      else if (ty->isArrayType())
        t = cast<ArrayType>(ty)->getElementType();
      else
        return;
    }
    (void)owner;
  }

  void report(DiagID id, SourceLocation loc, const Twine &message) {
    state.diags.report(id, loc, message);
  }

  static constexpr const char *NoTextureReferences =
      "a texture reference (texture<T, dim, readMode>) can only be named as the texture of a "
      "fetch (tex1Dfetch, tex1D, tex2D, tex3D, tex1DLayered, tex2DLayered, texCubemap, "
      "texCubemapLayered, their Lod and Grad forms): in OpenCL it is a buffer and a descriptor, "
      "not a value";
  static constexpr const char *NoSurfaceReferences =
      "a surface reference (surface<void, dim>) can only be named as the surface of a read or "
      "write (surf1Dread, surf1Dwrite, surf2Dread, surf2Dwrite, surf3Dread, surf3Dwrite, "
      "surf1DLayeredread, surf1DLayeredwrite, surf2DLayeredread, surf2DLayeredwrite): in OpenCL "
      "it is a buffer and a descriptor, not a value";
  static constexpr const char *NotAParameter =
      "must be a parameter of the calling function, passed as it is: texture and surface objects "
      "stored in memory (struct fields, arrays, variables) are not supported";

  AnalysisState &state;
  llvm::DenseMap<const Expr *, const CallExpr *> parents;
  llvm::DenseSet<const Expr *> builtinArgs;
  /// Arguments of texture and surface functions (reported with the call).
  llvm::DenseSet<const Expr *> textureArgs;
};

} // namespace

void runUnsupportedConstructs(AnalysisState &state) {
  UnsupportedVisitor visitor(state);
  for (const Decl *d : state.reachable) {
    if (const auto *fd = dyn_cast<FunctionDecl>(d)) {
      const FunctionDecl *def = fd->getDefinition() ? fd->getDefinition() : fd;
      visitor.checkFunction(def);
      visitor.function = def;
      if (def->hasBody())
        visitor.TraverseStmt(def->getBody());
      if (const auto *ctor = dyn_cast<CXXConstructorDecl>(def))
        for (const CXXCtorInitializer *init : ctor->inits())
          visitor.TraverseStmt(init->getInit());
      for (const ParmVarDecl *p : def->parameters())
        visitor.TraverseDecl(const_cast<ParmVarDecl *>(p));
    } else if (const auto *rd = dyn_cast<RecordDecl>(d)) {
      if (const RecordDecl *def = rd->getDefinition()) {
        visitor.checkRecord(def);
        for (const FieldDecl *f : def->fields())
          visitor.VisitFieldDecl(const_cast<FieldDecl *>(f));
      }
    } else if (const auto *vd = dyn_cast<VarDecl>(d)) {
      visitor.VisitVarDecl(const_cast<VarDecl *>(vd));
      const VarDecl *def = vd->getDefinition() ? vd->getDefinition() : vd;
      if (const Expr *init = def->getInit())
        visitor.TraverseStmt(const_cast<Expr *>(init));
      if (!textureKind(vd->getType()).empty())
        ; // a texture or surface reference: each use is reported (ultima-unsupported-texture)
      // Device symbols (DeviceSymbols.cpp) become kernel buffer arguments;
      // what stays at program scope must be __constant data.
      else if (!state.plan.deviceSymbol(vd) && sharedMemoryKind(vd) == SharedMemoryKind::None &&
               !vd->hasAttr<CUDAConstantAttr>() && !vd->getType().isConstQualified() &&
               !vd->isConstexpr())
        state.diags.report(DiagID::UnsupportedConstruct, vd->getLocation(),
                           "mutable program-scope variable '" + vd->getNameAsString() +
                               "': OpenCL C 1.2 only has __constant program-scope variables");
    }
  }
}

} // namespace ultima
