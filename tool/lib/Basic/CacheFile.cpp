//===- CacheFile.cpp - files that are whole or absent, checked on read ----===//
#include "ultima/CacheFile.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/xxhash.h"
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace ultima {
namespace {

constexpr size_t MagicSize = 8, DigestSize = 32;
constexpr size_t HeaderSize = MagicSize + 4 + 8 + DigestSize + 8;

/// The 32 bytes of the key's SHA-256 (through hex: SHA256::final() returns
/// bytes as a StringRef before LLVM 15 and as an array after).
std::string keyDigest(std::string_view key) {
  llvm::SHA256 h;
  h.update(llvm::StringRef(key.data(), key.size()));
  return llvm::fromHex(llvm::toHex(h.final(), /*LowerCase=*/true));
}

uint64_t checksum(std::string_view payload) {
  return llvm::xxHash64(llvm::StringRef(payload.data(), payload.size()));
}

} // namespace

std::optional<std::string> readRegularFile(const std::string &path, uint64_t limit) {
  int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0)
    return std::nullopt;
  std::optional<std::string> result;
  struct stat st;
  if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && static_cast<uint64_t>(st.st_size) <= limit) {
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

std::optional<std::string> readCacheFile(const std::string &path, const CacheFileKind &kind,
                                         std::string_view key) {
  std::optional<std::string> file = readRegularFile(path, HeaderSize + kind.maxPayload);
  if (!file || file->size() < HeaderSize)
    return std::nullopt;
  using namespace llvm::support;
  const auto *p = reinterpret_cast<const unsigned char *>(file->data());
  std::string_view payload(*file);
  payload.remove_prefix(HeaderSize);
  if (std::memcmp(p, kind.magic, MagicSize) != 0 ||
      endian::read32le(p + MagicSize) != kind.version ||
      endian::read64le(p + MagicSize + 4) != payload.size() ||
      std::memcmp(p + MagicSize + 12, keyDigest(key).data(), DigestSize) != 0 ||
      endian::read64le(p + MagicSize + 12 + DigestSize) != checksum(payload))
    return std::nullopt;
  return std::string(payload);
}

bool writeCacheFile(const std::string &path, const CacheFileKind &kind, std::string_view key,
                    std::string_view payload) {
  if (payload.size() > kind.maxPayload ||
      llvm::sys::fs::create_directories(llvm::sys::path::parent_path(path)))
    return false;
  std::string file(HeaderSize, '\0');
  char *p = file.data();
  std::memcpy(p, kind.magic, MagicSize);
  llvm::support::endian::write32le(p + MagicSize, kind.version);
  llvm::support::endian::write64le(p + MagicSize + 4, payload.size());
  std::string digest = keyDigest(key);
  std::memcpy(p + MagicSize + 12, digest.data(), DigestSize);
  llvm::support::endian::write64le(p + MagicSize + 12 + DigestSize, checksum(payload));
  file.append(payload);
  return replaceFile(path, file, std::nullopt, 0600).empty(); // the user's own cache
}

std::string replaceFile(const std::string &path, std::string_view contents,
                        std::optional<unsigned> exactMode, unsigned createMode) {
  llvm::SmallString<256> model(llvm::sys::path::parent_path(path));
  llvm::sys::path::append(model,
                          "." + llvm::sys::path::filename(path).str() + ".ultima-tmp-%%%%%%%%");
  // TempFile removes itself on a signal, on discard() and when keep() fails.
  llvm::Expected<llvm::sys::fs::TempFile> temp = llvm::sys::fs::TempFile::create(
      model, static_cast<llvm::sys::fs::perms>(createMode & llvm::sys::fs::all_perms));
  if (!temp)
    return llvm::toString(temp.takeError());
  std::string problem;
  if (exactMode)
    if (std::error_code ec = llvm::sys::fs::setPermissions(
            temp->FD, static_cast<llvm::sys::fs::perms>(*exactMode & llvm::sys::fs::all_perms)))
      problem = ec.message();
  errno = 0;
  for (size_t done = 0; done < contents.size() && problem.empty();) {
    ssize_t n = ::write(temp->FD, contents.data() + done, contents.size() - done);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      problem = std::strerror(errno ? errno : EIO);
    else
      done += static_cast<size_t>(n);
  }
  if (!problem.empty()) {
    llvm::consumeError(temp->discard());
    return problem;
  }
  // rename() cannot replace a directory; an empty one in the file's place
  // goes (a non-empty one stays, and the write fails).
  if (llvm::sys::fs::is_directory(path))
    llvm::sys::fs::remove(path);
  if (llvm::Error e = temp->keep(path))
    return llvm::toString(std::move(e));
  return "";
}

std::string cacheDirectory() {
  if (const char *dir = std::getenv("ULTIMA_CACHE_DIR"))
    return dir; // "" disables the cache
  if (const char *xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg)
    return std::string(xdg) + "/ultima";
  if (const char *home = std::getenv("HOME"); home && *home)
    return std::string(home) + "/.cache/ultima";
  return "";
}

} // namespace ultima
