//===- Verify.cpp - compile generated OpenCL C in-process ------------------===//
///
/// \file
/// `--verify`: runs Clang's OpenCL C 1.2 front end over the output with the
/// default OpenCL header, so a translator bug surfaces as an internal error
/// instead of a device build failure later.
///
//===----------------------------------------------------------------------===//
#include "Verify.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/SmallString.h"

#ifndef ULTIMA_CLANG_RESOURCE_DIR
#error "ULTIMA_CLANG_RESOURCE_DIR must be defined by the build"
#endif

namespace ultima {
namespace {
class ErrorCollector : public clang::DiagnosticConsumer {
public:
  std::vector<std::string> errors;
  void HandleDiagnostic(clang::DiagnosticsEngine::Level level,
                        const clang::Diagnostic &info) override {
    DiagnosticConsumer::HandleDiagnostic(level, info);
    if (level < clang::DiagnosticsEngine::Error)
      return;
    llvm::SmallString<256> text;
    info.FormatDiagnostic(text);
    std::string where;
    if (info.hasSourceManager() && info.getLocation().isValid()) {
      clang::PresumedLoc p = info.getSourceManager().getPresumedLoc(info.getLocation());
      if (p.isValid())
        where = std::to_string(p.getLine()) + ":" + std::to_string(p.getColumn()) + ": ";
    }
    errors.push_back(where + std::string(text));
  }
};
} // namespace

std::vector<std::string> verifyOpenCL(const std::string &openclSource) {
  ErrorCollector collector;
  std::vector<std::string> args = {"-x", "cl", "-cl-std=CL1.2", "-Xclang",
                                   "-finclude-default-header", "-resource-dir",
                                   ULTIMA_CLANG_RESOURCE_DIR, "-fsyntax-only",
                                   "-Wno-everything"};
  auto ast = clang::tooling::buildASTFromCodeWithArgs(
      openclSource, args, "ultima-output.cl", "ultima-verify",
      std::make_shared<clang::PCHContainerOperations>(),
      clang::tooling::getClangStripDependencyFileAdjuster(), {}, &collector);
  if (!ast && collector.errors.empty())
    collector.errors.push_back("could not run the OpenCL C compiler");
  return collector.errors;
}

} // namespace ultima
