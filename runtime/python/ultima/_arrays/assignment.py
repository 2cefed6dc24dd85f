"""Element copies on the device: astype, copy, fill and ``a[...] = value``.

One cached ElementwiseKernel per (source dtype, destination dtype), fill
included (its scalar is the source); the destination may be any view (the
kernel writes through its strides and offset), the source is broadcast to it
as NumPy's assignment broadcasts.
"""

import functools
import os
import sys
import warnings

import numpy as np

from .._kernels.dtypes import convert
from .._kernels.elementwise_kernel import ElementwiseKernel


@functools.lru_cache(maxsize=None)
def _copy_kernel(src, dst):
    return ElementwiseKernel(f"{src} x", f"{dst} y", f"y = {convert('x', src, dst)};",
                             "ultima_copy")


# NumPy's warning class (numpy.exceptions from NumPy 1.25 on).
ComplexWarning = getattr(getattr(np, "exceptions", np), "ComplexWarning")


def _caller_stacklevel():
    """The stacklevel of the first frame outside this package (the user's call)."""
    package = os.path.dirname(__file__)
    frame, level = sys._getframe(1), 1
    while frame is not None and os.path.dirname(frame.f_code.co_filename) == package:
        frame, level = frame.f_back, level + 1
    return level


def warn_if_discarding_imaginary(src, dst):
    """NumPy's ComplexWarning for a complex -> real (not bool) conversion."""
    if np.dtype(src).kind == "c" and np.dtype(dst).kind not in "cb":
        warnings.warn("Casting complex values to real discards the imaginary part",
                      ComplexWarning, stacklevel=_caller_stacklevel())


def check_python_complex(value, dtype):
    """NumPy refuses a Python complex for a real (not bool) element, as
    Python's int() and float() refuse it; a NumPy complex scalar is cast
    (with a ComplexWarning)."""
    if type(value) is complex and np.dtype(dtype).kind in "iuf":
        name = "float" if np.dtype(dtype).kind == "f" else "int"
        real = "a string or a real number" if name == "float" else \
            "a string, a bytes-like object or a real number"
        raise TypeError(f"{name}() argument must be {real}, not 'complex'")


def overlaps(a, b):
    """Whether a and b share a buffer with different layouts (a kernel that
    reads one while writing the other could then read a written element)."""
    return a._buffer is b._buffer and (a._offset, a.strides, a.shape) != (b._offset, b.strides,
                                                                          b.shape)


def check_numbers(*dtypes, what):
    """Element kernels convert numbers: a structured dtype is refused by name."""
    for dtype in dtypes:
        if dtype.names:
            raise NotImplementedError(f"{what} of structured arrays ({dtype}) is not "
                                      "implemented (ElementwiseKernel and ReductionKernel "
                                      "reach their fields as x.at<K>(), RawKernel through "
                                      "struct pointers; get() and set() of C-contiguous "
                                      "arrays copy them)")


def assign(dst, src):
    """dst[...] = src for a device array src: cast as NumPy's assignment casts
    (unsafe casting), broadcast to dst's shape; an overlapping source is read
    from a copy, so the result is as if src were read first (as NumPy does)."""
    check_numbers(dst.dtype, src.dtype, what="assignment")
    warn_if_discarding_imaginary(src.dtype, dst.dtype)
    shape = src.shape
    while len(shape) > dst.ndim and shape[0] == 1:  # NumPy drops leading 1s of the value
        shape = shape[1:]
    src = src.reshape(shape)
    if src.shape != dst.shape:
        try:
            src = src._broadcast_to(dst.shape)
        except ValueError:
            raise ValueError(f"could not broadcast input array from shape {src.shape} into "
                             f"shape {dst.shape}") from None
    if overlaps(dst, src):
        src = src.copy()
    if dst.size:
        _copy_kernel(src.dtype.name, dst.dtype.name)(src, dst)


def fill(dst, value):
    """Every element of dst (any view) set to the scalar value, cast to dst's
    dtype as NumPy's fill casts it."""
    check_numbers(dst.dtype, what="fill")
    check_python_complex(value, dst.dtype)
    with np.errstate(all="ignore"), warnings.catch_warnings():
        warnings.simplefilter("ignore", ComplexWarning)  # warned below, at the caller
        scalar = np.array(value).astype(dst.dtype)[()]
    warn_if_discarding_imaginary(np.asarray(value).dtype, dst.dtype)
    if dst.size:
        _copy_kernel(dst.dtype.name, dst.dtype.name)(scalar, dst)  # the scalar broadcasts


def astype(src, dtype):
    """A new C-contiguous array (of src's class) with src's elements converted to dtype."""
    check_numbers(src.dtype, np.dtype(dtype), what="astype")
    out = type(src)(src.shape, dtype)
    assign(out, src)
    return out
