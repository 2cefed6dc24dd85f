"""ultima.ElementwiseKernel: CuPy's signature over the C++ runtime.

Arguments are converted here (ultima.ndarray and NumPy arrays -> device
arrays, NumPy scalars -> typed scalars, Python scalars -> weak scalars typed
by CuPy's rules in the C++ runtime); NumPy arrays passed as outputs get the
results copied back."""

import operator

import numpy as np

from . import _ultima
from ._ndarray import asarray, ndarray


def to_device_arg(value):
    """(runtime argument, device ndarray or None) for one call argument."""
    if isinstance(value, (ndarray, np.ndarray)):
        d = asarray(value)
        return _ultima.Array(d._buffer, d.dtype.name, list(d.shape), list(d.strides),
                             d._offset), d
    if isinstance(value, np.generic):
        dt = value.dtype
        if dt.kind == "f":
            return _ultima.Scalar(dt.name, float(value), 0, False), None
        bits = int(value)
        if bits >= 2**63:  # a uint64 beyond int64: its bits, as the runtime reads them
            bits -= 2**64
        return _ultima.Scalar(dt.name, 0.0, bits, False), None
    if isinstance(value, bool):
        return _ultima.Scalar("bool", 0.0, int(value), True), None
    if isinstance(value, int):
        if -2**63 <= value < 2**63:
            return _ultima.Scalar("int64", 0.0, value, True), None
        if 2**63 <= value < 2**64:  # only a uint64 parameter can hold it
            return _ultima.Scalar("uint64", 0.0, value - 2**64, True), None
        raise OverflowError(f"Python integer {value} out of bounds for int64 and uint64")
    if isinstance(value, float):
        return _ultima.Scalar("float64", value, 0, True), None
    raise TypeError(f"Unsupported type {type(value).__name__}")


def check_outputs_writeable(outputs):
    """NumPy's error for a read-only NumPy array passed as an output (its
    results could not be copied back), raised before anything runs."""
    for value in outputs:
        if isinstance(value, np.ndarray) and not value.flags.writeable:
            raise ValueError("output array is read-only")


def from_runtime_array(a):
    return ndarray(tuple(a.shape), np.dtype(a.dtype), _buffer=a.buffer, _offset=a.offset,
                   _strides=tuple(a.strides))


class ElementwiseKernel:
    """CuPy's ElementwiseKernel (see the project README and docs/runtime.md)."""

    def __init__(self, in_params, out_params, operation, name="kernel", reduce_dims=True,
                 preamble="", no_return=False, return_tuple=False, loop_prep="",
                 after_loop="", options=()):
        self.name = name
        self.no_return = no_return
        self.return_tuple = return_tuple
        self._kernel = _ultima.ElementwiseKernel(
            in_params, out_params, operation, name, reduce_dims, preamble, no_return,
            return_tuple, loop_prep, after_loop, list(options))
        params = self._kernel.params()
        self.nin = sum(1 for p in params if not p[4])
        self.nout = len(params) - self.nin
        self.nargs = len(params)

    def __call__(self, *args, size=None):
        if len(args) not in (self.nin, self.nargs):
            raise TypeError(f"Wrong number of arguments for '{self.name}'")
        check_outputs_writeable(args[self.nin:])
        converted, copy_back, seen = [], [], {}
        for k, value in enumerate(args):
            # One device copy per NumPy array, so an array passed as input and
            # output is updated in place as on CuPy.
            if isinstance(value, np.ndarray) and id(value) in seen:
                arg, device = seen[id(value)]
            else:
                arg, device = to_device_arg(value)
                if isinstance(value, np.ndarray):
                    seen[id(value)] = (arg, device)
            converted.append(arg)
            if k >= self.nin and isinstance(value, np.ndarray):
                copy_back.append((value, device))
        if size is not None:
            size = operator.index(size)
            if size < 0:
                raise ValueError(f"size must be non-negative, not {size}")
            if size >= 2**63:
                raise ValueError(f"size {size} is too large")
        outs = self._kernel(converted, -1 if size is None else size)
        results = [from_runtime_array(o) for o in outs]
        for host, device in copy_back:
            host[...] = device.get()
        if self.no_return:
            return None
        if self.return_tuple or len(results) != 1:
            return tuple(results)
        return results[0]
