"""ultima.RawKernel and ultima.RawModule: CuPy's classes over the C++
runtime (arguments are converted by raw_arguments.py).

Both compile lazily (on first launch, get_function, attribute or compile())
and pickle as their constructor arguments, so an unpickled object compiles
anew in the process that loads it, as CuPy's do.
"""

import operator

from .. import _ultima
from .cucomplex import translate_cucomplex as _translate_cucomplex
from .device_array import DeviceArray
from .raw_arguments import launch_args, symbol_dtype

# CuPy's kernel attributes that OpenCL cannot tell (registers, PTX and
# binary versions, cache and carveout preferences, constant memory).
_UNKNOWN_ATTRIBUTES = ("binary_version", "cache_mode_ca", "const_size_bytes", "num_regs",
                       "preferred_shared_memory_carveout", "ptx_version")


def _check_backend(backend, jitify, enable_cooperative_groups):
    """CuPy's compiler choices: all compile the same way here, except what
    OpenCL cannot do (grid-wide synchronisation) or is not done (Jitify)."""
    if backend not in ("nvrtc", "nvcc"):
        raise ValueError(f"Invalid backend {backend!r} (nvrtc or nvcc)")
    if enable_cooperative_groups:
        raise ValueError("enable_cooperative_groups=True is not supported: OpenCL 1.2 has no "
                         "grid-wide synchronisation")
    if jitify not in (False, None):
        raise ValueError("jitify=True is not supported (the translator parses C++ itself)")


def _source(code, translate_cucomplex):
    """The source compiled: code, with cuComplex.h mapped to complex<T> when asked."""
    return _translate_cucomplex(code) if translate_cucomplex else code


def _options(options):
    if isinstance(options, str):
        return (options,)
    return tuple(options)


class RawKernel:
    """RawKernel(code, name, options=(), backend='nvrtc', translate_cucomplex=False, *,
    enable_cooperative_groups=False, jitify=False), launched as
    k(grid, block, args, *, shared_mem=0)."""

    def __init__(self, code, name, options=(), backend="nvrtc", translate_cucomplex=False, *,
                 enable_cooperative_groups=False, jitify=False):
        _check_backend(backend, jitify, enable_cooperative_groups)
        self.code = code
        self.name = name
        self.options = _options(options)
        self.backend = backend
        self.translate_cucomplex = translate_cucomplex
        self.enable_cooperative_groups = enable_cooperative_groups
        self._module = None  # the RawModule it was fetched from, if any
        self._kernel = _ultima.RawKernel(_source(code, translate_cucomplex), name,
                                         list(self.options))

    @classmethod
    def _from_module(cls, module, name):
        self = cls.__new__(cls)
        self.code, self.name, self.options = module.code, name, module.options
        self.backend, self.translate_cucomplex = module.backend, module.translate_cucomplex
        self.enable_cooperative_groups = module.enable_cooperative_groups
        self._module = module
        self._kernel = _ultima.RawKernel(module._module, name)
        return self

    def __getstate__(self):
        state = dict(self.__dict__)
        del state["_kernel"]
        return state

    def __setstate__(self, state):
        self.__dict__.update(state)
        if self._module is not None:
            self._kernel = _ultima.RawKernel(self._module._module, self.name)
        else:
            self._kernel = _ultima.RawKernel(_source(self.code, self.translate_cucomplex),
                                             self.name, list(self.options))

    @property
    def opencl_source(self):
        return self._kernel.opencl_source

    def compile(self, log_stream=None):
        """Translates and builds the kernel now; writes the compile log (the
        translator's warnings and the OpenCL build log) to log_stream."""
        log = self._kernel.compile()
        if log_stream is not None:
            log_stream.write(log)

    @property
    def attributes(self):
        """CuPy's attribute dict: max_threads_per_block (CL_KERNEL_WORK_GROUP_SIZE),
        shared_size_bytes (CL_KERNEL_LOCAL_MEM_SIZE), local_size_bytes
        (CL_KERNEL_PRIVATE_MEM_SIZE), max_dynamic_shared_size_bytes (the
        device's local memory less the static); None for what OpenCL cannot tell."""
        attrs = dict(self._kernel.attributes())
        attrs.update({key: None for key in _UNKNOWN_ATTRIBUTES})
        return attrs

    max_threads_per_block = property(lambda self: self.attributes["max_threads_per_block"])
    shared_size_bytes = property(lambda self: self.attributes["shared_size_bytes"])
    local_size_bytes = property(lambda self: self.attributes["local_size_bytes"])
    max_dynamic_shared_size_bytes = property(
        lambda self: self.attributes["max_dynamic_shared_size_bytes"])
    num_regs = property(lambda self: None)
    const_size_bytes = property(lambda self: None)
    ptx_version = property(lambda self: None)
    binary_version = property(lambda self: None)
    cache_mode_ca = property(lambda self: None)
    preferred_shared_memory_carveout = property(lambda self: None)

    def __call__(self, grid, block, args, shared_mem=0):
        params = [p for p in self._kernel.params() if not p[2]]
        call, converted = launch_args(self.name, params, args)
        shared_mem = operator.index(shared_mem)
        if not 0 <= shared_mem < 2**63:
            raise ValueError(f"kernel '{self.name}': shared_mem={shared_mem} is out of range")
        self._kernel.launch(grid, block, converted, shared_mem)
        call.finish()


class RawModule:
    """RawModule(code=None, *, path=None, options=(), backend='nvrtc',
    translate_cucomplex=False, enable_cooperative_groups=False,
    name_expressions=None, jitify=False): CUDA source whose kernels are
    fetched with get_function(name); template kernels by the C++ names
    listed in name_expressions ('sq<float>', 'ns::k<int, 4>')."""

    array_type = DeviceArray  # of the arrays get_global returns

    def __init__(self, code=None, *, path=None, options=(), backend="nvrtc",
                 translate_cucomplex=False, enable_cooperative_groups=False,
                 name_expressions=None, jitify=False):
        if (code is None) == (path is None):
            raise TypeError("Exactly one of `code` and `path` keyword arguments must be given.")
        if path is not None:
            raise ValueError("RawModule(path=...) loads a cubin or PTX file, which OpenCL "
                             "cannot run; pass the CUDA source as code=")
        _check_backend(backend, jitify, enable_cooperative_groups)
        self.code = code
        self.options = _options(options)
        self.backend = backend
        self.translate_cucomplex = translate_cucomplex
        self.enable_cooperative_groups = enable_cooperative_groups
        self.name_expressions = None if name_expressions is None else tuple(name_expressions)
        if self.name_expressions is not None:
            for e in self.name_expressions:
                if not isinstance(e, str) or not e.strip():
                    raise TypeError(f"name_expressions must be non-empty strings, not {e!r}")
        self._make()

    def _make(self):
        self._module = _ultima.RawModule(_source(self.code, self.translate_cucomplex),
                                         list(self.options), list(self.name_expressions or ()))

    def __getstate__(self):
        state = dict(self.__dict__)
        del state["_module"]
        return state

    def __setstate__(self, state):
        self.__dict__.update(state)
        self._make()

    @property
    def opencl_source(self):
        return self._module.opencl_source

    def compile(self, log_stream=None):
        """Translates and builds the module now; writes the compile log to log_stream."""
        log = self._module.compile()
        if log_stream is not None:
            log_stream.write(log)

    def get_function(self, name):
        """The kernel called name: its CUDA name, or a name expression as
        listed. ultima.CUDADriverError (CUDA_ERROR_NOT_FOUND) if the module
        holds none."""
        self._module.opencl_name(name)  # raises for an unknown name, as CuPy does here
        return RawKernel._from_module(self, name)

    def get_global(self, name):
        """The module's __device__ or __constant__ variable called name, as a
        1-D device array (of the module's array_type: ultima.ndarray for
        ultima.RawModule) over its storage (CuPy returns a pointer to it):
        of the variable's element type (uint8 bytes for a struct), every
        kernel of the module reads it, and writes through it are seen by later
        launches. ultima.CUDADriverError (CUDA_ERROR_NOT_FOUND) for a name no
        kernel of the module uses."""
        buffer, type_name, size = self._module.symbol(name)
        dtype = symbol_dtype(type_name, size)
        return self.array_type((size // dtype.itemsize,), dtype, _buffer=buffer)
