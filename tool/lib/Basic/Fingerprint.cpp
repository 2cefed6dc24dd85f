//===- Fingerprint.cpp - what a translation depends on besides its input ---===//
///
/// \file
/// Kept apart from Translator.cpp (and from every Clang header) because the
/// generated digest changes with any translator source: only this small file
/// recompiles then.
///
//===----------------------------------------------------------------------===//
#include "TranslatorDigest.inc"
#include "ultima/Translator.h"

namespace ultima {

std::string translatorFingerprint() {
  return versionString() + " sources " + ULTIMA_TRANSLATOR_SOURCE_DIGEST;
}

} // namespace ultima
