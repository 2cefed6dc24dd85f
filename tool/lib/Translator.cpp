//===- Translator.cpp - the pipeline: parse, analyse, print, verify --------===//
#include "ultima/Translator.h"
#include "Analysis/AnalysisState.h"
#include "Frontend/Frontend.h"
#include "Printer/Printer.h"
#include "Verify/Verify.h"
#include "clang/Frontend/ASTUnit.h"
#include "llvm/Support/raw_ostream.h"
#include "ultima/compat/ClangCompat.h"

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
  return std::string("ultima ") + ULTIMA_VERSION + " (Clang " + compat::clangVersionString() +
         ")";
}

Result translate(std::string_view source, const Options &options) {
  Result result;
  ParsedInput parsed = parseCuda(source, options);
  result.diagnostics = std::move(parsed.diagnostics);
  if (parsed.ast)
    result.includedFiles = includedFiles(*parsed.ast);
  if (!parsed.ok)
    return result;

  clang::ASTContext &ctx = parsed.ast->getASTContext();
  TranslationPlan plan;
  plan.mainFileName = options.fileName;
  plan.keepAsserts = options.keepAsserts;
  plan.lineDirectives = options.lineDirectives;
  DiagnosticSink sink(ctx.getSourceManager(), options.fileName);
  AnalysisState state{ctx, plan, sink, options, {}, {}, {}, {}};
  runAnalysis(state);
  if (!sink.hasErrors()) {
    std::string text = printOpenCL(ctx, plan, sink);
    if (!sink.hasErrors() && options.verify) {
      for (const std::string &error : verifyOpenCL(text)) {
        Diagnostic d;
        d.file = options.fileName;
        d.message = "internal error: the generated OpenCL C does not compile: " + error;
        d.id = "internal";
        sink.report(DiagID::Internal, {}, d.message);
      }
    }
    if (!sink.hasErrors())
      result.openclSource = std::move(text);
  }
  for (Diagnostic &d : sink.take())
    result.diagnostics.push_back(std::move(d));
  result.ok = true;
  for (const Diagnostic &d : result.diagnostics)
    if (d.severity == Severity::Error)
      result.ok = false;
  return result;
}

} // namespace ultima
