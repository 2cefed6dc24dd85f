//===- CompileFlags.h - -I, -D, -U, -std, -include, read once ---*- C++ -*-===//
///
/// \file
/// The one reader of the compile flags every front-end takes: `ultima`'s
/// command line and compilation database entries, ultima-cc's nvcc command
/// line and the runtime's NVRTC options all parse with the table of
/// Options.def (OptionTable.h) and hand the result to CompileFlags::add.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_OPTIONS_COMPILEFLAGS_H
#define ULTIMA_OPTIONS_COMPILEFLAGS_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace llvm::opt {
class ArgList;
}

namespace ultima {
struct Options;
}

namespace ultima::options {

/// Whether \p id (an OptionID, aliases resolved) is read by CompileFlags.
bool isCompileFlag(unsigned id);

/// -I, -D, -U, -std and -include, in the order given.
struct CompileFlags {
  std::vector<std::string> includeDirs;
  /// -D NAME[=VAL] (true) and -U NAME (false), in order.
  std::vector<std::pair<bool, std::string>> macros;
  /// -include FILE, in order.
  std::vector<std::string> preIncludes;
  /// The last -std value, as given.
  std::optional<std::string> standard;

  /// Adds the -I/-D/-U/-std/-include of \p args, any spelling (any other
  /// option is skipped, and so is an empty -I/-D/-U/-include). \p resolveDir,
  /// when given, maps an -I value to the directory to search.
  void add(const llvm::opt::ArgList &args,
           llvm::function_ref<std::string(llvm::StringRef)> resolveDir = nullptr);
  /// Appends \p later (given after these).
  void append(const CompileFlags &later);

  /// The macros as Clang leaves them after taking -D and -U in order, for
  /// a compiler that is given every define before every undefine: each macro
  /// keeps only what its last -U and the -D after it say.
  struct Macros {
    std::vector<std::string> defines;   ///< NAME[=VAL], in order
    std::vector<std::string> undefines; ///< NAME, each once
  };
  Macros resolveMacros() const;

  /// Sets the include directories, defines and undefines of \p options (not
  /// the standard, not -include). ultima::Options has defines followed by
  /// extra arguments, so the -U (resolveMacros) go first in extraArgs.
  void apply(ultima::Options &options) const;
};

} // namespace ultima::options

#endif
