//===- WarpBuiltins.cpp - CUDA warp builtins -> OpenCL ----------------------===//
///
/// \file
/// The warp family of CUDA device-library calls (see CudaBuiltins.h for the
/// pattern language). Declarations live in kernels/cuda/, polyfills in
/// kernels/opencl/.
///
//===----------------------------------------------------------------------===//
#include "CudaBuiltins.h"
#include "clang/AST/Decl.h"

using namespace clang;

namespace ultima {

BuiltinCall classifyWarpBuiltin(const FunctionDecl *fd) {
  (void)fd;
  return {};
}

} // namespace ultima
