//===- FatBinaryWriter.cpp - the container ultima-cc embeds ---------------===//
///
/// \file
/// Written here, with the translator (its launchManifestJson), and read by
/// libultima-cudart (cudart/src/FatBinary.cpp), which does not link it.
///
//===----------------------------------------------------------------------===//
#include "FatBinaryWriter.h"
#include "ultima/cudart/FatBinary.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/JSON.h"

namespace ultima::cc {

std::string writeFatBinary(const Result &translation) {
  llvm::json::Array extensions;
  for (const std::string &e : translation.needs.extensions)
    extensions.push_back(e);
  // The manifest goes in as the object it is, not as a string inside the document.
  llvm::Expected<llvm::json::Value> manifest = llvm::json::parse(launchManifestJson(translation));
  if (!manifest) {
    llvm::consumeError(manifest.takeError());
    return {};
  }
  llvm::json::Object doc{{"format", cudart::FatBinaryFormat},
                         {"version", cudart::FatBinaryVersion},
                         {"opencl", translation.openclSource},
                         {"manifest", std::move(*manifest)},
                         {"extensions", std::move(extensions)},
                         {"fp64", translation.needs.fp64},
                         {"subGroupWarps", translation.needs.subGroupWarps}};
  std::string json;
  llvm::raw_string_ostream os(json);
  os << llvm::json::Value(std::move(doc));
  os.flush();
  std::string out(cudart::FatBinaryMagic, sizeof(cudart::FatBinaryMagic));
  char length[8];
  llvm::support::endian::write64le(length, json.size());
  out.append(length, sizeof(length));
  return out + json;
}

} // namespace ultima::cc
