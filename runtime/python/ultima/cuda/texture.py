"""Texture and surface objects for RawKernel, as CuPy's ``cupy.cuda.texture``
(same classes, arguments and methods; docs/runtime.md, "Textures and
surfaces").

A ``CUDAarray`` is device memory with a channel format, its texels tightly
packed row by row (an ``ultima.ndarray`` of the format's dtype); a
``ResourceDescriptor`` names a CUDA array or an ``ultima.ndarray``'s memory
(linear or pitched 2-D) from the array's first element on; a
``TextureDescriptor`` says how a texture is sampled. ``TextureObject`` and
``SurfaceObject`` check them as ``cudaCreateTextureObject`` and
``cudaCreateSurfaceObject`` do (a refusal is ``CUDARuntimeError`` with CUDA's
status) and are passed to a RawKernel for a ``cudaTextureObject_t`` or
``cudaSurfaceObject_t`` parameter: the C++ runtime binds the object's
buffer and its ``ultima_texture`` descriptor (ultima/runtime/Texture.h),
which the kernel's fetches read (docs/device-library.md).
"""

import numpy as np

from .. import _ultima
from .._arrays.ndarray import asarray, ndarray
from .._kernels.device_array import DeviceArray
from . import runtime

_DTYPES = {  # (kind, bits) -> the dtype copy_from and copy_to take
    (runtime.cudaChannelFormatKindSigned, 8): np.int8,
    (runtime.cudaChannelFormatKindSigned, 16): np.int16,
    (runtime.cudaChannelFormatKindSigned, 32): np.int32,
    (runtime.cudaChannelFormatKindUnsigned, 8): np.uint8,
    (runtime.cudaChannelFormatKindUnsigned, 16): np.uint16,
    (runtime.cudaChannelFormatKindUnsigned, 32): np.uint32,
    (runtime.cudaChannelFormatKindFloat, 16): np.float16,
    (runtime.cudaChannelFormatKindFloat, 32): np.float32,
}


class ChannelFormatDescriptor:
    """A channel format (``cudaChannelFormatDesc``): the bits of channels x,
    y, z, w and their kind (``runtime.cudaChannelFormatKind*``). Checked
    where it is used (a CUDA array, a linear or pitched resource): 1, 2 or 4
    channels of 8, 16 or 32 bits each, floats of 16 or 32."""

    def __init__(self, x, y, z, w, f):
        self._format = tuple(int(v) for v in (x, y, z, w, f))

    def get_channel_format(self):
        """A dict of the arguments: x, y, z, w, f."""
        return dict(zip("xyzwf", self._format))

    def _checked(self):
        """(channels, bytes per texel); CUDARuntimeError
        (cudaErrorInvalidChannelDescriptor) for a format CUDA refuses."""
        return _ultima.check_channel_format(self._format)


class CUDAarray:
    """A CUDA array (``cudaArray_t``) of ``desc``'s format: 1-D (``width``),
    2-D (``height`` too) or 3-D (``depth`` too); with
    ``runtime.cudaArrayLayered`` in ``flags``, ``depth`` layers of a 1-D
    (``height`` 0) or 2-D array. ``runtime.cudaArraySurfaceLoadStore`` lets a
    SurfaceObject use it. A zero width, or a depth without a height
    (unlayered), is a ValueError, as in CuPy; other extents and flags CUDA
    refuses raise CUDARuntimeError."""

    def __init__(self, desc, width, height=0, depth=0, flags=0):
        width, height, depth, flags = (int(v) for v in (width, height, depth, flags))
        if width == 0:
            raise ValueError("To create a CUDA array, width must be nonzero.")
        layered = bool(flags & runtime.cudaArrayLayered)
        if height == 0 and depth > 0 and not layered:
            raise ValueError("To create a 2D CUDA array, height must be nonzero.")
        channels, _ = desc._checked()
        _ultima.check_array_extent(width, height, depth, flags)
        self.desc = desc
        self.width, self.height, self.depth, self.flags = width, height, depth, flags
        fmt = desc.get_channel_format()
        dtype = np.dtype(_DTYPES[(fmt["f"], fmt["x"])])
        rows = tuple(n for n in (depth, height) if n)  # layers count as depth
        self.ndim = len(rows) + 1
        self._shape = rows + (channels * width,)
        self._data = ndarray(self._shape, dtype)

    @property
    def ptr(self):
        """The handle of the array's device memory (an OpenCL cl_mem)."""
        return self._data._buffer.int_ptr

    def _check(self, arr):
        if arr.shape != self._shape:
            raise ValueError("shape mismatch")
        if np.dtype(arr.dtype) != self._data.dtype:
            raise ValueError("dtype mismatch")

    def copy_from(self, in_arr, stream=None):
        """Copies an ultima.ndarray (on the device) or a NumPy array into the
        CUDA array: shape ``(nch * width,)``, ``(height, nch * width)`` or
        ``(depth, height, nch * width)`` (``nch`` the format's channels; a
        layered 1-D array: ``(layers, nch * width)``), the dtype of the
        format (int8/16/32, uint8/16/32, float16/32). Any strides. ``stream``
        is accepted and ignored: ultima has one queue."""
        self._check(in_arr)
        if isinstance(in_arr, DeviceArray):
            self._data[...] = in_arr if isinstance(in_arr, ndarray) else asarray(in_arr.get())
        elif isinstance(in_arr, np.ndarray):
            self._data._upload(np.ascontiguousarray(in_arr))
        else:
            raise TypeError(f"copy_from takes an ultima.ndarray or a NumPy array, not "
                            f"{type(in_arr).__name__}")

    def copy_to(self, out_arr, stream=None):
        """Copies the CUDA array into a C-contiguous ultima.ndarray or NumPy
        array of the shape and dtype copy_from takes."""
        self._check(out_arr)
        if isinstance(out_arr, np.ndarray):
            if not out_arr.flags.c_contiguous:
                raise ValueError("The output array must be C-contiguous")
            out_arr[...] = self._data.get()
        elif isinstance(out_arr, ndarray):
            if not out_arr.c_contiguous:
                raise ValueError("The output array must be C-contiguous")
            out_arr[...] = self._data
        else:
            raise TypeError(f"copy_to takes an ultima.ndarray or a NumPy array, not "
                            f"{type(out_arr).__name__}")


class ResourceDescriptor:
    """A texture's or surface's resource (``cudaResourceDesc``): restype
    ``runtime.cudaResourceTypeArray`` with ``cuArr`` (a CUDAarray),
    ``cudaResourceTypeLinear`` with ``arr`` (an ultima.ndarray: its memory
    from element 0 on), ``chDesc`` and ``sizeInBytes``, or
    ``cudaResourceTypePitch2D`` with ``arr``, ``chDesc``, ``width``,
    ``height`` (texels) and ``pitchInBytes``. Mipmapped arrays raise
    NotImplementedError, as in CuPy."""

    def __init__(self, restype, cuArr=None, arr=None, chDesc=None, sizeInBytes=0, width=0,
                 height=0, pitchInBytes=0):
        restype = int(restype)
        if restype == runtime.cudaResourceTypeMipmappedArray:
            raise NotImplementedError("cudaResourceTypeMipmappedArray is currently not "
                                      "supported.")
        if restype == runtime.cudaResourceTypeArray and not isinstance(cuArr, CUDAarray):
            raise TypeError("cudaResourceTypeArray needs cuArr, a CUDAarray")
        linear = restype in (runtime.cudaResourceTypeLinear, runtime.cudaResourceTypePitch2D)
        if linear and not isinstance(arr, DeviceArray):
            raise TypeError("a linear or pitch2D resource needs arr, an ultima.ndarray")
        if linear and not isinstance(chDesc, ChannelFormatDescriptor):
            raise TypeError("a linear or pitch2D resource needs chDesc, a "
                            "ChannelFormatDescriptor")
        self.restype = restype
        self.cuArr, self.arr, self.chDesc = cuArr, arr, chDesc
        self.sizeInBytes, self.width, self.height, self.pitchInBytes = (
            int(v) for v in (sizeInBytes, width, height, pitchInBytes))

    def get_resource_desc(self):
        """A dict of the description: resType, and 'array', 'linear' or
        'pitch2D' with its fields (the memory as its cl_mem handle)."""
        desc = {"resType": self.restype}
        if self.restype == runtime.cudaResourceTypeArray:
            desc["array"] = {"array": self.cuArr.ptr}
        elif self.restype == runtime.cudaResourceTypeLinear:
            desc["linear"] = {"devPtr": self.arr._buffer.int_ptr,
                              "desc": self.chDesc.get_channel_format(),
                              "sizeInBytes": self.sizeInBytes}
        elif self.restype == runtime.cudaResourceTypePitch2D:
            desc["pitch2D"] = {"devPtr": self.arr._buffer.int_ptr,
                               "desc": self.chDesc.get_channel_format(),
                               "width": self.width, "height": self.height,
                               "pitchInBytes": self.pitchInBytes}
        return desc

    def _texture(self, surface):
        """The C++ object a kernel argument is (CUDARuntimeError for what
        CUDA refuses)."""
        if self.restype == runtime.cudaResourceTypeArray:
            a = self.cuArr
            return _ultima.Texture.array(a._data._buffer, a.desc._format, a.width, a.height,
                                         a.depth, a.flags, surface)
        if surface or self.restype not in (runtime.cudaResourceTypeLinear,
                                           runtime.cudaResourceTypePitch2D):
            raise runtime.CUDARuntimeError(
                "cudaErrorInvalidValue: invalid argument (resource type "
                f"{self.restype}{' for a surface: surfaces take arrays' if surface else ''})",
                runtime.cudaErrorInvalidValue)
        if self.restype == runtime.cudaResourceTypeLinear:
            return _ultima.Texture.linear(self.arr._buffer, self.arr._offset, self.chDesc._format,
                                          self.sizeInBytes)
        return _ultima.Texture.pitch2d(self.arr._buffer, self.arr._offset, self.chDesc._format,
                                       self.width, self.height, self.pitchInBytes)


class TextureDescriptor:
    """How a texture is sampled (``cudaTextureDesc``): up to 3 address modes
    (``runtime.cudaAddressMode*``, the rest wrap), the filter mode
    (``cudaFilterMode*``), the read mode (``cudaReadMode*``), up to 4 border
    colours, normalized coordinates. ``sRGB`` (nonzero) is refused when the
    texture is made (cudaErrorNotSupported); ``maxAnisotropy`` is kept and
    has no effect (there is no anisotropic filtering without mipmaps)."""

    def __init__(self, addressModes=None, filterMode=0, readMode=0, sRGB=None,
                 borderColors=None, normalizedCoords=None, maxAnisotropy=None):
        modes = [int(m) for m in addressModes] if addressModes is not None else []
        colors = [float(c) for c in borderColors] if borderColors is not None else []
        if len(modes) > 3:
            raise ValueError(f"addressModes: up to 3 address modes, not {len(modes)}")
        if len(colors) > 4:
            raise ValueError(f"borderColors: up to 4 colours, not {len(colors)}")
        self._address = tuple(modes + [0] * (3 - len(modes)))
        self._border = tuple(colors + [0.0] * (4 - len(colors)))
        self._filter, self._read = int(filterMode), int(readMode)
        self._sRGB = int(sRGB or 0)
        self._normalized = int(normalizedCoords or 0)
        self._anisotropy = int(maxAnisotropy or 0)

    def get_texture_desc(self):
        """A dict of the description, under cudaTextureDesc's field names."""
        return {"addressMode": self._address, "filterMode": self._filter,
                "readMode": self._read, "sRGB": self._sRGB, "borderColor": self._border,
                "normalizedCoords": self._normalized, "maxAnisotropy": self._anisotropy}


class TextureObject:
    """A texture object (``cudaTextureObject_t``) over ``ResDesc`` sampled as
    ``TexDesc`` says, for a RawKernel's ``cudaTextureObject_t`` parameter.
    What ``cudaCreateTextureObject`` refuses raises CUDARuntimeError with
    its status (cudaErrorInvalidValue, cudaErrorInvalidChannelDescriptor,
    cudaErrorNotSupported)."""

    def __init__(self, ResDesc, TexDesc):
        if not isinstance(ResDesc, ResourceDescriptor):
            raise TypeError("ResDesc must be a ResourceDescriptor")
        if not isinstance(TexDesc, TextureDescriptor):
            raise TypeError("TexDesc must be a TextureDescriptor")
        if TexDesc._sRGB:
            raise runtime.CUDARuntimeError("cudaErrorNotSupported: operation not supported "
                                           "(sRGB textures)", runtime.cudaErrorNotSupported)
        texture = ResDesc._texture(surface=False)
        texture.sample(TexDesc._address, TexDesc._filter, TexDesc._read,
                       bool(TexDesc._normalized), TexDesc._border)
        self.ResDesc, self.TexDesc = ResDesc, TexDesc
        self._texture = texture


class SurfaceObject:
    """A surface object (``cudaSurfaceObject_t``) over ``ResDesc``, a CUDA
    array made with ``runtime.cudaArraySurfaceLoadStore``, for a RawKernel's
    ``cudaSurfaceObject_t`` parameter (surf*read/surf*write). Another
    resource raises CUDARuntimeError (cudaErrorInvalidValue), as in CUDA."""

    def __init__(self, ResDesc):
        if not isinstance(ResDesc, ResourceDescriptor):
            raise TypeError("ResDesc must be a ResourceDescriptor")
        self.ResDesc = ResDesc
        self._texture = ResDesc._texture(surface=True)


__all__ = ["ChannelFormatDescriptor", "CUDAarray", "ResourceDescriptor", "TextureDescriptor",
           "TextureObject", "SurfaceObject"]
