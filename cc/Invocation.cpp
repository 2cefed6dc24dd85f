//===- Invocation.cpp - an ultima-cc command line, parsed -----------------===//
///
/// \file
/// nvcc's common options. Options that only choose NVIDIA code (-arch,
/// -gencode, -code, -rdc, -lineinfo, --use_fast_math, -G, ...) are accepted
/// and ignored: the kernels become OpenCL C, built for the device at run time.
///
//===----------------------------------------------------------------------===//
#include "Invocation.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSwitch.h"

namespace ultima::cc {
namespace {

/// nvcc options whose value is NVIDIA-specific: (spelling, takes a separate value).
bool isIgnored(llvm::StringRef arg, bool &takesValue) {
  takesValue = false;
  for (llvm::StringRef joined :
       {"-arch=", "--gpu-architecture=", "-gencode=", "--generate-code=", "-code=", "--gpu-code=",
        "-rdc=", "--relocatable-device-code=", "-maxrregcount=", "--maxrregcount=", "-ccbin=",
        "--compiler-bindir=", "--ptxas-options=", "-Xptxas=", "--default-stream="})
    if (arg.startswith(joined))
      return true;
  for (llvm::StringRef separate :
       {"-arch", "--gpu-architecture", "-gencode", "--generate-code", "-code", "--gpu-code", "-rdc",
        "-maxrregcount", "-ccbin", "--compiler-bindir", "-Xptxas", "--ptxas-options",
        "--default-stream"})
    if (arg == separate) {
      takesValue = true;
      return true;
    }
  return llvm::StringSwitch<bool>(arg)
      .Cases("-G", "--device-debug", "-lineinfo", "--generate-line-info", "--use_fast_math",
             "-use_fast_math", "-dc", "-dlink", true)
      .Cases("--expt-relaxed-constexpr", "--expt-extended-lambda", "--extended-lambda",
             "-extended-lambda", "-expt-relaxed-constexpr", "-m64", true)
      .Default(false);
}

/// Splits nvcc's comma-separated -Xcompiler values.
void appendSplit(std::vector<std::string> &out, llvm::StringRef values) {
  llvm::SmallVector<llvm::StringRef, 4> parts;
  values.split(parts, ',', -1, false);
  for (llvm::StringRef p : parts)
    out.push_back(p.str());
}

} // namespace

std::optional<Invocation> parseInvocation(const std::vector<std::string> &args,
                                          std::string &error) {
  Invocation inv;
  for (size_t i = 0; i < args.size(); ++i) {
    llvm::StringRef a = args[i];
    // An option's value: joined ("-Ifoo", "-std=c++17") or the next argument.
    auto value = [&](llvm::StringRef flag) -> std::optional<std::string> {
      if (a.size() > flag.size())
        return a.drop_front(flag.size()).ltrim('=').str();
      if (i + 1 >= args.size()) {
        error = "missing value after '" + a.str() + "'";
        return std::nullopt;
      }
      return args[++i];
    };
    bool takesValue = false;
    if (a == "-h" || a == "--help") {
      inv.help = true;
    } else if (a == "--version" || a == "-V") {
      inv.version = true;
    } else if (isIgnored(a, takesValue)) {
      if (takesValue && ++i >= args.size()) {
        error = "missing value after '" + a.str() + "'";
        return std::nullopt;
      }
    } else if (a == "-c" || a == "--compile") {
      inv.compileOnly = true;
    } else if (a == "-v" || a == "--verbose") {
      inv.verbose = true;
    } else if (a == "-o" || a.startswith("-o") || a == "--output-file") {
      auto v = value(a == "--output-file" ? "--output-file" : "-o");
      if (!v)
        return std::nullopt;
      inv.output = *v;
    } else if (a.startswith("-I") || a == "--include-path") {
      auto v = value(a.startswith("-I") ? "-I" : "--include-path");
      if (!v)
        return std::nullopt;
      inv.includeDirs.push_back(*v);
    } else if (a.startswith("-D") || a == "--define-macro") {
      auto v = value(a.startswith("-D") ? "-D" : "--define-macro");
      if (!v)
        return std::nullopt;
      inv.defines.push_back(*v);
    } else if (a.startswith("-U")) {
      auto v = value("-U");
      if (!v)
        return std::nullopt;
      inv.undefines.push_back(*v);
    } else if (a.startswith("-std=") || a == "-std" || a == "--std") {
      auto v = value(a.startswith("-std=") ? "-std=" : a);
      if (!v)
        return std::nullopt;
      inv.languageStandard = *v;
    } else if (a.startswith("-O")) {
      inv.optimization = a.str();
    } else if (a.startswith("-l") || a.startswith("-L")) {
      auto v = value(a.take_front(2));
      if (!v)
        return std::nullopt;
      inv.linkFlags.push_back(a.take_front(2).str() + *v);
    } else if (a == "-Xcompiler" || a == "--compiler-options" || a.startswith("-Xcompiler=")) {
      auto v = value(a.startswith("-Xcompiler") ? "-Xcompiler" : a);
      if (!v)
        return std::nullopt;
      appendSplit(inv.hostFlags, *v);
    } else if (a == "-Xlinker" || a == "--linker-options" || a.startswith("-Xlinker=")) {
      auto v = value(a.startswith("-Xlinker") ? "-Xlinker" : a);
      if (!v)
        return std::nullopt;
      std::vector<std::string> parts;
      appendSplit(parts, *v);
      for (const std::string &p : parts)
        inv.linkFlags.push_back("-Wl," + p);
    } else if (a == "-g" || a.startswith("-W") || a.startswith("-f") || a.startswith("-m") ||
               a == "-pthread" || a == "-w") {
      inv.hostFlags.push_back(a.str());
    } else if (a.startswith("-") && a != "-") {
      error = "unknown option '" + a.str() + "'";
      return std::nullopt;
    } else {
      inv.inputs.push_back(a.str());
    }
  }
  if (!inv.help && !inv.version && inv.inputs.empty()) {
    error = "no input files";
    return std::nullopt;
  }
  if (inv.compileOnly && inv.output && inv.inputs.size() > 1) {
    error = "cannot specify -o with -c and several input files";
    return std::nullopt;
  }
  return inv;
}

} // namespace ultima::cc
