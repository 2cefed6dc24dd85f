//===- Parse.h - a command line parsed as one front-end parses it -*- C++ -*-===//
#ifndef ULTIMA_OPTIONS_UNITTESTS_PARSE_H
#define ULTIMA_OPTIONS_UNITTESTS_PARSE_H

#include "ultima/options/OptionTable.h"

#include "llvm/Option/Arg.h"
#include "llvm/Option/ArgList.h"

#include <memory>
#include <string>
#include <vector>

namespace ultima::options::test {

/// \p args parsed with the rows \p frontEnd accepts; keeps the strings the
/// list points into.
struct Parsed {
  Parsed(std::vector<std::string> args, FrontEnd frontEnd) : strings(std::move(args)) {
    for (const std::string &s : strings)
      argv.push_back(s.c_str());
    list = std::make_unique<llvm::opt::InputArgList>(
        parseArgs(argv, frontEnd, missingIndex, missingCount));
  }
  /// The option IDs, in order.
  std::vector<unsigned> ids() const {
    std::vector<unsigned> out;
    for (const llvm::opt::Arg *arg : *list)
      out.push_back(arg->getOption().getID());
    return out;
  }

  std::vector<std::string> strings;
  std::vector<const char *> argv;
  unsigned missingIndex = 0, missingCount = 0;
  std::unique_ptr<llvm::opt::InputArgList> list;
};

} // namespace ultima::options::test

#endif
