//===- ultima/runtime/Launcher.h - the one launcher of translated kernels -*- C++ -*-===//
///
/// \file
/// Every launch of a translated kernel goes through here: RawKernel (and so
/// ElementwiseKernel and ReductionKernel) and libultima-cudart. A CUDA launch
/// `<<<grid, block, sharedMem>>>` is an NDRange of global size grid*block and
/// local size block; the launcher binds the arguments by the parameters'
/// KernelParameter::Kind (from the translation's manifest), checks every
/// limit, and enqueues. A refused launch throws LaunchError, whose `fault`
/// each front-end maps to its own error (RawKernel: the runtime's exception
/// types; libultima-cudart: cudaError_t).
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_RUNTIME_LAUNCHER_H
#define ULTIMA_RUNTIME_LAUNCHER_H

#include "ultima/Translator.h"
#include "ultima/runtime/Errors.h"
#include "ultima/runtime/OpenCL.h"
#include <array>
#include <string>
#include <vector>

namespace ultima::runtime {

using Dim3 = std::array<size_t, 3>;

/// CUDA's limits on the grid (cudaDeviceProp::maxGridSize).
inline constexpr Dim3 MaxGridSize{2147483647u, 65535u, 65535u};
/// CUDA's limits on a block (maxThreadsDim, maxThreadsPerBlock), below which
/// a device's own stay (Device::maxWorkItemSizes, maxWorkGroupSize): CUDA
/// code sizes its blocks by them, and the warp emulation's exchange buffer
/// has one slot per thread of the largest (kernels/opencl/warp.cl).
inline constexpr Dim3 MaxBlockDim{1024u, 1024u, 64u};
inline constexpr size_t MaxBlockThreads = 1024;
/// Blocks in all: OpenCL drivers count work-groups in 32 bits (PoCL asserts
/// past 2**32), a limit CUDA does not have.
inline constexpr unsigned long long MaxBlocks = 0xffffffffull;
/// The bytes of the dynamic shared memory argument of a launch without any:
/// OpenCL refuses a zero-sized __local argument. 16, the widest alignment of
/// a CUDA scalar (double2), so that the pointer is aligned for any type.
inline constexpr size_t MinimumLocalArgumentBytes = 16;

/// Why a launch was refused.
enum class LaunchFault {
  ZeroDimension,        ///< a grid or block dimension of 0
  GridTooLarge,         ///< a grid dimension beyond MaxGridSize
  TooManyBlocks,        ///< more than MaxBlocks blocks in all
  GlobalSizeOverflow,   ///< grid*block does not fit a size_t
  BlockTooLarge,        ///< beyond CL_DEVICE_MAX_WORK_ITEM_SIZES or CL_DEVICE_MAX_WORK_GROUP_SIZE
  KernelBlockTooLarge,  ///< beyond the kernel's CL_KERNEL_WORK_GROUP_SIZE (only)
  SharedMemoryTooLarge, ///< static plus dynamic __local bytes beyond CL_DEVICE_LOCAL_MEM_SIZE
  ArgumentCount,        ///< not one argument per bound parameter
  ArgumentKind,         ///< memory for a value parameter, or a value for a pointer
  ArgumentSize,         ///< a value of other bytes than its parameter's size
  ArgumentOffset,       ///< a pointer past its buffer, or a view OpenCL cannot pass
  UnsupportedParameter, ///< a parameter kind the launcher does not bind (CuPy CArrays)
};

/// A refused launch. An ArgumentError: the caller asked for it.
struct LaunchError : ArgumentError {
  LaunchError(LaunchFault fault, const std::string &what) : ArgumentError(what), fault(fault) {}
  LaunchFault fault;
};

/// One OpenCL parameter of a translated kernel, as the launcher binds it.
struct LaunchParameter {
  KernelParameter::Kind kind = KernelParameter::Kind::Value;
  /// Value parameters: the bytes a launch must pass (0: unknown, not checked).
  unsigned long long size = 0;
  /// The OpenCL type, for messages ("float*", "int").
  std::string typeName;
};

/// One argument: device memory (a buffer and the byte offset the kernel's
/// pointer points at; a null buffer is CUDA's null pointer) or a value's
/// bytes, which must stay alive until launch returns.
struct LaunchArgument {
  static LaunchArgument memory(const cl::Buffer &buffer, size_t offset = 0, int number = -1) {
    return {true, buffer, offset, nullptr, 0, number};
  }
  static LaunchArgument value(const void *data, size_t size, int number = -1) {
    return {false, cl::Buffer(), 0, data, size, number};
  }
  /// One of a texture's image parameters (KernelParameter::Kind::TextureImages).
  static LaunchArgument image(const cl::Memory &image) {
    LaunchArgument a;
    a.imageObject = image;
    return a;
  }
  static LaunchArgument sampler(const cl::Sampler &sampler) {
    LaunchArgument a;
    a.samplerObject = sampler;
    return a;
  }
  bool isMemory = false;
  cl::Buffer buffer;
  size_t offset = 0;
  const void *data = nullptr;
  size_t size = 0;
  /// How the caller numbers it in messages ("argument 2"); -1: one the caller added.
  int number = -1;
  cl::Memory imageObject;
  cl::Sampler samplerObject;
};

/// A translated kernel ready to launch: its OpenCL kernel object and
/// parameters, and the limits OpenCL reports for it, asked once before any
/// argument is set (CL_KERNEL_LOCAL_MEM_SIZE counts __local arguments as set).
class LaunchableKernel {
public:
  LaunchableKernel() = default;
  /// Kernel \p openclName of \p program; \p displayName names it in messages.
  LaunchableKernel(const cl::Program &program, const std::string &openclName,
                   std::string displayName, std::vector<LaunchParameter> parameters);

  const std::string &name() const { return name_; }
  const std::vector<LaunchParameter> &parameters() const { return parameters_; }
  /// CL_KERNEL_WORK_GROUP_SIZE: the largest block this kernel runs.
  size_t workGroupSize() const { return workGroupSize_; }
  /// CL_KERNEL_LOCAL_MEM_SIZE without the dynamic shared memory (its __shared__ variables).
  unsigned long long staticLocalBytes() const { return staticLocalBytes_; }
  /// CL_KERNEL_PRIVATE_MEM_SIZE: per work-item.
  unsigned long long privateBytes() const { return privateBytes_; }
  /// Whether launches take a size of dynamic shared memory (a DynamicShared parameter).
  bool takesDynamicShared() const;
  /// How many LaunchArguments a launch takes: one per parameter except a
  /// BufferOffset (the offset of the memory before it) and DynamicShared.
  size_t argumentCount() const;
  cl::Kernel &handle() { return kernel_; }

private:
  cl::Kernel kernel_;
  std::string name_;
  std::vector<LaunchParameter> parameters_;
  size_t workGroupSize_ = 0;
  unsigned long long staticLocalBytes_ = 0;
  unsigned long long privateBytes_ = 0;
};

/// The sizes of one launch.
struct LaunchShape {
  Dim3 grid{1, 1, 1};
  Dim3 block{1, 1, 1};
  size_t sharedMem = 0; ///< dynamic shared memory in bytes
};

/// The NDRange size grid*block of a launch of kernel \p name, checked without
/// a device: ZeroDimension, GridTooLarge, TooManyBlocks, GlobalSizeOverflow.
Dim3 launchGlobalSize(const std::string &name, Dim3 grid, Dim3 block);

/// Every check of \p shape against the current device and \p kernel:
/// launchGlobalSize's, then BlockTooLarge, KernelBlockTooLarge and
/// SharedMemoryTooLarge. Returns the global size.
Dim3 checkLaunch(const LaunchableKernel &kernel, const LaunchShape &shape);

/// Checks the launch (checkLaunch), binds \p args to the kernel's parameters
/// in order, and enqueues it on \p queue after \p waits. Returns the launch's event.
cl::Event launch(LaunchableKernel &kernel, const LaunchShape &shape,
                 const std::vector<LaunchArgument> &args, cl::CommandQueue &queue,
                 const std::vector<cl::Event> &waits = {});

} // namespace ultima::runtime

#endif
