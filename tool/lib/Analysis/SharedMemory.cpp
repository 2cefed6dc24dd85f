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
/// It also picks the narrowest correct fence for each kernel's barriers:
/// CLK_LOCAL_MEM_FENCE always (it is the cheapest and __syncthreads orders
/// shared memory), plus CLK_GLOBAL_MEM_FENCE when a store to global memory may
/// happen before a barrier, i.e. when work-items may communicate through
/// global memory across it.
///
//===----------------------------------------------------------------------===//
#include "../Builtins/CudaBuiltins.h"
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
  std::vector<const FunctionDecl *> callees;
  bool warp = false; ///< calls a warp function (WarpBuiltins.cpp)
};

class SharedUseCollector : public RecursiveASTVisitor<SharedUseCollector> {
public:
  explicit SharedUseCollector(SharedUse &use) : use(use) {}
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
    if (fd && isPreludeDecl(fd)) {
      BuiltinCall warp = classifyWarpBuiltin(fd); // only warp calls use the exchange buffer
      if (warp.kind != BuiltinCallKind::NotBuiltin)
        use.warp = true;
      if (usesWarpScratch(warp))
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
      if (classifyBuiltinCall(call->getDirectCallee()).kind == BuiltinCallKind::Barrier) {
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
    if (target && storageSpace(target, v, plan) == AddrSpace::Global &&
        !isa<DeclRefExpr>(target->IgnoreParenImpCasts()))
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
    SharedUseCollector collector(direct[fd]);
    collector.TraverseStmt(fd->getBody());
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
  }

  std::map<unsigned, BarrierSummary> summaries;
  BarrierScanner scanner(plan, summaries);
  for (auto &[idx, kernel] : plan.kernels) {
    const FunctionDecl *fd = plan.variants[idx].decl;
    const SharedUse &use = close(fd);
    for (const VarDecl *v : use.staticShared)
      kernel.hoisted.push_back({v, ""});
    kernel.dynamicShared = use.dynamicShared;
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
