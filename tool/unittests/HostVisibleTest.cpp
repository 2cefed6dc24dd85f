//===- HostVisibleTest.cpp - what a runtime learns of host-named entities --===//
///
/// \file
/// Result::kernelReferences (kernels host code names without launching
/// them, with the naming host function: how the runtime maps NVRTC-style
/// name expressions to kernels whatever their spelling) and
/// Options::hostVisibleVariables (every user `__constant__`/`__device__`
/// variable a device symbol with its initial bytes, for get_global).
///
//===----------------------------------------------------------------------===//
#include "ultima/Translator.h"

#include <gtest/gtest.h>

#include <cstring>
#include <string>

namespace {

const char *const Templates = R"cu(
namespace cx { template <typename T> struct Complex { T re, im; }; }
template <typename T> __global__ void sq(T *x) { x[0] = x[0]; }
static void __ne_0() { (void)&sq<cx::Complex<double>>; }
static void __ne_1() { (void)&sq<unsigned>; }
)cu";

TEST(HostVisibleTest, KernelReferencesNameTheResolvedKernel) {
  ultima::Result r = ultima::translate(Templates);
  ASSERT_TRUE(r.ok);
  ASSERT_EQ(r.kernelReferences.size(), 2u);
  EXPECT_EQ(r.kernelReferences[0].function, "__ne_0");
  EXPECT_EQ(r.kernelReferences[0].cudaKernel, "sq<cx::Complex<double>>");
  EXPECT_EQ(r.kernelReferences[1].function, "__ne_1");
  EXPECT_EQ(r.kernelReferences[1].cudaKernel, "sq<unsigned int>");
  for (const ultima::KernelReference &ref : r.kernelReferences) {
    bool emitted = false;
    for (const ultima::KernelSignature &k : r.kernels)
      emitted |= k.name == ref.kernel && k.cudaName == ref.cudaKernel;
    EXPECT_TRUE(emitted) << ref.kernel;
  }
  EXPECT_TRUE(r.launches.empty());
}

const char *const Tables = R"cu(
__constant__ float coef[2] = {1.0f, 2.0f};
__global__ void k(float *y) { y[0] = coef[1]; }
)cu";

const ultima::KernelParameter *symbolParam(const ultima::Result &r) {
  for (const ultima::KernelParameter &p : r.kernels.at(0).params)
    if (p.kind == ultima::KernelParameter::Kind::Symbol)
      return &p;
  return nullptr;
}

TEST(HostVisibleTest, InitialisedConstantIsASymbolOnlyWhenAsked) {
  ultima::Result plain = ultima::translate(Tables);
  ASSERT_TRUE(plain.ok);
  EXPECT_EQ(symbolParam(plain), nullptr);
  ultima::Options o;
  o.hostVisibleVariables = true;
  ultima::Result visible = ultima::translate(Tables, o);
  ASSERT_TRUE(visible.ok);
  const ultima::KernelParameter *p = symbolParam(visible);
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(p->symbol, "coef");
  EXPECT_EQ(p->size, 8u);
  float initial[2];
  ASSERT_EQ(p->initialBytes.size(), sizeof initial);
  std::memcpy(initial, p->initialBytes.data(), sizeof initial);
  EXPECT_EQ(initial[0], 1.0f);
  EXPECT_EQ(initial[1], 2.0f);
}

} // namespace
