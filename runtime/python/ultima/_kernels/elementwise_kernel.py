"""ultima.ElementwiseKernel: CuPy's signature over the C++ runtime.

Arguments go through the one call path of kernel_call.py (ultima.ndarray and NumPy
arrays -> device arrays, one copy per NumPy array; NumPy scalars -> typed
scalars, Python scalars -> weak scalars typed by CuPy's rules in the C++
runtime); NumPy arrays passed as outputs get the results copied back."""

import operator

from .. import _ultima
from .kernel_call import CupyKernelBase, check_stream


class ElementwiseKernel(CupyKernelBase):
    """CuPy's ElementwiseKernel (see the project README and docs/runtime.md)."""

    def __init__(self, in_params, out_params, operation, name="kernel", reduce_dims=True,
                 preamble="", no_return=False, return_tuple=False, loop_prep="",
                 after_loop="", options=()):
        self.name = name
        self.operation = operation
        self.preamble = preamble
        self.reduce_dims = reduce_dims
        self.no_return = no_return
        self.return_tuple = return_tuple
        self.options = tuple(options)
        self._bind(_ultima.ElementwiseKernel(
            in_params, out_params, operation, name, reduce_dims, preamble, no_return,
            return_tuple, loop_prep, after_loop, list(options)),
            (in_params, out_params, operation, name, reduce_dims, preamble, no_return,
             return_tuple, loop_prep, after_loop, self.options))

    def __call__(self, *args, size=None, block_size=None, stream=None):
        self._check_count(args)
        check_stream(stream)
        if size is not None:
            size = operator.index(size)
            if size < 0:
                raise ValueError(f"size must be non-negative, not {size}")
            if size >= 2**63:
                raise ValueError(f"size {size} is too large")
        if block_size is not None:
            block_size = operator.index(block_size)
            if not 0 < block_size < 2**63:  # CuPy's message, and the value
                raise ValueError(f"block_size must be greater than zero, not {block_size}")
        results = self._call(args, lambda converted: self._kernel(
            converted, -1 if size is None else size, 0 if block_size is None else block_size))
        if self.no_return:
            return None
        if self.return_tuple or len(results) != 1:
            return tuple(results)
        return results[0]
