/*===- __ultima_version.h - the CUDA toolkit version ultima models --------===*\
 *
 * The one place that says which CUDA version ultima's headers declare: the
 * runtime API of CUDA 11.8 (docs/cuda-api.md). CUDART_VERSION (the runtime
 * API headers), CUDA_VERSION (cuda.h), nvcc's __CUDACC_VER_*__ and the
 * values cudaRuntimeGetVersion and cudaDriverGetVersion report all come
 * from here. Plain macros, readable from C, C++, CUDA and libultima-cudart.
\*===----------------------------------------------------------------------===*/
#ifndef __ULTIMA_VERSION_H
#define __ULTIMA_VERSION_H
#define __ULTIMA_CUDA_VERSION 11080 /* 1000 * major + 10 * minor */
#define __ULTIMA_CUDA_VERSION_MAJOR 11
#define __ULTIMA_CUDA_VERSION_MINOR 8
#define __ULTIMA_CUDA_VERSION_BUILD 89 /* nvcc 11.8's build number */
/* What cudaDriverGetVersion reports: the newest CUDA driver API whose
 * features that programs check the driver version for libultima-cudart
 * implements (CUDA 12.8's conditional graph nodes, if/else and switch
 * included: docs/ultima-cc.md). A driver newer than the runtime is CUDA's
 * usual case. */
#define __ULTIMA_DRIVER_VERSION 12080
#endif
