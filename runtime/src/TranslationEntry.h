//===- TranslationEntry.h - a translation as a disk-cache payload -*- C++ -*-===//
///
/// \file
/// What the runtime keeps of one translation (the OpenCL source, what it
/// needs from the device, its kernels' parameter kinds and value sizes, the
/// warnings) and what it read besides the source (each included file's path
/// and the SHA-256 of its content), encoded for the disk cache so that a new
/// process reuses it without running Clang. The encoding is in
/// docs/runtime-cache.md; decoding rejects anything malformed (a miss).
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_RUNTIME_TRANSLATIONENTRY_H
#define ULTIMA_RUNTIME_TRANSLATIONENTRY_H

#include "ultima/runtime/Program.h"
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace ultima::runtime {

struct Translation {
  TranslatedProgram program;
  /// (path as Clang opened it, hex SHA-256 of the content it parsed).
  std::vector<std::pair<std::string, std::string>> includes;
};

std::vector<unsigned char> encodeTranslation(const Translation &t);
/// nullopt for anything encodeTranslation did not write (truncated,
/// trailing bytes, an unknown parameter kind, counts past the payload).
std::optional<Translation> decodeTranslation(const std::vector<unsigned char> &payload);

/// Whether every file \p t included still has the content it had then (a
/// header that changed, vanished or became unreadable makes it stale).
bool stillCurrent(const Translation &t);

} // namespace ultima::runtime

#endif
