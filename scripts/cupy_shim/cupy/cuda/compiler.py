"""cupy.cuda.compiler: CuPy's exception names for ultima's errors.

CompileException is an abstract class that ultima's TranslationError (an
error in the CUDA source) and CompileError (an OpenCL build failure) are
registered under, so `pytest.raises(CompileException)` catches what ultima
raises where NVRTC would fail. Jitify and CuPy's compiler cache are not
mapped.
"""

import abc
import os

import ultima


class CompileException(Exception, metaclass=abc.ABCMeta):
    pass


CompileException.register(ultima.TranslationError)
CompileException.register(ultima.CompileError)


class JitifyException(Exception):
    """Never raised: ultima does not run Jitify (jitify=True is a ValueError)."""


# Patched by test_raw.py's use_temporary_cache_dir(); ultima never reads them
# (its cache: ULTIMA_CACHE_DIR, docs/runtime-cache.md).
_kernel_cache_backend = None
_empty_file_preprocess_cache = {}


def _get_bool_env_variable(name, default):
    val = os.environ.get(name)
    if val is None or len(val) == 0:
        return default
    try:
        return int(val) == 1
    except ValueError:
        return False


def _run_cc(cmd, cwd, backend, log_stream=None):
    """There is no nvcc. test_raw.py asks `nvcc --version` at import (its
    TestRawGridSync skip condition); the answer is release 0.0. Any other
    command raises."""
    if list(cmd)[-1:] == ['--version']:
        return 'ultima shim: no nvcc, release 0.0'
    raise NotImplementedError('ultima shim: no nvcc/hipcc (' + ' '.join(cmd) + ')')


def _get_arch():
    raise NotImplementedError('ultima shim: no CUDA architecture')


def compile_using_nvrtc(*args, **kwargs):
    raise NotImplementedError('ultima shim: compile_using_nvrtc (CuPy-internal)')


def _not_mapped(*args, **kwargs):
    raise NotImplementedError('ultima shim: CuPy compiler-cache internals')


_encode_cache_payload = _decode_cache_payload = _not_mapped
_cache_payload_magic = b''
