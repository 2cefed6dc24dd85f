//===- LaunchLimits.cpp - every limit a launch is checked against ---------===//
///
/// \file
/// The one set of launch checks (Launcher.h): the grid against CUDA's
/// limits and what OpenCL drivers can count, the block against the device
/// and the kernel, shared memory against the device. Each front-end maps a
/// LaunchFault to its own error.
///
//===----------------------------------------------------------------------===//
#include "ultima/runtime/Device.h"
#include "ultima/runtime/Launcher.h"
#include "llvm/Support/MathExtras.h"
#include <algorithm>

namespace ultima::runtime {

namespace {

std::string dims(const Dim3 &d) {
  return "(" + std::to_string(d[0]) + ", " + std::to_string(d[1]) + ", " + std::to_string(d[2]) +
         ")";
}

[[noreturn]] void refuse(LaunchFault fault, const std::string &name, const std::string &why) {
  throw LaunchError(fault, "kernel '" + name + "': " + why);
}

void checkBlockAgainstDevice(const LaunchableKernel &kernel, const Dim3 &block, Device &device) {
  std::vector<size_t> itemLimits = device.maxWorkItemSizes();
  for (size_t k = 0; k < 3 && k < itemLimits.size(); ++k)
    if (block[k] > itemLimits[k])
      refuse(LaunchFault::BlockTooLarge, kernel.name(),
             "block " + dims(block) + " exceeds the device's maximum block size per dimension (" +
                 std::to_string(itemLimits[0]) + ", " +
                 std::to_string(itemLimits.size() > 1 ? itemLimits[1] : 1) + ", " +
                 std::to_string(itemLimits.size() > 2 ? itemLimits[2] : 1) + ") (" + device.name() +
                 ")");
  size_t items = block[0] * block[1] * block[2]; // each factor bounded by the item sizes
  size_t deviceLimit = device.maxWorkGroupSize();
  size_t kernelLimit = kernel.workGroupSize();
  if (items > deviceLimit || items > kernelLimit)
    // The kernel's own limit (registers, private memory) is a fault of its own:
    // CUDA reports it as out of resources, not as a bad configuration.
    refuse(items > deviceLimit ? LaunchFault::BlockTooLarge : LaunchFault::KernelBlockTooLarge,
           kernel.name(),
           "block of " + std::to_string(items) + " threads exceeds the " +
               (kernelLimit < deviceLimit ? "kernel's" : "device's") +
               " maximum work-group size of " + std::to_string(std::min(deviceLimit, kernelLimit)) +
               " (" + device.name() + ")");
}

void checkSharedMemory(const LaunchableKernel &kernel, size_t sharedMem, Device &device) {
  // A launch asks for its dynamic bytes whether the kernel declares an
  // `extern __shared__` array or not (CUDA refuses too much either way).
  unsigned long long dynamicBytes = sharedMem;
  unsigned long long total = kernel.staticLocalBytes() + dynamicBytes;
  if (dynamicBytes > device.localMemSize() || total > device.localMemSize())
    refuse(LaunchFault::SharedMemoryTooLarge, kernel.name(),
           std::to_string(total) + " bytes of shared (__local) memory exceed the device's " +
               std::to_string(device.localMemSize()) + " (" + device.name() + ")");
}

} // namespace

Dim3 launchGlobalSize(const std::string &name, Dim3 grid, Dim3 block) {
  for (int k = 0; k < 3; ++k)
    if (grid[k] == 0 || block[k] == 0)
      refuse(LaunchFault::ZeroDimension, name,
             "grid " + dims(grid) + " and block " + dims(block) +
                 " must be positive in every dimension");
  unsigned long long blocks = 1;
  bool beyondCuda = false;
  for (int k = 0; k < 3; ++k) {
    beyondCuda |= grid[k] > MaxGridSize[k];
    blocks *= std::min<size_t>(grid[k], MaxGridSize[k]);
  }
  if (beyondCuda || blocks > MaxBlocks)
    refuse(beyondCuda ? LaunchFault::GridTooLarge : LaunchFault::TooManyBlocks, name,
           "grid " + dims(grid) + " is too large (at most " + dims(MaxGridSize) + " blocks, " +
               std::to_string(MaxBlocks) + " in all)");
  Dim3 global;
  for (int k = 0; k < 3; ++k) {
    bool overflow = false;
    global[k] = llvm::SaturatingMultiply(grid[k], block[k], &overflow);
    if (overflow)
      refuse(LaunchFault::GlobalSizeOverflow, name,
             "grid " + dims(grid) + " times block " + dims(block) +
                 " overflows the size of an NDRange");
  }
  return global;
}

Dim3 checkLaunch(const LaunchableKernel &kernel, const LaunchShape &shape) {
  Dim3 global = launchGlobalSize(kernel.name(), shape.grid, shape.block);
  Device &device = Device::current();
  checkBlockAgainstDevice(kernel, shape.block, device);
  checkSharedMemory(kernel, shape.sharedMem, device);
  return global;
}

} // namespace ultima::runtime
