//===- Recursion.cpp - which recursion is lowered to an explicit stack ----===//
///
/// \file
/// Finds the recursive strongly connected components of the call graph of the
/// reachable functions and decides, per component, whether it is lowered to
/// iteration over a private frame array (Plan/Recursion.h) or refused with a
/// located `ultima-unsupported-recursion` error that says why.
///
/// A recursive call's result is computed before the statement that contains
/// it, into a temporary, so the call must sit where the statement evaluates
/// it unconditionally and first: a full expression of an expression
/// statement, `return`, a declaration of one variable, or the condition of an
/// `if` or `switch`, or an arm of a `?:` that a `return` returns (printed as
/// an `if`); not under `&&`/`||`'s right operand, another `?:` arm or a
/// comma's right operand (hoisting would evaluate it whatever the condition),
/// nor in a loop's condition or increment (evaluated more than once). The
/// callee's activations share the caller's C variables (each frame saves and
/// restores them), so a recursive call may not receive the address of a local
/// (`&x`, a local bound to a reference parameter, a method called on a local
/// object), and a local array may not be live across one. Constructors,
/// functions returning references and functions using shared memory are
/// refused in a component.
///
/// The frame bound is ULTIMA_RECURSION_DEPTH from the command line's -D
/// (Options::defines), else 64. A component makes the device runtime's status
/// variable reachable: the lowered function sets it when the bound is exceeded.
///
//===----------------------------------------------------------------------===//
#include "../Plan/Classes.h"
#include "AnalysisState.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtCXX.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringRef.h"
#include <algorithm>
#include <map>
#include <set>

using namespace clang;

namespace ultima {
namespace {

using CallGraph = std::map<const FunctionDecl *, std::vector<const FunctionDecl *>>;

/// The reachable definitions a body calls (lowered constructors included);
/// a lambda's body is its call operator's, not the enclosing function's.
class CalleeCollector : public RecursiveASTVisitor<CalleeCollector> {
public:
  explicit CalleeCollector(std::vector<const FunctionDecl *> &out) : out(out) {}
  bool TraverseLambdaExpr(LambdaExpr *) { return true; }
  bool VisitCallExpr(CallExpr *e) {
    add(e->getDirectCallee());
    return true;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *e) {
    add(e->getConstructor());
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *e) {
    if (const auto *v = dyn_cast<VarDecl>(e->getDecl()); v && v->hasAttr<CUDASharedAttr>())
      sharedUse = sharedUse ? sharedUse : e;
    return true;
  }
  const DeclRefExpr *sharedUse = nullptr;

private:
  void add(const FunctionDecl *fd) {
    if (fd && fd->getDefinition())
      out.push_back(fd->getDefinition());
  }
  std::vector<const FunctionDecl *> &out;
};

/// Tarjan's algorithm over the reachable functions, in emission order.
class Components {
public:
  explicit Components(const CallGraph &graph) : graph(graph) {}
  std::vector<std::vector<const FunctionDecl *>>
  recursive(const std::vector<const FunctionDecl *> &functions) {
    for (const FunctionDecl *fd : functions)
      if (!index.count(fd))
        visit(fd);
    return std::move(result);
  }

private:
  // The call graph is as deep as the source's call chains; Translator runs
  // the analysis on a large stack.
  // NOLINTNEXTLINE(misc-no-recursion)
  void visit(const FunctionDecl *fd) {
    unsigned mine = index[fd] = low[fd] = next++;
    stack.push_back(fd);
    onStack.insert(fd);
    auto it = graph.find(fd);
    if (it != graph.end())
      for (const FunctionDecl *callee : it->second) {
        if (!graph.count(callee))
          continue;
        if (!index.count(callee)) {
          visit(callee);
          low[fd] = std::min(low[fd], low[callee]);
        } else if (onStack.count(callee)) {
          low[fd] = std::min(low[fd], index[callee]);
        }
      }
    if (low[fd] != mine)
      return;
    std::vector<const FunctionDecl *> component;
    const FunctionDecl *member = nullptr;
    do {
      member = stack.back();
      stack.pop_back();
      onStack.erase(member);
      component.push_back(member);
    } while (member != fd);
    bool selfCall = it != graph.end() && llvm::is_contained(it->second, fd);
    if (component.size() > 1 || selfCall) {
      std::reverse(component.begin(), component.end());
      result.push_back(std::move(component));
    }
  }

  const CallGraph &graph;
  std::map<const FunctionDecl *, unsigned> index, low;
  std::vector<const FunctionDecl *> stack;
  std::set<const FunctionDecl *> onStack;
  unsigned next = 0;
  std::vector<std::vector<const FunctionDecl *>> result;
};

/// Whether \p e names a variable of automatic storage of the function
/// (through members and subscripts of it) that is not itself a reference.
const VarDecl *localObject(const Expr *e) {
  while (true) {
    e = e->IgnoreParenImpCasts();
    if (const auto *me = dyn_cast<MemberExpr>(e)) {
      if (me->isArrow())
        return nullptr;
      e = me->getBase();
    } else if (const auto *ase = dyn_cast<ArraySubscriptExpr>(e)) {
      if (!ase->getBase()->IgnoreParenImpCasts()->getType()->isArrayType())
        return nullptr;
      e = ase->getBase();
    } else {
      break;
    }
  }
  if (const auto *dre = dyn_cast<DeclRefExpr>(e))
    if (const auto *v = dyn_cast<VarDecl>(dre->getDecl()))
      if (v->hasLocalStorage() && !v->getType()->isReferenceType())
        return v;
  return nullptr;
}

/// Finds the recursive calls of one member and checks where they are.
class MemberWalker {
public:
  MemberWalker(AnalysisState &state, const llvm::DenseSet<const FunctionDecl *> &component,
               const FunctionDecl *fd)
      : state(state), component(component), fd(fd) {}

  /// Whether every recursive call of the member can be lowered (errors reported).
  bool run() {
    for (const ParmVarDecl *p : fd->parameters())
      scope.push_back(p);
    walk(fd->getBody(), true);
    return ok;
  }

  const FunctionDecl *member() const { return fd; }
  std::vector<std::pair<const CallExpr *, RecursiveCall>> calls;
  std::vector<std::pair<const Stmt *, bool>> statements; ///< hoist points, braced
  std::vector<std::pair<const ReturnStmt *, const ConditionalOperator *>> conditionalReturns;

private:
  void refuse(SourceLocation loc, const Twine &why) {
    state.diags.report(DiagID::UnsupportedRecursion, loc,
                       "recursion that cannot be lowered to iteration: " + why);
    ok = false;
  }

  std::string calleeName(const CallExpr *call) const {
    return "'" + call->getDirectCallee()->getNameAsString() + "'";
  }

  bool isRecursive(const CallExpr *call) const {
    const FunctionDecl *callee = call->getDirectCallee();
    return callee && callee->getDefinition() && component.count(callee->getDefinition());
  }

  /// Refuses every recursive call inside \p s, a place that cannot hoist them.
  void refuseInside(const Stmt *s, const char *place) {
    if (!s)
      return;
    if (const auto *call = dyn_cast<CallExpr>(s); call && isRecursive(call))
      refuse(call->getBeginLoc(), "the call to " + calleeName(call) + " is in " + place +
                                      ", which is evaluated more than once or not at all");
    if (isa<LambdaExpr>(s))
      return;
    for (const Stmt *child : s->children())
      refuseInside(child, place);
  }

  // NOLINTNEXTLINE(misc-no-recursion): follows the body's nesting
  void walk(const Stmt *s, bool inBlock) {
    if (!s)
      return;
    if (const auto *cs = dyn_cast<CompoundStmt>(s)) {
      size_t mark = scope.size();
      for (const Stmt *child : cs->body())
        walk(child, true);
      scope.resize(mark);
    } else if (const auto *ds = dyn_cast<DeclStmt>(s)) {
      std::vector<const Expr *> inits;
      for (const Decl *d : ds->decls())
        if (const auto *v = dyn_cast<VarDecl>(d); v && v->getInit())
          inits.push_back(v->getInit());
      fullExpression(s, inits, inBlock, !ds->isSingleDecl());
      for (const Decl *d : ds->decls())
        if (const auto *v = dyn_cast<VarDecl>(d); v && v->hasLocalStorage())
          scope.push_back(v);
    } else if (const auto *rs = dyn_cast<ReturnStmt>(s)) {
      walkReturn(rs, inBlock);
    } else if (const auto *e = dyn_cast<Expr>(s)) {
      fullExpression(s, {e}, inBlock, false);
    } else if (const auto *is = dyn_cast<IfStmt>(s)) {
      walkIf(is, inBlock);
    } else if (const auto *ss = dyn_cast<SwitchStmt>(s)) {
      size_t mark = scope.size();
      bool plain = !ss->getInit() && !ss->getConditionVariable();
      if (plain)
        fullExpression(s, {ss->getCond()}, inBlock, false);
      else
        refuseInside(ss->getCond(), "a switch with an initialiser or condition variable");
      walk(ss->getInit(), false);
      walk(ss->getBody(), false);
      scope.resize(mark);
    } else if (isa<WhileStmt, DoStmt, ForStmt, CXXForRangeStmt>(s)) {
      walkLoop(s);
    } else {
      for (const Stmt *child : s->children())
        if (isa_and_nonnull<Expr>(child))
          refuseInside(child, "this statement");
        else
          walk(child, false);
    }
  }

  // NOLINTNEXTLINE(misc-no-recursion)
  void walkIf(const IfStmt *is, bool inBlock) {
    size_t mark = scope.size();
    if (is->getInit() || is->getConditionVariable()) {
      refuseInside(is->getInit(), "an if statement's initialiser");
      if (const VarDecl *cv = is->getConditionVariable()) {
        refuseInside(cv->getInit(), "a condition variable");
        scope.push_back(cv);
      }
      refuseInside(is->getCond(), "a condition with an initialiser or variable");
    } else {
      fullExpression(is, {is->getCond()}, inBlock, false);
    }
    walk(is->getThen(), false);
    walk(is->getElse(), false);
    scope.resize(mark);
  }

  // NOLINTNEXTLINE(misc-no-recursion)
  void walkLoop(const Stmt *s) {
    size_t mark = scope.size();
    if (const auto *ws = dyn_cast<WhileStmt>(s)) {
      refuseInside(ws->getCond(), "a loop condition");
      if (const VarDecl *cv = ws->getConditionVariable())
        scope.push_back(cv);
      walk(ws->getBody(), false);
    } else if (const auto *dos = dyn_cast<DoStmt>(s)) {
      walk(dos->getBody(), false);
      refuseInside(dos->getCond(), "a loop condition");
    } else if (const auto *fs = dyn_cast<ForStmt>(s)) {
      refuseInside(fs->getInit(), "a for statement's initialiser");
      refuseInside(fs->getCond(), "a loop condition");
      refuseInside(fs->getInc(), "a loop increment");
      if (const auto *init = dyn_cast_or_null<DeclStmt>(fs->getInit()))
        for (const Decl *d : init->decls())
          if (const auto *v = dyn_cast<VarDecl>(d))
            scope.push_back(v);
      walk(fs->getBody(), false);
    } else {
      for (const Stmt *child : s->children())
        refuseInside(child, "a range-based for statement");
    }
    scope.resize(mark);
  }

  /// The recursive calls of one statement's full expressions, in evaluation order.
  void fullExpression(const Stmt *s, llvm::ArrayRef<const Expr *> exprs, bool inBlock,
                      bool severalDecls) {
    size_t first = calls.size();
    for (const Expr *e : exprs)
      collect(e, nullptr);
    if (calls.size() == first)
      return;
    if (severalDecls)
      refuse(s->getBeginLoc(), "a declaration of several variables calls " +
                                   calleeName(calls[first].first) + "; declare one per statement");
    if (isa<DeclStmt>(s) && !inBlock)
      refuse(s->getBeginLoc(), "a declaration that is not directly in a block calls " +
                                   calleeName(calls[first].first));
    statements.emplace_back(s, !inBlock);
    for (size_t i = first; i < calls.size(); ++i) {
      calls[i].second.statement = s;
      for (size_t j = first; j < i; ++j)
        calls[i].second.earlier.push_back(calls[j].second.index);
    }
    calls.back().second.tail = isTailCall(s, calls.size() - first, calls.back());
  }

  /// `return c ? a : b;` with recursive calls in an arm is `if (c) return
  /// a; return b;`: each arm is a statement of its own for the calls in it
  /// (RecursionPlan::conditionalReturns).
  void walkReturn(const ReturnStmt *rs, bool inBlock) {
    const auto *co = dyn_cast_or_null<ConditionalOperator>(returnedValue(rs->getRetValue()));
    if (!co || (!hasRecursiveCall(co->getTrueExpr()) && !hasRecursiveCall(co->getFalseExpr()))) {
      fullExpression(rs, {rs->getRetValue()}, inBlock, false);
      return;
    }
    conditionalReturns.emplace_back(rs, co);
    fullExpression(rs, {co->getCond()}, inBlock, false);
    fullExpression(co->getTrueExpr(), {co->getTrueExpr()}, true, false);
    fullExpression(co->getFalseExpr(), {co->getFalseExpr()}, true, false);
  }

  // NOLINTNEXTLINE(misc-no-recursion): follows the expression's nesting
  bool hasRecursiveCall(const Stmt *e) const {
    if (!e || isa<LambdaExpr>(e))
      return false;
    if (const auto *call = dyn_cast<CallExpr>(e); call && isRecursive(call))
      return true;
    return llvm::any_of(e->children(), [&](const Stmt *c) { return hasRecursiveCall(c); });
  }

  /// What a `return` returns, without the wrappers that change nothing.
  static const Expr *returnedValue(const Expr *value) {
    while (value) {
      value = value->IgnoreParens();
      if (const auto *fe = dyn_cast<FullExpr>(value))
        value = fe->getSubExpr();
      else if (const auto *ice = dyn_cast<ImplicitCastExpr>(value);
               ice && ice->getCastKind() == CK_NoOp)
        value = ice->getSubExpr();
      else
        break;
    }
    return value;
  }

  /// `return f(...);` (or an arm of a conditional return that is just the
  /// call) in f itself, the statement's only recursive call, with no
  /// argument copied into the frame: the activation's result is the
  /// callee's, so it need not come back.
  bool isTailCall(const Stmt *s, size_t callsInStatement,
                  const std::pair<const CallExpr *, RecursiveCall> &call) const {
    if (callsInStatement != 1 || !call.second.copied.empty())
      return false;
    const FunctionDecl *callee = call.first->getDirectCallee();
    if (!callee || callee->getDefinition() != fd)
      return false;
    if (const auto *rs = dyn_cast<ReturnStmt>(s))
      return returnedValue(rs->getRetValue()) == call.first;
    bool isArm = llvm::any_of(conditionalReturns, [&](const auto &entry) {
      return entry.second->getTrueExpr() == s || entry.second->getFalseExpr() == s;
    });
    return isArm && returnedValue(cast<Expr>(s)) == call.first;
  }

  // NOLINTNEXTLINE(misc-no-recursion): follows the expression's nesting
  void collect(const Stmt *e, const char *conditional) {
    if (!e || isa<LambdaExpr>(e))
      return;
    auto child = [&](const Stmt *c, const char *why) {
      collect(c, conditional ? conditional : why);
    };
    if (const auto *bo = dyn_cast<BinaryOperator>(e)) {
      const char *why = bo->getOpcode() == BO_LAnd    ? "the right operand of '&&'"
                        : bo->getOpcode() == BO_LOr   ? "the right operand of '||'"
                        : bo->getOpcode() == BO_Comma ? "the right operand of ','"
                                                      : nullptr;
      child(bo->getLHS(), nullptr);
      child(bo->getRHS(), why);
    } else if (const auto *co = dyn_cast<ConditionalOperator>(e)) {
      child(co->getCond(), nullptr);
      child(co->getTrueExpr(), "an arm of '?:'");
      child(co->getFalseExpr(), "an arm of '?:'");
    } else if (const auto *bco = dyn_cast<BinaryConditionalOperator>(e)) {
      child(bco->getCommon(), nullptr);
      child(bco->getFalseExpr(), "an arm of '?:'");
    } else {
      for (const Stmt *c : e->children())
        child(c, nullptr);
    }
    const auto *call = dyn_cast<CallExpr>(e);
    if (!call || !isRecursive(call))
      return;
    if (conditional) {
      refuse(call->getBeginLoc(), "the call to " + calleeName(call) + " is " + conditional +
                                      ", evaluated only under a condition; use an if statement");
      return;
    }
    RecursiveCall rc;
    checkArguments(call, rc);
    rc.index = calls.size();
    rc.saved = scope;
    rc.savesThis = isa<CXXMethodDecl>(fd) && cast<CXXMethodDecl>(fd)->isInstance();
    calls.emplace_back(call, std::move(rc));
  }

  /// The callee's activation shares this one's C variables: it may not
  /// receive their addresses. A local or a temporary bound to a const
  /// reference parameter is copied into the caller's frame instead
  /// (RecursiveCall::copied).
  void checkArguments(const CallExpr *call, RecursiveCall &rc) {
    bool isPointer = false;
    if (const Expr *object = memberCallObject(call, isPointer); object && !isPointer)
      if (const VarDecl *v = localObject(object))
        refuse(object->getBeginLoc(), "the call to " + calleeName(call) +
                                          " is made on local object '" + v->getName() +
                                          "', whose storage the recursive activation shares");
    const FunctionDecl *callee = call->getDirectCallee();
    unsigned first = firstParamArg(call);
    for (unsigned i = first; i < call->getNumArgs(); ++i) {
      const Expr *arg = call->getArg(i);
      unsigned p = i - first;
      QualType type = p < callee->getNumParams() ? callee->getParamDecl(p)->getType() : QualType();
      bool byReference = !type.isNull() && type->isReferenceType();
      const VarDecl *v = byReference ? localObject(arg) : addressOfLocal(arg);
      bool temporary = byReference && isa<MaterializeTemporaryExpr>(arg->IgnoreImpCasts());
      if (byReference && type.getNonReferenceType().isConstQualified() && (v || temporary)) {
        rc.copied.push_back(p);
        continue;
      }
      if (v)
        refuse(arg->getBeginLoc(),
               "the call to " + calleeName(call) + " receives the address of local '" +
                   v->getName() +
                   "', whose storage the recursive activation shares; pass it by value");
    }
  }

  /// A local whose address \p e contains (`&x`, an array decaying to a pointer).
  // NOLINTNEXTLINE(misc-no-recursion)
  static const VarDecl *addressOfLocal(const Stmt *e) {
    if (!e)
      return nullptr;
    if (const auto *uo = dyn_cast<UnaryOperator>(e); uo && uo->getOpcode() == UO_AddrOf)
      if (const VarDecl *v = localObject(uo->getSubExpr()))
        return v;
    if (const auto *ice = dyn_cast<ImplicitCastExpr>(e);
        ice && ice->getCastKind() == CK_ArrayToPointerDecay)
      if (const VarDecl *v = localObject(ice->getSubExpr()))
        return v;
    for (const Stmt *c : e->children())
      if (const VarDecl *v = addressOfLocal(c))
        return v;
    return nullptr;
  }

  AnalysisState &state;
  const llvm::DenseSet<const FunctionDecl *> &component;
  const FunctionDecl *fd;
  std::vector<const VarDecl *> scope;
  bool ok = true;
};

/// What makes a whole function unfit for the lowering.
bool checkMember(AnalysisState &state, const FunctionDecl *fd, const DeclRefExpr *sharedUse) {
  auto refuse = [&](SourceLocation loc, const Twine &why) {
    state.diags.report(DiagID::UnsupportedRecursion, loc,
                       "recursion that cannot be lowered to iteration: '" + fd->getNameAsString() +
                           "' " + why);
    return false;
  };
  if (isa<CXXConstructorDecl, CXXDestructorDecl>(fd))
    return refuse(fd->getLocation(), "is a constructor or destructor");
  if (fd->getReturnType()->isReferenceType())
    return refuse(fd->getLocation(), "returns a reference");
  if (fd->isVariadic())
    return refuse(fd->getLocation(), "is variadic");
  if (sharedUse)
    return refuse(sharedUse->getBeginLoc(), "uses __shared__ memory");
  return true;
}

/// A local array live across a recursive call cannot be saved by assignment.
bool checkSaved(AnalysisState &state,
                const std::vector<std::pair<const CallExpr *, RecursiveCall>> &calls) {
  bool ok = true;
  for (const auto &[call, rc] : calls)
    for (const VarDecl *v : rc.saved)
      if (v->getType()->isArrayType()) {
        state.diags.report(DiagID::UnsupportedRecursion, call->getBeginLoc(),
                           "recursion that cannot be lowered to iteration: local array '" +
                               v->getName() + "' is live across this recursive call");
        ok = false;
      }
  return ok;
}

/// ULTIMA_RECURSION_DEPTH from the -D options (the last one wins), else 64.
unsigned frameBound(AnalysisState &state) {
  unsigned depth = 64;
  for (const std::string &d : state.options.defines) {
    llvm::StringRef name = llvm::StringRef(d).split('=').first;
    llvm::StringRef value = llvm::StringRef(d).split('=').second;
    if (name != "ULTIMA_RECURSION_DEPTH")
      continue;
    unsigned parsed = 0;
    if (value.getAsInteger(0, parsed) || parsed == 0 || parsed > 65536) {
      state.diags.report(
          DiagID::UnsupportedRecursion, {},
          "ULTIMA_RECURSION_DEPTH must be a number of frames from 1 to 65536, not '" + value + "'");
      continue;
    }
    depth = parsed;
  }
  return depth;
}

const VarDecl *deviceStatusVar(ASTContext &ctx) {
  for (const NamedDecl *d :
       ctx.getTranslationUnitDecl()->lookup(&ctx.Idents.get("__ultima_device_status")))
    if (const auto *v = dyn_cast<VarDecl>(d))
      return v->getCanonicalDecl();
  return nullptr;
}

} // namespace

void runRecursion(AnalysisState &state) {
  CallGraph graph;
  std::map<const FunctionDecl *, const DeclRefExpr *> sharedUse;
  for (const FunctionDecl *fd : state.functions) {
    std::vector<const FunctionDecl *> &callees = graph[fd];
    CalleeCollector collector(callees);
    if (const auto *ctor = dyn_cast<CXXConstructorDecl>(fd))
      for (const CXXCtorInitializer *init : ctor->inits())
        collector.TraverseStmt(init->getInit());
    collector.TraverseStmt(fd->getBody());
    sharedUse[fd] = collector.sharedUse;
  }
  RecursionPlan &plan = state.plan.recursion;
  for (std::vector<const FunctionDecl *> &members : Components(graph).recursive(state.functions)) {
    llvm::DenseSet<const FunctionDecl *> component(members.begin(), members.end());
    bool ok = true;
    std::vector<MemberWalker> walkers;
    for (const FunctionDecl *fd : members) {
      ok &= checkMember(state, fd, sharedUse[fd]);
      walkers.emplace_back(state, component, fd);
      ok &= walkers.back().run();
      ok &= checkSaved(state, walkers.back().calls);
    }
    unsigned index = plan.components++;
    for (const FunctionDecl *fd : members) {
      if (!ok)
        plan.refused.insert(fd->getCanonicalDecl());
      else
        plan.componentOf[fd->getCanonicalDecl()] = index;
    }
    if (!ok)
      continue;
    for (MemberWalker &w : walkers) {
      std::vector<const CallExpr *> &own = plan.callsOf[w.member()->getCanonicalDecl()];
      for (auto &[call, rc] : w.calls) {
        own.push_back(call);
        plan.hoisted[rc.statement].push_back(call);
        plan.calls[call] = std::move(rc);
      }
      for (auto [s, braced] : w.statements)
        if (braced)
          plan.braced.insert(s);
      for (auto [rs, co] : w.conditionalReturns)
        plan.conditionalReturns[rs] = co;
    }
  }
  if (plan.componentOf.empty())
    return;
  plan.depth = frameBound(state);
  plan.status = deviceStatusVar(state.ctx);
  if (plan.status)
    state.reachable.insert(plan.status);
}

} // namespace ultima
