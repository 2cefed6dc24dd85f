//===- Launches.cpp - kernel launches in host code ------------------------===//
///
/// \file
/// Whole CUDA files launch their kernels from host code with
/// `kernel<<<grid, block, shared, stream>>>(args)`. Host code is parsed, never
/// emitted; this pass records every launch it contains (in the bodies of host
/// functions, including instantiated host templates) with the expressions as
/// written, for the launch manifest. A launched kernel is a root of
/// Reachability wherever it is defined (a kernel in an included file, a
/// kernel template instantiated only by the launch). A kernel host code names
/// without launching it (its address taken) is recorded too, with the host
/// function that names it: RawModule's name expressions are found that way.
///
//===----------------------------------------------------------------------===//
#include "../Frontend/Frontend.h"
#include "AnalysisState.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace ultima {
namespace {

/// The source text of \p e as written: in the file, or in the macro
/// definition it comes from (the macro invocation when it spans several);
/// empty for an argument the launch leaves out.
std::string writtenText(const Expr *e, const ASTContext &ctx) {
  if (!e || isa<CXXDefaultArgExpr>(e))
    return "";
  const SourceManager &sm = ctx.getSourceManager();
  const LangOptions &lang = ctx.getLangOpts();
  CharSourceRange range = CharSourceRange::getTokenRange(e->getSourceRange());
  CharSourceRange file = Lexer::makeFileCharRange(range, sm, lang);
  if (file.isInvalid()) {
    SourceLocation begin = sm.getSpellingLoc(range.getBegin());
    SourceLocation end = sm.getSpellingLoc(range.getEnd());
    if (sm.getFileID(begin) == sm.getFileID(end) && !sm.isBeforeInTranslationUnit(end, begin))
      file = CharSourceRange::getTokenRange(begin, end);
    else
      file = sm.getExpansionRange(range);
  }
  return Lexer::getSourceText(file, sm, lang).str();
}

/// Records the launches in one host function's body (and in the lambdas it
/// contains; declarations such as local classes are visited on their own).
class BodyWalker {
public:
  BodyWalker(AnalysisState &state, const FunctionDecl *host) : state(state), host(host) {}

  void walk(const Stmt *s) {
    if (!s)
      return;
    const Expr *callee = nullptr;
    if (const auto *call = dyn_cast<CUDAKernelCallExpr>(s)) {
      record(call);
      callee = call->getCallee();
    } else if (const auto *ref = dyn_cast<DeclRefExpr>(s)) {
      recordReference(ref);
    }
    for (const Stmt *child : s->children())
      if (child != callee) // a launch's kernel is recorded as the launch
        walk(child);
  }

private:
  void record(const CUDAKernelCallExpr *call) {
    const ASTContext &ctx = state.ctx;
    const SourceManager &sm = ctx.getSourceManager();
    KernelLaunch launch;
    launch.kernel = call->getDirectCallee();
    LaunchSite &site = launch.site;
    if (launch.kernel) {
      if (const FunctionDecl *def = launch.kernel->getDefinition())
        launch.kernel = def;
      site.cudaKernel = cudaName(launch.kernel);
    }
    site.callee = writtenText(call->getCallee()->IgnoreImplicit(), ctx);
    site.function = cudaName(host);
    PresumedLoc where = sm.getPresumedLoc(sm.getExpansionLoc(call->getBeginLoc()));
    if (where.isValid()) {
      site.file = where.getFilename();
      site.line = where.getLine();
      site.column = where.getColumn();
    }
    if (const CallExpr *config = call->getConfig()) {
      std::string *parts[] = {&site.grid, &site.block, &site.sharedMemory, &site.stream};
      for (unsigned i = 0; i < config->getNumArgs() && i < 4; ++i)
        *parts[i] = writtenText(config->getArg(i), ctx);
    }
    for (const Expr *arg : call->arguments())
      site.arguments.push_back(writtenText(arg, ctx));
    if (!launch.kernel)
      state.diags.report(DiagID::LaunchThroughPointer, call->getBeginLoc(),
                         "kernel launched through a pointer: the launch manifest cannot name "
                         "the kernel it launches",
                         Severity::Warning);
    state.plan.launches.push_back(std::move(launch));
  }

  /// A kernel named but not launched (`(void)&k<int>;`, RawModule's name
  /// expressions): which kernel each host function names.
  void recordReference(const DeclRefExpr *ref) {
    const auto *kernel = dyn_cast<FunctionDecl>(ref->getDecl());
    if (!kernel || !kernel->hasAttr<CUDAGlobalAttr>())
      return;
    if (const FunctionDecl *def = kernel->getDefinition())
      kernel = def;
    state.plan.kernelReferences.emplace_back(kernel, cudaName(host));
  }

  AnalysisState &state;
  const FunctionDecl *host;
};

class HostFunctions : public RecursiveASTVisitor<HostFunctions> {
public:
  explicit HostFunctions(AnalysisState &state) : state(state) {}

  bool shouldVisitTemplateInstantiations() const { return true; }

  bool VisitFunctionDecl(FunctionDecl *fd) {
    // A template's pattern launches nothing itself: its instantiations do.
    // Device code cannot launch (dynamic parallelism is outside the subset).
    // A lambda's body is walked with the function that contains it.
    if (!fd->doesThisDeclarationHaveABody() || fd->isDependentContext() || !isHostOnlyFunction(fd))
      return true;
    if (const auto *method = dyn_cast<CXXMethodDecl>(fd); method && method->getParent()->isLambda())
      return true;
    BodyWalker(state, fd).walk(fd->getBody());
    return true;
  }

private:
  AnalysisState &state;
};

} // namespace

void runLaunches(AnalysisState &state) {
  HostFunctions functions(state);
  for (Decl *d : topLevelDeclsAfterPrelude(state.ctx))
    functions.TraverseDecl(d);
}

} // namespace ultima
