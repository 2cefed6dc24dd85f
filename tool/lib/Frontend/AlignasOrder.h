//===- AlignasOrder.h - `__shared__ alignas(N)` -----------------*- C++ -*-===//
///
/// \file
/// nvcc accepts `alignas(N)` after a CUDA memory-space keyword,
/// `__shared__ alignas(16) float a[64];` (CUDA's samples declare their
/// shared buffers so), but `__shared__` is a GNU attribute, and Clang (14 to
/// 19 alike) refuses a C++11 attribute or alignment specifier after one in a
/// declaration's specifiers ("an attribute list cannot appear here"). C++
/// allows it first: moveAlignasFirst rewrites the specifiers before such an
/// `alignas(...)` to come after it, `alignas(16) __shared__ float a[64];`,
/// which means the same (the alignment appertains to the declared entity).
/// The rewritten run of specifiers keeps its length, so every character
/// outside it keeps its offset.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_FRONTEND_ALIGNASORDER_H
#define ULTIMA_FRONTEND_ALIGNASORDER_H

#include <string>

namespace ultima {

/// Rewrites, in \p source outside comments and literals, each run of
/// declaration specifiers `S... alignas(E)` in which some S is `__shared__`,
/// `__device__`, `__constant__` or `__managed__` and the others are
/// `static`, `extern`, `volatile` or `const`, to `alignas(E) S...`. Returns
/// how many it rewrote.
unsigned moveAlignasFirst(std::string &source);

} // namespace ultima

#endif
