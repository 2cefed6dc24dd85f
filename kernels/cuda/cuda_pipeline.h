/* <cuda_pipeline.h>'s pipeline primitives (CUDA C++ Programming Guide,
   "Pipeline Primitives Interface"), in the CUDA C++ subset ultima
   translates (isEmbeddedSourceHeader). Written from the guide;
   docs/device-library.md lists what is supported.

   OpenCL C 1.2 has no asynchronous copy a thread could wait on later, so
   __pipeline_memcpy_async copies at the call: every batch is complete when
   committed and __pipeline_wait_prior has nothing to wait for. As in CUDA,
   other threads of the block see the copies after a __syncthreads(). The
   experimental C++ interface of this header (nvcuda::experimental::pipeline)
   and __pipeline_arrive_on (an awbarrier, <cuda_awbarrier.h>) are not
   provided; <cuda/pipeline> is the supported C++ interface. */
#pragma once

/* Copies size_and_align bytes (4, 8 or 16) to shared memory: the first
   size_and_align - zfill from src_global, then zfill zero bytes. */
__device__ inline void __pipeline_memcpy_async(void *__restrict__ dst_shared,
                                               const void *__restrict__ src_global,
                                               size_t size_and_align, size_t zfill = 0) {
  char *d = (char *)dst_shared;
  const char *s = (const char *)src_global;
  size_t copied = size_and_align - zfill;
  for (size_t i = 0; i < copied; ++i)
    d[i] = s[i];
  for (size_t i = copied; i < size_and_align; ++i)
    d[i] = 0;
}

/* Ends the thread's current batch of copies: complete already. */
__device__ inline void __pipeline_commit() {}

/* Waits until at most prior batches are still in flight: none are. */
__device__ inline void __pipeline_wait_prior(size_t prior) { (void)prior; }
