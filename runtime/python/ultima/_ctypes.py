"""C spellings of the dtypes in kernel code, and NumPy's casts between them.

Operations generated for ultima.ndarray's methods are CUDA C++ (translated
like any ElementwiseKernel); float16 is CUDA's ``__half``, which converts
exactly to and from ``float``, so half values are computed on as floats.
"""

import numpy as np

_C_NAMES = {
    "bool": "bool", "int8": "signed char", "int16": "short", "int32": "int",
    "int64": "long long", "uint8": "unsigned char", "uint16": "unsigned short",
    "uint32": "unsigned int", "uint64": "unsigned long long", "float16": "__half",
    "float32": "float", "float64": "double",
}

# CUDA's rounding int -> __half conversions, by the integer's C type.
_INT_TO_HALF = {
    "int8": "__short2half_rn", "int16": "__short2half_rn", "int32": "__int2half_rn",
    "int64": "__ll2half_rn", "uint8": "__ushort2half_rn", "uint16": "__ushort2half_rn",
    "uint32": "__uint2half_rn", "uint64": "__ull2half_rn",
}


def c_name(dtype):
    """The C type of a dtype in kernel code."""
    return _C_NAMES[np.dtype(dtype).name]


def unsigned_c_name(dtype):
    """The unsigned C type in which an integer dtype's + - * wrap without
    undefined behaviour (at least as wide as int, so no promotion to a signed int)."""
    return "unsigned long long" if np.dtype(dtype).itemsize == 8 else "unsigned int"


def compute_dtype(dtype):
    """The dtype a value of dtype is computed in: float16 as float32 (exact)."""
    dtype = np.dtype(dtype)
    return np.dtype(np.float32) if dtype == np.float16 else dtype


def convert(expr, src, dst):
    """A C expression for expr (of dtype src) converted to dtype dst as NumPy's
    astype converts: to bool by comparing with zero (NaN is True), to and from
    float16 through CUDA's rounding conversions, otherwise as C converts
    (a float out of an integer type's range is undefined, as in C and CUDA)."""
    src, dst = np.dtype(src), np.dtype(dst)
    if src == dst:
        return f"({expr})"
    if src == np.float16:
        return convert(f"(float)({expr})", np.float32, dst)
    if dst == np.bool_:
        return f"(({expr}) != 0)"
    if dst == np.float16:
        if src == np.float64:
            return f"__double2half({expr})"
        if src.kind == "f":
            return f"__float2half({expr})"
        if src == np.bool_:
            return f"__float2half(({expr}) ? 1.0f : 0.0f)"
        return f"{_INT_TO_HALF[src.name]}({expr})"
    return f"(({c_name(dst)})({expr}))"
