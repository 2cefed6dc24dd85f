//===- CompileOptions.cpp - NVRTC's option spellings -------------------------===//
///
/// \file
/// CuPy passes its `options` to NVRTC, so users write NVRTC's spellings: the
/// rows of options/Options.def marked Nvrtc (`-DX`/`--define-macro=X`,
/// `-UX`/`--undefine-macro=X`, `-IDIR`/`--include-path=DIR`,
/// `-include H`/`--pre-include=H`, `-std=c++14`/`--std=c++14`,
/// `--use_fast_math`, `--ftz=true`, `-w`), whose -I/-D/-U/-std/-include
/// options::CompileFlags reads. What only tunes NVIDIA code generation (the
/// architecture, register counts, debug and line information, fused
/// multiply-add and division precision choices, relocatable code: the rows
/// marked NoEffect) has no OpenCL counterpart and is accepted without effect,
/// as a different GPU would ignore it too.
///
//===----------------------------------------------------------------------===//
#include "ultima/runtime/Errors.h"
#include "ultima/runtime/Program.h"

#include "ultima/options/CompileFlags.h"
#include "ultima/options/OptionTable.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Option/Arg.h"
#include "llvm/Option/ArgList.h"

#include <optional>

namespace ultima::runtime {

namespace {

/// One NVRTC option string, parsed: the arguments it stands for and the
/// parsed list, which points into them.
struct ParsedOption {
  std::vector<std::string> tokens;
  std::optional<llvm::opt::InputArgList> args;
};

/// \p tokens parsed with the rows of Options.def marked Nvrtc, if they are
/// exactly one option with its value.
std::optional<llvm::opt::InputArgList> parseOne(const std::vector<std::string> &tokens) {
  std::vector<const char *> argv;
  for (const std::string &t : tokens)
    argv.push_back(t.c_str());
  unsigned missingIndex = 0, missingCount = 0;
  llvm::opt::InputArgList args =
      options::parseArgs(argv, options::Nvrtc, missingIndex, missingCount);
  unsigned count = 0;
  for (const llvm::opt::Arg *arg : args) {
    unsigned id = arg->getOption().getID();
    if (id == options::OPT_INPUT || id == options::OPT_UNKNOWN)
      return std::nullopt;
    ++count;
  }
  if (missingCount || count != 1)
    return std::nullopt;
  return args;
}

/// NVRTC takes each option as one string, so "-include H" and "-arch sm_70"
/// hold an option and its separate value: \p text is parsed as itself, else
/// as its two halves around the first space; no args when neither is one
/// option.
ParsedOption parseOptionString(const std::string &text) {
  ParsedOption parsed{{text}, std::nullopt};
  parsed.args = parseOne(parsed.tokens);
  if (parsed.args)
    return parsed;
  llvm::StringRef option(text);
  size_t space = option.find_first_of(" \t");
  if (space == llvm::StringRef::npos)
    return parsed;
  parsed.tokens = {option.take_front(space).str(), option.drop_front(space).ltrim().str()};
  parsed.args = parseOne(parsed.tokens);
  return parsed;
}

[[noreturn]] void unsupported(const std::string &text) {
  throw ArgumentError("unsupported compile option '" + text +
                      "' (supported: NVRTC's -D/--define-macro, -U/--undefine-macro, "
                      "-I/--include-path, -include/--pre-include, -std/--std, "
                      "--use_fast_math, --ftz, -w; -arch, --fmad, --prec-div, --prec-sqrt, "
                      "--maxrregcount, -lineinfo, -G, -rdc have no effect)");
}

bool knownStandard(llvm::StringRef std) {
  return llvm::StringSwitch<bool>(std)
      .Cases("c++03", "c++11", "c++14", "c++17", "c++20", true)
      .Default(false);
}

/// Checks \p arg, parsed from \p text, and takes what only NVRTC has into
/// \p o (CompileFlags reads the rest).
void take(const llvm::opt::Arg &arg, const std::string &text, CompileOptions &o) {
  const llvm::opt::Option &opt = arg.getOption();
  if (opt.hasFlag(options::NoEffect))
    return;
  llvm::StringRef value = opt.getKind() == llvm::opt::Option::FlagClass
                              ? llvm::StringRef()
                              : llvm::StringRef(arg.getValue()).ltrim();
  switch (opt.getID()) {
  case options::OPT_std_EQ:
    if (!knownStandard(value))
      throw ArgumentError("unsupported language standard '" + value.str() + "' in option '" + text +
                          "' (c++03, c++11, c++14, c++17 or c++20)");
    return;
  case options::OPT_D:
  case options::OPT_U:
  case options::OPT_I:
  case options::OPT_include:
    if (value.empty())
      unsupported(text);
    return;
  case options::OPT_use_fast_math:
    o.buildOptions += " -cl-fast-relaxed-math";
    return;
  case options::OPT_ftz_EQ:
    if (value == "true")
      o.buildOptions += " -cl-denorms-are-zero";
    else if (!value.startswith("false"))
      unsupported(text);
    return;
  case options::OPT_w:
    o.noWarnings = true;
    return;
  default:
    unsupported(text);
  }
}

/// NVRTC's one-string options may hold spaces before a value ("-D X").
void trimValues(options::CompileFlags &flags) {
  auto trim = [](std::string &s) { s = llvm::StringRef(s).ltrim().str(); };
  for (std::string &dir : flags.includeDirs)
    trim(dir);
  for (auto &macro : flags.macros)
    trim(macro.second);
  for (std::string &header : flags.preIncludes)
    trim(header);
  if (flags.standard)
    trim(*flags.standard);
}

} // namespace

CompileOptions parseCompileOptions(const std::vector<std::string> &optionStrings) {
  CompileOptions o;
  options::CompileFlags flags;
  for (const std::string &text : optionStrings) {
    ParsedOption parsed = parseOptionString(text);
    if (!parsed.args)
      unsupported(text);
    for (const llvm::opt::Arg *arg : *parsed.args)
      take(*arg, text, o);
    flags.add(*parsed.args);
  }
  trimValues(flags);
  o.includeDirs = flags.includeDirs;
  if (flags.standard)
    o.languageStandard = *flags.standard;
  options::CompileFlags::Macros macros = flags.resolveMacros();
  o.defines = std::move(macros.defines);
  for (const std::string &name : macros.undefines)
    o.extraArgs.insert(o.extraArgs.end(), {"-U", name});
  for (const std::string &header : flags.preIncludes)
    o.extraArgs.insert(o.extraArgs.end(), {"-include", header});
  return o;
}

} // namespace ultima::runtime
