//===- OptionTexts.h - the `ultima` command's option texts -------*- C++ -*-===//
///
/// \file
/// The texts made from the rows of the option table (options/, Options.def)
/// that `ultima` accepts: `--help`, the docs table and the "did you mean"
/// suggestions.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_DRIVER_OPTIONTEXTS_H
#define ULTIMA_DRIVER_OPTIONTEXTS_H

#include "llvm/ADT/StringRef.h"

#include <string>

namespace ultima::driver {

/// The OPTIONS section of `--help`: every shown option, its spellings and
/// its help wrapped to 80 columns, in Options.def's order.
std::string optionsHelp();

/// The options table of docs/cli.md (`--help-markdown`).
std::string optionsMarkdown();

/// The shown option closest to \p arg (edit distance below 3), or "".
std::string suggestOption(llvm::StringRef arg);

} // namespace ultima::driver

#endif
