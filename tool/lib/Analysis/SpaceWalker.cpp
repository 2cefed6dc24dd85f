//===- SpaceWalker.cpp - address-space transfer over one body -------------===//
///
/// \file
/// The transfer functions of the address-space analysis: spacesOf (what a
/// pointer-valued expression points to, per level), addressOf (the same for
/// `&e`), and the visitors that join those into the variant's slots. See
/// SpaceWalker.h for the lattice and the two walk modes.
///
//===----------------------------------------------------------------------===//
#include "SpaceWalker.h"
#include "../Basic/Diagnostics.h"
#include "../Builtins/CudaBuiltins.h"
#include "../Builtins/CupyBuiltins.h"
#include "../Plan/Classes.h"
#include "AddressSpaces.h"
#include "AtomicOperands.h"
#include "FunctionVariants.h"
#include "ultima/compat/LambdaCaptures.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include <optional>
#include <utility>

using namespace clang;

namespace ultima {
namespace {

PointerSpaces tail(const PointerSpaces &s) {
  if (s.empty())
    return {};
  return PointerSpaces(s.begin() + 1, s.end());
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

/// For a lambda's closure field: "the capture of 'x': ", else "".
std::string lambdaCaptureNote(const Decl *what) {
  const auto *field = dyn_cast_or_null<FieldDecl>(what);
  const auto *closure = field ? dyn_cast<CXXRecordDecl>(field->getParent()) : nullptr;
  if (!closure || !closure->isLambda())
    return "";
  for (auto &[captured, f] : compat::captureFields(closure))
    if (f == field)
      return "the capture of '" + captured->getNameAsString() + "': ";
  return "the capture of 'this': ";
}

/// A closure is one C struct, whichever variant of the enclosing function
/// builds it.
constexpr const char *LambdaConflictHint =
    " (a lambda's closure is one C struct for every call of the function that "
    "creates it: call that function with pointers into one address space, or "
    "capture a value)";

class SpaceWalker : public RecursiveASTVisitor<SpaceWalker> {
public:
  SpaceWalker(const SpaceContext &cx, unsigned idx, WalkMode mode)
      : cx(cx), plan(cx.plan), idx(idx), mode(mode) {}

  WalkResult result;

  FunctionVariant &variant() { return plan.variants[idx]; }

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

  /// A C++ lvalue conditional that is not only read as a value is printed
  /// `*(c ? &a : &b)` (ValueConditionals.cpp): its arms must be objects of
  /// one address space, or the output would select between unrelated
  /// pointers.
  bool VisitConditionalOperator(ConditionalOperator *co) {
    if (mode != WalkMode::Final || !co->isGLValue() || plan.valueConditionals.contains(co))
      return true;
    AddrSpace a = addressOf(co->getTrueExpr()).front();
    AddrSpace b = addressOf(co->getFalseExpr()).front();
    if (a != b && a != AddrSpace::Unknown && b != AddrSpace::Unknown)
      cx.diags.report(DiagID::AddressSpaceConflict, co->getBeginLoc(),
                      std::string("this conditional is used as an lvalue, but one operand is in ") +
                          addrSpaceKeyword(a) + " memory and the other in " + addrSpaceKeyword(b) +
                          " memory; OpenCL C 1.2 has no generic address space (read its value, or "
                          "use objects of one address space)");
    return true;
  }

  /// Aggregate initialisation sets the pointer fields it initialises, as
  /// member assignments do (`Pair p = {a, b};`, `return {a, b};`).
  bool VisitInitListExpr(InitListExpr *syntactic) {
    // The walk visits the form as written; the semantic form has one
    // initialiser per field, in order (designators, omitted fields).
    const InitListExpr *ile = syntactic;
    if (const InitListExpr *semantic = syntactic->getSemanticForm())
      ile = semantic;
    const auto *rd = ile->getType()->getAsRecordDecl();
    if (!rd)
      return true;
    auto joinField = [&](const FieldDecl *field, const Expr *value) {
      if (field && value && pointerDepth(field->getType()) > 0 &&
          !field->getType()->isReferenceType() && pointerDepth(value->getType()) > 0)
        join(Slot::ofDecl(field), spacesOf(value), field, value->getBeginLoc());
    };
    if (rd->isUnion()) {
      if (ile->getNumInits() == 1)
        joinField(ile->getInitializedFieldInUnion(), ile->getInit(0));
      return true;
    }
    unsigned i = 0;
    if (const auto *cxx = dyn_cast<CXXRecordDecl>(rd))
      i = cxx->getNumBases(); // base-class initialisers come first
    for (const FieldDecl *field : rd->fields()) {
      // An unnamed bit-field takes no initialiser (spelled out: Clang 19
      // renamed isUnnamedBitfield to isUnnamedBitField).
      if (field->isBitField() && !field->getDeclName())
        continue;
      if (i >= ile->getNumInits())
        break;
      joinField(field, ile->getInit(i++));
    }
    return true;
  }

  /// Captured pointers are closure fields: they point where the variable
  /// does; a capture by reference points to the variable itself.
  bool VisitLambdaExpr(LambdaExpr *le) {
    const CXXRecordDecl *closure = le->getLambdaClass();
    auto init = le->capture_init_begin();
    for (const FieldDecl *field : closure->fields()) {
      const Expr *value = init == le->capture_init_end() ? nullptr : *init++;
      if (value && pointerDepth(field->getType()) > 0)
        join(Slot::ofDecl(field),
             field->getType()->isReferenceType() ? addressOf(value) : spacesOf(value), field,
             value->getBeginLoc());
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
  /// A Propagate walk already requests a constructor whose pointer
  /// arguments are all known, so that the fields it sets have their spaces
  /// before the member functions of the object that read them are analysed
  /// (`BlockReduce(temp).Sum(x)`: the temporary's constructor sets a pointer
  /// to __shared__ memory; resolveRequests takes constructors first).
  bool VisitCXXConstructExpr(CXXConstructExpr *ce) {
    if (mode == WalkMode::Final || !isLoweredConstruct(ce))
      return true;
    bool propagating = mode == WalkMode::Propagate;
    const CXXConstructorDecl *ctor = ce->getConstructor();
    bool outerUnresolved = std::exchange(unresolved, false);
    ParamSpaces params;
    bool unknown = false;
    for (unsigned i = 0; i < ctor->getNumParams(); ++i)
      params.push_back(argumentSpaces(ctor->getParamDecl(i),
                                      i < ce->getNumArgs() ? ce->getArg(i) : nullptr,
                                      /*decideUnknown=*/!propagating, unknown));
    if (!std::exchange(unresolved, outerUnresolved) && !(propagating && unknown))
      result.requests.push_back({ce, ctor, std::move(params), AddrSpace::Private});
    return true;
  }

  bool VisitExplicitCastExpr(ExplicitCastExpr *ce) {
    unsigned depth = pointerDepth(ce->getType());
    if (mode != WalkMode::Final || depth == 0)
      return true;
    PointerSpaces s = spacesOf(ce->getSubExpr());
    s.resize(depth, AddrSpace::Unknown);
    decide(s);
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

private:
  /// The spaces a constructor parameter gets from its argument, decided.
  PointerSpaces argumentSpaces(const ParmVarDecl *param, const Expr *arg, bool decideUnknown,
                               bool &unknown) {
    unsigned depth = pointerDepth(param->getType());
    PointerSpaces s;
    if (depth > 0 && arg)
      s = param->getType()->isReferenceType() ? addressOf(arg) : spacesOf(arg);
    s.resize(depth, AddrSpace::Unknown);
    for (AddrSpace a : s)
      unknown |= a == AddrSpace::Unknown;
    if (decideUnknown)
      decide(s);
    return s;
  }

  /// Builtins overloaded on address space (atomics) need their pointer
  /// arguments' spaces; atomics are checked on them (AtomicOperands.cpp).
  void recordBuiltinArgs(const CallExpr *call) {
    llvm::SmallVector<PointerSpaces, 2> spaces;
    bool any = false;
    for (const Expr *arg : call->arguments()) {
      PointerSpaces s;
      if (pointerDepth(arg->getType()) > 0) {
        s = spacesOf(arg);
        s.resize(pointerDepth(arg->getType()), AddrSpace::Unknown);
        decide(s);
        any = true;
      }
      spaces.push_back(s);
    }
    if (any)
      variant().builtinArgSpaces[call] = spaces;
    checkAtomicOperand(cx.diags, call, call->getDirectCallee(), spaces);
  }

  /// The return spaces of the variant \p call resolves to, or none while it
  /// has none. Propagate and Resolve walks also request that variant.
  PointerSpaces resolveCall(const CallExpr *call) {
    const FunctionDecl *callee = call->getDirectCallee();
    if (mode == WalkMode::Final && callee && isPreludeDecl(callee))
      recordBuiltinArgs(call);
    if (!callee || isPreludeDecl(callee) || !callee->getDefinition())
      return {};
    std::optional<unsigned> known;
    if (mode == WalkMode::Final) {
      auto it = variant().callees.find(call);
      if (it != variant().callees.end())
        known = it->second;
      else
        cx.diags.report(DiagID::Internal, call->getBeginLoc(),
                        "internal error: the call to '" + callee->getNameAsString() +
                            "' was never resolved to a function variant");
    } else if (std::optional<CallRequest> request = calleeRequest(call, callee)) {
      known = cx.variants.find(callee, request->params, request->thisSpace);
      result.requests.push_back(std::move(*request));
    }
    if (known)
      return plan.variants[*known].returnSpaces;
    // What computes with a pointer this call returns waits for its variant.
    if (pointerDepth(callee->getReturnType()) > 0)
      unresolved = true;
    return {};
  }

  /// The variant \p call needs: the spaces of its pointer arguments and of
  /// `this`. None if they depend on a call without a variant yet, or, in a
  /// Propagate walk, if one is still unknown (decided once the caller's own
  /// pointers have settled).
  std::optional<CallRequest> calleeRequest(const CallExpr *call, const FunctionDecl *callee) {
    bool outerUnresolved = std::exchange(unresolved, false);
    std::optional<CallRequest> request = calleeSpaces(call, callee);
    if (std::exchange(unresolved, outerUnresolved))
      return std::nullopt;
    return request;
  }

  std::optional<CallRequest> calleeSpaces(const CallExpr *call, const FunctionDecl *callee) {
    bool propagating = mode == WalkMode::Propagate;
    // A member function's `this` points where its object is.
    AddrSpace thisSpace = AddrSpace::Unknown;
    bool isPointer = false;
    if (const Expr *object = memberCallObject(call, isPointer)) {
      PointerSpaces s = isPointer ? spacesOf(object) : addressOf(object);
      thisSpace = s.empty() ? AddrSpace::Unknown : s.front();
      if (thisSpace == AddrSpace::Unknown) {
        if (propagating)
          return std::nullopt;
        thisSpace = UnconstrainedPointerSpace;
      }
    }
    unsigned argBase = firstParamArg(call);
    ParamSpaces params;
    for (unsigned i = 0; i < callee->getNumParams(); ++i) {
      unsigned depth = pointerDepth(callee->getParamDecl(i)->getType());
      PointerSpaces s;
      if (depth > 0 && i + argBase < call->getNumArgs())
        s = callee->getParamDecl(i)->getType()->isReferenceType()
                ? addressOf(call->getArg(i + argBase))
                : spacesOf(call->getArg(i + argBase));
      s.resize(depth, AddrSpace::Unknown);
      if (propagating && llvm::is_contained(s, AddrSpace::Unknown))
        return std::nullopt;
      decide(s);
      params.push_back(s);
    }
    return CallRequest{call, callee, std::move(params), thisSpace};
  }

  PointerSpaces spacesOf(const Expr *e) {
    e = e->IgnoreParens();
    if (const Expr *arg = valueCategoryCastArg(e)) // std::move(p) is p
      return spacesOf(arg);
    if (const auto *ce = dyn_cast<CastExpr>(e)) {
      switch (ce->getCastKind()) {
      case CK_NullToPointer:
      case CK_IntegralToPointer:
        return {};
      case CK_ArrayToPointerDecay:
        return addressOf(ce->getSubExpr());
      default: {
        // A cast's value has the levels of its type: `(Link *)slot` of a
        // `Node **` keeps where the pointer points, not what a `Node *`
        // inside points to. Joining more levels than a slot declares would
        // grow it, and VisitVarDecl would cut it back on every walk.
        PointerSpaces s = spacesOf(ce->getSubExpr());
        if (unsigned depth = pointerDepth(ce->getType()); s.size() > depth)
          s.resize(depth);
        return s;
      }
      }
    }
    if (const auto *dre = dyn_cast<DeclRefExpr>(e)) {
      if (const FieldDecl *field = captureField(variant().decl, dre->getDecl())) {
        // A lambda's copy; or, captured by reference, the caller's
        // variable's value (an array decays to its address).
        if (!field->getType()->isReferenceType())
          return spacesOfDecl(field, variant(), plan);
        if (dre->getType()->isArrayType())
          return addressOf(e);
        return tail(spacesOfDecl(field, variant(), plan));
      }
      if (const auto *v = dyn_cast<VarDecl>(dre->getDecl())) {
        if (v->getType().getNonReferenceType()->isArrayType())
          return addressOf(e);
        if (v->getType()->isReferenceType()) // the referent's value
          return tail(spacesOfDecl(v, variant(), plan));
        return spacesOfDecl(v, variant(), plan);
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
      return spacesOfDecl(me->getMemberDecl(), variant(), plan);
    if (const auto *call = dyn_cast<CallExpr>(e)) {
      PointerSpaces ret = resolveCall(call);
      const FunctionDecl *callee = call->getDirectCallee();
      return callee && callee->getReturnType()->isReferenceType() ? tail(ret) : ret;
    }
    if (isa<StringLiteral>(e))
      return {AddrSpace::Constant};
    if (isa<CXXThisExpr>(e)) {
      if (const FieldDecl *field = capturedThisField(variant().decl);
          field && field->getType()->isPointerType())
        return spacesOfDecl(field, variant(), plan); // a lambda's captured `this`
      return {variant().thisSpace};
    }
    if (const auto *ewc = dyn_cast<FullExpr>(e))
      return spacesOf(ewc->getSubExpr());
    if (const auto *mte = dyn_cast<MaterializeTemporaryExpr>(e))
      return spacesOf(mte->getSubExpr());
    return {};
  }

  /// Spaces of `&e` for the lvalue \p e.
  PointerSpaces addressOf(const Expr *e) {
    if (const Expr *arg = valueCategoryCastArg(skipToTemporary(e))) // &std::move(x) is &x
      return addressOf(arg);
    if (const Expr *object = assignedObject(e)) // `a = b` designates a
      return addressOf(object);
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
    PointerSpaces s{storageSpace(e, variant(), plan)};
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
      PointerSpaces field = spacesOfDecl(me->getMemberDecl(), variant(), plan);
      s.append(field.begin(), field.end());
      return s;
    }
    if (const auto *dre = dyn_cast<DeclRefExpr>(inner))
      if (const FieldDecl *field = captureField(variant().decl, dre->getDecl())) {
        // A lambda's capture: a field of the closure (storageSpace), or by
        // reference where the field points.
        PointerSpaces own = spacesOfDecl(field, variant(), plan);
        if (field->getType()->isReferenceType())
          return own;
        s.append(own.begin(), own.end());
        return s;
      }
    if (const auto *dre = dyn_cast<DeclRefExpr>(inner))
      if (const auto *v = dyn_cast<VarDecl>(dre->getDecl())) {
        PointerSpaces own = spacesOfDecl(v, variant(), plan);
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

public:
  /// A constructor's member initialiser of a pointer field (`p_(&storage)`)
  /// sets where the field points, as an assignment in the body would.
  void joinMemberInit(const CXXCtorInitializer *init) {
    const FieldDecl *field = init->getMember();
    if (!field || pointerDepth(field->getType()) == 0 || field->getType()->isReferenceType())
      return;
    const Expr *value = init->getInit()->IgnoreParens();
    if (const auto *fe = dyn_cast<FullExpr>(value))
      value = fe->getSubExpr()->IgnoreParens();
    if (const auto *pl = dyn_cast<ParenListExpr>(value); pl && pl->getNumExprs() == 1)
      value = pl->getExpr(0);
    if (const auto *ile = dyn_cast<InitListExpr>(value); ile && ile->getNumInits() == 1)
      value = ile->getInit(0);
    if (pointerDepth(value->getType()) == 0)
      return;
    join(Slot::ofDecl(field), spacesOf(value), field, value->getBeginLoc());
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

  /// Where a join writes, named by key rather than by reference: the slot
  /// is looked up only once the value to join exists, since computing it may
  /// add entries to the DenseMaps that hold slots.
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
      return plan.declSpaces[slot.decl];
    case Slot::Return:
      break;
    }
    return variant().returnSpaces;
  }

  void join(Slot into, const PointerSpaces &from, const Decl *what, SourceLocation loc) {
    result.decided += merge(lookup(into), from, what, loc);
  }

  /// Joins \p from into \p into (a slot, or a value being computed); reports
  /// a conflict. Returns how many levels moved from Unknown to a space.
  /// Calls nothing that could move \p into.
  unsigned merge(PointerSpaces &into, const PointerSpaces &from, const Decl *what,
                 SourceLocation loc) {
    unsigned moved = 0;
    if (from.size() > into.size())
      into.resize(from.size(), AddrSpace::Unknown);
    for (unsigned i = 0; i < from.size(); ++i) {
      if (from[i] == AddrSpace::Unknown || into[i] == from[i])
        continue;
      if (into[i] == AddrSpace::Unknown) {
        into[i] = from[i];
        ++moved;
        continue;
      }
      std::string name;
      if (const auto *nd = dyn_cast_or_null<NamedDecl>(what))
        name = "'" + nd->getNameAsString() + "' ";
      std::string closure = lambdaCaptureNote(what);
      if (!closure.empty())
        name = "";
      cx.diags.report(DiagID::AddressSpaceConflict, loc,
                      closure + "pointer " + name + "would point into " +
                          addrSpaceKeyword(from[i]) + " memory here but into " +
                          addrSpaceKeyword(into[i]) +
                          " memory elsewhere; OpenCL C 1.2 has no generic address space" +
                          (closure.empty() ? "" : LambdaConflictHint));
    }
    return moved;
  }

  const SpaceContext &cx;
  TranslationPlan &plan;
  unsigned idx;
  WalkMode mode;
  /// Set when a call without a variant yet, returning a pointer or a
  /// reference, was reached: whatever is being computed lacks its spaces (calleeRequest saves and
  /// restores it).
  bool unresolved = false;
};

} // namespace

WalkResult walkVariant(const SpaceContext &cx, unsigned idx, WalkMode mode) {
  SpaceWalker walker(cx, idx, mode);
  const FunctionDecl *fd = cx.plan.variants[idx].decl;
  // A constructor's member and base initialisers run before its body.
  if (const auto *ctor = dyn_cast<CXXConstructorDecl>(fd))
    for (const CXXCtorInitializer *init : ctor->inits()) {
      walker.TraverseStmt(init->getInit());
      walker.joinMemberInit(init);
    }
  walker.TraverseStmt(fd->getBody());
  return std::move(walker.result);
}

} // namespace ultima
