"""CUDA runtime constants, under the names ``cupy.cuda.runtime`` gives them,
with CUDA's values (driver_types.h, texture_types.h), for
``ultima.cuda.texture``; and ``CUDARuntimeError``, what a texture
description CUDA refuses raises. Beyond CuPy's names: ``cudaArrayLayered``,
``cudaArrayCubemap`` (width == height, 6 faces a layer) and
``cudaArrayTextureGather`` (2-D arrays), which CuPy leaves out."""

from .._kernels.errors import CUDARuntimeError

# cudaChannelFormatKind
cudaChannelFormatKindSigned = 0
cudaChannelFormatKindUnsigned = 1
cudaChannelFormatKindFloat = 2
cudaChannelFormatKindNone = 3

# CUDA array flags
cudaArrayDefault = 0
cudaArrayLayered = 1
cudaArraySurfaceLoadStore = 2
cudaArrayCubemap = 4
cudaArrayTextureGather = 8

# cudaResourceType
cudaResourceTypeArray = 0
cudaResourceTypeMipmappedArray = 1
cudaResourceTypeLinear = 2
cudaResourceTypePitch2D = 3

# cudaTextureAddressMode
cudaAddressModeWrap = 0
cudaAddressModeClamp = 1
cudaAddressModeMirror = 2
cudaAddressModeBorder = 3

# cudaTextureFilterMode
cudaFilterModePoint = 0
cudaFilterModeLinear = 1

# cudaTextureReadMode
cudaReadModeElementType = 0
cudaReadModeNormalizedFloat = 1

# cudaError (the ones CUDARuntimeError.status takes here)
cudaSuccess = 0
cudaErrorInvalidValue = 1
cudaErrorInvalidChannelDescriptor = 20
cudaErrorNotSupported = 801

__all__ = ["CUDARuntimeError"] + [name for name in dir() if name.startswith("cuda")]
