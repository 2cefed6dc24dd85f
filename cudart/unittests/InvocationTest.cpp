//===- InvocationTest.cpp - ultima-cc's nvcc-style command line -----------===//
#include "Invocation.h"
#include <gtest/gtest.h>

using namespace ultima::cc;

namespace {

using Macros = std::vector<std::pair<bool, std::string>>;

std::optional<Invocation> parse(const std::vector<std::string> &args,
                                std::string *error = nullptr) {
  std::string e;
  std::optional<Invocation> inv = parseInvocation(args, e);
  if (error)
    *error = e;
  return inv;
}

TEST(Invocation, NvccOptions) {
  std::optional<Invocation> inv = parse({"-arch=sm_70",
                                         "-gencode",
                                         "arch=compute_70,code=sm_70",
                                         "-O3",
                                         "-Iinc",
                                         "-I",
                                         "more",
                                         "-DA=1",
                                         "-D",
                                         "B",
                                         "-UC",
                                         "-std=c++17",
                                         "-Xcompiler",
                                         "-Wall,-fopenmp",
                                         "-lm",
                                         "-L",
                                         "/opt/lib",
                                         "-Xlinker",
                                         "--as-needed",
                                         "a.cu",
                                         "b.cpp",
                                         "c.o",
                                         "-o",
                                         "prog",
                                         "-lineinfo",
                                         "--use_fast_math"});
  ASSERT_TRUE(inv);
  EXPECT_EQ(inv->inputs, (std::vector<std::string>{"a.cu", "b.cpp", "c.o"}));
  EXPECT_EQ(inv->output, "prog");
  EXPECT_EQ(inv->flags.includeDirs, (std::vector<std::string>{"inc", "more"}));
  EXPECT_EQ(inv->flags.macros, (Macros{{true, "A=1"}, {true, "B"}, {false, "C"}}));
  EXPECT_EQ(inv->languageStandard(), "c++17");
  EXPECT_EQ(inv->optimization, "-O3");
  EXPECT_EQ(inv->hostFlags, (std::vector<std::string>{"-Wall", "-fopenmp"}));
  EXPECT_EQ(inv->linkFlags, (std::vector<std::string>{"-lm", "-L/opt/lib", "-Wl,--as-needed"}));
  EXPECT_FALSE(inv->compileOnly);
}

TEST(Invocation, CompileOnly) {
  std::optional<Invocation> inv = parse({"-c", "x.cu", "-ox.o"});
  ASSERT_TRUE(inv);
  EXPECT_TRUE(inv->compileOnly);
  EXPECT_EQ(inv->output, "x.o");
}

TEST(Invocation, NvccSpellingsOfCompileFlags) {
  // nvcc's -std takes its value joined after '=' or as the next argument, in
  // its short and long spellings; -D and -U stay in command-line order.
  std::optional<Invocation> inv =
      parse({"-std", "c++17", "--include-path", "inc", "--include-path=inc2", "-UX", "-DX=2",
             "--define-macro", "Y", "--undefine-macro=Z", "x.cu"});
  ASSERT_TRUE(inv);
  EXPECT_EQ(inv->languageStandard(), "c++17");
  EXPECT_EQ(inv->flags.includeDirs, (std::vector<std::string>{"inc", "inc2"}));
  EXPECT_EQ(inv->flags.macros, (Macros{{false, "X"}, {true, "X=2"}, {true, "Y"}, {false, "Z"}}));
  EXPECT_EQ(parse({"--std", "c++20", "x.cu"})->languageStandard(), "c++20");
  EXPECT_EQ(parse({"--std=c++20", "x.cu", "-std=c++11"})->languageStandard(), "c++11");
  EXPECT_EQ(parse({"x.cu"})->languageStandard(), "c++14");
}

TEST(Invocation, HostFlagsAsGivenNvidiaOptionsIgnored) {
  std::optional<Invocation> inv = parse({"-g",
                                         "-Wextra",
                                         "-fPIC",
                                         "-mavx2",
                                         "-pthread",
                                         "-w",
                                         "-m64",
                                         "-maxrregcount",
                                         "32",
                                         "-Xcompiler=-O1",
                                         "--compiler-options",
                                         "-fno-rtti",
                                         "-dc",
                                         "-G",
                                         "-lineinfo",
                                         "--expt-relaxed-constexpr",
                                         "-ccbin",
                                         "g++",
                                         "--gpu-architecture=sm_80",
                                         "x.cu",
                                         "-Xlinker=-z,now",
                                         "-l=m",
                                         "-v",
                                         "--compile",
                                         "-O"});
  ASSERT_TRUE(inv);
  EXPECT_EQ(inv->hostFlags, (std::vector<std::string>{"-g", "-Wextra", "-fPIC", "-mavx2",
                                                      "-pthread", "-w", "-O1", "-fno-rtti"}));
  EXPECT_EQ(inv->linkFlags, (std::vector<std::string>{"-Wl,-z", "-Wl,now", "-lm"}));
  EXPECT_EQ(inv->inputs, std::vector<std::string>{"x.cu"});
  EXPECT_EQ(inv->optimization, "-O");
  EXPECT_TRUE(inv->verbose);
  EXPECT_TRUE(inv->compileOnly);
}

TEST(Invocation, Errors) {
  std::string error;
  EXPECT_FALSE(parse({"--frobnicate", "x.cu"}, &error));
  EXPECT_EQ(error, "unknown option '--frobnicate'");
  EXPECT_FALSE(parse({"-O2"}, &error));
  EXPECT_EQ(error, "no input files");
  EXPECT_FALSE(parse({"x.cu", "-I"}, &error));
  EXPECT_EQ(error, "missing value after '-I'");
  EXPECT_FALSE(parse({"-c", "a.cu", "b.cu", "-o", "x.o"}, &error));
  EXPECT_EQ(error, "cannot specify -o with -c and several input files");
  EXPECT_FALSE(parse({"x.cu", "-arch"}, &error));
  EXPECT_EQ(error, "missing value after '-arch'");
  EXPECT_FALSE(parse({"x.cu", "-std"}, &error));
  EXPECT_EQ(error, "missing value after '-std'");
  // NVRTC's and the ultima command line's options are not nvcc's.
  EXPECT_FALSE(parse({"x.cu", "--ftz=true"}, &error));
  EXPECT_EQ(error, "unknown option '--ftz=true'");
  EXPECT_FALSE(parse({"x.cu", "--no-verify"}, &error));
  EXPECT_EQ(error, "unknown option '--no-verify'");
  EXPECT_FALSE(parse({"--bogus", "x.cu", "-o"}, &error));
  EXPECT_EQ(error, "unknown option '--bogus'");
}

} // namespace
