//===- Invocation.cpp - an ultima-cc command line, parsed -----------------===//
///
/// \file
/// nvcc's common options, as the rows of options/Options.def marked Nvcc;
/// options::CompileFlags reads their -I/-D/-U/-std. Options that only choose
/// NVIDIA code (-arch, -gencode, -code, -rdc, -lineinfo, -G, ...: the rows
/// marked NoEffect) and --use_fast_math are accepted and ignored: the kernels
/// become OpenCL C, built for the device at run time.
///
//===----------------------------------------------------------------------===//
#include "Invocation.h"

#include "ultima/options/OptionTable.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Option/Arg.h"
#include "llvm/Option/ArgList.h"

namespace ultima::cc {
namespace {

/// Splits nvcc's comma-separated -Xcompiler/-Xlinker values.
void appendSplit(std::vector<std::string> &out, llvm::StringRef values,
                 llvm::StringRef prefix = "") {
  llvm::SmallVector<llvm::StringRef, 4> parts;
  values.split(parts, ',', -1, false);
  for (llvm::StringRef p : parts)
    out.push_back((prefix + p).str());
}

/// Takes one parsed argument other than -I/-D/-U/-std into \p inv; false
/// with \p error for an unknown option.
bool take(const llvm::opt::Arg &arg, const llvm::opt::ArgList &args, Invocation &inv,
          std::string &error) {
  using namespace options;
  const llvm::opt::Option &opt = arg.getOption();
  if (opt.hasFlag(NoEffect))
    return true;
  switch (opt.getID()) {
  case OPT_INPUT:
    inv.inputs.emplace_back(arg.getValue());
    return true;
  case OPT_UNKNOWN:
    error = "unknown option '" + std::string(args.getArgString(arg.getIndex())) + "'";
    return false;
  case OPT_help:
    inv.help = true;
    return true;
  case OPT_version:
    inv.version = true;
    return true;
  case OPT_c:
    inv.compileOnly = true;
    return true;
  case OPT_v:
    inv.verbose = true;
    return true;
  case OPT_o:
    // As nvcc (and ultima): one output; an empty name is no file.
    if (!*arg.getValue()) {
      error = "empty argument to '-o'";
      return false;
    }
    if (inv.output && *inv.output != arg.getValue()) {
      error = "'-o' given more than once ('" + *inv.output + "' and '" + arg.getValue() + "')";
      return false;
    }
    inv.output = arg.getValue();
    return true;
  case OPT_x: {
    llvm::StringRef language = arg.getValue();
    if (language != "c" && language != "c++" && language != "cu") {
      error = "invalid value '" + language.str() + "' for '-x' (nvcc's languages: c, c++, cu)";
      return false;
    }
    inv.language = language.str();
    return true;
  }
  case OPT_O:
    inv.optimization = std::string("-O") + arg.getValue();
    return true;
  case OPT_l:
  case OPT_L:
    inv.linkFlags.push_back((opt.matches(OPT_l) ? "-l" : "-L") + std::string(arg.getValue()));
    return true;
  case OPT_Xcompiler:
    appendSplit(inv.hostFlags, arg.getValue());
    return true;
  case OPT_Xlinker:
    appendSplit(inv.linkFlags, arg.getValue(), "-Wl,");
    return true;
  case OPT_g:
  case OPT_W:
  case OPT_f:
  case OPT_m:
  case OPT_pthread:
  case OPT_w:
    inv.hostFlags.emplace_back(args.getArgString(arg.getIndex())); // as given
    return true;
  default: // -I, -D, -U, -std (read below) and --use_fast_math (ignored)
    return true;
  }
}

} // namespace

std::optional<Invocation> parseInvocation(const std::vector<std::string> &args,
                                          std::string &error) {
  std::vector<const char *> argv;
  for (const std::string &a : args)
    argv.push_back(a.c_str());
  unsigned missingIndex = 0, missingCount = 0;
  llvm::opt::InputArgList parsed =
      options::parseArgs(argv, options::Nvcc, missingIndex, missingCount);
  Invocation inv;
  for (const llvm::opt::Arg *arg : parsed)
    if (!take(*arg, parsed, inv, error))
      return std::nullopt;
  // Only the last argument can lack its value, so an unknown option before it is reported first.
  if (missingCount) {
    error = "missing value after '" + args[missingIndex] + "'";
    return std::nullopt;
  }
  inv.flags.add(parsed);
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
