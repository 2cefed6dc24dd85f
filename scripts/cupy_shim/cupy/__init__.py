"""A `cupy` stand-in that maps CuPy's names onto ultima, so that CuPy's own
user-kernel tests (scripts/cupy-tests.py) run against ultima unchanged.

Rules (docs/cupy-tests.md):
- every kernel a test builds or launches is ultima's (ElementwiseKernel,
  ReductionKernel, RawKernel, RawModule are ultima's classes, not wrappers),
  and so is every operator on an array (ultima.ndarray's own operators);
- arrays are made by NumPy on the host and copied to the device with
  ultima.asarray; results are compared by NumPy on host copies (the
  independent reference);
- what has no ultima counterpart (CUDA-only machinery) is a stub that raises
  NotImplementedError when used, so a test reaching it fails visibly; the
  tests that need it are skipped by the harness's table, with the reason.
"""

import numpy

import ultima
from ultima import ElementwiseKernel, RawKernel, RawModule, ReductionKernel  # noqa: F401

from numpy import (bool_, int8, int16, int32, int64, uint8, uint16, uint32,  # noqa: F401
                   uint64, float16, float32, float64, complex64, complex128, dtype,
                   iinfo, finfo)

from . import _core, _util, cuda, exceptions, random, testing  # noqa: F401,E402

byte, ubyte, short, ushort, intc, uintc = (numpy.byte, numpy.ubyte, numpy.short, numpy.ushort,
                                           numpy.intc, numpy.uintc)
int_, uint, longlong, ulonglong = numpy.int_, numpy.uint, numpy.longlong, numpy.ulonglong
single, double, half, csingle, cdouble = (numpy.single, numpy.double, numpy.half,
                                          numpy.csingle, numpy.cdouble)


class _NdarrayType(type):
    """`cupy.ndarray` is ultima.ndarray for isinstance; called, it makes one."""

    def __instancecheck__(cls, obj):
        return isinstance(obj, ultima.ndarray)

    def __subclasscheck__(cls, sub):
        return issubclass(sub, ultima.ndarray)

    def __call__(cls, shape, dtype=float, memptr=None, strides=None, order='C'):
        shape = (shape,) if isinstance(shape, int) else tuple(shape)
        if memptr is None and strides is None and order == 'C':
            return ultima.empty(shape, dtype)
        # CuPy's ndarray over memory a module owns: RawModule.get_global gives
        # ultima's ndarray over that memory already; accept it when it is
        # exactly the array asked for.
        if (isinstance(memptr, ultima.ndarray) and strides is None and order == 'C'
                and memptr.dtype == numpy.dtype(dtype) and memptr.shape == shape):
            return memptr
        raise NotImplementedError(
            'ultima shim: cupy.ndarray(shape, dtype, memptr=...) over raw device memory')


class ndarray(metaclass=_NdarrayType):
    pass


def _host_all(self, axis=None, out=None, keepdims=False):
    """ndarray.all/any, which ultima.ndarray lacks: computed by NumPy on the
    array copied back (a comparison of results, the harness's reference)."""
    if out is not None:
        raise NotImplementedError('ultima shim: all(out=)')
    return numpy.asarray(self.get()).all(axis=axis, keepdims=keepdims)


def _host_any(self, axis=None, out=None, keepdims=False):
    if out is not None:
        raise NotImplementedError('ultima shim: any(out=)')
    return numpy.asarray(self.get()).any(axis=axis, keepdims=keepdims)


for _name, _method in (('all', _host_all), ('any', _host_any)):
    if not hasattr(ultima.ndarray, _name):
        setattr(ultima.ndarray, _name, _method)


class _Flags:
    """ndarray.flags, which ultima.ndarray lacks: its layout flags, from
    ultima's own shape and strides (read as attributes or as NumPy's keys)."""

    def __init__(self, a):
        self.c_contiguous = a.c_contiguous
        reversed_view = a.transpose() if a.ndim > 1 else a
        self.f_contiguous = reversed_view.c_contiguous

    def __getitem__(self, key):
        return {'C_CONTIGUOUS': self.c_contiguous, 'F_CONTIGUOUS': self.f_contiguous}[key]


if not hasattr(ultima.ndarray, 'flags'):
    ultima.ndarray.flags = property(_Flags)


# Array creation: NumPy builds the values, ultima holds them.

def array(obj, dtype=None, copy=True, order='K', subok=False, ndmin=0):
    if isinstance(obj, ultima.ndarray):
        obj = obj.get()
    return ultima.asarray(numpy.array(obj, dtype=dtype, ndmin=ndmin))


def asarray(a, dtype=None, order=None):
    return ultima.asarray(a, dtype=dtype)


def asnumpy(a, stream=None, order='C', out=None):
    if isinstance(a, ultima.ndarray):
        return a.get()
    return numpy.asarray(a)


def empty(shape, dtype=float, order='C'):
    _check_order(order)
    return ultima.empty(shape, dtype)


def zeros(shape, dtype=float, order='C'):
    _check_order(order)
    return ultima.zeros(shape, dtype)


def ones(shape, dtype=float, order='C'):
    _check_order(order)
    return ultima.asarray(numpy.ones(shape, dtype=dtype))


def full(shape, fill_value, dtype=None, order='C'):
    _check_order(order)
    return ultima.asarray(numpy.full(shape, fill_value, dtype=dtype))


def empty_like(a, dtype=None, order='K', subok=None, shape=None):
    return ultima.empty(a.shape if shape is None else shape, a.dtype if dtype is None else dtype)


def zeros_like(a, dtype=None, order='K', subok=None, shape=None):
    return ultima.zeros(a.shape if shape is None else shape, a.dtype if dtype is None else dtype)


def arange(start, stop=None, step=1, dtype=None):
    return ultima.asarray(numpy.arange(start, stop, step, dtype=dtype))


def _check_order(order):
    if order not in ('C', None):
        raise NotImplementedError(f'ultima shim: order={order!r} (ultima arrays are C-ordered)')


# Array functions: ultima's own operations where it has them.

def copy(a, order='K'):
    """CuPy's copy: ultima.ndarray.copy (a device copy kernel)."""
    return a.copy(order=order)


def abs(x):  # noqa: A001 - CuPy's name
    """ultima's abs() operator (a device kernel; real result for complex)."""
    return builtins_abs(x)


absolute = abs


def conj(x):
    """Complex conjugate on the device, an ultima ElementwiseKernel."""
    x = ultima.asarray(x)
    if x.dtype.kind != 'c':
        return x.copy()
    return _conj_kernel(x)


_conj_kernel = ElementwiseKernel('T x', 'T y', 'y = conj(x)', 'cupy_shim_conj')
conjugate = conj


def allclose(a, b, rtol=1e-05, atol=1e-08, equal_nan=False):
    """A comparison: NumPy's, on host copies."""
    return numpy.allclose(asnumpy(a), asnumpy(b), rtol=rtol, atol=atol, equal_nan=equal_nan)


def array_equal(a1, a2, equal_nan=False):
    return numpy.array_equal(asnumpy(a1), asnumpy(a2), equal_nan=equal_nan)


def get_array_module(*args):
    for a in args:
        if isinstance(a, ultima.ndarray):
            import sys
            return sys.modules[__name__]
    return numpy


import builtins as _builtins  # noqa: E402
builtins_abs = _builtins.abs
