//===- Frontend.h - parse CUDA device code without a CUDA toolkit -*- C++ -*-===//
///
/// \file
/// Builds a Clang AST for CUDA device code (`--cuda-device-only`) against
/// ultima's own headers (kernels/cuda, embedded in the binary), with
/// `-nostdinc -nocudainc -nocudalib` and a `--cuda-path` that does not exist,
/// so an installed CUDA toolkit or system header is never seen.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_FRONTEND_FRONTEND_H
#define ULTIMA_FRONTEND_FRONTEND_H

#include "ultima/Translator.h"
#include "llvm/ADT/StringRef.h"
#include <memory>
#include <string_view>

namespace clang {
class ASTContext;
class ASTUnit;
class Decl;
class FunctionDecl;
} // namespace clang

namespace ultima {

/// Virtual directory under which the embedded headers appear to Clang.
constexpr const char *EmbeddedIncludeDir = "/ultima-virtual/include";

/// True for the embedded headers that are source code in the supported
/// subset rather than declarations of builtins (kernels/cuda/cupy/complex*,
/// thrust/complex.h: the complex<T> class): what they declare is translated
/// like the user's own headers. \p path is a file's name as Clang sees it.
bool isEmbeddedSourceHeader(llvm::StringRef path);

struct ParsedInput {
  std::unique_ptr<clang::ASTUnit> ast;
  std::vector<Diagnostic> diagnostics;
  bool ok = false; ///< parsed without errors
};

/// The header every translation force-includes (kernels/cuda).
constexpr const char *PreludeHeader = "__ultima_prelude.h";
/// Force-included after the prelude and parsed as text, never precompiled: its
/// definitions (clock64, __trap, ...) are translated where a kernel reaches them.
constexpr const char *DeviceRuntimeHeader = "__ultima_device_runtime.h";

/// The clang command line used for \p options (without the input file), with
/// \p prelude (the arguments that bring in the prelude: `-include` it, or
/// load its PCH; PreludePch.h) before the input's own include directories,
/// defines and extra arguments.
std::vector<std::string> frontendArguments(const Options &options,
                                           const std::vector<std::string> &prelude);

ParsedInput parseCuda(std::string_view source, const Options &options);

/// The translation unit's top-level declarations except the prelude's: where
/// every walk over the whole input starts. The prelude declares builtins only
/// (each pass reaches what it needs of it through references), and with a
/// precompiled prelude (PreludePch.h) listing the translation unit's
/// declarations would read every one of them back from the PCH.
std::vector<clang::Decl *> topLevelDeclsAfterPrelude(clang::ASTContext &ctx);

/// A function only the host runs (neither __device__ nor __global__): the
/// parse type-checks its body, nothing of it is emitted.
bool isHostOnlyFunction(const clang::FunctionDecl *fd);

/// The files \p ast read from disk (Result::includedFiles): every file entry
/// of its source manager except the main file and the embedded headers.
std::vector<IncludedFile> includedFiles(const clang::ASTUnit &ast);

} // namespace ultima

#endif
