"""cupy.cuda.runtime: the few values CuPy's tests read to decide their own
skips, and the texture constants (ultima.cuda.runtime); CUDA runtime calls
themselves are not mapped (stubs raise)."""

import ultima

is_hip = False

# The texture constants and CUDARuntimeError: ultima.cuda.runtime's.
from ultima.cuda.runtime import *  # noqa: E402,F401,F403
from ultima.cuda.runtime import CUDARuntimeError  # noqa: E402,F401

_ULTIMA_CUDA_VERSION = 11080  # kernels/cuda/__ultima_version.h


def getDevice():
    return 0


def getDeviceCount():
    return 1


def runtimeGetVersion():
    return _ULTIMA_CUDA_VERSION


def driverGetVersion():
    return _ULTIMA_CUDA_VERSION


def deviceSynchronize():
    ultima.synchronize()


def deviceCanAccessPeer(device, peer):
    raise NotImplementedError('ultima shim: peer access (one OpenCL device)')
