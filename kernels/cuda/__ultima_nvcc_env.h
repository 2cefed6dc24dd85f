/*===- __ultima_nvcc_env.h - what nvcc's environment gives a .cu file -----===*\
 *
 * nvcc force-includes cuda_runtime.h into every .cu file, and that header
 * brings more than the runtime API: nvcc's version macros, the include
 * guards of the toolkit headers it includes (programs test them, as the
 * CUDA samples' helper_cuda.h tests __DRIVER_TYPES_H__ and
 * __CUDA_RUNTIME_H__ before defining checkCudaErrors), and on the host side
 * the C and C++ library headers that its math and common-function headers
 * include (math.h, stdlib.h, string.h, time.h, ... and cmath, cstdlib,
 * utility, limits, new), so that host code calls fabs, malloc, memcpy,
 * clock and NULL without an #include of its own. Included by the prelude
 * after cuda_runtime.h. NVRTC (__CUDACC_RTC__, the runtime's kernels)
 * includes no host header, and neither does this file there.
 * docs/ultima-cc.md lists what comes from here.
\*===----------------------------------------------------------------------===*/
#ifndef __ULTIMA_NVCC_ENV_H
#define __ULTIMA_NVCC_ENV_H

#include <__ultima_version.h>

#ifndef __CUDACC_RTC__
/* nvcc's predefined version macros. */
#ifndef __CUDACC_VER_MAJOR__
#define __CUDACC_VER_MAJOR__ __ULTIMA_CUDA_VERSION_MAJOR
#define __CUDACC_VER_MINOR__ __ULTIMA_CUDA_VERSION_MINOR
#define __CUDACC_VER_BUILD__ __ULTIMA_CUDA_VERSION_BUILD
#endif
#endif

/* The include guards of the headers cuda_runtime.h includes. ultima's own
   headers keep guards of their own; these say "included" to programs that
   ask, as they do under nvcc. */
#define __CUDA_RUNTIME_H__
#define __CUDA_RUNTIME_API_H__
#define __DRIVER_TYPES_H__
#define __DRIVER_FUNCTIONS_H__
#define __HOST_CONFIG_H__
#define __HOST_DEFINES_H__
#define __BUILTIN_TYPES_H__
#define __DEVICE_TYPES_H__
#define __SURFACE_TYPES_H__
#define __TEXTURE_TYPES_H__
#define __VECTOR_TYPES_H__
#define __VECTOR_FUNCTIONS_H__
#define __LIBRARY_TYPES_H__
#define __CHANNEL_DESCRIPTOR_H__
#define __COMMON_FUNCTIONS_H__
#define __MATH_FUNCTIONS_H__
#define __DEVICE_FUNCTIONS_H__
#define __DEVICE_LAUNCH_PARAMETERS_H__
#define __DEVICE_ATOMIC_FUNCTIONS_H__
#define __DEVICE_DOUBLE_FUNCTIONS_H__
#define __SM_20_ATOMIC_FUNCTIONS_H__
#define __SM_32_ATOMIC_FUNCTIONS_H__
#define __SM_35_ATOMIC_FUNCTIONS_H__
#define __SM_60_ATOMIC_FUNCTIONS_H__
#define __SM_20_INTRINSICS_H__
#define __SM_30_INTRINSICS_H__
#define __SM_32_INTRINSICS_H__
#define __SM_35_INTRINSICS_H__
#define __SM_61_INTRINSICS_H__
#define __CUDA_DEVICE_RUNTIME_API_H__
#define __CUDA_SURFACE_TYPES_H__
#define __CUDA_TEXTURE_TYPES_H__
#define __SURFACE_FUNCTIONS_H__
#define __TEXTURE_FETCH_FUNCTIONS_H__
#define __TEXTURE_INDIRECT_FUNCTIONS_H__
#define __SURFACE_INDIRECT_FUNCTIONS_H__

#ifndef __CUDACC_RTC__
/* The host C library, as CUDA's math_functions.h and common_functions.h
   include it. */
#include <limits.h>
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <ctype.h>
#include <stdio.h>
#include <assert.h>
#ifdef __cplusplus
#include <cmath>
#include <cstdlib>
#include <limits>
#include <new>
#include <utility>
#endif
#else
/* NVRTC declares assert() without an #include (CuPy's kernels and its
   carray.cuh use it so). */
#include <assert.h>
#endif

#endif
