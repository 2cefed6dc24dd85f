/*===- __ultima_prelude.h - CUDA builtins as the translator sees them ------===*\
 *
 * Force-included before every input. Declarations only: ultima never emits
 * anything declared here; the printer maps each use to its OpenCL form
 * (tool/lib/Builtins). No CUDA toolkit header is ever seen: the CUDA headers
 * come from kernels/cuda (docs/cuda-api.md).
\*===----------------------------------------------------------------------===*/
#ifndef __ULTIMA_PRELUDE_H
#define __ULTIMA_PRELUDE_H

#define __ULTIMA__ 1
#ifndef __CUDACC__
#define __CUDACC__ 1
#endif
#ifndef __NVCC__
#define __NVCC__ 1
#endif

#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
/* `__shared__ alignas(N)` in the main file, which Clang 15 would refuse after
   the GNU attribute: the frontend writes __shared_alignas__ (Frontend.cpp,
   acceptSharedAlignas); _Alignas is a declaration specifier Clang takes in
   any position. */
#define __shared_alignas__ __attribute__((shared)) _Alignas
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __forceinline__ __inline__ __attribute__((always_inline))
/* Clang 15+ treats __noinline__ as a CUDA keyword; older ones need the macro.
   Detected, not version-checked (see clang-compat/README.md). */
#if __is_identifier(__noinline__)
#define __noinline__ __attribute__((noinline))
#endif
#define __device_builtin__
#define __builtin_align__(a) __attribute__((aligned(a)))
/* host_defines.h: CUDA's spelling of an alignment, and __grid_constant__
   (CUDA 11.7), which marks a const kernel parameter whose address may be
   taken: a parameter is a parameter to OpenCL, so it adds nothing. */
#define __align__(n) __attribute__((aligned(n)))
#define __grid_constant__
#define __restrict__ __restrict
#define __ULTIMA_BUILTIN__ __attribute__((device))

typedef __SIZE_TYPE__ size_t;
typedef __PTRDIFF_TYPE__ ptrdiff_t;

/* Vector types with CUDA's sizes and alignments. The make_ functions are
   __host__ __device__ as in CUDA's vector_functions.h: host code builds vectors too. */
#define __ULTIMA_VEC(T, N, A)                                                  \
  struct __builtin_align__(A) N##1 { T x; };                                   \
  struct __builtin_align__(2 * A) N##2 { T x, y; };                            \
  struct N##3 { T x, y, z; };                                                  \
  struct __builtin_align__(4 * A) N##4 { T x, y, z, w; };                      \
  typedef struct N##1 N##1;                                                    \
  typedef struct N##2 N##2;                                                    \
  typedef struct N##3 N##3;                                                    \
  typedef struct N##4 N##4;                                                    \
  __ULTIMA_MAKE(T, N)
#ifdef __ULTIMA_CC_HOST__
/* ultima-cc's host compilation runs them: definitions. */
#define __ULTIMA_MAKE(T, N)                                                    \
  static inline __host__ __device__ N##1 make_##N##1(T x) {                    \
    N##1 v = {x};                                                              \
    return v;                                                                  \
  }                                                                            \
  static inline __host__ __device__ N##2 make_##N##2(T x, T y) {               \
    N##2 v = {x, y};                                                           \
    return v;                                                                  \
  }                                                                            \
  static inline __host__ __device__ N##3 make_##N##3(T x, T y, T z) {          \
    N##3 v = {x, y, z};                                                        \
    return v;                                                                  \
  }                                                                            \
  static inline __host__ __device__ N##4 make_##N##4(T x, T y, T z, T w) {     \
    N##4 v = {x, y, z, w};                                                     \
    return v;                                                                  \
  }
#else
#define __ULTIMA_MAKE(T, N)                                                    \
  __host__ __ULTIMA_BUILTIN__ N##1 make_##N##1(T);                             \
  __host__ __ULTIMA_BUILTIN__ N##2 make_##N##2(T, T);                          \
  __host__ __ULTIMA_BUILTIN__ N##3 make_##N##3(T, T, T);                       \
  __host__ __ULTIMA_BUILTIN__ N##4 make_##N##4(T, T, T, T);
#endif
__ULTIMA_VEC(signed char, char, 1)
__ULTIMA_VEC(unsigned char, uchar, 1)
__ULTIMA_VEC(short, short, 2)
__ULTIMA_VEC(unsigned short, ushort, 2)
__ULTIMA_VEC(int, int, 4)
__ULTIMA_VEC(unsigned int, uint, 4)
__ULTIMA_VEC(long, long, 8)
__ULTIMA_VEC(unsigned long, ulong, 8)
__ULTIMA_VEC(long long, longlong, 8)
__ULTIMA_VEC(unsigned long long, ulonglong, 8)
__ULTIMA_VEC(float, float, 4)
__ULTIMA_VEC(double, double, 8)
#undef __ULTIMA_VEC
#undef __ULTIMA_MAKE

struct dim3 {
  unsigned int x, y, z;
  __host__ __device__ dim3(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1)
      : x(vx), y(vy), z(vz) {}
  __host__ __device__ dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
  __host__ __device__ operator uint3() const { return uint3{x, y, z}; }
};
typedef struct dim3 dim3;

/* The thread-index variables: the printer turns `threadIdx.x` into get_local_id(0). */
extern const __ULTIMA_BUILTIN__ uint3 threadIdx;
extern const __ULTIMA_BUILTIN__ uint3 blockIdx;
extern const __ULTIMA_BUILTIN__ dim3 blockDim;
extern const __ULTIMA_BUILTIN__ dim3 gridDim;
extern const __ULTIMA_BUILTIN__ int warpSize;

extern "C" {
__ULTIMA_BUILTIN__ void __syncthreads(void);
__ULTIMA_BUILTIN__ int __syncthreads_count(int);
__ULTIMA_BUILTIN__ int __syncthreads_and(int);
__ULTIMA_BUILTIN__ int __syncthreads_or(int);
__ULTIMA_BUILTIN__ void __threadfence(void);
__ULTIMA_BUILTIN__ void __threadfence_block(void);
__ULTIMA_BUILTIN__ void __threadfence_system(void);
__ULTIMA_BUILTIN__ int printf(const char *, ...);
/* Device-side malloc/free, declared as CUDA does: Clang's own C++ wrapper
   headers (<new> in CUDA mode) call them. OpenCL C has no device heap, so
   device code that calls them is rejected; host code uses the host's. */
__ULTIMA_BUILTIN__ void *malloc(size_t);
__ULTIMA_BUILTIN__ void free(void *);
}

/* The runtime API, as nvcc includes it implicitly: host code (parsed, never
   emitted) may call it, and <<<...>>> needs its launch functions
   (cudaConfigureCall, __cudaPushCallConfiguration). docs/cuda-api.md. */
#include <cuda_runtime.h>

#include <__ultima_math.h>
/* Source code (templates with bodies, translated where called), though in
   the precompiled prelude: math calls with mixed argument types. */
#include <__ultima_math_promotion.h>
#include <__ultima_m_constants.h>
#include <__ultima_atomics.h>
#include <__ultima_warp.h>

/* The rest of nvcc's environment: version and guard macros, and the host
   C library on the host side (not under NVRTC). */
#include <__ultima_nvcc_env.h>

#endif
