//===- Launcher.cpp - binding a translated kernel's arguments and enqueuing ===//
///
/// \file
/// The one launcher (Launcher.h): arguments bound by each parameter's
/// KernelParameter::Kind, the checks of LaunchLimits.cpp, the enqueue.
///
//===----------------------------------------------------------------------===//
#include "ultima/runtime/Launcher.h"
#include "ultima/runtime/Device.h"
#include <algorithm>

namespace ultima::runtime {

using Kind = KernelParameter::Kind;

LaunchableKernel::LaunchableKernel(const cl::Program &program, const std::string &openclName,
                                   std::string displayName, std::vector<LaunchParameter> parameters)
    : kernel_(program, openclName.c_str()), name_(std::move(displayName)),
      parameters_(std::move(parameters)) {
  const cl::Device &device = Device::current().device();
  workGroupSize_ = std::min<size_t>(kernel_.getWorkGroupInfo<CL_KERNEL_WORK_GROUP_SIZE>(device),
                                    MaxBlockThreads);
  staticLocalBytes_ = kernel_.getWorkGroupInfo<CL_KERNEL_LOCAL_MEM_SIZE>(device);
  privateBytes_ = kernel_.getWorkGroupInfo<CL_KERNEL_PRIVATE_MEM_SIZE>(device);
}

bool LaunchableKernel::takesDynamicShared() const {
  return std::any_of(parameters_.begin(), parameters_.end(),
                     [](const LaunchParameter &p) { return p.kind == Kind::DynamicShared; });
}

size_t LaunchableKernel::argumentCount() const {
  return std::count_if(parameters_.begin(), parameters_.end(), [](const LaunchParameter &p) {
    return p.kind != Kind::BufferOffset && p.kind != Kind::DynamicShared;
  });
}

namespace {

/// Binds the arguments of one launch, parameter by parameter.
class Binder {
public:
  Binder(LaunchableKernel &kernel, size_t sharedMem) : kernel_(kernel), sharedMem_(sharedMem) {}

  void bindAll(const std::vector<LaunchArgument> &args) {
    if (args.size() != kernel_.argumentCount())
      throw LaunchError(LaunchFault::ArgumentCount, "kernel '" + kernel_.name() + "' takes " +
                                                        std::to_string(kernel_.argumentCount()) +
                                                        " arguments, " +
                                                        std::to_string(args.size()) + " given");
    const std::vector<LaunchParameter> &params = kernel_.parameters();
    size_t next = 0;
    for (cl_uint i = 0; i < params.size(); ++i) {
      if (params[i].kind == Kind::DynamicShared) {
        size_t bytes = std::max(sharedMem_, MinimumLocalArgumentBytes);
        kernel_.handle().setArg(i, cl::Local(bytes));
        continue;
      }
      bool offsetFollows = i + 1 < params.size() && params[i + 1].kind == Kind::BufferOffset;
      bind(i, args[next++], offsetFollows);
      if (offsetFollows)
        ++i;
    }
  }

  /// Sub-buffers made for views, kept until the enqueue (which retains them).
  std::vector<cl::Buffer> views;

private:
  [[noreturn]] void refuse(LaunchFault fault, const LaunchArgument &a, const std::string &why) {
    std::string who = a.number >= 0 ? "argument " + std::to_string(a.number) + " of kernel '"
                                    : "a parameter of kernel '";
    throw LaunchError(fault, who + kernel_.name() + "'" + why);
  }

  void bind(cl_uint i, const LaunchArgument &a, bool offsetFollows) {
    const LaunchParameter &p = kernel_.parameters()[i];
    switch (p.kind) {
    case Kind::Value:
    case Kind::TextureDesc:
    case Kind::CArrayInfo:
      bindValue(i, a, p);
      return;
    case Kind::Buffer:
    case Kind::CArrayData:
    case Kind::Symbol:
    case Kind::GridSync:
    case Kind::TextureData:
      bindMemory(i, a, p, offsetFollows);
      return;
    case Kind::TextureImages:
      bindImage(i, a);
      return;
    case Kind::BufferOffset:
    case Kind::DynamicShared:
      break;
    }
    refuse(LaunchFault::UnsupportedParameter, a, ": a parameter the launcher cannot bind");
  }

  /// One of a texture's four image parameters: an image, or its sampler.
  void bindImage(cl_uint i, const LaunchArgument &a) {
    if (a.samplerObject())
      kernel_.handle().setArg(i, a.samplerObject);
    else if (a.imageObject())
      kernel_.handle().setArg(i, a.imageObject);
    else
      refuse(LaunchFault::ArgumentKind, a, " must be an image or a sampler");
  }

  void bindValue(cl_uint i, const LaunchArgument &a, const LaunchParameter &p) {
    if (a.isMemory)
      refuse(LaunchFault::ArgumentKind, a, " must be a scalar (parameter type " + p.typeName + ")");
    // OpenCL drivers need not check a value's size (PoCL does not): a struct
    // of another layout would be read wrongly.
    if (p.size && a.size != p.size)
      refuse(LaunchFault::ArgumentSize, a,
             ": " + std::to_string(a.size) + " bytes passed for a parameter of type '" +
                 p.typeName + "' (" + std::to_string(p.size) + " bytes)");
    kernel_.handle().setArg(i, a.size, a.data);
  }

  void bindMemory(cl_uint i, const LaunchArgument &a, const LaunchParameter &p,
                  bool offsetFollows) {
    if (!a.isMemory)
      refuse(LaunchFault::ArgumentKind, a, " must be an array (parameter type " + p.typeName + ")");
    cl::Kernel &kernel = kernel_.handle();
    if (!a.buffer()) {
      kernel.setArg(i, sizeof(cl_mem), nullptr); // CUDA's null pointer
    } else {
      size_t size = a.buffer.getInfo<CL_MEM_SIZE>();
      if (a.offset > size)
        refuse(LaunchFault::ArgumentOffset, a,
               ": byte offset " + std::to_string(a.offset) + " is past the end of its " +
                   std::to_string(size) + "-byte buffer");
      if (offsetFollows || !a.offset)
        kernel.setArg(i, a.buffer);
      else
        kernel.setArg(i, subBuffer(a, size));
    }
    if (offsetFollows) {
      cl_ulong offset = a.offset;
      kernel.setArg(i + 1, sizeof offset, &offset);
    }
  }

  /// A pointer parameter without a byte offset of its own (a device symbol's
  /// buffer) gets a view at a nonzero offset as an OpenCL sub-buffer, which
  /// the device allows at its base address alignment only.
  const cl::Buffer &subBuffer(const LaunchArgument &a, size_t size) {
    Device &device = Device::current();
    size_t align = device.memBaseAddrAlignBytes();
    if (a.offset >= size || a.offset % align != 0)
      refuse(LaunchFault::ArgumentOffset, a,
             ": an array view at byte offset " + std::to_string(a.offset) +
                 " of its buffer cannot be passed to a kernel: OpenCL passes a view as a "
                 "sub-buffer, whose start must be a multiple of " +
                 std::to_string(align) + " bytes on '" + device.name() +
                 "' (CL_DEVICE_MEM_BASE_ADDR_ALIGN); pass a copy");
    cl_buffer_region region{a.offset, size - a.offset};
    cl::Buffer whole = a.buffer; // createSubBuffer is not const; the copy shares the cl_mem
    views.push_back(
        whole.createSubBuffer(CL_MEM_READ_WRITE, CL_BUFFER_CREATE_TYPE_REGION, &region));
    return views.back();
  }

  LaunchableKernel &kernel_;
  size_t sharedMem_;
};

} // namespace

cl::Event launch(LaunchableKernel &kernel, const LaunchShape &shape,
                 const std::vector<LaunchArgument> &args, cl::CommandQueue &queue,
                 const std::vector<cl::Event> &waits) {
  Dim3 global = checkLaunch(kernel, shape);
  Binder binder(kernel, shape.sharedMem);
  binder.bindAll(args);
  cl::Event done;
  const Dim3 &block = shape.block;
  queue.enqueueNDRangeKernel(
      kernel.handle(), cl::NullRange, cl::NDRange(global[0], global[1], global[2]),
      cl::NDRange(block[0], block[1], block[2]), waits.empty() ? nullptr : &waits, &done);
  return done;
}

} // namespace ultima::runtime
