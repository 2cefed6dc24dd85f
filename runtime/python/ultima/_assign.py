"""Element copies on the device: astype, copy, fill and ``a[...] = value``.

One cached ElementwiseKernel per (source dtype, destination dtype), fill
included (its scalar is the source); the destination may be any view (the
kernel writes through its strides and offset), the source is broadcast to it
as NumPy's assignment broadcasts.
"""

import functools

import numpy as np

from ._ctypes import convert
from ._elementwise import ElementwiseKernel


@functools.lru_cache(maxsize=None)
def _copy_kernel(src, dst):
    return ElementwiseKernel(f"{src} x", f"{dst} y", f"y = {convert('x', src, dst)};",
                             "ultima_copy")


def _refuse_complex(*dtypes):
    if any(np.dtype(d).kind == "c" for d in dtypes):
        raise TypeError("complex ultima arrays are storage only: no kernel reads or writes them "
                        "(copy them through the host with get() and asarray())")


def _overlaps(a, b):
    """Whether a and b share a buffer with different layouts (a kernel that
    reads one while writing the other could then read a written element)."""
    return a._buffer is b._buffer and (a._offset, a.strides, a.shape) != (b._offset, b.strides,
                                                                          b.shape)


def assign(dst, src):
    """dst[...] = src for a device array src: cast as NumPy's assignment casts
    (unsafe casting), broadcast to dst's shape; an overlapping source is read
    from a copy, so the result is as if src were read first (as NumPy does)."""
    _refuse_complex(dst.dtype, src.dtype)
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
    if _overlaps(dst, src):
        src = src.copy()
    if dst.size:
        _copy_kernel(src.dtype.name, dst.dtype.name)(src, dst)


def fill(dst, value):
    """Every element of dst (any view) set to the scalar value, cast to dst's
    dtype as NumPy's fill casts it."""
    _refuse_complex(dst.dtype)
    with np.errstate(all="ignore"):
        scalar = np.array(value).astype(dst.dtype)[()]
    if dst.size:
        _copy_kernel(dst.dtype.name, dst.dtype.name)(scalar, dst)  # the scalar broadcasts


def astype(src, dtype):
    """A new C-contiguous array with src's elements converted to dtype."""
    from ._ndarray import asarray, ndarray
    dtype = np.dtype(dtype)
    if np.dtype(dtype).kind == "c" or src.dtype.kind == "c":
        return asarray(src.get().astype(dtype))  # complex: storage only, through the host
    out = ndarray(src.shape, dtype)
    assign(out, src)
    return out
