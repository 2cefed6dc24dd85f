"""ultima.ndarray's sum, mean, min and max; argmax and argmin (at the end).

Dtypes as NumPy's: sum of bool and signed integers is int64, of unsigned
integers uint64, of floats their dtype; mean of bool and integers is
float64, of floats their dtype; min and max keep the dtype. Accumulation is
in the result dtype (float16 in float32, then rounded once); NaN propagates
through min and max, as in NumPy. Complex sums and means are complex; complex
min and max order by real, then imaginary part, and a value with a NaN part
wins, as NumPy 1.24's minimum and maximum.

One cached ReductionKernel per (input, accumulator, result dtype) and
operation (sum and mean share one: the scalar `op` picks mean's division).
The kernels have no identity: empty reductions are answered here as NumPy
answers them.
"""

import functools
import operator
import warnings

import numpy as np
from numpy.core.multiarray import normalize_axis_index
from numpy.core.numeric import normalize_axis_tuple

from .. import _ultima
from .._kernels.device_array import DeviceArray
from .._kernels.dtypes import c_name, compute_dtype, convert, real_dtype
from .._kernels.elementwise_kernel import ElementwiseKernel
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
def _kernel(src, acc, out, kind):
    """kind "add" (sum and mean: the scalar op picks mean's division), "min"
    or "max". A reduce_expr that switched on the scalar op per element kept
    PoCL from vectorising the runs: max of 1e7 float32 took 3.5-5.7 ms
    against 1.2-1.4 with the operation fixed."""
    src, acc, out = np.dtype(src), np.dtype(acc), np.dtype(out)
    c = c_name(acc)
    if kind == "add":
        if acc.kind in "iu":  # wrapping sum, as NumPy's integer sums wrap
            reduce_expr = f"({c})((unsigned long long)a + (unsigned long long)b)"
        else:
            reduce_expr = "a + b"
    elif acc.kind == "c":
        reduce_expr = f"ultima_ckeeps_first(a, b, {str(kind == 'max').lower()}) ? a : b"
    else:
        # NaN wins, as in NumPy's min and max. A bitwise | (no short circuit)
        # leaves one select, which PoCL vectorises.
        compare = f"(a {'<' if kind == 'min' else '>'} b)"
        reduce_expr = f"((a != a) | {compare}) ? a : b" if acc.kind == "f" else f"{compare} ? a : b"
    count = f"({c_name(real_dtype(acc))})(_in_ind.size() / _out_ind.size())"
    post = f"y = op == 1 ? {convert(f'a / {count}', acc, out)} : {convert('a', acc, out)}"
    return ReductionKernel(f"{src.name} x, int32 op", f"{out.name} y", convert("x", src, acc),
                           reduce_expr, post, None, f"ultima_{kind}", reduce_type=acc.name,
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
        kernel = _kernel(array.dtype.name, compute_dtype(result).name, result.name,
                         "add" if op in ("sum", "mean") else op)
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


# -- argmax and argmin ------------------------------------------------------------------
#
# NumPy's semantics: the first index of the largest (smallest) value; a NaN
# counts as the extreme, so the first NaN's index (complex: a NaN in either
# part); values that compare equal (-0.0 and 0.0) are ties, the first wins.
# The planner (ReductionPlan.h, planArgReduction) picks one of two ways:
#
#  - runs (CPU devices, whole C-contiguous arrays): the extreme of each of
#    about sqrt(n) contiguous runs (the min/max kernel above over a (runs,
#    run length) view: one vectorised run per work-item, no packed value and
#    index to carry), then one work-item picks the first run holding the
#    extreme, or an element of the rest past the runs, and scans that run
#    for its first index: about one pass of a plain max over the data.
#  - two reductions (GPUs, axes, strided views): the extreme (keepdims),
#    then the smallest _J whose element equals it (or is NaN when it is).
#
# The two reductions index by _J, an int as in CuPy: 2**31 or more elements
# along the reduced axes are refused there (the runs index by long long).

_ARG_OPS = {"argmax": "max", "argmin": "min"}


def _arg_exprs(dtype, op, v="v", m="m"):
    """C++ expressions over values v, m (of the compute type): `better`,
    whether v replaces m as the extreme found so far (strictly, so the first
    of equal values stays), and `same`, whether v is the extreme m."""
    cmp = ">" if op == "argmax" else "<"
    if dtype.kind == "c":
        better = (f"!isnan({m}) && (isnan({v}) || ({v}.real() != {m}.real() ? "
                  f"{v}.real() {cmp} {m}.real() : {v}.imag() {cmp} {m}.imag()))")
        return better, f"(isnan({m}) ? isnan({v}) : {v} == {m})"
    if dtype.kind == "f":
        return (f"!({m} != {m}) && ({v} != {v} || {v} {cmp} {m})",
                f"({m} != {m} ? {v} != {v} : {v} == {m})")
    return f"{v} {cmp} {m}", f"{v} == {m}"


@functools.lru_cache(maxsize=None)
def _arg_scan_kernel(dtype, op):
    """The second stage of the runs: one work-item (ElementwiseKernel of one
    output) over the run extremes `ext`, the rest of x past the runs, and the
    run that holds the extreme."""
    dtype = np.dtype(dtype)
    comp = compute_dtype(dtype)
    c = c_name(comp)
    better, same = _arg_exprs(dtype, op)
    val = lambda expr: convert(expr, dtype, comp)  # noqa: E731
    body = f"""
    {c} m = {val('ext[0]')};
    long long run = 0;
    for (long long k = 1; k < runs; ++k) {{
      const {c} v = {val('ext[k]')};
      if ({better}) {{ m = v; run = k; }}
    }}
    long long found = -1;
    for (long long k = runs * length; k < n; ++k) {{
      const {c} v = {val('x[k]')};
      if ({better}) {{ m = v; found = k; }}
    }}
    if (found < 0) {{
      found = run * length;
      for (long long k = run * length; k < (run + 1) * length; ++k) {{
        const {c} v = {val('x[k]')};
        if ({same}) {{ found = k; break; }}
      }}
    }}
    r = found;
    """
    preamble = _COMPLEX_KEEPS_FIRST if dtype.kind == "c" else ""
    return ElementwiseKernel(f"raw {dtype.name} x, raw {dtype.name} ext, int64 runs, int64 length, "
                             "int64 n", "int64 r", body, f"ultima_{op}_scan", preamble=preamble)


@functools.lru_cache(maxsize=None)
def _arg_index_kernel(dtype, op):
    """The second of two reductions: the smallest _J whose x is the extreme m."""
    dtype = np.dtype(dtype)
    comp = compute_dtype(dtype)
    _, same = _arg_exprs(dtype, op, convert("x", dtype, comp), convert("m", dtype, comp))
    return ReductionKernel(f"{dtype.name} x, {dtype.name} m", "int64 y",
                           f"({same}) ? (long long)_J : 0x7fffffffffffffffLL", "a < b ? a : b",
                           "y = a", None, f"ultima_{op}_index", reduce_type="int64",
                           preamble=_COMPLEX_KEEPS_FIRST if dtype.kind == "c" else "")


@functools.lru_cache(maxsize=None)
def _arg_runs(n):
    """The planner's (runs, run length) for n elements on this process's device."""
    return _ultima._arg_reduction_runs(n)


def arg_reduce(op, array, axis, out, keepdims):
    """array.argmax / argmin(axis, out, keepdims), as NumPy computes them; a
    new result is of array's class."""
    cls = type(array)
    check_numbers(array.dtype, what=op)
    if axis is not None:
        axis = normalize_axis_index(operator.index(axis), array.ndim)
    count = array.size if axis is None else array.shape[axis]
    if count == 0:
        raise ValueError(f"attempt to get {op} of an empty sequence")
    if axis is None:
        shape = [1] * array.ndim if keepdims else []
    else:
        shape = [1 if d == axis else n for d, n in enumerate(array.shape)
                 if keepdims or d != axis]
    if out is not None:
        # NumPy's rule: out's dtype casts safely to int64 (int32 and bool
        # do, float64 does not).
        _check_out(op, out, shape, out.dtype)
        if not np.can_cast(out.dtype, np.int64, "safe"):
            raise TypeError(f"Cannot cast array data from {out.dtype!r} to dtype('int64') "
                            "according to the rule 'safe'")
    dtype = array.dtype
    extreme = _kernel(dtype.name, compute_dtype(dtype).name, dtype.name, _ARG_OPS[op])
    code = np.int32(_OPS.index(_ARG_OPS[op]))
    runs, length = (_arg_runs(count) if axis is None and array.c_contiguous else (0, 0))
    if runs > 0:
        # Views built directly (the array is C-contiguous): reshape and
        # slicing cost the host more than the second stage costs the device.
        item = dtype.itemsize
        base = {"_buffer": array._buffer, "_offset": array._offset}
        ext = extreme(cls((runs, length), dtype, _strides=(length * item, item), **base),
                      code, axis=1)
        value = cls(shape, np.int64)
        _arg_scan_kernel(dtype.name, op)(cls((count,), dtype, _strides=(item,), **base), ext,
                                         runs, length, count, value)
    else:
        if count > 2**31 - 1:
            raise NotImplementedError(f"{op} over {count} elements (more than 2**31 - 1) along "
                                      "the reduced axes")
        axes = None if axis is None else (axis,)
        m = extreme(array, code, axis=axes, keepdims=True)
        value = _arg_index_kernel(dtype.name, op)(array, m, axis=axes, keepdims=keepdims)
    if out is None:
        return value
    out[...] = value
    return out
