//===- ultima/TranslatorLibrary.h - the translator, loaded at run time -*- C++ -*-===//
///
/// \file
/// libultimaTranslator loads Clang, which a program that translates only now
/// and then (the runtime, on a cache miss) need not pay for at start-up. Such
/// a program links no translator and opens the library with dlopen() the
/// first time it translates, then calls it through this table, found under
/// the C name `ultima_translator_entry_points`. The table holds C++ entry
/// points: caller and library must come from the same build, which the
/// caller checks with `translatorFingerprint`.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_TRANSLATORLIBRARY_H
#define ULTIMA_TRANSLATORLIBRARY_H

#include "ultima/Translator.h"
#include <cstddef>

namespace ultima {

struct TranslatorEntryPoints {
  /// sizeof(TranslatorEntryPoints) in the library: members are only added,
  /// at the end, so a caller reads those within both its size and this one.
  size_t size;
  Result (*translate)(std::string_view source, const Options &options);
  std::string (*translatorFingerprint)();
};

/// The name under which the library exports its table.
inline constexpr const char TranslatorEntryPointsSymbol[] = "ultima_translator_entry_points";

} // namespace ultima

extern "C" const ultima::TranslatorEntryPoints *ultima_translator_entry_points();

#endif
