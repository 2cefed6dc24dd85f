//===- Invocation.h - an ultima-cc command line, parsed ---------*- C++ -*-===//
#ifndef ULTIMA_CC_INVOCATION_H
#define ULTIMA_CC_INVOCATION_H

#include "ultima/options/CompileFlags.h"

#include <optional>
#include <string>
#include <vector>

namespace ultima::cc {

/// What an nvcc-style command line asks for.
struct Invocation {
  std::vector<std::string> inputs; ///< .cu, C/C++ sources, objects and libraries, in order
  std::optional<std::string> output;
  bool compileOnly = false; ///< -c
  /// -x: the language of every source input ("c", "c++" or "cu") instead
  /// of the one its suffix names; the last -x wins, as in nvcc.
  std::optional<std::string> language;
  bool verbose = false;               ///< -v: print the commands run
  options::CompileFlags flags;        ///< -I, -D, -U and -std, in order
  std::string optimization;           ///< "-O2" as given, or empty
  std::vector<std::string> hostFlags; ///< -Xcompiler values, -g, -W..., -f..., -m...
  std::vector<std::string> linkFlags; ///< -l, -L, -Xlinker values
  bool help = false, version = false;

  /// The last -std, else nvcc's default.
  std::string languageStandard() const { return flags.standard.value_or("c++14"); }
};

/// Parses \p args (without the program name) with the rows of the option
/// table (options/) that ultima-cc accepts; an error message for a bad
/// command line.
std::optional<Invocation> parseInvocation(const std::vector<std::string> &args, std::string &error);

} // namespace ultima::cc

#endif
