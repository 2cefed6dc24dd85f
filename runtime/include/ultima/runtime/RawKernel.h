//===- ultima/runtime/RawKernel.h - a CUDA kernel launched as in CUDA -*- C++ -*-===//
///
/// \file
/// CuPy's RawKernel on OpenCL: CUDA source with a `__global__` kernel `name`,
/// translated and built on first launch, launched as `<<<grid, block,
/// sharedMem>>>`: an NDRange of global size grid*block and local size block;
/// a kernel with `extern __shared__` memory gets a trailing __local argument
/// of sharedMem bytes. Launches are asynchronous.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_RUNTIME_RAWKERNEL_H
#define ULTIMA_RUNTIME_RAWKERNEL_H

#include "ultima/runtime/Buffer.h"
#include "ultima/runtime/Launcher.h"
#include "ultima/runtime/Program.h"
#include "ultima/runtime/RawModule.h"
#include "ultima/runtime/Texture.h"
#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace ultima::runtime {

/// One kernel argument: device memory (the kernel's pointer points at byte
/// \p offset of the buffer, as CuPy passes an array's data pointer; any
/// offset up to the buffer's size, and the kernel may index anywhere in the
/// buffer, before the offset too), a value's bytes (scalars, structs), or a
/// texture or surface object: its resource's buffer, the byte offset of its
/// first texel there, and its descriptor (Texture.h), for the pair of
/// OpenCL parameters a `cudaTextureObject_t`/`cudaSurfaceObject_t` is.
struct KernelArg {
  static KernelArg buffer(const Buffer &b, size_t offset = 0) { return {&b, {}, offset}; }
  static KernelArg texture(const Buffer &b, size_t offset, const DeviceTexture &desc) {
    KernelArg a{&b, {}, offset};
    a.isTexture = true;
    a.desc = desc;
    return a;
  }
  template <typename T> static KernelArg value(const T &v) {
    const auto *p = reinterpret_cast<const unsigned char *>(&v);
    return {nullptr, std::vector<unsigned char>(p, p + sizeof(T))};
  }
  static KernelArg bytes(std::vector<unsigned char> b) { return {nullptr, std::move(b)}; }
  const Buffer *buf = nullptr;
  std::vector<unsigned char> data;
  size_t offset = 0;
  bool isTexture = false;
  DeviceTexture desc{}; ///< a texture's (offset: set at launch)
};

/// Description of one CUDA parameter of a built kernel, as OpenCL reports
/// its parameter (a pointer's buffer: the byte offset that follows it is
/// hidden), or of the parameter the translator added for dynamic shared memory (the
/// trailing __local one).
struct ParamInfo {
  std::string typeName; ///< as CL_KERNEL_ARG_TYPE_NAME reports it ("float*", "int")
  bool pointer = false;
  bool local = false;               ///< a __local pointer (the dynamic shared memory)
  bool constant = false;            ///< a pointer to const (the kernel only reads through it)
  unsigned long long valueSize = 0; ///< by-value parameters: the bytes to pass (0: unknown)
  /// A texture or surface object (typeName "cudaTextureObject_t"): one
  /// CUDA parameter, two OpenCL ones (its buffer and descriptor).
  bool texture = false;
};

/// What OpenCL tells of a built kernel (clGetKernelWorkGroupInfo), under
/// CuPy's attribute names.
struct KernelAttributes {
  size_t maxThreadsPerBlock = 0;                ///< CL_KERNEL_WORK_GROUP_SIZE
  unsigned long long sharedSizeBytes = 0;       ///< CL_KERNEL_LOCAL_MEM_SIZE (static __shared__)
  unsigned long long localSizeBytes = 0;        ///< CL_KERNEL_PRIVATE_MEM_SIZE (per work-item)
  unsigned long long maxDynamicSharedBytes = 0; ///< the device's local memory less the static
};

class RawKernel {
public:
  RawKernel(std::string code, std::string name, std::vector<std::string> options = {});
  /// Kernel \p name of \p module (a CUDA name, a name expression or an OpenCL name).
  RawKernel(std::shared_ptr<RawModule> module, std::string name);

  /// Enqueues the kernel through the runtime's launcher (Launcher.h);
  /// translates and builds it on first use. A refused launch throws the
  /// runtime's types: ArgumentError (a LaunchError with its fault),
  /// ArgumentTypeError for a value of the wrong size, Error for too much
  /// shared memory.
  void launch(Dim3 grid, Dim3 block, const std::vector<KernelArg> &args, size_t sharedMem = 0);

  /// The kernel's parameters (builds it if needed): CUDA's (a texture or
  /// surface object once, though OpenCL takes two), then the trailing
  /// __local one (device symbols are the module's, bound by launch). The byte offsets the OpenCL
  /// kernel takes after each pointer are not listed: launch passes them.
  const std::vector<ParamInfo> &params();
  /// The translated OpenCL C.
  const std::string &openclSource();
  const std::string &name() const { return name_; }
  /// Builds the kernel (once) and returns the module's compile log.
  const std::string &compile();
  KernelAttributes attributes();

private:
  void ensureBuilt();
  std::shared_ptr<RawModule> module_;
  std::string name_;
  /// Launched through the runtime's one launcher (Launcher.h).
  std::optional<LaunchableKernel> kernel_; ///< made by ensureBuilt
  std::vector<ParamInfo> params_;
  /// The device symbols (`__device__`/`__constant__` variables, the device
  /// runtime's clock64 counter and assert/trap status among them): OpenCL
  /// parameter index and the module's buffer (RawModule::symbol), bound at
  /// each launch, in parameter order; not in params_, so callers pass CUDA's arguments only.
  std::vector<std::pair<cl_uint, cl::Buffer>> runtimeSymbols_;
  bool built_ = false;
};

} // namespace ultima::runtime

#endif
