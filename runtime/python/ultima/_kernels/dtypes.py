"""C spellings of the dtypes in kernel code, and NumPy's casts between them.

Operations generated for ultima.ndarray's methods are CUDA C++ (translated
like any ElementwiseKernel); float16 is CUDA's ``__half``, which converts
exactly to and from ``float``, so half values are computed on as floats;
complex64/128 are CuPy's ``complex<float>``/``complex<double>``, which every
generated kernel has (``<cupy/complex.cuh>``).
"""

import numpy as np

# Structured dtypes by the descriptor the C++ runtime knows them by (the
# last NumPy dtype passed with each layout: field names are not in it).
_STRUCTURED = {}
_DESCRIPTORS = {}  # structured dtype -> its descriptor, once checked

_C_NAMES = {
    "bool": "bool", "int8": "signed char", "int16": "short", "int32": "int",
    "int64": "long long", "uint8": "unsigned char", "uint16": "unsigned short",
    "uint32": "unsigned int", "uint64": "unsigned long long", "float16": "__half",
    "float32": "float", "float64": "double",
    "complex64": "complex<float>", "complex128": "complex<double>",
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


def real_dtype(dtype):
    """The dtype of a complex dtype's parts (a real dtype is its own)."""
    dtype = np.dtype(dtype)
    return np.dtype(f"f{dtype.itemsize // 2}") if dtype.kind == "c" else dtype


def convert(expr, src, dst):
    """A C expression for expr (of dtype src) converted to dtype dst as NumPy's
    astype converts: to bool by comparing with zero (NaN is True), to and from
    float16 through CUDA's rounding conversions, complex to real by dropping
    the imaginary part, real to complex with a zero imaginary part, otherwise
    as C converts (a float out of an integer type's range is undefined, as in
    C and CUDA)."""
    src, dst = np.dtype(src), np.dtype(dst)
    if src == dst:
        return f"({expr})"
    if src.kind == "c" and dst.kind == "c":
        return f"({c_name(dst)})({expr})"
    if src.kind == "c":
        if dst == np.bool_:  # NumPy: either part non-zero
            return f"(({expr}) != {c_name(src)}(0))"
        return convert(f"({expr}).real()", real_dtype(src), dst)
    if dst.kind == "c":
        part = real_dtype(dst)
        return f"{c_name(dst)}({convert(expr, src, part)})"
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


def runtime_dtype(dtype):
    """The C++ runtime's name for a device array's dtype: NumPy's name for a
    number type; for a structured dtype the descriptor of its layout
    (`struct<itemsize>{<offset>:<type>[<d0>x<d1>];...}`, fields in NumPy's
    order, <type> a number type's name or a nested descriptor), after the
    checks that a C struct can have exactly that layout, which name the
    field (TypeError): every field aligned to its C alignment (NumPy's,
    complex as its parts), none overlapping another, and the itemsize a
    multiple of the largest alignment, as ``np.dtype(..., align=True)``
    makes them."""
    if not dtype.names:
        return dtype.name
    descriptor = _DESCRIPTORS.get(dtype)
    if descriptor is None:
        descriptor = _DESCRIPTORS[dtype] = _descriptor(dtype, dtype, "")[0]
    _STRUCTURED[descriptor] = dtype
    return descriptor


def numpy_dtype(name):
    """The NumPy dtype of a runtime dtype name (runtime_dtype's inverse)."""
    return _STRUCTURED[name] if name.startswith("struct") else np.dtype(name)


def numpy_spelling(message):
    """message with the structured dtypes' descriptors spelled as NumPy does."""
    for descriptor in sorted(_STRUCTURED, key=len, reverse=True):
        message = message.replace(descriptor, str(_STRUCTURED[descriptor]))
    return message


def _descriptor(dtype, top, path):
    """(descriptor, C alignment) of structured dtype, a field of top at path."""
    def refuse(field, why):
        raise TypeError(f"structured dtype {top}: field {field!r} {why}; kernels access fields "
                        "as members of a C struct (np.dtype(..., align=True) lays them out so)")
    fields, spans, align = [], [], 1
    for name in dtype.names:
        field, offset = dtype.fields[name][:2]
        where = path + name
        base, shape = field.subdtype if field.subdtype is not None else (field, ())
        if base.names:
            text, field_align = _descriptor(base, top, where + ".")
        elif base.name in _C_NAMES:
            text, field_align = base.name, base.itemsize // (2 if base.kind == "c" else 1)
        else:
            refuse(where, f"is {base}, which has no C type in kernels")
        if any(n < 1 for n in shape):
            refuse(where, f"is a subarray of shape {shape} (C has no empty arrays)")
        if offset % field_align:
            refuse(where, f"({base} at offset {offset}) is not aligned to {field_align} bytes")
        if shape:
            text += "[" + "x".join(str(n) for n in shape) + "]"
        fields.append(f"{offset}:{text}")
        spans.append((offset, offset + field.itemsize, where))
        align = max(align, field_align)
    spans.sort()
    for (_, end, before), (start, _, after) in zip(spans, spans[1:]):
        if start < end:
            refuse(after, f"overlaps field {before!r}")
    if not fields:
        raise TypeError(f"structured dtype {top} has no fields")
    if dtype.itemsize % align:
        what = f"field {path.rstrip('.')!r}" if path else "the structure"
        raise TypeError(f"structured dtype {top}: {what} has itemsize {dtype.itemsize}, not a "
                        f"multiple of its fields' alignment {align} (C rounds a struct's size up "
                        "to it)")
    return f"struct{dtype.itemsize}{{{';'.join(fields)}}}", align
