//===- Pipeline.cpp - runs the analysis passes in order -------------------===//
#include "AnalysisState.h"

namespace ultima {

void runAnalysis(AnalysisState &state) {
#define ULTIMA_PASS(Name, Id, Doc) run##Name(state);
#include "Passes.def"
}

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

} // namespace ultima
