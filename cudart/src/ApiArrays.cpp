//===- ApiArrays.cpp - CUDA arrays, textures and surfaces (not yet) -------===//
///
/// \file
/// CUDA arrays exist for textures and surfaces, which device code cannot use
/// yet (the translator reports ultima-unsupported-texture): every function
/// that makes, fills or binds one returns cudaErrorNotSupported, so that a
/// program fails at its first such call with an error it can print, rather
/// than at link time. docs/cuda-api.md lists them. cudaCreateChannelDesc
/// only describes a format and works.
///
//===----------------------------------------------------------------------===//
#include "Context.h"

using namespace ultima::cudart;

// The texture header's types (kernels/cuda/__ultima_texture.h) are for the
// CUDA parse; these functions only refuse, so their names are enough.
struct textureReference;
struct surfaceReference;
struct cudaResourceDesc;
struct cudaTextureDesc;
struct cudaResourceViewDesc;
using cudaTextureObject_t = unsigned long long;
using cudaSurfaceObject_t = unsigned long long;

namespace {
cudaError_t notSupported() {
  return apiCall([] { throw CudaError{cudaErrorNotSupported}; });
}
} // namespace

extern "C" {

cudaChannelFormatDesc cudaCreateChannelDesc(int x, int y, int z, int w, cudaChannelFormatKind f) {
  return cudaChannelFormatDesc{x, y, z, w, f};
}

cudaError_t cudaMallocArray(cudaArray_t *, const cudaChannelFormatDesc *, size_t, size_t,
                            unsigned int) {
  return notSupported();
}
cudaError_t cudaMalloc3DArray(cudaArray_t *, const cudaChannelFormatDesc *, cudaExtent,
                              unsigned int) {
  return notSupported();
}
cudaError_t cudaFreeArray(cudaArray_t array) {
  // No array was ever made: only null (which CUDA accepts) is valid.
  return array ? notSupported() : cudaSuccess;
}
cudaError_t cudaGetChannelDesc(cudaChannelFormatDesc *, cudaArray_const_t) {
  return notSupported();
}
cudaError_t cudaMemcpyToArray(cudaArray_t, size_t, size_t, const void *, size_t, cudaMemcpyKind) {
  return notSupported();
}
cudaError_t cudaMemcpyFromArray(void *, cudaArray_const_t, size_t, size_t, size_t, cudaMemcpyKind) {
  return notSupported();
}
cudaError_t cudaMemcpy2DToArray(cudaArray_t, size_t, size_t, const void *, size_t, size_t, size_t,
                                cudaMemcpyKind) {
  return notSupported();
}
cudaError_t cudaMemcpy2DFromArray(void *, size_t, cudaArray_const_t, size_t, size_t, size_t, size_t,
                                  cudaMemcpyKind) {
  return notSupported();
}
cudaError_t cudaMemcpy2DToArrayAsync(cudaArray_t, size_t, size_t, const void *, size_t, size_t,
                                     size_t, cudaMemcpyKind, cudaStream_t) {
  return notSupported();
}
cudaError_t cudaBindTexture(size_t *, const textureReference *, const void *,
                            const cudaChannelFormatDesc *, size_t) {
  return notSupported();
}
cudaError_t cudaBindTexture2D(size_t *, const textureReference *, const void *,
                              const cudaChannelFormatDesc *, size_t, size_t, size_t) {
  return notSupported();
}
cudaError_t cudaBindTextureToArray(const textureReference *, cudaArray_const_t,
                                   const cudaChannelFormatDesc *) {
  return notSupported();
}
cudaError_t cudaUnbindTexture(const textureReference *) { return notSupported(); }
cudaError_t cudaGetTextureAlignmentOffset(size_t *, const textureReference *) {
  return notSupported();
}
cudaError_t cudaGetTextureReference(const textureReference **, const void *) {
  return notSupported();
}
cudaError_t cudaBindSurfaceToArray(const surfaceReference *, cudaArray_const_t,
                                   const cudaChannelFormatDesc *) {
  return notSupported();
}
cudaError_t cudaCreateTextureObject(cudaTextureObject_t *, const cudaResourceDesc *,
                                    const cudaTextureDesc *, const cudaResourceViewDesc *) {
  return notSupported();
}
cudaError_t cudaDestroyTextureObject(cudaTextureObject_t) { return notSupported(); }
cudaError_t cudaCreateSurfaceObject(cudaSurfaceObject_t *, const cudaResourceDesc *) {
  return notSupported();
}
cudaError_t cudaDestroySurfaceObject(cudaSurfaceObject_t) { return notSupported(); }

} // extern "C"
