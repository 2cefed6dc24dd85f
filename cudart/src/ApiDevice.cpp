//===- ApiDevice.cpp - device management and properties -------------------===//
///
/// \file
/// One device: the OpenCL device the runtime chose (ULTIMA_DEVICE, default
/// the first GPU, else the first device); its properties and attributes are
/// DeviceProperties.cpp's. With one device there is no peer to access.
///
//===----------------------------------------------------------------------===//
#include "Capture.h"
#include "Context.h"
#include "DeviceProperties.h"
#include "MemoryPools.h"
#include ULTIMA_CUDA_VERSION_H
#include <climits>
#include <cstdio>
#include <cstring>

using namespace ultima::cudart;

namespace {

void checkDevice(int device) {
  if (device != 0)
    throw CudaError{cudaErrorInvalidDevice};
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

cudaError_t cudaGetDeviceProperties(cudaDeviceProp *prop, int device) {
  return apiCall([&] {
    if (!prop)
      throw CudaError{cudaErrorInvalidValue};
    checkDevice(device);
    fillDeviceProperties(*prop);
  });
}

cudaError_t cudaDeviceGetAttribute(int *value, cudaDeviceAttr attr, int device) {
  return apiCall([&] {
    if (!value)
      throw CudaError{cudaErrorInvalidValue};
    checkDevice(device);
    cudaDeviceProp p;
    fillDeviceProperties(p);
    int raw;
    std::memcpy(&raw, &attr, sizeof raw); // any int: DeviceProperties.cpp answers or refuses
    if (!deviceAttribute(p, raw, *value))
      throw CudaError{cudaErrorInvalidValue};
  });
}

cudaError_t cudaDeviceSynchronize(void) {
  return apiCall([] {
    refuseDeviceSynchronize();
    Context::get().synchronizeAll();
    releaseAboveThresholds();
  });
}

cudaError_t cudaThreadSynchronize(void) { return cudaDeviceSynchronize(); }

// Nothing else to tear down that the next call would not set up again:
// waits, and forgets a sticky error (a failed device assert or trap).
cudaError_t cudaDeviceReset(void) {
  // Not through apiCall: the sticky error it would refuse is what the reset clears.
  cudaError_t cleared = lockedCall([] {
    Context &c = Context::get();
    try {
      c.synchronizeAll();
    } catch (...) { // the sticky error is what the reset is for
    }
    try {
      c.clearDeviceStatus();
    } catch (...) {
      return cudaErrorUnknown;
    }
    Context::thisThread().lastError = cudaSuccess;
    return cudaSuccess;
  });
  return cleared != cudaSuccess ? cleared : cudaDeviceSynchronize();
}
cudaError_t cudaThreadExit(void) { return cudaDeviceReset(); }

cudaError_t cudaDriverGetVersion(int *version) {
  return apiCall([&] {
    if (!version)
      throw CudaError{cudaErrorInvalidValue};
    *version = __ULTIMA_DRIVER_VERSION; // the driver features libultima-cudart has
  });
}

cudaError_t cudaRuntimeGetVersion(int *version) {
  return apiCall([&] {
    if (!version)
      throw CudaError{cudaErrorInvalidValue};
    *version = __ULTIMA_CUDA_VERSION; // the API version of ultima's headers
  });
}

cudaError_t cudaSetDeviceFlags(unsigned int flags) {
  return apiCall([&] {
    // Scheduling (spin, yield, blocking sync) and mapping are how the host
    // waits: accepted. Anything else is not a flag.
    if (flags & ~(cudaDeviceScheduleMask | cudaDeviceMapHost | cudaDeviceLmemResizeToMax))
      throw CudaError{cudaErrorInvalidValue};
    Context::get().deviceFlags = flags | cudaDeviceMapHost;
  });
}

cudaError_t cudaGetDeviceFlags(unsigned int *flags) {
  return apiCall([&] {
    if (!flags)
      throw CudaError{cudaErrorInvalidValue};
    *flags = Context::get().deviceFlags;
  });
}

cudaError_t cudaChooseDevice(int *device, const cudaDeviceProp *prop) {
  return apiCall([&] {
    if (!device || !prop)
      throw CudaError{cudaErrorInvalidValue};
    Context::get().device();
    *device = 0; // the only one, whatever is asked
  });
}

cudaError_t cudaSetValidDevices(int *devices, int len) {
  return apiCall([&] {
    if (len < 0 || (len > 0 && !devices))
      throw CudaError{cudaErrorInvalidValue};
    for (int i = 0; i < len; ++i)
      checkDevice(devices[i]);
  });
}

cudaError_t cudaDeviceGetPCIBusId(char *pciBusId, int len, int device) {
  return apiCall([&] {
    checkDevice(device);
    if (!pciBusId || len <= 0)
      throw CudaError{cudaErrorInvalidValue};
    // OpenCL 1.2 does not report a PCI location: the first one CUDA could name.
    std::snprintf(pciBusId, static_cast<size_t>(len), "0000:00:00.0");
  });
}

cudaError_t cudaDeviceGetByPCIBusId(int *device, const char *pciBusId) {
  return apiCall([&] {
    if (!device || !pciBusId)
      throw CudaError{cudaErrorInvalidValue};
    unsigned domain = 0, bus = 0, dev = 0, fn = 0;
    if (std::sscanf(pciBusId, "%x:%x:%x.%x", &domain, &bus, &dev, &fn) != 4 &&
        std::sscanf(pciBusId, "%x:%x.%x", &bus, &dev, &fn) != 3)
      throw CudaError{cudaErrorInvalidValue};
    if (domain || bus || dev || fn)
      throw CudaError{cudaErrorInvalidDevice};
    *device = 0;
  });
}

// Peers: one device, so never a peer (CUDA: a device is not its own peer).
cudaError_t cudaDeviceCanAccessPeer(int *canAccessPeer, int device, int peerDevice) {
  return apiCall([&] {
    if (!canAccessPeer)
      throw CudaError{cudaErrorInvalidValue};
    checkDevice(device);
    checkDevice(peerDevice);
    *canAccessPeer = 0;
  });
}

cudaError_t cudaDeviceEnablePeerAccess(int peerDevice, unsigned int flags) {
  return apiCall([&] {
    checkDevice(peerDevice);
    if (flags)
      throw CudaError{cudaErrorInvalidValue};
    throw CudaError{cudaErrorInvalidDevice};
  });
}

cudaError_t cudaDeviceDisablePeerAccess(int peerDevice) {
  return apiCall([&] {
    checkDevice(peerDevice);
    throw CudaError{cudaErrorPeerAccessNotEnabled};
  });
}

// Limits: kept and reported; none changes what a launch may do (OpenCL sizes
// private memory per kernel, and device printf and malloc are not buffered
// by size).
cudaError_t cudaDeviceSetLimit(cudaLimit limit, size_t value) {
  return apiCall([&] {
    checkedEnum(limit, cudaLimitStackSize, cudaLimitPersistingL2CacheSize,
                cudaErrorUnsupportedLimit);
    Context::get().limits[limit] = value;
  });
}

cudaError_t cudaDeviceGetLimit(size_t *value, cudaLimit limit) {
  return apiCall([&] {
    if (!value)
      throw CudaError{cudaErrorInvalidValue};
    checkedEnum(limit, cudaLimitStackSize, cudaLimitPersistingL2CacheSize,
                cudaErrorUnsupportedLimit);
    *value = Context::get().limits[limit];
  });
}

cudaError_t cudaThreadSetLimit(cudaLimit limit, size_t value) {
  return cudaDeviceSetLimit(limit, value);
}
cudaError_t cudaThreadGetLimit(size_t *value, cudaLimit limit) {
  return cudaDeviceGetLimit(value, limit);
}

cudaError_t cudaDeviceGetCacheConfig(cudaFuncCache *config) {
  return apiCall([&] {
    if (!config)
      throw CudaError{cudaErrorInvalidValue};
    *config = Context::get().cacheConfig;
  });
}
cudaError_t cudaThreadGetCacheConfig(cudaFuncCache *config) {
  return cudaDeviceGetCacheConfig(config);
}

cudaError_t cudaDeviceGetSharedMemConfig(cudaSharedMemConfig *config) {
  return apiCall([&] {
    if (!config)
      throw CudaError{cudaErrorInvalidValue};
    *config = Context::get().sharedMemConfig;
  });
}

// Priorities are accepted (CUDA's range: 0 the least, -1 the greatest) and
// kept per stream; OpenCL 1.2 queues have no priority, so they reorder nothing.
cudaError_t cudaDeviceGetStreamPriorityRange(int *leastPriority, int *greatestPriority) {
  return apiCall([&] {
    if (leastPriority)
      *leastPriority = 0;
    if (greatestPriority)
      *greatestPriority = -1;
  });
}

cudaError_t cudaDeviceGetP2PAttribute(int *value, cudaDeviceP2PAttr attr, int srcDevice,
                                      int dstDevice) {
  return apiCall([&] {
    checkedEnum(attr, cudaDevP2PAttrPerformanceRank, cudaDevP2PAttrCudaArrayAccessSupported,
                cudaErrorInvalidValue);
    if (!value)
      throw CudaError{cudaErrorInvalidValue};
    checkDevice(srcDevice);
    checkDevice(dstDevice);
    // CUDA: a device and itself are no pair. With one device there is none.
    throw CudaError{cudaErrorInvalidDevice};
  });
}

// No L2 persistence to reset (cudaDevAttrMaxPersistingL2CacheSize is 0).
cudaError_t cudaCtxResetPersistingL2Cache(void) {
  return apiCall([] { Context::get().device(); });
}

} // extern "C"
