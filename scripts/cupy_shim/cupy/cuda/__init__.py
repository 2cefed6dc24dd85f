"""cupy.cuda: the device ultima uses, and stubs for CUDA's own machinery.

Values that only gate CuPy's own skip conditions: the runtime and driver
version is ultima's CUDA API version (11080, kernels/cuda/__ultima_version.h),
the compute capability ultima-cc reports (7.2), no HIP.
"""

import ultima

from . import _compiler_cache, compiler, device, driver, memory, runtime, texture  # noqa: F401
from .device import Device, get_device_id  # noqa: F401


class Stream:
    """A CuPy stream on ultima's one in-order queue: every launch and copy
    runs in the order it was issued, whatever stream CuPy names, which is
    at least the order any set of streams and events guarantees. So events
    recorded and waited for order nothing more, and synchronizing a stream
    waits for everything (ultima.synchronize)."""

    null = None

    def __init__(self, null=False, non_blocking=False, ptr=None):
        self.ptr = 0

    def synchronize(self):
        ultima.synchronize()

    def record(self, event=None):
        return event if event is not None else Event()

    def wait_event(self, event):
        pass

    def use(self):
        return self

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


class Event:
    """An event on ultima's one queue: synchronize waits for everything."""

    def record(self, stream=None):
        pass

    def synchronize(self):
        ultima.synchronize()


Stream.null = Stream(null=True)


def get_current_stream():
    return Stream.null


def get_nvcc_path():
    """There is no nvcc; compiler._run_cc answers `--version` with release 0.0."""
    return 'nvcc'


def is_available():
    return True
