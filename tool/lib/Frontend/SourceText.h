//===- SourceText.h - scanning source text before it is parsed --*- C++ -*-===//
///
/// \file
/// What the respellings done before parsing (LaunchChevrons.cpp,
/// AlignasOrder.cpp) share: stepping over comments and literals, which they
/// must leave alone.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_FRONTEND_SOURCETEXT_H
#define ULTIMA_FRONTEND_SOURCETEXT_H

#include <cstddef>
#include <string>

namespace ultima {

/// Offset just past the comment or literal starting at \p i, or \p i when
/// none starts there (an unterminated one ends at its line's or the text's
/// end).
size_t skipCommentOrLiteral(const std::string &s, size_t i);

} // namespace ultima

#endif
