//===- AddressSpaces.cpp - infer OpenCL address spaces ---------------------===//
///
/// \file
/// OpenCL C 1.2 has no generic address space, so every pointer must name the
/// space it points into. Starting from the kernels (pointer parameters point to
/// __global), this pass propagates spaces through local variables, function
/// parameters and return values. A function is analysed once per combination
/// of parameter spaces it is called with; each combination is a
/// FunctionVariant, emitted as its own C function. Local pointers get the
/// space of what they are initialised or assigned with; two different spaces
/// for one pointer is an error (ultima-address-space-conflict). The call-graph
/// walk also finds recursion, which OpenCL forbids.
///
//===----------------------------------------------------------------------===//
#include "AddressSpaces.h"
#include "ultima/compat/ClangCompat.h"
#include "../Builtins/CudaBuiltins.h"
#include "../Builtins/CupyBuiltins.h"
#include "AnalysisState.h"
#include "Classes.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace ultima {
namespace {

unsigned pointerDepth(QualType t) {
  unsigned depth = 0;
  for (;;) {
    t = t.getCanonicalType();
    if (const auto *at = dyn_cast<ArrayType>(t.getTypePtr())) {
      t = at->getElementType();
      continue;
    }
    if (t->isPointerType() || t->isReferenceType()) {
      ++depth;
      t = t->getPointeeType();
      continue;
    }
    return depth;
  }
}

PointerSpaces tail(const PointerSpaces &s) {
  if (s.empty())
    return {};
  return PointerSpaces(s.begin() + 1, s.end());
}

/// Where a variable's own storage is.
AddrSpace varStorage(const VarDecl *v) {
  if (v->hasAttr<CUDASharedAttr>())
    return AddrSpace::Local;
  if (v->isLocalVarDeclOrParm() && !v->isStaticLocal())
    return AddrSpace::Private;
  if (v->hasAttr<CUDAConstantAttr>() || v->getType().isConstQualified() || v->isConstexpr())
    return AddrSpace::Constant;
  return AddrSpace::Global;
}

/// \p e without the parentheses, full-expressions and no-op casts that may
/// wrap a materialised temporary bound to a reference.
const Expr *skipToTemporary(const Expr *e) {
  while (true) {
    e = e->IgnoreParens();
    if (const auto *fe = dyn_cast<FullExpr>(e))
      e = fe->getSubExpr();
    else if (const auto *ice = dyn_cast<ImplicitCastExpr>(e); ice && ice->getCastKind() == CK_NoOp)
      e = ice->getSubExpr();
    else
      return e;
  }
}

PointerSpaces spacesOfDecl(const ValueDecl *d, const FunctionVariant &v,
                           const TranslationPlan &plan) {
  if (const auto *var = dyn_cast<VarDecl>(d)) {
    auto it = v.varSpaces.find(var);
    if (it != v.varSpaces.end())
      return it->second;
  }
  auto it = plan.declSpaces.find(d);
  if (it != plan.declSpaces.end())
    return it->second;
  return {};
}

} // namespace

AddrSpace storageSpace(const Expr *e, const FunctionVariant &variant,
                       const TranslationPlan &plan) {
  e = e->IgnoreParens();
  if (isa<StringLiteral, PredefinedExpr>(e))
    return AddrSpace::Constant;
  if (const auto *ice = dyn_cast<ImplicitCastExpr>(e))
    if (ice->getCastKind() == CK_NoOp || ice->getCastKind() == CK_LValueToRValue ||
        ice->getCastKind() == CK_DerivedToBase || ice->getCastKind() == CK_UncheckedDerivedToBase)
      return storageSpace(ice->getSubExpr(), variant, plan);
  if (const auto *dre = dyn_cast<DeclRefExpr>(e)) {
    if (const auto *v = dyn_cast<VarDecl>(dre->getDecl())) {
      if (v->getType()->isReferenceType()) { // the referent, not the reference
        PointerSpaces s = spacesOfDecl(v, variant, plan);
        return s.empty() ? AddrSpace::Global : s.front();
      }
      return varStorage(v);
    }
    return AddrSpace::Private;
  }
  if (const auto *call = dyn_cast<CallExpr>(e)) { // a function returning a reference
    const FunctionDecl *callee = call->getDirectCallee();
    auto it = variant.callees.find(call);
    if (callee && callee->getReturnType()->isReferenceType() && it != variant.callees.end() &&
        !plan.variants[it->second].returnSpaces.empty())
      return plan.variants[it->second].returnSpaces.front();
    return AddrSpace::Private;
  }
  if (isa<MaterializeTemporaryExpr>(e)) // a fresh temporary, printed as a private compound literal
    return AddrSpace::Private;
  if (const auto *ase = dyn_cast<ArraySubscriptExpr>(e)) {
    const Expr *base = ase->getBase()->IgnoreParenImpCasts();
    if (base->getType()->isArrayType())
      return storageSpace(base, variant, plan);
    const Expr *ptr = ase->getBase();
    if (const auto *dre = dyn_cast<DeclRefExpr>(ptr->IgnoreParenImpCasts()))
      if (const auto *v = dyn_cast<VarDecl>(dre->getDecl())) {
        PointerSpaces s = spacesOfDecl(v, variant, plan);
        return s.empty() ? AddrSpace::Global : s.front();
      }
    return AddrSpace::Global;
  }
  if (const auto *uo = dyn_cast<UnaryOperator>(e)) {
    if (uo->getOpcode() == UO_Deref) {
      if (const auto *dre = dyn_cast<DeclRefExpr>(uo->getSubExpr()->IgnoreParenImpCasts()))
        if (const auto *v = dyn_cast<VarDecl>(dre->getDecl())) {
          PointerSpaces s = spacesOfDecl(v, variant, plan);
          return s.empty() ? AddrSpace::Global : s.front();
        }
      return AddrSpace::Global;
    }
  }
  if (const auto *me = dyn_cast<MemberExpr>(e)) {
    if (!me->isArrow())
      return storageSpace(me->getBase(), variant, plan);
    if (const auto *dre = dyn_cast<DeclRefExpr>(me->getBase()->IgnoreParenImpCasts()))
      if (const auto *v = dyn_cast<VarDecl>(dre->getDecl())) {
        PointerSpaces s = spacesOfDecl(v, variant, plan);
        return s.empty() ? AddrSpace::Global : s.front();
      }
    if (isa<CXXThisExpr>(me->getBase()->IgnoreParenImpCasts()))
      return variant.thisSpace == AddrSpace::Unknown ? AddrSpace::Global : variant.thisSpace;
    return AddrSpace::Global;
  }
  return AddrSpace::Private;
}

namespace {

class AddressSpaceInference {
public:
  explicit AddressSpaceInference(AnalysisState &state) : state(state), plan(state.plan) {}

  unsigned variantFor(const FunctionDecl *fd, const llvm::SmallVector<PointerSpaces, 4> &params,
                      AddrSpace thisSpace, const Expr *site) {
    fd = fd->getDefinition() ? fd->getDefinition() : fd;
    for (unsigned idx : stack)
      if (plan.variants[idx].decl == fd) {
        state.diags.report(DiagID::UnsupportedRecursion, site ? site->getBeginLoc() : fd->getLocation(),
                           "recursive call to '" + fd->getNameAsString() +
                               "': OpenCL C does not allow recursion");
        return idx;
      }
    for (unsigned idx : plan.variantsOf[fd->getCanonicalDecl()])
      if (plan.variants[idx].paramSpaces == params && plan.variants[idx].thisSpace == thisSpace)
        return idx;
    unsigned idx = plan.variants.size();
    plan.variants.emplace_back();
    plan.variants[idx].decl = fd;
    plan.variants[idx].paramSpaces = params;
    plan.variants[idx].thisSpace = thisSpace;
    plan.variantsOf[fd->getCanonicalDecl()].push_back(idx);
    stack.push_back(idx);
    analyze(idx);
    stack.pop_back();
    return idx;
  }

  llvm::SmallVector<PointerSpaces, 4> kernelParams(const FunctionDecl *fd) {
    llvm::SmallVector<PointerSpaces, 4> params;
    for (const ParmVarDecl *p : fd->parameters())
      params.push_back(PointerSpaces(pointerDepth(p->getType()), AddrSpace::Global));
    return params;
  }

private:
  /// Analyses one variant's body: a fixpoint over local pointer variables,
  /// then a final walk that resolves every call with the settled spaces.
  void analyze(unsigned idx) {
    const FunctionDecl *fd = plan.variants[idx].decl;
    for (unsigned i = 0; i < fd->getNumParams(); ++i)
      if (!plan.variants[idx].paramSpaces[i].empty())
        plan.variants[idx].varSpaces[fd->getParamDecl(i)] = plan.variants[idx].paramSpaces[i];
    if (!fd->hasBody())
      return;
    Walker walker(*this, idx);
    // A constructor's member and base initialisers run before its body.
    auto walkBody = [&] {
      if (const auto *ctor = dyn_cast<CXXConstructorDecl>(fd))
        for (const CXXCtorInitializer *init : ctor->inits())
          walker.TraverseStmt(init->getInit());
      walker.TraverseStmt(fd->getBody());
    };
    for (unsigned iteration = 0; iteration < 8; ++iteration) {
      walker.changed = false;
      walkBody();
      if (!walker.changed)
        break;
    }
    // Pointers nothing constrains (only ever null) default to __global.
    for (auto &entry : plan.variants[idx].varSpaces)
      for (AddrSpace &as : entry.second)
        if (as == AddrSpace::Unknown)
          as = AddrSpace::Global;
    walker.finalWalk = true;
    walkBody();
    for (AddrSpace &as : plan.variants[idx].returnSpaces)
      if (as == AddrSpace::Unknown)
        as = AddrSpace::Global;
  }

  class Walker : public RecursiveASTVisitor<Walker> {
  public:
    Walker(AddressSpaceInference &inf, unsigned idx) : inf(inf), idx(idx) {}
    bool changed = false;
    bool finalWalk = false;

    FunctionVariant &variant() { return inf.plan.variants[idx]; }

    bool VisitVarDecl(VarDecl *v) {
      if (!v->isLocalVarDecl() || pointerDepth(v->getType()) == 0)
        return true;
      PointerSpaces &slot = variant().varSpaces[v];
      slot.resize(pointerDepth(v->getType()), AddrSpace::Unknown);
      if (const Expr *init = v->getInit()) {
        if (v->getType()->isReferenceType())
          join(Slot::local(v), addressOf(init), v, v->getLocation());
        else
          joinInit(v, init, v->getLocation());
      }
      return true;
    }

    bool VisitBinaryOperator(BinaryOperator *bo) {
      if (bo->getOpcode() != BO_Assign || pointerDepth(bo->getType()) == 0)
        return true;
      const Expr *lhs = bo->getLHS()->IgnoreParenImpCasts();
      if (const auto *ase = dyn_cast<ArraySubscriptExpr>(lhs))
        lhs = ase->getBase()->IgnoreParenImpCasts();
      PointerSpaces value = spacesOf(bo->getRHS());
      if (const auto *dre = dyn_cast<DeclRefExpr>(lhs)) {
        if (const auto *v = dyn_cast<VarDecl>(dre->getDecl())) {
          if (v->getType()->isReferenceType()) {
            // Assigning through a reference sets what the referent points to.
            PointerSpaces shifted{AddrSpace::Unknown};
            shifted.append(value.begin(), value.end());
            value = shifted;
          }
          join(variant().varSpaces.count(v) ? Slot::local(v) : Slot::ofDecl(v), value, v,
               bo->getOperatorLoc());
        }
      } else if (const auto *me = dyn_cast<MemberExpr>(lhs)) {
        join(Slot::ofDecl(me->getMemberDecl()), value, me->getMemberDecl(), bo->getOperatorLoc());
      }
      return true;
    }

    /// Captured pointers are closure fields: they point where the variable does.
    /// A C++ lvalue conditional that is not only read as a value is printed
    /// `*(c ? &a : &b)` (ValueConditionals.cpp): its arms must be objects of
    /// one address space, or the output would select between unrelated
    /// pointers.
    bool VisitConditionalOperator(ConditionalOperator *co) {
      if (!finalWalk || !co->isGLValue() || inf.plan.valueConditionals.contains(co))
        return true;
      AddrSpace a = addressOf(co->getTrueExpr()).front();
      AddrSpace b = addressOf(co->getFalseExpr()).front();
      if (a != b && a != AddrSpace::Unknown && b != AddrSpace::Unknown)
        inf.state.diags.report(
            DiagID::AddressSpaceConflict, co->getBeginLoc(),
            std::string("this conditional is used as an lvalue, but one operand is in ") +
                addrSpaceKeyword(a) + " memory and the other in " + addrSpaceKeyword(b) +
                " memory; OpenCL C 1.2 has no generic address space (read its value, or "
                "use objects of one address space)");
      return true;
    }

    bool VisitLambdaExpr(LambdaExpr *le) {
      const CXXRecordDecl *closure = le->getLambdaClass();
      auto init = le->capture_init_begin();
      for (const FieldDecl *field : closure->fields()) {
        const Expr *value = init == le->capture_init_end() ? nullptr : *init++;
        if (value && pointerDepth(field->getType()) > 0)
          join(Slot::ofDecl(field), spacesOf(value), field, value->getBeginLoc());
      }
      return true;
    }

    bool VisitCallExpr(CallExpr *call) {
      if (isTrivialAssignment(call))
        return true;
      resolveCall(call);
      return true;
    }

    /// constructor_T gets a private `this`: CUDA constructs only locals,
    /// temporaries and their members (never __shared__ or global objects).
    bool VisitCXXConstructExpr(CXXConstructExpr *ce) {
      if (!finalWalk || !isLoweredConstruct(ce))
        return true;
      const CXXConstructorDecl *ctor = ce->getConstructor();
      llvm::SmallVector<PointerSpaces, 4> params;
      for (unsigned i = 0; i < ctor->getNumParams(); ++i)
        params.push_back(argumentSpaces(ctor->getParamDecl(i), i < ce->getNumArgs() ? ce->getArg(i) : nullptr));
      const FunctionDecl *def = ctor->getDefinition() ? ctor->getDefinition() : ctor;
      variant().constructors[ce] = inf.variantFor(def, params, AddrSpace::Private, ce);
      return true;
    }

    /// The spaces a parameter gets from its argument (Unknown -> __global).
    PointerSpaces argumentSpaces(const ParmVarDecl *param, const Expr *arg) {
      unsigned depth = pointerDepth(param->getType());
      PointerSpaces s;
      if (depth > 0 && arg)
        s = param->getType()->isReferenceType() ? addressOf(arg) : spacesOf(arg);
      s.resize(depth, AddrSpace::Unknown);
      for (AddrSpace &as : s)
        if (as == AddrSpace::Unknown)
          as = AddrSpace::Global;
      return s;
    }

    bool VisitExplicitCastExpr(ExplicitCastExpr *ce) {
      unsigned depth = pointerDepth(ce->getType());
      if (!finalWalk || depth == 0)
        return true;
      PointerSpaces s = spacesOf(ce->getSubExpr());
      s.resize(depth, AddrSpace::Unknown);
      for (AddrSpace &as : s)
        if (as == AddrSpace::Unknown)
          as = AddrSpace::Global;
      variant().castSpaces[ce] = s;
      return true;
    }

    bool VisitReturnStmt(ReturnStmt *rs) {
      const Expr *value = rs->getRetValue();
      if (value && variant().decl->getReturnType()->isReferenceType())
        join(Slot::result(), addressOf(value), variant().decl, rs->getBeginLoc());
      else if (value && pointerDepth(value->getType()) > 0)
        join(Slot::result(), spacesOf(value), variant().decl, rs->getBeginLoc());
      return true;
    }

    PointerSpaces resolveCall(const CallExpr *call) {
      const FunctionDecl *callee = call->getDirectCallee();
      if (finalWalk && callee && isPreludeDecl(callee)) {
        // Builtins overloaded on address space (atomics) need their arguments' spaces.
        llvm::SmallVector<PointerSpaces, 2> spaces;
        bool any = false;
        for (const Expr *arg : call->arguments()) {
          PointerSpaces s;
          if (pointerDepth(arg->getType()) > 0) {
            s = spacesOf(arg);
            s.resize(pointerDepth(arg->getType()), AddrSpace::Unknown);
            for (AddrSpace &as : s)
              if (as == AddrSpace::Unknown)
                as = AddrSpace::Global;
            any = true;
          }
          spaces.push_back(s);
        }
        if (any)
          variant().builtinArgSpaces[call] = spaces;
        // CUDA atomics act on global or shared memory only.
        if (callee->getIdentifier() && compat::startsWith(callee->getName(), "atomic") && !spaces.empty() &&
            !spaces[0].empty() &&
            (spaces[0][0] == AddrSpace::Private || spaces[0][0] == AddrSpace::Constant))
          inf.state.diags.report(DiagID::UnsupportedConstruct, call->getBeginLoc(),
                                 "'" + callee->getNameAsString() + "' on " +
                                     addrSpaceKeyword(spaces[0][0]) +
                                     " memory: atomic operations need a pointer into global "
                                     "or shared memory");
      }
      if (!callee || isPreludeDecl(callee) || !callee->getDefinition())
        return {};
      // A member function's `this` points where its object is.
      AddrSpace thisSpace = AddrSpace::Unknown;
      bool isPointer = false;
      if (const Expr *object = memberCallObject(call, isPointer)) {
        PointerSpaces s = isPointer ? spacesOf(object) : addressOf(object);
        thisSpace = s.empty() ? AddrSpace::Unknown : s.front();
        if (thisSpace == AddrSpace::Unknown) {
          if (!finalWalk)
            return {};
          thisSpace = AddrSpace::Global;
        }
      }
      unsigned argBase = firstParamArg(call);
      llvm::SmallVector<PointerSpaces, 4> params;
      for (unsigned i = 0; i < callee->getNumParams(); ++i) {
        unsigned depth = pointerDepth(callee->getParamDecl(i)->getType());
        PointerSpaces s;
        if (depth > 0 && i + argBase < call->getNumArgs())
          s = callee->getParamDecl(i)->getType()->isReferenceType()
                  ? addressOf(call->getArg(i + argBase))
                  : spacesOf(call->getArg(i + argBase));
        s.resize(depth, AddrSpace::Unknown);
        for (AddrSpace &as : s)
          if (as == AddrSpace::Unknown) {
            if (!finalWalk)
              return {}; // decide once the caller's own pointers have settled
            as = AddrSpace::Global;
          }
        params.push_back(s);
      }
      unsigned calleeIdx = inf.variantFor(callee, params, thisSpace, call);
      variant().callees[call] = calleeIdx;
      return inf.plan.variants[calleeIdx].returnSpaces;
    }

    PointerSpaces spacesOf(const Expr *e) {
      e = e->IgnoreParens();
      if (const auto *ce = dyn_cast<CastExpr>(e)) {
        switch (ce->getCastKind()) {
        case CK_NullToPointer:
        case CK_IntegralToPointer:
          return {};
        case CK_ArrayToPointerDecay:
          return addressOf(ce->getSubExpr());
        default:
          return spacesOf(ce->getSubExpr());
        }
      }
      if (const auto *dre = dyn_cast<DeclRefExpr>(e)) {
        if (const FieldDecl *field = captureField(variant().decl, dre->getDecl()))
          return spacesOfDecl(field, variant(), inf.plan); // a lambda's copy
        if (const auto *v = dyn_cast<VarDecl>(dre->getDecl())) {
          if (v->getType().getNonReferenceType()->isArrayType())
            return addressOf(e);
          if (v->getType()->isReferenceType()) // the referent's value
            return tail(spacesOfDecl(v, variant(), inf.plan));
          return spacesOfDecl(v, variant(), inf.plan);
        }
        return {};
      }
      if (const auto *uo = dyn_cast<UnaryOperator>(e)) {
        switch (uo->getOpcode()) {
        case UO_AddrOf:
          return addressOf(uo->getSubExpr());
        case UO_Deref:
          return tail(spacesOf(uo->getSubExpr()));
        default:
          return spacesOf(uo->getSubExpr());
        }
      }
      if (const auto *bo = dyn_cast<BinaryOperator>(e)) {
        if (bo->getOpcode() == BO_Comma || bo->isAssignmentOp())
          return spacesOf(bo->getRHS());
        if (bo->getLHS()->getType()->isPointerType())
          return spacesOf(bo->getLHS());
        if (bo->getRHS()->getType()->isPointerType())
          return spacesOf(bo->getRHS());
        return {};
      }
      if (const auto *co = dyn_cast<AbstractConditionalOperator>(e)) {
        PointerSpaces s = spacesOf(co->getTrueExpr());
        merge(s, spacesOf(co->getFalseExpr()), nullptr, co->getBeginLoc());
        return s;
      }
      if (const auto *ase = dyn_cast<ArraySubscriptExpr>(e))
        return tail(spacesOf(ase->getBase()));
      if (const auto *me = dyn_cast<MemberExpr>(e))
        return spacesOfDecl(me->getMemberDecl(), variant(), inf.plan);
      if (const auto *call = dyn_cast<CallExpr>(e)) {
        PointerSpaces ret = resolveCall(call);
        const FunctionDecl *callee = call->getDirectCallee();
        return callee && callee->getReturnType()->isReferenceType() ? tail(ret) : ret;
      }
      if (isa<StringLiteral>(e))
        return {AddrSpace::Constant};
      if (isa<CXXThisExpr>(e))
        return {variant().thisSpace};
      if (const auto *ewc = dyn_cast<FullExpr>(e))
        return spacesOf(ewc->getSubExpr());
      if (const auto *mte = dyn_cast<MaterializeTemporaryExpr>(e))
        return spacesOf(mte->getSubExpr());
      return {};
    }

    /// Spaces of `&e` for the lvalue \p e.
    PointerSpaces addressOf(const Expr *e) {
      // A reference bound to a materialised temporary (after a conversion:
      // `const bool &` to a global `unsigned`) refers to the temporary, which
      // the printer lowers to a private compound literal (printAddressOf), not
      // to the converted operand. IgnoreParenImpCasts would look through the
      // temporary, so it is recognised first, through what the printer skips.
      if (const auto *mte = dyn_cast<MaterializeTemporaryExpr>(skipToTemporary(e))) {
        PointerSpaces value = spacesOf(mte->getSubExpr());
        PointerSpaces t{AddrSpace::Private};
        t.append(value.begin(), value.end());
        return t;
      }
      PointerSpaces s{storageSpace(e, variant(), inf.plan)};
      const Expr *inner = e->IgnoreParenImpCasts();
      if (isCArrayElementExpr(inner)) // CuPy CArray data is __global (CupyBuiltins.h)
        return {AddrSpace::Global};
      if (const auto *ase = dyn_cast<ArraySubscriptExpr>(inner)) {
        PointerSpaces base = spacesOf(ase->getBase());
        if (!base.empty())
          s[0] = base.front();
        PointerSpaces rest = tail(base);
        s.append(rest.begin(), rest.end());
        return s;
      }
      if (const auto *uo = dyn_cast<UnaryOperator>(inner))
        if (uo->getOpcode() == UO_Deref)
          return spacesOf(uo->getSubExpr());
      if (const auto *co = dyn_cast<ConditionalOperator>(inner); co && co->isGLValue())
        return addressOf(co->getTrueExpr()); // arms in other spaces: VisitConditionalOperator
      if (const auto *me = dyn_cast<MemberExpr>(inner)) {
        if (me->isArrow()) {
          PointerSpaces base = spacesOf(me->getBase());
          if (!base.empty())
            s[0] = base.front();
        } else {
          s = addressOf(me->getBase());
          s.resize(1);
        }
        PointerSpaces field = spacesOfDecl(me->getMemberDecl(), variant(), inf.plan);
        s.append(field.begin(), field.end());
        return s;
      }
      if (const auto *dre = dyn_cast<DeclRefExpr>(inner))
        if (const auto *v = dyn_cast<VarDecl>(dre->getDecl())) {
          PointerSpaces own = spacesOfDecl(v, variant(), inf.plan);
          if (v->getType()->isReferenceType())
            return own;
          s.append(own.begin(), own.end());
        }
      if (const auto *call = dyn_cast<CallExpr>(inner))
        if (const FunctionDecl *callee = call->getDirectCallee())
          if (callee->getReturnType()->isReferenceType())
            return resolveCall(call);
      return s;
    }

  private:
    void joinInit(const VarDecl *v, const Expr *init, SourceLocation loc) {
      init = init->IgnoreParens();
      if (const auto *ewc = dyn_cast<FullExpr>(init))
        init = ewc->getSubExpr();
      if (const auto *ile = dyn_cast<InitListExpr>(init)) {
        for (const Expr *element : ile->inits())
          joinInit(v, element, element->getBeginLoc());
        return;
      }
      if (pointerDepth(init->getType()) == 0 && !init->getType()->isNullPtrType())
        return;
      join(Slot::local(v), spacesOf(init), v, loc);
    }

    /// Where a join writes, named by key rather than by reference: computing
    /// the value to join can analyse a callee (variantFor), which appends to
    /// plan.variants and grows plan.declSpaces, so a reference into either
    /// taken before the value is computed may dangle. join looks the slot up
    /// only once the value exists.
    struct Slot {
      enum Kind { Local, Decl, Return } kind;
      const ValueDecl *decl;
      static Slot local(const VarDecl *v) { return {Local, v}; }
      static Slot ofDecl(const ValueDecl *d) { return {Decl, d}; }
      static Slot result() { return {Return, nullptr}; }
    };

    PointerSpaces &lookup(Slot slot) {
      switch (slot.kind) {
      case Slot::Local:
        return variant().varSpaces[cast<VarDecl>(slot.decl)];
      case Slot::Decl:
        return inf.plan.declSpaces[slot.decl];
      case Slot::Return:
        break;
      }
      return variant().returnSpaces;
    }

    void join(Slot into, const PointerSpaces &from, const Decl *what, SourceLocation loc) {
      merge(lookup(into), from, what, loc);
    }

    /// Joins \p from into \p into; reports a conflict. Calls nothing that
    /// could move \p into.
    void merge(PointerSpaces &into, const PointerSpaces &from, const Decl *what,
               SourceLocation loc) {
      if (from.size() > into.size())
        into.resize(from.size(), AddrSpace::Unknown);
      for (unsigned i = 0; i < from.size(); ++i) {
        if (from[i] == AddrSpace::Unknown || into[i] == from[i])
          continue;
        if (into[i] == AddrSpace::Unknown) {
          into[i] = from[i];
          changed = true;
          continue;
        }
        std::string name;
        if (const auto *nd = dyn_cast_or_null<NamedDecl>(what))
          name = "'" + nd->getNameAsString() + "' ";
        inf.state.diags.report(
            DiagID::AddressSpaceConflict, loc,
            "pointer " + name + "would point into " + addrSpaceKeyword(from[i]) +
                " memory here but into " + addrSpaceKeyword(into[i]) +
                " memory elsewhere; OpenCL C 1.2 has no generic address space");
      }
    }

    AddressSpaceInference &inf;
    unsigned idx;
  };

  AnalysisState &state;
  TranslationPlan &plan;
  std::vector<unsigned> stack;
};

} // namespace

void runAddressSpaces(AnalysisState &state) {
  AddressSpaceInference inference(state);
  for (const FunctionDecl *k : state.kernels) {
    unsigned idx = inference.variantFor(k, inference.kernelParams(k), AddrSpace::Unknown, nullptr);
    state.plan.kernels[idx].variant = idx;
  }
  for (const FunctionDecl *fd : state.extraRoots)
    inference.variantFor(fd, inference.kernelParams(fd),
                         takesThis(fd) ? AddrSpace::Global : AddrSpace::Unknown, nullptr);
  // Pointer fields and program-scope pointers that nothing constrained.
  for (auto &entry : state.plan.declSpaces)
    for (AddrSpace &as : entry.second)
      if (as == AddrSpace::Unknown)
        as = AddrSpace::Global;
}

} // namespace ultima
