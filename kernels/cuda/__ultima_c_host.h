/*===- __ultima_c_host.h - what C host files see of the CUDA headers ------===*\
 *
 * Force-included by ultima-cc into the .c files it compiles (as C, the way
 * nvcc hands them to the host compiler with the CUDA include path), in place
 * of the C++ prelude: the CUDA qualifiers as nothing, size_t, and the plain
 * C structs that the runtime API's declarations use (uint3, dim3). The C++
 * vector types, their make_ functions and the C++ overloads of the API stay
 * C++ only.
\*===----------------------------------------------------------------------===*/
#ifndef __ULTIMA_C_HOST_H
#define __ULTIMA_C_HOST_H

#include <stddef.h>

#define __host__
#define __device__
#define __global__
#define __shared__
#define __constant__
#define __managed__
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __builtin_align__(a) __attribute__((aligned(a)))
/* host_defines.h: CUDA's spelling of an alignment, and __grid_constant__
   (CUDA 11.7), which marks a const kernel parameter whose address may be
   taken: a parameter is a parameter to OpenCL, so it adds nothing. */
#define __align__(n) __attribute__((aligned(n)))
#define __grid_constant__

struct uint3 {
  unsigned int x, y, z;
};
typedef struct uint3 uint3;
struct dim3 {
  unsigned int x, y, z;
};
typedef struct dim3 dim3;

#endif
