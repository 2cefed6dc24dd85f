"""ultima.ndarray: an n-dimensional array in device memory.

Shape, dtype and byte strides as NumPy's; the data lives in one device
Buffer, possibly shared with other views (``_offset`` is the byte offset of
element 0). View layouts come from NumPy (_layout.py); element copies,
operators and reductions are cached kernels (_assign.py, _operators.py,
_reductions.py). Copies to and from the host go through the device's in-order
queue, so ``get()`` sees every launch queued before it.
"""

import operator

import numpy as np

from . import _layout, _ultima

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


def _check_dtype(dtype):
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
    """A device array. Make one with ultima.asarray / empty / zeros.

    Views (basic indexing, ``.T``, ``transpose``, ``reshape`` and ``ravel``
    where NumPy gives a view) share the buffer, with their own shape,
    strides and offset; kernels read and write them in place."""

    # NumPy operands defer to ultima's reflected operators (a NumPy array is
    # copied to the device), rather than pulling the array to the host.
    __array_ufunc__ = None

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
        if self.size <= 1:
            return True
        # As NumPy's flag: strides of extent-1 axes do not matter.
        expected = _c_strides(self.shape, self.itemsize)
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

    def set(self, array):
        """Copies a host array of the same shape into this array (any view)."""
        array = np.require(np.asarray(array, dtype=self.dtype), requirements='C')
        if array.shape != self.shape:
            raise ValueError(f"shape mismatch: {array.shape} vs {self.shape}")
        if not self.c_contiguous:
            self[...] = asarray(array)
        elif self.size:
            self._buffer.upload(array.reshape(-1).view(np.uint8), self._offset)

    def __array__(self, dtype=None, copy=None):
        """np.asarray(x): a host copy (waits for the launches that write x)."""
        host = self.get()
        return host if dtype is None else host.astype(dtype, copy=False)

    # -- views ------------------------------------------------------------------

    def _mirror(self):
        return _layout.mirror(self.shape, self.strides, self.dtype)

    def _view(self, layout):
        shape, strides, offset = layout
        return ndarray(shape, self.dtype, _buffer=self._buffer, _offset=self._offset + offset,
                       _strides=strides)

    def __getitem__(self, key):
        m = self._mirror()
        if isinstance(key, str):
            # A field of a structured array: a view with the field's dtype (NumPy's errors).
            field = m[key]
            shape, strides, offset = _layout.view_of(m, field)
            return ndarray(shape, field.dtype, _buffer=self._buffer,
                           _offset=self._offset + offset, _strides=strides)
        return self._view(_layout.index(m, key))

    @property
    def T(self):
        return self.transpose()

    def transpose(self, *axes):
        """A view with the axes permuted (reversed when none are given), as NumPy's."""
        if len(axes) == 1 and (axes[0] is None or isinstance(axes[0], (tuple, list))):
            axes = axes[0]
        m = self._mirror()
        return self._view(_layout.view_of(m, m.transpose(axes or None)))

    def swapaxes(self, axis1, axis2):
        m = self._mirror()
        return self._view(_layout.view_of(m, m.swapaxes(axis1, axis2)))

    def reshape(self, *shape, order="C"):
        """A view when NumPy's reshape would give one, else a C-contiguous copy
        reshaped; -1 infers a dimension. Only order='C'."""
        if order not in ("C", "c"):
            raise NotImplementedError("ultima.ndarray.reshape supports order='C' only")
        if len(shape) == 1 and not isinstance(shape[0], (int, np.integer)):
            shape = shape[0]
        layout = _layout.reshape_view(self._mirror(), shape)
        if layout is None:
            return self.copy().reshape(shape)
        return self._view(layout)

    def ravel(self, order="C"):
        """A 1-D view when the array is C-contiguous, else a copy (NumPy's rule)."""
        if order not in ("C", "c"):
            raise NotImplementedError("ultima.ndarray.ravel supports order='C' only")
        return (self if self.c_contiguous else self.copy()).reshape(-1)

    def flatten(self, order="C"):
        """A 1-D copy."""
        if order not in ("C", "c"):
            raise NotImplementedError("ultima.ndarray.flatten supports order='C' only")
        return self.copy().reshape(-1)

    def squeeze(self, axis=None):
        m = self._mirror()
        return self._view(_layout.view_of(m, m.squeeze(axis)))

    def _broadcast_to(self, shape):
        m = self._mirror()
        return self._view(_layout.view_of(m, np.broadcast_to(m, shape)))

    # -- copies and assignment ---------------------------------------------------

    def copy(self, order="C"):
        """A copy on the device, laid out as NumPy's copy(order=) lays it out:
        'C' C-contiguous, 'F' Fortran-contiguous, 'A' Fortran when the array
        is Fortran- and not C-contiguous (else C), 'K' the array's own axis
        order (NumPy's empty_like computes the strides, on the layout's stand-in)."""
        if not isinstance(order, str) or order.upper() not in ("C", "F", "A", "K"):
            raise ValueError(f"order must be one of 'C', 'F', 'A', or 'K' (got {order!r})")
        if order.upper() != "C":
            strides = np.empty_like(self._mirror(), order=order.upper()).strides
            if strides != _c_strides(self.shape, self.itemsize):
                if self.dtype.names:
                    raise NotImplementedError(
                        "ultima.ndarray.copy of a structured array supports order='C' only")
                out = ndarray(self.shape, self.dtype, _strides=strides)
                out[...] = self  # the copy kernel writes through out's strides
                return out
        if self.dtype.names:  # no element kernel for structures: through the host
            return asarray(self.get())
        return _assign.astype(self, self.dtype)

    def astype(self, dtype, copy=True):
        """The elements converted to dtype as NumPy converts them (a copy, or self
        when dtype is already the array's and copy=False)."""
        dtype = _check_dtype(dtype)
        if dtype == self.dtype and not copy:
            return self
        if dtype == self.dtype:
            return self.copy()
        return _assign.astype(self, dtype)

    def fill(self, value):
        """Sets every element to value (cast to the array's dtype)."""
        _assign.fill(self, value)

    def __setitem__(self, key, value):
        target = self[key]
        if isinstance(value, (bool, int, float, complex, np.generic)):
            _assign.fill(target, value)
        else:
            if isinstance(value, (list, tuple)):  # NumPy converts each Python complex alone
                for item in np.asarray(value, dtype=object).reshape(-1):
                    _assign.check_python_complex(item, self.dtype)
            _assign.assign(target, asarray(value))

    # -- Python protocol ----------------------------------------------------------

    def item(self):
        """The element of a one-element array as a Python scalar."""
        return self.get().item()

    def tolist(self):
        """The elements as nested Python lists (through the host)."""
        return self.get().tolist()

    def to_pyopencl(self, queue=None):
        """A pyopencl.array.Array on this array's memory (no copy); queue
        defaults to ultima.pyopencl_queue(). See ultima.from_pyopencl."""
        from ._pyopencl import to_pyopencl
        return to_pyopencl(self, queue)

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

    # -- arithmetic ------------------------------------------------------------------

    def _binary(self, ufunc, other, reflected=False):
        if not _is_operand(other):
            return NotImplemented
        return _operators.apply(ufunc, [other, self] if reflected else [self, other])

    def _inplace(self, ufunc, other):
        if not _is_operand(other):
            return NotImplemented
        return _operators.apply(ufunc, [self, other], out=self)

    def __add__(self, other): return self._binary(np.add, other)
    def __radd__(self, other): return self._binary(np.add, other, True)
    def __iadd__(self, other): return self._inplace(np.add, other)
    def __sub__(self, other): return self._binary(np.subtract, other)
    def __rsub__(self, other): return self._binary(np.subtract, other, True)
    def __isub__(self, other): return self._inplace(np.subtract, other)
    def __mul__(self, other): return self._binary(np.multiply, other)
    def __rmul__(self, other): return self._binary(np.multiply, other, True)
    def __imul__(self, other): return self._inplace(np.multiply, other)
    def __truediv__(self, other): return self._binary(np.true_divide, other)
    def __rtruediv__(self, other): return self._binary(np.true_divide, other, True)
    def __itruediv__(self, other): return self._inplace(np.true_divide, other)
    def __floordiv__(self, other): return self._binary(np.floor_divide, other)
    def __rfloordiv__(self, other): return self._binary(np.floor_divide, other, True)
    def __ifloordiv__(self, other): return self._inplace(np.floor_divide, other)
    def __mod__(self, other): return self._binary(np.remainder, other)
    def __rmod__(self, other): return self._binary(np.remainder, other, True)
    def __imod__(self, other): return self._inplace(np.remainder, other)
    def __pow__(self, other):
        # NumPy's `**` squares an integer or bool array raised to a scalar 2
        # (np.square, not np.power): for bool that is int8, not power's int64.
        if self.dtype.kind == "b" and _is_operand(other) and np.ndim(other) == 0 and \
                not isinstance(other, (ndarray, np.ndarray)) and np.isreal(other) and \
                other == 2:
            return _operators.apply(np.power, [self.astype(np.int8), np.int8(2)])
        return self._binary(np.power, other)
    def __rpow__(self, other): return self._binary(np.power, other, True)
    def __ipow__(self, other): return self._inplace(np.power, other)
    def __eq__(self, other): return self._binary(np.equal, other)
    def __ne__(self, other): return self._binary(np.not_equal, other)
    def __lt__(self, other): return self._binary(np.less, other)
    def __le__(self, other): return self._binary(np.less_equal, other)
    def __gt__(self, other): return self._binary(np.greater, other)
    def __ge__(self, other): return self._binary(np.greater_equal, other)

    def __neg__(self):
        return _operators.apply(np.negative, [self])

    def __abs__(self):
        return _operators.apply(np.absolute, [self])

    def __pos__(self):
        return self.copy()

    # -- reductions ---------------------------------------------------------------------

    # CuPy's signatures; dtype= picks the result (and accumulator) dtype, out=
    # receives the result (same_kind casting).
    def sum(self, axis=None, dtype=None, out=None, keepdims=False):
        return _reductions.reduce("sum", self, axis, dtype, out, keepdims)

    def mean(self, axis=None, dtype=None, out=None, keepdims=False):
        return _reductions.reduce("mean", self, axis, dtype, out, keepdims)

    def min(self, axis=None, out=None, keepdims=False):
        return _reductions.reduce("min", self, axis, None, out, keepdims)

    def max(self, axis=None, out=None, keepdims=False):
        return _reductions.reduce("max", self, axis, None, out, keepdims)


def _is_operand(value):
    """Whether an operator takes value: device or NumPy arrays, Python or NumPy scalars."""
    return isinstance(value, (ndarray, np.ndarray, bool, int, float, complex, np.generic))


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
        return obj if dtype is None else obj.astype(dtype, copy=False)
    host = np.asarray(obj, dtype=dtype)
    native = _check_dtype(host.dtype)  # before copying (an object array would be pointers)
    # C order and native byte order: a '>i4' array's values are swapped, never
    # its bytes copied as they are (the one way NumPy data reaches the device:
    # kernel and operator operands, assignments and set() come through here or
    # convert to the device array's native dtype).
    host = np.require(host, dtype=native, requirements='C')  # keeps 0-d
    out = ndarray(host.shape, host.dtype)
    if host.size:
        out._buffer.upload(host.reshape(-1).view(np.uint8))
    return out


def array(obj, dtype=None, copy=True):
    """CuPy's array(): asarray(obj, dtype), but a device array (an ultima.ndarray
    or a PyOpenCL array) is copied unless copy is False."""
    from ._pyopencl import is_pyopencl_array
    out = asarray(obj, dtype)
    if copy and (out is obj or is_pyopencl_array(obj) or
                 (isinstance(obj, ndarray) and out._buffer is obj._buffer)):
        out = out.copy()
    return out


def empty(shape, dtype=np.float64):
    """An uninitialised device array."""
    return ndarray(shape, dtype)


def zeros(shape, dtype=np.float64):
    """A device array of zeros."""
    out = ndarray(shape, dtype)
    out._buffer.zero()
    return out


# Last: these build kernels (ElementwiseKernel -> _call), which need this module's names.
from . import _assign, _operators, _reductions  # noqa: E402
