//===- WarpSynchronous.cpp - implicit warp-synchronous shared memory ------===//
///
/// \file
/// Older CUDA code (the classic last-warp reduction of the CUDA samples and
/// of many benchmarks) reads and writes shared memory through a `volatile`
/// pointer, without barriers, relying on the 32 threads of a warp executing
/// in lockstep. CUDA itself stopped guaranteeing that with Volta (the code
/// needs `__syncwarp()`), and no OpenCL device guarantees it: PoCL runs a
/// work-group's work-items one after the other between barriers, and the
/// result is silently wrong. ultima cannot insert the missing barriers (the
/// code usually runs under `if (tid < 32)`, where a work-group barrier is
/// not allowed), so it warns where such a pointer is declared.
///
/// A pointer counts when its pointee is `volatile` and the address-space
/// analysis found it pointing to `__local` memory: a parameter or a local
/// variable of any emitted function variant, and `volatile __shared__`
/// arrays themselves (a volatile shared scalar is usually a flag read after
/// a barrier).
///
//===----------------------------------------------------------------------===//
#include "AnalysisState.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "llvm/ADT/DenseSet.h"

using namespace clang;

namespace ultima {

void runWarpSynchronous(AnalysisState &state) {
  llvm::DenseSet<const VarDecl *> reported;
  auto report = [&](const VarDecl *v, const char *what) {
    if (!reported.insert(v).second)
      return;
    state.diags.report(DiagID::WarpSynchronous, v->getLocation(),
                       llvm::Twine(what) + " '" + v->getName() +
                           "' accesses shared memory as volatile, which works only where a "
                           "warp's threads run in lockstep: OpenCL devices (and CUDA GPUs since "
                           "Volta) do not, so code that relies on it without barriers "
                           "(__syncthreads, __syncwarp) computes wrong results",
                       Severity::Warning);
  };
  auto isVolatileLocal = [](QualType type, const PointerSpaces &spaces) {
    return type->isPointerType() && type->getPointeeType().isVolatileQualified() &&
           !spaces.empty() && spaces.front() == AddrSpace::Local;
  };
  for (const FunctionVariant &v : state.plan.variants) {
    for (unsigned i = 0; i < v.decl->getNumParams() && i < v.paramSpaces.size(); ++i)
      if (isVolatileLocal(v.decl->getParamDecl(i)->getType(), v.paramSpaces[i]))
        report(v.decl->getParamDecl(i), "parameter");
    for (const auto &[var, spaces] : v.varSpaces)
      if (!isa<ParmVarDecl>(var) && isVolatileLocal(var->getType(), spaces))
        report(var, "variable");
  }
  for (const auto &[variant, kernel] : state.plan.kernels)
    for (const HoistedShared &shared : kernel.hoisted)
      if (shared.var->getType()->isArrayType() &&
          state.ctx.getBaseElementType(shared.var->getType()).isVolatileQualified())
        report(shared.var, "__shared__ variable");
}

} // namespace ultima
