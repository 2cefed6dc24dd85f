//===- MathBuiltins.cpp - CUDA math builtins -> OpenCL ----------------------===//
///
/// \file
/// The math family of CUDA device-library calls (see CudaBuiltins.h for the
/// pattern language). Declarations live in kernels/cuda/, polyfills in
/// kernels/opencl/.
///
//===----------------------------------------------------------------------===//
#include "CudaBuiltins.h"
#include "clang/AST/Decl.h"

using namespace clang;

namespace ultima {

BuiltinCall classifyMathBuiltin(const FunctionDecl *fd) {
  (void)fd;
  return {};
}

} // namespace ultima
