//===- AtomicBuiltins.cpp - CUDA atomic builtins -> OpenCL ----------------------===//
///
/// \file
/// The atomic family of CUDA device-library calls (see CudaBuiltins.h for the
/// pattern language). Declarations live in kernels/cuda/, polyfills in
/// kernels/opencl/.
///
//===----------------------------------------------------------------------===//
#include "CudaBuiltins.h"
#include "clang/AST/Decl.h"

using namespace clang;

namespace ultima {

BuiltinCall classifyAtomicBuiltin(const FunctionDecl *fd) {
  (void)fd;
  return {};
}

} // namespace ultima
