//===- FatBinary.cpp - the container ultima-cc embeds, read back ----------===//
#include "ultima/cudart/FatBinary.h"
#include "Manifest.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/JSON.h"
#include <cstring>

namespace ultima::cudart {

std::optional<EmbeddedProgram> readFatBinary(const void *data) {
  const char *bytes = static_cast<const char *>(data);
  if (!bytes || std::memcmp(bytes, FatBinaryMagic, sizeof(FatBinaryMagic)) != 0)
    return std::nullopt;
  uint64_t length = llvm::support::endian::read64le(bytes + sizeof(FatBinaryMagic));
  llvm::Expected<llvm::json::Value> doc =
      llvm::json::parse(llvm::StringRef(bytes + sizeof(FatBinaryMagic) + 8, length));
  if (!doc) {
    llvm::consumeError(doc.takeError());
    return std::nullopt;
  }
  const llvm::json::Object *o = doc->getAsObject();
  if (!o || o->getString("format").value_or("") != FatBinaryFormat ||
      o->getInteger("version").value_or(0) != FatBinaryVersion)
    return std::nullopt;
  EmbeddedProgram program;
  if (auto text = o->getString("opencl"))
    program.opencl = text->str();
  if (const llvm::json::Value *manifest = o->get("manifest"))
    program.kernels = parseManifestKernels(*manifest);
  program.needs.fp64 = o->getBoolean("fp64").value_or(false);
  program.needs.subGroupWarps = o->getBoolean("subGroupWarps").value_or(false);
  if (const llvm::json::Array *extensions = o->getArray("extensions"))
    for (const llvm::json::Value &e : *extensions)
      if (auto s = e.getAsString())
        program.needs.extensions.push_back(s->str());
  return program;
}

} // namespace ultima::cudart
