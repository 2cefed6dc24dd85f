//===- TranslationPlan.cpp - queries over the plan -------------------------===//
///
/// \file
/// The plan's small queries, shared by the analysis and the printer: address
/// space keywords, final names, the kind of a __shared__ variable, device
/// symbols and their parameter types, and the
/// check that the analysis left no address space undecided.
///
//===----------------------------------------------------------------------===//
#include "TranslationPlan.h"
#include "../Basic/Diagnostics.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"

namespace ultima {

const char *addrSpaceKeyword(AddrSpace as) {
  switch (as) {
  case AddrSpace::Private:
    return "__private";
  case AddrSpace::Global:
    return "__global";
  case AddrSpace::Local:
    return "__local";
  case AddrSpace::Constant:
    return "__constant";
  case AddrSpace::Unknown:
    break;
  }
  return "";
}

std::string TranslationPlan::nameOf(const clang::NamedDecl *d) const {
  d = llvm::cast<clang::NamedDecl>(d->getCanonicalDecl());
  auto it = names.find(d);
  if (it != names.end())
    return it->second;
  if (const clang::IdentifierInfo *id = d->getIdentifier())
    return id->getName().str();
  return d->getNameAsString();
}

const DeviceSymbol *TranslationPlan::deviceSymbol(const clang::VarDecl *v) const {
  if (!v || deviceSymbols.empty())
    return nullptr;
  auto it = deviceSymbols.find(v->getCanonicalDecl());
  return it == deviceSymbols.end() ? nullptr : &it->second;
}

clang::QualType deviceSymbolParamType(clang::ASTContext &ctx, const clang::VarDecl *v) {
  const clang::VarDecl *def = v->getDefinition();
  clang::QualType t = (def ? def : v)->getType();
  if (t->isArrayType())
    return ctx.getArrayDecayedType(t);
  return ctx.getPointerType(t);
}

SharedMemoryKind sharedMemoryKind(const clang::VarDecl *v) {
  if (!v->hasAttr<clang::CUDASharedAttr>())
    return SharedMemoryKind::None;
  if (v->hasExternalStorage() || v->getType()->isIncompleteArrayType())
    return SharedMemoryKind::Dynamic;
  return SharedMemoryKind::Static;
}

namespace {

bool undecided(const PointerSpaces &s) { return llvm::is_contained(s, AddrSpace::Unknown); }

template <typename Map> bool anyUndecided(const Map &map) {
  for (const auto &entry : map)
    if (undecided(entry.second))
      return true;
  return false;
}

} // namespace

bool reportUndecidedSpaces(const TranslationPlan &plan, DiagnosticSink &diags) {
  bool found = false;
  for (const FunctionVariant &v : plan.variants) {
    bool bad = undecided(v.returnSpaces) || anyUndecided(v.varSpaces) || anyUndecided(v.castSpaces);
    for (const PointerSpaces &p : v.paramSpaces)
      bad |= undecided(p);
    for (const auto &entry : v.builtinArgSpaces)
      for (const PointerSpaces &p : entry.second)
        bad |= undecided(p);
    if (bad)
      diags.report(DiagID::Internal, v.decl->getLocation(),
                   "internal error: an address space of '" + v.decl->getNameAsString() +
                       "' was left undecided");
    found |= bad;
  }
  if (anyUndecided(plan.declSpaces)) {
    diags.report(DiagID::Internal, clang::SourceLocation(),
                 "internal error: an address space of a field or program-scope variable was "
                 "left undecided");
    found = true;
  }
  return found;
}

std::string cudaName(const clang::FunctionDecl *fd) {
  std::string name;
  llvm::raw_string_ostream os(name);
  fd->getNameForDiagnostic(os, fd->getASTContext().getPrintingPolicy(), /*Qualified=*/true);
  return os.str();
}

} // namespace ultima
