//===- EntryPoints.cpp - the table a dlopen()ing caller translates through -===//
#include "ultima/TranslatorLibrary.h"

namespace {
/// ultima::translate takes a defaulted second argument: wrapped to a plain pointer.
ultima::Result translateEntry(std::string_view source, const ultima::Options &options) {
  return ultima::translate(source, options);
}
} // namespace

extern "C" const ultima::TranslatorEntryPoints *ultima_translator_entry_points() {
  static const ultima::TranslatorEntryPoints table{sizeof(ultima::TranslatorEntryPoints),
                                                   &translateEntry, &ultima::translatorFingerprint};
  return &table;
}
