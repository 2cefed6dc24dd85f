//===- CacheFile.h - files that are whole or absent, checked on read -*- C++ -*-===//
///
/// \file
/// The one way ultima keeps files between runs (the runtime's program cache,
/// the translator's precompiled preludes) and replaces the files it writes
/// (the CLI's output): a cache file is read only if it is a regular file
/// within the size limit whose header matches (magic, format version, the
/// key it was stored under, the payload's size and checksum), and every file
/// is written whole or not at all (a temporary file in the same directory,
/// renamed into place). The checksum (xxHash64) guards against damage, not
/// forgery: whoever can write the cache can write any checksum.
///
/// Layout: the 8-byte magic, a little-endian u32 format version, a u64
/// payload size, the 32-byte SHA-256 of the key, the u64 xxHash64 of the
/// payload, then the payload.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_CACHEFILE_H
#define ULTIMA_CACHEFILE_H

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace ultima {

/// What one kind of cache file is: its magic, its format version, and the
/// largest payload a reader accepts.
struct CacheFileKind {
  char magic[8];
  std::uint32_t version;
  std::uint64_t maxPayload;
};

/// The payload of the cache file at \p path stored under \p key, or nothing
/// (missing, not a regular file, too large, another kind, version or key,
/// damaged).
std::optional<std::string> readCacheFile(const std::string &path, const CacheFileKind &kind,
                                         std::string_view key);

/// Stores \p payload under \p key at \p path (its directory created), whole
/// or not at all; false when it could not.
bool writeCacheFile(const std::string &path, const CacheFileKind &kind, std::string_view key,
                    std::string_view payload);

/// The contents of \p path if it is a regular file of at most \p limit bytes
/// (opened without blocking, so a FIFO in its place never hangs).
std::optional<std::string> readRegularFile(const std::string &path, std::uint64_t limit);

/// Replaces (or creates) \p path with \p contents through a temporary file in
/// the same directory renamed into place (removed on failure and on a
/// signal), created with \p createMode less the umask, or given exactly
/// \p exactMode (the mode of a file being replaced). An empty directory in
/// \p path's place goes. Returns "" or what went wrong.
std::string replaceFile(const std::string &path, std::string_view contents,
                        std::optional<unsigned> exactMode = std::nullopt,
                        unsigned createMode = 0666);

/// The directory every front-end caches in: $ULTIMA_CACHE_DIR when it is set
/// (empty: no cache), else $XDG_CACHE_HOME/ultima, else ~/.cache/ultima ("" if
/// there is no home either). docs/runtime-cache.md.
std::string cacheDirectory();

} // namespace ultima

#endif
