//===- DiskCache.cpp - the program cache's entries --------------------------===//
///
/// \file
/// Each entry is a cache file (ultima/CacheFile.h): checked on read, written
/// whole or not at all. Anything that does not check out reads as a miss.
///
//===----------------------------------------------------------------------===//
#include "ultima/runtime/DiskCache.h"
#include "ultima/CacheFile.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/SHA256.h"

namespace ultima::runtime {

namespace {
constexpr CacheFileKind EntryFile = {
    {'U', 'L', 'T', 'I', 'M', 'A', 'P', 'B'}, DiskCache::FormatVersion, DiskCache::MaxPayloadSize};
} // namespace

std::string DiskCache::defaultDirectory() { return cacheDirectory(); }

std::string DiskCache::pathFor(const std::string &key) const { return dir_ + "/" + key + ".bin"; }

std::string DiskCache::hashParts(const std::vector<std::string> &parts) {
  llvm::SHA256 h;
  for (const std::string &p : parts) {
    std::string len = std::to_string(p.size()) + ":";
    h.update(llvm::StringRef(len));
    h.update(llvm::StringRef(p));
  }
  return llvm::toHex(h.final(), /*LowerCase=*/true);
}

std::optional<std::vector<unsigned char>> DiskCache::load(const std::string &key) const {
  if (!enabled())
    return std::nullopt;
  std::optional<std::string> payload = readCacheFile(pathFor(key), EntryFile, key);
  if (!payload)
    return std::nullopt;
  return std::vector<unsigned char>(payload->begin(), payload->end());
}

bool DiskCache::store(const std::string &key, const std::vector<unsigned char> &payload) const {
  return enabled() &&
         writeCacheFile(
             pathFor(key), EntryFile, key,
             std::string_view(reinterpret_cast<const char *>(payload.data()), payload.size()));
}

} // namespace ultima::runtime
