"""ultima.ndarray's arithmetic and comparison operators.

Types follow NumPy 1.24: the result dtype is the one NumPy gives for
operands of the same dtypes and dimensionality (found by applying the ufunc
to one-element host stand-ins, so NumPy's own errors -- boolean subtract,
negative integer powers of a scalar -- are raised too), and the arithmetic
runs in the ufunc's loop dtype (``ufunc.resolve_dtypes``). Python and NumPy
scalars take part with their value (NumPy 1.24's value-based casting); a
device array, 0-d included, takes part with its dtype only (its values stay
on the device), as on CuPy. Complex values are CuPy's complex<T>; NumPy has
no complex // or %, and orders complex numbers by real, then imaginary part.

Each (operand dtypes, loop dtype, output dtype) is one cached
ElementwiseKernel for every operator; inputs are broadcast by the kernel call.
"""

import functools

import numpy as np

from .._kernels.device_array import array_type_of
from .._kernels.dtypes import c_name, compute_dtype, convert, real_dtype, unsigned_c_name
from .._kernels.elementwise_kernel import ElementwiseKernel
from .assignment import overlaps

# The comparison ufuncs and their C operators.
_COMPARISONS = {"equal": "==", "not_equal": "!=", "less": "<", "less_equal": "<=",
                "greater": ">", "greater_equal": ">="}
_ORDERINGS = ("less", "less_equal", "greater", "greater_equal")

# NumPy's complex order: real parts decide unless equal, then imaginary parts;
# a NaN imaginary part makes a real-part decision false (NumPy's CLT/CGT...).
_COMPLEX_ORDER = """
template <typename T> __device__ bool ultima_corder(complex<T> a, complex<T> b, bool greater,
                                                   bool or_equal) {
  T ar = a.real(), ai = a.imag(), br = b.real(), bi = b.imag();
  bool real_decides = (greater ? ar > br : ar < br) && ai == ai && bi == bi;
  bool imag_decides = ar == br && (greater ? (or_equal ? ai >= bi : ai > bi)
                                           : (or_equal ? ai <= bi : ai < bi));
  return real_decides || imag_decides;
}
"""

# NumPy's complex power: x**0 is 1, 0**y is 0 for real y > 0 and NaN
# otherwise, integer exponents in (-100, 100) by repeated squaring (exact
# powers stay exact), the rest exp(y log x). As NumPy's npy_cpow, x**1,
# x**2 and x**3 are unrolled and the other integer powers start from 1 + 0j
# (so 1 * inf makes NaN parts, as there), negative ones then divide 1 by it.
_COMPLEX_POWER = """
template <typename T> __device__ complex<T> ultima_cpow(complex<T> a, complex<T> b) {
  T br = b.real(), bi = b.imag();
  if (br == T(0) && bi == T(0))
    return complex<T>(T(1), T(0));
  if (a.real() == T(0) && a.imag() == T(0)) {
    if (br > T(0) && bi == T(0))
      return complex<T>(T(0), T(0));
    T nan = T(0) / T(0);
    return complex<T>(nan, nan);
  }
  if (bi == T(0) && br > T(-100) && br < T(100) && br == trunc(br)) {
    int n = (int)br;
    if (n == 1)
      return a;
    if (n == 2)
      return a * a;
    if (n == 3)
      return a * (a * a);
    unsigned e = n < 0 ? -n : n;
    complex<T> r(T(1), T(0)), p = a;
    for (;;) {
      if (e & 1)
        r = r * p;
      e >>= 1;
      if (!e)
        break;
      p = p * p;
    }
    return n < 0 ? complex<T>(T(1), T(0)) / r : r;
  }
  return pow(a, b);
}
"""


# NumPy's complex reciprocal: divides by the part of larger magnitude (so
# 1 / (inf + 4j) is 0 - 0j where 1 / z by power would not be).
_COMPLEX_RECIPROCAL = """
template <typename T> __device__ complex<T> ultima_creciprocal(complex<T> a) {
  T re = a.real(), im = a.imag();
  if (fabs(im) <= fabs(re)) {
    T r = im / re, d = re + im * r;
    return complex<T>(T(1) / d, -r / d);
  }
  T r = re / im, d = im + re * r;
  return complex<T>(r / d, T(-1) / d);
}
"""


def _is_scalar(value):
    return isinstance(value, (bool, int, float, complex, np.generic))


def _stand_in(value, empty=False):
    """A host value NumPy types as it types value: scalars themselves, arrays
    (device or host) as arrays of ones of their dtype, at least 1-D; with
    no element when the result has none (NumPy's loops raise their errors,
    such as an integer to a negative integer power, only for elements)."""
    if _is_scalar(value):
        return value
    return np.ones((0 if empty else 1,) + (1,) * (max(value.ndim, 1) - 1), value.dtype)


def _helpers(op, ct):
    """Device functions an operator needs, for compute dtype ct (never float16)."""
    if ct.kind == "c":
        if op == "power":
            return _COMPLEX_POWER
        if op == "reciprocal":
            return _COMPLEX_RECIPROCAL
        return _COMPLEX_ORDER if op in _ORDERINGS else ""
    c, u = c_name(ct), unsigned_c_name(ct)
    if op in ("floor_divide", "remainder") and ct.kind == "f":
        # NumPy's float floor division and remainder: from fmod, with the
        # remainder taking the divisor's sign; x // 0 is x / 0.
        return f"""
__device__ {c} ultima_mod({c} a, {c} b) {{
  {c} m = fmod(a, b);
  if (m != 0) {{ if ((b < 0) != (m < 0)) m += b; }} else m = copysign(({c})0, b);
  return m;
}}
__device__ {c} ultima_floordiv({c} a, {c} b) {{
  if (b == 0) return a / b;
  {c} m = fmod(a, b);
  {c} d = (a - m) / b;
  if (m != 0 && ((b < 0) != (m < 0))) d -= 1;
  if (d == 0) return copysign(({c})0, a / b);
  {c} f = floor(d);
  if (d - f > ({c})0.5) f += 1;
  return f;
}}
"""
    if op in ("floor_divide", "remainder"):
        # NumPy: x // 0 == x % 0 == 0; MIN // -1 wraps to MIN (never a trap).
        signed = ct.kind == "i"
        return f"""
__device__ {c} ultima_floordiv({c} a, {c} b) {{
  if (b == 0) return 0;
  {f"if (b == -1) return ({c})(({u})0 - ({u})a);" if signed else ""}
  {c} q = a / b;
  {"if (a % b != 0 && ((a < 0) != (b < 0))) q -= 1;" if signed else ""}
  return q;
}}
__device__ {c} ultima_mod({c} a, {c} b) {{
  if (b == 0{" || b == -1" if signed else ""}) return 0;
  {c} r = a % b;
  {"if (r != 0 && ((r < 0) != (b < 0))) r += b;" if signed else ""}
  return r;
}}
"""
    if op == "power" and ct.kind in "iu":
        # Square and multiply, wrapping; a negative exponent gives the
        # integer part of 1 / a**-b (NumPy raises; it cannot on the device).
        negative = f"if (b < 0) return a == 1 ? 1 : a == -1 ? ((b & 1) ? -1 : 1) : 0;" \
            if ct.kind == "i" else ""
        return f"""
__device__ {c} ultima_ipow({c} a, {c} b) {{
  {negative}
  {u} r = 1, x = ({u})a;
  for ({u} e = ({u})b; e; e >>= 1) {{
    if (e & 1) r *= x;
    x *= x;
  }}
  return ({c})r;
}}
"""
    return ""


def _expression(op, ct):
    """The C expression of operator op on a (and b) of compute dtype ct;
    integer + - * and negation are computed unsigned, so they wrap as
    NumPy's integers do, without C's undefined signed overflow."""
    if ct.kind == "c":
        return _complex_expression(op)
    c, u = c_name(ct), unsigned_c_name(ct)
    wraps = ct.kind in "iu"
    if op in _COMPARISONS:
        return f"a {_COMPARISONS[op]} b"
    if op in ("add", "subtract", "multiply") and ct.kind != "b":
        symbol = {"add": "+", "subtract": "-", "multiply": "*"}[op]
        return f"({c})(({u})a {symbol} ({u})b)" if wraps else f"a {symbol} b"
    if op == "add":
        return "a || b"  # bool: logical or, as NumPy's bool add
    if op == "multiply":
        return "a && b"
    if op == "divide":
        return "a / b"
    if op == "floor_divide":
        return "ultima_floordiv(a, b)"
    if op == "remainder":
        return "ultima_mod(a, b)"
    if op == "power":
        return "ultima_ipow(a, b)" if wraps else "pow(a, b)"
    if op == "negative":
        return f"({c})(({u})0 - ({u})a)" if wraps else "-a"
    if op == "reciprocal":
        return f"({c})1 / a"
    if op == "sqrt":
        return "sqrt(a)"
    if op == "absolute":
        if ct.kind == "i":
            return f"a < 0 ? ({c})(({u})0 - ({u})a) : a"
        return "fabs(a)" if ct.kind == "f" else "a"
    raise AssertionError(op)


def _complex_expression(op):
    """The C expression of operator op on complex<T> a (and b)."""
    if op in _ORDERINGS:
        return f"ultima_corder(a, b, {str(op.startswith('greater')).lower()}, " \
               f"{str(op.endswith('equal')).lower()})"
    if op in _COMPARISONS:
        return f"a {_COMPARISONS[op]} b"
    symbols = {"add": "+", "subtract": "-", "multiply": "*", "divide": "/"}
    if op in symbols:
        return f"a {symbols[op]} b"
    return {"power": "ultima_cpow(a, b)", "negative": "-a", "absolute": "abs(a)",
            "reciprocal": "ultima_creciprocal(a)", "sqrt": "sqrt(a)"}[op]


def _operators(nargs, ct):
    """The operators of nargs operands that NumPy has a loop for in compute dtype ct."""
    if nargs == 1:
        if ct.kind in "fc":  # reciprocal and sqrt: `**` -1 and 0.5 (ndarray.__pow__)
            return ["negative", "absolute", "reciprocal", "sqrt"]
        return ["negative", "absolute"] if ct.kind != "b" else ["absolute"]
    if ct.kind == "c":  # no floor division or remainder of complex numbers
        return ["add", "subtract", "multiply", "divide", "power"] + list(_COMPARISONS)
    arithmetic = ["add", "multiply"] if ct.kind == "b" else \
        ["add", "subtract", "multiply", "floor_divide", "remainder", "power"]
    if ct.kind == "f":
        arithmetic.append("divide")
    return arithmetic + list(_COMPARISONS)


@functools.lru_cache(maxsize=None)
def _kernel(in_types, loop, out):
    """The ElementwiseKernel of every operator for inputs of dtypes in_types
    (None: a scalar, passed in the loop dtype), computing in loop and writing
    dtype out; the scalar `op` (an index into _operators) picks the operator.
    One program per dtype combination rather than per operator: each costs
    a translation and an OpenCL compile, a uniform branch costs next to nothing."""
    loop, out = np.dtype(loop), np.dtype(out)
    ct = compute_dtype(loop)
    names = ["a", "b"][:len(in_types)]
    params = ", ".join(f"{(t or loop.name)} {n}_in" for t, n in zip(in_types, names))
    body = "".join(f"const {c_name(ct)} {n} = {convert(f'{n}_in', t or loop.name, ct)};\n"
                   for t, n in zip(in_types, names))
    ops = _operators(len(in_types), ct)
    body += "switch (op) {\n"
    for code, op in enumerate(ops):
        if op in _COMPARISONS:
            value, value_type = f"(bool)({_expression(op, ct)})", np.dtype(np.bool_)
        else:  # rounded to the loop dtype (float16) first, as NumPy rounds
            # abs() of a complex number is real: the loop's output is its part dtype.
            value_type = real_dtype(loop) if op == "absolute" else loop
            vt = compute_dtype(value_type)
            value = convert(f"({c_name(vt)})({_expression(op, ct)})", vt, value_type)
        body += f"case {code}: z = {convert(value, value_type, out)}; break;\n"
    body += "}\n"
    preamble = "".join(dict.fromkeys(_helpers(op, ct) for op in ops))
    return ops, ElementwiseKernel(f"{params}, int32 op", f"{out.name} z", body,
                                  f"ultima_operator{len(in_types)}", preamble=preamble)


def _broadcast_shape(shapes):
    try:
        return np.broadcast_shapes(*shapes)
    except ValueError:
        raise ValueError("operands could not be broadcast together with shapes " +
                         " ".join(str(s) for s in shapes)) from None


def _read_first(out, operands):
    """Operands as a kernel writing out may read them: any that shares out's
    buffer with another layout is copied first (NumPy's overlap rule: the
    result is as if every input were read before anything is written)."""
    return [v.copy() if not _is_scalar(v) and hasattr(v, "_buffer") and overlaps(out, v) else v
            for v in operands]


def apply(ufunc, operands, out=None):
    """ufunc on operands (device arrays, NumPy arrays, Python or NumPy
    scalars; at least one device array) as NumPy computes it; out, if given,
    is a device array written in place (NumPy's same_kind casting). A new
    result is of the class of the first device-array operand."""
    try:
        empty = 0 in np.broadcast_shapes(*(np.shape(v) for v in operands))
    except ValueError:
        empty = False  # reported below, after NumPy's own errors
    stand_ins = [_stand_in(v, empty) for v in operands]
    with np.errstate(all="ignore"):
        result_dtype = ufunc(*stand_ins).dtype  # NumPy's result type, and NumPy's errors
    if result_dtype.kind == "O":  # NumPy 1.24 falls back to Python ints; CuPy cannot
        raise OverflowError("Python int too large to convert to C long")
    if len(operands) == 2:
        common = np.result_type(*stand_ins)  # value-based for the scalars
        loop = ufunc.resolve_dtypes((common, common, None))[0]
    else:
        loop = ufunc.resolve_dtypes((operands[0].dtype, None))[0]
    # NumPy resolves the output's cast before it broadcasts: a result that
    # does not cast is its error even when the shapes do not broadcast either.
    if out is not None and not np.can_cast(result_dtype, out.dtype, "same_kind"):
        raise TypeError(f"Cannot cast ufunc '{ufunc.__name__}' output from {result_dtype!r} "
                        f"to {out.dtype!r} with casting rule 'same_kind'")
    shape = _broadcast_shape([np.shape(v) for v in operands])
    if out is None:
        out = array_type_of(operands)(shape, result_dtype)
    else:
        if shape != out.shape:
            raise ValueError(f"non-broadcastable output operand with shape {out.shape} doesn't "
                             f"match the broadcast shape {shape}")
        operands = _read_first(out, operands)
    if out.size == 0:
        return out
    args = [loop.type(v) if _is_scalar(v) else v for v in operands]
    in_types = tuple(None if _is_scalar(v) else v.dtype.name for v in operands)
    ops, kernel = _kernel(in_types, loop.name, out.dtype.name)
    kernel(*args, np.int32(ops.index(ufunc.__name__)), out)
    return out
