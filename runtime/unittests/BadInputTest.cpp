//===- BadInputTest.cpp - the C++ API under bad input -----------------------===//
///
/// \file
/// Array sizes that overflow, negative dimensions, allocations beyond the
/// device, views reaching past their buffer, launch geometry out of range and
/// Python scalars out of a parameter's range: each a typed exception with the
/// numbers, never a wrapped value or a crash (issue 16). Checks that need no
/// device run everywhere; the rest are skipped without one.
///
//===----------------------------------------------------------------------===//
#include "RequireDevice.h"
#include "ultima/runtime/Array.h"
#include "ultima/runtime/ElementwiseKernel.h"
#include "ultima/runtime/Errors.h"
#include "ultima/runtime/RawKernel.h"
#include <cmath>
#include <cstdint>
#include <gtest/gtest.h>

using namespace ultima::runtime;

namespace {

/// The message of the ArgumentError \p f throws ("" when it throws none).
template <typename F> std::string argumentError(F f) {
  try {
    f();
  } catch (const ArgumentError &e) {
    return e.what();
  }
  return "";
}

TEST(BadInputTest, ArrayBytesFollowsNumpy) {
  EXPECT_EQ(arrayBytes({3, 4}, 8), 96);
  EXPECT_EQ(arrayBytes({}, 2), 2);
  EXPECT_EQ(arrayBytes({0, 1ll << 59}, 8), 0);
  const char *tooBig = "array is too big; `arr.size * arr.dtype.itemsize` is larger than the "
                       "maximum possible size.";
  EXPECT_EQ(argumentError([] { arrayBytes({1ll << 62, 4}, 8); }), tooBig);
  EXPECT_EQ(argumentError([] { arrayBytes({1ll << 32, 1ll << 32}, 1); }), tooBig);
  EXPECT_EQ(argumentError([] { arrayBytes({0, 1ll << 62}, 8); }), tooBig); // as NumPy
  EXPECT_EQ(argumentError([] { arrayBytes({3, -1}, 4); }), "negative dimensions are not allowed");
}

TEST(BadInputTest, EmptyArrayChecksBeforeAllocating) {
  // Before: the size wrapped to 0 and a 0-byte buffer was returned.
  EXPECT_NE(argumentError([] { Array::empty({1ll << 62, 4}, Dtype::Float64); }), "");
  EXPECT_NE(argumentError([] { Array::empty({-2}, Dtype::Int32); }), "");
}

TEST(BadInputTest, AllocationBeyondTheDeviceIsOutOfMemory) {
  REQUIRE_DEVICE();
  size_t request = static_cast<size_t>(Device::current().maxMemAllocSize()) + 1;
  try {
    Buffer b(request);
    FAIL() << "a buffer larger than CL_DEVICE_MAX_MEM_ALLOC_SIZE was created";
  } catch (const OutOfMemoryError &e) {
    EXPECT_EQ(e.requested, request);
    EXPECT_NE(std::string(e.what()).find(std::to_string(request)), std::string::npos) << e.what();
  }
  EXPECT_THROW(Array::empty({1ll << 61}, Dtype::Int8), OutOfMemoryError);
}

TEST(BadInputTest, ViewsPastTheirBufferAreRejectedByKernels) {
  REQUIRE_DEVICE();
  ElementwiseOptions named;
  named.name = "copy_view";
  ElementwiseKernel copy("T x", "T y", "y = x", named);
  Array small = Array::empty({4}, Dtype::Float32);
  Array liar = small;
  liar.shape = {1000}; // claims more elements than its 16-byte buffer holds
  liar.strides = {4};
  std::string error = argumentError([&] { copy({liar}); });
  EXPECT_NE(error.find("past its 16-byte buffer"), std::string::npos) << error;
  Array negative = small;
  negative.offset = -4;
  EXPECT_NE(argumentError([&] { copy({negative}); }), "");
  Array huge = small;
  huge.shape = {1ll << 62, 4};
  huge.strides = {16, 4};
  EXPECT_NE(argumentError([&] { copy({huge}); }), "");
  EXPECT_EQ(copy({small}).size(), 1u); // the honest array works
}

TEST(BadInputTest, LaunchGeometryIsCheckedBeforeOpenCL) {
  // No device needed: the numbers are checked first.
  EXPECT_EQ(launchGlobalSize("k", {4, 2, 1}, {32, 1, 1}), (Dim3{128, 2, 1}));
  for (const auto &launch : std::vector<std::pair<Dim3, Dim3>>{
           {{0, 1, 1}, {32, 1, 1}},
           {{1, 1, 1}, {32, 0, 1}},
           {{1ull << 40, 1, 1}, {1, 1, 1}},        // PoCL asserted on this grid
           {{1, 65536, 1}, {1, 1, 1}},             // beyond CUDA's grid.y
           {{65535, 65535, 2}, {1, 1, 1}},         // 2**33 blocks in all
           {{2, 1, 1}, {SIZE_MAX / 2 + 1, 1, 1}}}) // grid*block overflows size_t
    EXPECT_NE(argumentError([&] { launchGlobalSize("k", launch.first, launch.second); }), "")
        << launch.first[0] << "," << launch.first[1] << "," << launch.first[2];
  std::string error = argumentError([] { launchGlobalSize("k", {1ull << 40, 1, 1}, {1, 1, 1}); });
  EXPECT_NE(error.find("1099511627776"), std::string::npos) << error;
}

TEST(BadInputTest, BlockBeyondTheDeviceIsAnArgumentError) {
  REQUIRE_DEVICE();
  RawKernel k(R"(extern "C" __global__ void k(int *x) { x[0] = 1; })", "k");
  Buffer b(4);
  size_t tooWide = Device::current().maxWorkItemSizes()[0] + 1;
  std::string error = argumentError([&] {
    k.launch({1, 1, 1}, {tooWide, 1, 1}, {KernelArg::buffer(b)});
  });
  EXPECT_NE(error.find(std::to_string(tooWide)), std::string::npos) << error;
}

TEST(BadInputTest, PythonScalarsOutOfRangeOverflow) {
  EXPECT_THROW(scalarBytes(Scalar::of(1ll << 40), Dtype::Int32), ArgumentOverflowError);
  EXPECT_THROW(scalarBytes(Scalar::of(-1ll), Dtype::UInt64), ArgumentOverflowError);
  EXPECT_THROW(scalarBytes(Scalar::of(256ll), Dtype::UInt8), ArgumentOverflowError);
  EXPECT_THROW(scalarBytes(Scalar::of(1e300), Dtype::Int64), ArgumentOverflowError);
  EXPECT_THROW(scalarBytes(Scalar::of(HUGE_VAL), Dtype::Int16), ArgumentOverflowError);
  EXPECT_THROW(scalarBytes(Scalar::of(std::nan("")), Dtype::Int16), ArgumentError);
  // In range, and typed (NumPy) scalars, convert as C does.
  EXPECT_EQ(scalarBytes(Scalar::of(-128ll), Dtype::Int8), std::vector<unsigned char>{0x80});
  EXPECT_EQ(scalarBytes(Scalar::of(255ll), Dtype::UInt8), std::vector<unsigned char>{0xff});
  EXPECT_EQ(scalarBytes(Scalar::of(256ll, /*weak=*/false), Dtype::UInt8),
            std::vector<unsigned char>{0});
  EXPECT_EQ(scalarBytes(Scalar::of(1e300), Dtype::Float32).size(), 4u); // inf, as NumPy
  Scalar big{Dtype::UInt64, 0, -1, true};                               // 2**64-1, its bits in `i`
  EXPECT_EQ(scalarBytes(big, Dtype::UInt64), std::vector<unsigned char>(8, 0xff));
  EXPECT_THROW(scalarBytes(big, Dtype::Int64), ArgumentOverflowError);
}

} // namespace
