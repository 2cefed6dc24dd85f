//===- Device.cpp - device choice, capabilities, the in-order queue --------===//
#include "ultima/runtime/Device.h"
#include "ultima/Translator.h"
#include "ultima/runtime/Errors.h"
#include "ultima/runtime/Launcher.h"
#include <algorithm>
#include <charconv>
#include <chrono>
#include <condition_variable>
#include <cstdlib>
#include <memory>
#include <mutex>
#include <system_error>

namespace ultima::runtime {

namespace {

struct Candidate {
  cl::Device device;
  std::string label; ///< "device name (platform name)"
};

std::vector<Candidate> allDevices() {
  std::vector<Candidate> result;
  std::vector<cl::Platform> platforms;
  try {
    cl::Platform::get(&platforms);
  } catch (const cl::Error &) {
    return result; // no ICD or no platform: reported by the caller
  }
  for (cl::Platform &p : platforms) {
    std::vector<cl::Device> devices;
    try {
      p.getDevices(CL_DEVICE_TYPE_ALL, &devices);
    } catch (const cl::Error &) {
      continue; // a platform without devices
    }
    for (cl::Device &d : devices)
      result.push_back(
          {d, d.getInfo<CL_DEVICE_NAME>() + " (" + p.getInfo<CL_PLATFORM_NAME>() + ")"});
  }
  return result;
}

cl::Device choose() {
  std::vector<Candidate> all = allDevices();
  if (all.empty())
    throw Error("no OpenCL device found (is an ICD such as pocl-opencl-icd installed?)");
  const char *want = std::getenv("ULTIMA_DEVICE");
  if (want && *want) {
    std::string w = want;
    bool numeric = w.find_first_not_of("0123456789") == std::string::npos;
    if (numeric) {
      // An index too large for size_t is past every device, like any other
      // out-of-range index (std::stoul would throw std::out_of_range).
      size_t idx = 0;
      auto [end, ec] = std::from_chars(w.data(), w.data() + w.size(), idx);
      if (ec == std::errc() && end == w.data() + w.size() && idx < all.size())
        return all[idx].device;
    } else {
      for (const Candidate &c : all)
        if (c.label.find(w) != std::string::npos)
          return c.device;
    }
    std::string list;
    for (size_t i = 0; i < all.size(); ++i)
      list += "\n  " + std::to_string(i) + ": " + all[i].label;
    throw Error("ULTIMA_DEVICE='" + w + "' matches no OpenCL device; devices:" + list);
  }
  for (const Candidate &c : all)
    if (c.device.getInfo<CL_DEVICE_TYPE>() & CL_DEVICE_TYPE_GPU)
      return c.device;
  return all.front().device;
}

/// Whether intel_reqd_sub_group_size(\p size) is among the device's sizes.
bool offersSubGroupSize(const cl::Device &device, size_t size) {
  size_t bytes = 0;
  if (clGetDeviceInfo(device(), CL_DEVICE_SUB_GROUP_SIZES_INTEL, 0, nullptr, &bytes) !=
          CL_SUCCESS ||
      bytes == 0)
    return false;
  std::vector<size_t> sizes(bytes / sizeof(size_t));
  if (clGetDeviceInfo(device(), CL_DEVICE_SUB_GROUP_SIZES_INTEL, bytes, sizes.data(), nullptr) !=
      CL_SUCCESS)
    return false;
  return std::find(sizes.begin(), sizes.end(), size) != sizes.end();
}

/// PoCL keeps each program it builds and each work-group function it compiles
/// in its kernel cache unless POCL_KERNEL_CACHE is set to something that does
/// not start with "1" (PoCL's reading of its boolean options).
bool poclCachesKernels(const cl::Device &device) {
  std::string platform =
      cl::Platform(device.getInfo<CL_DEVICE_PLATFORM>()).getInfo<CL_PLATFORM_NAME>();
  if (platform.find("Portable Computing Language") == std::string::npos)
    return false;
  const char *cache = std::getenv("POCL_KERNEL_CACHE");
  return !cache || cache[0] == '1';
}

} // namespace

Device::Device(const cl::Device &device)
    : device_(device), context_(device), queue_(context_, device_) {
  chunkedReductions_ = (device_.getInfo<CL_DEVICE_TYPE>() & CL_DEVICE_TYPE_CPU) != 0;
  if (const char *layout = std::getenv("ULTIMA_REDUCTION_LAYOUT"))
    chunkedReductions_ = std::string(layout) == "chunked" ||
                         (chunkedReductions_ && std::string(layout) != "interleaved");
  subGroupWarps_ = true;
  for (const char *ext : ultima::SubGroupWarpExtensions)
    subGroupWarps_ = subGroupWarps_ && hasExtension(ext);
  subGroupWarps_ = subGroupWarps_ && offersSubGroupSize(device_, 32);
  if (const char *warps = std::getenv("ULTIMA_WARPS"))
    subGroupWarps_ = subGroupWarps_ && std::string(warps) != "emulated";
  cachesCompiledKernels_ = poclCachesKernels(device_);
}

Device &Device::current() {
  static std::once_flag once;
  // Never destroyed: releasing the context from a static destructor races
  // the driver library's own teardown, and the process is ending anyway.
  static Device *instance = nullptr;
  std::call_once(once, [] { instance = new Device(choose()); });
  return *instance;
}

std::vector<std::string> Device::listDevices() {
  std::vector<std::string> labels;
  for (const Candidate &c : allDevices())
    labels.push_back(c.label);
  return labels;
}

std::string Device::name() const { return device_.getInfo<CL_DEVICE_NAME>(); }
std::string Device::driverVersion() const { return device_.getInfo<CL_DRIVER_VERSION>(); }
std::string Device::platformName() const {
  return cl::Platform(device_.getInfo<CL_DEVICE_PLATFORM>()).getInfo<CL_PLATFORM_NAME>();
}
std::string Device::platformVersion() const {
  return cl::Platform(device_.getInfo<CL_DEVICE_PLATFORM>()).getInfo<CL_PLATFORM_VERSION>();
}
bool Device::hasExtension(const std::string &ext) const {
  std::string all = " " + device_.getInfo<CL_DEVICE_EXTENSIONS>() + " ";
  return all.find(" " + ext + " ") != std::string::npos;
}
bool Device::hasFp64() const { return hasExtension(ultima::Fp64Extension); }
bool Device::hasFp16() const { return hasExtension(ultima::Fp16Extension); }
size_t Device::maxWorkGroupSize() const {
  return std::min<size_t>(device_.getInfo<CL_DEVICE_MAX_WORK_GROUP_SIZE>(), MaxBlockThreads);
}
unsigned Device::maxComputeUnits() const { return device_.getInfo<CL_DEVICE_MAX_COMPUTE_UNITS>(); }
namespace {
/// Shared between a waiter and the OpenCL callback, which outlives it when the
/// wait is interrupted (the callback then frees it).
struct WaitState {
  std::mutex mutex;
  std::condition_variable done;
  bool complete = false;
};
void CL_CALLBACK eventComplete(cl_event, cl_int, void *data) {
  auto *state = static_cast<std::shared_ptr<WaitState> *>(data);
  {
    std::lock_guard<std::mutex> lock((*state)->mutex);
    (*state)->complete = true;
  }
  (*state)->done.notify_all();
  delete state;
}
} // namespace

namespace {
/// Launches are asynchronous, and PoCL compiles a kernel's work-group function
/// in its driver thread when the launch runs. A process that exits with a
/// launch queued destroys LLVM's function-local statics (the pass registry,
/// the real file system) under that thread: "Failed to create kernel compiler
/// pass inline-kernels", or a segfault, after main returned. An atexit
/// handler runs too late (statics first used after it was registered are
/// already gone), but the destructors of the exiting thread's thread_local
/// objects run before any static destructor ([basic.start.term]), so every
/// thread that launches owns one of these and drains the queue when it ends.
struct DrainWhenThreadEnds {
  Device *device = nullptr;
  ~DrainWhenThreadEnds() {
    if (!device)
      return;
    try {
      device->synchronize();
    } catch (...) {
      // A launch that failed at exit has nobody left to tell.
    }
  }
};
} // namespace

void Device::noteAsync(const cl::Event &event) {
  thread_local DrainWhenThreadEnds drain;
  drain.device = this;
  std::lock_guard<std::mutex> lock(lastMutex_);
  last_ = event;
}

bool Device::synchronizeUnless(const std::function<bool()> &interrupted) {
  cl::Event last;
  {
    std::lock_guard<std::mutex> lock(lastMutex_);
    last = last_;
  }
  // The queue is in order: when the last asynchronous command is done, so is
  // everything before it. An idle queue (the common case before a copy)
  // costs one status query; a busy one is waited for through the event's
  // callback, waking every 20 ms to ask interrupted().
  if (last() && last.getInfo<CL_EVENT_COMMAND_EXECUTION_STATUS>() > CL_COMPLETE) {
    queue_.flush();
    auto state = std::make_shared<WaitState>();
    auto *handle = new std::shared_ptr<WaitState>(state);
    try {
      last.setCallback(CL_COMPLETE, eventComplete, handle);
    } catch (...) {
      delete handle;
      throw;
    }
    std::unique_lock<std::mutex> lock(state->mutex);
    while (!state->done.wait_for(lock, std::chrono::milliseconds(20),
                                 [&] { return state->complete; })) {
      lock.unlock();
      if (interrupted())
        return false;
      lock.lock();
    }
  }
  queue_.finish(); // what was enqueued without an event; reports failures as finish() does
  return true;
}

std::vector<size_t> Device::maxWorkItemSizes() const {
  std::vector<size_t> sizes = device_.getInfo<CL_DEVICE_MAX_WORK_ITEM_SIZES>();
  for (size_t k = 0; k < sizes.size() && k < MaxBlockDim.size(); ++k)
    sizes[k] = std::min(sizes[k], MaxBlockDim[k]);
  return sizes;
}
unsigned long long Device::maxMemAllocSize() const {
  return device_.getInfo<CL_DEVICE_MAX_MEM_ALLOC_SIZE>();
}
unsigned long long Device::localMemSize() const {
  return device_.getInfo<CL_DEVICE_LOCAL_MEM_SIZE>();
}
size_t Device::memBaseAddrAlignBytes() const {
  return std::max<size_t>(1, device_.getInfo<CL_DEVICE_MEM_BASE_ADDR_ALIGN>() / 8);
}
std::vector<std::string> Device::translatorExtensions() const {
  std::vector<std::string> exts;
  if (hasFp16())
    exts.emplace_back(ultima::Fp16Extension);
  if (subGroupWarps_)
    for (const char *ext : ultima::SubGroupWarpExtensions)
      exts.emplace_back(ext);
  return exts;
}

} // namespace ultima::runtime
