//===- Verify.cpp - compile generated OpenCL C in-process ------------------===//
///
/// \file
/// Verification (on by default in the CLI): runs Clang's OpenCL C 1.2 front end
/// over the output with the default OpenCL header, so a translator bug surfaces
/// as an internal error instead of a device build failure later.
///
/// It must reject whatever the devices' compilers reject. Warnings are not
/// reported, but they are not disabled either: `-Wno-everything` would also
/// silence the warnings Clang reports as errors by default (an integer/pointer
/// conversion, `return;` in a non-void function), which PoCL's build rejects.
/// On top of Clang's defaults, the warnings that are errors by default in the
/// Clang majors device compilers are built on (15..19) are promoted, so that a
/// Verify built with an older Clang is as strict (see DeviceErrorWarnings).
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

/// Warning groups that device compilers report as errors (Clang's own
/// default-error warnings stay errors without being listed).
const char *const DeviceErrorWarnings[] = {
    // Error by default from Clang 15 (PoCL 3.1's LLVM), a warning in Clang 14.
    "int-conversion",
    // Errors by default from Clang 16 in C99 and later, OpenCL C included.
    "implicit-int",
    "incompatible-function-pointer-types",
};
} // namespace

std::vector<std::string> verifyArguments(const std::vector<std::string> &extensions) {
  std::vector<std::string> args = {"-x",
                                   "cl",
                                   "-cl-std=CL1.2",
                                   "-Xclang",
                                   "-finclude-default-header",
                                   "-resource-dir",
                                   ULTIMA_CLANG_RESOURCE_DIR,
                                   "-fsyntax-only"};
  for (const char *group : DeviceErrorWarnings)
    args.push_back(std::string("-Werror=") + group);
  // The target's extensions, as its compiler has them: enabled, and their
  // macros defined (Clang 15 declares the sub-group shuffle and ballot
  // built-ins only under those macros, without knowing the extensions).
  for (const std::string &ext : extensions) {
    args.insert(args.end(), {"-Xclang", "-cl-ext=+" + ext, "-D" + ext});
  }
  return args;
}

std::vector<std::string> verifyOpenCL(const std::string &openclSource,
                                      const std::vector<std::string> &extensions) {
  ErrorCollector collector;
  auto ast = clang::tooling::buildASTFromCodeWithArgs(
      openclSource, verifyArguments(extensions), "ultima-output.cl", "ultima-verify",
      std::make_shared<clang::PCHContainerOperations>(),
      clang::tooling::getClangStripDependencyFileAdjuster(), {}, &collector);
  if (!ast && collector.errors.empty())
    collector.errors.emplace_back("could not run the OpenCL C compiler");
  return collector.errors;
}

} // namespace ultima
