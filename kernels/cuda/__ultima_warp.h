/*===- __ultima_warp.h - CUDA warp-level functions -------------------------===*\
 *
 * Declarations only, with CUDA's overload sets (sm_30+ shuffles, sm_70 _sync
 * forms, sm_80 reductions). Lowered by tool/lib/Builtins/WarpBuiltins.cpp to
 * kernels/opencl/warp.cl, which emulates a warp as 32 consecutive work-items
 * of the work-group exchanging values through __local memory.
\*===----------------------------------------------------------------------===*/
#ifndef __ULTIMA_WARP_H
#define __ULTIMA_WARP_H

/* The exchange buffer: one 32-bit slot per work-item (CUDA allows at most
   1024 threads per block). Hoisted into every kernel that reaches a warp
   function, like any static __shared__ variable. */
__shared__ unsigned int __ultima_warp_scratch[1024];

#define __ULTIMA_SHFL(T)                                                       \
  __ULTIMA_BUILTIN__ T __shfl_sync(unsigned int mask, T var, int srcLane,      \
                                   int width = warpSize);                      \
  __ULTIMA_BUILTIN__ T __shfl_up_sync(unsigned int mask, T var,                \
                                      unsigned int delta, int width = warpSize); \
  __ULTIMA_BUILTIN__ T __shfl_down_sync(unsigned int mask, T var,              \
                                        unsigned int delta, int width = warpSize); \
  __ULTIMA_BUILTIN__ T __shfl_xor_sync(unsigned int mask, T var, int laneMask, \
                                       int width = warpSize);                  \
  __ULTIMA_BUILTIN__ T __shfl(T var, int srcLane, int width = warpSize);       \
  __ULTIMA_BUILTIN__ T __shfl_up(T var, unsigned int delta, int width = warpSize); \
  __ULTIMA_BUILTIN__ T __shfl_down(T var, unsigned int delta, int width = warpSize); \
  __ULTIMA_BUILTIN__ T __shfl_xor(T var, int laneMask, int width = warpSize);
__ULTIMA_SHFL(int)
__ULTIMA_SHFL(unsigned int)
__ULTIMA_SHFL(long)
__ULTIMA_SHFL(unsigned long)
__ULTIMA_SHFL(long long)
__ULTIMA_SHFL(unsigned long long)
__ULTIMA_SHFL(float)
__ULTIMA_SHFL(double)
#undef __ULTIMA_SHFL

__ULTIMA_BUILTIN__ unsigned int __ballot_sync(unsigned int mask, int predicate);
__ULTIMA_BUILTIN__ int __any_sync(unsigned int mask, int predicate);
__ULTIMA_BUILTIN__ int __all_sync(unsigned int mask, int predicate);
__ULTIMA_BUILTIN__ int __uni_sync(unsigned int mask, int predicate);
__ULTIMA_BUILTIN__ unsigned int __ballot(int predicate);
__ULTIMA_BUILTIN__ int __any(int predicate);
__ULTIMA_BUILTIN__ int __all(int predicate);
__ULTIMA_BUILTIN__ unsigned int __activemask(void);
__ULTIMA_BUILTIN__ unsigned int __reduce_add_sync(unsigned int mask, unsigned int value);
__ULTIMA_BUILTIN__ unsigned int __reduce_and_sync(unsigned int mask, unsigned int value);
__ULTIMA_BUILTIN__ unsigned int __reduce_or_sync(unsigned int mask, unsigned int value);
__ULTIMA_BUILTIN__ unsigned int __reduce_xor_sync(unsigned int mask, unsigned int value);
__ULTIMA_BUILTIN__ void __syncwarp(unsigned int mask = 0xffffffffu);
/* ultima's own: 1 where every work-item of the work-group reaches the calling
   function (every call on the way from the kernel is), 0 in a function that
   only some may reach (tool/lib/Analysis/WarpUniformity.cpp decides). */
__ULTIMA_BUILTIN__ int __ultima_warp_converged(void);
__ULTIMA_BUILTIN__ int __reduce_add_sync(unsigned int mask, int value);
__ULTIMA_BUILTIN__ unsigned int __reduce_min_sync(unsigned int mask, unsigned int value);
__ULTIMA_BUILTIN__ int __reduce_min_sync(unsigned int mask, int value);
__ULTIMA_BUILTIN__ unsigned int __reduce_max_sync(unsigned int mask, unsigned int value);
__ULTIMA_BUILTIN__ int __reduce_max_sync(unsigned int mask, int value);
__ULTIMA_BUILTIN__ unsigned int __match_any_sync(unsigned int mask, unsigned int value);
__ULTIMA_BUILTIN__ unsigned int __match_any_sync(unsigned int mask, int value);
__ULTIMA_BUILTIN__ unsigned int __match_any_sync(unsigned int mask, float value);

#endif
