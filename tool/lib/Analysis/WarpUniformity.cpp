//===- WarpUniformity.cpp - warp functions every work-item must reach -----===//
///
/// \file
/// ultima emulates a CUDA warp with work-group barriers (kernels/opencl/
/// warp.cl), so a warp function is only correct where every work-item of the
/// work-group reaches it. CUDA code often calls them where only some warps or
/// lanes do (`if (warp == 0) v = warp_sum(v);`, after `if (i >= n) return;`);
/// on OpenCL that hangs or silently computes garbage. This pass warns about
/// such calls.
///
/// It is a conservative, intraprocedural uniformity analysis: an expression
/// is work-group uniform when it is built only from constants, kernel
/// parameters, blockIdx/blockDim/gridDim/warpSize and local variables whose
/// every assignment is uniform and happens under uniform control. Memory
/// reads, calls and a helper's own parameters count as non-uniform. A warp
/// call (or a call to a helper that reaches one) is reported when a condition
/// that controls it, or an early return/break/continue before it, is not
/// uniform. False alarms are possible; missed cases are not (for the
/// control flow it models).
///
/// A work-group barrier (__syncthreads, or a helper that reaches one: a
/// cooperative group's sync(), which is the block's barrier for a tile too)
/// must be reached by every work-item as well: on OpenCL a barrier some of
/// them skip is undefined (PoCL crashes), where CUDA lets a tile of a warp
/// sync alone. Those calls get their own warning, with a helper's
/// parameters taken as uniform (its callers are checked where they call it),
/// since loops over a helper's bounds around a barrier are common and fine.
///
/// Where CUDA lets a tile sync alone (`if (idx < 16) { ...; tile.sync();
/// ... }`), the pass predicates the branch instead (Plan/Predication.h):
/// every work-item runs its syncs, and only those that take the branch run
/// the rest. A branch qualifies when it has no else, its syncs are tiles'
/// or generic groups' sync() or __syncwarp (a block barrier written in
/// the user's code stays one all threads must reach, as in CUDA), it
/// reaches no other warp function, every exit stays within a statement
/// run under the flag, the conditions and loops around its syncs are
/// uniform (counting only what every work-item computes: a variable set
/// under the flag is not), and the helpers it calls on the way to a sync
/// qualify in the same way with their parameters taken as non-uniform.
/// Its syncs then get no warning.
///
/// It also decides ultima's __ultima_warp_converged() (kernels/cuda/
/// __ultima_warp.h), which <cooperative_groups.h>'s coalesced_threads()
/// asks: 1 in a function that every work-item reaches, 0 in one that a call
/// under a non-uniform condition (or after a non-uniform exit) leads to,
/// directly or through other functions. There a coalesced group is the
/// calling thread alone and exchanges nothing.
///
/// Where warps are sub-groups of 32 (warp_subgroup.cl), only the warp must
/// reach a warp function together, so warp-uniform values count as uniform
/// too: threadIdx.y and .z, and threadIdx.x divided by a multiple of 32 (or
/// shifted right by 5 or more), given the local size in x is a multiple of
/// 32, which that lowering requires.
///
//===----------------------------------------------------------------------===//
#include "../Builtins/CudaBuiltins.h"
#include "AnalysisState.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMap.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/STLExtras.h"
#include <memory>

using namespace clang;

namespace ultima {
namespace {

/// What the functions reach, for predication: syncs (__syncthreads,
/// __syncwarp, directly or through calls), exchanges (the other warp
/// functions), and the helpers whose body can be predicated.
struct SyncSets {
  llvm::DenseSet<const FunctionDecl *> sync, exchange, predicable;
};

/// What a predication walk found: statements every work-item runs, nested
/// regions, and the helpers reaching a sync it calls.
struct PredicationWalk {
  llvm::DenseSet<const Stmt *> unguarded;
  llvm::DenseSet<const IfStmt *> regions;
  llvm::DenseSet<const FunctionDecl *> helpers;
};

static bool isSyncwarp(const CallExpr *call) {
  const FunctionDecl *callee = call->getDirectCallee();
  return callee && callee->getIdentifier() && callee->getName() == "__syncwarp";
}

class FunctionUniformity {
public:
  FunctionUniformity(const FunctionDecl *fd, const TranslationPlan &plan,
                     const llvm::DenseSet<const FunctionDecl *> &warpUsers, bool subGroups)
      : fd(fd), plan(plan), parents(fd->getBody()), warpUsers(warpUsers), subGroups(subGroups) {
    collect(fd->getBody());
  }

  /// Whether this function calls a work-group barrier builtin itself.
  bool callsBarrierBuiltin() const {
    return llvm::any_of(barrierCandidates, [](const auto &c) { return c.second == nullptr; });
  }

  /// Takes the barrier calls of this function, in call order: the barrier
  /// builtins and the calls of \p barrierUsers (functions that reach one).
  void selectBarriers(const llvm::DenseSet<const FunctionDecl *> &barrierUsers) {
    for (const auto &[call, callee] : barrierCandidates)
      if (!callee || barrierUsers.count(callee))
        barriers.push_back(call);
  }

  /// Reports each barrier call some work-items may not reach.
  void checkBarriers(DiagnosticSink &diags) {
    if (barriers.empty())
      return;
    solve(/*parametersUniform=*/true);
    for (const CallExpr *call : barriers) {
      const Stmt *why = divergentControl(call);
      if (!why)
        continue;
      const FunctionDecl *callee = call->getDirectCallee();
      diags.report(DiagID::BarrierDivergence, call->getBeginLoc(),
                   "'" + (callee ? callee->getNameAsString() : std::string("barrier")) +
                       "' waits at a work-group barrier that only some work-items may reach "
                       "here: OpenCL needs every work-item of the work-group at each barrier "
                       "(CUDA lets a tile of a warp sync alone; here a tile's sync is the "
                       "block's barrier)",
                   Severity::Warning);
      diags.note(why->getBeginLoc(), isa<Expr>(why)
                                         ? "this condition may differ between work-items"
                                         : "this exit may be taken by only some work-items");
    }
    divergent.clear();
  }

  /// Reports each collective call some work-items may not reach.
  void check(DiagnosticSink &diags) {
    if (collectives.empty())
      return;
    solveOnce();
    for (const CallExpr *call : collectives) {
      const Stmt *why = divergentControl(call);
      if (!why)
        continue;
      std::string name = call->getDirectCallee()->getNameAsString();
      diags.report(DiagID::WarpDivergence, call->getBeginLoc(),
                   subGroups ? "'" + name +
                                   "' may be reached by only some lanes of a warp: "
                                   "warps are OpenCL sub-groups here, whose functions every "
                                   "work-item of the sub-group must reach"
                             : "'" + name +
                                   "' may be reached by only some work-items of the "
                                   "work-group: ultima emulates warps with work-group barriers, "
                                   "which all of them must reach",
                   Severity::Warning);
      diags.note(why->getBeginLoc(), isa<Expr>(why)
                                         ? "this condition may differ between work-items"
                                         : "this exit may be taken by only some work-items");
    }
  }

  /// Adds to \p apart the functions this one calls where some work-items
  /// may not make the call.
  void divergentCallees(llvm::DenseSet<const FunctionDecl *> &apart) {
    for (const auto &[call, callee] : calls)
      if (!apart.count(callee)) {
        solveOnce();
        if (divergentControl(call))
          apart.insert(callee);
      }
  }

  /// Every function this one calls (with a definition), in call order.
  std::vector<const FunctionDecl *> callees() const {
    std::vector<const FunctionDecl *> out;
    for (const auto &entry : calls)
      out.push_back(entry.second);
    return out;
  }

  bool callsSyncBuiltin() const { return directSync; }
  bool callsExchangeBuiltin() const { return directExchange; }

  /// Helper mode: whether the whole body can be predicated on a flag
  /// parameter (Plan/Predication.h), given which helpers can; \p w gets
  /// what the printer needs. Conditions may not rely on the parameters,
  /// which work-items the flag turns off receive unset.
  bool predicateBody(const SyncSets &s, PredicationWalk &w) {
    sets = &s;
    helperMode = true;
    assumed = candidateRegions();
    assuming = true;
    divergent.clear();
    solve(/*parametersUniform=*/false);
    const auto *body = dyn_cast<CompoundStmt>(fd->getBody());
    bool ok = body != nullptr;
    for (const Stmt *st : body ? body->body() : llvm::ArrayRef<Stmt *>()) {
      const auto *ret = dyn_cast<ReturnStmt>(st);
      if (ret && st == body->body_back() && !containsSync(st) && !containsExchange(st))
        w.unguarded.insert(st); // every work-item returns a value (unused where off)
      else
        ok = ok && predicable(st, w);
    }
    reset();
    return ok;
  }

  /// Region mode: the branches of this function whose syncs only some
  /// work-items reach and which can be predicated (every work-item reaches
  /// the branch itself); \p w gets what the printer needs.
  void findRegions(const SyncSets &s, PredicationWalk &w) {
    sets = &s;
    assumed = candidateRegions();
    assuming = true;
    for (bool changed = true; changed && !assumed.empty();) {
      changed = false;
      divergent.clear();
      solve(/*parametersUniform=*/true);
      PredicationWalk trial;
      for (const IfStmt *root : regionRoots())
        if (divergentControl(root) || !predicable(root->getThen(), trial)) {
          assumed.erase(root);
          changed = true;
        } else {
          trial.regions.insert(root);
        }
      if (!changed)
        mergeWalk(w, trial);
    }
    reset();
  }

  /// The regions the plan predicates: their conditions no longer keep
  /// their syncs from any work-item (for the warnings).
  void assumeRegions(const llvm::DenseSet<const IfStmt *> &regions, const SyncSets &s) {
    sets = &s;
    assumed = regions;
    assuming = true;
  }
  void stopAssuming() {
    reset();
    solved = false;
  }

  /// The __ultima_warp_converged() calls in this function.
  const std::vector<const CallExpr *> &convergedQueries() const { return queries; }

private:
  /// One write of a local variable: its value and the statement it is in.
  struct Definition {
    const Expr *value; ///< nullptr: not analysable (address taken) or no initialiser
    const Stmt *site;
  };

  void collect(const Stmt *s) {
    if (!s)
      return;
    if (const auto *ds = dyn_cast<DeclStmt>(s))
      for (const Decl *d : ds->decls())
        if (const auto *v = dyn_cast<VarDecl>(d))
          defs[v].push_back({v->getInit(), s});
    if (const auto *bo = dyn_cast<BinaryOperator>(s))
      if (bo->isAssignmentOp())
        if (const VarDecl *v = localVar(bo->getLHS()))
          defs[v].push_back({bo->getRHS(), s}); // `x op= e`: uniform x stays uniform
    if (const auto *uo = dyn_cast<UnaryOperator>(s)) {
      if (uo->isIncrementDecrementOp())
        if (const VarDecl *v = localVar(uo->getSubExpr()))
          defs[v].push_back({uo->getSubExpr(), s}); // uniform iff the variable already is
      if (uo->getOpcode() == UO_AddrOf)
        if (const VarDecl *v = localVar(uo->getSubExpr()))
          defs[v].push_back({nullptr, s});
    }
    if (const auto *call = dyn_cast<CallExpr>(s)) {
      const FunctionDecl *callee = call->getDirectCallee();
      // A warp builtin (as Reachability classified the call) is a
      // work-group barrier in the emulation.
      const BuiltinCall *builtin = plan.builtinCall(call);
      const FunctionDecl *definition = callee ? callee->getDefinition() : nullptr;
      if (builtin && isConvergedQuery(call))
        queries.push_back(call);
      if (builtin && (builtin->kind == BuiltinCallKind::Barrier || isSyncwarp(call)))
        directSync = true;
      else if (builtin && builtin->warp)
        directExchange = true;
      if (definition)
        calls.emplace_back(call, definition);
      if ((builtin && builtin->warp) || (definition && warpUsers.count(definition)))
        collectives.push_back(call);
      else if (builtin && builtin->kind == BuiltinCallKind::Barrier)
        barrierCandidates.emplace_back(call, nullptr);
      else if (definition)
        barrierCandidates.emplace_back(call, definition);
    }
    if (isa<ReturnStmt, BreakStmt, ContinueStmt>(s))
      exits.push_back(s);
    for (const Stmt *child : s->children())
      collect(child);
  }

  /// A call that syncs, as a statement of predicated code: a sync builtin
  /// (its arguments are not printed), or a helper that can be predicated
  /// with arguments free of side effects (every work-item evaluates them).
  bool predicableSyncCall(const Expr *e, PredicationWalk &w) const {
    const auto *call = e ? dyn_cast<CallExpr>(e->IgnoreImplicit()) : nullptr;
    if (!call || !isSyncCall(call))
      return false;
    if (plan.builtinCall(call))
      return isSyncwarp(call) || isTileSync(fd);
    const FunctionDecl *def = call->getDirectCallee()->getDefinition();
    if (!sets->predicable.count(def))
      return false;
    if (const auto *mc = dyn_cast<CXXMemberCallExpr>(call))
      if (mc->getImplicitObjectArgument()->HasSideEffects(fd->getASTContext()))
        return false;
    for (const Expr *arg : call->arguments())
      if (arg->HasSideEffects(fd->getASTContext()))
        return false;
    w.helpers.insert(def);
    return true;
  }

  /// The sync() of <cooperative_groups.h>'s generic group or of a tile,
  /// which CUDA lets a tile call alone: its __syncthreads may be predicated.
  /// A block barrier written elsewhere (__syncthreads, thread_block::sync)
  /// stays one that every thread must reach, as CUDA requires.
  static bool isTileSync(const FunctionDecl *f) {
    const auto *md = dyn_cast<CXXMethodDecl>(f);
    if (!md || !md->getIdentifier() || md->getName() != "sync")
      return false;
    return isCooperativeGroupsClass(md->getParent(), "thread_group") ||
           isCooperativeGroupsClass(md->getParent(), "thread_block_tile");
  }

  /// Whether every exit of \p s stays inside it (a break or continue of
  /// a loop or switch within \p s), so that running it under a flag keeps
  /// every work-item on the same syncs.
  bool exitsStayInside(const Stmt *s, const Stmt *root) const {
    if (!s)
      return true;
    if (isa<ReturnStmt, GotoStmt, IndirectGotoStmt, LabelStmt>(s))
      return false;
    if (isa<BreakStmt, ContinueStmt>(s)) {
      bool inside = false;
      for (const Stmt *p = parents.getParent(s); p && !inside; p = parents.getParent(p)) {
        inside = isa<ForStmt, WhileStmt, DoStmt>(p) || (isa<SwitchStmt>(p) && isa<BreakStmt>(s));
        if (p == root)
          break;
      }
      if (!inside)
        return false;
    }
    return llvm::all_of(s->children(), [&](const Stmt *c) { return exitsStayInside(c, root); });
  }

  /// A statement that reaches no sync, run under the flag: a declaration
  /// is split into the variable and an assignment under the flag, so it
  /// must be assignable.
  bool guardable(const Stmt *s) const {
    if (isa<CaseStmt, DefaultStmt>(s) || !exitsStayInside(s, s))
      return false;
    const auto *ds = dyn_cast<DeclStmt>(s);
    if (!ds)
      return true;
    if (!isa_and_nonnull<CompoundStmt>(parents.getParent(s)))
      return false;
    for (const Decl *d : ds->decls()) {
      const auto *v = dyn_cast<VarDecl>(d);
      if (!v || sharedMemoryKind(v) != SharedMemoryKind::None)
        continue;
      if (!v->hasLocalStorage() || v->getType()->isReferenceType())
        return false;
      const Expr *init = v->getInit();
      if (init && (v->getType()->isArrayType() || isa<InitListExpr>(init->IgnoreImplicit()) ||
                   isa<CXXConstructExpr>(init->IgnoreImplicit())))
        return false;
    }
    return true;
  }

  /// Whether \p s can be printed predicated (Plan/Predication.h).
  bool predicable(const Stmt *s, PredicationWalk &w) {
    if (!s || containsExchange(s))
      return false;
    if (!containsSync(s))
      return guardable(s);
    w.unguarded.insert(s);
    if (const auto *cs = dyn_cast<CompoundStmt>(s))
      return llvm::all_of(cs->body(), [&](const Stmt *c) { return predicable(c, w); });
    if (const auto *e = dyn_cast<Expr>(s))
      return predicableSyncCall(e, w);
    if (const auto *ds = dyn_cast<DeclStmt>(s)) {
      const auto *v = ds->isSingleDecl() ? dyn_cast<VarDecl>(ds->getSingleDecl()) : nullptr;
      return v && v->hasLocalStorage() && !v->getType()->isReferenceType() &&
             predicableSyncCall(v->getInit(), w);
    }
    if (const auto *is = dyn_cast<IfStmt>(s)) {
      if (is->getInit() || is->getConditionVariable())
        return false;
      if (uniform(is->getCond()))
        return predicable(is->getThen(), w) && (!is->getElse() || predicable(is->getElse(), w));
      w.regions.insert(is); // a region within: its own flag, and the outer one
      return !is->getElse() && predicable(is->getThen(), w);
    }
    if (const auto *fs = dyn_cast<ForStmt>(s))
      return !containsSync(fs->getInit()) && !containsSync(fs->getCond()) &&
             !containsSync(fs->getInc()) && (!fs->getCond() || uniform(fs->getCond())) &&
             (!fs->getInit() || exitsStayInside(fs->getInit(), fs->getInit())) &&
             predicable(fs->getBody(), w);
    if (const auto *ws = dyn_cast<WhileStmt>(s))
      return !ws->getConditionVariable() && !containsSync(ws->getCond()) &&
             uniform(ws->getCond()) && predicable(ws->getBody(), w);
    if (const auto *ds = dyn_cast<DoStmt>(s))
      return !containsSync(ds->getCond()) && uniform(ds->getCond()) && predicable(ds->getBody(), w);
    return false; // switch, labels, returns, anything else around a sync
  }

  static void mergeWalk(PredicationWalk &into, const PredicationWalk &from) {
    into.unguarded.insert(from.unguarded.begin(), from.unguarded.end());
    into.regions.insert(from.regions.begin(), from.regions.end());
    into.helpers.insert(from.helpers.begin(), from.helpers.end());
  }

  void reset() {
    sets = nullptr;
    helperMode = false;
    assuming = false;
    assumed.clear();
    divergent.clear();
    syncMemo.clear();
  }

  bool isSyncCall(const CallExpr *call) const {
    const BuiltinCall *builtin = plan.builtinCall(call);
    if (builtin)
      return builtin->kind == BuiltinCallKind::Barrier || isSyncwarp(call);
    const FunctionDecl *callee = call->getDirectCallee();
    const FunctionDecl *def = callee ? callee->getDefinition() : nullptr;
    return def && sets->sync.count(def);
  }

  bool isExchangeCall(const CallExpr *call) const {
    const BuiltinCall *builtin = plan.builtinCall(call);
    if (builtin)
      return builtin->warp && !isSyncwarp(call);
    const FunctionDecl *callee = call->getDirectCallee();
    const FunctionDecl *def = callee ? callee->getDefinition() : nullptr;
    return def && sets->exchange.count(def);
  }

  bool containsSync(const Stmt *s) {
    if (!s)
      return false;
    auto it = syncMemo.find(s);
    if (it != syncMemo.end())
      return it->second;
    bool found = false;
    if (const auto *call = dyn_cast<CallExpr>(s))
      found = isSyncCall(call);
    for (const Stmt *child : s->children())
      found = found || containsSync(child);
    syncMemo[s] = found;
    return found;
  }

  bool containsExchange(const Stmt *s) const {
    if (!s)
      return false;
    if (const auto *call = dyn_cast<CallExpr>(s); call && isExchangeCall(call))
      return true;
    return llvm::any_of(s->children(), [&](const Stmt *c) { return containsExchange(c); });
  }

  /// `if`s without else or init whose branch reaches a sync.
  llvm::DenseSet<const IfStmt *> candidateRegions() {
    llvm::DenseSet<const IfStmt *> out;
    std::vector<const Stmt *> work{fd->getBody()};
    while (!work.empty()) {
      const Stmt *s = work.back();
      work.pop_back();
      if (!s)
        continue;
      if (const auto *is = dyn_cast<IfStmt>(s))
        if (!is->getElse() && !is->getInit() && !is->getConditionVariable() &&
            containsSync(is->getThen()))
          out.insert(is);
      for (const Stmt *child : s->children())
        work.push_back(child);
    }
    return out;
  }

  /// Assumed regions with a condition that may differ between work-items
  /// and no such region around them.
  std::vector<const IfStmt *> regionRoots() const {
    std::vector<const IfStmt *> roots;
    for (const IfStmt *is : assumed) {
      if (uniform(is->getCond()))
        continue;
      bool nested = false;
      for (const Stmt *p = parents.getParent(is); p && !nested; p = parents.getParent(p))
        if (const auto *outer = dyn_cast<IfStmt>(p))
          nested = assumed.count(outer) && !uniform(outer->getCond());
      if (!nested)
        roots.push_back(is);
    }
    llvm::sort(roots, [](const IfStmt *a, const IfStmt *b) {
      return a->getBeginLoc() < b->getBeginLoc();
    });
    return roots;
  }

  static bool isStatementPosition(const Stmt *child, const Stmt *parent) {
    if (isa<CompoundStmt>(parent))
      return true;
    if (const auto *is = dyn_cast<IfStmt>(parent))
      return child == is->getThen() || child == is->getElse();
    if (const auto *fs = dyn_cast<ForStmt>(parent))
      return child == fs->getBody();
    if (const auto *ws = dyn_cast<WhileStmt>(parent))
      return child == ws->getBody();
    if (const auto *ds = dyn_cast<DoStmt>(parent))
      return child == ds->getBody();
    return false;
  }

  /// Whether predicated printing runs \p site in every work-item: no
  /// guarded statement (one that reaches no sync) between it and the
  /// nearest region, or the body of a predicated helper. A site outside
  /// predicated code is run as written.
  bool runByAll(const Stmt *site) {
    bool guarded = false;
    for (const Stmt *child = site, *p = parents.getParent(site); p;
         child = p, p = parents.getParent(p)) {
      guarded = guarded || (isStatementPosition(child, p) && !containsSync(child));
      if (const auto *is = dyn_cast<IfStmt>(p))
        if (child == is->getThen() && assumed.count(is))
          return !guarded;
    }
    return !(helperMode && guarded);
  }

  const VarDecl *localVar(const Expr *e) const {
    const auto *dre = dyn_cast<DeclRefExpr>(e->IgnoreParenImpCasts());
    const auto *v = dre ? dyn_cast<VarDecl>(dre->getDecl()) : nullptr;
    return v && v->isLocalVarDeclOrParm() ? v : nullptr;
  }

  void solveOnce() {
    if (!solved)
      solve(/*parametersUniform=*/false);
    solved = true;
  }

  /// Marks non-uniform variables until nothing changes.
  void solve(bool parametersUniform) {
    bool isKernel = fd->hasAttr<CUDAGlobalAttr>();
    for (const ParmVarDecl *p : fd->parameters())
      if (!isKernel && !parametersUniform)
        divergent.insert(p);
    for (bool changed = true; changed;) {
      changed = false;
      for (auto &[var, list] : defs) {
        if (divergent.count(var))
          continue;
        for (const Definition &d : list)
          if ((d.value == nullptr && !isa<DeclStmt>(d.site)) || (d.value && !uniform(d.value)) ||
              divergentControl(d.site) || (sets && !runByAll(d.site))) {
            divergent.insert(var);
            changed = true;
            break;
          }
      }
    }
  }

  bool uniform(const Expr *e) const {
    e = e->IgnoreParens();
    if (isa<IntegerLiteral, FloatingLiteral, CharacterLiteral, CXXBoolLiteralExpr,
            UnaryExprOrTypeTraitExpr, CXXNullPtrLiteralExpr>(e))
      return true;
    if (const auto *dre = dyn_cast<DeclRefExpr>(e)) {
      const ValueDecl *d = dre->getDecl();
      if (isa<EnumConstantDecl>(d))
        return true;
      const auto *v = dyn_cast<VarDecl>(d);
      if (!v)
        return false;
      if (isPreludeDecl(v))
        return isWarpSize(v) || (workItemFunction(v) && v->getName() != "threadIdx");
      if (!v->isLocalVarDeclOrParm())
        return v->getType().isConstQualified();
      return !divergent.count(v);
    }
    if (const auto *me = dyn_cast<MemberExpr>(e)) {
      if (isCoalescedTogether(me))
        return true;
      if (subGroups && isThreadIdx(me->getBase()))
        return me->getMemberDecl()->getName() != "x"; // y and z are the same across a warp
      return !me->isArrow() && uniform(me->getBase());
    }
    if (const auto *bo = dyn_cast<BinaryOperator>(e))
      if (subGroups && isWarpIndex(bo))
        return true;
    if (const auto *uo = dyn_cast<UnaryOperator>(e))
      return uo->getOpcode() != UO_Deref && uniform(uo->getSubExpr());
    if (isa<CastExpr, BinaryOperator, ConditionalOperator, FullExpr, ConstantExpr,
            MaterializeTemporaryExpr, SubstNonTypeTemplateParmExpr, CXXDefaultArgExpr>(e)) {
      for (const Stmt *child : e->children())
        if (!child || !uniform(cast<Expr>(child)))
          return false;
      return true;
    }
    if (const auto *mc = dyn_cast<CXXMemberCallExpr>(e))
      return isUniformGroupQuery(mc);
    // __ultima_warp_converged() is the same for the whole function.
    if (const auto *call = dyn_cast<CallExpr>(e))
      return isConvergedQuery(call);
    return false; // memory reads, other calls, anything else
  }

  static bool isConvergedQuery(const CallExpr *call) {
    const FunctionDecl *callee = call->getDirectCallee();
    return callee && callee->getIdentifier() && callee->getName() == "__ultima_warp_converged";
  }

  static bool isCooperativeGroupsClass(const Decl *d, llvm::StringRef name) {
    const auto *rd = dyn_cast<CXXRecordDecl>(d);
    const auto *ns = rd ? dyn_cast<NamespaceDecl>(rd->getDeclContext()) : nullptr;
    return ns && rd->getName() == name && ns->getName() == "cooperative_groups" &&
           isa<TranslationUnitDecl>(ns->getDeclContext());
  }

  /// A coalesced group's together_ (<cooperative_groups.h>): whether it is
  /// the whole warp or a thread alone, which coalesced_threads() decides per
  /// function from __ultima_warp_converged(), so the same for every thread
  /// that holds a group made at one call.
  static bool isCoalescedTogether(const MemberExpr *me) {
    const auto *field = dyn_cast<FieldDecl>(me->getMemberDecl());
    return field && field->getName() == "together_" &&
           isCooperativeGroupsClass(field->getParent(), "coalesced_group");
  }

  /// g.size(), g.num_threads(), g.meta_group_size()... of a cooperative
  /// group (<cooperative_groups.h>): the same for every work-item of the
  /// work-group, except a coalesced group's, which counts a warp's lanes.
  static bool isUniformGroupQuery(const CXXMemberCallExpr *mc) {
    const CXXMethodDecl *md = mc->getMethodDecl();
    const CXXRecordDecl *rd = md ? md->getParent() : nullptr;
    if (!rd || !md->getIdentifier() || rd->getName() == "coalesced_group")
      return false;
    const auto *ns = dyn_cast<NamespaceDecl>(rd->getDeclContext());
    if (!ns || ns->getName() != "cooperative_groups" ||
        !isa<TranslationUnitDecl>(ns->getDeclContext()))
      return false;
    llvm::StringRef n = md->getName();
    return n == "size" || n == "num_threads" || n == "meta_group_size" || n == "dim_threads" ||
           n == "group_dim" || n == "num_blocks" || n == "dim_blocks";
  }

  /// The first non-uniform condition controlling \p s, or a non-uniform exit
  /// that can skip it; nullptr when every work-item reaches \p s.
  const Stmt *divergentControl(const Stmt *s) const {
    // An exit that only some work-items take skips s for them when it is a
    // return before s, or when it leaves a loop around s (later iterations);
    // a break or continue of a loop s follows does not.
    for (const Stmt *exit : exits)
      if (((isa<ReturnStmt>(exit) && exit->getBeginLoc() < s->getBeginLoc()) ||
           sharesLoop(exit, s)) &&
          divergentControlOfExit(exit))
        return exit;
    for (const Stmt *child = s, *p = parents.getParent(s); p; child = p, p = parents.getParent(p)) {
      const Expr *cond = nullptr;
      if (const auto *is = dyn_cast<IfStmt>(p))
        cond = child != is->getCond() && !(assuming && assumed.count(is)) ? is->getCond() : nullptr;
      else if (const auto *ws = dyn_cast<WhileStmt>(p))
        cond = ws->getCond();
      else if (const auto *ds = dyn_cast<DoStmt>(p))
        cond = ds->getCond();
      else if (const auto *fs = dyn_cast<ForStmt>(p))
        cond = child != fs->getInit() ? fs->getCond() : nullptr;
      else if (const auto *ss = dyn_cast<SwitchStmt>(p))
        cond = child != ss->getCond() ? ss->getCond() : nullptr;
      else if (const auto *co = dyn_cast<ConditionalOperator>(p))
        cond = child != co->getCond() ? co->getCond() : nullptr;
      else if (const auto *bo = dyn_cast<BinaryOperator>(p))
        cond = bo->isLogicalOp() && child == bo->getRHS() ? bo->getLHS() : nullptr;
      if (cond && !uniform(cond))
        return cond;
    }
    return nullptr;
  }

  bool isAncestor(const Stmt *a, const Stmt *s) const {
    for (const Stmt *p = s; p; p = parents.getParent(p))
      if (p == a)
        return true;
    return false;
  }

  bool sharesLoop(const Stmt *exit, const Stmt *s) const {
    for (const Stmt *p = parents.getParent(exit); p; p = parents.getParent(p)) {
      if (isa<SwitchStmt>(p) && isa<BreakStmt>(exit))
        return false; // leaves only the switch
      if (isa<ForStmt, WhileStmt, DoStmt>(p))
        return isAncestor(p, s) || (isa<ReturnStmt>(exit) && sharesLoop(p, s));
    }
    return false;
  }

  bool divergentControlOfExit(const Stmt *exit) const {
    for (const Stmt *child = exit, *p = parents.getParent(exit); p;
         child = p, p = parents.getParent(p)) {
      if (const auto *is = dyn_cast<IfStmt>(p))
        if (child != is->getCond() && !uniform(is->getCond()))
          return true;
      if (const auto *ss = dyn_cast<SwitchStmt>(p))
        if (!uniform(ss->getCond()))
          return true;
    }
    return false;
  }

  static bool isThreadIdx(const Expr *e) {
    const auto *dre = dyn_cast<DeclRefExpr>(e->IgnoreParenImpCasts());
    const auto *v = dre ? dyn_cast<VarDecl>(dre->getDecl()) : nullptr;
    return v && isPreludeDecl(v) && v->getName() == "threadIdx";
  }

  /// threadIdx.x itself, or a local variable only ever initialised with it.
  bool isThreadIdxX(const Expr *e) const {
    e = e->IgnoreParenImpCasts();
    if (const auto *me = dyn_cast<MemberExpr>(e))
      return isThreadIdx(me->getBase()) && me->getMemberDecl()->getName() == "x";
    if (const VarDecl *v = localVar(e)) {
      auto it = defs.find(v);
      return it != defs.end() && it->second.size() == 1 && it->second[0].value &&
             isa<DeclStmt>(it->second[0].site) && !v->getType()->isReferenceType() &&
             isThreadIdxX(it->second[0].value);
    }
    return false;
  }

  /// `threadIdx.x / (32 k)`, `/ warpSize` or `>> (5 or more)`: the warp's index.
  bool isWarpIndex(const BinaryOperator *bo) const {
    if ((bo->getOpcode() != BO_Div && bo->getOpcode() != BO_Shr) || !isThreadIdxX(bo->getLHS()))
      return false;
    const Expr *rhs = bo->getRHS()->IgnoreParenImpCasts();
    if (const auto *dre = dyn_cast<DeclRefExpr>(rhs))
      if (const auto *v = dyn_cast<VarDecl>(dre->getDecl()); v && isWarpSize(v))
        return bo->getOpcode() == BO_Div;
    Expr::EvalResult r;
    if (!rhs->EvaluateAsInt(r, fd->getASTContext()))
      return false;
    llvm::APSInt k = r.Val.getInt();
    if (bo->getOpcode() == BO_Shr)
      return k >= 5 && k < 32;
    return k > 0 && k.urem(32) == 0;
  }

  const FunctionDecl *fd;
  const TranslationPlan &plan;
  ParentMap parents;
  const llvm::DenseSet<const FunctionDecl *> &warpUsers;
  bool subGroups;
  llvm::MapVector<const VarDecl *, std::vector<Definition>> defs;
  llvm::DenseSet<const VarDecl *> divergent;
  std::vector<const CallExpr *> collectives;
  std::vector<const CallExpr *> barriers;
  /// Calls that are barriers if their callee (nullptr: a barrier builtin)
  /// reaches one: selectBarriers decides, once every function is collected.
  std::vector<std::pair<const CallExpr *, const FunctionDecl *>> barrierCandidates;
  std::vector<const Stmt *> exits;
  std::vector<std::pair<const CallExpr *, const FunctionDecl *>> calls;
  std::vector<const CallExpr *> queries;
  bool solved = false;
  bool directSync = false;
  bool directExchange = false;
  // Predication (Plan/Predication.h): the sets in use, whether the whole
  // body is predicated, the regions whose conditions are assumed away, and
  // which statements reach a sync.
  const SyncSets *sets = nullptr;
  bool helperMode = false;
  bool assuming = false;
  llvm::DenseSet<const IfStmt *> assumed;
  llvm::DenseMap<const Stmt *, bool> syncMemo;
};

/// Rewrites __ultima_warp_converged() to 0 in the functions that some
/// work-items may not reach: those called under divergent control, and
/// everything they call.
void decideConvergence(
    AnalysisState &state, llvm::DenseSet<const FunctionDecl *> apart,
    const llvm::DenseMap<const FunctionDecl *, std::vector<const FunctionDecl *>> &callees,
    const std::vector<std::pair<const FunctionDecl *, std::vector<const CallExpr *>>> &queries) {
  std::vector<const FunctionDecl *> work(apart.begin(), apart.end());
  while (!work.empty()) {
    const FunctionDecl *fd = work.back();
    work.pop_back();
    auto it = callees.find(fd);
    if (it != callees.end())
      for (const FunctionDecl *callee : it->second)
        if (apart.insert(callee).second)
          work.push_back(callee);
  }
  for (const auto &[fd, calls] : queries)
    if (apart.count(fd))
      for (const CallExpr *call : calls)
        state.plan.builtinCalls[call].pattern = "0";
}

/// Functions that reach a work-group barrier, directly or through calls.
llvm::DenseSet<const FunctionDecl *> barrierUsersOf(
    const llvm::MapVector<const FunctionDecl *, std::unique_ptr<FunctionUniformity>> &functions) {
  llvm::DenseSet<const FunctionDecl *> users;
  for (const auto &[fd, f] : functions)
    if (f->callsBarrierBuiltin())
      users.insert(fd);
  for (bool changed = true; changed;) { // at most one round per function
    changed = false;
    for (const auto &[fd, f] : functions)
      if (!users.count(fd) &&
          llvm::any_of(f->callees(), [&](const FunctionDecl *c) { return users.count(c) != 0; })) {
        users.insert(fd);
        changed = true;
      }
  }
  return users;
}

using FunctionMap = llvm::MapVector<const FunctionDecl *, std::unique_ptr<FunctionUniformity>>;

/// The functions that reach a call \p direct says a function makes itself,
/// through their calls.
llvm::DenseSet<const FunctionDecl *>
reachingUsers(const FunctionMap &functions,
              llvm::function_ref<bool(const FunctionUniformity &)> direct) {
  llvm::DenseSet<const FunctionDecl *> users;
  for (const auto &[fd, f] : functions)
    if (direct(*f))
      users.insert(fd);
  for (bool changed = true; changed;) { // at most one round per function
    changed = false;
    for (const auto &[fd, f] : functions)
      if (!users.count(fd) &&
          llvm::any_of(f->callees(), [&](const FunctionDecl *c) { return users.count(c) != 0; })) {
        users.insert(fd);
        changed = true;
      }
  }
  return users;
}

/// Decides the predication (Plan/Predication.h): which helpers reaching a
/// sync can be predicated (optimistically all, then those whose body or a
/// helper they call cannot be, removed until nothing changes), the regions
/// of every function, and the helpers those regions lead to.
void decidePredication(AnalysisState &state, FunctionMap &functions, SyncSets &sets) {
  sets.sync =
      reachingUsers(functions, [](const FunctionUniformity &f) { return f.callsSyncBuiltin(); });
  sets.exchange = reachingUsers(
      functions, [](const FunctionUniformity &f) { return f.callsExchangeBuiltin(); });
  for (const FunctionDecl *fd : sets.sync)
    if (!fd->hasAttr<CUDAGlobalAttr>() && !state.plan.recursion.lowered(fd->getCanonicalDecl()) &&
        !sets.exchange.count(fd))
      sets.predicable.insert(fd);
  llvm::DenseMap<const FunctionDecl *, PredicationWalk> bodies;
  for (bool changed = true; changed;) {
    changed = false;
    bodies.clear();
    for (const FunctionDecl *fd :
         std::vector<const FunctionDecl *>(sets.predicable.begin(), sets.predicable.end()))
      if (!functions[fd]->predicateBody(sets, bodies[fd])) {
        sets.predicable.erase(fd);
        changed = true;
      }
  }
  Predication &out = state.plan.predication;
  std::vector<const FunctionDecl *> work;
  for (auto &[fd, f] : functions) {
    if (state.plan.recursion.lowered(fd->getCanonicalDecl()))
      continue; // one C body for the whole component: not predicated
    PredicationWalk w;
    f->findRegions(sets, w);
    out.regions.insert(w.regions.begin(), w.regions.end());
    out.unguarded.insert(w.unguarded.begin(), w.unguarded.end());
    work.insert(work.end(), w.helpers.begin(), w.helpers.end());
  }
  while (!work.empty()) {
    const FunctionDecl *fd = work.back();
    work.pop_back();
    if (!out.functions.insert(fd->getCanonicalDecl()).second)
      continue;
    const PredicationWalk &w = bodies[fd];
    out.regions.insert(w.regions.begin(), w.regions.end());
    out.unguarded.insert(w.unguarded.begin(), w.unguarded.end());
    work.insert(work.end(), w.helpers.begin(), w.helpers.end());
  }
}

} // namespace

void runWarpUniformity(AnalysisState &state) {
  // Functions that reach a warp function: those that hoist or receive the
  // exchange buffer (SharedMemory ran before), plus direct __syncwarp users.
  const VarDecl *scratch = warpScratchVar(state.ctx);
  llvm::DenseSet<const FunctionDecl *> warpUsers;
  for (const FunctionDecl *fd : state.functions) {
    auto it = state.plan.sharedParams.find(fd->getCanonicalDecl());
    if (it != state.plan.sharedParams.end())
      for (const HoistedShared &h : it->second)
        if (h.var == scratch)
          warpUsers.insert(fd);
  }
  // Each function's calls, collected once; then the functions that reach a
  // barrier through them; then each function's checks.
  bool subGroups = subGroupWarps(state.options.targetExtensions);
  llvm::MapVector<const FunctionDecl *, std::unique_ptr<FunctionUniformity>> functions;
  for (const FunctionDecl *fd : state.functions)
    if (fd->hasBody())
      if (!functions.count(fd->getDefinition()))
        functions[fd->getDefinition()] =
            std::make_unique<FunctionUniformity>(fd, state.plan, warpUsers, subGroups);
  llvm::DenseSet<const FunctionDecl *> barrierUsers = barrierUsersOf(functions);
  SyncSets sets;
  decidePredication(state, functions, sets);
  llvm::DenseSet<const FunctionDecl *> apart;
  llvm::DenseMap<const FunctionDecl *, std::vector<const FunctionDecl *>> callees;
  std::vector<std::pair<const FunctionDecl *, std::vector<const CallExpr *>>> queries;
  for (auto &[fd, f] : functions) {
    f->selectBarriers(barrierUsers);
    f->assumeRegions(state.plan.predication.regions, sets);
    f->checkBarriers(state.diags);
    f->check(state.diags);
    f->stopAssuming();
    f->divergentCallees(apart);
    callees[fd] = f->callees();
    if (!f->convergedQueries().empty())
      queries.emplace_back(fd, f->convergedQueries());
  }
  decideConvergence(state, std::move(apart), callees, queries);
}

} // namespace ultima
