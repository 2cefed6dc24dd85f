//===- Diagnostics.h - located ultima diagnostics with stable IDs -*- C++ -*-===//
///
/// \file
/// The one way analysis passes and the printer report problems: a located
/// ultima::Diagnostic carrying an ID from DiagnosticIDs.def.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_BASIC_DIAGNOSTICS_H
#define ULTIMA_BASIC_DIAGNOSTICS_H

#include "ultima/Translator.h"
#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/StringRef.h"
#include <vector>

namespace clang {
class SourceManager;
}

namespace ultima {

enum class DiagID {
#define ULTIMA_DIAG(Enum, Id, Doc) Enum,
#include "DiagnosticIDs.def"
};

/// The stable string ID of \p id (without the "ultima-" prefix).
llvm::StringRef diagIdName(DiagID id);

/// Collects diagnostics in report order, deduplicating identical ones.
class DiagnosticSink {
public:
  DiagnosticSink(const clang::SourceManager &sm, std::string mainFileName)
      : sm(sm), mainFileName(std::move(mainFileName)) {}

  void report(DiagID id, clang::SourceLocation loc, const llvm::Twine &message,
              Severity severity = Severity::Error);
  void note(clang::SourceLocation loc, const llvm::Twine &message);

  bool hasErrors() const { return errorCount > 0; }
  const std::vector<Diagnostic> &diagnostics() const { return diags; }
  std::vector<Diagnostic> take() { return std::move(diags); }

private:
  const clang::SourceManager &sm;
  std::string mainFileName;
  std::vector<Diagnostic> diags;
  unsigned errorCount = 0;
};

/// Fills file/line/column of \p d from \p loc (expansion location, main file
/// shown under \p mainFileName).
void locate(Diagnostic &d, const clang::SourceManager &sm, clang::SourceLocation loc,
            llvm::StringRef mainFileName);

} // namespace ultima

#endif
