//===- CudaBuiltins.h - CUDA builtins and their OpenCL forms ----*- C++ -*-===//
///
/// \file
/// Tables that map what ultima's CUDA prelude declares (thread-index
/// variables, synchronisation, math, vector types) to OpenCL C 1.2.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_BUILTINS_CUDABUILTINS_H
#define ULTIMA_BUILTINS_CUDABUILTINS_H

#include "ultima/Translator.h"
#include "llvm/ADT/APSInt.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class Decl;
class FunctionDecl;
class Expr;
class QualType;
class RecordDecl;
class SourceManager;
class VarDecl;
} // namespace clang

namespace ultima {

/// True when \p d is declared in ultima's embedded headers (never emitted),
/// except the source headers (isEmbeddedSourceHeader), translated as user code.
bool isPreludeDecl(const clang::Decl *d);

/// The value of \p v when it is an integral constant member of a class of
/// the prelude or of a system header (CArray<T, N>::ndim,
/// std::is_signed<T>::value): such members are printed as their value and
/// never emitted, since their classes are not.
std::optional<llvm::APSInt> libraryConstantValue(const clang::VarDecl *v);

/// std::move, std::forward, std::move_if_noexcept and std::as_const change
/// only an expression's value category. Clang 15 and later fold them as
/// builtins and instantiate no body, so on every Clang they print as their
/// argument and are never emitted.
bool isStdValueCategoryCast(const clang::FunctionDecl *fd);
/// The argument of \p e when \p e calls std::move, std::forward,
/// std::move_if_noexcept or std::as_const, which change only the value
/// category: the analysis and the printer look through them (Clang 15 and
/// later fold them without a body). Otherwise null.
const clang::Expr *valueCategoryCastArg(const clang::Expr *e);

/// True when \p d is declared in kernels/cuda/__ultima_texture.h, the one
/// header that declares CUDA's textures and surfaces (references, objects,
/// descriptors, fetch and surface functions), which device code may not use.
bool isTextureDecl(const clang::Decl *d);
/// What a value of type \p t is, if it is a texture or a surface:
/// "texture reference" (texture<...>), "surface reference" (surface<...>),
/// "texture object" (cudaTextureObject_t), "surface object"
/// (cudaSurfaceObject_t); "" for any other type. References are looked through.
llvm::StringRef textureKind(clang::QualType t);
/// A texture or surface object handle (not a reference to one): a parameter
/// of this type is passed as a buffer and a descriptor.
bool isTextureObjectType(clang::QualType t);

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
  Pattern,    ///< printed from `pattern` (see below)
  Unsupported ///< declared for parsing only (host launch API...)
};
struct BuiltinCall {
  BuiltinCallKind kind = BuiltinCallKind::NotBuiltin;
  std::string name;
  /// For Pattern: the OpenCL text with placeholders `%0`..`%9` (arguments),
  /// `%a0`..`%a9` (address-space letter g/l/c/p of what pointer argument N
  /// points to), `%d0`..`%d9` (the object pointer argument N points to: `e`
  /// for an argument `&e`, else `(*(arg))`), `%p0`..`%p9` (pointer argument N,
  /// a vector component's address `&v.y` spelled as a cast of `&v` plus the
  /// index, which OpenCL C allows), `%T` (OpenCL spelling of the
  /// call's type), `%W` (the warp exchange buffer, see warpScratchVar),
  /// `%X0`..`%X9` (the buffer and descriptor of the texture or surface object
  /// parameter argument N names: `t_data, t`) and `%%`.
  std::string pattern;
  /// Polyfills from kernels/opencl/ (file names without `.cl`) the call needs.
  std::vector<std::string> snippets;
  /// The call exchanges values between the lanes of a warp through the
  /// __local buffer warpScratchVar (its pattern names `%W`).
  bool warpScratch = false;
  /// A warp-level builtin (classifyWarpBuiltin's family: shuffles, votes,
  /// __syncwarp, ...), which the emulation turns into work-group barriers.
  bool warp = false;
};
BuiltinCall classifyBuiltinCall(const clang::FunctionDecl *fd);

/// Families of builtins, each in its own file; classifyBuiltinCall asks them in
/// turn. Each returns NotBuiltin for names it does not own, and for functions
/// with no identifier (operators, constructors, conversions) it does not own.
BuiltinCall classifyMathBuiltin(const clang::FunctionDecl *fd);
BuiltinCall classifyAtomicBuiltin(const clang::FunctionDecl *fd);
BuiltinCall classifyWarpBuiltin(const clang::FunctionDecl *fd);
/// cuda_fp16.h: named functions, and also the prelude functions without an
/// identifier (overloaded operators, converting constructors, conversion
/// operators) that classifyBuiltinCall hands to it. For a constructor the
/// pattern's arguments are the constructor's; for a conversion operator (a
/// member call) argument 0 is the object.
BuiltinCall classifyHalfBuiltin(const clang::FunctionDecl *fd);
/// Texture object fetches (TextureBuiltins.cpp): a pattern over the
/// polyfills of tex_fetch.cl; the other texture and surface functions are
/// Unsupported, for the reason textureRefusal gives.
BuiltinCall classifyTextureBuiltin(const clang::FunctionDecl *fd);
/// Why a call of texture or surface function \p fd is not translated; empty
/// when it is.
std::string textureRefusal(const clang::FunctionDecl *fd);

/// OpenCL spelling of the prelude's __half / __half2 (`ultima_half`,
/// `ultima_half2`), or "" for other records.
std::string halfTypeName(const clang::RecordDecl *rd);
/// Polyfills that a use of prelude record \p rd needs (its typedef).
std::vector<std::string> preludeTypeSnippets(const clang::RecordDecl *rd);
/// The polyfill to emit for \p name on a target with \p targetExtensions:
/// `<name>_native` where one exists and the target has its extension
/// (cl_khr_fp16 for the half polyfills), `warp_subgroup` for `warp` where
/// subGroupWarps().
std::string targetSnippet(llvm::StringRef name, const std::vector<std::string> &targetExtensions);

/// Whether CUDA warps are OpenCL sub-groups of 32 on a target with
/// \p targetExtensions (warp_subgroup.cl), rather than emulated (warp.cl).
bool subGroupWarps(const std::vector<std::string> &targetExtensions);

/// BuiltinCall::warpScratch.
bool usesWarpScratch(const BuiltinCall &call);
/// The prelude's `__shared__ uint __ultima_warp_scratch[1024]`, hoisted like
/// any static __shared__ variable into kernels that reach a warp function.
const clang::VarDecl *warpScratchVar(const clang::ASTContext &ctx);

/// The embedded polyfill \p name (kernels/opencl/<name>.cl), or nullptr.
const char *openclSnippet(llvm::StringRef name);
/// Snippets \p name requires first (its `//! requires: a b` line).
std::vector<std::string> snippetRequirements(llvm::StringRef name);
/// OpenCL extensions snippet \p name enables (its `#pragma OPENCL EXTENSION
/// X : enable` lines), in order: what the program needs when it is emitted.
std::vector<std::string> snippetExtensions(llvm::StringRef name);

/// OpenCL spelling of a prelude vector record (`float4`), or "" if \p rd is
/// not one. One-component types map to their scalar (`float1` -> `float`).
/// Three-component types (and dim3) map to a plain struct (`ultima_float3`,
/// see vector3StructName): OpenCL's 3-vectors are 16 bytes with 16-byte
/// alignment where CUDA's are 12 with 4, so only a struct keeps CUDA's layout
/// in buffers, arrays and records.
std::string openclVectorTypeName(const clang::RecordDecl *rd);
/// Whether \p rd is a prelude one-component vector record (`float1`), which
/// OpenCL spells as its scalar: `v.x` is `v` itself.
bool isOneComponentVector(const clang::RecordDecl *rd);
/// For a prelude 3-component vector record or dim3: the OpenCL scalar type of
/// its components (`float`); "" for anything else.
std::string vector3ComponentType(const clang::RecordDecl *rd);
/// The struct printed for CUDA 3-vectors whose components are \p scalar.
std::string vector3StructName(llvm::StringRef scalar);

} // namespace ultima

#endif
