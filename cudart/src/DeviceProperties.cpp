//===- DeviceProperties.cpp - cudaDeviceProp and cudaDeviceGetAttribute ---===//
///
/// \file
/// What CUDA asks of a device, answered from the OpenCL device where OpenCL
/// reports it, and otherwise with the value that describes what ultima does
/// (docs/cuda-api.md, "Device properties"): compute capability 7.0 (the
/// architecture the translator parses device code for), warps of 32 (which
/// the translation emulates), compute mode default, no peer access, no
/// cooperative launch, images' limits for textures and surfaces. An
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
  prop.minor = 0;
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
  prop.streamPrioritiesSupported = 1; // accepted; they do not reorder work
  prop.canUseHostPointerForRegisteredMem = 1;
  prop.singleToDoublePrecisionPerfRatio = 2;
  prop.managedMemory = 1; // host memory kernels use in place (ApiMemory.cpp)
  fillImageLimits(cl, prop);
}

bool deviceAttribute(const cudaDeviceProp &p, int attr, int &value) {
  switch (attr) {
  case cudaDevAttrMaxThreadsPerBlock:
    value = p.maxThreadsPerBlock;
    return true;
  case cudaDevAttrMaxBlockDimX:
    value = p.maxThreadsDim[0];
    return true;
  case cudaDevAttrMaxBlockDimY:
    value = p.maxThreadsDim[1];
    return true;
  case cudaDevAttrMaxBlockDimZ:
    value = p.maxThreadsDim[2];
    return true;
  case cudaDevAttrMaxGridDimX:
    value = p.maxGridSize[0];
    return true;
  case cudaDevAttrMaxGridDimY:
    value = p.maxGridSize[1];
    return true;
  case cudaDevAttrMaxGridDimZ:
    value = p.maxGridSize[2];
    return true;
  case cudaDevAttrMaxSharedMemoryPerBlock:
    value = clampInt(p.sharedMemPerBlock);
    return true;
  case cudaDevAttrTotalConstantMemory:
    value = clampInt(p.totalConstMem);
    return true;
  case cudaDevAttrWarpSize:
    value = p.warpSize;
    return true;
  case cudaDevAttrMaxPitch:
    value = clampInt(p.memPitch);
    return true;
  case cudaDevAttrMaxRegistersPerBlock:
    value = p.regsPerBlock;
    return true;
  case cudaDevAttrClockRate:
    value = p.clockRate;
    return true;
  case cudaDevAttrTextureAlignment:
    value = clampInt(p.textureAlignment);
    return true;
  case cudaDevAttrGpuOverlap:
    value = p.deviceOverlap;
    return true;
  case cudaDevAttrMultiProcessorCount:
    value = p.multiProcessorCount;
    return true;
  case cudaDevAttrKernelExecTimeout:
    value = p.kernelExecTimeoutEnabled;
    return true;
  case cudaDevAttrIntegrated:
    value = p.integrated;
    return true;
  case cudaDevAttrCanMapHostMemory:
    value = p.canMapHostMemory;
    return true;
  case cudaDevAttrComputeMode:
    value = p.computeMode;
    return true;
  case cudaDevAttrMaxTexture1DWidth:
    value = p.maxTexture1D;
    return true;
  case cudaDevAttrMaxTexture2DWidth:
    value = p.maxTexture2D[0];
    return true;
  case cudaDevAttrMaxTexture2DHeight:
    value = p.maxTexture2D[1];
    return true;
  case cudaDevAttrMaxTexture3DWidth:
    value = p.maxTexture3D[0];
    return true;
  case cudaDevAttrMaxTexture3DHeight:
    value = p.maxTexture3D[1];
    return true;
  case cudaDevAttrMaxTexture3DDepth:
    value = p.maxTexture3D[2];
    return true;
  case cudaDevAttrMaxTexture2DLayeredWidth:
    value = p.maxTexture2DLayered[0];
    return true;
  case cudaDevAttrMaxTexture2DLayeredHeight:
    value = p.maxTexture2DLayered[1];
    return true;
  case cudaDevAttrMaxTexture2DLayeredLayers:
    value = p.maxTexture2DLayered[2];
    return true;
  case cudaDevAttrSurfaceAlignment:
    value = clampInt(p.surfaceAlignment);
    return true;
  case cudaDevAttrConcurrentKernels:
    value = p.concurrentKernels;
    return true;
  case cudaDevAttrEccEnabled:
    value = p.ECCEnabled;
    return true;
  case cudaDevAttrPciBusId:
    value = p.pciBusID;
    return true;
  case cudaDevAttrPciDeviceId:
    value = p.pciDeviceID;
    return true;
  case cudaDevAttrTccDriver:
    value = p.tccDriver;
    return true;
  case cudaDevAttrMemoryClockRate:
    value = p.memoryClockRate;
    return true;
  case cudaDevAttrGlobalMemoryBusWidth:
    value = p.memoryBusWidth;
    return true;
  case cudaDevAttrL2CacheSize:
    value = p.l2CacheSize;
    return true;
  case cudaDevAttrMaxThreadsPerMultiProcessor:
    value = p.maxThreadsPerMultiProcessor;
    return true;
  case cudaDevAttrAsyncEngineCount:
    value = p.asyncEngineCount;
    return true;
  case cudaDevAttrUnifiedAddressing:
    value = p.unifiedAddressing;
    return true;
  case cudaDevAttrMaxTexture1DLayeredWidth:
    value = p.maxTexture1DLayered[0];
    return true;
  case cudaDevAttrMaxTexture1DLayeredLayers:
    value = p.maxTexture1DLayered[1];
    return true;
  case cudaDevAttrMaxTexture2DGatherWidth:
    value = p.maxTexture2DGather[0];
    return true;
  case cudaDevAttrMaxTexture2DGatherHeight:
    value = p.maxTexture2DGather[1];
    return true;
  case cudaDevAttrMaxTexture3DWidthAlt:
    value = p.maxTexture3DAlt[0];
    return true;
  case cudaDevAttrMaxTexture3DHeightAlt:
    value = p.maxTexture3DAlt[1];
    return true;
  case cudaDevAttrMaxTexture3DDepthAlt:
    value = p.maxTexture3DAlt[2];
    return true;
  case cudaDevAttrPciDomainId:
    value = p.pciDomainID;
    return true;
  case cudaDevAttrTexturePitchAlignment:
    value = clampInt(p.texturePitchAlignment);
    return true;
  case cudaDevAttrMaxTextureCubemapWidth:
    value = p.maxTextureCubemap;
    return true;
  case cudaDevAttrMaxTextureCubemapLayeredWidth:
    value = p.maxTextureCubemapLayered[0];
    return true;
  case cudaDevAttrMaxTextureCubemapLayeredLayers:
    value = p.maxTextureCubemapLayered[1];
    return true;
  case cudaDevAttrMaxSurface1DWidth:
    value = p.maxSurface1D;
    return true;
  case cudaDevAttrMaxSurface2DWidth:
    value = p.maxSurface2D[0];
    return true;
  case cudaDevAttrMaxSurface2DHeight:
    value = p.maxSurface2D[1];
    return true;
  case cudaDevAttrMaxSurface3DWidth:
    value = p.maxSurface3D[0];
    return true;
  case cudaDevAttrMaxSurface3DHeight:
    value = p.maxSurface3D[1];
    return true;
  case cudaDevAttrMaxSurface3DDepth:
    value = p.maxSurface3D[2];
    return true;
  case cudaDevAttrMaxSurface1DLayeredWidth:
    value = p.maxSurface1DLayered[0];
    return true;
  case cudaDevAttrMaxSurface1DLayeredLayers:
    value = p.maxSurface1DLayered[1];
    return true;
  case cudaDevAttrMaxSurface2DLayeredWidth:
    value = p.maxSurface2DLayered[0];
    return true;
  case cudaDevAttrMaxSurface2DLayeredHeight:
    value = p.maxSurface2DLayered[1];
    return true;
  case cudaDevAttrMaxSurface2DLayeredLayers:
    value = p.maxSurface2DLayered[2];
    return true;
  case cudaDevAttrMaxSurfaceCubemapWidth:
    value = p.maxSurfaceCubemap;
    return true;
  case cudaDevAttrMaxSurfaceCubemapLayeredWidth:
    value = p.maxSurfaceCubemapLayered[0];
    return true;
  case cudaDevAttrMaxSurfaceCubemapLayeredLayers:
    value = p.maxSurfaceCubemapLayered[1];
    return true;
  case cudaDevAttrMaxTexture1DLinearWidth:
    value = p.maxTexture1DLinear;
    return true;
  case cudaDevAttrMaxTexture2DLinearWidth:
    value = p.maxTexture2DLinear[0];
    return true;
  case cudaDevAttrMaxTexture2DLinearHeight:
    value = p.maxTexture2DLinear[1];
    return true;
  case cudaDevAttrMaxTexture2DLinearPitch:
    value = p.maxTexture2DLinear[2];
    return true;
  case cudaDevAttrMaxTexture2DMipmappedWidth:
    value = p.maxTexture2DMipmap[0];
    return true;
  case cudaDevAttrMaxTexture2DMipmappedHeight:
    value = p.maxTexture2DMipmap[1];
    return true;
  case cudaDevAttrComputeCapabilityMajor:
    value = p.major;
    return true;
  case cudaDevAttrComputeCapabilityMinor:
    value = p.minor;
    return true;
  case cudaDevAttrMaxTexture1DMipmappedWidth:
    value = p.maxTexture1DMipmap;
    return true;
  case cudaDevAttrStreamPrioritiesSupported:
    value = p.streamPrioritiesSupported;
    return true;
  case cudaDevAttrGlobalL1CacheSupported:
    value = p.globalL1CacheSupported;
    return true;
  case cudaDevAttrLocalL1CacheSupported:
    value = p.localL1CacheSupported;
    return true;
  case cudaDevAttrMaxSharedMemoryPerMultiprocessor:
    value = clampInt(p.sharedMemPerMultiprocessor);
    return true;
  case cudaDevAttrMaxRegistersPerMultiprocessor:
    value = p.regsPerMultiprocessor;
    return true;
  case cudaDevAttrManagedMemory:
    value = p.managedMemory;
    return true;
  case cudaDevAttrIsMultiGpuBoard:
    value = p.isMultiGpuBoard;
    return true;
  case cudaDevAttrMultiGpuBoardGroupID:
    value = p.multiGpuBoardGroupID;
    return true;
  case cudaDevAttrHostNativeAtomicSupported:
    value = p.hostNativeAtomicSupported;
    return true;
  case cudaDevAttrSingleToDoublePrecisionPerfRatio:
    value = p.singleToDoublePrecisionPerfRatio;
    return true;
  case cudaDevAttrPageableMemoryAccess:
    value = p.pageableMemoryAccess;
    return true;
  case cudaDevAttrConcurrentManagedAccess:
    value = p.concurrentManagedAccess;
    return true;
  case cudaDevAttrComputePreemptionSupported:
    value = p.computePreemptionSupported;
    return true;
  case cudaDevAttrCanUseHostPointerForRegisteredMem:
    value = p.canUseHostPointerForRegisteredMem;
    return true;
  case cudaDevAttrCooperativeLaunch:
    value = p.cooperativeLaunch;
    return true;
  case cudaDevAttrCooperativeMultiDeviceLaunch:
    value = p.cooperativeMultiDeviceLaunch;
    return true;
  case cudaDevAttrMaxSharedMemoryPerBlockOptin:
    value = clampInt(p.sharedMemPerBlockOptin);
    return true;
  case cudaDevAttrCanFlushRemoteWrites:
    value = 0;
    return true;
  case cudaDevAttrHostRegisterSupported:
    value = 1;
    return true; // cudaHostRegister
  case cudaDevAttrPageableMemoryAccessUsesHostPageTables:
    value = p.pageableMemoryAccessUsesHostPageTables;
    return true;
  case cudaDevAttrDirectManagedMemAccessFromHost:
    value = p.directManagedMemAccessFromHost;
    return true;
  case cudaDevAttrMaxBlocksPerMultiprocessor:
    value = p.maxBlocksPerMultiProcessor;
    return true;
  case cudaDevAttrMaxPersistingL2CacheSize:
    value = p.persistingL2CacheMaxSize;
    return true;
  case cudaDevAttrMaxAccessPolicyWindowSize:
    value = p.accessPolicyMaxWindowSize;
    return true;
  case cudaDevAttrReservedSharedMemoryPerBlock:
    value = clampInt(p.reservedSharedMemPerBlock);
    return true;
  case cudaDevAttrMemoryPoolsSupported: // cudaMallocAsync, ApiMemoryPools.cpp
    value = 1;
    return true;
  // Features ultima does not provide: sparse and deferred-mapping arrays,
  // interop semaphores, exporting pool memory (handle types: none),
  // GPUDirect RDMA, clusters.
  case cudaDevAttrSparseCudaArraySupported:
  case cudaDevAttrHostRegisterReadOnlySupported:
  case cudaDevAttrTimelineSemaphoreInteropSupported:
  case cudaDevAttrGPUDirectRDMASupported:
  case cudaDevAttrGPUDirectRDMAFlushWritesOptions:
  case cudaDevAttrGPUDirectRDMAWritesOrdering:
  case cudaDevAttrMemoryPoolSupportedHandleTypes:
  case cudaDevAttrClusterLaunch:
  case cudaDevAttrDeferredMappingCudaArraySupported:
    value = 0;
    return true;
  default:
    return false;
  }
}

} // namespace ultima::cudart
