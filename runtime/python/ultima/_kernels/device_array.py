"""The kernels' device array: an n-dimensional array in device memory, with
what needs no kernel (the lower layer of the package: ultima._arrays.ndarray
adds copies, assignment, operators and reductions, which run kernels).

Shape, dtype and byte strides as NumPy's; the data lives in one device
Buffer, possibly shared with other views (``_offset`` is the byte offset of
element 0). View layouts come from NumPy (strided_views.py). Copies to and
from the host go through the device's in-order queue, so ``get()`` sees every
launch queued before it. Arrays a kernel call makes (its outputs, device
copies of NumPy arguments) are of the class of the call's device arrays
(kernelkernel_call.py), so views and results of an ultima.ndarray are ndarrays.
"""

import operator

import numpy as np

from .. import _ultima
from . import strided_views

# NumPy's limit on an array's byte count (npy_intp).
_MAX_BYTES = 2**63 - 1


def _is_number(dtype):
    return dtype.kind in "biu" or (dtype.kind == "f" and dtype.itemsize <= 8) or \
        (dtype.kind == "c" and dtype.itemsize <= 16)


def _not_a_number_field(dtype):
    """The first field of structured dtype (nested, sub-arrays included) that
    is not a number, as (dotted name, its dtype); None when all are numbers."""
    for name in dtype.names:
        field = dtype.fields[name][0]
        base = field.subdtype[0] if field.subdtype is not None else field
        if base.names:
            inner = _not_a_number_field(base)
            if inner is not None:
                return f"{name}.{inner[0]}", inner[1]
        elif not _is_number(base):
            return name, base
    return None


def check_dtype(dtype):
    """np.dtype(dtype) if device memory can hold it: bool, integers, floats up to
    64 bits, complex up to 128, and structured dtypes of those (a kernel
    reads them through a pointer to a struct of the same layout); anything
    else (object, strings, bytes, datetimes, unstructured void, long
    double) is a ValueError as on CuPy. Device memory holds values in the
    native byte order, so a non-native dtype ('>i4' on a little-endian host)
    is its native twin, as on CuPy."""
    dtype = np.dtype(dtype)
    bad = _not_a_number_field(dtype) if dtype.names else None
    if _is_number(dtype) or (dtype.names and bad is None):
        return dtype if dtype.isnative else dtype.newbyteorder("=")
    field = f": field {bad[0]!r} is {bad[1]}" if bad else ""
    raise ValueError(f"Unsupported dtype {dtype}{field} (ultima arrays hold bool, integer, "
                     "floating and complex numbers, and structures of them)")


def check_shape(shape, itemsize):
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


def c_strides(shape, itemsize):
    strides = []
    step = itemsize
    for extent in reversed(shape):
        strides.append(step)
        step *= max(extent, 1)
    return tuple(reversed(strides))


class DeviceArray:
    """A device array's memory and layout, and what needs no kernel: host
    transfers, views, Python's protocols. Views (basic indexing, ``.T``,
    ``transpose``, ``swapaxes``, ``squeeze``) share the buffer, with their own
    shape, strides and offset, and are of the array's own class."""

    def __init__(self, shape, dtype=np.float64, *, _buffer=None, _offset=0, _strides=None):
        self.dtype = check_dtype(dtype)
        self.shape = check_shape(shape, self.dtype.itemsize)
        self.strides = tuple(_strides) if _strides is not None else c_strides(
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
        if self.size <= 1:
            return True
        # As NumPy's flag: strides of extent-1 axes do not matter.
        expected = c_strides(self.shape, self.itemsize)
        return all(n == 1 or s == e for n, s, e in zip(self.shape, self.strides, expected))

    # -- host transfers -------------------------------------------------------

    def get(self):
        """A NumPy copy of the array; waits for the launches that write it."""
        out = np.empty(self.shape, self.dtype)
        if self.size == 0:
            return out
        if self.c_contiguous:
            # As bytes: a structured dtype with fields out of offset order has
            # no buffer-protocol format.
            self._buffer.download(out.reshape(-1).view(np.uint8), self._offset)
            return out
        # A strided view: fetch the byte span it covers, then view it as NumPy would.
        lo = sum(min(0, (n - 1) * s) for n, s in zip(self.shape, self.strides))
        hi = sum(max(0, (n - 1) * s) for n, s in zip(self.shape, self.strides)) + self.itemsize
        span = np.empty(hi - lo, np.uint8)
        self._buffer.download(span, self._offset + lo)
        view = np.ndarray(self.shape, self.dtype, buffer=span, offset=-lo, strides=self.strides)
        return view.copy()

    def _upload(self, host):
        """Copies host (a C-contiguous NumPy array of this dtype and shape)
        into this C-contiguous array."""
        if self.size:
            self._buffer.upload(host.reshape(-1).view(np.uint8), self._offset)

    def __array__(self, dtype=None, copy=None):
        """np.asarray(x): a host copy (waits for the launches that write x)."""
        host = self.get()
        return host if dtype is None else host.astype(dtype, copy=False)

    # -- views ------------------------------------------------------------------

    def _mirror(self):
        return strided_views.mirror(self.shape, self.strides, self.dtype)

    def _view(self, layout):
        shape, strides, offset = layout
        return type(self)(shape, self.dtype, _buffer=self._buffer,
                          _offset=self._offset + offset, _strides=strides)

    def __getitem__(self, key):
        m = self._mirror()
        if isinstance(key, str):
            # A field of a structured array: a view with the field's dtype (NumPy's errors).
            field = m[key]
            shape, strides, offset = strided_views.view_of(m, field)
            return type(self)(shape, field.dtype, _buffer=self._buffer,
                              _offset=self._offset + offset, _strides=strides)
        return self._view(strided_views.index(m, key))

    @property
    def T(self):
        return self.transpose()

    def transpose(self, *axes):
        """A view with the axes permuted (reversed when none are given), as NumPy's."""
        if len(axes) == 1 and (axes[0] is None or isinstance(axes[0], (tuple, list))):
            axes = axes[0]
        m = self._mirror()
        return self._view(strided_views.view_of(m, m.transpose(axes or None)))

    def swapaxes(self, axis1, axis2):
        m = self._mirror()
        return self._view(strided_views.view_of(m, m.swapaxes(axis1, axis2)))

    def squeeze(self, axis=None):
        m = self._mirror()
        return self._view(strided_views.view_of(m, m.squeeze(axis)))

    def _broadcast_to(self, shape):
        m = self._mirror()
        return self._view(strided_views.view_of(m, np.broadcast_to(m, shape)))

    # -- Python protocol ----------------------------------------------------------

    def item(self):
        """The element of a one-element array as a Python scalar."""
        return self.get().item()

    def tolist(self):
        """The elements as nested Python lists (through the host)."""
        return self.get().tolist()

    def __len__(self):
        if not self.shape:
            raise TypeError("len() of unsized object")
        return self.shape[0]

    def __iter__(self):
        if not self.shape:
            raise TypeError("iteration over a 0-d array")
        return (self[i] for i in range(self.shape[0]))

    def __repr__(self):
        return repr(self.get())  # CuPy's: NumPy's repr, "array([...])"

    def __str__(self):
        return str(self.get())

    # Conversions to Python scalars, with NumPy's errors for other sizes.
    def __bool__(self):
        return bool(self.get())

    def __int__(self):
        return int(self.get())

    def __float__(self):
        return float(self.get())

    def __complex__(self):
        return complex(self.get())

    __hash__ = None  # mutable, and == is elementwise


def array_type_of(values, default=DeviceArray):
    """The class of the arrays an operation on values makes: the first device
    array's, else default (so results of an ultima.ndarray are ndarrays)."""
    return next((type(v) for v in values if isinstance(v, DeviceArray)), default)


def to_device(obj, dtype=None, array_type=DeviceArray):
    """A new device array of array_type with the contents of obj (anything
    np.asarray takes), in C order and the native byte order: a '>i4' array's
    values are swapped, never its bytes copied as they are (the one way NumPy
    data reaches the device: kernel and operator operands, assignments and
    set() come through here or convert to the device array's native dtype)."""
    host = np.asarray(obj, dtype=dtype)
    native = check_dtype(host.dtype)  # before copying (an object array would be pointers)
    host = np.require(host, dtype=native, requirements='C')  # keeps 0-d
    out = array_type(host.shape, host.dtype)
    out._upload(host)
    return out
