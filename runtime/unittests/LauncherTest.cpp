//===- LauncherTest.cpp - the one launcher's limits and binding -------------===//
///
/// \file
/// Each limit of the runtime's launcher (Launcher.h) as its LaunchFault, and
/// through RawKernel as the runtime's exception types (Errors.h) that the
/// Python package maps to ValueError, TypeError and RuntimeError.
/// libultima-cudart maps the same faults to cudaError
/// (test/lit/UltimaCC/launch-limits-launcher.cu).
///
//===----------------------------------------------------------------------===//
#include "ultima/runtime/Launcher.h"
#include "RequireDevice.h"
#include "ultima/runtime/Errors.h"
#include "ultima/runtime/RawKernel.h"
#include <algorithm>
#include <cstdint>
#include <gtest/gtest.h>
#include <optional>

using namespace ultima::runtime;

namespace {

/// The fault of the LaunchError \p f throws; nullopt when it throws none.
template <typename F> std::optional<LaunchFault> faultOf(F f) {
  try {
    f();
  } catch (const LaunchError &e) {
    return e.fault;
  }
  return std::nullopt;
}

const char *SharedSource = R"(extern "C" __global__ void sharedSum(int *out) {
  __shared__ int tile[256];
  extern __shared__ int rest[];
  tile[threadIdx.x] = 7;
  rest[0] = 5;
  __syncthreads();
  out[0] = tile[threadIdx.x] + rest[0];
})";

const char *ScaleSource = R"(extern "C" __global__ void scale(int *x, int by) {
  x[threadIdx.x] *= by;
})";

/// \p name of \p module as the launcher takes it, with the manifest's kinds.
LaunchableKernel launchable(RawModule &module, const std::string &name) {
  const TranslatedProgram::Kernel &k = module.kernel(name);
  std::vector<LaunchParameter> params;
  for (size_t i = 0; i < k.kinds.size(); ++i)
    params.push_back({k.kinds[i], i < k.valueSizes.size() ? k.valueSizes[i] : 0, ""});
  return LaunchableKernel(module.program(), k.name, name, params);
}

} // namespace

TEST(LauncherTest, GridFaultsNeedNoDevice) {
  EXPECT_EQ(faultOf([] {
              launchGlobalSize("k", {0, 1, 1}, {1, 1, 1});
            }),
            LaunchFault::ZeroDimension);
  EXPECT_EQ(faultOf([] {
              launchGlobalSize("k", {1, 1, 1}, {1, 0, 1});
            }),
            LaunchFault::ZeroDimension);
  for (Dim3 grid : {Dim3{1ull << 31, 1, 1}, Dim3{1, 65536, 1}, Dim3{1, 1, 65536}})
    EXPECT_EQ(faultOf([&] {
                launchGlobalSize("k", grid, {1, 1, 1});
              }),
              LaunchFault::GridTooLarge)
        << grid[0] << "," << grid[1] << "," << grid[2];
  // Each dimension within CUDA's limits, more blocks than OpenCL counts.
  for (Dim3 grid : {Dim3{(1ull << 31) - 1, 65535, 1}, Dim3{65535, 65535, 2}})
    EXPECT_EQ(faultOf([&] { launchGlobalSize("k", grid, {1, 1, 1}); }), LaunchFault::TooManyBlocks);
  EXPECT_EQ(faultOf([] {
              launchGlobalSize("k", {2, 1, 1}, {SIZE_MAX / 2 + 1, 1, 1});
            }),
            LaunchFault::GlobalSizeOverflow);
  EXPECT_EQ(launchGlobalSize("k", {MaxGridSize[0], 1, 1}, {2, 1, 1}),
            (Dim3{2 * MaxGridSize[0], 1, 1}));
}

TEST(LauncherTest, BlockFaults) {
  REQUIRE_DEVICE();
  RawModule module(ScaleSource);
  LaunchableKernel k = launchable(module, "scale");
  Device &device = Device::current();
  size_t wide = device.maxWorkItemSizes()[0] + 1;
  EXPECT_EQ(faultOf([&] {
              checkLaunch(k, {{1, 1, 1}, {wide, 1, 1}, 0});
            }),
            LaunchFault::BlockTooLarge);
  size_t limit = std::min(device.maxWorkGroupSize(), k.workGroupSize());
  Dim3 tooMany{limit, 2, 1};
  EXPECT_EQ(faultOf([&] {
              checkLaunch(k, {{1, 1, 1}, tooMany, 0});
            }),
            k.workGroupSize() < device.maxWorkGroupSize() ? LaunchFault::KernelBlockTooLarge
                                                          : LaunchFault::BlockTooLarge);
  EXPECT_EQ(checkLaunch(k, {{3, 1, 1}, {limit, 1, 1}, 0}), (Dim3{3 * limit, 1, 1}));
}

TEST(LauncherTest, StaticPlusDynamicSharedMemoryAgainstTheDevice) {
  REQUIRE_DEVICE();
  RawModule module(SharedSource);
  LaunchableKernel k = launchable(module, "sharedSum");
  EXPECT_TRUE(k.takesDynamicShared());
  EXPECT_EQ(k.staticLocalBytes(), 1024u);
  size_t fits = Device::current().localMemSize() - k.staticLocalBytes();
  Buffer out(sizeof(int));
  std::vector<LaunchArgument> args{LaunchArgument::memory(out.handle())};
  Device::current().noteAsync(
      launch(k, {{1, 1, 1}, {1, 1, 1}, fits}, args, Device::current().queue()));
  EXPECT_EQ(faultOf([&] {
              checkLaunch(k, {{1, 1, 1}, {1, 1, 1}, fits + 4});
            }),
            LaunchFault::SharedMemoryTooLarge);

  // Through RawKernel: all of it runs, again with its __local argument set
  // (which it counted twice before), and more is the runtime's Error.
  RawKernel raw(SharedSource, "sharedSum");
  int value = 0;
  raw.launch({1, 1, 1}, {1, 1, 1}, {KernelArg::buffer(out)}, fits);
  raw.launch({1, 1, 1}, {1, 1, 1}, {KernelArg::buffer(out)}, fits);
  out.download(&value, sizeof value);
  EXPECT_EQ(value, 12);
  try {
    raw.launch({1, 1, 1}, {1, 1, 1}, {KernelArg::buffer(out)}, fits + 4);
    ADD_FAILURE() << "no error";
  } catch (const ArgumentError &e) {
    ADD_FAILURE() << "an ArgumentError: " << e.what();
  } catch (const Error &e) {
    EXPECT_NE(std::string(e.what()).find(std::to_string(fits + 1028)), std::string::npos)
        << e.what();
  }
  raw.launch({1, 1, 1}, {1, 1, 1}, {KernelArg::buffer(out)}, 0); // the smallest __local argument
  out.download(&value, sizeof value);
  EXPECT_EQ(value, 12);
}

TEST(LauncherTest, ArgumentFaults) {
  REQUIRE_DEVICE();
  RawModule module(ScaleSource); // pointer parameters take a byte offset
  LaunchableKernel k = launchable(module, "scale");
  Buffer x(16 * sizeof(int));
  int by = 3;
  long long wide = 3;
  cl::CommandQueue &queue = Device::current().queue();
  LaunchShape one{{1, 1, 1}, {4, 1, 1}, 0};
  auto launchWith = [&](std::vector<LaunchArgument> args) {
    return faultOf([&] { launch(k, one, args, queue); });
  };
  EXPECT_EQ(launchWith({LaunchArgument::memory(x.handle())}), LaunchFault::ArgumentCount);
  EXPECT_EQ(launchWith({LaunchArgument::value(&by, sizeof by), LaunchArgument::value(&by, 4)}),
            LaunchFault::ArgumentKind);
  EXPECT_EQ(launchWith({LaunchArgument::memory(x.handle()), LaunchArgument::memory(x.handle())}),
            LaunchFault::ArgumentKind);
  EXPECT_EQ(launchWith({LaunchArgument::memory(x.handle()), LaunchArgument::value(&wide, 8)}),
            LaunchFault::ArgumentSize);
  EXPECT_EQ(launchWith({LaunchArgument::memory(x.handle(), 65), LaunchArgument::value(&by, 4)}),
            LaunchFault::ArgumentOffset);
  EXPECT_EQ(launchWith({LaunchArgument::memory(x.handle(), 16), LaunchArgument::value(&by, 4)}),
            std::nullopt);

  // Through RawKernel, the runtime's types: a wrong size is a type error.
  RawKernel raw(ScaleSource, "scale");
  EXPECT_THROW(raw.launch({1, 1, 1}, {4, 1, 1}, {KernelArg::buffer(x), KernelArg::value(wide)}),
               ArgumentTypeError);
  EXPECT_THROW(raw.launch({1, 1, 1}, {4, 1, 1}, {KernelArg::value(by), KernelArg::value(by)}),
               ArgumentError);
  EXPECT_THROW(raw.launch({1, 1, 1}, {4, 1, 1}, {KernelArg::buffer(x, 65), KernelArg::value(by)}),
               ArgumentError);
}
