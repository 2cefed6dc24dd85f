//===- ApiLaunch.cpp - registration and the two launch APIs ---------------===//
///
/// \file
/// Clang's CUDA host compilation registers each translation unit's GPU binary
/// (`__cudaRegisterFatBinary`, our container: FatBinary.h), its kernels (host
/// stub -> device name) and device variables (host shadow -> device name) in
/// a constructor, and lowers `k<<<g, b, s, st>>>(args)` to either the launch
/// API before CUDA 9.2 (cudaConfigureCall, cudaSetupArgument per argument,
/// cudaLaunch(stub)) or the newer one (__cudaPushCallConfiguration, then in
/// the stub __cudaPopCallConfiguration and cudaLaunchKernel(stub, ..., args)).
/// Both end in Context::launch with a pointer to each argument.
///
//===----------------------------------------------------------------------===//
#include "Context.h"
#include "Textures.h"
#include <optional>
#include <vector>

using namespace ultima::cudart;

extern "C" {

void **__cudaRegisterFatBinary(void *fatCubin) {
  return lockedCall([&] { return Context::get().registerModule(fatCubin); });
}

void __cudaRegisterFatBinaryEnd(void **) {}

void __cudaUnregisterFatBinary(void **handle) {
  lockedCall([&] { Context::get().unregisterModule(handle); });
}

void __cudaRegisterFunction(void **handle, const char *hostFun, char *, const char *deviceName, int,
                            uint3 *, uint3 *, dim3 *, dim3 *, int *) {
  lockedCall([&] { Context::get().registerFunction(handle, hostFun, deviceName); });
}

void __cudaRegisterVar(void **handle, char *hostVar, char *, const char *deviceName, int,
                       size_t size, int, int) {
  lockedCall([&] { Context::get().registerVariable(handle, hostVar, deviceName, size); });
}

void __cudaRegisterManagedVar(void **, void **, char *, const char *, int, size_t, int, int) {}
void __cudaRegisterSurface(void **, const void *hostVar, const void **, const char *deviceName, int,
                           int) {
  lockedCall([&] { registerSurfaceReference(hostVar, deviceName); });
}
void __cudaRegisterTexture(void **, const void *hostVar, const void **, const char *deviceName, int,
                           int, int) {
  lockedCall([&] { registerTextureReference(hostVar, deviceName); });
}

cudaError_t cudaConfigureCall(dim3 gridDim, dim3 blockDim, size_t sharedMem, cudaStream_t stream) {
  return lockedCall([&] {
    PendingLaunch launch;
    launch.grid = gridDim;
    launch.block = blockDim;
    launch.sharedMem = sharedMem;
    launch.stream = stream;
    Context::thisThread().pending.push_back(std::move(launch));
    return cudaSuccess;
  });
}

cudaError_t cudaSetupArgument(const void *arg, size_t size, size_t) {
  return apiCall([&] {
    if (Context::thisThread().pending.empty())
      throw CudaError{cudaErrorMissingConfiguration};
    const char *bytes = static_cast<const char *>(arg);
    Context::thisThread().pending.back().arguments.emplace_back(bytes, bytes + size);
  });
}

cudaError_t cudaLaunch(const void *func) {
  // The configuration is consumed even when the launch is refused.
  std::optional<PendingLaunch> launch = lockedCall([]() -> std::optional<PendingLaunch> {
    std::vector<PendingLaunch> &pending = Context::thisThread().pending;
    if (pending.empty())
      return std::nullopt;
    PendingLaunch last = std::move(pending.back());
    pending.pop_back();
    return last;
  });
  return apiCall([&] {
    if (!launch)
      throw CudaError{cudaErrorMissingConfiguration};
    std::vector<void *> args;
    for (std::vector<char> &a : launch->arguments)
      args.push_back(a.data());
    Context::get().launch(func, launch->grid, launch->block, args.data(), launch->sharedMem,
                          launch->stream);
  });
}

unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim, size_t sharedMem, void *stream) {
  return cudaConfigureCall(gridDim, blockDim, sharedMem, static_cast<cudaStream_t>(stream));
}

cudaError_t __cudaPopCallConfiguration(dim3 *gridDim, dim3 *blockDim, size_t *sharedMem,
                                       void *stream) {
  return lockedCall([&] {
    std::vector<PendingLaunch> &pending = Context::thisThread().pending;
    if (pending.empty())
      return cudaErrorMissingConfiguration;
    PendingLaunch launch = std::move(pending.back());
    pending.pop_back();
    *gridDim = launch.grid;
    *blockDim = launch.block;
    *sharedMem = launch.sharedMem;
    *static_cast<cudaStream_t *>(stream) = launch.stream;
    return cudaSuccess;
  });
}

cudaError_t cudaLaunchKernel(const void *func, dim3 gridDim, dim3 blockDim, void **args,
                             size_t sharedMem, cudaStream_t stream) {
  return apiCall([&] { Context::get().launch(func, gridDim, blockDim, args, sharedMem, stream); });
}

cudaError_t cudaFuncGetAttributes(cudaFuncAttributes *attr, const void *func) {
  return apiCall([&] {
    if (!attr)
      throw CudaError{cudaErrorInvalidValue};
    Context &c = Context::get();
    const ultima::runtime::LaunchableKernel &kernel = *c.kernelOf(func).kernel;
    *attr = cudaFuncAttributes{};
    attr->maxThreadsPerBlock = static_cast<int>(kernel.workGroupSize());
    attr->localSizeBytes = kernel.privateBytes();
    // The kernel's own __local variables; its dynamic shared argument is
    // sized at launch and not counted.
    attr->sharedSizeBytes = kernel.staticLocalBytes();
    attr->maxDynamicSharedSizeBytes =
        static_cast<int>(c.device().localMemSize() - attr->sharedSizeBytes);
    attr->ptxVersion = attr->binaryVersion = 72; // compute capability 7.2
    attr->numRegs = 0;
    attr->preferredShmemCarveout = -1;
  });
}

// One block per multiprocessor (cudaDeviceProp::maxBlocksPerMultiProcessor:
// an OpenCL compute unit runs one work-group at a time as far as OpenCL
// says), when the block fits the kernel's work-group limit and the local
// memory; none otherwise.
cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, const void *func,
                                                                   int blockSize,
                                                                   size_t dynamicSMemSize,
                                                                   unsigned int flags) {
  return apiCall([&] {
    if (!numBlocks || blockSize <= 0 || (flags & ~cudaOccupancyDisableCachingOverride))
      throw CudaError{cudaErrorInvalidValue};
    Context &c = Context::get();
    const ultima::runtime::LaunchableKernel &kernel = *c.kernelOf(func).kernel;
    size_t limit = kernel.workGroupSize();
    size_t local = kernel.staticLocalBytes() + dynamicSMemSize;
    *numBlocks = static_cast<size_t>(blockSize) <= limit && local <= c.device().localMemSize();
  });
}

cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, const void *func,
                                                          int blockSize, size_t dynamicSMemSize) {
  return cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(numBlocks, func, blockSize,
                                                                dynamicSMemSize, 0);
}

// A cooperative launch: every block must be resident at once (the occupancy
// API's one block per multiprocessor, times the compute units, each of which
// is a worker thread of PoCL's CPU device that runs its work-group to the
// end), since grid_group::sync() spins until every block arrives; the
// kernel's grid-sync buffer then says the launch is cooperative.
cudaError_t cudaLaunchCooperativeKernel(const void *func, dim3 gridDim, dim3 blockDim, void **args,
                                        size_t sharedMem, cudaStream_t stream) {
  return apiCall([&] {
    Context &c = Context::get();
    int perSm = 0;
    cudaError_t e = cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
        &perSm, func, static_cast<int>(blockDim.x * blockDim.y * blockDim.z), sharedMem, 0);
    if (e != cudaSuccess)
      throw CudaError{e};
    unsigned long long blocks = 1ULL * gridDim.x * gridDim.y * gridDim.z;
    unsigned long long units = c.device().device().getInfo<CL_DEVICE_MAX_COMPUTE_UNITS>();
    if (blocks > perSm * units)
      throw CudaError{cudaErrorCooperativeLaunchTooLarge};
    c.launch(func, gridDim, blockDim, args, sharedMem, stream, true);
  });
}

// Cache and shared-memory preferences mean nothing to OpenCL: accepted.
cudaError_t cudaFuncSetCacheConfig(const void *, cudaFuncCache) { return cudaSuccess; }
cudaError_t cudaFuncSetSharedMemConfig(const void *, cudaSharedMemConfig) { return cudaSuccess; }
cudaError_t cudaFuncSetAttribute(const void *, cudaFuncAttribute, int) { return cudaSuccess; }
// Cache and bank preferences: kept, reported back, and without effect
// (OpenCL has no such knobs).
cudaError_t cudaDeviceSetCacheConfig(cudaFuncCache config) {
  return apiCall([&] {
    checkedEnum(config, cudaFuncCachePreferNone, cudaFuncCachePreferEqual, cudaErrorInvalidValue);
    Context::get().cacheConfig = config;
  });
}
cudaError_t cudaThreadSetCacheConfig(cudaFuncCache config) {
  return cudaDeviceSetCacheConfig(config);
}
cudaError_t cudaDeviceSetSharedMemConfig(cudaSharedMemConfig config) {
  return apiCall([&] {
    checkedEnum(config, cudaSharedMemBankSizeDefault, cudaSharedMemBankSizeEightByte,
                cudaErrorInvalidValue);
    Context::get().sharedMemConfig = config;
  });
}

} // extern "C"
