//===- FatBinaryTest.cpp - the container ultima-cc embeds, read back ------===//
#include "ultima/cudart/FatBinary.h"
#include "FatBinaryWriter.h"
#include "Manifest.h"
#include <gtest/gtest.h>

using namespace ultima;
using namespace ultima::cudart;

namespace {

TEST(FatBinary, RoundTripsATranslation) {
  Options options;
  options.pointerOffsets = true;
  Result r = translate("__device__ int table[2] = {7, 9};\n"
                       "__global__ void k(float a, int *p) { p[0] = table[1] + (int)a; }\n"
                       "__global__ void d(double *p) { p[0] = 1.0; }\n",
                       options);
  ASSERT_TRUE(r.ok);
  std::string blob = cc::writeFatBinary(r);
  ASSERT_EQ(blob.compare(0, 8, "ULTIMACC"), 0);
  std::optional<EmbeddedProgram> back = readFatBinary(blob.data());
  ASSERT_TRUE(back);
  EXPECT_EQ(back->opencl, r.openclSource);
  EXPECT_TRUE(back->needs.fp64);
  EXPECT_EQ(back->needs.subGroupWarps, r.needs.subGroupWarps);
  const std::vector<KernelSignature> &kernels = back->kernels;
  ASSERT_EQ(kernels.size(), 2u);
  const KernelSignature &k = kernels[0];
  EXPECT_EQ(k.name, "k");
  EXPECT_EQ(k.mangledName, "_Z1kfPi");
  ASSERT_EQ(k.params.size(), 4u);
  EXPECT_EQ(k.params[0].kind, KernelParameter::Kind::Value);
  EXPECT_EQ(k.params[0].size, 4u);
  EXPECT_EQ(k.params[1].kind, KernelParameter::Kind::Buffer);
  EXPECT_EQ(k.params[2].kind, KernelParameter::Kind::BufferOffset);
  EXPECT_EQ(k.params[1].cudaIndex, 1);
  EXPECT_EQ(k.params[2].cudaIndex, 1);
  EXPECT_EQ(k.params[3].kind, KernelParameter::Kind::Symbol);
  EXPECT_EQ(k.params[3].symbol, "table");
  EXPECT_EQ(k.params[3].size, 8u);
  EXPECT_EQ(k.params[3].initialBytes, std::string("\x07\0\0\0\x09\0\0\0", 8));
}

TEST(FatBinary, StructLeavesKeepTheirHostOffsets) {
  // A struct holding pointers is passed field by field: each leaf says where
  // it lies in the argument bytes, as the host lays the struct out.
  Options options;
  options.pointerOffsets = true;
  Result r = translate("struct A { char c; float *p; bool b; int n; };\n"
                       "__global__ void k(A a) { if (a.b) a.p[0] = a.c + a.n; }\n",
                       options);
  ASSERT_TRUE(r.ok);
  std::string blob = cc::writeFatBinary(r);
  std::optional<EmbeddedProgram> back = readFatBinary(blob.data());
  ASSERT_TRUE(back);
  ASSERT_EQ(back->kernels.size(), 1u);
  const std::vector<KernelParameter> &p = back->kernels[0].params;
  ASSERT_EQ(p.size(), 5u);
  EXPECT_EQ(p[0].kind, KernelParameter::Kind::Value);
  EXPECT_EQ(p[0].field, "c");
  EXPECT_EQ(p[0].fieldOffset, 0);
  EXPECT_EQ(p[1].kind, KernelParameter::Kind::Buffer);
  EXPECT_EQ(p[1].field, "p");
  EXPECT_EQ(p[1].fieldOffset, 8);
  EXPECT_EQ(p[1].size, 8u);
  EXPECT_EQ(p[2].kind, KernelParameter::Kind::BufferOffset);
  EXPECT_EQ(p[3].field, "b");
  EXPECT_EQ(p[3].fieldOffset, 16);
  EXPECT_EQ(p[3].size, 1u);
  EXPECT_EQ(p[4].field, "n");
  EXPECT_EQ(p[4].fieldOffset, 20);
  for (const KernelParameter &leaf : p) {
    EXPECT_EQ(leaf.cudaIndex, 0);
    if (leaf.kind != KernelParameter::Kind::BufferOffset)
      EXPECT_EQ(leaf.argumentSize, 24u);
  }
}

TEST(FatBinary, RefusesOtherBytes) {
  EXPECT_FALSE(readFatBinary(nullptr));
  EXPECT_FALSE(readFatBinary("not a container at all"));
  // The right magic with a document that is not one.
  std::string bad = std::string("ULTIMACC") + std::string("\x02\0\0\0\0\0\0\0", 8) + "{}";
  EXPECT_FALSE(readFatBinary(bad.data()));
  // A container of another version (an object built by another ultima-cc).
  std::string doc = "{\"format\": \"ultima-cc-program\", \"version\": 1}";
  std::string old = std::string("ULTIMACC") + char(doc.size()) + std::string(7, '\0') + doc;
  EXPECT_FALSE(readFatBinary(old.data()));
}

TEST(Manifest, MalformedInputGivesNoKernels) {
  EXPECT_TRUE(parseManifestKernels("").empty());
  EXPECT_TRUE(parseManifestKernels("{\"kernels\": 3}").empty());
  std::vector<KernelSignature> k =
      parseManifestKernels("{\"kernels\": [{\"name\": \"x\", \"params\": [{\"kind\": \"?\"}]}]}");
  ASSERT_EQ(k.size(), 1u);
  EXPECT_TRUE(k[0].params.empty());
}

} // namespace
