//===- SharedBufferTest.cpp - a Buffer on a cl_mem made elsewhere ---------===//
///
/// \file
/// Buffer(cl::Buffer), the C++ side of the PyOpenCL interop: the buffer is
/// shared (same cl_mem, retained, its size read from OpenCL), data written
/// through either handle is seen through the other, and a buffer of another
/// context is an ArgumentError. Skipped when no OpenCL device exists.
///
//===----------------------------------------------------------------------===//
#include "RequireDevice.h"
#include "ultima/runtime/Buffer.h"
#include "ultima/runtime/Errors.h"
#include <gtest/gtest.h>
#include <vector>

using namespace ultima::runtime;

namespace {

TEST(SharedBufferTest, SharesAndRetainsTheMemory) {
  REQUIRE_DEVICE();
  Device &device = Device::current();
  const size_t n = 100;
  cl::Buffer made(device.context(), CL_MEM_READ_WRITE, n * sizeof(int));
  cl_mem handle = made();
  auto count = [&] { return made.getInfo<CL_MEM_REFERENCE_COUNT>(); };
  cl_uint before = count();
  std::vector<int> in(n), out(n, 0);
  for (size_t i = 0; i < n; ++i)
    in[i] = static_cast<int>(i * i) - 500;
  {
    Buffer shared(made);
    EXPECT_EQ(shared.handle()(), handle);
    EXPECT_EQ(shared.size(), n * sizeof(int));
    EXPECT_EQ(count(), before + 1); // its own reference
    // Written through the original handle, read through the shared Buffer.
    device.queue().enqueueWriteBuffer(made, CL_TRUE, 0, n * sizeof(int), in.data());
    shared.download(out.data(), n * sizeof(int));
    EXPECT_EQ(out, in);
    // And the other way, at an offset.
    int value = 12345;
    shared.upload(&value, sizeof value, 7 * sizeof(int));
    device.queue().enqueueReadBuffer(made, CL_TRUE, 0, n * sizeof(int), out.data());
    in[7] = value;
    EXPECT_EQ(out, in);
  }
  EXPECT_EQ(count(), before); // released with the Buffer
}

TEST(SharedBufferTest, AnotherContextIsAnArgumentError) {
  REQUIRE_DEVICE();
  cl::Context other(Device::current().device());
  cl::Buffer foreign(other, CL_MEM_READ_WRITE, 64);
  try {
    Buffer shared(foreign);
    FAIL() << "a buffer of another context was accepted";
  } catch (const ArgumentError &e) {
    EXPECT_NE(std::string(e.what()).find("another OpenCL context"), std::string::npos) << e.what();
  }
}

} // namespace
