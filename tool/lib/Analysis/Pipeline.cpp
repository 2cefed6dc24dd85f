//===- Pipeline.cpp - runs the analysis passes in order -------------------===//
#include "AnalysisState.h"

namespace ultima {

void runAnalysis(AnalysisState &state) {
#define ULTIMA_PASS(Name, Id, Doc) run##Name(state);
#include "Passes.def"
}

} // namespace ultima
