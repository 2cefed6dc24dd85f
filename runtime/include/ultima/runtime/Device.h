//===- ultima/runtime/Device.h - the OpenCL device and its queue -*- C++ -*-===//
///
/// \file
/// One Device per process, chosen once: ULTIMA_DEVICE (an index into the list
/// of all devices of all platforms, or a substring of a device or platform
/// name), else the first GPU, else the first device. It owns one context and
/// one in-order queue: launches are asynchronous and run in submission order,
/// synchronize() waits for all of them.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_RUNTIME_DEVICE_H
#define ULTIMA_RUNTIME_DEVICE_H

#include "ultima/runtime/OpenCL.h"
#include <functional>
#include <mutex>
#include <string>
#include <vector>

namespace ultima::runtime {

class Device {
public:
  /// The process's device (chosen on first use; throws Error if there is none).
  static Device &current();

  const cl::Context &context() const { return context_; }
  const cl::Device &device() const { return device_; }
  cl::CommandQueue &queue() { return queue_; }

  std::string name() const;
  std::string platformName() const;
  std::string platformVersion() const;
  std::string driverVersion() const;
  bool hasExtension(const std::string &ext) const;
  bool hasFp64() const;
  bool hasFp16() const;
  /// The most work-items of a block: CL_DEVICE_MAX_WORK_GROUP_SIZE, at most
  /// CUDA's 1024 (MaxBlockThreads, Launcher.h), which translated kernels rely
  /// on (the warp emulation's exchange buffer has a slot per thread of such a
  /// block).
  size_t maxWorkGroupSize() const;
  /// CL_DEVICE_MAX_COMPUTE_UNITS.
  unsigned maxComputeUnits() const;
  /// The largest block per dimension: CL_DEVICE_MAX_WORK_ITEM_SIZES, at most
  /// CUDA's (1024, 1024, 64) (MaxBlockDim, Launcher.h).
  std::vector<size_t> maxWorkItemSizes() const;
  /// CL_DEVICE_MAX_MEM_ALLOC_SIZE: the largest single buffer.
  unsigned long long maxMemAllocSize() const;
  /// How a reduction's work-items share its input: contiguous runs (CPU
  /// devices such as PoCL run a work-group's items one after another and
  /// vectorise a run) or interleaved (GPUs want neighbouring work-items on
  /// neighbouring addresses). ULTIMA_REDUCTION_LAYOUT=chunked|interleaved
  /// overrides. Decided once, when the device is chosen.
  bool chunkedReductions() const { return chunkedReductions_; }
  unsigned long long localMemSize() const;
  /// CL_DEVICE_MEM_BASE_ADDR_ALIGN in bytes (OpenCL reports bits): the
  /// alignment a sub-buffer's origin needs.
  size_t memBaseAddrAlignBytes() const;
  /// Whether CUDA warps become sub-groups of 32 (warp_subgroup.cl): the
  /// device has sub-group shuffles and ballots and can be asked for
  /// sub-groups of 32. ULTIMA_WARPS=emulated keeps the __local emulation.
  /// Decided once, when the device is chosen.
  bool subGroupWarps() const { return subGroupWarps_; }
  /// Extensions worth telling the translator about: cl_khr_fp16, and the
  /// sub-group ones when subGroupWarps().
  std::vector<std::string> translatorExtensions() const;
  /// Whether the driver keeps compiled kernels on disk itself and compiles a
  /// kernel's work-group function only when it is launched: PoCL with its
  /// kernel cache on (POCL_KERNEL_CACHE unset or not 0). There a program
  /// binary (CL_PROGRAM_BINARIES) saves nothing and costs much: asking for it
  /// compiles every kernel of the program for a work-group size no launch
  /// uses, so buildProgram stores none (runtime-cache.md). Decided once, when
  /// the device is chosen.
  bool cachesCompiledKernels() const { return cachesCompiledKernels_; }

  /// Waits for every launch and copy queued so far.
  void synchronize() { queue_.finish(); }
  /// Like synchronize(), but returns false as soon as \p interrupted()
  /// returns true (asked every 20 ms while the last asynchronous command runs);
  /// true when the queue is drained. The queued work keeps running: OpenCL
  /// cannot cancel a launched kernel.
  bool synchronizeUnless(const std::function<bool()> &interrupted);
  /// Records \p event of an asynchronous command (a launch, a fill) as the
  /// queue's latest, which synchronizeUnless waits for.
  void noteAsync(const cl::Event &event);

  /// "name (platform)" of every device ULTIMA_DEVICE can select, in index order.
  static std::vector<std::string> listDevices();

private:
  explicit Device(const cl::Device &device);
  cl::Device device_;
  cl::Context context_;
  cl::CommandQueue queue_;
  bool chunkedReductions_ = false;
  bool subGroupWarps_ = false;
  bool cachesCompiledKernels_ = false;
  std::mutex lastMutex_;
  cl::Event last_;
};

} // namespace ultima::runtime

#endif
