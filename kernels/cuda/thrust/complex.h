/* thrust::complex<T> in device code: the one Thrust header ultima provides,
   because it is a value type with no library behind it (the class and its
   functions are cupy/complex/complex.h and math.h, the implementation CuPy's kernels use).
   Unlike the real <thrust/complex.h>, it does not include <thrust/detail/config.h>
   (the rest of Thrust stays unsupported, see docs/cuda-api.md) nor <complex>. */
#pragma once
#include <cupy/complex/complex.h>
#include <cupy/complex/math.h>
