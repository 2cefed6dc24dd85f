//===- SharedMemory.cpp - __shared__ variables and barrier fences ----------===//
///
/// \file
/// OpenCL C requires __local variables at kernel function scope, while CUDA
/// allows static __shared__ variables in any block and in __device__
/// functions. This pass hoists every static __shared__ variable a kernel can
/// reach to the top of that kernel, and gives each helper that (transitively)
/// uses one a trailing `__local T (*name)` parameter per variable. CUDA's
/// `extern __shared__` arrays all alias one dynamically sized buffer, which
/// becomes one trailing __local kernel parameter.
///
/// Device symbols (program-scope `__device__`/`__constant__` memory, chosen
/// by DeviceSymbols.cpp) travel the same way: each kernel that reaches one,
/// directly or through helpers, takes it as a pointer parameter after its own
/// parameters and before the dynamic shared memory one (which stays last);
/// each helper that reaches one takes it as a trailing parameter after all
/// its shared memory parameters. Both lists are in first-use order: the
/// order in which the body evaluates its expressions (arguments before the
/// call they are passed to), a call contributing its callee's symbols at
/// its position. Lowered constructor
/// calls are calls here too: a constructor that uses shared memory or a
/// symbol receives it like any helper.
///
/// It also picks the narrowest correct fence for each kernel's barriers:
/// CLK_LOCAL_MEM_FENCE always (it is the cheapest and __syncthreads orders
/// shared memory), plus CLK_GLOBAL_MEM_FENCE when a store to global memory may
/// happen before a barrier, i.e. when work-items may communicate through
/// global memory across it.
///
//===----------------------------------------------------------------------===//
#include "../Builtins/CudaBuiltins.h"
#include "../Plan/Classes.h"
#include "AddressSpaces.h"
#include "AnalysisState.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include <functional>
#include <set>

using namespace clang;

namespace ultima {
namespace {

/// What one function body touches directly.
struct SharedUse {
  std::vector<const VarDecl *> staticShared; ///< in first-use order
  std::vector<const VarDecl *> dynamicShared;
  /// Device symbols and calls (one of the two set per entry), in the order
  /// the body evaluates them (post-order: arguments before their call).
  std::vector<std::pair<const VarDecl *, const FunctionDecl *>> symbolEvents;
  std::vector<const FunctionDecl *> callees;
  bool warp = false; ///< calls a warp function (WarpBuiltins.cpp)
};

class SharedUseCollector : public RecursiveASTVisitor<SharedUseCollector> {
public:
  SharedUseCollector(SharedUse &use, const TranslationPlan &plan) : use(use), plan(plan) {}
  /// A function's body, and a constructor's initialisers before it.
  void collect(const FunctionDecl *fd) {
    if (const auto *ctor = dyn_cast<CXXConstructorDecl>(fd))
      for (const CXXCtorInitializer *init : ctor->inits())
        TraverseStmt(init->getInit());
    TraverseStmt(fd->getBody());
  }
  // Default arguments and member initialisers are evaluated where they are used.
  bool VisitCXXDefaultArgExpr(CXXDefaultArgExpr *e) {
    if (inDefault.insert(e->getExpr()).second)
      TraverseStmt(e->getExpr());
    return true;
  }
  bool VisitCXXDefaultInitExpr(CXXDefaultInitExpr *e) {
    if (inDefault.insert(e->getExpr()).second)
      TraverseStmt(e->getExpr());
    return true;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *e) {
    const CXXConstructorDecl *ctor = e->getConstructor();
    if (isLoweredConstruct(e) && ctor->getDefinition())
      addUnique(use.callees, ctor->getDefinition());
    return true;
  }
  bool VisitVarDecl(VarDecl *v) {
    note(v);
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *e) {
    if (const auto *v = dyn_cast<VarDecl>(e->getDecl()))
      note(v);
    return true;
  }
  bool VisitCallExpr(CallExpr *e) {
    const FunctionDecl *fd = e->getDirectCallee();
    // As Reachability classified the call: warp calls, and the exchange
    // buffer that they and __syncthreads_count use.
    if (const BuiltinCall *call = plan.builtinCall(e)) {
      use.warp |= call->warp;
      if (usesWarpScratch(*call))
        if (const VarDecl *scratch = warpScratchVar(fd->getASTContext()))
          note(scratch);
    }
    if (fd && !isPreludeDecl(fd) && fd->getDefinition())
      addUnique(use.callees, fd->getDefinition());
    return true;
  }

private:
  void note(const VarDecl *v) {
    SharedMemoryKind kind = sharedMemoryKind(v);
    if (kind == SharedMemoryKind::None)
      return;
    v = v->getCanonicalDecl();
    if (kind == SharedMemoryKind::Dynamic)
      addUnique(use.dynamicShared, v);
    else
      addUnique(use.staticShared, v);
  }
  template <typename T> static void addUnique(std::vector<T> &list, T value) {
    if (std::find(list.begin(), list.end(), value) == list.end())
      list.push_back(value);
  }
  SharedUse &use;
  const TranslationPlan &plan;
  llvm::DenseSet<const Expr *> inDefault;
};

/// The device symbols and calls of one body, in evaluation order
/// (SharedUse::symbolEvents).
class SymbolUseCollector : public RecursiveASTVisitor<SymbolUseCollector> {
public:
  SymbolUseCollector(SharedUse &use, const TranslationPlan &plan) : use(use), plan(plan) {}
  bool shouldTraversePostOrder() const { return true; }
  void collect(const FunctionDecl *fd) {
    if (const auto *ctor = dyn_cast<CXXConstructorDecl>(fd))
      for (const CXXCtorInitializer *init : ctor->inits())
        TraverseStmt(init->getInit());
    TraverseStmt(fd->getBody());
    // A function lowered from recursion sets the device status when it
    // exceeds its frames (Printer/RecursionPrinter.cpp).
    const RecursionPlan &recursion = plan.recursion;
    if (recursion.lowered(fd->getCanonicalDecl()) && recursion.status &&
        plan.deviceSymbol(recursion.status))
      use.symbolEvents.emplace_back(recursion.status, nullptr);
  }
  bool VisitCXXDefaultArgExpr(CXXDefaultArgExpr *e) {
    if (inDefault.insert(e->getExpr()).second)
      TraverseStmt(e->getExpr());
    return true;
  }
  bool VisitCXXDefaultInitExpr(CXXDefaultInitExpr *e) {
    if (inDefault.insert(e->getExpr()).second)
      TraverseStmt(e->getExpr());
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *e) {
    if (const auto *v = dyn_cast<VarDecl>(e->getDecl()); v && plan.deviceSymbol(v))
      use.symbolEvents.emplace_back(v->getCanonicalDecl(), nullptr);
    return true;
  }
  bool VisitCallExpr(CallExpr *e) {
    const FunctionDecl *fd = e->getDirectCallee();
    if (fd && !isPreludeDecl(fd) && fd->getDefinition())
      use.symbolEvents.emplace_back(nullptr, fd->getDefinition());
    return true;
  }
  bool VisitGCCAsmStmt(GCCAsmStmt *s) { // a PTX clock read takes the device clock
    if (readsDeviceClock(plan.ptxIdiom(s)))
      if (plan.ptxClock && plan.deviceSymbol(plan.ptxClock))
        use.symbolEvents.emplace_back(plan.ptxClock, nullptr);
    return true;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *e) {
    const CXXConstructorDecl *ctor = e->getConstructor();
    if (isLoweredConstruct(e) && ctor->getDefinition())
      use.symbolEvents.emplace_back(nullptr, ctor->getDefinition());
    return true;
  }

private:
  SharedUse &use;
  const TranslationPlan &plan;
  llvm::DenseSet<const Expr *> inDefault;
};

/// Whether a body's global stores may precede one of its barriers.
struct BarrierSummary {
  bool hasBarrier = false;
  bool hasGlobalStore = false;
  bool globalStoreBeforeBarrier = false;
};

class BarrierScanner {
public:
  BarrierScanner(const TranslationPlan &plan, std::map<unsigned, BarrierSummary> &summaries)
      : plan(plan), summaries(summaries) {}

  BarrierSummary summarize(unsigned variantIdx) {
    auto it = summaries.find(variantIdx);
    if (it != summaries.end())
      return it->second;
    summaries[variantIdx] = BarrierSummary(); // recursion guard
    const FunctionVariant &v = plan.variants[variantIdx];
    BarrierSummary s;
    if (v.decl->hasBody())
      scan(v.decl->getBody(), v, s);
    summaries[variantIdx] = s;
    return s;
  }

private:
  /// Program-order scan; a loop whose body has a barrier is scanned twice so
  /// that a store late in one iteration precedes the barrier of the next.
  void scan(const Stmt *st, const FunctionVariant &v, BarrierSummary &s) {
    if (!st)
      return;
    if (isa<ForStmt, WhileStmt, DoStmt>(st)) {
      BarrierSummary body;
      for (const Stmt *child : st->children())
        scan(child, v, body);
      if (body.hasBarrier && body.hasGlobalStore)
        body.globalStoreBeforeBarrier = true;
      merge(s, body);
      return;
    }
    for (const Stmt *child : st->children())
      scan(child, v, s);
    if (const auto *call = dyn_cast<CallExpr>(st)) {
      if (const BuiltinCall *b = plan.builtinCall(call); b && b->kind == BuiltinCallKind::Barrier) {
        s.hasBarrier = true;
        if (s.hasGlobalStore)
          s.globalStoreBeforeBarrier = true;
      } else if (auto it = v.callees.find(call); it != v.callees.end()) {
        merge(s, summarize(it->second));
      }
      return;
    }
    const Expr *target = nullptr;
    if (const auto *bo = dyn_cast<BinaryOperator>(st)) {
      if (bo->isAssignmentOp())
        target = bo->getLHS();
    } else if (const auto *uo = dyn_cast<UnaryOperator>(st)) {
      if (uo->isIncrementDecrementOp())
        target = uo->getSubExpr();
    }
    // A named variable is private unless it is a device symbol (a buffer).
    const auto *named = target ? dyn_cast<DeclRefExpr>(target->IgnoreParenImpCasts()) : nullptr;
    if (target && storageSpace(target, v, plan) == AddrSpace::Global &&
        (!named || plan.deviceSymbol(dyn_cast<VarDecl>(named->getDecl()))))
      s.hasGlobalStore = true;
  }

  static void merge(BarrierSummary &into, const BarrierSummary &next) {
    if (next.hasBarrier && into.hasGlobalStore)
      into.globalStoreBeforeBarrier = true;
    into.hasBarrier |= next.hasBarrier;
    into.hasGlobalStore |= next.hasGlobalStore;
    into.globalStoreBeforeBarrier |= next.globalStoreBeforeBarrier;
  }

  const TranslationPlan &plan;
  std::map<unsigned, BarrierSummary> &summaries;
};

} // namespace

void runSharedMemory(AnalysisState &state) {
  TranslationPlan &plan = state.plan;
  std::map<const FunctionDecl *, SharedUse> direct;
  for (const FunctionDecl *fd : state.functions) {
    SharedUseCollector collector(direct[fd], plan);
    collector.collect(fd);
    if (!plan.deviceSymbols.empty())
      SymbolUseCollector(direct[fd], plan).collect(fd);
  }

  // Transitive closure over the (acyclic, once recursion is rejected) call graph.
  std::map<const FunctionDecl *, SharedUse> closure;
  std::set<const FunctionDecl *> inProgress;
  std::function<const SharedUse &(const FunctionDecl *)> close =
      [&](const FunctionDecl *fd) -> const SharedUse & {
    auto it = closure.find(fd);
    if (it != closure.end())
      return it->second;
    SharedUse result = direct[fd];
    if (inProgress.insert(fd).second) {
      for (const FunctionDecl *callee : direct[fd].callees) {
        const SharedUse &c = close(callee);
        for (const VarDecl *v : c.staticShared)
          if (std::find(result.staticShared.begin(), result.staticShared.end(), v) ==
              result.staticShared.end())
            result.staticShared.push_back(v);
        for (const VarDecl *v : c.dynamicShared)
          if (std::find(result.dynamicShared.begin(), result.dynamicShared.end(), v) ==
              result.dynamicShared.end())
            result.dynamicShared.push_back(v);
        result.warp |= c.warp;
      }
      inProgress.erase(fd);
    }
    return closure[fd] = result;
  };

  std::map<unsigned, std::vector<const FunctionDecl *>> componentMembers;
  for (const FunctionDecl *fd : state.functions) {
    auto component = plan.recursion.componentOf.find(fd->getCanonicalDecl());
    if (component != plan.recursion.componentOf.end())
      componentMembers[component->second].push_back(fd);
  }
  // Device symbols in first-use order: a call stands for its callee's symbols.
  std::map<const FunctionDecl *, std::vector<const VarDecl *>> symbols;
  std::function<const std::vector<const VarDecl *> &(const FunctionDecl *)> symbolsOf =
      [&](const FunctionDecl *fd) -> const std::vector<const VarDecl *> & {
    auto it = symbols.find(fd);
    if (it != symbols.end())
      return it->second;
    std::vector<const VarDecl *> result;
    auto add = [&](const VarDecl *v) {
      if (std::find(result.begin(), result.end(), v) == result.end())
        result.push_back(v);
    };
    // A lowered recursive component is one C body per member, each holding
    // every member's code: each takes the symbols of all of them.
    std::vector<const FunctionDecl *> members{fd};
    auto component = plan.recursion.componentOf.find(fd->getCanonicalDecl());
    if (component != plan.recursion.componentOf.end())
      members = componentMembers[component->second];
    for (const FunctionDecl *member : members)
      inProgress.insert(member);
    for (const FunctionDecl *member : members)
      for (auto [symbol, callee] : direct[member].symbolEvents) {
        if (symbol)
          add(symbol);
        else if (!inProgress.count(callee))
          for (const VarDecl *v : symbolsOf(callee))
            add(v);
      }
    for (const FunctionDecl *member : members)
      inProgress.erase(member);
    return symbols[fd] = result;
  };

  for (const FunctionDecl *fd : state.functions)
    for (const VarDecl *v : direct[fd].dynamicShared)
      if (!v->getLexicalDeclContext()->isFunctionOrMethod())
        plan.fileScopeDynamicShared[fd->getCanonicalDecl()].push_back(v);

  for (const FunctionDecl *fd : state.functions) {
    const SharedUse &use = close(fd);
    if (fd->hasAttr<CUDAGlobalAttr>())
      continue;
    for (const VarDecl *v : use.staticShared)
      plan.sharedParams[fd->getCanonicalDecl()].push_back({v, ""});
    if (!use.dynamicShared.empty())
      plan.takesDynamicShared.insert(fd->getCanonicalDecl());
    for (const VarDecl *v : symbolsOf(fd))
      plan.symbolParams[fd->getCanonicalDecl()].push_back(*plan.deviceSymbol(v));
  }

  std::map<unsigned, BarrierSummary> summaries;
  BarrierScanner scanner(plan, summaries);
  for (auto &[idx, kernel] : plan.kernels) {
    const FunctionDecl *fd = plan.variants[idx].decl;
    const SharedUse &use = close(fd);
    for (const VarDecl *v : use.staticShared)
      kernel.hoisted.push_back({v, ""});
    kernel.dynamicShared = use.dynamicShared;
    for (const VarDecl *v : symbolsOf(fd))
      kernel.symbols.push_back(*plan.deviceSymbol(v));
    kernel.warpSubGroups = use.warp && subGroupWarps(state.options.targetExtensions);
    BarrierSummary s = scanner.summarize(idx);
    kernel.barrierFence = s.globalStoreBeforeBarrier ? "CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE"
                                                     : "CLK_LOCAL_MEM_FENCE";
    // Every helper in this kernel's call tree synchronises for it too.
    std::vector<unsigned> work{idx};
    std::set<unsigned> seen{idx};
    while (!work.empty()) {
      unsigned v = work.back();
      work.pop_back();
      for (auto &callee : plan.variants[v].callees) {
        if (!seen.insert(callee.second).second)
          continue;
        work.push_back(callee.second);
        std::string &fence =
            plan.helperBarrierFence[plan.variants[callee.second].decl->getCanonicalDecl()];
        if (fence.empty() || s.globalStoreBeforeBarrier)
          fence = kernel.barrierFence;
      }
    }
  }
}

} // namespace ultima
