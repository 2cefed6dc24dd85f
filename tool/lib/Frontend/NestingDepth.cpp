//===- NestingDepth.cpp - bound how deeply the input nests -----------------===//
///
/// \file
/// Walks every statement tree of the AST with an explicit stack (the walk
/// itself must not recurse per level). Declarations are reached through a
/// RecursiveASTVisitor whose statement traversal is replaced by that walk;
/// the declarations a statement holds (local classes, lambdas' classes) are
/// handed back to the visitor, each starting again at depth zero because the
/// passes and the printer handle them as separate declarations.
///
//===----------------------------------------------------------------------===//
#include "NestingDepth.h"
#include "Frontend.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/SmallVector.h"
#include <algorithm>
#include <utility>

using namespace clang;

namespace ultima {
namespace {

class DepthFinder : public RecursiveASTVisitor<DepthFinder> {
public:
  explicit DepthFinder(unsigned limit) : limit(limit) {}

  bool shouldVisitTemplateInstantiations() const { return true; }
  bool shouldVisitImplicitCode() const { return true; }

  bool TraverseStmt(Stmt *root, DataRecursionQueue * = nullptr) {
    if (!root || found)
      return !found;
    llvm::SmallVector<std::pair<Stmt *, unsigned>, 64> work{{root, 1}};
    llvm::SmallVector<Decl *, 4> nestedDecls;
    while (!work.empty()) {
      auto [s, depth] = work.pop_back_val();
      if (depth > limit) {
        found = s->getBeginLoc();
        return false;
      }
      if (auto *ds = dyn_cast<DeclStmt>(s))
        for (Decl *d : ds->decls())
          if (!isa<VarDecl>(d)) // a variable's initializer is a child below
            nestedDecls.push_back(d);
      // Pushed in reverse so that the walk goes in source order: the first
      // node found too deep is then where a deep chain starts to be too deep.
      size_t first = work.size();
      for (Stmt *child : s->children())
        if (child)
          work.push_back({child, depth + 1});
      std::reverse(work.begin() + first, work.end());
    }
    for (Decl *d : nestedDecls)
      if (!TraverseDecl(d))
        return false;
    return true;
  }

  std::optional<SourceLocation> found;

private:
  unsigned limit;
};

} // namespace

std::optional<SourceLocation> findTooDeep(ASTContext &ctx, unsigned limit) {
  DepthFinder finder(limit);
  for (Decl *d : topLevelDeclsAfterPrelude(ctx))
    if (!finder.TraverseDecl(d))
      break;
  return finder.found;
}

} // namespace ultima
