//===- RawKernel.cpp - CUDA launch semantics on an NDRange -----------------===//
#include "ultima/runtime/RawKernel.h"
#include "ultima/runtime/Errors.h"
#include "llvm/Support/MathExtras.h"
#include <algorithm>

namespace ultima::runtime {

RawKernel::RawKernel(std::string code, std::string name, std::vector<std::string> options)
    : module_(std::make_shared<RawModule>(std::move(code), std::move(options),
                                          std::vector<std::string>{}, name + ".cu")),
      name_(std::move(name)) {}

RawKernel::RawKernel(std::shared_ptr<RawModule> module, std::string name)
    : module_(std::move(module)), name_(std::move(name)) {}

void RawKernel::ensureBuilt() {
  if (built_)
    return;
  const TranslatedProgram::Kernel &signature = module_->kernel(name_);
  kernel_ = cl::Kernel(module_->program(), signature.name.c_str());
  using Kind = ultima::KernelParameter::Kind;
  auto kindOf = [&](cl_uint i) {
    return i < signature.kinds.size() ? signature.kinds[i] : Kind::Value;
  };
  cl_uint n = kernel_.getInfo<CL_KERNEL_NUM_ARGS>();
  for (cl_uint i = 0; i < n; ++i) {
    if (kindOf(i) == Kind::BufferOffset)
      continue; // passed with the buffer before it
    if (kindOf(i) == Kind::Symbol) {
      // The module's storage of a __device__/__constant__ variable (the device
      // runtime's own counters included), bound at each launch: callers pass
      // CUDA's arguments only.
      const std::string &symbol = i < signature.symbols.size() ? signature.symbols[i] : "";
      runtimeSymbols_.emplace_back(i, module_->symbol(symbol).buffer->handle());
      continue;
    }
    ParamInfo p;
    p.typeName = kernel_.getArgInfo<CL_KERNEL_ARG_TYPE_NAME>(i);
    while (!p.typeName.empty() && p.typeName.back() == '\0')
      p.typeName.pop_back();
    p.pointer = p.typeName.find('*') != std::string::npos;
    p.local = kernel_.getArgInfo<CL_KERNEL_ARG_ADDRESS_QUALIFIER>(i) == CL_KERNEL_ARG_ADDRESS_LOCAL;
    p.constant = p.pointer && (kernel_.getArgInfo<CL_KERNEL_ARG_TYPE_QUALIFIER>(i) &
                               CL_KERNEL_ARG_TYPE_CONST) != 0;
    if (i < signature.valueSizes.size())
      p.valueSize = signature.valueSizes[i];
    params_.push_back(p);
    clIndex_.push_back(i);
    takesOffset_.push_back(i + 1 < n && kindOf(i + 1) == Kind::BufferOffset);
  }
  built_ = true;
}

const std::vector<ParamInfo> &RawKernel::params() {
  ensureBuilt();
  return params_;
}

const std::string &RawKernel::openclSource() { return module_->openclSource(); }

const std::string &RawKernel::compile() {
  ensureBuilt();
  return module_->compile();
}

KernelAttributes RawKernel::attributes() {
  ensureBuilt();
  const cl::Device &device = Device::current().device();
  // A fresh kernel object: the launch's one counts the __local argument last set.
  cl::Kernel fresh(module_->program(), module_->openclName(name_).c_str());
  KernelAttributes a;
  a.maxThreadsPerBlock = fresh.getWorkGroupInfo<CL_KERNEL_WORK_GROUP_SIZE>(device);
  a.sharedSizeBytes = fresh.getWorkGroupInfo<CL_KERNEL_LOCAL_MEM_SIZE>(device);
  a.localSizeBytes = fresh.getWorkGroupInfo<CL_KERNEL_PRIVATE_MEM_SIZE>(device);
  unsigned long long local = Device::current().localMemSize();
  a.maxDynamicSharedBytes = local > a.sharedSizeBytes ? local - a.sharedSizeBytes : 0;
  return a;
}

namespace {

std::string dims(const Dim3 &d) {
  return "(" + std::to_string(d[0]) + ", " + std::to_string(d[1]) + ", " + std::to_string(d[2]) +
         ")";
}

} // namespace

Dim3 launchGlobalSize(const std::string &name, Dim3 grid, Dim3 block) {
  for (int k = 0; k < 3; ++k)
    if (grid[k] == 0 || block[k] == 0)
      throw ArgumentError("kernel '" + name + "': grid " + dims(grid) + " and block " +
                          dims(block) + " must be positive in every dimension");
  // CUDA's limits on the grid (cudaErrorInvalidConfiguration beyond them);
  // OpenCL drivers count work-groups in 32 bits (PoCL asserts past 2**32),
  // so the whole grid is held to 2**32-1 blocks too.
  const Dim3 maxGrid{2147483647u, 65535u, 65535u};
  unsigned long long blocks = 1;
  bool tooMany = false;
  for (int k = 0; k < 3; ++k) {
    tooMany |= grid[k] > maxGrid[k];
    blocks *= std::min<size_t>(grid[k], maxGrid[k]);
  }
  if (tooMany || blocks > 0xffffffffull)
    throw ArgumentError("kernel '" + name + "': grid " + dims(grid) + " is too large (at most " +
                        dims(maxGrid) + " blocks, " + std::to_string(0xffffffffull) + " in all)");
  Dim3 global;
  for (int k = 0; k < 3; ++k) {
    bool overflow = false;
    global[k] = llvm::SaturatingMultiply(grid[k], block[k], &overflow);
    if (overflow)
      throw ArgumentError("kernel '" + name + "': grid " + dims(grid) + " times block " +
                          dims(block) + " overflows the size of an NDRange");
  }
  return global;
}

void enqueueChecked(cl::Kernel &kernel, const std::string &name, Dim3 global, Dim3 local,
                    size_t localMemBytes) {
  Device &device = Device::current();
  if (local[0] == 0 || local[1] == 0 || local[2] == 0)
    throw ArgumentError("kernel '" + name + "': block " + dims(local) +
                        " must be positive in every dimension");
  std::vector<size_t> itemLimits = device.maxWorkItemSizes();
  for (size_t k = 0; k < 3 && k < itemLimits.size(); ++k)
    if (local[k] > itemLimits[k])
      throw ArgumentError("kernel '" + name + "': block " + dims(local) +
                          " exceeds the device's maximum block size per dimension (" +
                          std::to_string(itemLimits[0]) + ", " +
                          std::to_string(itemLimits.size() > 1 ? itemLimits[1] : 1) + ", " +
                          std::to_string(itemLimits.size() > 2 ? itemLimits[2] : 1) + ") (" +
                          device.name() + ")");
  size_t items = local[0] * local[1] * local[2]; // each factor bounded by the item sizes
  size_t limit = device.maxWorkGroupSize();
  size_t kernelLimit = kernel.getWorkGroupInfo<CL_KERNEL_WORK_GROUP_SIZE>(device.device());
  if (items > limit || items > kernelLimit)
    throw ArgumentError("kernel '" + name + "': block of " + std::to_string(items) +
                        " threads exceeds the " + (kernelLimit < limit ? "kernel's" : "device's") +
                        " maximum work-group size of " +
                        std::to_string(std::min(limit, kernelLimit)) + " (" + device.name() + ")");
  unsigned long long staticLocal =
      kernel.getWorkGroupInfo<CL_KERNEL_LOCAL_MEM_SIZE>(device.device());
  if (staticLocal + localMemBytes > device.localMemSize())
    throw Error("kernel '" + name + "': " + std::to_string(staticLocal + localMemBytes) +
                " bytes of shared (__local) memory exceed the device's " +
                std::to_string(device.localMemSize()) + " (" + device.name() + ")");
  if (global[0] * global[1] * global[2] == 0)
    return; // nothing to run; OpenCL rejects empty ranges
  cl::Event done;
  device.queue().enqueueNDRangeKernel(kernel, cl::NullRange,
                                      cl::NDRange(global[0], global[1], global[2]),
                                      cl::NDRange(local[0], local[1], local[2]), nullptr, &done);
  device.noteAsync(done);
}

void RawKernel::launch(Dim3 grid, Dim3 block, const std::vector<KernelArg> &args,
                       size_t sharedMem) {
  Dim3 global = launchGlobalSize(name_, grid, block); // before any OpenCL call
  ensureBuilt();
  size_t expected = params_.size();
  bool dynamicShared = !params_.empty() && params_.back().local;
  if (dynamicShared)
    --expected;
  if (args.size() != expected)
    throw ArgumentError("kernel '" + name_ + "' takes " + std::to_string(expected) +
                        " arguments, " + std::to_string(args.size()) + " given");
  std::vector<cl::Buffer> views; // sub-buffers, alive until enqueued (which retains them)
  for (size_t i = 0; i < args.size(); ++i) {
    const KernelArg &a = args[i];
    cl_uint index = clIndex_[i];
    if (params_[i].pointer != (a.buf != nullptr))
      throw ArgumentError("argument " + std::to_string(i) + " of kernel '" + name_ + "' must be " +
                          (params_[i].pointer ? "an array" : "a scalar") + " (parameter type " +
                          params_[i].typeName + ")");
    if (a.buf && a.offset > a.buf->size())
      throw ArgumentError("argument " + std::to_string(i) + " of kernel '" + name_ +
                          "': byte offset " + std::to_string(a.offset) +
                          " is past the end of its " + std::to_string(a.buf->size()) +
                          "-byte buffer");
    if (a.buf && takesOffset_[i]) {
      kernel_.setArg(index, a.buf->handle());
      kernel_.setArg(index + 1, static_cast<cl_ulong>(a.offset));
    } else if (a.buf && a.offset) {
      // A parameter the translator added (a device symbol's buffer) has no
      // offset of its own: an OpenCL sub-buffer, where the device allows it.
      try {
        views.push_back(a.buf->from(a.offset));
      } catch (const ArgumentError &e) {
        throw ArgumentError("argument " + std::to_string(i) + " of kernel '" + name_ +
                            "': " + e.what());
      }
      kernel_.setArg(index, views.back());
    } else if (a.buf)
      kernel_.setArg(index, a.buf->handle());
    else {
      // OpenCL drivers need not check a value's size (PoCL does not): a
      // struct of another layout would be read wrongly.
      if (params_[i].valueSize && a.data.size() != params_[i].valueSize)
        throw ArgumentTypeError("argument " + std::to_string(i) + " of kernel '" + name_ +
                                "': " + std::to_string(a.data.size()) +
                                " bytes passed for a parameter of type '" + params_[i].typeName +
                                "' (" + std::to_string(params_[i].valueSize) + " bytes)");
      kernel_.setArg(index, a.data.size(), a.data.data());
    }
  }
  for (auto &[index, buffer] : runtimeSymbols_)
    kernel_.setArg(index, buffer);
  if (dynamicShared) // OpenCL rejects a zero-size __local argument
    kernel_.setArg(clIndex_.back(), cl::Local(sharedMem ? sharedMem : 1));
  enqueueChecked(kernel_, name_, global, block, dynamicShared ? sharedMem : 0);
}

} // namespace ultima::runtime
