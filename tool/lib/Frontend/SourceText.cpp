//===- SourceText.cpp - scanning source text before it is parsed -----------===//
#include "SourceText.h"

namespace ultima {

size_t skipCommentOrLiteral(const std::string &s, size_t i) {
  if (s.compare(i, 2, "//") == 0) {
    size_t end = s.find('\n', i);
    return end == std::string::npos ? s.size() : end;
  }
  if (s.compare(i, 2, "/*") == 0) {
    size_t end = s.find("*/", i + 2);
    return end == std::string::npos ? s.size() : end + 2;
  }
  if (s[i] == '"' || s[i] == '\'') {
    char quote = s[i];
    size_t j = i + 1;
    while (j < s.size() && s[j] != quote && s[j] != '\n')
      j += s[j] == '\\' ? 2 : 1;
    return j < s.size() ? j + 1 : s.size();
  }
  return i;
}

} // namespace ultima
