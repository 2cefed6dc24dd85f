//===- Manifest.cpp - the launch manifest read back -----------------------===//
#include "Manifest.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/JSON.h"
#include <optional>

namespace ultima::cudart {
namespace {

std::optional<KernelParameter::Kind> kindNamed(llvm::StringRef name) {
  using Kind = KernelParameter::Kind;
  return llvm::StringSwitch<std::optional<Kind>>(name)
      .Case("value", Kind::Value)
      .Case("buffer", Kind::Buffer)
      .Case("buffer-offset", Kind::BufferOffset)
      .Case("carray-data", Kind::CArrayData)
      .Case("carray-info", Kind::CArrayInfo)
      .Case("symbol", Kind::Symbol)
      .Case("dynamic-shared", Kind::DynamicShared)
      .Case("texture-data", Kind::TextureData)
      .Case("texture-desc", Kind::TextureDesc)
      .Case("texture-images", Kind::TextureImages)
      .Case("grid-sync", Kind::GridSync)
      .Default(std::nullopt);
}

std::string str(const llvm::json::Object &o, llvm::StringRef key) {
  auto s = o.getString(key);
  return s ? s->str() : std::string();
}

} // namespace

std::vector<KernelSignature> parseManifestKernels(const std::string &json) {
  llvm::Expected<llvm::json::Value> doc = llvm::json::parse(json);
  if (!doc) {
    llvm::consumeError(doc.takeError());
    return {};
  }
  return parseManifestKernels(*doc);
}

std::vector<KernelSignature> parseManifestKernels(const llvm::json::Value &manifest) {
  std::vector<KernelSignature> kernels;
  const llvm::json::Object *root = manifest.getAsObject();
  const llvm::json::Array *list = root ? root->getArray("kernels") : nullptr;
  if (!list)
    return kernels;
  for (const llvm::json::Value &kv : *list) {
    const llvm::json::Object *k = kv.getAsObject();
    if (!k)
      continue;
    KernelSignature signature;
    signature.name = str(*k, "name");
    signature.cudaName = str(*k, "cudaName");
    signature.mangledName = str(*k, "mangledName");
    if (const llvm::json::Array *params = k->getArray("params"))
      for (const llvm::json::Value &pv : *params) {
        const llvm::json::Object *p = pv.getAsObject();
        std::optional<KernelParameter::Kind> kind =
            p ? kindNamed(p->getString("kind").value_or("")) : std::nullopt;
        if (!kind)
          continue;
        KernelParameter param;
        param.kind = *kind;
        param.name = str(*p, "name");
        param.type = str(*p, "type");
        param.cudaIndex = static_cast<int>(p->getInteger("cudaIndex").value_or(-1));
        param.symbol = str(*p, "symbol");
        param.size = p->getInteger("size").value_or(0);
        param.fieldOffset = p->getInteger("fieldOffset").value_or(-1);
        param.argumentSize = p->getInteger("argumentSize").value_or(0);
        param.field = str(*p, "field");
        std::string hex = str(*p, "initialBytes");
        if (!hex.empty())
          param.initialBytes = llvm::fromHex(hex);
        signature.params.push_back(std::move(param));
      }
    kernels.push_back(std::move(signature));
  }
  return kernels;
}

} // namespace ultima::cudart
