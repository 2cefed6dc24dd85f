//===- LaunchChevrons.cpp - `<< <` and `>> >` launches --------------------===//
#include "LaunchChevrons.h"
#include "SourceText.h"
#include <cctype>
#include <cstddef>

namespace ultima {
namespace {

bool isBlank(char c) { return c == ' ' || c == '\t'; }

/// Length of `<<` blanks `<` (or `>>` blanks `>`) at \p i with at least one
/// blank, or 0.
size_t spacedChevrons(const std::string &s, size_t i, char c) {
  if (i + 3 >= s.size() || s[i] != c || s[i + 1] != c || !isBlank(s[i + 2]))
    return 0;
  size_t j = i + 2;
  while (j < s.size() && isBlank(s[j]))
    ++j;
  if (j >= s.size() || s[j] != c || (j + 1 < s.size() && (s[j + 1] == c || s[j + 1] == '=')))
    return 0;
  return j + 1 - i;
}

bool afterOperatorKeyword(const std::string &s, size_t i) {
  size_t j = i;
  while (j > 0 && isspace(static_cast<unsigned char>(s[j - 1])))
    --j;
  if (j < 8 || s.compare(j - 8, 8, "operator") != 0)
    return false;
  return j == 8 || (!isalnum(static_cast<unsigned char>(s[j - 9])) && s[j - 9] != '_');
}

/// The `>>` blanks `>` closing the configuration opened before \p i, if a
/// `(` follows it: its offset and length.
bool findClosing(const std::string &s, size_t i, size_t &at, size_t &length) {
  int depth = 0;
  while (i < s.size()) {
    size_t skipped = skipCommentOrLiteral(s, i);
    if (skipped != i) {
      i = skipped;
      continue;
    }
    char c = s[i];
    if (c == ';' || c == '{' || c == '}')
      return false;
    if (c == '(' || c == '[')
      ++depth;
    else if (c == ')' || c == ']') {
      if (--depth < 0)
        return false;
    } else if (depth == 0 && spacedChevrons(s, i, '>') > 0) {
      length = spacedChevrons(s, i, '>');
      size_t j = i + length;
      while (j < s.size() && isspace(static_cast<unsigned char>(s[j])))
        ++j;
      at = i;
      return j < s.size() && s[j] == '(';
    } else if (depth == 0 && s.compare(i, 3, ">>>") == 0) {
      return false;
    }
    ++i;
  }
  return false;
}

/// `<<` blanks `<` of length \p length at \p at becomes `<<<` and blanks.
void join(std::string &s, size_t at, size_t length, char c) {
  s.replace(at, length, std::string(3, c) + std::string(length - 3, ' '));
}

} // namespace

unsigned joinSpacedLaunchChevrons(std::string &source) {
  if (source.find("<< <") == std::string::npos && source.find("<<\t<") == std::string::npos)
    return 0; // the common case: nothing to look at
  unsigned joined = 0;
  size_t i = 0;
  while (i < source.size()) {
    size_t skipped = skipCommentOrLiteral(source, i);
    if (skipped != i) {
      i = skipped;
      continue;
    }
    size_t open = spacedChevrons(source, i, '<');
    size_t closeAt = 0, closeLength = 0;
    if (open && !afterOperatorKeyword(source, i) &&
        findClosing(source, i + open, closeAt, closeLength)) {
      join(source, closeAt, closeLength, '>');
      join(source, i, open, '<');
      ++joined;
      i = closeAt + closeLength;
      continue;
    }
    ++i;
  }
  return joined;
}

} // namespace ultima
