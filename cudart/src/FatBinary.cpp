//===- FatBinary.cpp - the container ultima-cc embeds in host objects -----===//
#include "ultima/cudart/FatBinary.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/JSON.h"
#include <cstring>

namespace ultima::cudart {

std::string writeFatBinary(const Result &translation) {
  llvm::json::Array extensions;
  for (const std::string &e : translation.needs.extensions)
    extensions.push_back(e);
  llvm::Expected<llvm::json::Value> manifest = llvm::json::parse(launchManifestJson(translation));
  if (!manifest) {
    llvm::consumeError(manifest.takeError());
    return {};
  }
  llvm::json::Object doc{{"format", "ultima-cc-program"},       {"version", 1},
                         {"opencl", translation.openclSource},  {"manifest", std::move(*manifest)},
                         {"extensions", std::move(extensions)}, {"fp64", translation.needs.fp64}};
  std::string json;
  llvm::raw_string_ostream os(json);
  os << llvm::json::Value(std::move(doc));
  os.flush();
  std::string out(FatBinaryMagic, sizeof(FatBinaryMagic));
  char length[8];
  llvm::support::endian::write64le(length, json.size());
  out.append(length, sizeof(length));
  return out + json;
}

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
  if (!o || o->getString("format").value_or("") != "ultima-cc-program")
    return std::nullopt;
  EmbeddedProgram program;
  if (auto text = o->getString("opencl"))
    program.opencl = text->str();
  if (const llvm::json::Value *manifest = o->get("manifest")) {
    llvm::raw_string_ostream os(program.manifestJson);
    os << *manifest;
  }
  program.needs.fp64 = o->getBoolean("fp64").value_or(false);
  if (const llvm::json::Array *extensions = o->getArray("extensions"))
    for (const llvm::json::Value &e : *extensions)
      if (auto s = e.getAsString())
        program.needs.extensions.push_back(s->str());
  return program;
}

} // namespace ultima::cudart
