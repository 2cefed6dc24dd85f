//===- CapabilitiesTest.cpp - what a translated program needs --------------===//
///
/// \file
/// ultima::Result::needs, which the runtime checks against the device instead
/// of searching the OpenCL text: fp64 from a `double` in the program or from a
/// polyfill computing in double, sub-group warps, the extensions the
/// program's polyfills enable. No device needed.
///
//===----------------------------------------------------------------------===//
#include "ultima/Translator.h"
#include <algorithm>
#include <gtest/gtest.h>
#include <iterator>

namespace {

ultima::Result translateOk(const std::string &source,
                           std::vector<std::string> targetExtensions = {}) {
  ultima::Options o;
  o.targetExtensions = std::move(targetExtensions);
  ultima::Result r = ultima::translate(source, o);
  EXPECT_TRUE(r.ok) << (r.diagnostics.empty() ? "" : r.diagnostics[0].format());
  return r;
}

bool has(const ultima::Capabilities &c, const std::string &ext) {
  return std::find(c.extensions.begin(), c.extensions.end(), ext) != c.extensions.end();
}

TEST(CapabilitiesTest, Fp64FromTheProgramOrItsPolyfills) {
  ultima::Result f = translateOk("__global__ void k(float *x) { x[0] = x[1] * 2.0f; }");
  EXPECT_FALSE(f.needs.fp64);
  EXPECT_TRUE(f.needs.extensions.empty());
  ultima::Result d = translateOk("__global__ void k(double *x) { x[0] = x[1] * 2.0; }");
  EXPECT_TRUE(d.needs.fp64);
  ASSERT_FALSE(d.needs.extensions.empty());
  EXPECT_EQ(d.needs.extensions[0], ultima::Fp64Extension);
  // rcbrtf is float in, float out, but its polyfill computes in double.
  ultima::Result p = translateOk("__global__ void k(float *x) { x[0] = rcbrtf(x[1]); }");
  EXPECT_TRUE(p.needs.fp64);
  // The same answer the runtime once found by searching the text.
  for (const ultima::Result *r : {&f, &d, &p})
    EXPECT_EQ(r->needs.fp64, r->openclSource.find("cl_khr_fp64") != std::string::npos);
}

TEST(CapabilitiesTest, PolyfillExtensions) {
  ultima::Result r =
      translateOk("__global__ void k(unsigned long long *x) { atomicAdd(x, 1ull); }");
  EXPECT_TRUE(has(r.needs, "cl_khr_int64_base_atomics"));
  EXPECT_FALSE(r.needs.fp64);
}

TEST(CapabilitiesTest, SubGroupWarps) {
  const char *shfl = "__global__ void k(int *x) { x[threadIdx.x] = __shfl_sync(0xffffffffu, "
                     "x[threadIdx.x], 0); }";
  ultima::Result emulated = translateOk(shfl);
  EXPECT_FALSE(emulated.needs.subGroupWarps);
  std::vector<std::string> all(std::begin(ultima::SubGroupWarpExtensions),
                               std::end(ultima::SubGroupWarpExtensions));
  ultima::Result sub = translateOk(shfl, all);
  EXPECT_TRUE(sub.needs.subGroupWarps);
  for (const std::string &ext : all)
    EXPECT_TRUE(has(sub.needs, ext)) << ext;
  // Offered but unused: not needed.
  EXPECT_FALSE(translateOk("__global__ void k(int *x) { x[0] = 1; }", all).needs.subGroupWarps);
}

} // namespace
