"""ultima.ndarray: an n-dimensional array in device memory.

Shape, dtype and byte strides as NumPy's; the data lives in one device
Buffer, possibly shared with other views (``_offset`` is the byte offset of
element 0). Copies to and from the host go through the device's in-order
queue, so ``get()`` sees every launch queued before it.
"""

import operator

import numpy as np

from . import _ultima

# NumPy's limit on an array's byte count (npy_intp).
_MAX_BYTES = 2**63 - 1


def _check_dtype(dtype):
    """np.dtype(dtype) if device memory can hold it: bool, integers, floats up to
    64 bits and complex up to 128; anything else (object, strings, bytes,
    datetimes, structured or void, long double) is a ValueError as on CuPy."""
    dtype = np.dtype(dtype)
    if dtype.kind in "biu" or (dtype.kind == "f" and dtype.itemsize <= 8) or \
            (dtype.kind == "c" and dtype.itemsize <= 16):
        return dtype
    raise ValueError(f"Unsupported dtype {dtype} (ultima arrays hold bool, integer, "
                     "floating and complex numbers)")


def _check_shape(shape, itemsize):
    """shape as a tuple of ints, with NumPy's errors for bad ones."""
    if isinstance(shape, (int, np.integer)) or hasattr(shape, "__index__"):
        shape = (shape,)
    try:
        shape = tuple(operator.index(s) for s in shape)
    except TypeError:
        raise TypeError(f"expected a sequence of integers or a single integer, got {shape!r}") \
            from None
    if any(s < 0 for s in shape):
        raise ValueError("negative dimensions are not allowed")
    if any(s > _MAX_BYTES for s in shape):
        raise ValueError("Maximum allowed dimension exceeded")
    # As NumPy: the itemsize times the non-zero dimensions must fit npy_intp.
    if int(np.prod([itemsize, *(s for s in shape if s)], dtype=object)) > _MAX_BYTES:
        raise ValueError("array is too big; `arr.size * arr.dtype.itemsize` is larger than the "
                         "maximum possible size.")
    return shape


def _c_strides(shape, itemsize):
    strides = []
    step = itemsize
    for extent in reversed(shape):
        strides.append(step)
        step *= max(extent, 1)
    return tuple(reversed(strides))


class ndarray:
    """A device array. Make one with ultima.asarray / empty / zeros."""

    def __init__(self, shape, dtype=np.float64, *, _buffer=None, _offset=0, _strides=None):
        self.dtype = _check_dtype(dtype)
        self.shape = _check_shape(shape, self.dtype.itemsize)
        self.strides = tuple(_strides) if _strides is not None else _c_strides(
            self.shape, self.dtype.itemsize)
        self._offset = _offset
        self._buffer = _buffer if _buffer is not None else _ultima.Buffer(self.nbytes)

    @property
    def size(self):
        return int(np.prod(self.shape, dtype=object))  # Python ints: never wraps

    @property
    def ndim(self):
        return len(self.shape)

    @property
    def itemsize(self):
        return self.dtype.itemsize

    @property
    def nbytes(self):
        return self.size * self.dtype.itemsize

    @property
    def c_contiguous(self):
        return self.strides == _c_strides(self.shape, self.itemsize) or self.size <= 1

    def get(self):
        """A NumPy copy of the array; waits for the launches that write it."""
        out = np.empty(self.shape, self.dtype)
        if self.size == 0:
            return out
        if self.c_contiguous:
            self._buffer.download(out, self._offset)
            return out
        # A strided view: fetch the byte span it covers, then view it as NumPy would.
        lo = sum(min(0, (n - 1) * s) for n, s in zip(self.shape, self.strides))
        hi = sum(max(0, (n - 1) * s) for n, s in zip(self.shape, self.strides)) + self.itemsize
        span = np.empty(hi - lo, np.uint8)
        self._buffer.download(span, self._offset + lo)
        view = np.ndarray(self.shape, self.dtype, buffer=span, offset=-lo, strides=self.strides)
        return view.copy()

    def set(self, array):
        """Copies a host array of the same shape into this (contiguous) array."""
        array = np.require(np.asarray(array, dtype=self.dtype), requirements='C')
        if array.shape != self.shape:
            raise ValueError(f"shape mismatch: {array.shape} vs {self.shape}")
        if not self.c_contiguous:
            raise ValueError("set() needs a C-contiguous destination")
        self._buffer.upload(array.reshape(-1).view(np.uint8), self._offset)

    def copy(self):
        return asarray(self.get())

    def to_pyopencl(self, queue=None):
        """A pyopencl.array.Array on this array's memory (no copy); queue
        defaults to ultima.pyopencl_queue(). See ultima.from_pyopencl."""
        from ._pyopencl import to_pyopencl
        return to_pyopencl(self, queue)

    def __len__(self):
        if not self.shape:
            raise TypeError("len() of a 0-d array")
        return self.shape[0]

    def __repr__(self):
        return f"ultima.ndarray({self.get()!r})"


def asarray(obj, dtype=None):
    """A device array with the contents of obj (an ultima.ndarray is returned as is
    when its dtype already matches; so is a pyopencl.array.Array on ultima's
    context, as the ultima.ndarray sharing its memory)."""
    from ._pyopencl import from_pyopencl, is_pyopencl_array
    if is_pyopencl_array(obj):
        if dtype is None or np.dtype(dtype) == obj.dtype:
            return from_pyopencl(obj)
        obj = from_pyopencl(obj).get()  # another dtype: converted by NumPy on the host
    if isinstance(obj, ndarray):
        if dtype is None or np.dtype(dtype) == obj.dtype:
            return obj
        obj = obj.get()
    host = np.asarray(obj, dtype=dtype)
    _check_dtype(host.dtype)  # before copying (an object array would be pointers)
    host = np.require(host, requirements='C')  # keeps 0-d
    out = ndarray(host.shape, host.dtype)
    if host.size:
        out._buffer.upload(host.reshape(-1).view(np.uint8))
    return out


def empty(shape, dtype=np.float64):
    """An uninitialised device array."""
    return ndarray(shape, dtype)


def zeros(shape, dtype=np.float64):
    """A device array of zeros."""
    out = ndarray(shape, dtype)
    out._buffer.zero()
    return out
