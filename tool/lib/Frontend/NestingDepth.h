//===- NestingDepth.h - bound how deeply the input nests ---------*- C++ -*-===//
///
/// \file
/// Clang's parser, ultima's passes and its printer recurse once per level of
/// nesting, so an input nested deeper than the translation's stack can hold
/// would crash. `findTooDeep` measures the nesting of every statement and
/// expression without recursing, so the translator can reject such an input
/// with a located `ultima-too-deep` diagnostic before any recursive walk.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_FRONTEND_NESTINGDEPTH_H
#define ULTIMA_FRONTEND_NESTINGDEPTH_H

#include "clang/Basic/SourceLocation.h"
#include <optional>

namespace clang {
class ASTContext;
}

namespace ultima {

/// The deepest nesting of statements and expressions ultima translates. A
/// chain of N binary operators, N else-ifs or N unary operators nests N
/// levels. Clang (with its 8 MiB stack) parses about 31,000 levels of a sum
/// and 2,600 of unary operators; the translation stack (Translator.cpp) is
/// sized for this limit.
constexpr unsigned MaxNestingDepth = 65536;

/// Where the first node (in source order) nested deeper than \p limit levels
/// in any declaration of \p ctx begins, if there is one.
std::optional<clang::SourceLocation> findTooDeep(clang::ASTContext &ctx,
                                                 unsigned limit = MaxNestingDepth);

} // namespace ultima

#endif
