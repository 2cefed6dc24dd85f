"""Arguments of a RawKernel launch, converted through the one call path of
kernel_call.py: an ultima.ndarray -> its buffer and the array's byte offset (the
kernel's pointer points at element 0, as CuPy passes the data pointer; the
kernel owns the strides, negative ones included; no copy at any offset), NumPy arrays -> copied to the device (once per
call, however often the array is passed) and, after the launch, back into
the NumPy array (RawKernel cannot know which arrays are outputs; a read-only
NumPy array is accepted only for a pointer-to-const parameter; structured
arrays too, for a pointer to a struct of the same layout), NumPy
scalars -> their bytes, NumPy structured scalars (np.void) and size-1
structured arrays for a struct parameter -> the dtype's bytes (struct_bytes),
Python int/float/bool -> the type of the kernel's OpenCL parameter (from
the program's kernel-argument info), a texture or surface object
(ultima.cuda.texture) -> its C++ texture, which the runtime binds to the
parameter's buffer and descriptor pair.
"""

import numpy as np

from .. import _ultima
from .kernel_call import CallArgs, is_array

# OpenCL parameter type names (CL_KERNEL_ARG_TYPE_NAME) -> NumPy dtypes.
_SCALAR_TYPES = {
    "char": np.int8, "uchar": np.uint8, "short": np.int16, "ushort": np.uint16,
    "int": np.int32, "uint": np.uint32, "long": np.int64, "ulong": np.uint64,
    "float": np.float32, "double": np.float64, "half": np.float16,
    "size_t": np.uint64, "ptrdiff_t": np.int64,
    # complex<float>/<double> (thrust::complex) passed by value: the structs the
    # translator names them.
    "thrust_complex_float": np.complex64, "thrust_complex_double": np.complex128,
}
# cuComplex.h's types (float2, double2) take a Python complex as NVCC's host code would.
_COMPLEX_VECTORS = {"float2": np.complex64, "double2": np.complex128}


def symbol_dtype(type_name, size):
    """The NumPy dtype of a device symbol's elements (OpenCL spelling: "float",
    "uint", a vector "float4" is its part type, complex<T> is complex); uint8
    for a struct, or for anything the size is not a multiple of."""
    name = type_name.strip().removeprefix("struct ").strip()
    dtype = _SCALAR_TYPES.get(name) or _SCALAR_TYPES.get(name.rstrip("0123456789"))
    dtype = np.dtype(dtype if dtype is not None else np.uint8)
    return dtype if size % dtype.itemsize == 0 else np.dtype(np.uint8)


def python_scalar(value, dtype, what):
    """value (a Python bool, int, float or complex) as a NumPy scalar of dtype. An int
    that dtype cannot hold is an OverflowError, as NumPy 2 and CuPy raise
    ("Python integer -1 out of bounds for uint64"); a float NaN or infinity for
    an integer type is a ValueError or OverflowError (Python's int() messages),
    a finite one out of the type's range an OverflowError; finite floats in
    range are truncated toward zero, as C converts them."""
    dtype = np.dtype(dtype)
    if isinstance(value, complex) and dtype.kind != "c":
        raise TypeError(f"{what}: cannot pass a Python complex for a parameter of type "
                        f"{dtype} (the imaginary part would be lost)")
    if dtype.kind in "iu" and not isinstance(value, bool):
        info = np.iinfo(dtype)
        if isinstance(value, float):
            try:
                whole = int(value)  # ValueError for NaN, OverflowError for infinities
            except (ValueError, OverflowError) as exc:
                raise type(exc)(f"{what}: {exc} (parameter type {dtype})") from None
        else:
            whole = value
        if not info.min <= whole <= info.max:
            raise OverflowError(f"{what}: Python {type(value).__name__} {value!r} out of bounds "
                                f"for {dtype}")
        return dtype.type(whole)
    if isinstance(value, int) and not isinstance(value, bool):
        value = float(value)  # OverflowError beyond a double's range
    return np.array(value).astype(dtype)[()]


def c_struct_dtype(dtype):
    """The dtype of the C struct with dtype's fields in its order, each at
    its natural alignment (as C and OpenCL C lay a struct out) and in the
    native byte order; nested structures likewise. Sub-arrays keep their shape."""
    fields = []
    for name in dtype.names:
        field = dtype.fields[name][0]
        if field.subdtype is not None:
            base, shape = field.subdtype
            base = c_struct_dtype(base) if base.names else base.newbyteorder("=")
            fields.append((name, base, shape))
        else:
            fields.append((name, c_struct_dtype(field) if field.names
                           else field.newbyteorder("=")))
    return np.dtype(fields, align=True)


def struct_bytes(value, what, size=0):
    """Bytes of a NumPy structured scalar or size-1 structured array passed
    by value, as CuPy passes them: the dtype's own bytes, at its offsets and
    itemsize (explicit offsets and padding included), fields in a non-native
    byte order converted to the native one, as the device reads them. When
    the parameter's struct has another size (size, 0 if unknown) and the
    dtype's fields laid out at C's alignment have that size (a packed dtype
    for a padded struct), they are repacked so; any other size mismatch is
    left for the launch to report."""
    if isinstance(value, np.ndarray):
        if value.size != 1:
            raise TypeError(f"{what}: a structured array passed by value must have one "
                            f"element, not {value.size}")
        value = value.reshape(())[()]
    native = value.dtype.newbyteorder("=")
    if not size or value.dtype.itemsize == size or c_struct_dtype(value.dtype).itemsize != size:
        return np.array(value, native).tobytes() if native != value.dtype else value.tobytes()
    out = np.zeros((), c_struct_dtype(value.dtype))
    for name in value.dtype.names:
        out[name] = value[name]
    return out.tobytes()


def scalar_bytes(value, type_name, what, size=0):
    """Bytes of a Python or NumPy scalar passed for a parameter of OpenCL type
    type_name (size bytes by value, 0 if unknown)."""
    type_name = type_name.strip()
    dtype = _SCALAR_TYPES.get(type_name.removeprefix("struct ").strip())
    if dtype is None and isinstance(value, complex):
        # cuComplex.h's cuFloatComplex/cuDoubleComplex are float2/double2.
        dtype = _COMPLEX_VECTORS.get(type_name)
    if isinstance(value, np.void) and value.dtype.names:
        return struct_bytes(value, what, size)
    if isinstance(value, np.generic):
        # A NumPy scalar keeps its type (no conversion), so its size must match.
        if dtype is not None and value.dtype.itemsize != np.dtype(dtype).itemsize:
            raise TypeError(f"{what}: a NumPy {value.dtype} ({value.dtype.itemsize} bytes) for "
                            f"a parameter of type '{type_name}' "
                            f"({np.dtype(dtype).itemsize} bytes)")
        return value.tobytes()
    if dtype is None:
        raise TypeError(f"{what}: cannot pass a Python {type(value).__name__} for a parameter "
                        f"of type '{type_name}'; pass a NumPy scalar of the right type")
    if isinstance(value, (bool, int, float, complex)):
        return python_scalar(value, dtype, what).tobytes()
    raise TypeError(f"{what}: unsupported argument type {type(value).__name__}")


def device_view(array):
    """An ultima.ndarray as a kernel argument: its buffer and the byte offset
    of element 0 in it (the kernel's pointer points there and may index
    anywhere in the buffer: views at any offset, and before element 0 for
    negative strides, zero-copy)."""
    if array._offset:
        return (array._buffer, array._offset)
    return array._buffer


def texture_argument(texture, is_texture, type_name, what):
    """The C++ texture (ultima.cuda.texture's TextureObject or
    SurfaceObject's) for a cudaTextureObject_t/cudaSurfaceObject_t
    parameter; a TypeError for one without the other."""
    if not is_texture:
        raise TypeError(f"{what}: a texture or surface object was passed for a parameter of "
                        f"type '{type_name}'")
    if not isinstance(texture, _ultima.Texture):
        raise TypeError(f"{what}: the parameter is a cudaTextureObject_t or "
                        "cudaSurfaceObject_t: pass an ultima.cuda.texture.TextureObject or "
                        "SurfaceObject")
    return texture


def launch_args(kernel_name, params, args):
    """(CallArgs, converted arguments) for a launch of a kernel whose OpenCL
    parameters (the dynamic shared memory one excluded) are params."""
    args = tuple(args)
    if len(args) != len(params):
        raise TypeError(f"kernel '{kernel_name}' takes {len(params)} arguments, "
                        f"{len(args)} given")
    call, converted = CallArgs(), []
    for i, (arg, (type_name, is_pointer, _, is_const, size, is_texture)) in enumerate(
            zip(args, params)):
        what = f"argument {i} of kernel '{kernel_name}'"
        texture = getattr(arg, "_texture", None)
        if is_texture or isinstance(texture, _ultima.Texture):
            converted.append(texture_argument(texture, is_texture, type_name, what))
            continue
        by_value_struct = isinstance(arg, np.ndarray) and arg.dtype.names and not is_pointer
        if is_array(arg) and not by_value_struct:
            if not is_pointer:
                raise TypeError(f"{what}: an array was passed for parameter of type "
                                f"'{type_name}'")
            if isinstance(arg, np.ndarray) and not arg.flags.writeable and not is_const:
                # The kernel may write through a non-const pointer and the
                # result could not be copied back: refuse, as NumPy refuses
                # a read-only out=.
                raise ValueError(f"{what}: output array is read-only (a read-only NumPy "
                                 f"array for the non-const parameter '{type_name}'; declare "
                                 "it const or pass a writeable array)")
            if isinstance(arg, np.ndarray) and arg.flags.writeable:
                call.copy_back(arg)
            # A NumPy array becomes one C-contiguous copy per call.
            converted.append(device_view(call.device(arg)))
        elif by_value_struct:  # a size-1 structured array, passed by value
            converted.append(struct_bytes(arg, what, size))
        else:
            if is_pointer:
                raise TypeError(f"{what}: parameter of type '{type_name}' needs an array")
            converted.append(scalar_bytes(arg, type_name, what, size))
    return call, converted
