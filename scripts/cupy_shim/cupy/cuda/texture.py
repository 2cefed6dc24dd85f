"""cupy.cuda.texture: ultima's own ultima.cuda.texture (CuPy's classes and
arguments; docs/runtime.md, "Textures and surfaces")."""

from ultima.cuda.texture import (ChannelFormatDescriptor, CUDAarray,  # noqa: F401
                                 ResourceDescriptor, SurfaceObject, TextureDescriptor,
                                 TextureObject)
