//===- Manifest.h - the launch manifest read back ---------------*- C++ -*-===//
#ifndef ULTIMA_CUDART_MANIFEST_H
#define ULTIMA_CUDART_MANIFEST_H

#include "ultima/Translator.h"
#include <string>
#include <vector>

namespace llvm::json {
class Value;
} // namespace llvm::json

namespace ultima::cudart {

/// The kernels of a launch manifest (docs/launch-manifest.md) with what a
/// launch needs: names, parameter kinds, CUDA indices, sizes, symbols and
/// their initial bytes. Malformed entries are skipped.
std::vector<KernelSignature> parseManifestKernels(const llvm::json::Value &manifest);
/// The same from the manifest's text.
std::vector<KernelSignature> parseManifestKernels(const std::string &json);

} // namespace ultima::cudart

#endif
