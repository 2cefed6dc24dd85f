//===- RequireDevice.h - skip a runtime test without an OpenCL device ------===//
///
/// \file
/// `REQUIRE_DEVICE()` at the top of a test skips it (rather than failing) on a
/// machine with no OpenCL device, so the unit tests that need none still run.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_RUNTIME_UNITTESTS_REQUIREDEVICE_H
#define ULTIMA_RUNTIME_UNITTESTS_REQUIREDEVICE_H

#include "ultima/runtime/Device.h"
#include <exception>
#include <gtest/gtest.h>

inline bool haveOpenCLDevice() {
  try {
    ultima::runtime::Device::current();
    return true;
  } catch (const std::exception &) {
    return false;
  }
}

#define REQUIRE_DEVICE()                                                                           \
  if (!haveOpenCLDevice())                                                                         \
  GTEST_SKIP() << "no OpenCL device"

#endif
