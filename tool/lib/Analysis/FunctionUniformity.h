//===- FunctionUniformity.h - what every work-item of a function reaches -*- C++ -*-===//
///
/// \file
/// The per-function uniformity analysis of the warp-uniformity pass: which
/// values and conditions may differ between the work-items of a work-group
/// (WarpUniformity.cpp's \file comment has the rules), which warp
/// functions and barriers only some of them may reach (its warnings, and
/// __ultima_warp_converged()), and which branches around syncs can be
/// predicated instead (TilePredication.cpp, Plan/Predication.h). Private to
/// those two files.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_ANALYSIS_FUNCTIONUNIFORMITY_H
#define ULTIMA_ANALYSIS_FUNCTIONUNIFORMITY_H

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

namespace ultima::uniformity {

using namespace clang;

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

inline bool isSyncwarp(const CallExpr *call) {
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
  bool predicateBody(const SyncSets &s, PredicationWalk &w);

  /// Region mode: the branches of this function whose syncs only some
  /// work-items reach and which can be predicated (every work-item reaches
  /// the branch itself); \p w gets what the printer needs.
  void findRegions(const SyncSets &s, PredicationWalk &w);

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
  bool predicableSyncCall(const Expr *e, PredicationWalk &w) const;

  /// The sync() of <cooperative_groups.h>'s generic group or of a tile,
  /// which CUDA lets a tile call alone: its __syncthreads may be predicated.
  /// A block barrier written elsewhere (__syncthreads, thread_block::sync)
  /// stays one that every thread must reach, as CUDA requires.
  static bool isTileSync(const FunctionDecl *f);

  /// Whether every exit of \p s stays inside it (a break or continue of
  /// a loop or switch within \p s), so that running it under a flag keeps
  /// every work-item on the same syncs.
  bool exitsStayInside(const Stmt *s, const Stmt *root) const;

  /// A statement that reaches no sync, run under the flag: a declaration
  /// is split into the variable and an assignment under the flag, so it
  /// must be assignable.
  bool guardable(const Stmt *s) const;

  /// Whether \p s can be printed predicated (Plan/Predication.h).
  bool predicable(const Stmt *s, PredicationWalk &w);

  static void mergeWalk(PredicationWalk &into, const PredicationWalk &from);

  void reset() {
    sets = nullptr;
    helperMode = false;
    assuming = false;
    assumed.clear();
    divergent.clear();
    syncMemo.clear();
  }

  bool isSyncCall(const CallExpr *call) const;

  bool isExchangeCall(const CallExpr *call) const;

  bool containsSync(const Stmt *s);

  bool containsExchange(const Stmt *s) const;

  /// `if`s without else or init whose branch reaches a sync.
  llvm::DenseSet<const IfStmt *> candidateRegions();

  /// Assumed regions with a condition that may differ between work-items
  /// and no such region around them.
  std::vector<const IfStmt *> regionRoots() const;

  static bool isStatementPosition(const Stmt *child, const Stmt *parent);

  /// Whether predicated printing runs \p site in every work-item: no
  /// guarded statement (one that reaches no sync) between it and the
  /// nearest region, or the body of a predicated helper. A site outside
  /// predicated code is run as written.
  bool runByAll(const Stmt *site);

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

using FunctionMap = llvm::MapVector<const FunctionDecl *, std::unique_ptr<FunctionUniformity>>;

/// The functions that make a call \p direct says a function makes itself,
/// or reach one through their calls (TilePredication.cpp).
llvm::DenseSet<const FunctionDecl *>
reachingUsers(const FunctionMap &functions,
              llvm::function_ref<bool(const FunctionUniformity &)> direct);

/// Decides the predication (Plan/Predication.h) into the plan: which
/// helpers reaching a sync can be predicated, the regions of every
/// function, and the helpers those regions lead to; \p sets gets what the
/// functions reach.
void decidePredication(AnalysisState &state, FunctionMap &functions, SyncSets &sets);

} // namespace ultima::uniformity

#endif
