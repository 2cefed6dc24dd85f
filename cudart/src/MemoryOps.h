//===- MemoryOps.h - the copies and fills every memory API uses -*- C++ -*-===//
#ifndef ULTIMA_CUDART_MEMORYOPS_H
#define ULTIMA_CUDART_MEMORYOPS_H

#include "CudaTypes.h"

namespace ultima::cudart {

/// Copies \p count bytes in the direction the addresses say (device
/// addresses lie in the reserved range); \p kind is checked to be one of
/// CUDA's five. Copies between host memory are made after \p stream's work;
/// the others are queued on \p stream, and waited for when \p wait. On a
/// capturing stream, these copies and fills are recorded (Capture.h).
void copy(void *dst, const void *src, size_t count, cudaMemcpyKind kind, cudaStream_t stream,
          bool wait);
/// Sets \p count bytes of device memory at \p p to \p value on \p stream.
void fill(void *p, int value, size_t count, cudaStream_t stream, bool wait);
/// Sets \p bytes of device memory at \p p to elements of \p elementSize
/// bytes (1, 2 or 4, aligned) holding \p value.
void fillValue(void *p, unsigned int value, unsigned int elementSize, size_t bytes,
               cudaStream_t stream, bool wait);
/// A 2-D copy of \p height rows of \p width bytes (ApiPitched.cpp); a width
/// larger than a pitch is cudaErrorInvalidPitchValue.
void copy2D(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height,
            cudaMemcpyKind kind, cudaStream_t stream, bool wait);
/// A 3-D copy (ApiPitched.cpp), between linear memories or CUDA arrays.
void copy3D(const cudaMemcpy3DParms &p, cudaStream_t stream, bool wait);
/// Rewrites the CUDA arrays of \p p as the pitched memory they are, with the
/// positions and the extent in bytes (ApiArrays.cpp); an invalid array is
/// cudaErrorInvalidValue.
void arraysToPitched(cudaMemcpy3DParms &p);
/// cudaMemsetParams' 2-D fill, queued on \p stream.
void fillElements(const cudaMemsetParams &p, cudaStream_t stream);

} // namespace ultima::cudart

#endif
