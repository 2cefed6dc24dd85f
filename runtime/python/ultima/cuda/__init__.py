"""ultima.cuda: the parts of CuPy's ``cupy.cuda`` that ultima offers.

``ultima.cuda.texture`` (texture and surface objects for RawKernel, as
``cupy.cuda.texture``) and ``ultima.cuda.runtime`` (the CUDA runtime
constants they take, and CUDARuntimeError, as ``cupy.cuda.runtime``). A
layer above ``ultima._arrays``: a CUDA array keeps its texels in an
``ultima.ndarray``.
"""

from . import runtime, texture

__all__ = ["runtime", "texture"]
