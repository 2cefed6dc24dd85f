//===- ApiDevice.cpp - device management and properties -------------------===//
///
/// \file
/// One device: the OpenCL device the runtime chose (ULTIMA_DEVICE, default
/// the first GPU, else the first device). Properties come from the OpenCL
/// device where OpenCL reports them; the rest are fixed values documented in
/// docs/ultima-cc.md (compute capability 7.0, the architecture the
/// translator parses device code for; warps of 32, which the translation emulates).
///
//===----------------------------------------------------------------------===//
#include "Context.h"
#include <climits>
#include <cstring>

using namespace ultima::cudart;

namespace {

void checkDevice(int device) {
  if (device != 0)
    throw CudaError{cudaErrorInvalidDevice};
}

void fillProperties(cudaDeviceProp &prop) {
  ultima::runtime::Device &d = Context::get().device();
  const cl::Device &cl = d.device();
  std::memset(&prop, 0, sizeof(prop));
  std::strncpy(prop.name, d.name().c_str(), sizeof(prop.name) - 1);
  prop.totalGlobalMem = cl.getInfo<CL_DEVICE_GLOBAL_MEM_SIZE>();
  prop.sharedMemPerBlock = d.localMemSize();
  prop.sharedMemPerMultiprocessor = d.localMemSize();
  prop.sharedMemPerBlockOptin = d.localMemSize();
  prop.regsPerBlock = 65536;
  prop.regsPerMultiprocessor = 65536;
  prop.warpSize = 32;
  prop.memPitch = d.maxMemAllocSize();
  prop.maxThreadsPerBlock = static_cast<int>(d.maxWorkGroupSize());
  prop.maxThreadsPerMultiProcessor = prop.maxThreadsPerBlock;
  prop.maxBlocksPerMultiProcessor = 1;
  std::vector<size_t> items = d.maxWorkItemSizes();
  for (size_t i = 0; i < 3 && i < items.size(); ++i)
    prop.maxThreadsDim[i] = static_cast<int>(std::min<size_t>(items[i], INT_MAX));
  prop.maxGridSize[0] = INT_MAX;
  prop.maxGridSize[1] = 65535;
  prop.maxGridSize[2] = 65535;
  prop.clockRate = static_cast<int>(cl.getInfo<CL_DEVICE_MAX_CLOCK_FREQUENCY>() * 1000);
  prop.totalConstMem = cl.getInfo<CL_DEVICE_MAX_CONSTANT_BUFFER_SIZE>();
  prop.major = 7;
  prop.minor = 0;
  prop.textureAlignment = 512;
  prop.texturePitchAlignment = 32;
  prop.multiProcessorCount = static_cast<int>(cl.getInfo<CL_DEVICE_MAX_COMPUTE_UNITS>());
  prop.integrated = cl.getInfo<CL_DEVICE_HOST_UNIFIED_MEMORY>() ? 1 : 0;
  prop.unifiedAddressing = 1; // device addresses never overlap host ones
  prop.l2CacheSize = static_cast<int>(cl.getInfo<CL_DEVICE_GLOBAL_MEM_CACHE_SIZE>());
  prop.ECCEnabled = cl.getInfo<CL_DEVICE_ERROR_CORRECTION_SUPPORT>() ? 1 : 0;
  prop.globalL1CacheSupported = 1;
  prop.localL1CacheSupported = 1;
}

} // namespace

extern "C" {

cudaError_t cudaGetDeviceCount(int *count) {
  return apiCall([&] {
    if (!count)
      throw CudaError{cudaErrorInvalidValue};
    *count = 0;
    Context::get().device();
    *count = 1;
  });
}

cudaError_t cudaSetDevice(int device) {
  return apiCall([&] {
    checkDevice(device);
    Context::get().device();
  });
}

cudaError_t cudaGetDevice(int *device) {
  return apiCall([&] {
    if (!device)
      throw CudaError{cudaErrorInvalidValue};
    *device = 0;
  });
}

cudaError_t cudaSetDeviceFlags(unsigned int) { return cudaSuccess; }

cudaError_t cudaGetDeviceProperties(cudaDeviceProp *prop, int device) {
  return apiCall([&] {
    if (!prop)
      throw CudaError{cudaErrorInvalidValue};
    checkDevice(device);
    fillProperties(*prop);
  });
}

cudaError_t cudaDeviceGetAttribute(int *value, cudaDeviceAttr attr, int device) {
  return apiCall([&] {
    if (!value)
      throw CudaError{cudaErrorInvalidValue};
    checkDevice(device);
    cudaDeviceProp p;
    fillProperties(p);
    switch (attr) {
    case cudaDevAttrMaxThreadsPerBlock:
      *value = p.maxThreadsPerBlock;
      break;
    case cudaDevAttrMaxBlockDimX:
    case cudaDevAttrMaxBlockDimY:
    case cudaDevAttrMaxBlockDimZ:
      *value = p.maxThreadsDim[attr - cudaDevAttrMaxBlockDimX];
      break;
    case cudaDevAttrMaxGridDimX:
    case cudaDevAttrMaxGridDimY:
    case cudaDevAttrMaxGridDimZ:
      *value = p.maxGridSize[attr - cudaDevAttrMaxGridDimX];
      break;
    case cudaDevAttrMaxSharedMemoryPerBlock:
      *value = static_cast<int>(p.sharedMemPerBlock);
      break;
    case cudaDevAttrWarpSize:
      *value = p.warpSize;
      break;
    case cudaDevAttrClockRate:
      *value = p.clockRate;
      break;
    case cudaDevAttrMultiProcessorCount:
      *value = p.multiProcessorCount;
      break;
    case cudaDevAttrComputeCapabilityMajor:
      *value = p.major;
      break;
    case cudaDevAttrComputeCapabilityMinor:
      *value = p.minor;
      break;
    default:
      throw CudaError{cudaErrorInvalidValue};
    }
  });
}

cudaError_t cudaDeviceSynchronize(void) {
  return apiCall([] { Context::get().synchronizeAll(); });
}

cudaError_t cudaThreadSynchronize(void) { return cudaDeviceSynchronize(); }

// Nothing to tear down that the next call would not set up again: waits.
cudaError_t cudaDeviceReset(void) { return cudaDeviceSynchronize(); }
cudaError_t cudaThreadExit(void) { return cudaDeviceSynchronize(); }

cudaError_t cudaDeviceSetLimit(cudaLimit, size_t) { return cudaSuccess; }

cudaError_t cudaDriverGetVersion(int *version) {
  if (!version)
    return cudaErrorInvalidValue;
  *version = 11080 /* the API version of ultima's headers */;
  return cudaSuccess;
}

cudaError_t cudaRuntimeGetVersion(int *version) { return cudaDriverGetVersion(version); }

} // extern "C"
