//===- OptionTableTest.cpp - which front-end accepts which spelling -------===//
#include "Parse.h"

#include <gtest/gtest.h>

using namespace ultima::options;
using ultima::options::test::Parsed;

namespace {

using IDs = std::vector<unsigned>;

TEST(OptionTable, RowsAreSortedAsLlvmLooksThemUp) {
  // Constructing the table aborts on a misplaced row.
  EXPECT_GT(optionTable().getNumOptions(), 100u);
  EXPECT_EQ(optionRows().size() + 2, optionTable().getNumOptions()); // + <input>, <unknown>
}

TEST(OptionTable, EachFrontEndTakesOnlyItsRows) {
  // nvcc host flags, NVIDIA-only options and -c are ultima-cc's alone.
  for (const char *arg : {"-Wall", "-fopenmp", "-c", "-dc", "-O2", "-lm", "-gencode=x"}) {
    EXPECT_NE(Parsed({arg}, Nvcc).ids()[0], OPT_UNKNOWN) << arg;
    EXPECT_EQ(Parsed({arg}, Cli).ids()[0], OPT_UNKNOWN) << arg;
    EXPECT_EQ(Parsed({arg}, Nvrtc).ids()[0], OPT_UNKNOWN) << arg;
  }
  // NVRTC's --ftz, --fmad, -include and --pre-include= are the runtime's alone.
  for (const char *arg : {"--ftz=true", "--fmad=false", "--pre-include=h.h", "-include=h.h"}) {
    EXPECT_NE(Parsed({arg}, Nvrtc).ids()[0], OPT_UNKNOWN) << arg;
    EXPECT_EQ(Parsed({arg}, Cli).ids()[0], OPT_UNKNOWN) << arg;
  }
  // The ultima command line's own options.
  for (const char *arg : {"--line-directives", "--no-verify", "-p=dir"}) {
    EXPECT_NE(Parsed({arg}, Cli).ids()[0], OPT_UNKNOWN) << arg;
    EXPECT_EQ(Parsed({arg}, Nvcc).ids()[0], OPT_UNKNOWN) << arg;
    EXPECT_EQ(Parsed({arg}, Nvrtc).ids()[0], OPT_UNKNOWN) << arg;
  }
  // nvcc's "-fmad=false" is a host -f flag, as nvcc's -f... pass-through.
  EXPECT_EQ(Parsed({"-fmad=false"}, Nvcc).ids(), IDs{OPT_f});
  EXPECT_EQ(Parsed({"-fmad=false"}, Nvrtc).ids(), IDs{OPT_fmad_EQ});
}

TEST(OptionTable, SpellingsOfOneOptionAreOneID) {
  // nvcc (CUDA Compiler Driver, "Options for Specifying Behavior"): -I and
  // --include-path, -D and --define-macro, -U and --undefine-macro, -std and
  // --std, each with its value joined, after '=' or as the next argument.
  Parsed nvcc({"-Ia",        "-I",
               "b",          "--include-path",
               "c",          "--include-path=d",
               "-Dx",        "-D",
               "y",          "--define-macro",
               "z",          "--define-macro=w",
               "-Uu",        "--undefine-macro",
               "v",          "-std",
               "c++17",      "--std",
               "c++20",      "-std=c++14",
               "--std=c++11"},
              Nvcc);
  EXPECT_EQ(nvcc.missingCount, 0u);
  EXPECT_EQ(nvcc.ids(), (IDs{OPT_I, OPT_I, OPT_I, OPT_I, OPT_D, OPT_D, OPT_D, OPT_D, OPT_U, OPT_U,
                             OPT_std_EQ, OPT_std_EQ, OPT_std_EQ, OPT_std_EQ}));
  // NVRTC (nvrtcCompileProgram's options): --define-macro=, --undefine-macro=,
  // --include-path=, --pre-include=, --std=.
  Parsed nvrtc({"--define-macro=A", "--undefine-macro=A", "--include-path=/i", "--pre-include=h",
                "--std=c++17", "-DB", "-UB", "-I/j", "-std=c++14"},
               Nvrtc);
  EXPECT_EQ(nvrtc.ids(),
            (IDs{OPT_D, OPT_U, OPT_I, OPT_include, OPT_std_EQ, OPT_D, OPT_U, OPT_I, OPT_std_EQ}));
  // NVRTC has no separate -std value.
  EXPECT_EQ(Parsed({"-std", "c++17"}, Nvrtc).ids(), (IDs{OPT_UNKNOWN, OPT_INPUT}));
}

TEST(OptionTable, LongerNamesWinOverJoinedPrefixes) {
  // -lineinfo is not -l ineinfo, -m64 not a host -m flag, -maxrregcount not -m.
  EXPECT_EQ(Parsed({"-lineinfo"}, Nvcc).ids(), IDs{OPT_lineinfo});
  EXPECT_EQ(Parsed({"-lm"}, Nvcc).ids(), IDs{OPT_l});
  EXPECT_EQ(Parsed({"-m64"}, Nvcc).ids(), IDs{OPT_m64});
  EXPECT_EQ(Parsed({"-maxrregcount", "32"}, Nvcc).ids(), IDs{OPT_maxrregcount});
  EXPECT_EQ(Parsed({"-mavx2"}, Nvcc).ids(), IDs{OPT_m});
  // Case matters: -G (device debug) is not -g, -O not -o, -V not -v.
  EXPECT_EQ(Parsed({"-G", "-g", "-O3", "-o", "x", "-V", "-v"}, Nvcc).ids(),
            (IDs{OPT_G, OPT_g, OPT_O, OPT_o, OPT_version, OPT_v}));
}

TEST(OptionTable, MissingSeparateValue) {
  Parsed p({"x.cu", "-arch"}, Nvcc);
  EXPECT_EQ(p.missingCount, 1u);
  EXPECT_EQ(p.missingIndex, 1u);
}

} // namespace
