//===- Printer.h - render OpenCL C 1.2 from the AST and the plan -*- C++ -*-===//
///
/// \file
/// The printer walks the declarations the plan lists and renders them as
/// OpenCL C 1.2. It makes no decisions: names, address spaces, variants and
/// hoisting all come from the TranslationPlan. A node kind it cannot render is
/// an internal error (UnsupportedConstructs should have rejected it).
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_PRINTER_PRINTER_H
#define ULTIMA_PRINTER_PRINTER_H

#include "ultima/Translator.h"
#include <string>
#include <vector>

namespace clang {
class ASTContext;
}

namespace ultima {
struct TranslationPlan;
class DiagnosticSink;

/// The printed program and the signatures of its kernels.
struct PrintedProgram {
  std::string text;
  std::vector<KernelSignature> kernels;
};

PrintedProgram printOpenCL(clang::ASTContext &ctx, const TranslationPlan &plan,
                           DiagnosticSink &diags);

} // namespace ultima

#endif
