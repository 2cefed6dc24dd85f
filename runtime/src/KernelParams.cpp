//===- KernelParams.cpp - CuPy's parameter grammar -------------------------===//
#include "ultima/runtime/KernelParams.h"
#include "ultima/runtime/Errors.h"
#include <cctype>
#include <set>
#include <sstream>

namespace ultima::runtime {

bool isCIdentifier(const std::string &s) {
  if (s.empty() || (!std::isalpha(static_cast<unsigned char>(s[0])) && s[0] != '_'))
    return false;
  for (char c : s)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_')
      return false;
  return true;
}

std::vector<KernelParam> parseKernelParams(const std::string &text, bool output) {
  std::vector<KernelParam> params;
  std::string item;
  std::stringstream all(text);
  std::set<std::string> seen;
  while (std::getline(all, item, ',')) {
    std::stringstream words(item);
    std::vector<std::string> tokens;
    for (std::string w; words >> w;)
      tokens.push_back(w);
    if (tokens.empty()) {
      if (text.find_first_not_of(" \t\n") == std::string::npos)
        break; // "" is an empty list
      throw ArgumentError("empty parameter in '" + text + "'");
    }
    KernelParam p;
    p.output = output;
    if (tokens.size() == 3 && tokens[0] == "raw") {
      p.raw = true;
      tokens.erase(tokens.begin());
    }
    if (tokens.size() != 2)
      throw ArgumentError("invalid parameter '" + item + "': expected '[raw] TYPE NAME'");
    const std::string &type = tokens[0];
    p.name = tokens[1];
    if (!isCIdentifier(p.name))
      throw ArgumentError("invalid parameter name '" + p.name + "' in '" + item + "'");
    if (type.size() == 1) {
      if (!std::isalpha(static_cast<unsigned char>(type[0])))
        throw ArgumentError("invalid type placeholder '" + type + "' in '" + item + "'");
      p.placeholder = type;
    } else if (auto d = dtypeFromName(type); d && d->kind() != Dtype::Struct) {
      p.dtype = *d;
    } else {
      throw ArgumentError("unknown type '" + type + "' in parameter '" + item + "'");
    }
    if (!seen.insert(p.name).second)
      throw ArgumentError("duplicate parameter name '" + p.name + "'");
    params.push_back(p);
  }
  return params;
}

} // namespace ultima::runtime
