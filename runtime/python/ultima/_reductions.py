"""ultima.ndarray's sum, mean, min and max.

Dtypes as NumPy's: sum of bool and signed integers is int64, of unsigned
integers uint64, of floats their dtype; mean of bool and integers is
float64, of floats their dtype; min and max keep the dtype. Accumulation is
in the result dtype (float16 in float32, then rounded once); NaN propagates
through min and max, as in NumPy.

One cached ReductionKernel per (input, accumulator, result dtype) serves
every reduction with those dtypes; the scalar `op` picks it (one program to
compile, not four). The kernels have no identity: empty reductions are
answered here as NumPy answers them.
"""

import functools
import warnings

import numpy as np
from numpy.core.numeric import normalize_axis_tuple

from ._ctypes import c_name, compute_dtype, convert
from ._reduction import ReductionKernel

_OPS = ("sum", "mean", "min", "max")
_UFUNC_NAMES = {"sum": "add", "mean": "add", "min": "minimum", "max": "maximum"}  # in errors


def _result_dtype(op, dtype):
    """NumPy's result dtype of op on dtype when no dtype= is given."""
    if op in ("min", "max"):
        return dtype
    if dtype.kind == "f":
        return dtype
    if op == "mean":
        return np.dtype(np.float64)
    return np.dtype(np.uint64 if dtype.kind == "u" else np.int64)


@functools.lru_cache(maxsize=None)
def _kernel(src, acc, out):
    src, acc, out = np.dtype(src), np.dtype(acc), np.dtype(out)
    c = c_name(acc)
    if acc.kind in "iu":  # wrapping sum, as NumPy's integer sums wrap
        total = f"({c})((unsigned long long)a + (unsigned long long)b)"
    else:
        total = "a + b"
    nan = "a != a || " if acc.kind == "f" else ""  # NaN wins, as in NumPy's min and max
    reduce_expr = (f"op <= 1 ? {total} : op == 2 ? (({nan}a < b) ? a : b) "
                   f": (({nan}a > b) ? a : b)")
    post = f"y = op == 1 ? {convert(f'a / ({c})(_in_ind.size() / _out_ind.size())', acc, out)} : {convert('a', acc, out)}"
    return ReductionKernel(f"{src.name} x, int32 op", f"{out.name} y", convert("x", src, acc),
                           reduce_expr, post, None, "ultima_reduce", reduce_type=acc.name)


def reduce(op, array, axis, dtype, out, keepdims):
    """array.sum / mean / min / max(axis, dtype, out, keepdims), as NumPy computes them."""
    from ._ndarray import ndarray
    if array.dtype.kind == "c" or (dtype is not None and np.dtype(dtype).kind == "c"):
        raise TypeError("complex ultima arrays are storage only: no reduction computes on them")
    axes = normalize_axis_tuple(tuple(range(array.ndim)) if axis is None else axis, array.ndim)
    shape = [1 if d in axes else n for d, n in enumerate(array.shape) if keepdims or d not in axes]
    count = int(np.prod([array.shape[d] for d in axes], dtype=object))
    result = _result_dtype(op, array.dtype) if dtype is None else np.dtype(dtype)
    if out is not None:
        _check_out(op, out, shape, result)
    if count == 0:
        if op in ("min", "max"):
            raise ValueError(f"zero-size array to reduction operation {_UFUNC_NAMES[op]} which "
                             "has no identity")
        if op == "mean":
            warnings.warn("Mean of empty slice.", RuntimeWarning, stacklevel=3)
        value = ndarray(shape, result)
        value.fill(0 if op == "sum" else np.nan)
    else:
        kernel = _kernel(array.dtype.name, compute_dtype(result).name, result.name)
        value = kernel(array, np.int32(_OPS.index(op)), axis=axes, keepdims=keepdims)
    if out is None:
        return value
    out[...] = value
    return out


def _check_out(op, out, shape, result):
    """NumPy's checks of a reduction's out=: a device array of the result's
    shape, into whose dtype the result casts (same_kind)."""
    from ._ndarray import ndarray
    if not isinstance(out, ndarray):
        raise TypeError(f"out must be an ultima.ndarray, not {type(out).__name__}")
    if tuple(out.shape) != tuple(shape):
        raise ValueError(f"output parameter for reduction operation {op} has the wrong shape: "
                         f"{out.shape}, expected {tuple(shape)}")
    if not np.can_cast(result, out.dtype, "same_kind"):
        raise TypeError(f"Cannot cast ufunc '{_UFUNC_NAMES[op]}' output from {result!r} to {out.dtype!r} with "
                        "casting rule 'same_kind'")
