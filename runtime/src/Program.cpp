//===- Program.cpp - translation and cached program builds -----------------===//
#include "ultima/runtime/Program.h"
#include "TranslationEntry.h"
#include "ultima/Translator.h"
#include "ultima/runtime/DiskCache.h"
#include "ultima/runtime/Errors.h"
#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <fstream>
#include <map>
#include <mutex>
#include <optional>

namespace ultima::runtime {

namespace {

void saveSource(const std::string &fileName, const std::string &cuda, const std::string &opencl) {
  const char *dir = std::getenv("ULTIMA_SAVE_SOURCE");
  if (!dir || !*dir)
    return;
  std::string stem = std::string(dir) + "/" + DiskCache::hashParts({cuda}).substr(0, 16);
  std::ofstream(stem + ".cu") << "// " << fileName << "\n" << cuda;
  std::ofstream(stem + ".cl") << opencl;
}

} // namespace

const char *baseBuildOptions() { return "-cl-kernel-arg-info"; }

namespace {

Options translatorOptions(Device &device, const CompileOptions &opts, const std::string &fileName) {
  Options o;
  o.fileName = fileName;
  o.lineDirectives = true;
  o.languageStandard = opts.languageStandard;
  // The runtime compiles as NVRTC does: __CUDACC_RTC__, and no host C library
  // in the environment (kernels/cuda/__ultima_nvcc_env.h).
  o.defines = opts.defines;
  o.defines.insert(o.defines.begin(), "__CUDACC_RTC__");
  o.includeDirs = opts.includeDirs;
  // NVRTC warns about variables declared and never used, Clang only when
  // asked: the compile log (RawKernel.compile(log_stream=)) carries them as
  // NVRTC's does (-w leaves every warning out of the log).
  o.extraArgs = {"-Wunused-variable", "-Wunused-but-set-variable"};
  o.extraArgs.insert(o.extraArgs.end(), opts.extraArgs.begin(), opts.extraArgs.end());
  o.targetExtensions = device.translatorExtensions();
  o.pointerOffsets = opts.pointerOffsets;
  // Every __device__/__constant__ variable is module storage the host can
  // reach (RawModule.get_global), initialised as written.
  o.hostVisibleVariables = true;
  o.preludeCacheDir = DiskCache::defaultDirectory();
  return o;
}

/// Every input of a translation but the translator itself, in order, each
/// list preceded by its length so that no two inputs give the same parts.
std::vector<std::string> translationInputs(const std::string &cuda, const Options &o) {
  std::vector<std::string> parts{cuda, o.fileName, o.languageStandard,
                                 o.pointerOffsets ? "offsets" : "buffers",
                                 o.hostVisibleVariables ? "host-visible" : "program-scope"};
  for (const auto *list : {&o.defines, &o.includeDirs, &o.extraArgs, &o.targetExtensions}) {
    parts.push_back(std::to_string(list->size()));
    parts.insert(parts.end(), list->begin(), list->end());
  }
  return parts;
}

std::atomic<unsigned long long> translations{0};

Translation translateNow(const std::string &cuda, const Options &o) {
  ++translations;
  Result r = translateWithLibrary(cuda, o);
  if (!r.ok) {
    std::vector<std::string> lines;
    std::string text;
    for (const Diagnostic &d : r.diagnostics) {
      lines.push_back(d.format());
      text += "\n" + d.format();
    }
    throw TranslationError("translation failed:" + text, lines);
  }
  Translation t{{r.openclSource, r.needs, {}, {}}, {}};
  for (const KernelSignature &k : r.kernels) {
    TranslatedProgram::Kernel &kernel = t.program.kernels.emplace_back();
    kernel.cudaName = k.cudaName;
    kernel.name = k.name;
    for (const KernelParameter &p : k.params) {
      // The Python runtime builds programs without ULTIMA_TEXTURE_IMAGES:
      // textures take the buffer path, and have no image parameters.
      if (p.kind == KernelParameter::Kind::TextureImages)
        continue;
      kernel.kinds.push_back(p.kind);
      kernel.valueSizes.push_back(p.kind == KernelParameter::Kind::Value ? p.size : 0);
      // A grid barrier is storage like a symbol's: no launch of the Python
      // runtime is cooperative, so its zeros are never written.
      bool symbol =
          p.kind == KernelParameter::Kind::Symbol || p.kind == KernelParameter::Kind::GridSync;
      // A texture reference's pair names it too (the launch refuses it).
      bool textureReference = (p.kind == KernelParameter::Kind::TextureData ||
                               p.kind == KernelParameter::Kind::TextureDesc) &&
                              !p.symbol.empty();
      kernel.symbols.push_back(symbol || textureReference ? p.symbol
                               : p.fieldOffset >= 0       ? "." + p.field
                                                          : "");
      if (symbol && std::none_of(t.program.symbols.begin(), t.program.symbols.end(),
                                 [&](const auto &s) { return s.name == p.symbol; }))
        t.program.symbols.push_back({p.symbol, p.type, p.initialBytes, p.size});
    }
  }
  for (const KernelReference &ref : r.kernelReferences)
    t.program.kernelReferences.emplace_back(ref.function, ref.kernel);
  for (const Diagnostic &d : r.diagnostics)
    if (d.severity == Severity::Warning)
      t.program.warnings += d.format() + "\n";
  for (const IncludedFile &f : r.includedFiles)
    t.includes.emplace_back(f.path, DiskCache::hashParts({f.contents}));
  return t;
}

} // namespace

unsigned long long translationsRun() { return translations; }

std::string translationKey(const std::vector<std::string> &inputs,
                           const std::string &translatorFingerprint) {
  std::vector<std::string> parts{"ultima-translation", std::to_string(DiskCache::FormatVersion),
                                 translatorFingerprint};
  parts.insert(parts.end(), inputs.begin(), inputs.end());
  return DiskCache::hashParts(parts);
}

TranslatedProgram translateForDevice(Device &device, const std::string &cuda,
                                     const CompileOptions &opts, const std::string &fileName) {
  static std::mutex mutex;
  // Keyed on the source and options; an entry is used only while the files
  // it included are unchanged (stillCurrent), else translated anew. The same
  // holds for the disk cache, keyed on the same inputs and the translator's
  // fingerprint: a new process reuses a translation without running Clang.
  static std::map<std::vector<std::string>, Translation> memo;
  Options o = translatorOptions(device, opts, fileName);
  std::vector<std::string> inputs = translationInputs(cuda, o);
  {
    std::unique_lock<std::mutex> lock(mutex);
    auto it = memo.find(inputs);
    if (it != memo.end()) {
      Translation hit = it->second;
      lock.unlock(); // the headers are read without the lock
      if (stillCurrent(hit))
        return hit.program;
    }
  }
  DiskCache disk(DiskCache::defaultDirectory());
  std::string key = translationKey(inputs, translatorFingerprint());
  std::optional<Translation> t;
  if (auto payload = disk.load(key)) {
    t = decodeTranslation(*payload);
    if (t && !stillCurrent(*t))
      t.reset();
  }
  if (!t) {
    t = translateNow(cuda, o);
    disk.store(key, encodeTranslation(*t));
  }
  saveSource(fileName, cuda, t->program.opencl);
  std::lock_guard<std::mutex> lock(mutex);
  memo.insert_or_assign(inputs, *t);
  return t->program;
}

std::string programKey(const std::string &openclSource, const std::string &buildOptions,
                       const std::string &deviceName, const std::string &driverVersion,
                       const std::string &platformVersion) {
  return DiskCache::hashParts({"ultima-program", std::to_string(DiskCache::FormatVersion),
                               versionString(), polyfillFingerprint(), deviceName, driverVersion,
                               platformVersion, buildOptions, openclSource});
}

namespace {

std::string buildLog(const cl::Program &program, const cl::Device &device) {
  try {
    return program.getBuildInfo<CL_PROGRAM_BUILD_LOG>(device);
  } catch (const cl::Error &) {
    return "";
  }
}

/// Builds \p program, turning a failure into CompileError.
void build(cl::Program &program, const cl::Device &device, const std::string &options) {
  try {
    program.build({device}, options.c_str());
  } catch (const cl::Error &e) {
    std::string log = buildLog(program, device);
    throw CompileError("OpenCL build failed (" + std::string(e.what()) + ", code " +
                           std::to_string(e.err()) + "):\n" + log,
                       log);
  }
}

} // namespace

cl::Program buildProgram(Device &device, const std::string &openclSource,
                         const std::string &buildOptions, const Capabilities &needs) {
  if (needs.fp64 && !device.hasFp64())
    throw Error("the kernel uses double precision, but device '" + device.name() +
                "' does not support " + Fp64Extension);
  std::string options = std::string(baseBuildOptions()) + buildOptions;
  static std::mutex mutex;
  static std::map<std::pair<std::string, std::string>, cl::Program> memo;
  {
    std::lock_guard<std::mutex> lock(mutex);
    auto it = memo.find({openclSource, options});
    if (it != memo.end())
      return it->second;
  }
  DiskCache disk(DiskCache::defaultDirectory());
  std::string key = programKey(openclSource, options, device.name(), device.driverVersion(),
                               device.platformVersion());
  cl::Program program;
  bool built = false;
  if (auto binary = disk.load(key)) {
    try {
      cl::Program::Binaries binaries{*binary};
      program = cl::Program(device.context(), {device.device()}, binaries);
      program.build({device.device()}, options.c_str());
      built = true;
    } catch (const cl::Error &) {
      built = false; // a binary the driver no longer accepts: rebuild from source
    }
  }
  if (!built) {
    program = cl::Program(device.context(), openclSource);
    build(program, device.device(), options);
    // Asking PoCL for the binary compiles every kernel of the program for any
    // work-group size, which no launch then uses: a launch compiles its own
    // (runtime-cache.md). Where the driver caches compiled kernels itself,
    // its cache serves the next process and no binary is stored.
    if (!device.cachesCompiledKernels()) {
      std::vector<std::vector<unsigned char>> binaries = program.getInfo<CL_PROGRAM_BINARIES>();
      if (binaries.size() == 1 && !binaries[0].empty())
        disk.store(key, binaries[0]);
    }
  }
  std::lock_guard<std::mutex> lock(mutex);
  memo.emplace(std::make_pair(openclSource, options), program);
  return program;
}

} // namespace ultima::runtime
