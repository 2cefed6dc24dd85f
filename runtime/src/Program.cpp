//===- Program.cpp - translation and cached program builds -----------------===//
#include "ultima/runtime/Program.h"
#include "ultima/Translator.h"
#include "ultima/runtime/DiskCache.h"
#include "ultima/runtime/Errors.h"
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

/// A memoised translation and what it read besides the source: each included
/// file's path and the SHA-256 of the content the translator parsed.
struct Translation {
  TranslatedProgram program;
  std::vector<std::pair<std::string, std::string>> includes;
};

/// Whether every file \p t included still has the content it had then (a
/// header that changed, vanished or became unreadable makes it stale).
bool stillCurrent(const Translation &t) {
  for (const auto &[path, digest] : t.includes) {
    std::optional<std::string> now = DiskCache::readRegularFile(path, DiskCache::MaxPayloadSize);
    if (!now || DiskCache::hashParts({*now}) != digest)
      return false;
  }
  return true;
}

} // namespace

TranslatedProgram translateForDevice(Device &device, const std::string &cuda,
                                     const CompileOptions &opts, const std::string &fileName) {
  static std::mutex mutex;
  // Keyed on the source and options; an entry is used only while the files
  // it included are unchanged (stillCurrent), else translated anew.
  static std::map<std::vector<std::string>, Translation> memo;
  Options o;
  o.fileName = fileName;
  o.lineDirectives = true;
  o.languageStandard = opts.languageStandard;
  o.defines = opts.defines;
  o.includeDirs = opts.includeDirs;
  o.extraArgs = opts.extraArgs;
  o.targetExtensions = device.translatorExtensions();
  o.pointerOffsets = opts.pointerOffsets;
  std::vector<std::string> key{cuda, fileName, o.languageStandard,
                               o.pointerOffsets ? "offsets" : "buffers"};
  key.insert(key.end(), o.defines.begin(), o.defines.end());
  key.push_back("|");
  key.insert(key.end(), o.includeDirs.begin(), o.includeDirs.end());
  key.push_back("|");
  key.insert(key.end(), o.extraArgs.begin(), o.extraArgs.end());
  key.push_back("|");
  key.insert(key.end(), o.targetExtensions.begin(), o.targetExtensions.end());
  {
    std::unique_lock<std::mutex> lock(mutex);
    auto it = memo.find(key);
    if (it != memo.end()) {
      Translation hit = it->second;
      lock.unlock(); // the headers are read without the lock
      if (stillCurrent(hit))
        return hit.program;
    }
  }
  Result r = translate(cuda, o);
  if (!r.ok) {
    std::vector<std::string> lines;
    std::string text;
    for (const Diagnostic &d : r.diagnostics) {
      lines.push_back(d.format());
      text += "\n" + d.format();
    }
    throw TranslationError("translation failed:" + text, lines);
  }
  saveSource(fileName, cuda, r.openclSource);
  Translation t{{r.openclSource, r.needs, {}, {}}, {}};
  for (const KernelSignature &k : r.kernels) {
    TranslatedProgram::Kernel &kernel = t.program.kernels.emplace_back();
    kernel.cudaName = k.cudaName;
    kernel.name = k.name;
    for (const KernelParameter &p : k.params) {
      kernel.kinds.push_back(p.kind);
      kernel.valueSizes.push_back(p.kind == KernelParameter::Kind::Value ? p.size : 0);
    }
  }
  for (const Diagnostic &d : r.diagnostics)
    if (d.severity == Severity::Warning)
      t.program.warnings += d.format() + "\n";
  for (const IncludedFile &f : r.includedFiles)
    t.includes.emplace_back(f.path, DiskCache::hashParts({f.contents}));
  std::lock_guard<std::mutex> lock(mutex);
  memo.insert_or_assign(key, t);
  return t.program;
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
    std::vector<std::vector<unsigned char>> binaries = program.getInfo<CL_PROGRAM_BINARIES>();
    if (binaries.size() == 1 && !binaries[0].empty())
      disk.store(key, binaries[0]);
  }
  std::lock_guard<std::mutex> lock(mutex);
  memo.emplace(std::make_pair(openclSource, options), program);
  return program;
}

} // namespace ultima::runtime
