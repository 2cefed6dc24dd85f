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
/// Where CUDA lets a tile sync alone, the branch around the sync is
/// predicated instead of warned about (TilePredication.cpp).
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
#include "FunctionUniformity.h"

using namespace clang;

namespace ultima {
namespace {

using uniformity::FunctionMap;
using uniformity::FunctionUniformity;
using uniformity::SyncSets;

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
  llvm::DenseSet<const FunctionDecl *> barrierUsers = uniformity::reachingUsers(
      functions, [](const FunctionUniformity &f) { return f.callsBarrierBuiltin(); });
  SyncSets sets;
  uniformity::decidePredication(state, functions, sets);
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
