//===- Diagnostics.cpp ----------------------------------------------------===//
#include "Diagnostics.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/raw_ostream.h"

namespace ultima {

llvm::StringRef diagIdName(DiagID id) {
  switch (id) {
#define ULTIMA_DIAG(Enum, Id, Doc)                                                                 \
  case DiagID::Enum:                                                                               \
    return Id;
#include "DiagnosticIDs.def"
  }
  return "internal";
}

void locate(Diagnostic &d, const clang::SourceManager &sm, clang::SourceLocation loc,
            llvm::StringRef mainFileName) {
  if (loc.isInvalid())
    return;
  clang::SourceLocation expansion = sm.getExpansionLoc(loc);
  clang::PresumedLoc presumed = sm.getPresumedLoc(expansion);
  if (presumed.isInvalid())
    return;
  bool isMain = sm.getFileID(expansion) == sm.getMainFileID();
  // A `#line N "name"` in the input (the runtime's generated kernels name
  // the user's operation and preamble so) wins over the input's name.
  bool renamed = presumed.getFilename() != sm.getFilename(expansion);
  d.file = isMain && !renamed ? mainFileName.str() : std::string(presumed.getFilename());
  d.line = presumed.getLine();
  d.column = presumed.getColumn();
}

void DiagnosticSink::report(DiagID id, clang::SourceLocation loc, const llvm::Twine &message,
                            Severity severity) {
  Diagnostic d;
  d.severity = severity;
  d.message = message.str();
  d.id = diagIdName(id).str();
  locate(d, sm, loc, mainFileName);
  for (const Diagnostic &old : diags)
    if (old.line == d.line && old.column == d.column && old.id == d.id &&
        old.message == d.message && old.file == d.file)
      return;
  if (severity == Severity::Error)
    ++errorCount;
  diags.push_back(std::move(d));
}

void DiagnosticSink::note(clang::SourceLocation loc, const llvm::Twine &message) {
  Diagnostic d;
  d.severity = Severity::Note;
  d.message = message.str();
  locate(d, sm, loc, mainFileName);
  diags.push_back(std::move(d));
}

} // namespace ultima
