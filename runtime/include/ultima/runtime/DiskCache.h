//===- ultima/runtime/DiskCache.h - program binaries on disk -----*- C++ -*-===//
///
/// \file
/// A directory of cache entries, one file per key (the SHA-256 of everything
/// the entry depends on: programKey for program binaries, translationKey for
/// translations). Entries are written to a
/// temporary file in the same directory and renamed into place, so readers
/// never see a partial entry and concurrent writers of one key both succeed;
/// each entry carries the SHA-256 of its key and of its payload, so a corrupt
/// or truncated entry, or an entry of another key in this one's place, reads
/// as a miss. No lock. The format is in docs/runtime-cache.md.
/// Needs no OpenCL device, so it is unit-tested on its own.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_RUNTIME_DISKCACHE_H
#define ULTIMA_RUNTIME_DISKCACHE_H

#include <optional>
#include <string>
#include <vector>

namespace ultima::runtime {

class DiskCache {
public:
  /// A cache in \p dir (created on first store); an empty \p dir disables it.
  explicit DiskCache(std::string dir) : dir_(std::move(dir)) {}

  /// $ULTIMA_CACHE_DIR if set (empty: disabled), else $XDG_CACHE_HOME/ultima,
  /// else ~/.cache/ultima.
  static std::string defaultDirectory();

  bool enabled() const { return !dir_.empty(); }
  const std::string &directory() const { return dir_; }
  /// The file that holds \p key.
  std::string pathFor(const std::string &key) const;

  /// The payload stored under \p key; nullopt when absent, unreadable,
  /// corrupt, stored under another key, larger than MaxPayloadSize, or not a regular file (a
  /// directory, FIFO, socket or symlink loop in its place never blocks or throws).
  std::optional<std::vector<unsigned char>> load(const std::string &key) const;
  /// Stores \p payload under \p key atomically (a rename over whatever
  /// was there: a corrupt entry, a FIFO, a symlink; an empty directory is
  /// removed first); false (and nothing left behind) when the directory
  /// cannot be written. A cache never fails a launch.
  bool store(const std::string &key, const std::vector<unsigned char> &payload) const;

  /// Hex SHA-256 over \p parts, each length-prefixed so that no two lists
  /// of parts hash alike.
  static std::string hashParts(const std::vector<std::string> &parts);

  /// Format version of an entry; part of every key and of every entry header.
  static constexpr unsigned FormatVersion = 3;
  /// The largest payload load() reads (program binaries are far smaller).
  static constexpr unsigned long long MaxPayloadSize = 1ull << 30;

private:
  std::string dir_;
};

} // namespace ultima::runtime

#endif
