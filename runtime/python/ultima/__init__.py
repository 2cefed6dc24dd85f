"""ultima: CuPy-compatible kernels (RawKernel, ElementwiseKernel,
ReductionKernel) on any OpenCL device, from CUDA C++ device code.

Device: ULTIMA_DEVICE (index or name substring), else the first GPU, else the
first device. Disk cache of program binaries: ULTIMA_CACHE_DIR (empty
disables), default $XDG_CACHE_HOME/ultima or ~/.cache/ultima.
ULTIMA_SAVE_SOURCE=DIR writes every generated CUDA and OpenCL source to DIR.

The package has two layers that import one way: ultima._kernels (kernel
classes, their call path, the DeviceArray they take and make), then
ultima._arrays (ultima.ndarray, its operations, the exported kernel classes);
ultima.cuda (texture and surface objects, as cupy.cuda.texture) sits above both.
"""

from . import _ultima
from ._kernels.errors import CompileError, CUDADriverError, OutOfMemoryError, TranslationError
from ._kernels.pyopencl_interop import pyopencl_context, pyopencl_queue
from ._arrays.ndarray import array, asarray, empty, ndarray, zeros
from ._arrays.kernels import (ElementwiseKernel, RawKernel, RawModule, ReductionKernel,
                              from_pyopencl)
from . import cuda

__version__ = _ultima.version()


def translate(source, file_name="input.cu"):
    """CUDA C++ device code -> OpenCL C 1.2; raises TranslationError."""
    return _ultima.translate(source, file_name)


def synchronize():
    """Waits for every launch and copy queued so far. Ctrl-C interrupts the
    wait (KeyboardInterrupt); the kernels already queued still run to the end
    on the device, and the next wait waits for them."""
    _ultima.synchronize()


def device_name():
    """Name of the OpenCL device ultima uses."""
    return _ultima.device_name()


__all__ = ["CompileError", "CUDADriverError", "RawModule", "OutOfMemoryError", "ElementwiseKernel", "ReductionKernel", "TranslationError", "RawKernel", "array", "asarray", "empty",
           "ndarray", "zeros", "from_pyopencl", "pyopencl_context", "pyopencl_queue", "translate", "synchronize", "device_name", "cuda"]
