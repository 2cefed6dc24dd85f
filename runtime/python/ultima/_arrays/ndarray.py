"""ultima.ndarray: the device array of the package's upper layer.

It adds to the kernels' DeviceArray (memory, layout, views, host transfers:
ultima._kernels.device_array) what runs kernels: copies and assignment
(assignment.py), arithmetic and comparison operators (operators.py) and
reductions (reductions.py), and the creation functions asarray, array,
empty and zeros. Those modules build their kernels from ultima._kernels and
make their results of their operand's class, so none imports this one: the
package imports one way, ultima._kernels, then the modules of ultima._arrays,
then this module (and kernels.py, the kernel classes ultima exports).
"""

import numpy as np

from .._kernels import pyopencl_interop, strided_views
from .._kernels.device_array import DeviceArray, c_strides, check_dtype, to_device
from . import assignment, operators, reductions


class ndarray(DeviceArray):
    """A device array. Make one with ultima.asarray / array / empty / zeros.

    Views (basic indexing, ``.T``, ``transpose``, ``reshape`` and ``ravel``
    where NumPy gives a view) share the buffer, with their own shape,
    strides and offset; kernels read and write them in place."""

    # NumPy operands defer to ultima's reflected operators (a NumPy array is
    # copied to the device), rather than pulling the array to the host.
    __array_ufunc__ = None

    def set(self, array):
        """Copies a host array of the same shape into this array (any view)."""
        array = np.require(np.asarray(array, dtype=self.dtype), requirements='C')
        if array.shape != self.shape:
            raise ValueError(f"shape mismatch: {array.shape} vs {self.shape}")
        if self.c_contiguous:
            self._upload(array)
        else:
            self[...] = asarray(array)

    # -- views that may copy ---------------------------------------------------------

    def reshape(self, *shape, order="C"):
        """A view when NumPy's reshape would give one, else a C-contiguous copy
        reshaped; -1 infers a dimension. Only order='C'."""
        if order not in ("C", "c"):
            raise NotImplementedError("ultima.ndarray.reshape supports order='C' only")
        if len(shape) == 1 and not isinstance(shape[0], (int, np.integer)):
            shape = shape[0]
        layout = strided_views.reshape_view(self._mirror(), shape)
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
            if strides != c_strides(self.shape, self.itemsize):
                if self.dtype.names:
                    raise NotImplementedError(
                        "ultima.ndarray.copy of a structured array supports order='C' only")
                out = type(self)(self.shape, self.dtype, _strides=strides)
                out[...] = self  # the copy kernel writes through out's strides
                return out
        if self.dtype.names:  # no element kernel for structures: through the host
            return to_device(self.get(), None, type(self))
        return assignment.astype(self, self.dtype)

    def astype(self, dtype, copy=True):
        """The elements converted to dtype as NumPy converts them (a copy, or self
        when dtype is already the array's and copy=False)."""
        dtype = check_dtype(dtype)
        if dtype == self.dtype and not copy:
            return self
        if dtype == self.dtype:
            return self.copy()
        return assignment.astype(self, dtype)

    def fill(self, value):
        """Sets every element to value (cast to the array's dtype)."""
        assignment.fill(self, value)

    def __setitem__(self, key, value):
        target = self[key]
        if isinstance(value, (bool, int, float, complex, np.generic)):
            assignment.fill(target, value)
        else:
            if isinstance(value, (list, tuple)):  # NumPy converts each Python complex alone
                for item in np.asarray(value, dtype=object).reshape(-1):
                    assignment.check_python_complex(item, self.dtype)
            assignment.assign(target, asarray(value))

    def to_pyopencl(self, queue=None):
        """A pyopencl.array.Array on this array's memory (no copy); queue
        defaults to ultima.pyopencl_queue(). See ultima.from_pyopencl."""
        return pyopencl_interop.to_pyopencl(self, queue)

    # -- arithmetic ------------------------------------------------------------------

    def _binary(self, ufunc, other, reflected=False):
        if not _is_operand(other):
            return NotImplemented
        return operators.apply(ufunc, [other, self] if reflected else [self, other])

    def _inplace(self, ufunc, other):
        if not _is_operand(other):
            return NotImplemented
        return operators.apply(ufunc, [self, other], out=self)

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
        fast = self._fast_power(other)
        if fast == "square":
            if self.dtype.kind == "b":  # np.square of bool is int8, not power's int64
                return operators.apply(np.power, [self.astype(np.int8), np.int8(2)])
            if self._float_exponent(other):  # NumPy squares in float64
                return operators.apply(np.power, [self.astype(np.float64), np.float64(2)])
            return operators.apply(np.power, [self, self.dtype.type(2)])
        if fast is not None:
            return operators.apply(fast, [self])
        return self._binary(np.power, other)
    def __rpow__(self, other): return self._binary(np.power, other, True)
    def __ipow__(self, other):
        fast = self._fast_power(other)
        if fast == "square" and self.dtype.kind in "iu":  # in place, in the array's dtype
            return operators.apply(np.power, [self, self.dtype.type(2)], out=self)
        if fast is not None and fast != "square":
            return operators.apply(fast, [self], out=self)
        return self._inplace(np.power, other)

    @staticmethod
    def _scalar_exponent(exponent):
        """The exponent as NumPy's array_power converts it (Python ints and
        floats, NumPy integer and float scalars; not complex ones), else
        None. 0-d arrays are arrays here (typed by dtype, CuPy's rule)."""
        if not isinstance(exponent, (int, float, np.integer, np.floating)):
            return None
        return float(exponent)

    @staticmethod
    def _float_exponent(exponent):
        return isinstance(exponent, (float, np.floating))

    def _fast_power(self, exponent):
        """What NumPy's `**` (array_power) computes in place of np.power
        where its values or dtype differ: for a float or complex array, -1
        is np.reciprocal and 0.5 np.sqrt (1, 0 and 2 give power's values);
        for a bool or integer array, 2 is "square": int8 for bool, float64
        for a float exponent, and in place the array's own dtype."""
        value = self._scalar_exponent(exponent)
        if value is None:
            return None
        if self.dtype.kind in "biu":
            return "square" if value == 2.0 else None
        if self.dtype.kind not in "fc":
            return None
        return {-1.0: np.reciprocal, 0.5: np.sqrt}.get(value)

    def __eq__(self, other): return self._binary(np.equal, other)
    def __ne__(self, other): return self._binary(np.not_equal, other)
    def __lt__(self, other): return self._binary(np.less, other)
    def __le__(self, other): return self._binary(np.less_equal, other)
    def __gt__(self, other): return self._binary(np.greater, other)
    def __ge__(self, other): return self._binary(np.greater_equal, other)

    def __neg__(self):
        return operators.apply(np.negative, [self])

    def __abs__(self):
        return operators.apply(np.absolute, [self])

    def __pos__(self):
        return self.copy()

    # -- reductions ---------------------------------------------------------------------

    # CuPy's signatures; dtype= picks the result (and accumulator) dtype, out=
    # receives the result (same_kind casting).
    def sum(self, axis=None, dtype=None, out=None, keepdims=False):
        return reductions.reduce("sum", self, axis, dtype, out, keepdims)

    def mean(self, axis=None, dtype=None, out=None, keepdims=False):
        return reductions.reduce("mean", self, axis, dtype, out, keepdims)

    def min(self, axis=None, out=None, keepdims=False):
        return reductions.reduce("min", self, axis, None, out, keepdims)

    def max(self, axis=None, out=None, keepdims=False):
        return reductions.reduce("max", self, axis, None, out, keepdims)

    # NumPy's first index of the extreme (NaN counts as it), int64; axis=
    # is one int or None (the flat index); a 0-d array where NumPy returns a
    # scalar, as CuPy.
    def argmax(self, axis=None, out=None, *, keepdims=False):
        return reductions.arg_reduce("argmax", self, axis, out, keepdims)

    def argmin(self, axis=None, out=None, *, keepdims=False):
        return reductions.arg_reduce("argmin", self, axis, out, keepdims)


def _is_operand(value):
    """Whether an operator takes value: device or NumPy arrays, Python or NumPy scalars."""
    return isinstance(value, (DeviceArray, np.ndarray, bool, int, float, complex, np.generic))


def asarray(obj, dtype=None):
    """A device array with the contents of obj (an ultima.ndarray is returned as is
    when its dtype already matches; so is a pyopencl.array.Array on ultima's
    context, as the ultima.ndarray sharing its memory)."""
    if pyopencl_interop.is_pyopencl_array(obj):
        if dtype is None or np.dtype(dtype) == obj.dtype:
            return pyopencl_interop.from_pyopencl(obj, ndarray)
        obj = pyopencl_interop.from_pyopencl(obj, ndarray).get()  # converted on the host
    if isinstance(obj, ndarray):
        return obj if dtype is None else obj.astype(dtype, copy=False)
    return to_device(obj, dtype, ndarray)


def array(obj, dtype=None, copy=True):
    """CuPy's array(): asarray(obj, dtype), but a device array (an ultima.ndarray
    or a PyOpenCL array) is copied unless copy is False."""
    out = asarray(obj, dtype)
    if copy and (out is obj or pyopencl_interop.is_pyopencl_array(obj) or
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
