//===- ultima/runtime/Program.h - translate, build, cache --------*- C++ -*-===//
///
/// \file
/// From CUDA source to a built cl::Program on the current device: translation
/// (in-process, with #line directives so build errors point at the user's
/// lines), then clBuildProgram through two caches: an in-memory map from
/// (OpenCL source, build options) to the program, and the DiskCache of
/// program binaries keyed by programKey. ULTIMA_SAVE_SOURCE=DIR writes every
/// translated pair of sources to DIR.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_RUNTIME_PROGRAM_H
#define ULTIMA_RUNTIME_PROGRAM_H

#include "ultima/Translator.h"
#include "ultima/runtime/Device.h"
#include <string>
#include <vector>

namespace ultima::runtime {

/// CuPy-style compile options split into translator and OpenCL parts.
struct CompileOptions {
  std::vector<std::string> defines;     ///< -DNAME[=VALUE]
  std::vector<std::string> includeDirs; ///< -IDIR
  std::string languageStandard = "c++14";
  std::vector<std::string> extraArgs; ///< Clang arguments: -U NAME, -include FILE
  std::string buildOptions;           ///< for clBuildProgram
  bool noWarnings = false;            ///< -w: no warnings in the compile log
  /// Not an NVRTC option: RawModule sets it so that every kernel pointer
  /// parameter is passed as its buffer and a byte offset (Options::pointerOffsets).
  bool pointerOffsets = false;
};
/// Parses NVRTC's option spellings (src/CompileOptions.cpp lists them):
/// ("-DN=4", "--define-macro=N", "-I/x", "--std=c++17", "--use_fast_math", ...);
/// options that only tune NVIDIA code generation (-arch, --fmad, -lineinfo, ...)
/// are accepted and have no effect. Throws ArgumentError naming an option it
/// does not know.
CompileOptions parseCompileOptions(const std::vector<std::string> &options);

/// A translated program and what it needs from the device (as the translator reports it).
struct TranslatedProgram {
  std::string opencl;
  ultima::Capabilities needs;
  /// Every emitted kernel: its CUDA name (with template arguments), OpenCL
  /// name, and per OpenCL parameter its kind and the byte size of a by-value
  /// one (0 for others).
  struct Kernel {
    std::string cudaName, name;
    std::vector<ultima::KernelParameter::Kind> kinds;
    std::vector<unsigned long long> valueSizes;
    /// Per OpenCL parameter: the device symbol a Symbol one carries (qualified);
    /// for a leaf of a struct parameter passed field by field, `.` and its
    /// field path (KernelParameter::field: `.in`, `.inner.p`); else empty.
    std::vector<std::string> symbols;
  };
  std::vector<Kernel> kernels;
  /// Every device symbol (`__device__`/`__constant__` variable passed as a
  /// buffer) some kernel takes, once: its qualified name, size in bytes,
  /// element type (OpenCL spelling) and initial bytes (empty: zeros).
  struct Symbol {
    std::string name, type, initialBytes;
    unsigned long long size = 0;
  };
  std::vector<Symbol> symbols;
  /// (host function, OpenCL kernel name) for each kernel host code names
  /// without launching it (Result::kernelReferences): how a RawModule finds
  /// the kernel of each name expression.
  std::vector<std::pair<std::string, std::string>> kernelReferences;
  /// The translator's warnings, clang-style, one a line.
  std::string warnings;
};

/// CUDA -> OpenCL C for the current device; throws TranslationError. \p fileName
/// names the source in diagnostics and #line directives. Translations are
/// cached in memory and on disk (translationKey), each used only while the
/// files it included keep their content: a cache hit runs no Clang.
TranslatedProgram translateForDevice(Device &device, const std::string &cuda,
                                     const CompileOptions &opts, const std::string &fileName);

/// Builds \p openclSource for \p device through the caches; throws CompileError
/// with the build log, or Error when \p needs asks for fp64 and the device has none.
cl::Program buildProgram(Device &device, const std::string &openclSource,
                         const std::string &buildOptions, const ultima::Capabilities &needs = {});

/// The disk-cache key: SHA-256 over the source, the build options, the device
/// name, driver and platform versions, the ultima version and the translator's
/// polyfillFingerprint() (kernels/opencl), and the entry format version.
std::string programKey(const std::string &openclSource, const std::string &buildOptions,
                       const std::string &deviceName, const std::string &driverVersion,
                       const std::string &platformVersion);

/// How many times this process has run the translator (both caches
/// missed); for tests and benchmarks of the caches.
unsigned long long translationsRun();

/// ultima::translate, through libultimaTranslator, which the runtime does
/// not link: the first call opens it (from the runtime's own directory, else
/// the library search path) and checks that it is the translator this
/// runtime was built with; start-up and cache hits never load Clang. Throws
/// Error if the library cannot be loaded.
Result translateWithLibrary(std::string_view source, const Options &options);

/// Whether this process has loaded libultimaTranslator (for tests).
bool translatorLibraryLoaded();

/// The disk-cache key of a translation: SHA-256 over "ultima-translation",
/// the entry format version, \p translatorFingerprint
/// (ultima::translatorFingerprint()) and \p inputs (the source, its file
/// name, the language standard, the pointer mode, the defines, include
/// directories, extra Clang arguments and the device's extensions).
std::string translationKey(const std::vector<std::string> &inputs,
                           const std::string &translatorFingerprint);

/// Build options every program gets (kernel argument info, used to convert
/// Python scalars to the parameter's type).
const char *baseBuildOptions();

} // namespace ultima::runtime

#endif
