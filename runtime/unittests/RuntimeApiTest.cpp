//===- RuntimeApiTest.cpp - the C++ runtime API on the OpenCL device -------===//
///
/// \file
/// RawKernel launches with CUDA semantics (grid*block work-items, dynamic
/// shared memory as a trailing __local argument), and the errors of bad
/// kernels and bad launches. Skipped when no OpenCL device exists.
///
//===----------------------------------------------------------------------===//
#include "RequireDevice.h"
#include "ultima/runtime/Errors.h"
#include "ultima/runtime/RawKernel.h"
#include <gtest/gtest.h>
#include <numeric>

using namespace ultima::runtime;

namespace {

TEST(RuntimeApiTest, RawKernelVectorAdd) {
  REQUIRE_DEVICE();
  const int n = 1000;
  std::vector<float> a(n), b(n), c(n, -1.0f);
  for (int i = 0; i < n; ++i) {
    a[i] = 0.5f * i;
    b[i] = 3.0f - i;
  }
  Buffer da(n * sizeof(float)), db(n * sizeof(float)), dc(n * sizeof(float));
  da.upload(a.data(), a.size() * sizeof(float));
  db.upload(b.data(), b.size() * sizeof(float));
  RawKernel k(R"(extern "C" __global__ void add(const float *a, const float *b, float *c, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + b[i];
  })",
              "add");
  k.launch({(n + 127) / 128, 1, 1}, {128, 1, 1},
           {KernelArg::buffer(da), KernelArg::buffer(db), KernelArg::buffer(dc),
            KernelArg::value<int>(n)});
  dc.download(c.data(), c.size() * sizeof(float));
  for (int i = 0; i < n; ++i)
    ASSERT_FLOAT_EQ(c[i], a[i] + b[i]) << i;
}

TEST(RuntimeApiTest, DynamicSharedMemoryIsTheTrailingLocalArgument) {
  REQUIRE_DEVICE();
  RawKernel k(R"(extern "C" __global__ void rev(int *x) {
    extern __shared__ int s[];
    int t = threadIdx.x;
    s[t] = x[blockIdx.x * blockDim.x + t];
    __syncthreads();
    x[blockIdx.x * blockDim.x + t] = s[blockDim.x - 1 - t];
  })",
              "rev");
  std::vector<int> x(64);
  std::iota(x.begin(), x.end(), 0);
  Buffer dx(x.size() * sizeof(int));
  dx.upload(x.data(), x.size() * sizeof(int));
  k.launch({2, 1, 1}, {32, 1, 1}, {KernelArg::buffer(dx)}, 32 * sizeof(int));
  dx.download(x.data(), x.size() * sizeof(int));
  for (int i = 0; i < 64; ++i)
    ASSERT_EQ(x[i], (i / 32) * 32 + 31 - i % 32) << i;
}

TEST(RuntimeApiTest, BufferArgumentsAtAnyByteOffset) {
  REQUIRE_DEVICE();
  // One buffer twice: dst at byte 12 (no sub-buffer could start there), src
  // at byte 80 read backwards from element 0 (as a negative stride view is).
  RawKernel k(R"(extern "C" __global__ void rev(const int *src, int *dst, int n) {
    int i = threadIdx.x;
    if (i < n) dst[i] = src[-i];
  })",
              "rev");
  ASSERT_EQ(k.params().size(), 3u); // CUDA's parameters; the offsets are hidden
  EXPECT_TRUE(k.params()[0].pointer && k.params()[0].constant);
  EXPECT_TRUE(k.params()[1].pointer && !k.params()[1].constant);
  EXPECT_FALSE(k.params()[2].pointer);
  std::vector<int> x(40);
  std::iota(x.begin(), x.end(), 100);
  Buffer dx(x.size() * sizeof(int));
  dx.upload(x.data(), x.size() * sizeof(int));
  k.launch({1, 1, 1}, {8, 1, 1},
           {KernelArg::buffer(dx, 20 * sizeof(int)), KernelArg::buffer(dx, 3 * sizeof(int)),
            KernelArg::value<int>(5)});
  std::vector<int> got(x.size());
  dx.download(got.data(), got.size() * sizeof(int));
  for (int i = 0; i < 40; ++i)
    ASSERT_EQ(got[i], i >= 3 && i < 8 ? x[20 - (i - 3)] : x[i]) << i;
  EXPECT_THROW(
      k.launch({1, 1, 1}, {1, 1, 1},
               {KernelArg::buffer(dx, 161), KernelArg::buffer(dx), KernelArg::value<int>(0)}),
      ArgumentError); // past the end of the 160-byte buffer
}

TEST(RuntimeApiTest, Errors) {
  REQUIRE_DEVICE();
  RawKernel bad("__global__ void k(float *x) { x[0] = undefined_name; }", "k");
  Buffer b(16);
  try {
    bad.launch({1, 1, 1}, {1, 1, 1}, {KernelArg::buffer(b)});
    FAIL() << "expected TranslationError";
  } catch (const TranslationError &e) {
    ASSERT_FALSE(e.diagnostics.empty());
    EXPECT_NE(e.diagnostics[0].find("undefined_name"), std::string::npos);
  }
  RawKernel good(R"(extern "C" __global__ void k(float *x) { x[0] = 1; })", "k");
  EXPECT_THROW(good.launch({1, 1, 1}, {1, 1, 1}, {}), ArgumentError);
  EXPECT_THROW(good.launch({1, 1, 1}, {1, 1, 1}, {KernelArg::value<float>(1)}), ArgumentError);
  size_t tooMany = Device::current().maxWorkGroupSize() * 2;
  EXPECT_THROW(good.launch({1, 1, 1}, {tooMany, 1, 1}, {KernelArg::buffer(b)}), Error);
  RawKernel missing(R"(extern "C" __global__ void k(float *x) { x[0] = 1; })", "other");
  EXPECT_THROW(missing.launch({1, 1, 1}, {1, 1, 1}, {KernelArg::buffer(b)}), ArgumentError);
}

TEST(RuntimeApiTest, UnknownCompileOptionIsRejected) {
  EXPECT_THROW(parseCompileOptions({"--frobnicate"}), ArgumentError);
  CompileOptions o = parseCompileOptions({"-DN=4", "-I/x", "-std=c++17", "--use_fast_math"});
  EXPECT_EQ(o.defines, std::vector<std::string>{"N=4"});
  EXPECT_EQ(o.includeDirs, std::vector<std::string>{"/x"});
  EXPECT_EQ(o.languageStandard, "c++17");
  EXPECT_NE(o.buildOptions.find("-cl-fast-relaxed-math"), std::string::npos);
}

TEST(RuntimeApiTest, NvrtcOptionSpellings) {
  // NVRTC's spellings (nvrtcCompileProgram): each option one string, values
  // after '=' or joined, "-include H" with its value after a space; -D and -U
  // in order.
  CompileOptions o = parseCompileOptions(
      {"--define-macro=A=1", "-UA", "-D B", "--define-macro=C", "--undefine-macro=C",
       "-include h.h", "--pre-include=g.h", "--include-path= /inc", "-I/j", "-arch sm_70",
       "--gpu-architecture=compute_80", "--fmad=false", "--ftz=true", "-w", "--std=c++20",
       "-default-device", "--builtin-move-forward=true"});
  EXPECT_EQ(o.defines, std::vector<std::string>{"B"});
  EXPECT_EQ(o.extraArgs,
            (std::vector<std::string>{"-U", "A", "-U", "C", "-include", "h.h", "-include", "g.h"}));
  EXPECT_EQ(o.includeDirs, (std::vector<std::string>{"/inc", "/j"}));
  EXPECT_EQ(o.languageStandard, "c++20");
  EXPECT_EQ(o.buildOptions, " -cl-denorms-are-zero");
  EXPECT_TRUE(o.noWarnings);
  EXPECT_EQ(parseCompileOptions({"-UA", "-DA=2"}).defines, std::vector<std::string>{"A=2"});
  // nvcc's and the ultima command line's options, and options without their value.
  for (const char *bad : {"-dc", "-Wall", "--line-directives", "-include", "-D", "-std c++17",
                          "--define-macro=", "--ftz=maybe", "x.cu"})
    EXPECT_THROW(parseCompileOptions({bad}), ArgumentError) << bad;
}

} // namespace

#include "ultima/runtime/ElementwiseKernel.h"
#include "ultima/runtime/ReductionKernel.h"

namespace {

TEST(RuntimeApiTest, ElementwiseAndReductionFromCpp) {
  REQUIRE_DEVICE();
  const long long n = 1000;
  std::vector<float> host(n);
  for (long long i = 0; i < n; ++i)
    host[i] = 0.25f * static_cast<float>(i % 17);
  Array x = Array::empty({n}, Dtype::Float32);
  x.buffer->upload(host.data(), n * sizeof(float));
  ElementwiseKernel fma("T x, T a", "T y", "y = x * a + (T)1", {"cpp_fma"});
  std::vector<Array> out = fma({x, Scalar::of(2.0)});
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].dtype, Dtype::Float32); // the Python-style scalar takes T from x
  std::vector<float> y(n);
  out[0].buffer->download(y.data(), n * sizeof(float));
  for (long long i = 0; i < n; ++i)
    ASSERT_FLOAT_EQ(y[i], host[i] * 2 + 1) << i;

  ReductionOptions ro;
  ro.name = "cpp_sum";
  ReductionKernel sum("T x", "T y", "x", "a + b", "y = a", "0", ro);
  std::vector<Array> s = sum({out[0]}, {}, true, false);
  float total = 0;
  s[0].buffer->download(&total, sizeof total);
  double ref = 0;
  for (float v : y)
    ref += v;
  EXPECT_NEAR(total, ref, 1e-3 * ref);
  // A typed (NumPy) scalar is converted to the type the arrays bind, as in CuPy.
  EXPECT_EQ(fma({x, Scalar{Dtype::Float64, 2.0, 0, false}})[0].dtype, Dtype::Float32);
  EXPECT_THROW(ElementwiseKernel("T x,, T y", "T z", "z = x"), ArgumentError);
  ElementwiseOptions badName;
  badName.name = "my-kernel"; // not a C identifier: CuPy's "Invalid kernel name"
  EXPECT_THROW(ElementwiseKernel("T x", "T y", "y = x", badName), ArgumentError);
}

} // namespace

namespace {

TEST(RuntimeApiTest, CompileErrorCarriesTheBuildLogAtTheUsersLine) {
  REQUIRE_DEVICE();
  // Translated output is valid OpenCL by construction, so feed the builder a
  // broken program directly: the log must name the #line of the user's code.
  std::string source =
      "#line 7 \"operation\"\n__kernel void k(__global float *x) { x[0] = nope; }\n";
  try {
    buildProgram(Device::current(), source, "");
    FAIL() << "expected CompileError";
  } catch (const CompileError &e) {
    EXPECT_NE(e.log.find("operation:7"), std::string::npos) << e.log;
    EXPECT_NE(std::string(e.what()).find("nope"), std::string::npos);
  }
}

} // namespace
