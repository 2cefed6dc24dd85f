//===- CudaBuiltins.h - CUDA builtins and their OpenCL forms ----*- C++ -*-===//
///
/// \file
/// Tables that map what ultima's CUDA prelude declares (thread-index
/// variables, synchronisation, math, vector types) to OpenCL C 1.2.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_BUILTINS_CUDABUILTINS_H
#define ULTIMA_BUILTINS_CUDABUILTINS_H

#include "llvm/ADT/StringRef.h"
#include <string>

namespace clang {
class Decl;
class FunctionDecl;
class RecordDecl;
class SourceManager;
class VarDecl;
} // namespace clang

namespace ultima {

/// True when \p d is declared in ultima's embedded headers (never emitted).
bool isPreludeDecl(const clang::Decl *d);

/// For threadIdx/blockIdx/blockDim/gridDim: the OpenCL work-item function
/// (get_local_id, ...); nullptr for other variables.
const char *workItemFunction(const clang::VarDecl *var);
/// True for the prelude's `warpSize`.
bool isWarpSize(const clang::VarDecl *var);

/// How a call to a prelude function is printed.
enum class BuiltinCallKind {
  NotBuiltin, ///< a user function
  Rename,     ///< same arguments, OpenCL name in `name`
  IntAbs,     ///< OpenCL abs() returns unsigned: cast back to the CUDA type
  MakeVector, ///< make_float4(a, b, c, d) -> (float4)(a, b, c, d)
  Barrier,    ///< __syncthreads()
  Fence,      ///< __threadfence*(): mem_fence(name)
  Assert,     ///< assert(): kept or dropped by option
  Printf,
  Unsupported ///< declared for parsing only (host launch API...)
};
struct BuiltinCall {
  BuiltinCallKind kind = BuiltinCallKind::NotBuiltin;
  std::string name;
};
BuiltinCall classifyBuiltinCall(const clang::FunctionDecl *fd);

/// OpenCL spelling of a prelude vector record (`float4`), or "" if \p rd is
/// not one. One-component types map to their scalar (`float1` -> `float`).
std::string openclVectorTypeName(const clang::RecordDecl *rd);

} // namespace ultima

#endif
