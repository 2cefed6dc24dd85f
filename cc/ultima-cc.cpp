//===- ultima-cc.cpp - an nvcc-like driver: whole CUDA programs on OpenCL -===//
///
/// \file
/// `ultima-cc [options] FILES... -o prog` builds a native executable from
/// CUDA (`.cu`) and C/C++ sources, objects and libraries (docs/ultima-cc.md).
/// For each `.cu` file the device side is translated in-process (with
/// Options::pointerOffsets, which libultima-cudart's device addresses need)
/// and packed with its launch manifest (FatBinaryWriter.h);
/// Clang then compiles the host side in CUDA host mode against ultima's CUDA
/// headers and embeds that container as the "GPU binary"
/// (-fcuda-include-gpubinary), so that the registration code Clang generates
/// hands it to libultima-cudart at start-up. The link adds libultima-cudart.
///
//===----------------------------------------------------------------------===//
#include "FatBinaryWriter.h"
#include "Files.h"
#include "Invocation.h"
#include "ultima/CacheFile.h"
#include "ultima/Translator.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdlib>
#include <memory>
#include <system_error>

using namespace ultima;
using namespace ultima::cc;

namespace {

const char *Usage =
    "usage: ultima-cc [options] FILES... [-o OUTPUT]\n"
    "Builds CUDA (.cu) and C/C++ sources, objects and libraries into a native\n"
    "executable whose kernels run on an OpenCL device (ULTIMA_DEVICE chooses it).\n"
    "  -c                 compile only: one object per source\n"
    "  -o FILE            the executable or object (default a.out, or NAME.o with -c)\n"
    "  -x c|c++|cu        the language of every source, whatever its suffix\n"
    "  -I DIR, -D NAME[=VAL], -U NAME, -std=STD, -O<n>   as for nvcc\n"
    "  -l LIB, -L DIR, -Xlinker A,B                      passed to the link\n"
    "  -Xcompiler A,B, -g, -W..., -f..., -m...          passed to the host compiler\n"
    "  -arch=, -gencode=, -code=, -G, -lineinfo, --use_fast_math, ...  accepted, ignored\n"
    "  -v                 print the commands run\n";

std::string clangPath() {
  if (const char *env = std::getenv("ULTIMA_CC_CLANG"))
    return env;
  return ULTIMA_CC_CLANG;
}

int run(const std::vector<std::string> &command, bool verbose) {
  if (verbose) {
    for (const std::string &a : command)
      llvm::errs() << a << ' ';
    llvm::errs() << '\n';
  }
  std::vector<llvm::StringRef> args(command.begin(), command.end());
  std::string message;
  int rc = llvm::sys::ExecuteAndWait(command.front(), args, {}, {}, 0, 0, &message);
  if (rc < 0)
    llvm::errs() << "ultima-cc: error: cannot run " << command.front() << ": " << message << '\n';
  return rc;
}

/// A temporary file, removed when the driver ends.
class TempFiles {
public:
  std::string make(llvm::StringRef prefix, llvm::StringRef suffix) {
    llvm::SmallString<128> path;
    if (llvm::sys::fs::createTemporaryFile(prefix, suffix, path))
      return {};
    removers_.push_back(std::make_unique<llvm::FileRemover>(path));
    return std::string(path);
  }

private:
  std::vector<std::unique_ptr<llvm::FileRemover>> removers_;
};

/// An object or a library: a link input whatever -x says.
bool isLinkInput(llvm::StringRef input) {
  llvm::StringRef ext = llvm::sys::path::extension(input);
  return ext == ".o" || ext == ".obj" || ext == ".a" || ext == ".so" || ext == ".lib" ||
         input.contains(".so.");
}

/// The language \p input is compiled as: "cu", "c++" or "c"; empty for a
/// link input. -x names it for every source; else the suffix does.
std::string sourceLanguage(llvm::StringRef input, const Invocation &inv) {
  if (isLinkInput(input))
    return {};
  if (inv.language)
    return *inv.language;
  llvm::StringRef ext = llvm::sys::path::extension(input);
  if (ext == ".cu")
    return "cu";
  if (ext == ".c")
    return "c";
  if (ext == ".cc" || ext == ".cpp" || ext == ".cxx" || ext == ".C" || ext == ".c++")
    return "c++";
  return {};
}

/// Flags every host compilation gets from the command line.
void addCommonFlags(std::vector<std::string> &cmd, const Invocation &inv, bool cxx) {
  for (const std::string &d : inv.flags.includeDirs)
    cmd.push_back("-I" + d);
  for (const auto &[define, macro] : inv.flags.macros) // Clang takes -D and -U in order, as nvcc
    cmd.push_back((define ? "-D" : "-U") + macro);
  if (cxx)
    cmd.push_back("-std=" + inv.languageStandard());
  if (!inv.optimization.empty())
    cmd.push_back(inv.optimization);
  cmd.insert(cmd.end(), inv.hostFlags.begin(), inv.hostFlags.end());
}

/// Translates \p input's device code; the container file, or empty on error.
std::string translateDevice(const std::string &input, const Invocation &inv, TempFiles &temps) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> text = llvm::MemoryBuffer::getFile(input);
  if (!text) {
    llvm::errs() << "ultima-cc: error: cannot read '" << input << "': " << text.getError().message()
                 << " [ultima-io]\n";
    return {};
  }
  Options options;
  options.fileName = input;
  options.languageStandard = inv.languageStandard();
  inv.flags.apply(options);
  options.pointerOffsets = true;
  // nvcc keeps device assert()s unless the program defines NDEBUG (-DNDEBUG
  // reaches the translator among the user's macros, after this).
  options.keepAsserts = true;
  // Precompiled preludes shared between runs, in the one cache directory.
  options.preludeCacheDir = cacheDirectory();
  Result result = translate((*text)->getBuffer(), options);
  for (const Diagnostic &d : result.diagnostics)
    llvm::errs() << d.format() << '\n';
  if (!result.ok)
    return {};
  std::string blob = writeFatBinary(result);
  std::string path = temps.make("ultima-cc", "fatbin");
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec);
  if (path.empty() || ec) {
    llvm::errs() << "ultima-cc: error: cannot write a temporary file [ultima-io]\n";
    return {};
  }
  os << blob;
  return path;
}

/// The object -c writes for \p input: -o's file, else NAME.o.
std::string compileOnlyObject(const std::string &input, const Invocation &inv) {
  return inv.output ? *inv.output : (llvm::sys::path::stem(input) + ".o").str();
}

/// The files the invocation writes: the executable, or with -c each source's
/// object. Temporary files are not listed (they are new files).
std::vector<std::string> outputsOf(const Invocation &inv) {
  if (!inv.compileOnly)
    return {inv.output.value_or("a.out")};
  std::vector<std::string> outputs;
  for (const std::string &input : inv.inputs)
    if (!sourceLanguage(input, inv).empty())
      outputs.push_back(compileOnlyObject(input, inv));
  return outputs;
}

/// An error message when an output would replace one of the inputs (compared
/// by file identity, as `ultima` compares its own: `./x.cu`, a symbolic or a
/// hard link to an input count), else "".
std::string overwrittenInput(const Invocation &inv) {
  for (const std::string &output : outputsOf(inv))
    for (const std::string &input : inv.inputs)
      if (driver::isSameFile(input, output))
        return "output file '" + output + "' is the input file '" + input +
               "'; refusing to overwrite the input";
  return "";
}

/// An error message for the first input that cannot be one (a directory, a
/// missing source; a missing object is left to the linker), else "".
std::string badInput(const Invocation &inv) {
  for (const std::string &input : inv.inputs) {
    if (llvm::sys::fs::is_directory(input))
      return "cannot read '" + input +
             "': " + std::make_error_code(std::errc::is_a_directory).message();
    if (!sourceLanguage(input, inv).empty() && !llvm::sys::fs::exists(input))
      return "no such file: '" + input + "'";
  }
  return "";
}

/// An error message for the first output that cannot be written (a
/// directory, or in a directory that does not exist), else "": found before
/// anything is compiled, as `ultima` checks its -o.
std::string badOutput(const Invocation &inv) {
  for (const std::string &output : outputsOf(inv)) {
    if (llvm::sys::fs::is_directory(output))
      return "cannot write '" + output +
             "': " + std::make_error_code(std::errc::is_a_directory).message();
    llvm::StringRef dir = llvm::sys::path::parent_path(output);
    if (!dir.empty() && !llvm::sys::fs::is_directory(dir))
      return "cannot write '" + output + "': directory '" + dir.str() + "' does not exist";
  }
  return "";
}

/// A Clang VFS overlay (-ivfsoverlay) that shows \p input with what nvcc
/// accepts and Clang does not respelt (respellNvccHostSource), under its own
/// name and folder, so that its diagnostics and `#include "..."` are as
/// without it; empty when the file needs none (or on error, which the
/// compilation then reports).
std::string nvccSpellingOverlay(const std::string &input, TempFiles &temps) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> text = llvm::MemoryBuffer::getFile(input);
  if (!text)
    return {};
  std::string respelt = respellNvccHostSource((*text)->getBuffer());
  llvm::SmallString<256> absolute(input);
  if (respelt.empty() || llvm::sys::fs::make_absolute(absolute))
    return {};
  llvm::sys::path::remove_dots(absolute, /*remove_dot_dot=*/true);
  std::string copy = temps.make("ultima-cc-host", llvm::sys::path::extension(input).drop_front());
  std::string overlay = temps.make("ultima-cc-overlay", "yaml");
  std::error_code ec;
  {
    llvm::raw_fd_ostream os(copy, ec);
    if (copy.empty() || ec)
      return {};
    os << respelt;
  }
  llvm::json::Object file{{"name", llvm::sys::path::filename(absolute).str()},
                          {"type", "file"},
                          {"external-contents", copy}};
  llvm::json::Object folder{{"name", llvm::sys::path::parent_path(absolute).str()},
                            {"type", "directory"},
                            {"contents", llvm::json::Array{std::move(file)}}};
  llvm::json::Object root{{"version", 0},
                          {"use-external-names", false},
                          {"roots", llvm::json::Array{std::move(folder)}}};
  llvm::raw_fd_ostream os(overlay, ec); // JSON is YAML
  if (overlay.empty() || ec)
    return {};
  os << llvm::json::Value(std::move(root));
  return overlay;
}

/// Compiles one source to \p object; the exit status.
int compile(const std::string &input, const std::string &object, const Invocation &inv,
            TempFiles &temps) {
  std::string language = sourceLanguage(input, inv);
  std::vector<std::string> cmd{clangPath()};
  if (language == "c") {
    // C, as nvcc's host compiler sees it: the system's C library headers,
    // and the CUDA headers' C API.
    cmd.insert(cmd.end(),
               {"-x", "c", "-isystem", ULTIMA_CC_C_HEADERS, "-include", "__ultima_c_host.h"});
    addCommonFlags(cmd, inv, false);
  } else {
    // C++ files too are compiled as CUDA host code, so that they see the CUDA
    // headers as under nvcc; only .cu files have device code to embed.
    cmd.insert(cmd.end(), {"-x", "cuda", "--cuda-host-only", "-nocudainc", "-nocudalib",
                           "--cuda-path=/nonexistent", "-Wno-unknown-cuda-version",
                           "-D__ULTIMA_CC_HOST__", "-isystem", ULTIMA_CC_CUDA_HEADERS, "-include",
                           "__ultima_prelude.h", "-include", "__ultima_device_runtime.h"});
    if (std::string overlay = nvccSpellingOverlay(input, temps); !overlay.empty())
      cmd.insert(cmd.end(), {"-ivfsoverlay", overlay});
    if (language == "cu") {
      std::string blob = translateDevice(input, inv, temps);
      if (blob.empty())
        return 1;
      cmd.insert(cmd.end(), {"-Xclang", "-fcuda-include-gpubinary", "-Xclang", blob});
    }
    addCommonFlags(cmd, inv, true);
  }
  cmd.insert(cmd.end(), {"-c", input, "-o", object});
  return run(cmd, inv.verbose);
}

} // namespace

int main(int argc, char **argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  std::string error;
  std::optional<Invocation> inv = parseInvocation(args, error);
  if (!inv) {
    llvm::errs() << "ultima-cc: error: " << error << " [ultima-usage]\n" << Usage;
    return 2;
  }
  if (inv->help) {
    llvm::outs() << Usage;
    return 0;
  }
  if (inv->version) {
    llvm::outs() << "ultima-cc: " << versionString() << '\n';
    return 0;
  }
  if (std::string error = overwrittenInput(*inv); !error.empty()) {
    llvm::errs() << "ultima-cc: error: " << error << " [ultima-usage]\n";
    return 2;
  }
  error = badInput(*inv);
  if (error.empty())
    error = badOutput(*inv);
  if (!error.empty()) {
    llvm::errs() << "ultima-cc: error: " << error << " [ultima-io]\n";
    return 1;
  }
  TempFiles temps;
  std::vector<std::string> objects;
  for (const std::string &input : inv->inputs) {
    if (sourceLanguage(input, *inv).empty()) {
      objects.push_back(input); // objects and libraries go to the link
      continue;
    }
    std::string object = inv->compileOnly ? compileOnlyObject(input, *inv)
                                          : temps.make(llvm::sys::path::stem(input), "o");
    if (int rc = compile(input, object, *inv, temps))
      return rc < 0 ? 1 : rc;
    objects.push_back(object);
  }
  if (inv->compileOnly)
    return 0;
  std::vector<std::string> cmd{clangPath()};
  cmd.insert(cmd.end(), objects.begin(), objects.end());
  cmd.insert(cmd.end(), {"-o", inv->output.value_or("a.out")});
  cmd.insert(cmd.end(), inv->hostFlags.begin(), inv->hostFlags.end());
  cmd.insert(cmd.end(), inv->linkFlags.begin(), inv->linkFlags.end());
  // The CUDA libraries (cuRAND's host API, cuBLAS) are recorded as needed only
  // by programs calling them.
  cmd.insert(cmd.end(), {std::string("-L") + ULTIMA_CC_LIBDIR, "-Wl,--push-state,--as-needed",
                         "-lultima-curand", "-lultima-cublas", "-lultima-cufft", "-Wl,--pop-state",
                         "-lultima-cudart", std::string("-Wl,-rpath,") + ULTIMA_CC_LIBDIR});
  llvm::SmallVector<llvm::StringRef, 4> sanitizers;
  llvm::StringRef(ULTIMA_CC_LINK_SANITIZERS).split(sanitizers, ' ', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef flag : sanitizers)
    cmd.push_back(flag.str());
  int rc = run(cmd, inv->verbose);
  return rc < 0 ? 1 : rc;
}
