//===- OptionTable.cpp - Options.def as an llvm::opt table ----------------===//
///
/// \file
/// Options.def becomes two tables: llvm::opt's (through the compat macros,
/// since its row layout differs between LLVM majors) for parsing, and
/// OptionRows, for the texts made from it. Both have one row per entry, in
/// order.
///
//===----------------------------------------------------------------------===//
#include "ultima/options/OptionTable.h"

#include "ultima/compat/OptTable.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/ErrorHandling.h"

#include <algorithm>
#include <iterator>

namespace ultima::options {
namespace {

using llvm::opt::HelpHidden;
using Kind = llvm::opt::Option::OptionClass;

ULTIMA_OPT_PREFIX(Prefix_Dash, "-")
ULTIMA_OPT_PREFIX(Prefix_DashDash, "--")
ULTIMA_OPT_PREFIX(Prefix_Long, "--", "-")
ULTIMA_OPT_PREFIX(Prefix_LongDash, "-", "--")
// The first prefix of each set: how the option is shown.
#define ULTIMA_PREFIX0_Dash "-"
#define ULTIMA_PREFIX0_DashDash "--"
#define ULTIMA_PREFIX0_Long "--"
#define ULTIMA_PREFIX0_LongDash "-"

const llvm::opt::OptTable::Info InfoTable[] = {
    ULTIMA_OPT_SPECIAL("<input>", OPT_INPUT, InputClass),
    ULTIMA_OPT_SPECIAL("<unknown>", OPT_UNKNOWN, UnknownClass),
#define ULTIMA_OPTION(ID, PREFIXES, NAME, KIND, ALIAS, FLAGS, METAVAR, HELP)                       \
  ULTIMA_OPT_INFO(Prefix_##PREFIXES, ULTIMA_PREFIX0_##PREFIXES, NAME, OPT_##ID, KIND##Class,       \
                  OPT_##ALIAS, FLAGS, METAVAR, HELP),
#include "ultima/options/Options.def"
};

const OptionRow Rows[] = {
#define ULTIMA_OPTION(ID, PREFIXES, NAME, KIND, ALIAS, FLAGS, METAVAR, HELP)                       \
  {OPT_##ID, ULTIMA_PREFIX0_##PREFIXES, NAME, Kind::KIND##Class, OPT_##ALIAS, FLAGS, METAVAR, HELP},
#include "ultima/options/Options.def"
};

/// LLVM's option name order (StrCmpOptionName): case-insensitive, and a name
/// after every longer name it is a prefix of.
int compareNames(llvm::StringRef a, llvm::StringRef b) {
  size_t common = std::min(a.size(), b.size());
  if (int c = a.substr(0, common).compare_insensitive(b.substr(0, common)))
    return c;
  if (a.size() == b.size())
    return a.compare(b);
  return a.size() == common ? 1 : -1;
}

void checkSorted() {
  for (size_t i = 1; i < std::size(Rows); ++i)
    if (compareNames(Rows[i - 1].name, Rows[i].name) >= 0)
      llvm::report_fatal_error(llvm::Twine("ultima: internal error: Options.def is not sorted: '") +
                                   Rows[i - 1].name + "' must come after '" + Rows[i].name + "'",
                               /*gen_crash_diag=*/false);
}

class Table : public compat::OptTableBase {
public:
  Table() : compat::OptTableBase(InfoTable) { checkSorted(); }
};

} // namespace

const llvm::opt::OptTable &optionTable() {
  static const Table table;
  return table;
}

llvm::ArrayRef<OptionRow> optionRows() { return Rows; }

llvm::opt::InputArgList parseArgs(llvm::ArrayRef<const char *> args, FrontEnd frontEnd,
                                  unsigned &missingIndex, unsigned &missingCount) {
  return optionTable().ParseArgs(args, missingIndex, missingCount,
                                 /*FlagsToInclude=*/unsigned(frontEnd), /*FlagsToExclude=*/0u);
}

} // namespace ultima::options
