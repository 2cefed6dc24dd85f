"""cupy.cuda._compiler_cache: CuPy's on-disk cubin cache, which ultima does
not use. The class exists so that test_raw.py imports and its
use_temporary_cache_dir() context manager works (it only patches names)."""

_hash_length = 64


class DiskKernelCacheBackend:
    def __init__(self, path):
        self._cache_dir = path

    def save(self, name, cubin, source):
        raise NotImplementedError('ultima shim: CuPy cubin cache')

    def load(self, name):
        return None


def _hash_hexdigest(data):
    raise NotImplementedError('ultima shim: CuPy cubin cache')
