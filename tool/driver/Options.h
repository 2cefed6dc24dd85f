//===- Options.h - the `ultima` command's options ----------------*- C++ -*-===//
///
/// \file
/// The option table made from Options.def, parsed by llvm::opt; the texts made
/// from it (`--help`, the docs table, suggestions); and CompileFlags, the one
/// reader of -I/-D/-U/-std, for the command line and a compilation database
/// entry alike.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_DRIVER_OPTIONS_H
#define ULTIMA_DRIVER_OPTIONS_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Option/ArgList.h"
#include "llvm/Option/OptTable.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace ultima {
struct Options;
}

namespace ultima::driver {

enum OptionID : unsigned {
  OPT_INVALID = 0, // the OptSpecifier meaning "none"
  OPT_INPUT,
  OPT_UNKNOWN,
#define ULTIMA_OPTION(ID, PREFIXES, NAME, KIND, ALIAS, FLAGS, METAVAR, HELP) OPT_##ID,
#include "Options.def"
};

/// Option flags of Options.def besides llvm::opt::HelpHidden.
enum OptionFlag : unsigned {
  CompileFlag = 1u << 8,  ///< also read from a compilation database entry
  DatabaseOnly = 1u << 9, ///< read only from a compilation database entry
};

/// The table of Options.def. Aborts with an internal error if its rows are
/// not in the order llvm::opt looks them up in.
const llvm::opt::OptTable &optionTable();

/// The OPTIONS section of `--help`: every shown option, its spellings and
/// its help wrapped to 80 columns, in Options.def's order.
std::string optionsHelp();

/// The options table of docs/cli.md (`--help-markdown`).
std::string optionsMarkdown();

/// The shown option closest to \p arg (edit distance below 3), or "".
std::string suggestOption(llvm::StringRef arg);

/// -I, -D, -U and -std, in the order given.
struct CompileFlags {
  std::vector<std::string> includeDirs;
  /// -D NAME[=VAL] (true) and -U NAME (false), in order.
  std::vector<std::pair<bool, std::string>> macros;
  /// The last -std value, as given.
  std::optional<std::string> standard;

  /// Adds the -I/-D/-U/-std of \p args (any other option is skipped, and so
  /// is an empty -I/-D/-U). \p resolveDir maps an -I value to the directory
  /// to search.
  void add(const llvm::opt::ArgList &args,
           llvm::function_ref<std::string(llvm::StringRef)> resolveDir);
  /// Appends \p later (given after these).
  void append(const CompileFlags &later);
  /// Sets the include directories, defines and undefines of \p options (not
  /// the standard). Clang applies -D and -U in order; ultima::Options has
  /// defines followed by extra arguments, so each macro keeps only what its
  /// last -U and the -D after it say, and the -U go first in extraArgs.
  void apply(ultima::Options &options) const;
};

} // namespace ultima::driver

#endif
