"""cupy.cuda.runtime: the few values CuPy's tests read to decide their own
skips; CUDA runtime calls themselves are not mapped (stubs raise)."""

import ultima

is_hip = False

# Texture enums, imported by test_userkernel.py (the texture tests are skipped).
cudaChannelFormatKindSigned, cudaChannelFormatKindUnsigned, cudaChannelFormatKindFloat = 0, 1, 2
cudaResourceTypeArray, cudaResourceTypeMipmappedArray = 0, 1
cudaResourceTypeLinear, cudaResourceTypePitch2D = 2, 3
cudaAddressModeWrap, cudaAddressModeClamp, cudaAddressModeMirror = 0, 1, 2
cudaAddressModeBorder = 3
cudaFilterModePoint, cudaFilterModeLinear = 0, 1
cudaReadModeElementType, cudaReadModeNormalizedFloat = 0, 1

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
