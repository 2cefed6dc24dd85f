//===- MemoryOps.h - the copies and fills every memory API uses -*- C++ -*-===//
#ifndef ULTIMA_CUDART_MEMORYOPS_H
#define ULTIMA_CUDART_MEMORYOPS_H

#include "CudaTypes.h"

namespace ultima::cudart {

/// Copies \p count bytes in the direction the addresses say (device
/// addresses lie in the reserved range); \p kind is checked to be one of
/// CUDA's five. Copies between host memory are made after \p stream's work;
/// the others are queued on \p stream, and waited for when \p wait.
void copy(void *dst, const void *src, size_t count, cudaMemcpyKind kind, cudaStream_t stream,
          bool wait);
/// Sets \p count bytes of device memory at \p p to \p value on \p stream.
void fill(void *p, int value, size_t count, cudaStream_t stream, bool wait);

} // namespace ultima::cudart

#endif
