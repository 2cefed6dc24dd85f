//===- CallerPrototypes.cpp - prototypes for calls before definitions ----===//
///
/// \file
/// Source order is declare-before-use for C++ functions, but not for
/// template specialisations, which C++ instantiates at the end of the file;
/// see CallerPrototypes.h.
///
//===----------------------------------------------------------------------===//
#include "CallerPrototypes.h"
#include "../Frontend/Frontend.h"
#include "AnalysisState.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/DenseMap.h"
#include <vector>

using namespace clang;

namespace ultima {
namespace {

/// Prototypes for functions called before their definition. Source order
/// is declare-before-use for C++ functions, but not for template
/// specialisations, which C++ instantiates at the end of the file: one that
/// is defined after a caller (`f<T>` calling `g<T>` found by argument-
/// dependent lookup, with `g` defined further down) is declared before that
/// caller, when every typedef and enum its signature names comes earlier
/// (records are declared at the top of the output).
class CallerPrototypes {
public:
  explicit CallerPrototypes(AnalysisState &state) : state(state) {}

  void run() {
    std::vector<EmitItem> &order = state.plan.emitOrder;
    for (size_t i = 0; i < order.size(); ++i) {
      const Decl *key =
          order[i].kind == EmitItem::Typedef ? order[i].decl->getCanonicalDecl() : order[i].decl;
      position.try_emplace(key, i);
      if (order[i].kind == EmitItem::Function || order[i].kind == EmitItem::Prototype)
        declaredAt.try_emplace(cast<FunctionDecl>(order[i].decl)->getCanonicalDecl(), i);
    }
    std::vector<EmitItem> result;
    for (size_t i = 0; i < order.size(); ++i) {
      if (order[i].kind == EmitItem::Function)
        for (const FunctionDecl *callee : directCalleesOf(cast<FunctionDecl>(order[i].decl)))
          if (auto it = declaredAt.find(callee->getCanonicalDecl());
              it != declaredAt.end() && it->second > i && signatureDeclaredBefore(callee, i)) {
            result.push_back({EmitItem::Prototype, order[it->second].decl});
            it->second = i; // declared here from now on
          }
      result.push_back(order[i]);
    }
    order = std::move(result);
  }

private:
  /// Whether the typedefs and enums \p t names are emitted before item \p at.
  bool typeDeclaredBefore(QualType t, size_t at, unsigned depth = 0) const {
    while (!t.isNull() && depth++ < 64) {
      const Type *ty = t.getTypePtr();
      const Decl *named = nullptr;
      if (const auto *td = dyn_cast<TypedefType>(ty))
        named = td->getDecl()->getCanonicalDecl();
      else if (const auto *et = dyn_cast<EnumType>(ty))
        named = et->getDecl();
      if (named && !isPreludeDecl(named)) {
        auto it = position.find(named);
        if (it == position.end() || it->second >= at)
          return false;
        if (isa<EnumType>(ty))
          return true;
      }
      if (ty->isPointerType() || ty->isReferenceType()) {
        t = ty->getPointeeType();
        continue;
      }
      if (const auto *arr = dyn_cast<ArrayType>(ty)) {
        t = arr->getElementType();
        continue;
      }
      QualType next = t.getSingleStepDesugaredType(state.ctx);
      if (next == t)
        return true;
      t = next;
    }
    return false;
  }

  bool signatureDeclaredBefore(const FunctionDecl *fd, size_t at) const {
    if (!typeDeclaredBefore(fd->getReturnType(), at))
      return false;
    for (const ParmVarDecl *p : fd->parameters())
      if (!typeDeclaredBefore(p->getType(), at))
        return false;
    return true;
  }

  AnalysisState &state;
  llvm::DenseMap<const Decl *, size_t> position;
  /// Each function's first Function or Prototype item.
  llvm::DenseMap<const Decl *, size_t> declaredAt;
};

} // namespace

std::vector<const FunctionDecl *> directCalleesOf(const FunctionDecl *fd) {
  struct Calls : RecursiveASTVisitor<Calls> {
    std::vector<const FunctionDecl *> found;
    bool VisitCallExpr(CallExpr *e) {
      if (const FunctionDecl *callee = e->getDirectCallee())
        found.push_back(callee);
      return true;
    }
  } calls;
  calls.TraverseStmt(fd->getBody());
  return calls.found;
}

void addCallerPrototypes(AnalysisState &state) { CallerPrototypes(state).run(); }

} // namespace ultima
