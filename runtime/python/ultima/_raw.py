"""ultima.RawKernel: CuPy's RawKernel over the C++ runtime.

Arguments are converted here: ultima.ndarray -> its buffer, NumPy arrays ->
copied to the device and, after the launch, back into the NumPy array
(RawKernel cannot know which arrays are outputs), NumPy scalars -> their
bytes, Python int/float/bool -> the type of the kernel's OpenCL parameter
(from the program's kernel-argument info).
"""

import numpy as np

from . import _ultima
from ._ndarray import ndarray, asarray

# OpenCL parameter type names (CL_KERNEL_ARG_TYPE_NAME) -> NumPy dtypes.
_SCALAR_TYPES = {
    "char": np.int8, "uchar": np.uint8, "short": np.int16, "ushort": np.uint16,
    "int": np.int32, "uint": np.uint32, "long": np.int64, "ulong": np.uint64,
    "float": np.float32, "double": np.float64, "half": np.float16,
    "size_t": np.uint64, "ptrdiff_t": np.int64,
}


def scalar_bytes(value, type_name, what):
    """Bytes of a Python or NumPy scalar passed for a parameter of OpenCL type type_name."""
    if isinstance(value, np.generic):
        return value.tobytes()
    dtype = _SCALAR_TYPES.get(type_name.strip())
    if dtype is None:
        raise TypeError(f"{what}: cannot pass a Python {type(value).__name__} for a parameter "
                        f"of type '{type_name}'; pass a NumPy scalar of the right type")
    if isinstance(value, bool) or isinstance(value, (int, float, np.integer, np.floating)):
        return np.array(value).astype(dtype).tobytes()
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
        converted, copy_back = [], []
        for i, (arg, (type_name, is_pointer, _)) in enumerate(zip(args, params)):
            what = f"argument {i} of kernel '{self.name}'"
            if isinstance(arg, (ndarray, np.ndarray)):
                if not is_pointer:
                    raise TypeError(f"{what}: an array was passed for parameter of type "
                                    f"'{type_name}'")
                device = asarray(arg)
                if device._offset or not device.c_contiguous:
                    device = asarray(device.get())
                if isinstance(arg, np.ndarray):
                    copy_back.append((arg, device))
                converted.append(device._buffer)
            else:
                if is_pointer:
                    raise TypeError(f"{what}: parameter of type '{type_name}' needs an array")
                converted.append(scalar_bytes(arg, type_name, what))
        self._kernel.launch(grid, block, converted, int(shared_mem))
        for host, device in copy_back:
            if host.flags.writeable:
                host[...] = device.get()
