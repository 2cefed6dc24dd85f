//===- OptionTable.h - the option table of every front-end ------*- C++ -*-===//
///
/// \file
/// Options.def as an llvm::opt table, and its rows for the texts made from
/// it (`ultima --help`, docs/cli.md). Each front-end parses its command line
/// with parseArgs and its FrontEnd, which takes only the rows marked for it.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_OPTIONS_OPTIONTABLE_H
#define ULTIMA_OPTIONS_OPTIONTABLE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Option/ArgList.h"
#include "llvm/Option/OptTable.h"
#include "llvm/Option/Option.h"

namespace ultima::options {

enum OptionID : unsigned {
  OPT_INVALID = 0, // the OptSpecifier meaning "none"
  OPT_INPUT,
  OPT_UNKNOWN,
#define ULTIMA_OPTION(ID, PREFIXES, NAME, KIND, ALIAS, FLAGS, METAVAR, HELP) OPT_##ID,
#include "ultima/options/Options.def"
};

/// Which front-ends accept a row: llvm::opt flags, passed to ParseArgs as
/// FlagsToInclude (every supported LLVM has that; LLVM 17's Visibility field
/// is left at its default). Bit 0 is llvm::opt::HelpHidden.
enum FrontEnd : unsigned {
  Cli = 1u << 8,      ///< the `ultima` command line
  Database = 1u << 9, ///< a compilation database entry, read by `ultima -p`
  Nvcc = 1u << 10,    ///< ultima-cc's nvcc command line
  Nvrtc = 1u << 11,   ///< the runtime's RawKernel/RawModule options
};

/// Other flags of Options.def.
enum OptionFlag : unsigned {
  NoEffect = 1u << 12, ///< accepted and ignored: chooses only NVIDIA code or tools
};

/// One Options.def row, for texts made from the table.
struct OptionRow {
  unsigned id;
  const char *prefix; ///< the first prefix: how the option is shown
  const char *name;
  llvm::opt::Option::OptionClass kind;
  unsigned alias;
  unsigned flags;
  const char *metaVar;
  const char *help;
};

/// The table of Options.def. Aborts with an internal error if its rows are
/// not in the order llvm::opt looks them up in.
const llvm::opt::OptTable &optionTable();

/// Every row of Options.def, in order.
llvm::ArrayRef<OptionRow> optionRows();

/// Parses \p args with the rows that \p frontEnd accepts; any other option
/// is OPT_UNKNOWN. A Separate option without its value sets \p missingCount
/// and \p missingIndex (the index of that option in \p args).
llvm::opt::InputArgList parseArgs(llvm::ArrayRef<const char *> args, FrontEnd frontEnd,
                                  unsigned &missingIndex, unsigned &missingCount);

} // namespace ultima::options

#endif
