"""Exceptions of the ultima package (raised from the C++ runtime too)."""


class TranslationError(Exception):
    """The translator rejected the CUDA source.

    ``diagnostics`` holds its clang-style lines
    (``file:line:col: error: message [ultima-id]``).
    """

    def __init__(self, message, diagnostics=()):
        super().__init__(message)
        self.diagnostics = list(diagnostics)


class CompileError(Exception):
    """The OpenCL compiler rejected the translated source; ``log`` is its build log.

    Generated kernels carry ``#line`` directives, so the log's line numbers
    point at the user's operation and preamble.
    """

    def __init__(self, message, log=""):
        super().__init__(message)
        self.log = log


class OutOfMemoryError(MemoryError):
    """The device could not allocate ``size`` bytes: more than its largest
    single allocation (CL_DEVICE_MAX_MEM_ALLOC_SIZE), or the allocation
    failed. A MemoryError, as CuPy's ``cupy.cuda.memory.OutOfMemoryError``."""

    def __init__(self, message, size=0):
        super().__init__(message)
        self.size = size


class CUDADriverError(ValueError):
    """What CuPy raises as ``cupy.cuda.driver.CUDADriverError`` for a kernel
    name a module does not hold (``CUDA_ERROR_NOT_FOUND: named symbol not
    found``); a ValueError too, as ultima raised before. ``status`` is the
    CUDA error's name."""

    def __init__(self, message, status=""):
        super().__init__(message)
        self.status = status


class CUDARuntimeError(RuntimeError):
    """What CuPy raises as ``cupy_backends.cuda.api.runtime.CUDARuntimeError``
    (``cupy.cuda.runtime.CUDARuntimeError``) for a texture description CUDA
    refuses (``ultima.cuda.texture``): ``status`` is the CUDA error's number
    (``cudaErrorInvalidValue`` 1, ``cudaErrorInvalidChannelDescriptor`` 20,
    ``cudaErrorNotSupported`` 801), the message starts with its name."""

    def __init__(self, message, status=0):
        super().__init__(message)
        self.status = status
