//===- TranslatorTest.cpp - ultima::translate -------------------------------===//
#include "ultima/Translator.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

namespace {

const char *const VectorAdd = R"cu(
__global__ void vadd(const float *a, const float *b, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
}
)cu";

/// A little more than vadd: a __device__ helper called from the kernel.
const char *const Saxpy = R"cu(
__device__ float axpy(float a, float x, float y) { return a * x + y; }

__global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = axpy(a, x[i], y[i]);
}
)cu";

std::string dump(const ultima::Result &r) {
  std::string s = "ok=" + std::to_string(r.ok) + "\n";
  for (const ultima::Diagnostic &d : r.diagnostics)
    s += d.format() + "\n";
  return s + "--- output ---\n" + r.openclSource;
}

/// The last identifier of each parameter of `__kernel void <kernel>(...)`.
std::vector<std::string> parameterNames(const std::string &source, const std::string &kernel) {
  std::vector<std::string> names;
  size_t begin = source.find("__kernel void " + kernel + "(");
  if (begin == std::string::npos)
    return names;
  begin = source.find('(', begin) + 1;
  size_t end = source.find(')', begin);
  if (end == std::string::npos)
    return names;
  std::string list = source.substr(begin, end - begin) + ",";
  std::string current, last;
  for (char ch : list) {
    if (std::isalnum(static_cast<unsigned char>(ch)) || ch == '_') {
      current += ch;
      continue;
    }
    if (!current.empty())
      last = current;
    current.clear();
    if (ch == ',') {
      names.push_back(last);
      last.clear();
    }
  }
  return names;
}

bool hasDiagnostic(const ultima::Result &r, const std::string &id) {
  return std::any_of(r.diagnostics.begin(), r.diagnostics.end(),
                     [&](const ultima::Diagnostic &d) { return d.id == id; });
}

bool hasError(const ultima::Result &r) {
  return std::any_of(r.diagnostics.begin(), r.diagnostics.end(), [](const ultima::Diagnostic &d) {
    return d.severity == ultima::Severity::Error;
  });
}

TEST(TranslatorTest, VectorAdd) {
  ultima::Result r = ultima::translate(VectorAdd);
  ASSERT_TRUE(r.ok) << dump(r);
  EXPECT_FALSE(hasError(r)) << dump(r);
  EXPECT_NE(r.openclSource.find("__kernel void vadd("), std::string::npos) << r.openclSource;
  EXPECT_NE(r.openclSource.find("__global float *"), std::string::npos) << r.openclSource;
  // Parameters keep their names and order.
  EXPECT_EQ(parameterNames(r.openclSource, "vadd"), (std::vector<std::string>{"a", "b", "c", "n"}))
      << r.openclSource;
}

TEST(TranslatorTest, SyntaxErrorIsLocatedFrontendDiagnostic) {
  ultima::Options options;
  options.fileName = "broken.cu";
  ultima::Result r = ultima::translate("__global__ void k(int *p) {\n  p[0] = ;\n}\n", options);
  EXPECT_FALSE(r.ok) << dump(r);
  EXPECT_TRUE(hasError(r)) << dump(r);
  auto it = std::find_if(r.diagnostics.begin(), r.diagnostics.end(),
                         [](const ultima::Diagnostic &d) { return d.id == "frontend"; });
  ASSERT_NE(it, r.diagnostics.end()) << dump(r);
  EXPECT_EQ(it->severity, ultima::Severity::Error);
  EXPECT_EQ(it->file, "broken.cu");
  EXPECT_EQ(it->line, 2u) << dump(r);
  EXPECT_GT(it->column, 0u) << dump(r);
  EXPECT_FALSE(it->message.empty());
}

TEST(TranslatorTest, RecursionItCannotLowerIsUnsupported) {
  // Recursion is lowered to a loop over an explicit stack, except where a
  // call's evaluation is conditional inside an expression (`&&`).
  const char *source = R"cu(
__device__ bool anyPositive(const int *v, int n) { return n > 0 && (v[n - 1] > 0 || anyPositive(v, n - 1)); }
__global__ void k(int *out) { out[0] = anyPositive(out, 5); }
)cu";
  ultima::Result r = ultima::translate(source);
  EXPECT_FALSE(r.ok) << dump(r);
  EXPECT_TRUE(hasDiagnostic(r, "unsupported-recursion")) << dump(r);
  for (const ultima::Diagnostic &d : r.diagnostics)
    if (d.id == "unsupported-recursion") {
      EXPECT_EQ(d.file, "input.cu");
      EXPECT_GT(d.line, 0u);
    }
}

TEST(TranslatorTest, Deterministic) {
  for (bool lineDirectives : {false, true}) {
    ultima::Options options;
    options.lineDirectives = lineDirectives;
    ultima::Result first = ultima::translate(Saxpy, options);
    ultima::Result second = ultima::translate(Saxpy, options);
    ASSERT_TRUE(first.ok) << dump(first);
    ASSERT_TRUE(second.ok) << dump(second);
    EXPECT_EQ(first.openclSource, second.openclSource);
    EXPECT_EQ(first.diagnostics.size(), second.diagnostics.size());
  }
}

TEST(TranslatorTest, ThreadSafe) {
  const ultima::Result reference = ultima::translate(Saxpy);
  ASSERT_TRUE(reference.ok) << dump(reference);
  constexpr int NumThreads = 4;
  std::vector<ultima::Result> results(NumThreads);
  std::vector<std::thread> threads;
  for (int t = 0; t < NumThreads; ++t)
    threads.emplace_back([&results, t] { results[t] = ultima::translate(Saxpy); });
  for (std::thread &t : threads)
    t.join();
  for (int t = 0; t < NumThreads; ++t) {
    EXPECT_TRUE(results[t].ok) << "thread " << t << "\n" << dump(results[t]);
    EXPECT_EQ(results[t].openclSource, reference.openclSource) << "thread " << t;
  }
}

TEST(TranslatorTest, ThreadSafeWithErrors) {
  // Diagnostics collected concurrently must not leak between translations.
  const char *bad = "__global__ void k(int *p) { p[0] = ; }\n";
  std::vector<ultima::Result> results(4);
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t)
    threads.emplace_back(
        [&results, t, bad] { results[t] = ultima::translate(t % 2 ? bad : VectorAdd); });
  for (std::thread &t : threads)
    t.join();
  for (int t = 0; t < 4; ++t) {
    EXPECT_EQ(results[t].ok, t % 2 == 0) << "thread " << t << "\n" << dump(results[t]);
    EXPECT_EQ(hasDiagnostic(results[t], "frontend"), t % 2 == 1) << dump(results[t]);
  }
}

TEST(TranslatorTest, DefinesAndIncludeDirs) {
  std::string dir = ::testing::TempDir();
  std::string header = dir + "/ultima_unittest_scale.h";
  {
    std::ofstream out(header);
    out << "#define SCALE_FROM_HEADER 3.0f\n";
  }
  const char *source = R"cu(
#include "ultima_unittest_scale.h"
__global__ void scale(float *x) { x[threadIdx.x] *= SCALE * SCALE_FROM_HEADER; }
)cu";
  ultima::Options options;
  options.includeDirs.push_back(dir);
  options.defines.emplace_back("SCALE=2.0f");
  ultima::Result r = ultima::translate(source, options);
  std::remove(header.c_str());
  ASSERT_TRUE(r.ok) << dump(r);
  EXPECT_NE(r.openclSource.find("__kernel void scale("), std::string::npos) << r.openclSource;

  // Without the define the macro is undeclared: a frontend error.
  options.defines.clear();
  ultima::Result missing =
      ultima::translate("__global__ void k(float *x) { x[0] = SCALE; }", options);
  EXPECT_FALSE(missing.ok);
  EXPECT_TRUE(hasDiagnostic(missing, "frontend")) << dump(missing);
}

TEST(TranslatorTest, FileNameInDiagnostics) {
  ultima::Options options;
  options.fileName = "dir/some name.cu";
  ultima::Result r = ultima::translate("__global__ void k() { undeclared(); }\n", options);
  EXPECT_FALSE(r.ok);
  ASSERT_FALSE(r.diagnostics.empty());
  EXPECT_EQ(r.diagnostics.front().file, "dir/some name.cu") << dump(r);
  EXPECT_EQ(r.diagnostics.front().format().rfind("dir/some name.cu:1:", 0), 0u) << dump(r);
}

TEST(TranslatorTest, VersionString) {
  std::string v = ultima::versionString();
  EXPECT_EQ(v.rfind("ultima ", 0), 0u) << v;
  EXPECT_NE(v.find("Clang"), std::string::npos) << v;
}

} // namespace
