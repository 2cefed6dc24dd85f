//===- ultima/Translator.h - CUDA C++ to OpenCL C 1.2 translation -*- C++ -*-===//
///
/// \file
/// The translator's public C++ API. `translate` parses CUDA device code, decides
/// how every construct maps to OpenCL C 1.2 and prints it. It is thread-safe and
/// keeps no global state; errors come back as located diagnostics, never as
/// exceptions or aborts.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_TRANSLATOR_H
#define ULTIMA_TRANSLATOR_H

#include <string>
#include <string_view>
#include <vector>

namespace ultima {

/// Options for one translation.
struct Options {
  /// Name shown in diagnostics and `#line` directives for the input.
  std::string fileName = "input.cu";
  /// Emit `#line` directives that map the output back to the input.
  bool lineDirectives = false;
  /// Compile the output as OpenCL C 1.2 in-process; a failure is an internal error.
  bool verify = false;
  /// Keep `assert()` calls: a failed check prints "file:line: device-side assertion
  /// failed" with printf and execution continues (OpenCL has no trap). Dropped by default.
  bool keepAsserts = false;
  /// C++ standard for the CUDA parse ("c++14", "c++17", ...). Set explicitly
  /// because Clang versions default to different standards.
  std::string languageStandard = "c++14";
  /// Extra include directories (-I) and macro definitions (-D NAME or NAME=VALUE).
  std::vector<std::string> includeDirs;
  std::vector<std::string> defines;
  /// Further arguments passed to the Clang frontend, as after `--` on the command line.
  std::vector<std::string> extraArgs;
  /// OpenCL extensions the target device supports; lowerings with a native form
  /// use it, e.g. cl_khr_fp16 for native half. The output then needs them.
  std::vector<std::string> targetExtensions;
};

enum class Severity { Note, Warning, Error };

/// One located diagnostic, printed clang-style as
/// `file:line:col: error: message [ultima-id]`.
struct Diagnostic {
  Severity severity = Severity::Error;
  std::string file;  ///< empty when the diagnostic has no location
  unsigned line = 0; ///< 1-based; 0 when unknown
  unsigned column = 0;
  std::string message;
  std::string id; ///< stable ID without the "ultima-" prefix, e.g. "unsupported-recursion"

  /// The clang-style one-line rendering.
  std::string format() const;
};

/// A file the parse read from disk: a header the source includes.
struct IncludedFile {
  std::string path;     ///< as Clang opened it
  std::string contents; ///< the bytes Clang parsed
};

/// OpenCL extension names the translator and the runtime share, named once.
inline constexpr const char Fp64Extension[] = "cl_khr_fp64";
inline constexpr const char Fp16Extension[] = "cl_khr_fp16";
/// CUDA warps become OpenCL sub-groups of 32 (kernels/opencl/warp_subgroup.cl)
/// on a target with all of these; otherwise they are emulated in __local memory.
inline constexpr const char *SubGroupWarpExtensions[] = {
    "cl_khr_subgroups", "cl_khr_subgroup_shuffle", "cl_khr_subgroup_ballot",
    "cl_intel_required_subgroup_size"};

/// What a translated program needs from the device it is built for, as the
/// translator decided it (not found by searching the output).
struct Capabilities {
  /// Double precision: the program uses `double` (Analysis/Reachability) or a
  /// polyfill that computes in double.
  bool fp64 = false;
  /// Warps are sub-groups of 32: the program needs SubGroupWarpExtensions.
  bool subGroupWarps = false;
  /// Every OpenCL extension the program enables or relies on, each once, in
  /// first-use order (`cl_khr_fp64` first when fp64).
  std::vector<std::string> extensions;
};

struct Result {
  std::string openclSource;
  /// What openclSource needs from the device (empty unless ok).
  Capabilities needs;
  std::vector<Diagnostic> diagnostics;
  bool ok = false;
  /// Every file the parse read from disk (headers reached through #include),
  /// each once, in the order Clang entered them; not the input itself nor
  /// ultima's embedded headers. A cache of translations keyed on the source
  /// must also check these (the runtime's does).
  std::vector<IncludedFile> includedFiles;
};

/// Translates CUDA C++ device code to OpenCL C 1.2.
Result translate(std::string_view source, const Options &options = Options());

/// The translator version string, e.g. "ultima 0.1.0 (Clang 15.0.6)".
std::string versionString();

/// A digest (hex SHA-256) of the OpenCL polyfills compiled into the
/// translator (kernels/opencl): it changes whenever one of them does, for
/// caches of translated programs.
std::string polyfillFingerprint();

} // namespace ultima

#endif
