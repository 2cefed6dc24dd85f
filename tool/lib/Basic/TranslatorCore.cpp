//===- TranslatorCore.cpp - the translator API's parts that need no Clang ---===//
///
/// \file
/// versionString(), translatorFingerprint() and polyfillFingerprint() are
/// what cache keys are made of, and Diagnostic::format() is how a caller
/// prints a diagnostic. They live in a small static library of their own
/// (ultimaTranslatorCore), linked into the translator and into the runtime,
/// so that the runtime computes its keys and reports errors without loading
/// the translator and Clang (it loads them only to translate:
/// runtime/src/TranslatorLibrary.cpp). Only this file and the generated
/// digest recompile when a translator source changes.
///
//===----------------------------------------------------------------------===//
#include "EmbeddedFiles.h"
#include "TranslatorDigest.inc"
#include "ultima/Translator.h"
#include "ultima/compat/ClangCompat.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/raw_ostream.h"
#include <cstring>

namespace ultima {

std::string Diagnostic::format() const {
  std::string s;
  llvm::raw_string_ostream os(s);
  if (!file.empty()) {
    os << file << ":";
    if (line) {
      os << line << ":";
      if (column)
        os << column << ":";
    }
    os << " ";
  }
  switch (severity) {
  case Severity::Error:
    os << "error: ";
    break;
  case Severity::Warning:
    os << "warning: ";
    break;
  case Severity::Note:
    os << "note: ";
    break;
  }
  os << message;
  if (!id.empty())
    os << " [ultima-" << id << "]";
  return os.str();
}

std::string versionString() {
  return std::string("ultima ") + ULTIMA_VERSION + " (Clang " + compat::clangVersionString() + ")";
}

std::string translatorFingerprint() {
  return versionString() + " sources " + ULTIMA_TRANSLATOR_SOURCE_DIGEST;
}

std::string polyfillFingerprint() {
  llvm::SHA256 hash;
  for (const EmbeddedFile *f = OpenCLSnippets; f->name; ++f) {
    hash.update(llvm::StringRef(f->name, std::strlen(f->name) + 1));
    hash.update(llvm::StringRef(f->contents, std::strlen(f->contents) + 1));
  }
  return llvm::toHex(hash.final(), /*LowerCase=*/true);
}

} // namespace ultima
