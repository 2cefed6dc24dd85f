"""cupy._core.core: the headers CuPy's generated kernels include
(`cupy_header_list` of CuPy's core.pyx, exposed for its tests), which
ultima's kernels/cuda/cupy/ provides."""

_cupy_header_list = [
    'cupy/complex.cuh',
    'cupy/carray.cuh',
    'cupy/atomics.cuh',
    'cupy/math_constants.h',
]
