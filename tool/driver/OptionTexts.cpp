//===- OptionTexts.cpp - the `ultima` command's option texts ---------------===//
#include "OptionTexts.h"

#include "ultima/compat/ClangCompat.h"
#include "ultima/options/OptionTable.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"

#include <vector>

namespace ultima::driver {
namespace {

using llvm::opt::HelpHidden;
using options::OptionRow;
using Kind = llvm::opt::Option::OptionClass;

/// Whether `ultima` shows \p row in --help and the docs.
bool shown(const OptionRow &row) {
  return row.help && (row.flags & options::Cli) && !(row.flags & HelpHidden);
}

/// How \p row is written: `-o FILE, -oFILE`.
std::vector<std::string> spellings(const OptionRow &row, const char *value) {
  std::string prefixed = std::string(row.prefix) + row.name;
  std::string meta = value ? value : "";
  switch (row.kind) {
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

/// Every spelling of a shown option: its own, then its aliases' (with its metavar).
std::vector<std::string> allSpellings(const OptionRow &row) {
  std::vector<std::string> out = spellings(row, row.metaVar);
  for (const OptionRow &alias : options::optionRows())
    if (alias.alias == row.id && (alias.flags & options::Cli))
      for (std::string &s : spellings(alias, row.metaVar))
        out.push_back(std::move(s));
  return out;
}

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

std::string optionsHelp() {
  constexpr size_t HelpColumn = 24;
  std::string out;
  for (const OptionRow &row : options::optionRows()) {
    if (!shown(row))
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
  for (const OptionRow &row : options::optionRows()) {
    if (!shown(row))
      continue;
    std::vector<std::string> quoted = allSpellings(row);
    for (std::string &s : quoted)
      s = "`" + s + "`";
    out += "| " + llvm::join(quoted, ", ") + " | " + row.help + ". |\n";
  }
  return out;
}

std::string suggestOption(llvm::StringRef arg) {
  llvm::StringRef key = arg.split('=').first;
  std::string best;
  unsigned bestDistance = 3; // suggest only close matches
  for (const OptionRow &row : options::optionRows()) {
    if (!shown(row))
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

} // namespace ultima::driver
