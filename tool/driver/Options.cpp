//===- Options.cpp - the `ultima` command's options ------------------------===//
///
/// \file
/// Options.def becomes two tables: llvm::opt's (through the compat macros,
/// since its row layout differs between LLVM majors) for parsing, and our own
/// Rows, for the texts made from it. Both have one row per entry, in order.
///
//===----------------------------------------------------------------------===//
#include "Options.h"

#include "ultima/Translator.h"
#include "ultima/compat/ClangCompat.h"
#include "ultima/compat/OptTable.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Option/Arg.h"
#include "llvm/Option/Option.h"
#include "llvm/Support/ErrorHandling.h"

#include <algorithm>

namespace ultima::driver {
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
#include "Options.def"
};

/// One Options.def entry, for the texts.
struct Row {
  unsigned id;
  const char *prefix; ///< the first prefix
  const char *name;
  Kind kind;
  unsigned alias;
  unsigned flags;
  const char *metaVar;
  const char *help;

  bool shown() const { return help && !(flags & (HelpHidden | DatabaseOnly)); }
  /// How this spelling is written: `-o FILE, -oFILE`.
  std::vector<std::string> spellings(const char *value) const {
    std::string prefixed = std::string(prefix) + name;
    std::string meta = value ? value : "";
    switch (kind) {
    case Kind::SeparateClass:
      return {prefixed + " " + meta};
    case Kind::JoinedClass:
      return {prefixed + meta};
    case Kind::JoinedOrSeparateClass:
      return {prefixed + " " + meta, prefixed + meta};
    default:
      return {prefixed};
    }
  }
};

const Row Rows[] = {
#define ULTIMA_OPTION(ID, PREFIXES, NAME, KIND, ALIAS, FLAGS, METAVAR, HELP)                       \
  {OPT_##ID, ULTIMA_PREFIX0_##PREFIXES, NAME, Kind::KIND##Class, OPT_##ALIAS, FLAGS, METAVAR, HELP},
#include "Options.def"
};

/// Every spelling of a shown option: its own, then its aliases' (with its metavar).
std::vector<std::string> allSpellings(const Row &row) {
  std::vector<std::string> out = row.spellings(row.metaVar);
  for (const Row &alias : Rows)
    if (alias.alias == row.id && !(alias.flags & DatabaseOnly))
      for (std::string &s : alias.spellings(row.metaVar))
        out.push_back(std::move(s));
  return out;
}

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

/// Appends \p text to \p out wrapped to 79 columns, every line after the
/// first indented by \p indent (the first continues at column \p column).
void wrap(std::string &out, llvm::StringRef text, size_t column, size_t indent) {
  constexpr size_t Width = 79;
  llvm::SmallVector<llvm::StringRef, 32> words;
  text.split(words, ' ', -1, /*KeepEmpty=*/false);
  bool first = true;
  for (llvm::StringRef word : words) {
    if (!first && column + 1 + word.size() > Width) {
      out += "\n" + std::string(indent, ' ');
      column = indent;
      first = true;
    }
    if (!first) {
      out += ' ';
      ++column;
    }
    out += word.str();
    column += word.size();
    first = false;
  }
  out += '\n';
}

} // namespace

const llvm::opt::OptTable &optionTable() {
  static const Table table;
  return table;
}

std::string optionsHelp() {
  constexpr size_t HelpColumn = 24;
  std::string out;
  for (const Row &row : Rows) {
    if (!row.shown())
      continue;
    std::string spelling = "  " + llvm::join(allSpellings(row), ", ");
    out += spelling;
    if (spelling.size() + 2 > HelpColumn) {
      out += "\n";
      out += std::string(HelpColumn, ' ');
    } else {
      out += std::string(HelpColumn - spelling.size(), ' ');
    }
    wrap(out, row.help, HelpColumn, HelpColumn);
  }
  return out;
}

std::string optionsMarkdown() {
  std::string out = "| Option | Meaning |\n|---|---|\n";
  for (const Row &row : Rows) {
    if (!row.shown())
      continue;
    std::vector<std::string> spellings = allSpellings(row);
    for (std::string &s : spellings)
      s = "`" + s + "`";
    out += "| " + llvm::join(spellings, ", ") + " | " + row.help + ". |\n";
  }
  return out;
}

std::string suggestOption(llvm::StringRef arg) {
  llvm::StringRef key = arg.split('=').first;
  std::string best;
  unsigned bestDistance = 3; // suggest only close matches
  for (const Row &row : Rows) {
    if (!row.shown())
      continue;
    std::string known = std::string(row.prefix) + row.name;
    llvm::StringRef knownKey = llvm::StringRef(known).split('=').first;
    // Compare both with the spelling as given and with one dash more or less.
    for (llvm::StringRef candidate : {knownKey, knownKey.drop_front()}) {
      unsigned distance = key.edit_distance(candidate, true, bestDistance);
      if (distance < bestDistance && candidate.size() > 2) {
        bestDistance = distance;
        best = known;
      }
    }
  }
  // A joined option keeps the value given: '-sdt=c++17' -> '-std=c++17'.
  if (compat::endsWith(best, "=") && arg.contains('='))
    best += arg.split('=').second.str();
  return best;
}

void CompileFlags::add(const llvm::opt::ArgList &args,
                       llvm::function_ref<std::string(llvm::StringRef)> resolveDir) {
  for (const llvm::opt::Arg *arg : args) {
    unsigned id = arg->getOption().getID();
    if (id != OPT_I && id != OPT_D && id != OPT_U && id != OPT_std_EQ)
      continue;
    llvm::StringRef value = arg->getValue();
    if (id == OPT_std_EQ) {
      standard = value.str();
      continue;
    }
    if (value.empty())
      continue; // the command line reports it; a database's is ignored
    if (id == OPT_I)
      includeDirs.push_back(resolveDir(value));
    else
      macros.emplace_back(id == OPT_D, value.str());
  }
}

void CompileFlags::append(const CompileFlags &later) {
  includeDirs.insert(includeDirs.end(), later.includeDirs.begin(), later.includeDirs.end());
  macros.insert(macros.end(), later.macros.begin(), later.macros.end());
  if (later.standard)
    standard = later.standard;
}

void CompileFlags::apply(ultima::Options &options) const {
  options.includeDirs = includeDirs;
  std::vector<std::string> defines, undefines;
  auto nameOf = [](llvm::StringRef macro) {
    return macro.take_until([](char c) { return c == '=' || c == '('; });
  };
  for (const auto &[define, macro] : macros) {
    llvm::StringRef name = nameOf(macro);
    if (define) {
      llvm::erase_if(undefines, [&](const std::string &u) { return u == name; });
      defines.push_back(macro);
      continue;
    }
    llvm::erase_if(defines, [&](const std::string &d) { return nameOf(d) == name; });
    if (!llvm::is_contained(undefines, name.str()))
      undefines.push_back(name.str());
  }
  options.defines = std::move(defines);
  std::vector<std::string> extra;
  for (const std::string &name : undefines)
    extra.push_back("-U" + name);
  extra.insert(extra.end(), options.extraArgs.begin(), options.extraArgs.end());
  options.extraArgs = std::move(extra);
}

} // namespace ultima::driver
