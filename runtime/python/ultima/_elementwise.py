"""ultima.ElementwiseKernel: CuPy's signature over the C++ runtime.

Arguments are converted here (ultima.ndarray and NumPy arrays -> device
arrays, NumPy scalars -> typed scalars, Python scalars -> weak scalars typed
by CuPy's rules in the C++ runtime); NumPy arrays passed as outputs get the
results copied back."""

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
        return _ultima.Scalar(dt.name, 0.0, int(value), False), None
    if isinstance(value, bool):
        return _ultima.Scalar("bool", 0.0, int(value), True), None
    if isinstance(value, int):
        return _ultima.Scalar("int64", 0.0, value, True), None
    if isinstance(value, float):
        return _ultima.Scalar("float64", value, 0, True), None
    raise TypeError(f"Unsupported type {type(value).__name__}")


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
        outs = self._kernel(converted, -1 if size is None else int(size))
        results = [from_runtime_array(o) for o in outs]
        for host, device in copy_back:
            if host.flags.writeable:
                host[...] = device.get()
        if self.no_return:
            return None
        if self.return_tuple or len(results) != 1:
            return tuple(results)
        return results[0]
