"""ultima.RawKernel: CuPy's RawKernel over the C++ runtime.

Arguments are converted here, through the one call path of _call.py:
ultima.ndarray -> its buffer, pyopencl.array.Array -> its own memory from
its offset on (no copy), NumPy arrays -> copied to the device (once per
call, however often the array is passed) and, after the launch, back into
the NumPy array
(RawKernel cannot know which arrays are outputs; a read-only NumPy array is
accepted only for a pointer-to-const parameter), NumPy scalars -> their
bytes, Python int/float/bool -> the type of the kernel's OpenCL parameter
(from the program's kernel-argument info).
"""

import operator

import numpy as np

from . import _ultima
from ._call import CallArgs, is_array
from ._ndarray import asarray
from ._pyopencl import is_pyopencl_array

# OpenCL parameter type names (CL_KERNEL_ARG_TYPE_NAME) -> NumPy dtypes.
_SCALAR_TYPES = {
    "char": np.int8, "uchar": np.uint8, "short": np.int16, "ushort": np.uint16,
    "int": np.int32, "uint": np.uint32, "long": np.int64, "ulong": np.uint64,
    "float": np.float32, "double": np.float64, "half": np.float16,
    "size_t": np.uint64, "ptrdiff_t": np.int64,
}


def python_scalar(value, dtype, what):
    """value (a Python bool, int or float) as a NumPy scalar of dtype. An int
    that dtype cannot hold is an OverflowError, as NumPy 2 and CuPy raise
    ("Python integer -1 out of bounds for uint64"); a float NaN or infinity for
    an integer type is a ValueError or OverflowError (Python's int() messages),
    a finite one out of the type's range an OverflowError; finite floats in
    range are truncated toward zero, as C converts them."""
    dtype = np.dtype(dtype)
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


def scalar_bytes(value, type_name, what):
    """Bytes of a Python or NumPy scalar passed for a parameter of OpenCL type type_name."""
    dtype = _SCALAR_TYPES.get(type_name.strip())
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
    if isinstance(value, (bool, int, float)):
        return python_scalar(value, dtype, what).tobytes()
    raise TypeError(f"{what}: unsupported argument type {type(value).__name__}")


class RawKernel:
    """RawKernel(code, name, options=()) launched as k(grid, block, args, shared_mem=0)."""

    def __init__(self, code, name, options=()):
        self.code = code
        self.name = name
        self.options = tuple(options)
        self._kernel = _ultima.RawKernel(code, name, list(self.options))

    @property
    def opencl_source(self):
        return self._kernel.opencl_source

    def __call__(self, grid, block, args, shared_mem=0):
        params = [p for p in self._kernel.params() if not p[2]]
        args = tuple(args)
        if len(args) != len(params):
            raise TypeError(f"kernel '{self.name}' takes {len(params)} arguments, "
                            f"{len(args)} given")
        call, converted = CallArgs(), []
        for i, (arg, (type_name, is_pointer, _, is_const)) in enumerate(zip(args, params)):
            what = f"argument {i} of kernel '{self.name}'"
            if is_array(arg):
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
                if is_pyopencl_array(arg):  # in place, from its offset on
                    converted.append(call.pointer(arg, writes=not is_const))
                    continue
                device = call.device(arg)  # a NumPy array: one C-contiguous copy per call
                if device._offset or not device.c_contiguous:
                    device = asarray(device.get())
                if isinstance(arg, np.ndarray) and arg.flags.writeable:
                    call.copy_back(arg)
                converted.append(device._buffer)
            else:
                if is_pointer:
                    raise TypeError(f"{what}: parameter of type '{type_name}' needs an array")
                converted.append(scalar_bytes(arg, type_name, what))
        shared_mem = operator.index(shared_mem)
        if not 0 <= shared_mem < 2**63:
            raise ValueError(f"kernel '{self.name}': shared_mem={shared_mem} is out of range")
        self._kernel.launch(grid, block, converted, shared_mem)
        call.finish()
