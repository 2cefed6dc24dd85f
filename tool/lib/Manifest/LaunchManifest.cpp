//===- LaunchManifest.cpp - the launch manifest as JSON -------------------===//
///
/// \file
/// Renders a translation's kernels and host launch sites as the launch
/// manifest (docs/launch-manifest.md): what a host-side runtime needs to run
/// the translated program's kernels the way its host code launches them.
///
//===----------------------------------------------------------------------===//
#include "ultima/Translator.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

namespace ultima {
namespace {

const char *kindName(KernelParameter::Kind kind) {
  switch (kind) {
  case KernelParameter::Kind::Value:
    return "value";
  case KernelParameter::Kind::Buffer:
    return "buffer";
  case KernelParameter::Kind::BufferOffset:
    return "buffer-offset";
  case KernelParameter::Kind::CArrayData:
    return "carray-data";
  case KernelParameter::Kind::CArrayInfo:
    return "carray-info";
  case KernelParameter::Kind::Symbol:
    return "symbol";
  case KernelParameter::Kind::DynamicShared:
    return "dynamic-shared";
  case KernelParameter::Kind::TextureData:
    return "texture-data";
  case KernelParameter::Kind::TextureDesc:
    return "texture-desc";
  case KernelParameter::Kind::TextureImages:
    return "texture-images";
  case KernelParameter::Kind::GridSync:
    return "grid-sync";
  }
  return "value";
}

/// A launch expression as written, or null where the launch leaves it out.
llvm::json::Value written(const std::string &text) {
  if (text.empty())
    return nullptr;
  return text;
}

llvm::json::Object parameter(const KernelParameter &p) {
  llvm::json::Object o{{"name", p.name},
                       {"kind", kindName(p.kind)},
                       {"declaration", p.declaration},
                       {"type", p.type}};
  if (!p.addressSpace.empty())
    o["addressSpace"] = p.addressSpace;
  if (p.cudaIndex >= 0)
    o["cudaIndex"] = p.cudaIndex;
  if (p.kind == KernelParameter::Kind::Value || p.kind == KernelParameter::Kind::TextureDesc)
    o["size"] = static_cast<int64_t>(p.size);
  if (!p.symbol.empty())
    o["symbol"] = p.symbol; // a device symbol, or the texture reference a texture-* parameter is
  if (p.fieldOffset >= 0) { // a leaf of a struct passed field by field
    o["size"] = static_cast<int64_t>(p.size);
    o["field"] = p.field;
    o["fieldOffset"] = p.fieldOffset;
    o["argumentSize"] = static_cast<int64_t>(p.argumentSize);
  }
  if (p.kind == KernelParameter::Kind::GridSync)
    o["size"] = static_cast<int64_t>(p.size);
  if (p.kind == KernelParameter::Kind::Symbol) {
    o["size"] = static_cast<int64_t>(p.size);
    o["initialBytes"] =
        p.initialBytes.empty() ? llvm::json::Value(nullptr) : llvm::toHex(p.initialBytes, true);
  }
  return o;
}

} // namespace

std::string launchManifestJson(const Result &result) {
  llvm::json::Array kernels;
  for (const KernelSignature &k : result.kernels) {
    llvm::json::Array params;
    for (const KernelParameter &p : k.params)
      params.push_back(parameter(p));
    kernels.push_back(llvm::json::Object{{"name", k.name},
                                         {"cudaName", k.cudaName},
                                         {"mangledName", k.mangledName},
                                         {"file", k.file},
                                         {"line", k.line},
                                         {"params", std::move(params)}});
  }
  llvm::json::Array launches;
  for (const LaunchSite &l : result.launches) {
    llvm::json::Array arguments;
    for (const std::string &a : l.arguments)
      arguments.push_back(a);
    launches.push_back(llvm::json::Object{{"kernel", written(l.kernel)},
                                          {"cudaKernel", written(l.cudaKernel)},
                                          {"callee", l.callee},
                                          {"function", l.function},
                                          {"file", l.file},
                                          {"line", l.line},
                                          {"column", l.column},
                                          {"grid", written(l.grid)},
                                          {"block", written(l.block)},
                                          {"sharedMemory", written(l.sharedMemory)},
                                          {"stream", written(l.stream)},
                                          {"arguments", std::move(arguments)}});
  }
  llvm::json::Object manifest{{"format", "ultima-launch-manifest"},
                              {"version", 1},
                              {"kernels", std::move(kernels)},
                              {"launches", std::move(launches)}};
  std::string text;
  llvm::raw_string_ostream os(text);
  os << llvm::formatv("{0:2}", llvm::json::Value(std::move(manifest))) << "\n";
  return os.str();
}

} // namespace ultima
