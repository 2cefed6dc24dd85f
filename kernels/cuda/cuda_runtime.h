/*===- cuda_runtime.h - the CUDA runtime API with its C++ overloads -------===*\
 *
 * The C API (cuda_runtime_api.h) plus the C++ template overloads the CUDA
 * Runtime API documents ("C++ API Routines"): typed pointers, symbols passed
 * as variables, kernels passed as functions. Each is an inline wrapper that
 * forwards to the C function, except the cudaOccupancyMaxPotentialBlockSize
 * family, which searches block sizes with the C occupancy API. Kernels are taken as `T *` (CUDA documents `const T *`,
 * which Clang cannot deduce from a function). Included by the prelude (nvcc
 * includes it implicitly too).
\*===----------------------------------------------------------------------===*/
#ifndef __ULTIMA_CUDA_RUNTIME_H
#define __ULTIMA_CUDA_RUNTIME_H

#include <cuda_runtime_api.h>
/* A C file (ultima-cc compiles .c files as C, as nvcc's host compiler
   does) sees the C API alone. */
#ifdef __cplusplus
#include <__ultima_texture.h>
#include <channel_descriptor.h>

/* Memory. */
static inline __host__ cudaError_t cudaMemPrefetchAsync(const void *devPtr, size_t count,
                                                        cudaMemLocation location,
                                                        unsigned int flags,
                                                        cudaStream_t stream = 0) {
  return cudaMemPrefetchAsync_v2(devPtr, count, location, flags, stream);
}
static inline __host__ cudaError_t cudaMemAdvise(const void *devPtr, size_t count,
                                                 cudaMemoryAdvise advice,
                                                 cudaMemLocation location) {
  return cudaMemAdvise_v2(devPtr, count, advice, location);
}
template <class T> static inline __host__ cudaError_t cudaMalloc(T **devPtr, size_t size) {
  return ::cudaMalloc((void **)(void *)devPtr, size);
}
template <class T>
static inline __host__ cudaError_t cudaMallocHost(T **ptr, size_t size, unsigned int flags = 0) {
  return ::cudaHostAlloc((void **)(void *)ptr, size, flags);
}
static inline __host__ cudaError_t cudaMallocHost(void **ptr, size_t size, unsigned int flags) {
  return ::cudaHostAlloc(ptr, size, flags);
}
template <class T>
static inline __host__ cudaError_t cudaHostAlloc(T **ptr, size_t size, unsigned int flags) {
  return ::cudaHostAlloc((void **)(void *)ptr, size, flags);
}
template <class T>
static inline __host__ cudaError_t cudaHostGetDevicePointer(T **pDevice, void *pHost,
                                                            unsigned int flags) {
  return ::cudaHostGetDevicePointer((void **)(void *)pDevice, pHost, flags);
}
template <class T>
static inline __host__ cudaError_t cudaMallocManaged(T **devPtr, size_t size,
                                                     unsigned int flags = cudaMemAttachGlobal) {
  return ::cudaMallocManaged((void **)(void *)devPtr, size, flags);
}
template <class T>
static inline __host__ cudaError_t cudaMallocPitch(T **devPtr, size_t *pitch, size_t width,
                                                   size_t height) {
  return ::cudaMallocPitch((void **)(void *)devPtr, pitch, width, height);
}
template <class T>
static inline __host__ cudaError_t cudaStreamAttachMemAsync(cudaStream_t stream, T *devPtr,
                                                            size_t length = 0,
                                                            unsigned int flags = cudaMemAttachSingle) {
  return ::cudaStreamAttachMemAsync(stream, (void *)devPtr, length, flags);
}

/* Stream-ordered allocation: typed pointers, and a pool as the third argument. */
static inline __host__ cudaError_t cudaMallocAsync(void **ptr, size_t size, cudaMemPool_t memPool,
                                                   cudaStream_t stream) {
  return ::cudaMallocFromPoolAsync(ptr, size, memPool, stream);
}
template <class T>
static inline __host__ cudaError_t cudaMallocAsync(T **ptr, size_t size, cudaMemPool_t memPool,
                                                   cudaStream_t stream) {
  return ::cudaMallocFromPoolAsync((void **)(void *)ptr, size, memPool, stream);
}
template <class T>
static inline __host__ cudaError_t cudaMallocAsync(T **ptr, size_t size, cudaStream_t stream) {
  return ::cudaMallocAsync((void **)(void *)ptr, size, stream);
}
template <class T>
static inline __host__ cudaError_t cudaMallocFromPoolAsync(T **ptr, size_t size,
                                                           cudaMemPool_t memPool,
                                                           cudaStream_t stream) {
  return ::cudaMallocFromPoolAsync((void **)(void *)ptr, size, memPool, stream);
}

/* Symbols (__device__ and __constant__ variables) named by the variable. */
template <class T>
static inline __host__ cudaError_t
cudaMemcpyToSymbol(const T &symbol, const void *src, size_t count, size_t offset = 0,
                   enum cudaMemcpyKind kind = cudaMemcpyHostToDevice) {
  return ::cudaMemcpyToSymbol((const void *)&symbol, src, count, offset, kind);
}
template <class T>
static inline __host__ cudaError_t
cudaMemcpyFromSymbol(void *dst, const T &symbol, size_t count, size_t offset = 0,
                     enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost) {
  return ::cudaMemcpyFromSymbol(dst, (const void *)&symbol, count, offset, kind);
}
template <class T>
static inline __host__ cudaError_t
cudaMemcpyToSymbolAsync(const T &symbol, const void *src, size_t count, size_t offset = 0,
                        enum cudaMemcpyKind kind = cudaMemcpyHostToDevice,
                        cudaStream_t stream = 0) {
  return ::cudaMemcpyToSymbolAsync((const void *)&symbol, src, count, offset, kind, stream);
}
template <class T>
static inline __host__ cudaError_t
cudaMemcpyFromSymbolAsync(void *dst, const T &symbol, size_t count, size_t offset = 0,
                          enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost,
                          cudaStream_t stream = 0) {
  return ::cudaMemcpyFromSymbolAsync(dst, (const void *)&symbol, count, offset, kind, stream);
}
template <class T>
static inline __host__ cudaError_t cudaGetSymbolAddress(void **devPtr, const T &symbol) {
  return ::cudaGetSymbolAddress(devPtr, (const void *)&symbol);
}
template <class T>
static inline __host__ cudaError_t cudaGetSymbolSize(size_t *size, const T &symbol) {
  return ::cudaGetSymbolSize(size, (const void *)&symbol);
}

/* Events. */
static inline __host__ cudaError_t cudaEventCreate(cudaEvent_t *event, unsigned int flags) {
  return ::cudaEventCreateWithFlags(event, flags);
}

/* Kernels named by the function. */
template <class T>
static inline __host__ cudaError_t cudaFuncGetAttributes(struct cudaFuncAttributes *attr,
                                                         T *entry) {
  return ::cudaFuncGetAttributes(attr, (const void *)entry);
}
template <class T>
static inline __host__ cudaError_t cudaFuncSetCacheConfig(T *func,
                                                          enum cudaFuncCache cacheConfig) {
  return ::cudaFuncSetCacheConfig((const void *)func, cacheConfig);
}
template <class T>
static inline __host__ cudaError_t cudaFuncSetSharedMemConfig(T *func,
                                                              enum cudaSharedMemConfig config) {
  return ::cudaFuncSetSharedMemConfig((const void *)func, config);
}
template <class T>
static inline __host__ cudaError_t cudaFuncSetAttribute(T *entry, enum cudaFuncAttribute attr,
                                                        int value) {
  return ::cudaFuncSetAttribute((const void *)entry, attr, value);
}
template <class T>
static inline __host__ cudaError_t cudaLaunchKernel(T *func, dim3 gridDimension,
                                                    dim3 blockDimension, void **args,
                                                    size_t sharedMem = 0,
                                                    cudaStream_t stream = 0) {
  return ::cudaLaunchKernel((const void *)func, gridDimension, blockDimension, args, sharedMem,
                            stream);
}
template <class T>
static inline __host__ cudaError_t cudaLaunchCooperativeKernel(T *func, dim3 gridDimension,
                                                               dim3 blockDimension, void **args,
                                                               size_t sharedMem = 0,
                                                               cudaStream_t stream = 0) {
  return ::cudaLaunchCooperativeKernel((const void *)func, gridDimension, blockDimension, args,
                                       sharedMem, stream);
}
template <class T>
static inline __host__ cudaError_t
cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, T func, int blockSize,
                                              size_t dynamicSMemSize) {
  return ::cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
      numBlocks, (const void *)func, blockSize, dynamicSMemSize, cudaOccupancyDefault);
}
/* The block size with the most resident threads per multiprocessor (the
   largest such, CUDA's documented choice), searched over multiples of the
   warp size up to the kernel's limit, with a dynamic shared memory size per
   block size; and the grid that fills the device with it. */
template <class UnaryFunction, class T>
static inline __host__ cudaError_t cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(
    int *minGridSize, int *blockSize, T func, UnaryFunction blockSizeToDynamicSMemSize,
    int blockSizeLimit = 0, unsigned int flags = 0) {
  if (!minGridSize || !blockSize || !func)
    return cudaErrorInvalidValue;
  int device, sms, warp, maxPerSm;
  struct cudaFuncAttributes attr;
  cudaError_t e;
  if ((e = ::cudaGetDevice(&device)) != cudaSuccess ||
      (e = ::cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device)) != cudaSuccess ||
      (e = ::cudaDeviceGetAttribute(&warp, cudaDevAttrWarpSize, device)) != cudaSuccess ||
      (e = ::cudaDeviceGetAttribute(&maxPerSm, cudaDevAttrMaxThreadsPerMultiProcessor, device)) !=
          cudaSuccess ||
      (e = ::cudaFuncGetAttributes(&attr, (const void *)func)) != cudaSuccess)
    return e;
  int limit = attr.maxThreadsPerBlock;
  if (blockSizeLimit > 0 && blockSizeLimit < limit)
    limit = blockSizeLimit;
  int bestBlock = 0, bestThreads = 0, bestBlocks = 0;
  for (int size = limit; size > 0; size = (size % warp) ? size - size % warp : size - warp) {
    int blocks = 0;
    e = ::cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
        &blocks, (const void *)func, size, blockSizeToDynamicSMemSize(size), flags);
    if (e != cudaSuccess)
      return e;
    if (blocks * size > bestThreads) {
      bestThreads = blocks * size;
      bestBlock = size;
      bestBlocks = blocks;
    }
    if (bestThreads == maxPerSm)
      break;
  }
  *blockSize = bestBlock;
  *minGridSize = bestBlocks * sms;
  return cudaSuccess;
}
template <class UnaryFunction, class T>
static inline __host__ cudaError_t
cudaOccupancyMaxPotentialBlockSizeVariableSMem(int *minGridSize, int *blockSize, T func,
                                               UnaryFunction blockSizeToDynamicSMemSize,
                                               int blockSizeLimit = 0) {
  return cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(
      minGridSize, blockSize, func, blockSizeToDynamicSMemSize, blockSizeLimit, 0);
}
struct __ultima_fixed_smem {
  size_t bytes;
  __host__ size_t operator()(int) const { return bytes; }
};
template <class T>
static inline __host__ cudaError_t
cudaOccupancyMaxPotentialBlockSizeWithFlags(int *minGridSize, int *blockSize, T func,
                                            size_t dynamicSMemSize = 0, int blockSizeLimit = 0,
                                            unsigned int flags = 0) {
  return cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(
      minGridSize, blockSize, func, __ultima_fixed_smem{dynamicSMemSize}, blockSizeLimit, flags);
}
template <class T>
static inline __host__ cudaError_t cudaOccupancyMaxPotentialBlockSize(int *minGridSize,
                                                                      int *blockSize, T func,
                                                                      size_t dynamicSMemSize = 0,
                                                                      int blockSizeLimit = 0) {
  return cudaOccupancyMaxPotentialBlockSizeWithFlags(minGridSize, blockSize, func,
                                                     dynamicSMemSize, blockSizeLimit, 0);
}

/* A texture reference's constructors (cuda_texture_types.h): the host sets
   the fields, the channel format is T's. */
template <class T, int texType, enum cudaTextureReadMode mode>
__host__ texture<T, texType, mode>::texture(int norm, enum cudaTextureFilterMode fMode,
                                            enum cudaTextureAddressMode aMode) {
  *(struct textureReference *)this = textureReference();
  normalized = norm;
  filterMode = fMode;
  addressMode[0] = addressMode[1] = addressMode[2] = aMode;
  channelDesc = cudaCreateChannelDesc<T>();
}
template <class T, int texType, enum cudaTextureReadMode mode>
__host__ texture<T, texType, mode>::texture(int norm, enum cudaTextureFilterMode fMode,
                                            enum cudaTextureAddressMode aMode,
                                            struct cudaChannelFormatDesc desc) {
  *(struct textureReference *)this = textureReference();
  normalized = norm;
  filterMode = fMode;
  addressMode[0] = addressMode[1] = addressMode[2] = aMode;
  channelDesc = desc;
}
/* A surface reference's (cuda_surface_types.h): the channel format is T's. */
template <class T, int dim> __host__ surface<T, dim>::surface() {
  channelDesc = cudaCreateChannelDesc<T>();
}
template <class T, int dim> __host__ surface<T, dim>::surface(struct cudaChannelFormatDesc desc) {
  channelDesc = desc;
}

/* Texture and surface references named by the variable (deprecated API). */
template <class T, int dim, enum cudaTextureReadMode readMode>
static inline __host__ cudaError_t
cudaBindTexture(size_t *offset, const struct texture<T, dim, readMode> &tex, const void *devPtr,
                const struct cudaChannelFormatDesc &desc, size_t size = 0xffffffffU) {
  return ::cudaBindTexture(offset, &tex, devPtr, &desc, size);
}
template <class T, int dim, enum cudaTextureReadMode readMode>
static inline __host__ cudaError_t cudaBindTexture(size_t *offset,
                                                   const struct texture<T, dim, readMode> &tex,
                                                   const void *devPtr,
                                                   size_t size = 0xffffffffU) {
  return ::cudaBindTexture(offset, &tex, devPtr, &tex.channelDesc, size);
}
template <class T, int dim, enum cudaTextureReadMode readMode>
static inline __host__ cudaError_t
cudaBindTexture2D(size_t *offset, const struct texture<T, dim, readMode> &tex, const void *devPtr,
                  const struct cudaChannelFormatDesc &desc, size_t width, size_t height,
                  size_t pitch) {
  return ::cudaBindTexture2D(offset, &tex, devPtr, &desc, width, height, pitch);
}
template <class T, int dim, enum cudaTextureReadMode readMode>
static inline __host__ cudaError_t
cudaBindTexture2D(size_t *offset, const struct texture<T, dim, readMode> &tex, const void *devPtr,
                  size_t width, size_t height, size_t pitch) {
  return ::cudaBindTexture2D(offset, &tex, devPtr, &tex.channelDesc, width, height, pitch);
}
template <class T, int dim, enum cudaTextureReadMode readMode>
static inline __host__ cudaError_t
cudaBindTextureToArray(const struct texture<T, dim, readMode> &tex, cudaArray_const_t array,
                       const struct cudaChannelFormatDesc &desc) {
  return ::cudaBindTextureToArray(&tex, array, &desc);
}
template <class T, int dim, enum cudaTextureReadMode readMode>
static inline __host__ cudaError_t
cudaBindTextureToArray(const struct texture<T, dim, readMode> &tex, cudaArray_const_t array) {
  struct cudaChannelFormatDesc desc;
  cudaError_t err = ::cudaGetChannelDesc(&desc, array);
  return err == cudaSuccess ? ::cudaBindTextureToArray(&tex, array, &desc) : err;
}
template <class T, int dim, enum cudaTextureReadMode readMode>
static inline __host__ cudaError_t
cudaUnbindTexture(const struct texture<T, dim, readMode> &tex) {
  return ::cudaUnbindTexture(&tex);
}
template <class T, int dim>
static inline __host__ cudaError_t
cudaBindSurfaceToArray(const struct surface<T, dim> &surf, cudaArray_const_t array,
                       const struct cudaChannelFormatDesc &desc) {
  return ::cudaBindSurfaceToArray(&surf, array, &desc);
}
template <class T, int dim>
static inline __host__ cudaError_t cudaBindSurfaceToArray(const struct surface<T, dim> &surf,
                                                          cudaArray_const_t array) {
  struct cudaChannelFormatDesc desc;
  cudaError_t err = ::cudaGetChannelDesc(&desc, array);
  return err == cudaSuccess ? ::cudaBindSurfaceToArray(&surf, array, &desc) : err;
}

/* CUDA 13's names of the graph and capture functions with edge data. */
static inline __host__ cudaError_t cudaGraphAddNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                                   const cudaGraphNode_t *pDependencies,
                                                   const cudaGraphEdgeData *dependencyData,
                                                   size_t numDependencies,
                                                   cudaGraphNodeParams *nodeParams) {
  return cudaGraphAddNode_v2(pGraphNode, graph, pDependencies, dependencyData, numDependencies,
                             nodeParams);
}
static inline __host__ cudaError_t
cudaStreamGetCaptureInfo(cudaStream_t stream, cudaStreamCaptureStatus *captureStatus_out,
                         unsigned long long *id_out, cudaGraph_t *graph_out,
                         const cudaGraphNode_t **dependencies_out,
                         const cudaGraphEdgeData **edgeData_out, size_t *numDependencies_out) {
  return cudaStreamGetCaptureInfo_v3(stream, captureStatus_out, id_out, graph_out,
                                     dependencies_out, edgeData_out, numDependencies_out);
}
static inline __host__ cudaError_t
cudaStreamUpdateCaptureDependencies(cudaStream_t stream, cudaGraphNode_t *dependencies,
                                    const cudaGraphEdgeData *dependencyData,
                                    size_t numDependencies, unsigned int flags) {
  return cudaStreamUpdateCaptureDependencies_v2(stream, dependencies, dependencyData,
                                                numDependencies, flags);
}

#endif /* __cplusplus */

#endif
