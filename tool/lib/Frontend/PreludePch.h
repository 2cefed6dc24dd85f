//===- PreludePch.h - ultima's force-included prelude, precompiled -*- C++ -*-===//
///
/// \file
/// Every translation force-includes `__ultima_prelude.h` (the CUDA runtime
/// API, math, atomics and warp declarations: ~1,400 lines), and parsing it is
/// nearly all of the time a small kernel takes to translate. A precompiled
/// header of it (Clang's PCH) turns that parse into a lazy load.
///
/// A PCH is only valid for the exact command line it was built with (the
/// language standard, defines and include paths all change what the prelude
/// means), so each one is keyed on the whole frontend command line and the
/// translator's fingerprint. Without a cache directory a PCH lives in this
/// process and is built on the second parse with the same key (one parse
/// alone is cheaper than building it); with a directory it is built on the
/// first parse and shared by later processes, in files checked against
/// their key and a checksum of their contents before use.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_FRONTEND_PRELUDEPCH_H
#define ULTIMA_FRONTEND_PRELUDEPCH_H

#include "clang/Tooling/Tooling.h"
#include <string>
#include <vector>

namespace ultima {

/// A precompiled prelude, and the virtual files a parse that uses it maps:
/// the embedded headers and the PCH itself, at `path`.
struct PreludePch {
  std::string path; ///< where the PCH appears to Clang
  clang::tooling::FileContentMappings files;
};

/// The embedded headers (kernels/cuda) as virtual files under
/// EmbeddedIncludeDir; built once per process, never freed (Clang's
/// in-memory file system and the ASTs read them without copying).
const clang::tooling::FileContentMappings &embeddedHeaderFiles();

/// The precompiled prelude for a parse with \p arguments (frontendArguments
/// without a prelude), or null where there is none yet or it cannot be
/// built: the caller then parses the prelude as text. Thread-safe; a returned
/// PCH stays valid for the life of the process.
const PreludePch *preludePch(const std::vector<std::string> &arguments,
                             const std::string &cacheDirectory);

/// Forgets \p pch (and deletes its cache file) after Clang refused it: the
/// next preludePch for its arguments builds it again (and stores it), or,
/// after a second refusal, answers null (the prelude is parsed as text).
void discardPreludePch(const PreludePch *pch, const std::string &cacheDirectory);

} // namespace ultima

#endif
