//===- TranslationEntryTest.cpp - translations as disk-cache payloads ------===//
///
/// \file
/// A translation round-trips through its encoding; every truncation, a
/// trailing byte, an unknown parameter kind and a count larger than the
/// payload decode as a miss; a translation is current only while the files
/// it included keep their content. No device needed.
///
//===----------------------------------------------------------------------===//
#include "../src/TranslationEntry.h"
#include "ultima/runtime/DiskCache.h"
#include <cstdio>
#include <fstream>
#include <gtest/gtest.h>
#include <stdlib.h>

using namespace ultima::runtime;
using Kind = ultima::KernelParameter::Kind;

namespace {

unsigned long long read64(const std::vector<unsigned char> &b, size_t at) {
  unsigned long long v = 0;
  for (int i = 7; i >= 0; --i)
    v = v << 8 | b[at + i];
  return v;
}
void write64(std::vector<unsigned char> &b, size_t at, unsigned long long v) {
  for (int i = 0; i < 8; ++i, v >>= 8)
    b[at + i] = static_cast<unsigned char>(v);
}

Translation sample() {
  Translation t;
  t.program.opencl = "__kernel void k(__global float *x, int n) { x[0] = n; }\n";
  t.program.needs.fp64 = true;
  t.program.needs.extensions = {"cl_khr_fp64", "cl_khr_int64_base_atomics"};
  t.program.kernels.push_back({"k", "k", {Kind::Buffer, Kind::Value}, {0, 4}});
  t.program.kernels.push_back({"sq<float>", "sq_float", {Kind::DynamicShared}, {0}});
  t.program.kernels.push_back(
      {"use", "use", {Kind::Buffer, Kind::Symbol}, {0, 0}, {"", "ns::coef"}});
  t.program.symbols.push_back({"ns::coef", "float", std::string("\0\0\x80?", 4), 4});
  t.program.kernelReferences.emplace_back("__ultima_name_expression_0", "sq_float");
  t.program.warnings = "a.cu:1:2: warning: w [ultima-x]\n";
  t.includes = {{"inc/a.h", std::string(64, 'a')}};
  return t;
}

void expectSame(const Translation &a, const Translation &b) {
  EXPECT_EQ(a.program.opencl, b.program.opencl);
  EXPECT_EQ(a.program.needs.fp64, b.program.needs.fp64);
  EXPECT_EQ(a.program.needs.subGroupWarps, b.program.needs.subGroupWarps);
  EXPECT_EQ(a.program.needs.extensions, b.program.needs.extensions);
  ASSERT_EQ(a.program.kernels.size(), b.program.kernels.size());
  for (size_t i = 0; i < a.program.kernels.size(); ++i) {
    EXPECT_EQ(a.program.kernels[i].cudaName, b.program.kernels[i].cudaName);
    EXPECT_EQ(a.program.kernels[i].name, b.program.kernels[i].name);
    EXPECT_EQ(a.program.kernels[i].kinds, b.program.kernels[i].kinds);
    EXPECT_EQ(a.program.kernels[i].valueSizes, b.program.kernels[i].valueSizes);
    std::vector<std::string> symbols = a.program.kernels[i].symbols;
    symbols.resize(a.program.kernels[i].kinds.size()); // none given: empty names
    EXPECT_EQ(symbols, b.program.kernels[i].symbols);
  }
  ASSERT_EQ(a.program.symbols.size(), b.program.symbols.size());
  for (size_t i = 0; i < a.program.symbols.size(); ++i) {
    EXPECT_EQ(a.program.symbols[i].name, b.program.symbols[i].name);
    EXPECT_EQ(a.program.symbols[i].type, b.program.symbols[i].type);
    EXPECT_EQ(a.program.symbols[i].initialBytes, b.program.symbols[i].initialBytes);
    EXPECT_EQ(a.program.symbols[i].size, b.program.symbols[i].size);
  }
  EXPECT_EQ(a.program.kernelReferences, b.program.kernelReferences);
  EXPECT_EQ(a.program.warnings, b.program.warnings);
  EXPECT_EQ(a.includes, b.includes);
}

TEST(TranslationEntryTest, RoundTrips) {
  Translation t = sample();
  std::optional<Translation> back = decodeTranslation(encodeTranslation(t));
  ASSERT_TRUE(back.has_value());
  expectSame(t, *back);
  Translation empty;
  ASSERT_TRUE(decodeTranslation(encodeTranslation(empty)).has_value());
}

TEST(TranslationEntryTest, EveryTruncationAndATrailingByteAreMisses) {
  std::vector<unsigned char> bytes = encodeTranslation(sample());
  for (size_t n = 0; n < bytes.size(); ++n)
    EXPECT_FALSE(decodeTranslation(std::vector<unsigned char>(bytes.begin(), bytes.begin() + n)))
        << n;
  bytes.push_back(0);
  EXPECT_FALSE(decodeTranslation(bytes));
}

TEST(TranslationEntryTest, UnknownKindsAndHugeCountsAreMisses) {
  Translation t;
  t.program.kernels.push_back({"k", "k", {Kind::Value}, {4}});
  std::vector<unsigned char> bytes = encodeTranslation(t);
  // opencl "" (8), fp64 (8), warps (8), 0 extensions (8), 1 kernel (8),
  // "k" (9), "k" (9), 1 parameter (8), then the kind.
  size_t kindAt = 8 * 5 + 9 + 9 + 8;
  ASSERT_EQ(read64(bytes, kindAt), 0u);
  std::vector<unsigned char> bad = bytes;
  write64(bad, kindAt, 99);
  EXPECT_FALSE(decodeTranslation(bad));
  bad = bytes;
  write64(bad, 8 * 4, 1ull << 60); // kernel count
  EXPECT_FALSE(decodeTranslation(bad));
  bad = bytes;
  write64(bad, 8, 2); // fp64 is a bool
  EXPECT_FALSE(decodeTranslation(bad));
}

TEST(TranslationEntryTest, CurrentWhileTheIncludedFilesKeepTheirContent) {
  char tmpl[] = "/tmp/ultima-entry-test-XXXXXX";
  std::string header = std::string(mkdtemp(tmpl)) + "/h.h";
  std::ofstream(header) << "#define V 1\n";
  Translation t;
  t.includes = {{header, DiskCache::hashParts({"#define V 1\n"})}};
  EXPECT_TRUE(stillCurrent(t));
  std::ofstream(header) << "#define V 2\n";
  EXPECT_FALSE(stillCurrent(t));
  std::remove(header.c_str());
  EXPECT_FALSE(stillCurrent(t));
}

} // namespace
