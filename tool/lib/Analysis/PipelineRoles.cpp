//===- PipelineRoles.cpp - a block pipeline split into roles --------------===//
///
/// \file
/// `cuda::make_pipeline(block, &state, role)` splits a block's threads into
/// producers and consumers, which call their operations from the two
/// branches of an if/else: the consumers' consumer_wait waits for the
/// producers' producer_commit of the same stage, and the producers'
/// producer_acquire for the consumers' consumer_release of the stage before
/// in that buffer. An OpenCL 1.2 work-group barrier must be reached by every
/// work-item at the same call, so none can be inside either branch.
/// ultima's memcpy_async copies at the call, so what the wait needs is only
/// that the copies be done and visible, which a barrier between the
/// producers' branch and the consumers' gives; the operations themselves are
/// empty (kernels/cuda/cuda/pipeline).
///
/// This pass accepts the if/else (the role split) whose one branch calls
/// producer_acquire and producer_commit once each, in that order, and whose
/// other branch calls consumer_wait and consumer_release once each, in that
/// order, all four as statements of the branch's own block (not in a loop or
/// a condition inside it), with no return, goto, break or continue leaving a
/// branch. Each execution of it, by every thread, then handles one stage:
/// the k-th execution's commit and wait are the k-th stage. The printer
/// writes it as `if (c) producers; barrier; if (!c) consumers; barrier;`
/// (the producers' branch first, whichever of then and else it is;
/// TranslationPlan::pipelineRoleSplits): the stage is complete before any
/// consumer waits for it, and released by every consumer before a producer
/// acquires another, which is CUDA's order with the pipeline never holding
/// more than one stage. As for __syncthreads(), every thread of the block
/// executes the if/else equally often. Any other call of the four operations
/// (a producer running stages ahead of the consumers, an operation in a loop
/// or outside such an if/else) needs threads to wait on others in different
/// branches, and is refused at the call (ultima-unsupported-construct).
///
//===----------------------------------------------------------------------===//
#include "AnalysisState.h"
#include "ultima/compat/ClangCompat.h"
#include "clang/AST/ParentMap.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang;

namespace ultima {
namespace {

constexpr llvm::StringLiteral annotationPrefix = "ultima.pipeline_role.";

/// The operation a call names ("producer_acquire", ...), or "".
llvm::StringRef roleOperation(const CallExpr *call) {
  const auto *md = dyn_cast_or_null<CXXMethodDecl>(call->getDirectCallee());
  if (!md)
    return "";
  for (const auto *a : md->specific_attrs<AnnotateAttr>())
    if (compat::startsWith(a->getAnnotation(), llvm::StringRef(annotationPrefix)))
      return a->getAnnotation().drop_front(annotationPrefix.size());
  return "";
}

class RoleCalls : public RecursiveASTVisitor<RoleCalls> {
public:
  bool shouldVisitTemplateInstantiations() const { return true; }
  bool VisitCallExpr(CallExpr *call) {
    if (!roleOperation(call).empty())
      calls.push_back(call);
    return true;
  }
  std::vector<const CallExpr *> calls;
};

/// Whether \p s holds a return, goto, or a break or continue whose loop or
/// switch is outside \p s.
bool leaves(const Stmt *s, bool inLoop = false, bool inSwitch = false) {
  if (!s)
    return false;
  if (isa<ReturnStmt, GotoStmt, IndirectGotoStmt>(s))
    return true;
  if (isa<ContinueStmt>(s))
    return !inLoop;
  if (isa<BreakStmt>(s))
    return !inLoop && !inSwitch;
  bool loop = inLoop || isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(s);
  bool sw = inSwitch || isa<SwitchStmt>(s);
  for (const Stmt *child : s->children())
    if (leaves(child, loop, sw))
      return true;
  return false;
}

/// The if/else whose branch block holds \p call as one of its statements,
/// or nullptr.
const IfStmt *splitOf(const CallExpr *call, const ParentMap &parents, bool &inThen) {
  const Stmt *s = call;
  const Stmt *p = parents.getParent(s);
  while (p && isa<ExprWithCleanups, ImplicitCastExpr>(p)) {
    s = p;
    p = parents.getParent(s);
  }
  const auto *block = dyn_cast_or_null<CompoundStmt>(p);
  const auto *is = block ? dyn_cast_or_null<IfStmt>(parents.getParent(block)) : nullptr;
  if (!is || !is->getElse() || (is->getThen() != block && is->getElse() != block))
    return nullptr;
  inThen = is->getThen() == block;
  return is;
}

struct Branch {
  std::vector<llvm::StringRef> ops; // in source order
  bool producers = false;
  bool consumers = false;
};

/// Whether one branch holds exactly the producers' two operations in order
/// and the other the consumers'.
bool wellFormed(const Branch &a, const Branch &b) {
  auto is = [](const Branch &x, llvm::StringRef first, llvm::StringRef second) {
    return x.ops.size() == 2 && x.ops[0] == first && x.ops[1] == second;
  };
  auto producers = [&](const Branch &x) { return is(x, "producer_acquire", "producer_commit"); };
  auto consumers = [&](const Branch &x) { return is(x, "consumer_wait", "consumer_release"); };
  return (producers(a) && consumers(b)) || (consumers(a) && producers(b));
}

void checkFunction(AnalysisState &state, const FunctionDecl *fd) {
  RoleCalls finder;
  finder.TraverseStmt(fd->getBody());
  if (finder.calls.empty())
    return;
  ParentMap parents(fd->getBody());
  llvm::MapVector<const IfStmt *, std::pair<Branch, Branch>> splits;
  std::vector<const CallExpr *> refused;
  for (const CallExpr *call : finder.calls) {
    bool inThen = false;
    const IfStmt *is = splitOf(call, parents, inThen);
    if (!is) {
      refused.push_back(call);
      continue;
    }
    auto &branches = splits[is];
    (inThen ? branches.first : branches.second).ops.push_back(roleOperation(call));
  }
  for (auto &[is, branches] : splits) {
    if (wellFormed(branches.first, branches.second) && !leaves(is->getThen()) &&
        !leaves(is->getElse()) && !is->getConditionVariable()) {
      state.plan.pipelineRoleSplits[is] = branches.first.ops[0] == "producer_acquire";
      continue;
    }
    for (const CallExpr *call : finder.calls) {
      bool inThen = false;
      if (splitOf(call, parents, inThen) == is)
        refused.push_back(call);
    }
  }
  const SourceManager &sm = state.ctx.getSourceManager();
  llvm::sort(refused, [&](const CallExpr *a, const CallExpr *b) {
    return sm.isBeforeInTranslationUnit(a->getBeginLoc(), b->getBeginLoc());
  });
  for (const CallExpr *call : refused) {
    const auto *member = dyn_cast<CXXMemberCallExpr>(call);
    SourceLocation loc = member ? member->getExprLoc() : call->getBeginLoc();
    state.diags.report(
        DiagID::UnsupportedConstruct, loc,
        "cuda::make_pipeline with producer and consumer roles: producers and consumers wait on "
        "each other from different branches, which the OpenCL 1.2 work-group barrier (reached "
        "by every thread at the same call) cannot express; ultima supports an if/else whose "
        "one branch calls producer_acquire() and producer_commit() once each and the other "
        "consumer_wait() and consumer_release() once each (one stage per execution, in "
        "uniform control flow), or every thread both producer and consumer "
        "(make_pipeline(block, &state))");
  }
}

} // namespace

void runPipelineRoles(AnalysisState &state) {
  for (const FunctionDecl *fd : state.functions)
    if (fd->hasBody())
      checkFunction(state, fd);
}

} // namespace ultima
