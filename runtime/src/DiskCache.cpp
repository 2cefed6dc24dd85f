//===- DiskCache.cpp - checksummed, atomically written cache entries -------===//
///
/// \file
/// Entry layout (docs/runtime-cache.md): the 8-byte magic "ULTIMAPB", a
/// little-endian u32 format version, a u64 payload size, the 32-byte SHA-256
/// of the payload, then the payload. Anything else reads as a miss.
///
//===----------------------------------------------------------------------===//
#include "ultima/runtime/DiskCache.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/SHA256.h"
#include <array>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <random>
#include <sys/stat.h>
#include <unistd.h>

namespace ultima::runtime {

namespace {

const char Magic[8] = {'U', 'L', 'T', 'I', 'M', 'A', 'P', 'B'};
constexpr size_t HeaderSize = 8 + 4 + 8 + 32;

std::array<uint8_t, 32> sha256(const unsigned char *data, size_t size) {
  llvm::SHA256 h;
  h.update(llvm::ArrayRef<uint8_t>(data, size));
  return h.final();
}

std::string hex(const std::array<uint8_t, 32> &digest) {
  static const char *digits = "0123456789abcdef";
  std::string s;
  for (uint8_t b : digest) {
    s += digits[b >> 4];
    s += digits[b & 15];
  }
  return s;
}

void putLE(std::vector<unsigned char> &out, uint64_t v, int bytes) {
  for (int i = 0; i < bytes; ++i)
    out.push_back(static_cast<unsigned char>(v >> (8 * i)));
}
uint64_t getLE(const unsigned char *p, int bytes) {
  uint64_t v = 0;
  for (int i = 0; i < bytes; ++i)
    v |= uint64_t(p[i]) << (8 * i);
  return v;
}

/// mkdir -p.
bool makeDirs(const std::string &dir) {
  for (size_t pos = 1; pos <= dir.size(); ++pos) {
    if (pos != dir.size() && dir[pos] != '/')
      continue;
    std::string prefix = dir.substr(0, pos);
    if (mkdir(prefix.c_str(), 0755) != 0 && errno != EEXIST)
      return false;
  }
  return true;
}

bool writeAll(int fd, const unsigned char *data, size_t size) {
  while (size) {
    ssize_t n = ::write(fd, data, size);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      return false;
    data += n;
    size -= static_cast<size_t>(n);
  }
  return true;
}

} // namespace

std::string DiskCache::defaultDirectory() {
  if (const char *dir = std::getenv("ULTIMA_CACHE_DIR"))
    return dir; // "" disables the cache
  if (const char *xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg)
    return std::string(xdg) + "/ultima";
  if (const char *home = std::getenv("HOME"); home && *home)
    return std::string(home) + "/.cache/ultima";
  return "";
}

std::string DiskCache::pathFor(const std::string &key) const { return dir_ + "/" + key + ".bin"; }

std::string DiskCache::hashParts(const std::vector<std::string> &parts) {
  llvm::SHA256 h;
  for (const std::string &p : parts) {
    std::string len = std::to_string(p.size()) + ":";
    h.update(llvm::StringRef(len));
    h.update(llvm::StringRef(p));
  }
  return hex(h.final());
}

std::optional<std::vector<unsigned char>> DiskCache::load(const std::string &key) const {
  if (!enabled())
    return std::nullopt;
  FILE *f = std::fopen(pathFor(key).c_str(), "rb");
  if (!f)
    return std::nullopt;
  std::vector<unsigned char> bytes;
  unsigned char chunk[65536];
  size_t n;
  while ((n = std::fread(chunk, 1, sizeof chunk, f)) > 0)
    bytes.insert(bytes.end(), chunk, chunk + n);
  std::fclose(f);
  if (bytes.size() < HeaderSize || std::memcmp(bytes.data(), Magic, 8) != 0 ||
      getLE(bytes.data() + 8, 4) != FormatVersion ||
      getLE(bytes.data() + 12, 8) != bytes.size() - HeaderSize)
    return std::nullopt;
  std::vector<unsigned char> payload(bytes.begin() + HeaderSize, bytes.end());
  std::array<uint8_t, 32> digest = sha256(payload.data(), payload.size());
  if (std::memcmp(digest.data(), bytes.data() + 20, 32) != 0)
    return std::nullopt;
  return payload;
}

bool DiskCache::store(const std::string &key, const std::vector<unsigned char> &payload) const {
  if (!enabled() || !makeDirs(dir_))
    return false;
  std::vector<unsigned char> bytes(Magic, Magic + 8);
  putLE(bytes, FormatVersion, 4);
  putLE(bytes, payload.size(), 8);
  std::array<uint8_t, 32> digest = sha256(payload.data(), payload.size());
  bytes.insert(bytes.end(), digest.begin(), digest.end());
  bytes.insert(bytes.end(), payload.begin(), payload.end());
  // A unique temporary name per writer: two processes storing one key each
  // rename a complete file, the last rename wins, both contents are valid.
  std::random_device rd;
  std::string tmp = pathFor(key) + ".tmp." + std::to_string(getpid()) + "." + std::to_string(rd());
  int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL, 0644);
  if (fd < 0)
    return false;
  bool ok = writeAll(fd, bytes.data(), bytes.size());
  ok = (::close(fd) == 0) && ok;
  if (ok && std::rename(tmp.c_str(), pathFor(key).c_str()) == 0)
    return true;
  std::remove(tmp.c_str());
  return false;
}

} // namespace ultima::runtime
