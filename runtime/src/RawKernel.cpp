//===- RawKernel.cpp - CUDA launch semantics on an NDRange -----------------===//
#include "ultima/runtime/RawKernel.h"
#include "ultima/runtime/Errors.h"
#include <deque>

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
  using Kind = ultima::KernelParameter::Kind;
  auto kindOf = [&](cl_uint i) {
    return i < signature.kinds.size() ? signature.kinds[i] : Kind::Value;
  };
  // A struct holding pointers, bool or size_t is passed field by field
  // (docs/launch-manifest.md); a structured scalar is one argument.
  for (const std::string &symbol : signature.symbols)
    if (!symbol.empty() && symbol.front() == '.')
      throw ArgumentError("kernel '" + name_ + "' takes a struct holding a pointer, bool or " +
                          "size_t member (field '" + symbol.substr(1) +
                          "'), which ultima passes field by field; the Python runtime does "
                          "not pass such a struct: pass its fields as parameters of their own");
  cl::Kernel info(module_->program(), signature.name.c_str()); // for its argument info
  cl_uint n = info.getInfo<CL_KERNEL_NUM_ARGS>();
  std::vector<LaunchParameter> launchParams;
  for (cl_uint i = 0; i < n; ++i) {
    LaunchParameter lp;
    lp.kind = kindOf(i);
    if (lp.kind == Kind::BufferOffset) {
      launchParams.push_back(lp); // passed with the buffer before it
      continue;
    }
    if (lp.kind == Kind::Symbol || lp.kind == Kind::GridSync) {
      // The module's storage of a __device__/__constant__ variable (the device
      // runtime's own counters included), bound at each launch: callers pass
      // CUDA's arguments only. A grid barrier is zeros the module keeps: no
      // launch here is cooperative (is_valid() is false, grid.sync() traps).
      const std::string &symbol = i < signature.symbols.size() ? signature.symbols[i] : "";
      runtimeSymbols_.emplace_back(i, module_->symbol(symbol).buffer->handle());
      launchParams.push_back(lp);
      continue;
    }
    if (lp.kind == Kind::TextureData || lp.kind == Kind::TextureDesc) {
      // A texture or surface object: one argument for the pair.
      if (i < signature.symbols.size() && !signature.symbols[i].empty())
        throw ArgumentError("kernel '" + name_ + "' fetches through the texture reference '" +
                            signature.symbols[i] +
                            "': the Python runtime passes texture objects only "
                            "(ultima.cuda.texture.TextureObject)");
      lp.size = lp.kind == Kind::TextureDesc ? sizeof(DeviceTexture) : 0;
      lp.typeName = lp.kind == Kind::TextureDesc ? "ultima_texture" : "cudaTextureObject_t";
      launchParams.push_back(lp);
      if (lp.kind == Kind::TextureData) {
        ParamInfo p;
        p.typeName = "cudaTextureObject_t";
        p.texture = true;
        params_.push_back(p);
      }
      continue;
    }
    ParamInfo p;
    p.typeName = info.getArgInfo<CL_KERNEL_ARG_TYPE_NAME>(i);
    while (!p.typeName.empty() && p.typeName.back() == '\0')
      p.typeName.pop_back();
    p.pointer = p.typeName.find('*') != std::string::npos;
    p.local = info.getArgInfo<CL_KERNEL_ARG_ADDRESS_QUALIFIER>(i) == CL_KERNEL_ARG_ADDRESS_LOCAL;
    p.constant = p.pointer &&
                 (info.getArgInfo<CL_KERNEL_ARG_TYPE_QUALIFIER>(i) & CL_KERNEL_ARG_TYPE_CONST) != 0;
    if (i < signature.valueSizes.size())
      p.valueSize = signature.valueSizes[i];
    // OpenCL's view decides where the manifest says less (a plain Value).
    if (p.local)
      lp.kind = Kind::DynamicShared;
    else if (p.pointer && lp.kind == Kind::Value)
      lp.kind = Kind::Buffer;
    lp.size = p.pointer ? 0 : p.valueSize;
    lp.typeName = p.typeName;
    launchParams.push_back(lp);
    params_.push_back(p);
  }
  kernel_.emplace(module_->program(), signature.name, name_, std::move(launchParams));
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
  KernelAttributes a;
  a.maxThreadsPerBlock = kernel_->workGroupSize();
  a.sharedSizeBytes = kernel_->staticLocalBytes();
  a.localSizeBytes = kernel_->privateBytes();
  unsigned long long local = Device::current().localMemSize();
  a.maxDynamicSharedBytes = local > a.sharedSizeBytes ? local - a.sharedSizeBytes : 0;
  return a;
}

namespace {

/// A refused launch as the runtime's exceptions say it (Errors.h): shared
/// memory is the device's limit (Error), a value of the wrong size a type
/// error; the rest are bad arguments, which a LaunchError already is.
[[noreturn]] void throwAsRuntimeError(const LaunchError &e) {
  switch (e.fault) {
  case LaunchFault::SharedMemoryTooLarge:
    throw Error(e.what());
  case LaunchFault::ArgumentSize:
    throw ArgumentTypeError(e.what());
  default:
    throw e;
  }
}

} // namespace

void RawKernel::launch(Dim3 grid, Dim3 block, const std::vector<KernelArg> &args,
                       size_t sharedMem) {
  try {
    launchGlobalSize(name_, grid, block); // before any OpenCL call
    ensureBuilt();
    size_t expected = params_.size();
    bool dynamicShared = !params_.empty() && params_.back().local;
    if (dynamicShared)
      --expected;
    if (args.size() != expected)
      throw ArgumentError("kernel '" + name_ + "' takes " + std::to_string(expected) +
                          " arguments, " + std::to_string(args.size()) + " given");
    std::vector<LaunchArgument> bound;
    std::deque<DeviceTexture> descriptors; // alive until the launch; never moved
    size_t next = 0;
    auto symbol = runtimeSymbols_.begin();
    for (cl_uint i = 0; i < kernel_->parameters().size(); ++i) {
      KernelParameter::Kind kind = kernel_->parameters()[i].kind;
      if (kind == KernelParameter::Kind::BufferOffset ||
          kind == KernelParameter::Kind::DynamicShared)
        continue;
      if (symbol != runtimeSymbols_.end() && symbol->first == i) {
        bound.push_back(LaunchArgument::memory((symbol++)->second));
        continue;
      }
      if (kind == KernelParameter::Kind::TextureDesc) { // after its TextureData
        bound.push_back(
            LaunchArgument::value(&descriptors.back(), sizeof(DeviceTexture), int(next) - 1));
        continue;
      }
      const KernelArg &a = args[next];
      int number = static_cast<int>(next++);
      if (a.isTexture != (kind == KernelParameter::Kind::TextureData))
        throw ArgumentTypeError("argument " + std::to_string(number) + " of kernel '" + name_ +
                                (a.isTexture ? "' is a texture or surface object, for a "
                                               "parameter of type '" +
                                                   params_[number].typeName + "'"
                                             : "' must be a texture or surface object"));
      if (a.isTexture) {
        // The resource's buffer from its start; the descriptor says where
        // the first texel is (tex_core.cl).
        descriptors.push_back(a.desc);
        descriptors.back().offset = a.offset;
        bound.push_back(LaunchArgument::memory(a.buf->handle(), 0, number));
        continue;
      }
      bound.push_back(a.buf ? LaunchArgument::memory(a.buf->handle(), a.offset, number)
                            : LaunchArgument::value(a.data.data(), a.data.size(), number));
    }
    Device &device = Device::current();
    device.noteAsync(
        runtime::launch(*kernel_, LaunchShape{grid, block, sharedMem}, bound, device.queue()));
  } catch (const LaunchError &e) {
    throwAsRuntimeError(e);
  }
}

} // namespace ultima::runtime
