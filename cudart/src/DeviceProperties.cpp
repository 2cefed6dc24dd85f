//===- DeviceProperties.cpp - cudaDeviceProp and cudaDeviceGetAttribute ---===//
///
/// \file
/// What CUDA asks of a device, answered from the OpenCL device where OpenCL
/// reports it, and otherwise with the value that describes what ultima does
/// (docs/cuda-api.md, "Device properties"): compute capability 7.2 (the
/// architecture the translator parses device code for), warps of 32 (which
/// the translation emulates), compute mode default, no peer access, no
/// multi-device cooperative launch, images' limits for textures and surfaces. An
/// attribute CUDA 11.8 defines always has an answer; only a value outside
/// the enumeration is cudaErrorInvalidValue.
///
//===----------------------------------------------------------------------===//
#include "DeviceProperties.h"
#include "Context.h"
#include <algorithm>
#include <climits>
#include <cstring>

namespace ultima::cudart {

namespace {

int clampInt(unsigned long long v) {
  return static_cast<int>(std::min<unsigned long long>(v, INT_MAX));
}

/// OpenCL's image limits, or zeros where the device has no images.
void fillImageLimits(const cl::Device &cl, cudaDeviceProp &prop) {
  if (!cl.getInfo<CL_DEVICE_IMAGE_SUPPORT>())
    return;
  int w2 = clampInt(cl.getInfo<CL_DEVICE_IMAGE2D_MAX_WIDTH>());
  int h2 = clampInt(cl.getInfo<CL_DEVICE_IMAGE2D_MAX_HEIGHT>());
  int w3 = clampInt(cl.getInfo<CL_DEVICE_IMAGE3D_MAX_WIDTH>());
  int h3 = clampInt(cl.getInfo<CL_DEVICE_IMAGE3D_MAX_HEIGHT>());
  int d3 = clampInt(cl.getInfo<CL_DEVICE_IMAGE3D_MAX_DEPTH>());
  int layers = clampInt(cl.getInfo<CL_DEVICE_IMAGE_MAX_ARRAY_SIZE>());
  int linear = clampInt(cl.getInfo<CL_DEVICE_IMAGE_MAX_BUFFER_SIZE>());
  prop.maxTexture1D = prop.maxTexture1DMipmap = prop.maxSurface1D = w2;
  prop.maxTexture1DLinear = linear;
  prop.maxTexture2D[0] = prop.maxTexture2DMipmap[0] = prop.maxTexture2DGather[0] = w2;
  prop.maxTexture2D[1] = prop.maxTexture2DMipmap[1] = prop.maxTexture2DGather[1] = h2;
  prop.maxTexture2DLinear[0] = w2;
  prop.maxTexture2DLinear[1] = h2;
  prop.maxTexture2DLinear[2] = w2 * 16; // the widest row: 16-byte texels
  prop.maxSurface2D[0] = w2;
  prop.maxSurface2D[1] = h2;
  int dims3[3] = {w3, h3, d3};
  for (int i = 0; i < 3; ++i)
    prop.maxTexture3D[i] = prop.maxTexture3DAlt[i] = prop.maxSurface3D[i] = dims3[i];
  prop.maxTexture1DLayered[0] = prop.maxSurface1DLayered[0] = w2;
  prop.maxTexture1DLayered[1] = prop.maxSurface1DLayered[1] = layers;
  prop.maxTexture2DLayered[0] = prop.maxSurface2DLayered[0] = w2;
  prop.maxTexture2DLayered[1] = prop.maxSurface2DLayered[1] = h2;
  prop.maxTexture2DLayered[2] = prop.maxSurface2DLayered[2] = layers;
  // Cube maps: no OpenCL image type holds one.
}

} // namespace

void fillDeviceProperties(cudaDeviceProp &prop) {
  runtime::Device &d = Context::get().device();
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
    prop.maxThreadsDim[i] = clampInt(items[i]);
  for (int i = 0; i < 3; ++i) // what the launcher allows (runtime/Launcher.h)
    prop.maxGridSize[i] = static_cast<int>(runtime::MaxGridSize[i]);
  prop.clockRate = static_cast<int>(cl.getInfo<CL_DEVICE_MAX_CLOCK_FREQUENCY>() * 1000);
  prop.totalConstMem = cl.getInfo<CL_DEVICE_MAX_CONSTANT_BUFFER_SIZE>();
  prop.major = 7;
  prop.minor = 2;
  prop.textureAlignment = 512;
  prop.texturePitchAlignment = 32;
  prop.surfaceAlignment = 512;
  prop.multiProcessorCount = static_cast<int>(cl.getInfo<CL_DEVICE_MAX_COMPUTE_UNITS>());
  prop.integrated = cl.getInfo<CL_DEVICE_HOST_UNIFIED_MEMORY>() ? 1 : 0;
  prop.unifiedAddressing = 1; // device addresses never overlap host ones
  prop.l2CacheSize = clampInt(cl.getInfo<CL_DEVICE_GLOBAL_MEM_CACHE_SIZE>());
  prop.ECCEnabled = cl.getInfo<CL_DEVICE_ERROR_CORRECTION_SUPPORT>() ? 1 : 0;
  prop.globalL1CacheSupported = 1;
  prop.localL1CacheSupported = 1;
  prop.computeMode = cudaComputeModeDefault;
  prop.canMapHostMemory = 1; // cudaHostAllocMapped, cudaHostGetDevicePointer
  prop.deviceOverlap = 1;    // copies and kernels on different streams
  prop.asyncEngineCount = 1;
  prop.concurrentKernels = 1;         // streams are separate in-order queues
  prop.cooperativeLaunch = 1;         // grid_group::sync(): cudaLaunchCooperativeKernel
  prop.streamPrioritiesSupported = 1; // accepted; they do not reorder work
  prop.canUseHostPointerForRegisteredMem = 1;
  prop.singleToDoublePrecisionPerfRatio = 2;
  prop.managedMemory = 1; // host memory kernels use in place (ApiMemory.cpp)
  fillImageLimits(cl, prop);
}

bool deviceAttribute(const cudaDeviceProp &p, int attr, int &value) {
  switch (attr) {
#define ULTIMA_DEVICE_ATTRIBUTE(ATTRIBUTE, VALUE)                                                  \
  case ATTRIBUTE:                                                                                  \
    value = (VALUE);                                                                               \
    return true;
#include "DeviceAttributes.def"
  default:
    return false;
  }
}

} // namespace ultima::cudart
