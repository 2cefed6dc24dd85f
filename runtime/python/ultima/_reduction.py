"""ultima.ReductionKernel: CuPy's signature over the C++ runtime."""

import numpy as np

from . import _ultima
from ._call import CupyKernelBase


class ReductionKernel(CupyKernelBase):
    """CuPy's ReductionKernel; called as k(*args, out=None, axis=None, keepdims=False).

    `out` is the output array when the kernel has one output (as passing it
    after the inputs); `stream` is accepted for CuPy's signature and must be
    None: launches go to the device's one in-order queue."""

    def __init__(self, in_params, out_params, map_expr, reduce_expr, post_map_expr, identity,
                 name="reduce_kernel", reduce_type=None, reduce_dims=True, preamble="",
                 options=()):
        self.name = name
        self._bind(_ultima.ReductionKernel(
            in_params, out_params, map_expr, reduce_expr, post_map_expr,
            "" if identity is None else str(identity), name, reduce_type or "", reduce_dims,
            preamble, list(options)))

    def __call__(self, *args, out=None, axis=None, keepdims=False, stream=None):
        if stream is not None:
            raise ValueError("ultima has one in-order queue per device: stream must be None")
        if out is not None:
            if self.nout != 1 or len(args) != self.nin:
                raise ValueError("out= needs a kernel with one output, given only the inputs")
            args = args + (out,)
        self._check_count(args)
        if axis is None:
            axes, everything = [], True
        elif isinstance(axis, (int, np.integer)):
            axes, everything = [int(axis)], False
        else:
            axes, everything = [int(a) for a in axis], False
        results = self._call(args, lambda converted: self._kernel(
            converted, axes, everything, bool(keepdims)))
        return results[0] if len(results) == 1 else tuple(results)
