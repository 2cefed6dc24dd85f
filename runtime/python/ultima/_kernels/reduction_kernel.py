"""ultima.ReductionKernel: CuPy's signature over the C++ runtime."""

import numpy as np

from .. import _ultima
from .kernel_call import CupyKernelBase, check_stream

# NumPy's error for an axis out of range (a ValueError and an IndexError), as CuPy raises it.
AxisError = getattr(np, "exceptions", np).AxisError


class ReductionKernel(CupyKernelBase):
    """CuPy's ReductionKernel; called as k(*args, out=None, axis=None, keepdims=False,
    stream=None).

    `out` is the output array when the kernel has one output (as passing it
    after the inputs); `stream` must be None or the null stream: launches go
    to the device's one in-order queue. As CuPy, a call returns the first
    output only (all outputs are written)."""

    def __init__(self, in_params, out_params, map_expr, reduce_expr, post_map_expr, identity,
                 name="reduce_kernel", reduce_type=None, reduce_dims=True, preamble="",
                 options=()):
        self.name = name
        self.map_expr = map_expr
        self.reduce_expr = reduce_expr
        self.post_map_expr = post_map_expr
        self.identity = "" if identity is None else str(identity)
        self.reduce_type = reduce_type
        self.reduce_dims = reduce_dims
        self.preamble = preamble
        self.options = tuple(options)
        self._bind(_ultima.ReductionKernel(
            in_params, out_params, map_expr, reduce_expr, post_map_expr, self.identity, name,
            reduce_type or "", reduce_dims, preamble, list(options)),
            (in_params, out_params, map_expr, reduce_expr, post_map_expr, identity, name,
             reduce_type, reduce_dims, preamble, self.options))

    def __call__(self, *args, out=None, axis=None, keepdims=False, stream=None):
        check_stream(stream)
        if out is not None:
            if self.nout != 1:
                raise NotImplementedError("out= needs a kernel with one output")
            if len(args) != self.nin:
                raise ValueError("cannot specify 'out' as both a positional and keyword argument")
            args = args + (out,)
        self._check_count(args)
        if axis is None:
            axes, everything = [], True
        elif isinstance(axis, (int, np.integer)):
            axes, everything = [int(axis)], False
        else:
            axes, everything = [int(a) for a in axis], False
        try:
            results = self._call(args, lambda converted: self._kernel(
                converted, axes, everything, bool(keepdims)))
        except ValueError as e:
            if "is out of bounds for array of dimension" in str(e):
                raise AxisError(str(e)) from None
            raise
        return results[0]
