//===- TilePredication.cpp - syncs under a branch, run by every work-item -===//
///
/// \file
/// Where CUDA lets a tile sync alone (`if (idx < 16) { ...; tile.sync();
/// ... }`), ultima's tile sync is a work-group barrier that every work-item
/// must reach, so the warp-uniformity pass predicates the branch instead
/// (Plan/Predication.h): every work-item runs its syncs, and only those
/// that take the branch run the rest. A branch qualifies when it has no
/// else, its syncs are tiles' or generic groups' sync() or __syncwarp (a
/// block barrier written in the user's code stays one all threads must
/// reach, as in CUDA), it reaches no other warp function, every exit stays
/// within a statement run under the flag, the conditions and loops around
/// its syncs are uniform (counting only what every work-item computes: a
/// variable set under the flag is not), and the helpers it calls on the way
/// to a sync qualify in the same way with their parameters taken as
/// non-uniform. Its syncs then get no warning.
///
//===----------------------------------------------------------------------===//
#include "FunctionUniformity.h"

namespace ultima::uniformity {

bool FunctionUniformity::predicateBody(const SyncSets &s, PredicationWalk &w) {
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

void FunctionUniformity::findRegions(const SyncSets &s, PredicationWalk &w) {
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

bool FunctionUniformity::predicableSyncCall(const Expr *e, PredicationWalk &w) const {
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

bool FunctionUniformity::isTileSync(const FunctionDecl *f) {
  const auto *md = dyn_cast<CXXMethodDecl>(f);
  if (!md || !md->getIdentifier() || md->getName() != "sync")
    return false;
  return isCooperativeGroupsClass(md->getParent(), "thread_group") ||
         isCooperativeGroupsClass(md->getParent(), "thread_block_tile");
}

bool FunctionUniformity::exitsStayInside(const Stmt *s, const Stmt *root) const {
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

bool FunctionUniformity::guardable(const Stmt *s) const {
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

bool FunctionUniformity::predicable(const Stmt *s, PredicationWalk &w) {
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
    return !ws->getConditionVariable() && !containsSync(ws->getCond()) && uniform(ws->getCond()) &&
           predicable(ws->getBody(), w);
  if (const auto *ds = dyn_cast<DoStmt>(s))
    return !containsSync(ds->getCond()) && uniform(ds->getCond()) && predicable(ds->getBody(), w);
  return false; // switch, labels, returns, anything else around a sync
}

void FunctionUniformity::mergeWalk(PredicationWalk &into, const PredicationWalk &from) {
  into.unguarded.insert(from.unguarded.begin(), from.unguarded.end());
  into.regions.insert(from.regions.begin(), from.regions.end());
  into.helpers.insert(from.helpers.begin(), from.helpers.end());
}

bool FunctionUniformity::isSyncCall(const CallExpr *call) const {
  const BuiltinCall *builtin = plan.builtinCall(call);
  if (builtin)
    return builtin->kind == BuiltinCallKind::Barrier || isSyncwarp(call);
  const FunctionDecl *callee = call->getDirectCallee();
  const FunctionDecl *def = callee ? callee->getDefinition() : nullptr;
  return def && sets->sync.count(def);
}

bool FunctionUniformity::isExchangeCall(const CallExpr *call) const {
  const BuiltinCall *builtin = plan.builtinCall(call);
  if (builtin)
    return builtin->warp && !isSyncwarp(call);
  const FunctionDecl *callee = call->getDirectCallee();
  const FunctionDecl *def = callee ? callee->getDefinition() : nullptr;
  return def && sets->exchange.count(def);
}

bool FunctionUniformity::containsSync(const Stmt *s) {
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

bool FunctionUniformity::containsExchange(const Stmt *s) const {
  if (!s)
    return false;
  if (const auto *call = dyn_cast<CallExpr>(s); call && isExchangeCall(call))
    return true;
  return llvm::any_of(s->children(), [&](const Stmt *c) { return containsExchange(c); });
}

llvm::DenseSet<const IfStmt *> FunctionUniformity::candidateRegions() {
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

std::vector<const IfStmt *> FunctionUniformity::regionRoots() const {
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
  llvm::sort(roots,
             [](const IfStmt *a, const IfStmt *b) { return a->getBeginLoc() < b->getBeginLoc(); });
  return roots;
}

bool FunctionUniformity::isStatementPosition(const Stmt *child, const Stmt *parent) {
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

bool FunctionUniformity::runByAll(const Stmt *site) {
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

} // namespace ultima::uniformity
