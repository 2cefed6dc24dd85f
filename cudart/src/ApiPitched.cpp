//===- ApiPitched.cpp - pitched 2-D and 3-D memory -------------------------===//
///
/// \file
/// Pitched memory is linear memory with padded rows: cudaMallocPitch and
/// cudaMalloc3D pad rows to 256 bytes (cudaDeviceProp::texturePitchAlignment
/// divides it). 2-D and 3-D copies and fills go row by row through the 1-D
/// paths, in any direction; the Async forms queue every row on the stream.
/// A 3-D copy from or to a CUDA array (ApiArrays.cpp) is a copy of the
/// pitched memory the array is.
///
//===----------------------------------------------------------------------===//
#include "Capture.h"
#include "Context.h"
#include "MemoryOps.h"

using namespace ultima::cudart;

namespace {

constexpr size_t PitchAlignment = 256;

size_t pitchFor(size_t width) {
  return (width + PitchAlignment - 1) / PitchAlignment * PitchAlignment;
}

} // namespace

void ultima::cudart::copy2D(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width,
                            size_t height, cudaMemcpyKind kind, cudaStream_t stream, bool wait) {
  if (width > dpitch || width > spitch)
    throw CudaError{cudaErrorInvalidPitchValue};
  if (width && height && capturing(stream)) { // one node, as CUDA records it
    cudaMemcpy3DParms p{};
    p.srcPtr = cudaPitchedPtr{const_cast<void *>(src), spitch, width, height};
    p.dstPtr = cudaPitchedPtr{dst, dpitch, width, height};
    p.extent = cudaExtent{width, height, 1};
    p.kind = kind;
    record(stream, copyNode(p));
    return;
  }
  for (size_t row = 0; row < height; ++row)
    copy(static_cast<char *>(dst) + row * dpitch, static_cast<const char *>(src) + row * spitch,
         width, kind, stream, wait && row + 1 == height);
}

namespace {

void fill2D(void *p, size_t pitch, int value, size_t width, size_t height, cudaStream_t stream,
            bool wait) {
  if (width > pitch)
    throw CudaError{cudaErrorInvalidPitchValue};
  if (width && height && capturing(stream)) {
    record(stream, memsetNode(cudaMemsetParams{p, pitch, static_cast<unsigned char>(value), 1,
                                               width, height}));
    return;
  }
  for (size_t row = 0; row < height; ++row)
    fill(static_cast<char *>(p) + row * pitch, value, width, stream, wait && row + 1 == height);
}

/// The byte address of \p pos in \p p (x in bytes, as CUDA's linear memory).
char *at(const cudaPitchedPtr &p, const cudaPos &pos) {
  return static_cast<char *>(p.ptr) + (pos.z * p.ysize + pos.y) * p.pitch + pos.x;
}

} // namespace

void ultima::cudart::copy3D(const cudaMemcpy3DParms &params, cudaStream_t stream, bool wait) {
  cudaMemcpy3DParms p = params;
  arraysToPitched(p);
  if (!p.srcPtr.ptr || !p.dstPtr.ptr)
    throw CudaError{cudaErrorInvalidValue};
  const cudaExtent &e = p.extent;
  if (e.depth > 1 && e.width && e.height && capturing(stream)) {
    record(stream, copyNode(p));
    return;
  }
  for (size_t z = 0; z < e.depth; ++z) {
    cudaPos s = p.srcPos, d = p.dstPos;
    s.z += z;
    d.z += z;
    copy2D(at(p.dstPtr, d), p.dstPtr.pitch, at(p.srcPtr, s), p.srcPtr.pitch, e.width, e.height,
           p.kind, stream, wait && z + 1 == e.depth);
  }
}

void ultima::cudart::fillElements(const cudaMemsetParams &p, cudaStream_t stream) {
  size_t rowBytes = p.width * p.elementSize;
  for (size_t row = 0; row < p.height; ++row)
    fillValue(static_cast<char *>(p.dst) + row * p.pitch, p.value, p.elementSize, rowBytes, stream,
              false);
}

extern "C" {

cudaError_t cudaMallocPitch(void **devPtr, size_t *pitch, size_t width, size_t height) {
  return apiCall([&] {
    if (!devPtr || !pitch)
      throw CudaError{cudaErrorInvalidValue};
    refuseUnsafeCall();
    *pitch = pitchFor(width);
    *devPtr = nullptr;
    if (*pitch * height)
      *devPtr = Context::get().allocate(*pitch * height);
  });
}

cudaError_t cudaMalloc3D(cudaPitchedPtr *pitchedDevPtr, cudaExtent extent) {
  return apiCall([&] {
    if (!pitchedDevPtr)
      throw CudaError{cudaErrorInvalidValue};
    refuseUnsafeCall();
    size_t pitch = pitchFor(extent.width), bytes = pitch * extent.height * extent.depth;
    *pitchedDevPtr = cudaPitchedPtr{bytes ? Context::get().allocate(bytes) : nullptr, pitch,
                                    extent.width, extent.height};
  });
}

cudaError_t cudaMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width,
                         size_t height, cudaMemcpyKind kind) {
  return apiCall([&] { copy2D(dst, dpitch, src, spitch, width, height, kind, nullptr, true); });
}

cudaError_t cudaMemcpy2DAsync(void *dst, size_t dpitch, const void *src, size_t spitch,
                              size_t width, size_t height, cudaMemcpyKind kind,
                              cudaStream_t stream) {
  return apiCall([&] { copy2D(dst, dpitch, src, spitch, width, height, kind, stream, false); });
}

cudaError_t cudaMemset2D(void *devPtr, size_t pitch, int value, size_t width, size_t height) {
  return apiCall([&] { fill2D(devPtr, pitch, value, width, height, nullptr, true); });
}

cudaError_t cudaMemset2DAsync(void *devPtr, size_t pitch, int value, size_t width, size_t height,
                              cudaStream_t stream) {
  return apiCall([&] { fill2D(devPtr, pitch, value, width, height, stream, false); });
}

cudaError_t cudaMemset3D(cudaPitchedPtr p, int value, cudaExtent extent) {
  return apiCall([&] {
    for (size_t z = 0; z < extent.depth; ++z)
      fill2D(at(p, cudaPos{0, 0, z}), p.pitch, value, extent.width, extent.height, nullptr,
             z + 1 == extent.depth);
  });
}

cudaError_t cudaMemcpy3D(const cudaMemcpy3DParms *p) {
  return apiCall([&] {
    if (!p)
      throw CudaError{cudaErrorInvalidValue};
    copy3D(*p, nullptr, true);
  });
}

cudaError_t cudaMemcpy3DAsync(const cudaMemcpy3DParms *p, cudaStream_t stream) {
  return apiCall([&] {
    if (!p)
      throw CudaError{cudaErrorInvalidValue};
    copy3D(*p, stream, false);
  });
}

// One device: a peer copy is a copy within it.
cudaError_t cudaMemcpyPeer(void *dst, int dstDevice, const void *src, int srcDevice, size_t count) {
  return apiCall([&] {
    if (dstDevice != 0 || srcDevice != 0)
      throw CudaError{cudaErrorInvalidDevice};
    copy(dst, src, count, cudaMemcpyDeviceToDevice, nullptr, true);
  });
}

cudaError_t cudaMemcpyPeerAsync(void *dst, int dstDevice, const void *src, int srcDevice,
                                size_t count, cudaStream_t stream) {
  return apiCall([&] {
    if (dstDevice != 0 || srcDevice != 0)
      throw CudaError{cudaErrorInvalidDevice};
    copy(dst, src, count, cudaMemcpyDeviceToDevice, stream, false);
  });
}

} // extern "C"
