//===- DiagnosticFormatTest.cpp - ultima::Diagnostic::format ----------------===//
#include "ultima/Translator.h"

#include <gtest/gtest.h>

namespace {

ultima::Diagnostic make(ultima::Severity severity, std::string file, unsigned line, unsigned column,
                        std::string message, std::string id) {
  ultima::Diagnostic d;
  d.severity = severity;
  d.file = std::move(file);
  d.line = line;
  d.column = column;
  d.message = std::move(message);
  d.id = std::move(id);
  return d;
}

TEST(DiagnosticFormat, WithLocation) {
  EXPECT_EQ(make(ultima::Severity::Error, "k.cu", 3, 5, "recursion is not supported",
                 "unsupported-recursion")
                .format(),
            "k.cu:3:5: error: recursion is not supported [ultima-unsupported-recursion]");
  EXPECT_EQ(
      make(ultima::Severity::Warning, "dir/k.cu", 12, 1, "something odd", "frontend").format(),
      "dir/k.cu:12:1: warning: something odd [ultima-frontend]");
}

TEST(DiagnosticFormat, WithoutLocation) {
  EXPECT_EQ(make(ultima::Severity::Error, "", 0, 0,
                 "cannot read 'missing.cu': No such file or directory", "io")
                .format(),
            "error: cannot read 'missing.cu': No such file or directory [ultima-io]");
  EXPECT_EQ(make(ultima::Severity::Error, "", 0, 0, "unknown argument '-x'", "usage").format(),
            "error: unknown argument '-x' [ultima-usage]");
}

TEST(DiagnosticFormat, NoteWithoutId) {
  EXPECT_EQ(make(ultima::Severity::Note, "k.cu", 1, 2, "called from here", "").format(),
            "k.cu:1:2: note: called from here");
}

} // namespace
