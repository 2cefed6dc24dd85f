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
              divergentControl(d.site)) {
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
        cond = child != is->getCond() ? is->getCond() : nullptr;
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
  llvm::DenseSet<const FunctionDecl *> apart;
  llvm::DenseMap<const FunctionDecl *, std::vector<const FunctionDecl *>> callees;
  std::vector<std::pair<const FunctionDecl *, std::vector<const CallExpr *>>> queries;
  for (auto &[fd, f] : functions) {
    f->selectBarriers(barrierUsers);
    f->checkBarriers(state.diags);
    f->check(state.diags);
    f->divergentCallees(apart);
    callees[fd] = f->callees();
    if (!f->convergedQueries().empty())
      queries.emplace_back(fd, f->convergedQueries());
  }
  decideConvergence(state, std::move(apart), callees, queries);
}

} // namespace ultima
