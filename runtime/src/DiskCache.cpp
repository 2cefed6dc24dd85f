//===- DiskCache.cpp - checksummed, atomically written cache entries -------===//
///
/// \file
/// Entry layout (docs/runtime-cache.md): the 8-byte magic "ULTIMAPB", a
/// little-endian u32 format version, a u64 payload size, the 32-byte SHA-256
/// of the key the entry was stored under, the 32-byte SHA-256 of the payload,
/// then the payload. Anything else reads as a miss, and so does an entry of
/// another key in this key's place (a renamed or copied file), and anything
/// in an entry's place that is not a regular file (read without blocking,
/// never more than MaxPayloadSize).
///
//===----------------------------------------------------------------------===//
#include "ultima/runtime/DiskCache.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/raw_ostream.h"
#include <array>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace ultima::runtime {

namespace {

const char Magic[8] = {'U', 'L', 'T', 'I', 'M', 'A', 'P', 'B'};
constexpr size_t HeaderSize = 8 + 4 + 8 + 32 + 32;

std::array<uint8_t, 32> sha256(llvm::ArrayRef<uint8_t> data) {
  llvm::SHA256 h;
  h.update(data);
  return h.final();
}

std::array<uint8_t, 32> keyDigest(const std::string &key) {
  return sha256(llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>(key.data()), key.size()));
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
  return llvm::toHex(h.final(), /*LowerCase=*/true);
}

// Opened non-blocking so that a FIFO (or a device) in an entry's place never
// blocks, and checked with fstat before a byte is read.
std::optional<std::string> DiskCache::readRegularFile(const std::string &path,
                                                      unsigned long long limit) {
  int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0)
    return std::nullopt;
  std::optional<std::string> result;
  struct stat st;
  if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) &&
      static_cast<unsigned long long>(st.st_size) <= limit) {
    std::string bytes(static_cast<size_t>(st.st_size), '\0');
    size_t done = 0;
    while (done < bytes.size()) {
      ssize_t n = ::read(fd, &bytes[done], bytes.size() - done);
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        break; // an error, or the file shrank: the size check below fails
      done += static_cast<size_t>(n);
    }
    if (done == bytes.size())
      result = std::move(bytes);
  }
  ::close(fd);
  return result;
}

std::optional<std::vector<unsigned char>> DiskCache::load(const std::string &key) const {
  if (!enabled())
    return std::nullopt;
  std::optional<std::string> file = readRegularFile(pathFor(key), HeaderSize + MaxPayloadSize);
  if (!file)
    return std::nullopt;
  llvm::StringRef bytes = *file;
  using namespace llvm::support;
  const unsigned char *p = bytes.bytes_begin();
  if (bytes.size() < HeaderSize || std::memcmp(p, Magic, 8) != 0 ||
      endian::read32le(p + 8) != FormatVersion ||
      endian::read64le(p + 12) != bytes.size() - HeaderSize ||
      std::memcmp(keyDigest(key).data(), p + 20, 32) != 0)
    return std::nullopt;
  llvm::ArrayRef<uint8_t> payload(p + HeaderSize, bytes.size() - HeaderSize);
  if (std::memcmp(sha256(payload).data(), p + 52, 32) != 0)
    return std::nullopt;
  return std::vector<unsigned char>(payload.begin(), payload.end());
}

bool DiskCache::store(const std::string &key, const std::vector<unsigned char> &payload) const {
  if (!enabled() || llvm::sys::fs::create_directories(dir_))
    return false;
  // A unique temporary file per writer: two processes storing one key each
  // rename a complete file, the last rename wins, both contents are valid.
  int fd = -1;
  llvm::SmallString<256> tmp;
  if (llvm::sys::fs::createUniqueFile(pathFor(key) + ".tmp-%%%%%%%%", fd, tmp))
    return false;
  bool ok;
  {
    llvm::raw_fd_ostream out(fd, /*shouldClose=*/true);
    out.write(Magic, 8);
    char header[12];
    llvm::support::endian::write32le(header, FormatVersion);
    llvm::support::endian::write64le(header + 4, payload.size());
    out.write(header, sizeof header);
    std::array<uint8_t, 32> keyHash = keyDigest(key);
    out.write(reinterpret_cast<const char *>(keyHash.data()), keyHash.size());
    std::array<uint8_t, 32> digest = sha256(payload);
    out.write(reinterpret_cast<const char *>(digest.data()), digest.size());
    out.write(reinterpret_cast<const char *>(payload.data()), payload.size());
    out.close();
    ok = !out.has_error();
    out.clear_error(); // reported through the return value
  }
  if (ok && !llvm::sys::fs::rename(tmp, pathFor(key)))
    return true;
  // rename() cannot replace a directory; an empty one in an entry's place
  // goes (a non-empty one is left alone: every load stays a miss).
  if (ok && llvm::sys::fs::is_directory(pathFor(key)) && !llvm::sys::fs::remove(pathFor(key)) &&
      !llvm::sys::fs::rename(tmp, pathFor(key)))
    return true;
  llvm::sys::fs::remove(tmp);
  return false;
}

} // namespace ultima::runtime
