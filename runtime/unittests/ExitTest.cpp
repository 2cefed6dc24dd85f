//===- ExitTest.cpp - a process may end with launches still queued ---------===//
///
/// \file
/// CUDA programs and scripts routinely return from main right after their
/// last launch. The test launches three programs (one elementwise kernel on
/// a contiguous, a 2-D and a strided array) that no earlier process compiled
/// (the operation carries this run's clock), so the driver compiles their
/// work-group functions while the launches run, and returns without
/// synchronizing. ctest runs it in a process of its own: the test fails if
/// that process crashes or aborts during exit (PoCL's "Failed to create
/// kernel compiler pass inline-kernels", or a segfault, when LLVM's statics
/// were destroyed under PoCL's driver thread: 16 exits in 20 before the
/// runtime drained the queue at thread exit).
///
//===----------------------------------------------------------------------===//
#include "RequireDevice.h"
#include "ultima/runtime/Array.h"
#include "ultima/runtime/ElementwiseKernel.h"
#include <chrono>
#include <gtest/gtest.h>

using namespace ultima::runtime;

namespace {

TEST(ExitTest, ProcessEndsWithLaunchesQueued) {
  REQUIRE_DEVICE();
  long long salt = std::chrono::system_clock::now().time_since_epoch().count() % 1000003;
  ElementwiseOptions named;
  named.name = "scale_view";
  ElementwiseKernel scale("T x", "T y", "y = x * 2 + " + std::to_string(salt), named);
  Array flat = Array::empty({4096}, Dtype::Float32);
  Array square = Array::empty({64, 64}, Dtype::Float32);
  Array strided = square;
  strided.shape = {64, 32};
  strided.strides = {256, 8};
  scale({flat});
  scale({square});
  scale({strided});
  // Deliberately no synchronize.
}

} // namespace
