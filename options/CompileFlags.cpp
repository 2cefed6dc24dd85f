//===- CompileFlags.cpp - -I, -D, -U, -std, -include, read once -----------===//
#include "ultima/options/CompileFlags.h"

#include "ultima/Translator.h"
#include "ultima/options/OptionTable.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Option/Arg.h"
#include "llvm/Option/ArgList.h"

namespace ultima::options {

bool isCompileFlag(unsigned id) {
  return id == OPT_I || id == OPT_D || id == OPT_U || id == OPT_std_EQ || id == OPT_include;
}

void CompileFlags::add(const llvm::opt::ArgList &args,
                       llvm::function_ref<std::string(llvm::StringRef)> resolveDir) {
  for (const llvm::opt::Arg *arg : args) {
    unsigned id = arg->getOption().getID();
    if (!isCompileFlag(id))
      continue;
    llvm::StringRef value = arg->getValue();
    if (id == OPT_std_EQ) {
      standard = value.str();
      continue;
    }
    if (value.empty())
      continue; // the front-end reports it where that is an error
    if (id == OPT_I)
      includeDirs.push_back(resolveDir ? resolveDir(value) : value.str());
    else if (id == OPT_include)
      preIncludes.push_back(value.str());
    else
      macros.emplace_back(id == OPT_D, value.str());
  }
}

void CompileFlags::append(const CompileFlags &later) {
  includeDirs.insert(includeDirs.end(), later.includeDirs.begin(), later.includeDirs.end());
  macros.insert(macros.end(), later.macros.begin(), later.macros.end());
  preIncludes.insert(preIncludes.end(), later.preIncludes.begin(), later.preIncludes.end());
  if (later.standard)
    standard = later.standard;
}

CompileFlags::Macros CompileFlags::resolveMacros() const {
  Macros out;
  auto nameOf = [](llvm::StringRef macro) {
    return macro.take_until([](char c) { return c == '=' || c == '('; });
  };
  for (const auto &[define, macro] : macros) {
    llvm::StringRef name = nameOf(macro);
    if (define) {
      llvm::erase_if(out.undefines, [&](const std::string &u) { return u == name; });
      out.defines.push_back(macro);
      continue;
    }
    llvm::erase_if(out.defines, [&](const std::string &d) { return nameOf(d) == name; });
    if (!llvm::is_contained(out.undefines, name.str()))
      out.undefines.push_back(name.str());
  }
  return out;
}

void CompileFlags::apply(ultima::Options &options) const {
  options.includeDirs = includeDirs;
  Macros resolved = resolveMacros();
  options.defines = std::move(resolved.defines);
  std::vector<std::string> extra;
  for (const std::string &name : resolved.undefines)
    extra.push_back("-U" + name);
  extra.insert(extra.end(), options.extraArgs.begin(), options.extraArgs.end());
  options.extraArgs = std::move(extra);
}

} // namespace ultima::options
