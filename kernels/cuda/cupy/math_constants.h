/* cupy/math_constants.h: what CuPy's header of this name gives kernels,
 * CUDA's CUDART_* constants (CUDART_INF, CUDART_NAN, CUDART_PI, ... from
 * <math_constants.h>). ElementwiseKernel and ReductionKernel sources include
 * it, as CuPy's generated sources do; RawKernel code includes it itself. */
#pragma once
#include <math_constants.h>
