"""cupy.cuda: the device ultima uses, and stubs for CUDA's own machinery.

Values that only gate CuPy's own skip conditions: the runtime and driver
version is ultima's CUDA API version (11080, kernels/cuda/__ultima_version.h),
the compute capability ultima-cc reports (7.0), no HIP.
"""

import ultima

from . import _compiler_cache, compiler, device, driver, memory, runtime, texture  # noqa: F401
from .device import Device, get_device_id  # noqa: F401


class Stream:
    """CuPy's null stream only: ultima launches on one in-order queue."""

    null = None

    def __init__(self, null=False, non_blocking=False, ptr=None):
        if not null:
            raise NotImplementedError('ultima shim: streams other than the null stream')
        self.ptr = 0

    def synchronize(self):
        ultima.synchronize()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


Stream.null = Stream(null=True)


def get_current_stream():
    return Stream.null


def get_nvcc_path():
    """There is no nvcc; compiler._run_cc answers `--version` with release 0.0."""
    return 'nvcc'


def is_available():
    return True
