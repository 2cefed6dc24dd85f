"""ultima.ndarray's sum, mean, min and max.

Dtypes as NumPy's: sum of bool and signed integers is int64, of unsigned
integers uint64, of floats their dtype; mean of bool and integers is
float64, of floats their dtype; min and max keep the dtype. Accumulation is
in the result dtype (float16 in float32, then rounded once); NaN propagates
through min and max, as in NumPy. Complex sums and means are complex; complex
min and max order by real, then imaginary part, and a value with a NaN part
wins, as NumPy 1.24's minimum and maximum.

One cached ReductionKernel per (input, accumulator, result dtype) serves
every reduction with those dtypes; the scalar `op` picks it (one program to
compile, not four). The kernels have no identity: empty reductions are
answered here as NumPy answers them.
"""

import functools
import warnings

import numpy as np
from numpy.core.numeric import normalize_axis_tuple

from .._kernels.device_array import DeviceArray
from .._kernels.dtypes import c_name, compute_dtype, convert, real_dtype
from .._kernels.reduction_kernel import ReductionKernel
from .assignment import check_numbers, warn_if_discarding_imaginary

_OPS = ("sum", "mean", "min", "max")
_UFUNC_NAMES = {"sum": "add", "mean": "add", "min": "minimum", "max": "maximum"}  # in errors


# Whether minimum(a, b) (maximum when greater) keeps a, as NumPy 1.24 orders
# complex values: a if a has a NaN part; else b if b has one; else a if
# a <= b (a >= b) by real, then imaginary part.
_COMPLEX_KEEPS_FIRST = """
template <typename T> __device__ bool ultima_ckeeps_first(complex<T> a, complex<T> b,
                                                          bool greater) {
  if (isnan(a))
    return true;
  if (isnan(b))
    return false;
  if (a.real() != b.real())
    return greater ? a.real() > b.real() : a.real() < b.real();
  return greater ? a.imag() >= b.imag() : a.imag() <= b.imag();
}
"""


def _result_dtype(op, dtype):
    """NumPy's result dtype of op on dtype when no dtype= is given."""
    if op in ("min", "max"):
        return dtype
    if dtype.kind in "fc":
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
    if acc.kind == "c":
        less, greater = "ultima_ckeeps_first(a, b, false)", "ultima_ckeeps_first(a, b, true)"
    else:
        nan = "a != a || " if acc.kind == "f" else ""  # NaN wins, as in NumPy's min and max
        less, greater = f"{nan}a < b", f"{nan}a > b"
    reduce_expr = f"op <= 1 ? {total} : op == 2 ? (({less}) ? a : b) : (({greater}) ? a : b)"
    count = f"({c_name(real_dtype(acc))})(_in_ind.size() / _out_ind.size())"
    post = f"y = op == 1 ? {convert(f'a / {count}', acc, out)} : {convert('a', acc, out)}"
    return ReductionKernel(f"{src.name} x, int32 op", f"{out.name} y", convert("x", src, acc),
                           reduce_expr, post, None, "ultima_reduce", reduce_type=acc.name,
                           preamble=_COMPLEX_KEEPS_FIRST if acc.kind == "c" else "")


def reduce(op, array, axis, dtype, out, keepdims):
    """array.sum / mean / min / max(axis, dtype, out, keepdims), as NumPy
    computes them; a new result is of array's class."""
    check_numbers(array.dtype, what=op)
    axes = normalize_axis_tuple(tuple(range(array.ndim)) if axis is None else axis, array.ndim)
    shape = [1 if d in axes else n for d, n in enumerate(array.shape) if keepdims or d not in axes]
    count = int(np.prod([array.shape[d] for d in axes], dtype=object))
    result = _result_dtype(op, array.dtype) if dtype is None else np.dtype(dtype)
    if out is not None:
        _check_out(op, out, shape, result)
    warn_if_discarding_imaginary(array.dtype, result)  # sum(dtype=float) of complex
    if count == 0:
        if op in ("min", "max"):
            raise ValueError(f"zero-size array to reduction operation {_UFUNC_NAMES[op]} which "
                             "has no identity")
        if op == "mean":
            warnings.warn("Mean of empty slice.", RuntimeWarning, stacklevel=3)
        value = type(array)(shape, result)
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
    if not isinstance(out, DeviceArray):
        raise TypeError(f"out must be an ultima.ndarray, not {type(out).__name__}")
    if tuple(out.shape) != tuple(shape):
        raise ValueError(f"output parameter for reduction operation {op} has the wrong shape: "
                         f"{out.shape}, expected {tuple(shape)}")
    if not np.can_cast(result, out.dtype, "same_kind"):
        raise TypeError(f"Cannot cast ufunc '{_UFUNC_NAMES[op]}' output from {result!r} to {out.dtype!r} with "
                        "casting rule 'same_kind'")
