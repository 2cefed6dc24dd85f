//===- AddressSpaces.cpp - infer OpenCL address spaces ---------------------===//
///
/// \file
/// OpenCL C 1.2 has no generic address space, so every pointer must name the
/// space it points into. Starting from the kernels (pointer parameters point to
/// __global), this pass propagates spaces through local variables, function
/// parameters and return values. A function is analysed once per combination
/// of parameter spaces it is called with; each combination is a
/// FunctionVariant (FunctionVariants.cpp, which also finds recursion), emitted
/// as its own C function. Local pointers get the space of what they are
/// initialised or assigned with (SpaceWalker.cpp); two different spaces for
/// one pointer is an error (ultima-address-space-conflict).
///
/// Per variant, the analysis is a fixpoint of Propagate walks over the body,
/// then one Final walk. It also applies the one policy for pointers nothing
/// constrains (UnconstrainedPointerSpace, AddressSpaces.h) everywhere, so the
/// plan it leaves has no AddrSpace::Unknown in any PointerSpaces: variants'
/// locals, parameters, returns and casts, and every pointer-typed field and
/// program-scope or __shared__ variable the printer may declare.
///
//===----------------------------------------------------------------------===//
#include "AddressSpaces.h"
#include "../Basic/Diagnostics.h"
#include "../Plan/Classes.h"
#include "AnalysisState.h"
#include "FunctionVariants.h"
#include "SpaceWalker.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace ultima {

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

namespace {

/// Where a variable's own storage is.
AddrSpace varStorage(const VarDecl *v, const TranslationPlan &plan) {
  if (const DeviceSymbol *symbol = plan.deviceSymbol(v))
    return symbol->space; // the buffer its kernel parameter points to
  if (sharedMemoryKind(v) != SharedMemoryKind::None)
    return AddrSpace::Local;
  if (v->isLocalVarDeclOrParm() && !v->isStaticLocal())
    return AddrSpace::Private;
  if (v->hasAttr<CUDAConstantAttr>() || v->getType().isConstQualified() || v->isConstexpr())
    return AddrSpace::Constant;
  return AddrSpace::Global;
}

/// The pointer (not reference) levels of \p t through arrays, as the printer
/// declares them.
unsigned declaredPointerLevels(QualType t) {
  unsigned levels = 0;
  while (true) {
    t = t.getCanonicalType();
    if (const auto *at = dyn_cast<ArrayType>(t.getTypePtr())) {
      t = at->getElementType();
      continue;
    }
    if (!t->isPointerType())
      return levels;
    ++levels;
    t = t->getPointeeType();
  }
}

} // namespace

AddrSpace storageSpace(const Expr *e, const FunctionVariant &variant, const TranslationPlan &plan) {
  e = e->IgnoreParens();
  if (isa<StringLiteral, PredefinedExpr>(e))
    return AddrSpace::Constant;
  if (const auto *ice = dyn_cast<ImplicitCastExpr>(e))
    if (ice->getCastKind() == CK_NoOp || ice->getCastKind() == CK_LValueToRValue ||
        ice->getCastKind() == CK_DerivedToBase || ice->getCastKind() == CK_UncheckedDerivedToBase)
      return storageSpace(ice->getSubExpr(), variant, plan);
  // In a lambda, a captured variable is its closure's field: a copy, or a
  // pointer to the caller's variable when captured by reference.
  auto capture = [&](const VarDecl *v) { return captureField(variant.decl, v); };
  // The object a pointer (or reference) variable points to.
  auto pointee = [&](const VarDecl *v) {
    PointerSpaces s = spacesOfDecl(v, variant, plan);
    if (const FieldDecl *field = capture(v)) {
      s = spacesOfDecl(field, variant, plan);
      if (field->getType()->isReferenceType() && !v->getType()->isReferenceType() && !s.empty())
        s.erase(s.begin()); // the field points to the pointer variable
    }
    return s.empty() ? UnconstrainedPointerSpace : s.front();
  };
  if (const auto *dre = dyn_cast<DeclRefExpr>(e)) {
    const auto *v = dyn_cast<VarDecl>(dre->getDecl());
    if (const FieldDecl *field = v ? capture(v) : nullptr) {
      if (!field->getType()->isReferenceType())
        return decided(variant.thisSpace); // a copy in the closure
      PointerSpaces s = spacesOfDecl(field, variant, plan);
      return s.empty() ? UnconstrainedPointerSpace : s.front();
    }
    if (v)
      return v->getType()->isReferenceType() ? pointee(v) : varStorage(v, plan);
    return AddrSpace::Private;
  }
  if (const Expr *object = assignedObject(e)) // `a = b` designates a
    return storageSpace(object, variant, plan);
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
    if (const auto *dre = dyn_cast<DeclRefExpr>(base))
      if (const auto *v = dyn_cast<VarDecl>(dre->getDecl()))
        return pointee(v);
    return UnconstrainedPointerSpace;
  }
  if (const auto *uo = dyn_cast<UnaryOperator>(e)) {
    if (uo->getOpcode() == UO_Deref) {
      if (const auto *dre = dyn_cast<DeclRefExpr>(uo->getSubExpr()->IgnoreParenImpCasts()))
        if (const auto *v = dyn_cast<VarDecl>(dre->getDecl()))
          return pointee(v);
      return UnconstrainedPointerSpace;
    }
  }
  if (const auto *me = dyn_cast<MemberExpr>(e)) {
    if (!me->isArrow())
      return storageSpace(me->getBase(), variant, plan);
    if (const auto *dre = dyn_cast<DeclRefExpr>(me->getBase()->IgnoreParenImpCasts()))
      if (const auto *v = dyn_cast<VarDecl>(dre->getDecl()))
        return pointee(v);
    if (isa<CXXThisExpr>(me->getBase()->IgnoreParenImpCasts())) {
      if (const FieldDecl *field = capturedThisField(variant.decl);
          field && field->getType()->isPointerType()) { // a lambda's captured `this`
        PointerSpaces s = spacesOfDecl(field, variant, plan);
        return s.empty() ? UnconstrainedPointerSpace : s.front();
      }
      return decided(variant.thisSpace);
    }
    return UnconstrainedPointerSpace;
  }
  return AddrSpace::Private;
}

namespace {

/// Slot levels and resolutions that exist for variant \p idx to decide:
/// its locals and parameters, its return value, the fields and program-scope
/// pointers (shared by all variants), and its calls.
size_t decisions(const TranslationPlan &plan, unsigned idx) {
  const FunctionVariant &v = plan.variants[idx];
  size_t count = v.returnSpaces.size() + v.callees.size() + v.constructors.size();
  for (const auto &entry : v.varSpaces)
    count += entry.second.size();
  for (const auto &entry : plan.declSpaces)
    count += entry.second.size();
  return count;
}

/// Resolves what a walk of variant \p idx requested (FunctionVariants
/// creates and analyses new callee variants); returns how many calls got a
/// variant they did not have.
unsigned resolveRequests(FunctionVariants &variants, unsigned idx,
                         const std::vector<CallRequest> &requests) {
  unsigned resolved = 0;
  // Constructors first: the pointer fields they set are read by the member
  // functions called on the new objects (VisitCXXConstructExpr).
  for (const CallRequest &request : requests)
    if (isa<CXXConstructorDecl>(request.callee))
      resolved += variants.resolve(idx, request);
  for (const CallRequest &request : requests)
    if (!isa<CXXConstructorDecl>(request.callee))
      resolved += variants.resolve(idx, request);
  return resolved;
}

/// Walks in \p mode, resolving the requests after each walk, until a walk
/// and its resolutions change nothing. Each round that changes something
/// moves a slot level from Unknown to a space (the lattice has height 1 per
/// level, SpaceWalker.h) or gives a call its variant (a call's variant is
/// only requested once what it depends on is known, so it never changes),
/// so round number r has made at least r decisions, and r never exceeds the
/// decisions that exist (recounted after each round, as slots and calls only
/// grow). A round beyond that means the invariant broke: an ultima bug,
/// reported, never a silent truncation.
void settle(const SpaceContext &cx, FunctionVariants &variants, unsigned idx, WalkMode mode) {
  for (size_t round = 1;; ++round) {
    WalkResult walk = walkVariant(cx, idx, mode);
    unsigned resolved = resolveRequests(variants, idx, walk.requests);
    if (walk.decided == 0 && resolved == 0)
      return;
    size_t bound = decisions(cx.plan, idx);
    if (round > bound) {
      const FunctionDecl *fd = cx.plan.variants[idx].decl;
      cx.diags.report(DiagID::Internal, fd->getLocation(),
                      "internal error: the address spaces of '" + fd->getNameAsString() +
                          "' did not settle within " + std::to_string(bound) +
                          " walks (one per pointer level and call)");
      return;
    }
  }
}

/// Decides the spaces inside one new variant (FunctionVariants::Analyzer):
/// the fixpoint of Propagate walks, the unconstrained policy for what it left
/// undecided, Resolve walks until every call has a variant, then the Final
/// walk, which only records and checks.
void analyzeVariant(const SpaceContext &cx, FunctionVariants &variants, unsigned idx) {
  TranslationPlan &plan = cx.plan;
  const FunctionDecl *fd = plan.variants[idx].decl;
  for (unsigned i = 0; i < fd->getNumParams(); ++i)
    if (!plan.variants[idx].paramSpaces[i].empty())
      plan.variants[idx].varSpaces[fd->getParamDecl(i)] = plan.variants[idx].paramSpaces[i];
  if (!fd->hasBody())
    return;
  // The result has the levels of the return type even when no return
  // statement gives one a space (`return agg.field;` of a field nothing has
  // decided yet): the policy below decides them, as for locals.
  plan.variants[idx].returnSpaces.resize(pointerDepth(fd->getReturnType()), AddrSpace::Unknown);
  settle(cx, variants, idx, WalkMode::Propagate);
  // Pointers nothing constrains (only ever null).
  for (auto &entry : plan.variants[idx].varSpaces)
    decide(entry.second);
  settle(cx, variants, idx, WalkMode::Resolve);
  walkVariant(cx, idx, WalkMode::Final);
  decide(plan.variants[idx].returnSpaces);
}

/// Gives \p d a declSpaces entry with every pointer level the analysis did
/// not record unconstrained. A walk may have made its entry shorter than the
/// type (a field only ever assigned null: `s->next = 0` joins no level).
void recordUnconstrained(TranslationPlan &plan, const ValueDecl *d) {
  unsigned levels = declaredPointerLevels(d->getType());
  if (levels == 0)
    return;
  PointerSpaces &spaces = plan.declSpaces[d];
  if (spaces.size() < levels)
    spaces.resize(levels, UnconstrainedPointerSpace);
}

void recordFields(TranslationPlan &plan, const RecordDecl *rd) {
  for (const Decl *member : rd->decls()) {
    if (const auto *field = dyn_cast<FieldDecl>(member))
      recordUnconstrained(plan, field);
    else if (const auto *nested = dyn_cast<RecordDecl>(member))
      recordFields(plan, nested);
  }
}

/// Variables with static storage a function body declares or refers to
/// (static locals, __shared__ variables, globals): the printer may declare
/// them outside that function (hoisted to a kernel, at file scope).
class StaticVarCollector : public RecursiveASTVisitor<StaticVarCollector> {
public:
  explicit StaticVarCollector(TranslationPlan &plan) : plan(plan) {}
  bool VisitVarDecl(VarDecl *v) {
    if (v->hasGlobalStorage())
      recordUnconstrained(plan, v);
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *e) {
    if (const auto *v = dyn_cast<VarDecl>(e->getDecl()); v && v->hasGlobalStorage())
      recordUnconstrained(plan, v);
    return true;
  }

private:
  TranslationPlan &plan;
};

/// Every pointer the printer may declare outside a variant's locals gets a
/// declSpaces entry: pointer fields and program-scope or static pointers that
/// nothing constrained point to UnconstrainedPointerSpace.
void decideDeclarations(AnalysisState &state) {
  TranslationPlan &plan = state.plan;
  for (auto &entry : plan.declSpaces)
    decide(entry.second);
  for (const EmitItem &item : plan.emitOrder) {
    if (const auto *rd = dyn_cast<RecordDecl>(item.decl))
      recordFields(plan, rd);
    else if (const auto *vd = dyn_cast<VarDecl>(item.decl))
      recordUnconstrained(plan, vd);
  }
  StaticVarCollector collector(plan);
  for (const FunctionVariant &v : plan.variants)
    if (v.decl->hasBody())
      collector.TraverseStmt(v.decl->getBody());
}

/// Kernel pointer parameters point to __global (the launch contract), as do
/// those of device functions emitted without a caller.
ParamSpaces rootParams(const FunctionDecl *fd) {
  ParamSpaces params;
  for (const ParmVarDecl *p : fd->parameters())
    params.push_back(PointerSpaces(pointerDepth(p->getType()), AddrSpace::Global));
  return params;
}

} // namespace

void runAddressSpaces(AnalysisState &state) {
  // The table runs analyzeVariant on each new variant, which needs the
  // context that refers to the table.
  const SpaceContext *context = nullptr;
  FunctionVariants variants(state.plan, state.diags,
                            [&](unsigned idx) { analyzeVariant(*context, variants, idx); });
  SpaceContext cx{state.plan, state.diags, variants};
  context = &cx;
  for (const FunctionDecl *k : state.kernels) {
    unsigned idx = variants.variantFor(k, rootParams(k), AddrSpace::Unknown, nullptr);
    state.plan.kernels[idx].variant = idx;
  }
  for (const FunctionDecl *fd : state.extraRoots)
    variants.variantFor(fd, rootParams(fd),
                        takesThis(fd) ? UnconstrainedPointerSpace : AddrSpace::Unknown, nullptr);
  decideDeclarations(state);
}

} // namespace ultima
