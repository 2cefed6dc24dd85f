//===- PointerOffsets.cpp - pointer parameters as buffer + byte offset ----===//
///
/// \file
/// Under Options::pointerOffsets (ultima-cc), every kernel parameter that
/// points to global or constant memory is passed as the buffer it points into
/// and a byte offset. CUDA host code does arithmetic on device pointers and
/// passes `p + n` to kernels; OpenCL 1.2 has no SVM, and a sub-buffer's
/// origin must be aligned to CL_DEVICE_MEM_BASE_ADDR_ALIGN (128 bytes on
/// PoCL), so an arbitrary offset can only travel as a value of its own.
///
/// Runs after Naming: the two parameters are named after the pointer's final
/// name with a `__base`/`__offset` suffix. A name containing `__` is reserved
/// in C++, so no user declaration can already have it. The pointer leaves
/// of flattened struct parameters (StructParams.cpp) travel the same way.
///
//===----------------------------------------------------------------------===//
#include "AnalysisState.h"
#include "clang/AST/Decl.h"

namespace ultima {

void runPointerOffsets(AnalysisState &state) {
  if (!state.options.pointerOffsets)
    return;
  TranslationPlan &plan = state.plan;
  for (auto &[idx, kernel] : plan.kernels) {
    const FunctionVariant &v = plan.variants[idx];
    for (unsigned i = 0; i < v.decl->getNumParams(); ++i) {
      const clang::ParmVarDecl *p = v.decl->getParamDecl(i);
      if (!p->getType()->isPointerType() || i >= v.paramSpaces.size() || v.paramSpaces[i].empty())
        continue;
      AddrSpace space = v.paramSpaces[i].front();
      if (space != AddrSpace::Global && space != AddrSpace::Constant)
        continue;
      std::string name = plan.nameOf(p);
      kernel.offsetParams.push_back({i, name + "__base", name + "__offset"});
    }
  }
  // The pointer leaves of flattened struct parameters (StructParams.cpp),
  // which point to __global.
  for (auto &entry : plan.structParams)
    for (StructParamLeaf &leaf : entry.second)
      leaf.bufferOffset = leaf.type->isPointerType();
}

} // namespace ultima
