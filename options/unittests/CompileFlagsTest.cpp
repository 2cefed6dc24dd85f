//===- CompileFlagsTest.cpp - -I/-D/-U/-std/-include, read once -----------===//
#include "Parse.h"

#include "ultima/Translator.h"
#include "ultima/options/CompileFlags.h"

#include <gtest/gtest.h>

using namespace ultima::options;
using ultima::options::test::Parsed;

namespace {

using Macros = std::vector<std::pair<bool, std::string>>;
using Strings = std::vector<std::string>;

CompileFlags read(std::vector<std::string> args, FrontEnd frontEnd) {
  Parsed parsed(std::move(args), frontEnd);
  CompileFlags flags;
  flags.add(*parsed.list);
  return flags;
}

TEST(CompileFlags, DefinesAndUndefinesInCommandLineOrderForEveryFrontEnd) {
  // Clang, nvcc and NVRTC take -D and -U in the order given: a -U undoes the
  // -D before it and a later -D defines again.
  for (FrontEnd frontEnd : {Cli, Database, Nvcc, Nvrtc}) {
    CompileFlags flags = read({"-DA=1", "-UA", "-UB", "-DB=2", "-DC", "-UD"}, frontEnd);
    EXPECT_EQ(
        flags.macros,
        (Macros{
            {true, "A=1"}, {false, "A"}, {false, "B"}, {true, "B=2"}, {true, "C"}, {false, "D"}}))
        << frontEnd;
    CompileFlags::Macros resolved = flags.resolveMacros();
    EXPECT_EQ(resolved.defines, (Strings{"B=2", "C"})) << frontEnd;
    EXPECT_EQ(resolved.undefines, (Strings{"A", "D"})) << frontEnd;
  }
}

TEST(CompileFlags, JoinedAndSeparateFormsReadAlike) {
  CompileFlags nvcc = read({"-std", "c++17", "-I", "a", "-Ib", "--include-path=c", "-D", "X",
                            "--define-macro", "Y=1", "-U", "X", "-I=d", "-D=Z"},
                           Nvcc);
  EXPECT_EQ(nvcc.standard, "c++17");
  EXPECT_EQ(nvcc.includeDirs, (Strings{"a", "b", "c", "d"}));
  EXPECT_EQ(nvcc.macros, (Macros{{true, "X"}, {true, "Y=1"}, {false, "X"}, {true, "Z"}}));
  // The last -std wins, whichever spelling.
  EXPECT_EQ(read({"--std=c++20", "-std", "c++14"}, Nvcc).standard, "c++14");
  EXPECT_EQ(read({"-std=c++14", "--std", "c++20"}, Cli).standard, "c++20");

  CompileFlags nvrtc = read({"--define-macro=N=4", "--undefine-macro=M", "--include-path=/x",
                             "--pre-include=a.h", "-include", "b.h", "-include=c.h"},
                            Nvrtc);
  EXPECT_EQ(nvrtc.macros, (Macros{{true, "N=4"}, {false, "M"}}));
  EXPECT_EQ(nvrtc.includeDirs, Strings{"/x"});
  EXPECT_EQ(nvrtc.preIncludes, (Strings{"a.h", "b.h", "c.h"}));
}

TEST(CompileFlags, SkipsOtherOptionsAndEmptyValues) {
  CompileFlags flags =
      read({"-Xcompiler", "-DHOST", "-o", "-Iout", "-D", "", "-isystem", "/s", "-DKEPT"}, Database);
  EXPECT_EQ(flags.macros, (Macros{{true, "KEPT"}}));
  EXPECT_TRUE(flags.includeDirs.empty());
}

TEST(CompileFlags, ResolveDirAndAppend) {
  Parsed parsed({"-Iinc", "-DA"}, Database);
  CompileFlags flags;
  flags.add(*parsed.list, [](llvm::StringRef dir) { return "/build/" + dir.str(); });
  EXPECT_EQ(flags.includeDirs, Strings{"/build/inc"});
  flags.append(read({"-UA", "-I/abs", "-std=c++17"}, Cli));
  EXPECT_EQ(flags.includeDirs, (Strings{"/build/inc", "/abs"}));
  EXPECT_EQ(flags.macros, (Macros{{true, "A"}, {false, "A"}}));
  EXPECT_EQ(flags.standard, "c++17");
}

TEST(CompileFlags, ApplyPutsUndefinesBeforeExtraArguments) {
  ultima::Options options;
  options.extraArgs = {"-Wall"};
  read({"-DA", "-UB", "-I/i", "-DF(x)=x", "-UF"}, Cli).apply(options);
  EXPECT_EQ(options.includeDirs, Strings{"/i"});
  EXPECT_EQ(options.defines, Strings{"A"});
  EXPECT_EQ(options.extraArgs, (Strings{"-UB", "-UF", "-Wall"}));
}

} // namespace
