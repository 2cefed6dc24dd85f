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
  /// Pass every global/constant pointer parameter of a kernel as a buffer and
  /// a byte offset (`p__base`, `ulong p__offset`): a host runtime that hands
  /// out device addresses (ultima-cc's cudart) can then pass `p + n`, which
  /// OpenCL 1.2 cannot express as a buffer of its own.
  bool pointerOffsets = false;
  /// Make every reachable `__constant__` and `__device__` program-scope
  /// variable a device symbol (a buffer the host owns, initialised from
  /// KernelParameter::initialBytes), as if host code named each: a runtime
  /// that lets its user read and write any of them by name (CuPy's
  /// RawModule.get_global) sets it. A variable the host could not hold (one
  /// holding pointers, or an initializer that is not a constant) stays
  /// program-scope data.
  bool hostVisibleVariables = false;
  /// Where precompiled headers of ultima's prelude are kept for later
  /// processes (the runtime passes its cache directory). Empty: they live in
  /// this process only, built on the second translation with the same options.
  std::string preludeCacheDir;
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

/// One parameter of an emitted kernel, in the order the OpenCL program
/// declares them: the CUDA parameters (a CuPy CArray is two), then device
/// symbols, then the dynamic shared memory buffer.
struct KernelParameter {
  enum class Kind {
    Value,         ///< passed by value (scalar, vector, struct)
    Buffer,        ///< a pointer to global or constant memory
    BufferOffset,  ///< the byte offset into the Buffer before it (Options::pointerOffsets)
    CArrayData,    ///< the data pointer of a CuPy CArray parameter
    CArrayInfo,    ///< the CArray_N info struct of a CuPy CArray parameter
    Symbol,        ///< a `__device__`/`__constant__` variable (`symbol` names it)
    DynamicShared, ///< the `extern __shared__` buffer: its size is the launch's
    /// A `cudaTextureObject_t` or `cudaSurfaceObject_t` parameter is two: the
    /// buffer of the object's resource (`__global uchar *`)...
    TextureData,
    /// ...then its `ultima_texture` descriptor, by value (kernels/opencl/tex_core.cl).
    TextureDesc,
    /// The grid barrier of a kernel that reaches cooperative groups'
    /// `grid_group::sync()` or `is_valid()` (`__global uint *`, 4 words,
    /// `symbol` names it): a fresh buffer at each launch, its first word 1 in
    /// a cooperative launch and 0 otherwise, the rest 0.
    GridSync,
    /// A texture's (not a surface's) image path, after its TextureDesc: four
    /// OpenCL parameters when the program is built with
    /// `-D ULTIMA_TEXTURE_IMAGES` (an image2d_t, an image3d_t, an
    /// image2d_array_t and a sampler_t), none otherwise. Its declaration is
    /// empty: the descriptor's declaration ends with the macro that declares
    /// them.
    TextureImages,
  };
  Kind kind = Kind::Value;
  std::string name;
  std::string declaration; ///< as printed, e.g. "__global const float *x"
  /// Value: the OpenCL type ("int", "float4", a struct's name); pointers: the
  /// pointee type. Typedefs are resolved (the declaration keeps their names).
  std::string type;
  std::string addressSpace; ///< pointers: "global", "constant" or "local"
  int cudaIndex = -1;       ///< the CUDA parameter it comes from; -1 if added
  /// Symbol: the CUDA variable, qualified; TextureData, TextureDesc and
  /// TextureImages: the texture reference (`texture<T, dim, mode>`) they carry, qualified, or
  /// empty for a texture or surface object parameter (cudaIndex).
  std::string symbol;
  /// Symbol: the variable's size in bytes (`type` is its element type);
  /// Value: the argument's size in bytes (what the launch must pass).
  unsigned long long size = 0;
  /// Symbol: its initial contents (`size` bytes, as the device stores them),
  /// empty when it starts as zeros.
  std::string initialBytes;
  /// A leaf of a struct parameter passed field by field (a Buffer: a device
  /// pointer, or a Value): where it lies in the CUDA argument `cudaIndex`,
  /// in bytes, as the host lays the struct out; `size` is the leaf's,
  /// `argumentSize` the whole argument's, `field` its path ("in",
  /// "inner.p", "ptrs[1]"). -1: the parameter is the whole argument.
  long long fieldOffset = -1;
  unsigned long long argumentSize = 0;
  std::string field;
};

/// An emitted kernel's OpenCL signature.
struct KernelSignature {
  std::string name;     ///< the OpenCL name (mangled C name for a template)
  std::string cudaName; ///< qualified, with template arguments: "scale<float>"
  /// The name a CUDA host compilation registers the kernel under
  /// (`__cudaRegisterFunction`): Itanium-mangled, or plain for extern "C".
  std::string mangledName;
  std::string file;
  unsigned line = 0;
  std::vector<KernelParameter> params;
};

/// A `<<<...>>>` launch in host code; expressions are the source text as
/// written (empty when the launch leaves them out).
struct LaunchSite {
  std::string kernel;     ///< the OpenCL name of the launched kernel
  std::string cudaKernel; ///< KernelSignature::cudaName of that kernel
  std::string callee;     ///< the kernel as written at the launch
  std::string function;   ///< the host function that launches it
  std::string file;
  unsigned line = 0, column = 0;
  std::string grid, block, sharedMemory, stream;
  std::vector<std::string> arguments;
};

/// A kernel that host code names without launching it (`(void)&k<int>;`,
/// as NVRTC's name expressions do): which host function names which kernel.
struct KernelReference {
  std::string kernel;     ///< the OpenCL name of the kernel
  std::string cudaKernel; ///< KernelSignature::cudaName of that kernel
  std::string function;   ///< the host function that names it (qualified)
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
  /// The emitted kernels (when ok), in output order.
  std::vector<KernelSignature> kernels;
  /// Every kernel launch in host code (when ok), in source order. Each
  /// launched kernel is emitted, wherever it is defined.
  std::vector<LaunchSite> launches;
  /// Every kernel host code names other than as a launch's callee (when ok),
  /// in source order.
  std::vector<KernelReference> kernelReferences;
};

/// The launch manifest: `result`'s kernels and launch sites as JSON (format
/// in docs/launch-manifest.md).
std::string launchManifestJson(const Result &result);

/// Translates CUDA C++ device code to OpenCL C 1.2.
Result translate(std::string_view source, const Options &options = Options());

/// \p source with what nvcc accepts in host code and Clang does not
/// respelt in place, every other character at its offset: a launch written
/// `k << < g, b >> > (...)` as `k<<<g, b>>>(...)`, and a declaration
/// `__shared__ alignas(N) T a[...]` as `alignas(N) __shared__ T a[...]`. translate() does this
/// itself; a host compilation of the same file (ultima-cc's) needs it too.
/// Empty when nothing needed respelling.
std::string respellNvccHostSource(std::string_view source);

/// The translator version string, e.g. "ultima 0.1.0 (Clang 15.0.6)".
std::string versionString();

/// A digest (hex SHA-256) of the OpenCL polyfills compiled into the
/// translator (kernels/opencl): it changes whenever one of them does, for
/// caches of translated programs.
std::string polyfillFingerprint();

/// Everything besides its input and Options that decides what translate()
/// returns: versionString() and a digest, taken at build time, of the
/// translator's sources, clang-compat and kernels/ (headers and polyfills).
/// Any change to those changes it, so caches of translations keyed on it
/// (the runtime's) never return what another translator produced.
std::string translatorFingerprint();

} // namespace ultima

#endif
