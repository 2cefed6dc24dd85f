//===- AlignasOrder.cpp - `__shared__ alignas(N)` -------------------------===//
#include "AlignasOrder.h"
#include "SourceText.h"
#include <cctype>
#include <cstddef>
#include <string_view>

namespace ultima {
namespace {

bool isWordChar(char c) { return isalnum(static_cast<unsigned char>(c)) || c == '_'; }

bool isSpaceKeyword(std::string_view w) {
  return w == "__shared__" || w == "__device__" || w == "__constant__" || w == "__managed__";
}

bool isOtherSpecifier(std::string_view w) {
  return w == "static" || w == "extern" || w == "volatile" || w == "const";
}

/// Offset just past the `)` closing the `(` at \p open, or npos.
size_t closingParen(const std::string &s, size_t open) {
  int depth = 0;
  size_t i = open;
  while (i < s.size()) {
    size_t skipped = skipCommentOrLiteral(s, i);
    if (skipped != i) {
      i = skipped;
      continue;
    }
    if (s[i] == '(')
      ++depth;
    else if (s[i] == ')' && --depth == 0)
      return i + 1;
    else if (s[i] == ';' || s[i] == '{' || s[i] == '}')
      return std::string::npos;
    ++i;
  }
  return std::string::npos;
}

/// Where the run of specifiers ending before \p at starts (\p at when there
/// is none), and whether it holds a memory-space keyword.
size_t specifiersBefore(const std::string &s, size_t at, bool &hasSpace) {
  size_t start = at;
  size_t j = at;
  hasSpace = false;
  while (true) {
    while (j > 0 && isspace(static_cast<unsigned char>(s[j - 1])))
      --j;
    size_t end = j;
    while (j > 0 && isWordChar(s[j - 1]))
      --j;
    std::string_view word(s.data() + j, end - j);
    if (word.empty() || !(isSpaceKeyword(word) || isOtherSpecifier(word)))
      return start;
    hasSpace = hasSpace || isSpaceKeyword(word);
    start = j;
  }
}

/// `S... W alignas(E)` over [start, end), the alignas at \p at, becomes
/// `alignas(E) W S...`.
void rotate(std::string &s, size_t start, size_t at, size_t end) {
  size_t specEnd = at;
  while (specEnd > start && isspace(static_cast<unsigned char>(s[specEnd - 1])))
    --specEnd;
  std::string specifiers = s.substr(start, specEnd - start);
  std::string blanks = s.substr(specEnd, at - specEnd);
  std::string alignment = s.substr(at, end - at);
  s.replace(start, end - start, alignment + blanks + specifiers);
}

} // namespace

unsigned moveAlignasFirst(std::string &source) {
  if (source.find("alignas") == std::string::npos)
    return 0; // the common case: nothing to look at
  unsigned moved = 0;
  size_t i = 0;
  while (i < source.size()) {
    size_t skipped = skipCommentOrLiteral(source, i);
    if (skipped != i) {
      i = skipped;
      continue;
    }
    if (source.compare(i, 7, "alignas") != 0 || (i > 0 && isWordChar(source[i - 1])) ||
        (i + 7 < source.size() && isWordChar(source[i + 7]))) {
      ++i;
      continue;
    }
    size_t open = i + 7;
    while (open < source.size() && isspace(static_cast<unsigned char>(source[open])))
      ++open;
    size_t end = open < source.size() && source[open] == '(' ? closingParen(source, open)
                                                             : std::string::npos;
    bool hasSpace = false;
    size_t start = specifiersBefore(source, i, hasSpace);
    if (end == std::string::npos || !hasSpace) {
      i += 7;
      continue;
    }
    rotate(source, start, i, end);
    ++moved;
    i = end;
  }
  return moved;
}

} // namespace ultima
