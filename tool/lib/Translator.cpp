//===- Translator.cpp - the pipeline: parse, analyse, print, verify --------===//
///
/// \file
/// `translate` runs the whole pipeline on a thread of its own with a large
/// stack, as libclang does for its parses: Clang's parser, the passes and the
/// printer recurse once per level of nesting, and a long expression (a sum of
/// 20,000 terms) needs more than a default 8 MiB stack. An input nested more
/// deeply than the stack is sized for is rejected after parsing with
/// `ultima-too-deep` (NestingDepth.h) rather than overflowing it.
///
//===----------------------------------------------------------------------===//
#include "ultima/Translator.h"
#include "Analysis/AnalysisState.h"
#include "Basic/EmbeddedFiles.h"
#include "Builtins/CudaBuiltins.h"
#include "Frontend/AlignasOrder.h"
#include "Frontend/Frontend.h"
#include "Frontend/LaunchChevrons.h"
#include "Frontend/NestingDepth.h"
#include "Printer/Printer.h"
#include "Verify/Verify.h"
#include "ultima/compat/ClangCompat.h"
#include "clang/Frontend/ASTUnit.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/PrettyStackTrace.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cstring>
#include <exception>
#include <memory>

#ifdef LLVM_ON_UNIX
#include <signal.h>
#endif

namespace ultima {

namespace {

/// What the printed program needs: the plan's decisions (fp64 from
/// Reachability, sub-group warps from SharedMemory, its extensions) and the
/// extensions its polyfills enable.
Capabilities requiredCapabilities(const TranslationPlan &plan) {
  Capabilities caps;
  auto add = [&](const std::string &ext) {
    if (std::find(caps.extensions.begin(), caps.extensions.end(), ext) == caps.extensions.end())
      caps.extensions.push_back(ext);
  };
  caps.fp64 = plan.needsFp64;
  for (const std::string &snippet : plan.snippets)
    for (const std::string &ext : snippetExtensions(snippet))
      caps.fp64 |= ext == Fp64Extension;
  if (caps.fp64)
    add(Fp64Extension);
  for (const std::string &ext : plan.extensions)
    add(ext);
  for (const auto &[variant, kernel] : plan.kernels)
    caps.subGroupWarps |= kernel.warpSubGroups;
  if (caps.subGroupWarps)
    for (const char *ext : SubGroupWarpExtensions)
      add(ext);
  for (const std::string &snippet : plan.snippets)
    for (const std::string &ext : snippetExtensions(snippet))
      add(ext);
  return caps;
}

/// The plan's launches, each naming its kernel's OpenCL variant.
std::vector<LaunchSite> launchSites(const TranslationPlan &plan) {
  std::vector<LaunchSite> sites;
  for (const KernelLaunch &launch : plan.launches) {
    LaunchSite site = launch.site;
    if (launch.kernel) {
      auto variants = plan.variantsOf.find(launch.kernel->getCanonicalDecl());
      if (variants != plan.variantsOf.end() && !variants->second.empty())
        site.kernel = plan.variants[variants->second.front()].name;
    }
    sites.push_back(std::move(site));
  }
  return sites;
}

/// The plan's kernel references, each naming its kernel's OpenCL variant
/// (none for a kernel that is not emitted).
std::vector<KernelReference> kernelReferences(const TranslationPlan &plan) {
  std::vector<KernelReference> refs;
  for (const auto &[kernel, function] : plan.kernelReferences) {
    auto variants = plan.variantsOf.find(kernel->getCanonicalDecl());
    if (variants == plan.variantsOf.end() || variants->second.empty())
      continue;
    refs.push_back({plan.variants[variants->second.front()].name, cudaName(kernel), function});
  }
  return refs;
}

/// The translation thread's stack. Parsing costs up to ~3.2 KiB per level of
/// nesting (a chain of unary operators), the passes and the printer less; this
/// holds MaxNestingDepth levels with room to spare. Only the pages a
/// translation touches are ever backed by memory.
constexpr unsigned TranslationStackSize = 512u << 20;

#ifdef LLVM_ON_UNIX
/// Gives the calling thread an alternate signal stack for its lifetime. LLVM's
/// crash handler runs on one, but LLVM sets one up only for the thread that
/// installed the handler: without it a stack overflow on this thread would
/// kill the process without a word.
class AlternateSignalStack {
public:
  AlternateSignalStack() : memory(new char[Size]) {
    stack_t ss = {};
    ss.ss_sp = memory.get();
    ss.ss_size = Size;
    installed = sigaltstack(&ss, &previous) == 0;
  }
  ~AlternateSignalStack() {
    if (installed)
      sigaltstack(&previous, nullptr);
  }

private:
  static constexpr size_t Size = 128 * 1024;
  std::unique_ptr<char[]> memory;
  stack_t previous = {};
  bool installed = false;
};
#endif

Result translateOnThisThread(std::string_view source, const Options &options) {
#ifdef LLVM_ON_UNIX
  AlternateSignalStack signalStack;
#endif
  // Named in the stack dump of a crash, when the host program prints one.
  llvm::PrettyStackTraceFormat crashNote("ultima: translating '%s'", options.fileName.c_str());
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
  if (std::optional<clang::SourceLocation> deep = findTooDeep(ctx)) {
    sink.report(DiagID::TooDeep, *deep,
                "statements and expressions nested more than " + llvm::Twine(MaxNestingDepth) +
                    " levels deep (each operator of a chain like 'a + b + c' and each "
                    "'else if' adds a level); split the expression or statement");
    result.diagnostics = sink.take();
    return result;
  }
  AnalysisState state{ctx, plan, sink, options, {}, {}, {}, {}};
  runAnalysis(state);
  if (!sink.hasErrors()) {
    PrintedProgram program = printOpenCL(ctx, plan, sink);
    std::string &text = program.text;
    if (!sink.hasErrors() && options.verify) {
      for (const std::string &error : verifyOpenCL(text, options.targetExtensions)) {
        Diagnostic d;
        d.file = options.fileName;
        d.message = "internal error: the generated OpenCL C does not compile: " + error;
        d.id = "internal";
        sink.report(DiagID::Internal, {}, d.message);
      }
    }
    if (!sink.hasErrors()) {
      result.openclSource = std::move(text);
      result.needs = requiredCapabilities(plan);
      result.kernels = std::move(program.kernels);
      result.launches = launchSites(plan);
      result.kernelReferences = kernelReferences(plan);
    }
  }
  for (Diagnostic &d : sink.take())
    result.diagnostics.push_back(std::move(d));
  result.ok = true;
  for (const Diagnostic &d : result.diagnostics)
    if (d.severity == Severity::Error)
      result.ok = false;
  return result;
}

} // namespace

std::string respellNvccHostSource(std::string_view source) {
  std::string text(source);
  unsigned respelt = joinSpacedLaunchChevrons(text);
  respelt += moveAlignasFirst(text);
  return respelt > 0 ? text : std::string();
}

Result translate(std::string_view source, const Options &options) {
  Result result;
  std::exception_ptr exception; // e.g. std::bad_alloc, rethrown to the caller
  // Without CrashRecoveryContext::Enable() (ultima never calls it) this only
  // runs the function on a new thread with the requested stack and waits.
  llvm::CrashRecoveryContext().RunSafelyOnThread(
      [&] {
        try {
          result = translateOnThisThread(source, options);
        } catch (...) {
          exception = std::current_exception();
        }
      },
      TranslationStackSize);
  if (exception)
    std::rethrow_exception(exception);
  return result;
}

} // namespace ultima
