"""ultima.ReductionKernel: CuPy's signature over the C++ runtime."""

import numpy as np

from . import _ultima
from ._call import CallArgs, from_runtime_array


class ReductionKernel:
    """CuPy's ReductionKernel; called as k(*args, out=None, axis=None, keepdims=False).

    `out` is the output array when the kernel has one output (as passing it
    after the inputs); `stream` is accepted for CuPy's signature and must be
    None: launches go to the device's one in-order queue."""

    def __init__(self, in_params, out_params, map_expr, reduce_expr, post_map_expr, identity,
                 name="reduce_kernel", reduce_type=None, reduce_dims=True, preamble="",
                 options=()):
        self.name = name
        self._kernel = _ultima.ReductionKernel(
            in_params, out_params, map_expr, reduce_expr, post_map_expr,
            "" if identity is None else str(identity), name, reduce_type or "", reduce_dims,
            preamble, list(options))
        params = self._kernel.params()
        self.nin = sum(1 for p in params if not p[4])
        self.nout = len(params) - self.nin
        self.nargs = len(params)

    def __call__(self, *args, out=None, axis=None, keepdims=False, stream=None):
        if stream is not None:
            raise ValueError("ultima has one in-order queue per device: stream must be None")
        if out is not None:
            if self.nout != 1 or len(args) != self.nin:
                raise ValueError("out= needs a kernel with one output, given only the inputs")
            args = args + (out,)
        if len(args) not in (self.nin, self.nargs):
            raise TypeError(f"Wrong number of arguments for '{self.name}'")
        if axis is None:
            axes, everything = [], True
        elif isinstance(axis, (int, np.integer)):
            axes, everything = [int(axis)], False
        else:
            axes, everything = [int(a) for a in axis], False
        call = CallArgs()
        converted = call.cupy_args(args, self.nin)
        outs = self._kernel(converted, axes, everything, bool(keepdims))
        results = [from_runtime_array(o) for o in outs]
        call.finish()
        return results[0] if len(results) == 1 else tuple(results)
