//===- RobustnessTest.cpp - deep inputs and Verify's strictness ------------===//
///
/// \file
/// The library side of "never crash": `ultima::translate` runs on its own
/// large stack whatever thread calls it, rejects inputs nested too deeply with
/// a located `ultima-too-deep`, and its Verify step rejects what the devices'
/// compilers reject.
///
//===----------------------------------------------------------------------===//
#include "Verify/Verify.h"
#include "ultima/Translator.h"
#include "ultima/ultima.h"

#include <gtest/gtest.h>

#include <string>
#include <thread>

namespace {

std::string sumKernel(unsigned terms) {
  std::string s = "__global__ void k(int *o, const int *a) {\n  o[0] = a[0]";
  for (unsigned i = 1; i < terms; ++i)
    s += " + a[" + std::to_string(i % 7) + "]";
  return s + ";\n}\n";
}

// A sum of 20,000 terms overflowed the printer's recursion on an 8 MiB stack.
TEST(RobustnessTest, LongSumTranslatesOnAnyThread) {
  std::string source = sumKernel(20000);
  ultima::Options options;
  options.verify = true;
  ultima::Result onMain = ultima::translate(source, options);
  ASSERT_TRUE(onMain.ok);
  EXPECT_NE(onMain.openclSource.find("a[5] + a[6] + a[0];"), std::string::npos);
  // A thread with the platform's default stack, as a host program's worker.
  ultima::Result onWorker;
  std::thread worker([&] { onWorker = ultima::translate(source, options); });
  worker.join();
  EXPECT_TRUE(onWorker.ok);
  EXPECT_EQ(onWorker.openclSource, onMain.openclSource);
}

TEST(RobustnessTest, TooDeepIsLocatedDiagnostic) {
  ultima::Options options;
  options.fileName = "deep.cu";
  ultima::Result r = ultima::translate(sumKernel(100000), options);
  EXPECT_FALSE(r.ok);
  ASSERT_EQ(r.diagnostics.size(), 1u);
  EXPECT_EQ(r.diagnostics[0].id, "too-deep");
  EXPECT_EQ(r.diagnostics[0].file, "deep.cu");
  EXPECT_EQ(r.diagnostics[0].line, 2u);
  EXPECT_EQ(r.diagnostics[0].column, 10u);
}

TEST(RobustnessTest, CApiTranslatesLongSum) {
  std::string source = sumKernel(20000);
  ultima_result *r = ultima_translate(source.data(), source.size(), nullptr);
  EXPECT_EQ(ultima_result_ok(r), 1) << ultima_result_diagnostics(r);
  ultima_result_free(r);
}

bool verifies(const std::string &opencl) { return ultima::verifyOpenCL(opencl).empty(); }

// What PoCL's build (Clang 15) rejects, Verify rejects, whatever Clang it is
// built with; a plain warning there is no error here.
TEST(RobustnessTest, VerifyIsAsStrictAsDeviceCompilers) {
  EXPECT_TRUE(verifies("__kernel void k(__global int *o) { o[0] = 1; }"));
  // -Wint-conversion: an error in Clang 15+ and PoCL, a warning in Clang 14;
  // -Wno-everything used to hide it.
  EXPECT_FALSE(verifies("__kernel void k(__global int *o) { __global int *p = 5; o[0] = *p; }"));
  EXPECT_FALSE(verifies("__kernel void k(__global int *o) { int x = o; o[0] = x; }"));
  // `return;` in a non-void function: an error by default (-Wreturn-type).
  EXPECT_FALSE(verifies("int f(int x) { return; }\n"
                        "__kernel void k(__global int *o) { o[0] = f(o[1]); }"));
  // Implicit int: an error from Clang 16.
  EXPECT_FALSE(verifies("f(int x) { return x; }\n"
                        "__kernel void k(__global int *o) { o[0] = f(o[1]); }"));
  EXPECT_FALSE(verifies("__kernel void k(__global int *o) { o[0] = undeclared(1); }"));
  // Warnings that PoCL accepts stay accepted.
  EXPECT_TRUE(verifies("__kernel void k(__global int *o) { __global float *p = o; o[0] = p[0]; }"));
  EXPECT_TRUE(verifies("int f(int x) { if (x) return 1; }\n"
                       "__kernel void k(__global int *o) { o[0] = f(o[1]); }"));
  EXPECT_TRUE(verifies("__kernel void k(__global char *o) { o[0] = 1000; }"));
}

TEST(RobustnessTest, VerifyKnowsTargetExtensions) {
  const std::string halfKernel =
      "#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n"
      "__kernel void k(__global half *o) { half h = o[0]; o[0] = h * h; }";
  EXPECT_TRUE(ultima::verifyOpenCL(halfKernel, {"cl_khr_fp16"}).empty());
}

} // namespace
