//===- OptTable.h - llvm::opt tables across LLVM majors ----------*- C++ -*-===//
///
/// \file
/// `llvm::opt::OptTable::Info`, the row of an option table, changed layout
/// twice between the supported LLVMs, and the concrete table class moved:
///
/// | LLVM   | Prefixes                                 | name field                          |
/// table class       |
/// |--------|------------------------------------------|-------------------------------------|-------------------|
/// | 14, 15 | `const char *const *`, nullptr-terminated | `const char *Name`                  |
/// `OptTable`        | | 16     | `ArrayRef<StringLiteral>`                | `StringRef Name` |
/// `GenericOptTable` | | 19     | `ArrayRef<StringLiteral>`                | `StringLiteral
/// PrefixedName` (first prefix + name), plus `HelpTextsForVariants` and `Visibility` |
/// `GenericOptTable` |
///
/// Tablegen hides this from LLVM's own tools; ultima writes its table by hand
/// from `options/include/ultima/options/Options.def`, so the difference is
/// here, in three macros and one alias:
///
/// - `ULTIMA_OPT_PREFIX(NAME, "-", "--")` defines the prefix set NAME;
/// - `ULTIMA_OPT_INFO(PREFIX, PREFIX0, NAME, ID, KIND, ALIAS, FLAGS, METAVAR, HELP)`
///   is one `Info` row (PREFIX0 is the first string of PREFIX, a literal, so that
///   LLVM 19's prefixed name can be spelled at compile time);
/// - `ULTIMA_OPT_SPECIAL(NAME, ID, KIND)` is the `<input>` / `<unknown>` row;
/// - `compat::OptTableBase` is the class to derive the table from.
///
/// Only the flag-based `ParseArgs(..., FlagsToInclude, FlagsToExclude)` is used,
/// which every supported LLVM has: the front-ends a row is for are Flags bits,
/// not LLVM 17's `Visibility` (left at `DefaultVis`), which 14 to 16 lack.
/// Remove the 14/15 branch when the oldest supported LLVM is 16, the rest
/// when tablegen'd tables are used instead.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_COMPAT_OPTTABLE_H
#define ULTIMA_COMPAT_OPTTABLE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Option/OptTable.h"
#include "llvm/Option/Option.h"

#include <iterator>

#if LLVM_VERSION_MAJOR >= 16

#define ULTIMA_OPT_PREFIX(NAME, ...)                                                               \
  static constexpr llvm::StringLiteral NAME##_init[] = {__VA_ARGS__, ""};                          \
  static constexpr llvm::ArrayRef<llvm::StringLiteral> NAME(NAME##_init,                           \
                                                            std::size(NAME##_init) - 1);

namespace ultima::compat {
using OptTableBase = llvm::opt::GenericOptTable;
} // namespace ultima::compat

#else

#define ULTIMA_OPT_PREFIX(NAME, ...) static const char *const NAME[] = {__VA_ARGS__, nullptr};

namespace ultima::compat {
using OptTableBase = llvm::opt::OptTable;
} // namespace ultima::compat

#endif

#if LLVM_VERSION_MAJOR >= 17
// Prefixes, PrefixedName, HelpText, HelpTextsForVariants, MetaVar, ID, Kind,
// Param, Flags, Visibility, GroupID, AliasID, AliasArgs, Values.
#define ULTIMA_OPT_INFO(PREFIX, PREFIX0, NAME, ID, KIND, ALIAS, FLAGS, METAVAR, HELP)              \
  {                                                                                                \
    PREFIX, PREFIX0 NAME, HELP, {}, METAVAR, ID, llvm::opt::Option::KIND, 0, FLAGS,                \
        llvm::opt::DefaultVis, 0, ALIAS, nullptr, nullptr                                          \
  }
#define ULTIMA_OPT_SPECIAL(NAME, ID, KIND)                                                         \
  {                                                                                                \
    {}, NAME, nullptr, {}, nullptr, ID, llvm::opt::Option::KIND, 0, 0, llvm::opt::DefaultVis, 0,   \
        0, nullptr, nullptr                                                                        \
  }
#else
  // Prefixes, Name, HelpText, MetaVar, ID, Kind, Param, Flags, GroupID, AliasID,
  // AliasArgs, Values.
#define ULTIMA_OPT_INFO(PREFIX, PREFIX0, NAME, ID, KIND, ALIAS, FLAGS, METAVAR, HELP)              \
  { PREFIX, NAME, HELP, METAVAR, ID, llvm::opt::Option::KIND, 0, FLAGS, 0, ALIAS, nullptr, nullptr }
#define ULTIMA_OPT_SPECIAL(NAME, ID, KIND)                                                         \
  { {}, NAME, nullptr, nullptr, ID, llvm::opt::Option::KIND, 0, 0, 0, 0, nullptr, nullptr }
#endif

#endif
