//===- CompileOptions.cpp - NVRTC's option spellings -------------------------===//
///
/// \file
/// CuPy passes its `options` to NVRTC, so users write NVRTC's spellings:
/// `-DX`/`--define-macro=X`, `-UX`/`--undefine-macro=X`, `-IDIR`/`--include-path=DIR`,
/// `-include H`/`--pre-include=H`, `-std=c++14`/`--std=c++14`, `--use_fast_math`,
/// `--ftz=true`. What only tunes NVIDIA code generation (the architecture,
/// register counts, debug and line information, fused multiply-add and
/// division precision choices, relocatable code) has no OpenCL counterpart and
/// is accepted without effect, as a different GPU would ignore it too.
///
//===----------------------------------------------------------------------===//
#include "ultima/runtime/Errors.h"
#include "ultima/runtime/Program.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSwitch.h"

namespace ultima::runtime {

namespace {

/// The value of `--name=value`, `-name=value` or `-nameVALUE` in \p opt for
/// any of \p spellings (each given with its dashes and, where it takes one, `=`).
bool valueOf(llvm::StringRef opt, std::initializer_list<llvm::StringRef> spellings,
             std::string &value) {
  for (llvm::StringRef s : spellings)
    if (opt.startswith(s) && opt.size() > s.size()) {
      value = opt.drop_front(s.size()).ltrim().str();
      return !value.empty();
    }
  return false;
}

/// Options that only choose how NVIDIA hardware runs the code.
bool isNvidiaCodegenOption(llvm::StringRef opt) {
  for (llvm::StringRef prefix :
       {"-arch=", "-arch ", "--gpu-architecture=", "--maxrregcount=", "-maxrregcount=", "--fmad=",
        "-fmad=", "--prec-div=", "-prec-div=", "--prec-sqrt=", "-prec-sqrt=", "--ftz=false",
        "-ftz=false", "-rdc=", "--relocatable-device-code="})
    if (opt.startswith(prefix))
      return true;
  return llvm::StringSwitch<bool>(opt)
      .Cases("-lineinfo", "--generate-line-info", "-G", "--device-debug", true)
      .Cases("--extra-device-vectorization", "-extra-device-vectorization", true)
      .Cases("--restrict", "-restrict", "-default-device", "--device-as-default-execution-space",
             true)
      .Cases("--builtin-move-forward=true", "--builtin-initializer-list=true", true)
      .Default(false);
}

bool knownStandard(llvm::StringRef std) {
  return llvm::StringSwitch<bool>(std)
      .Cases("c++03", "c++11", "c++14", "c++17", "c++20", true)
      .Default(false);
}

} // namespace

CompileOptions parseCompileOptions(const std::vector<std::string> &options) {
  CompileOptions o;
  for (const std::string &text : options) {
    llvm::StringRef opt(text);
    std::string value;
    if (valueOf(opt, {"--define-macro=", "-D"}, value))
      o.defines.push_back(value);
    else if (valueOf(opt, {"--undefine-macro=", "-U"}, value))
      o.extraArgs.insert(o.extraArgs.end(), {"-U", value});
    else if (valueOf(opt, {"--include-path=", "-I"}, value))
      o.includeDirs.push_back(value);
    else if (valueOf(opt, {"--pre-include=", "-include="}, value) ||
             (opt.startswith("-include ") && valueOf(opt, {"-include "}, value)))
      o.extraArgs.insert(o.extraArgs.end(), {"-include", value});
    else if (valueOf(opt, {"--std=", "-std="}, value)) {
      if (!knownStandard(value))
        throw ArgumentError("unsupported language standard '" + value + "' in option '" + text +
                            "' (c++03, c++11, c++14, c++17 or c++20)");
      o.languageStandard = value;
    } else if (opt == "--use_fast_math" || opt == "-use_fast_math")
      o.buildOptions += " -cl-fast-relaxed-math";
    else if (opt == "--ftz=true" || opt == "-ftz=true")
      o.buildOptions += " -cl-denorms-are-zero";
    else if (opt == "-w" || opt == "--disable-warnings")
      o.noWarnings = true;
    else if (!isNvidiaCodegenOption(opt))
      throw ArgumentError("unsupported compile option '" + text +
                          "' (supported: NVRTC's -D/--define-macro, -U/--undefine-macro, "
                          "-I/--include-path, -include/--pre-include, -std/--std, "
                          "--use_fast_math, --ftz, -w; -arch, --fmad, --prec-div, --prec-sqrt, "
                          "--maxrregcount, -lineinfo, -G, -rdc have no effect)");
  }
  return o;
}

} // namespace ultima::runtime
