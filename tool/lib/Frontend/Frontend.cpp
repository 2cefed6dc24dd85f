//===- Frontend.cpp - parse CUDA device code -------------------------------===//
#include "Frontend.h"
#include "../Basic/Diagnostics.h"
#include "../Basic/EmbeddedFiles.h"
#include "AlignasOrder.h"
#include "LaunchChevrons.h"
#include "PreludePch.h"
#include "PtxEscapes.h"
#include "ultima/compat/ClangCompat.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticFrontend.h"
#include "clang/Basic/DiagnosticIDs.h"
#include "clang/Basic/DiagnosticLex.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/ASTUnit.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringSet.h"
#include <cstring>

using namespace clang;

namespace ultima {
namespace {

/// Turns Clang's diagnostics into ultima diagnostics with the ID "frontend".
class CollectingConsumer : public DiagnosticConsumer {
public:
  CollectingConsumer(std::vector<Diagnostic> &out, std::string mainFileName)
      : out(out), mainFileName(std::move(mainFileName)) {}

  void HandleDiagnostic(DiagnosticsEngine::Level level, const clang::Diagnostic &info) override {
    DiagnosticConsumer::HandleDiagnostic(level, info);
    if (level == DiagnosticsEngine::Ignored)
      return;
    if (level >= DiagnosticsEngine::Error && isPrecompiledHeaderError(info.getID()))
      refusedPrecompiled = true;
    ultima::Diagnostic d;
    d.severity = level == DiagnosticsEngine::Note      ? Severity::Note
                 : level == DiagnosticsEngine::Warning ? Severity::Warning
                                                       : Severity::Error;
    llvm::SmallString<256> text;
    info.FormatDiagnostic(text);
    d.message = std::string(text);
    SourceLocation loc = info.getLocation();
    bool unsupportedHeader = isUnsupportedHeaderStub(info, d.message);
    // A function of an embedded source header marked
    // unavailable("ULTIMA-UNSUPPORTED-CONSTRUCT why") (multi_grid_group::sync):
    // reported at the user's call under ultima's ID, without Clang's note
    // pointing into the header.
    bool refusedCall = false;
    if (info.getID() == diag::err_unavailable_message) {
      size_t at = d.message.find(UnsupportedConstructMarker);
      if (at != std::string::npos) {
        d.message = d.message.substr(at + std::strlen(UnsupportedConstructMarker));
        refusedCall = true;
      }
    }
    if (d.severity == Severity::Note && skipNextNote) {
      skipNextNote = false;
      return;
    }
    skipNextNote = refusedCall;
    if (unsupportedHeader) {
      d.message = d.message.substr(std::strlen(UnsupportedHeaderMarker));
      loc = userInclude(info.getSourceManager(), loc);
      sawUnsupportedHeader = true;
    } else if (sawUnsupportedHeader) {
      return; // what follows an unsupported library's #include only cascades from it
    }
    if (d.severity != Severity::Note)
      d.id = diagIdName(unsupportedHeader ? DiagID::UnsupportedHeader
                        : refusedCall     ? DiagID::UnsupportedConstruct
                                          : idFor(info.getID()))
                 .str();
    if (info.hasSourceManager())
      locate(d, info.getSourceManager(), loc, mainFileName);
    // A warning (and its notes) may be about host code, known once parsed.
    if (d.severity == Severity::Warning)
      lastWarning = info.getLocation();
    else if (d.severity == Severity::Error)
      lastWarning = SourceLocation();
    if (d.severity != Severity::Error && lastWarning.isValid())
      warningLocations.emplace_back(out.size(), lastWarning);
    out.push_back(std::move(d));
  }

  /// Indices in `out` of the warnings (and their notes), with the warning's location.
  std::vector<std::pair<size_t, SourceLocation>> warningLocations;
  /// Whether Clang reported that it could not use a precompiled header (an
  /// AST file: one built by another Clang, for other options or damaged).
  bool refusedPrecompiled = false;

private:
  /// kernels/cuda ships a stub for each CUDA toolkit library header (cuBLAS,
  /// Thrust...) whose only content is `#error ULTIMA-UNSUPPORTED-HEADER <h>: ...`,
  /// so that no CUDA installation's header is ever used instead.
  /// Clang's errors about loading an AST file: its serialization
  /// diagnostics (a PCH built with other options, macros or files: "definition
  /// of macro 'X' differs between the precompiled header and the command
  /// line", which does not name the file) and the frontend's
  /// "unable to load PCH file". ultima uses no modules, so only the
  /// precompiled prelude can cause them.
  static bool isPrecompiledHeaderError(unsigned id) {
    return (id >= diag::DIAG_START_SERIALIZATION && id < diag::DIAG_START_LEX) ||
           id == diag::err_fe_unable_to_load_pch;
  }
  static constexpr const char *UnsupportedHeaderMarker = "ULTIMA-UNSUPPORTED-HEADER ";
  static constexpr const char *UnsupportedConstructMarker = "ULTIMA-UNSUPPORTED-CONSTRUCT ";
  bool skipNextNote = false;

  static bool isUnsupportedHeaderStub(const clang::Diagnostic &info, llvm::StringRef message) {
    if (info.getID() != diag::err_pp_hash_error || !info.hasSourceManager() ||
        !compat::startsWith(message, UnsupportedHeaderMarker))
      return false;
    const SourceManager &sm = info.getSourceManager();
    return compat::startsWith(sm.getFilename(sm.getExpansionLoc(info.getLocation())),
                              EmbeddedIncludeDir);
  }

  /// The #include that brought in \p loc, seen from the user's code: the
  /// first including file that is neither ours nor a system header (a
  /// system Thrust header reaches our stub through its own includes).
  static SourceLocation userInclude(const SourceManager &sm, SourceLocation loc) {
    SourceLocation at = sm.getExpansionLoc(loc);
    for (unsigned depth = 0; depth < 256 && at.isValid(); ++depth) {
      bool ours = compat::startsWith(sm.getFilename(at), EmbeddedIncludeDir);
      if (!ours && !sm.isInSystemHeader(at))
        return at;
      SourceLocation includer = sm.getIncludeLoc(sm.getFileID(at));
      if (includer.isInvalid())
        return at;
      at = includer;
    }
    return at;
  }

  /// Clang's CUDA checks already reject some constructs outside our subset;
  /// report those under the same IDs our own passes use.
  static DiagID idFor(unsigned clangId) {
    switch (clangId) {
    case diag::err_cuda_device_exceptions:
      return DiagID::UnsupportedExceptions;
    case diag::err_cuda_vla:
      return DiagID::UnsupportedType;
    case diag::err_variadic_device_fn:
    case diag::err_va_arg_in_device:
      return DiagID::UnsupportedVariadic;
    default:
      return DiagID::Frontend;
    }
  }

  std::vector<Diagnostic> &out;
  std::string mainFileName;
  SourceLocation lastWarning;
  bool sawUnsupportedHeader = false;
};

/// The bodies of the functions that only the host runs: the parse
/// type-checks them, nothing of them is emitted.
class HostBodies : public RecursiveASTVisitor<HostBodies> {
public:
  bool VisitFunctionDecl(FunctionDecl *fd) {
    if (fd->doesThisDeclarationHaveABody() && isHostOnlyFunction(fd))
      ranges.push_back(fd->getBody()->getSourceRange());
    return true;
  }
  std::vector<SourceRange> ranges;
};

/// Drops Clang's warnings about host code: it is never emitted, and the
/// host compiler, not ultima, is the judge of it.
void dropHostWarnings(std::vector<Diagnostic> &diagnostics, const CollectingConsumer &consumer,
                      ASTUnit &ast) {
  if (consumer.warningLocations.empty())
    return;
  HostBodies bodies;
  for (Decl *d : topLevelDeclsAfterPrelude(ast.getASTContext()))
    bodies.TraverseDecl(d);
  const SourceManager &sm = ast.getSourceManager();
  std::vector<bool> drop(diagnostics.size(), false);
  for (const auto &[index, loc] : consumer.warningLocations) {
    SourceLocation at = sm.getExpansionLoc(loc);
    for (const SourceRange &body : bodies.ranges)
      if (sm.isPointWithin(at, sm.getExpansionLoc(body.getBegin()),
                           sm.getExpansionLoc(body.getEnd()))) {
        drop[index] = true;
        break;
      }
  }
  size_t kept = 0;
  for (size_t i = 0; i < diagnostics.size(); ++i)
    if (!drop[i]) {
      if (kept != i)
        diagnostics[kept] = std::move(diagnostics[i]);
      ++kept;
    }
  diagnostics.resize(kept);
}

} // namespace

bool isHostOnlyFunction(const FunctionDecl *fd) {
  return !fd->hasAttr<CUDADeviceAttr>() && !fd->hasAttr<CUDAGlobalAttr>();
}

bool isEmbeddedSourceHeader(llvm::StringRef path) {
  llvm::StringRef embedded(EmbeddedIncludeDir);
  if (!compat::startsWith(path, embedded))
    return false;
  llvm::StringRef rel = path.drop_front(embedded.size());
  return rel == "/cupy/complex.cuh" || compat::startsWith(rel, "/cupy/complex/") ||
         compat::startsWith(rel, "/thrust/") || rel == "/cooperative_groups.h" ||
         compat::startsWith(rel, "/cooperative_groups/") || compat::startsWith(rel, "/cub/") ||
         compat::startsWith(rel, "/__ultima_curand/") || rel == "/cuComplex.h" ||
         rel == "/" + std::string(DeviceRuntimeHeader) || rel == "/__ultima_math_promotion.h" ||
         rel == "/cupy/__ultima_floor_divide.cuh" || rel == "/cuda/barrier" ||
         rel == "/cuda/pipeline" || rel == "/cuda_pipeline.h" || rel == "/mma.h" ||
         rel == "/cuda_bf16.h";
}

std::vector<Decl *> topLevelDeclsAfterPrelude(ASTContext &ctx) {
  const SourceManager &sm = ctx.getSourceManager();
  std::vector<Decl *> decls;
  // noload_: the declarations parsed as text, none read from a PCH.
  for (Decl *d : ctx.getTranslationUnitDecl()->noload_decls()) {
    if (d->isFromASTFile())
      continue;
    SourceLocation loc = sm.getExpansionLoc(d->getLocation());
    llvm::StringRef file = loc.isValid() ? sm.getFilename(loc) : llvm::StringRef();
    if (compat::startsWith(file, llvm::StringRef(EmbeddedIncludeDir)) &&
        !isEmbeddedSourceHeader(file))
      continue;
    decls.push_back(d);
  }
  return decls;
}

std::vector<std::string> frontendArguments(const Options &options,
                                           const std::vector<std::string> &prelude) {
  std::vector<std::string> args = {
      "-x", "cuda", "--cuda-device-only", "--cuda-gpu-arch=sm_72",
      // Never look at a CUDA installation: our own headers declare everything.
      "-nocudainc", "-nocudalib", "--cuda-path=/nonexistent/ultima-no-cuda",
      // Host code sees the system's C and C++ headers, found the way the
      // Clang driver finds them; Clang's own builtin headers come from the
      // installation we were built against.
      "-resource-dir", ULTIMA_CLANG_RESOURCE_DIR, "-std=" + options.languageStandard,
      // Accept these so that we can reject them with our own located diagnostics.
      "-fexceptions", "-fcxx-exceptions", "-frtti", "-Wno-unused-value",
      "-Wno-unknown-cuda-version",
      // ultima reports VLAs itself (ultima-unsupported-type); Clang 19 adds a
      // warning of its own, which older Clangs do not know.
      "-Wno-unknown-warning-option", "-Wno-vla-cxx-extension",
      // nvcc and NVRTC warn about narrowing in braces (`int i[] = {n}` with a
      // ptrdiff_t n); Clang makes it an error by default. C converts as C++
      // would, so the output is the same.
      "-Wno-error=c++11-narrowing", "-isystem", EmbeddedIncludeDir};
  args.insert(args.end(), prelude.begin(), prelude.end());
  for (const std::string &dir : options.includeDirs)
    args.push_back("-I" + dir);
  for (const std::string &def : options.defines)
    args.push_back("-D" + def);
  if (!options.keepAsserts)
    args.emplace_back("-DNDEBUG");
  args.insert(args.end(), options.extraArgs.begin(), options.extraArgs.end());
  return args;
}

ParsedInput parseCuda(std::string_view source, const Options &options) {
  ParsedInput result;
  // nvcc compiles a .c file as C with the host compiler: it has no device
  // code, and C that is not C++ would fail the CUDA parse confusingly.
  if (compat::endsWith(llvm::StringRef(options.fileName), llvm::StringRef(".c"))) {
    ultima::Diagnostic d;
    d.file = options.fileName;
    d.message = "'" + options.fileName +
                "' is a C source file, which CUDA compiles as host code only: it has no device "
                "code to translate (give CUDA device code a .cu name)";
    d.id = diagIdName(DiagID::NotCuda).str();
    result.diagnostics.push_back(d);
    return result;
  }
  std::string fileName = options.fileName.empty() ? "input.cu" : options.fileName;
  // What nvcc accepts and Clang does not, respelt in place with every
  // column kept: `%globaltimer` with one `%` (PtxEscapes.h), and
  // `k << < g, b >> > (...)` as `k<<<g, b>>>(...)` (LaunchChevrons.h),
  // `__shared__ alignas(N)` as `alignas(N) __shared__` (AlignasOrder.h).
  std::string text = respellPtxRegisterEscapes(source, fileName);
  joinSpacedLaunchChevrons(text);
  moveAlignasFirst(text);
  std::unique_ptr<CollectingConsumer> consumer;
  auto parse = [&](const std::vector<std::string> &args,
                   const tooling::FileContentMappings &files) {
    result.diagnostics.clear();
    consumer = std::make_unique<CollectingConsumer>(result.diagnostics, options.fileName);
    // Tooling maps the main file into an in-memory file system under this name.
    result.ast = tooling::buildASTFromCodeWithArgs(
        llvm::StringRef(text), args, fileName, "ultima", std::make_shared<PCHContainerOperations>(),
        tooling::getClangStripDependencyFileAdjuster(), files, consumer.get());
  };
  std::vector<std::string> pchArguments = frontendArguments(options, {});
  const PreludePch *pch = preludePch(pchArguments, options.preludeCacheDir);
  while (pch) {
    parse(frontendArguments(options, {"-Xclang", "-include-pch", "-Xclang", pch->path, "-include",
                                      DeviceRuntimeHeader}),
          pch->files);
    // Clang refuses a PCH it cannot use, even one whose cache file checked
    // out (written by another Clang, or stored under the wrong key): it
    // names the file, or reports a serialization error that does not. Its
    // file goes and it is built once more (preludePch answers null after a
    // second refusal); without one, the prelude is parsed as text.
    bool refused = consumer->refusedPrecompiled;
    for (const Diagnostic &d : result.diagnostics)
      refused |= d.severity == Severity::Error && d.message.find(pch->path) != std::string::npos;
    if (!refused)
      break;
    discardPreludePch(pch, options.preludeCacheDir);
    pch = preludePch(pchArguments, options.preludeCacheDir);
  }
  if (!pch)
    parse(frontendArguments(options, {"-include", PreludeHeader, "-include", DeviceRuntimeHeader}),
          embeddedHeaderFiles());
  if (result.ast)
    dropHostWarnings(result.diagnostics, *consumer, *result.ast);
  bool hasErrors = false;
  for (const Diagnostic &d : result.diagnostics)
    hasErrors |= d.severity == Severity::Error;
  result.ok = result.ast && !hasErrors;
  if (!result.ast && !hasErrors) {
    ultima::Diagnostic d;
    d.message = "could not set up the CUDA parser";
    d.id = diagIdName(DiagID::Frontend).str();
    result.diagnostics.push_back(d);
  }
  return result;
}

std::vector<IncludedFile> includedFiles(const clang::ASTUnit &ast) {
  const SourceManager &sm = ast.getSourceManager();
  const SrcMgr::ContentCache *mainFile =
      &sm.getSLocEntry(sm.getMainFileID()).getFile().getContentCache();
  std::vector<IncludedFile> files;
  llvm::StringSet<> seen;
  llvm::StringRef embedded(EmbeddedIncludeDir);
  // Whether a file was included by ultima's headers, directly or not (the
  // system headers of nvcc's host environment that the prelude includes):
  // those are part of the translator, not of the input.
  auto fromEmbedded = [&](const SrcMgr::FileInfo &file) {
    for (SourceLocation at = file.getIncludeLoc(); at.isValid();) {
      FileID includer = sm.getFileID(at);
      if (compat::startsWith(sm.getFilename(at), embedded))
        return true;
      const SrcMgr::SLocEntry &e = sm.getSLocEntry(includer);
      if (!e.isFile())
        return false;
      at = e.getFile().getIncludeLoc();
    }
    return false;
  };
  // Every #include enters one local SLocEntry (a header included twice, two).
  for (unsigned i = 0, n = sm.local_sloc_entry_size(); i < n; ++i) {
    const SrcMgr::SLocEntry &entry = sm.getLocalSLocEntry(i);
    if (!entry.isFile())
      continue;
    const SrcMgr::ContentCache &content = entry.getFile().getContentCache();
    if (&content == mainFile || !content.OrigEntry)
      continue; // the input, or a buffer without a file (<built-in>)
    llvm::StringRef path = content.OrigEntry->getName();
    if (compat::startsWith(path, embedded) || fromEmbedded(entry.getFile()) ||
        !seen.insert(path).second)
      continue;
    auto buffer = content.getBufferIfLoaded();
    if (!buffer)
      continue;
    files.push_back({path.str(), buffer->getBuffer().str()});
  }
  return files;
}

} // namespace ultima
