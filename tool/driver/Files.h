//===- Files.h - the CLI's input and output files ----------------*- C++ -*-===//
///
/// \file
/// Reading the input with a size limit, checking an `-o` target before any
/// work is done, and writing the output atomically. Every function returns an
/// empty string on success and otherwise the reason, for a `cannot read` /
/// `cannot write` diagnostic.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_DRIVER_FILES_H
#define ULTIMA_DRIVER_FILES_H

#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <string>

namespace ultima::driver {

/// The largest input read (64 MiB): far above any real kernel, low enough that
/// `/dev/zero` or a runaway pipe ends with an error instead of exhausting memory.
constexpr uint64_t MaxInputSize = uint64_t(64) << 20;

/// Reads \p path ("-" for standard input) into \p contents: a regular file, a
/// FIFO, a device or standard input, up to MaxInputSize bytes.
std::string readInput(const std::string &path, std::string &contents);

/// Whether \p output names the same file as \p input (by identity: `./a.cu`,
/// a hard link or a symbolic link to it count). False when either is "-" or
/// \p output does not exist.
bool isSameFile(const std::string &input, const std::string &output);

/// Why \p path cannot be written as an output (a directory, a write-protected
/// file, a missing or non-directory parent), or "" when it can.
std::string checkOutput(const std::string &path);

/// Writes \p contents to \p path atomically: a temporary file in the same
/// directory, renamed over \p path once complete, keeping the permissions of a
/// \p path it replaces. On failure nothing is left behind and an existing
/// \p path is untouched. A \p path that exists and is not a regular file
/// (`/dev/null`, a FIFO) is written directly.
std::string writeAtomically(const std::string &path, llvm::StringRef contents);

} // namespace ultima::driver

#endif
