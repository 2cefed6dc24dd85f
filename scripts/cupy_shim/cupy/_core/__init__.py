"""cupy._core: the names CuPy's user-kernel test files import.

elementwise_copy is ultima's device copy (assignment); CuPy's internal
reduction functions (create_reduction_func) are not user kernels and are out
of the harness's scope: the stub raises when called.
"""

from . import _accelerator, _scalar, core  # noqa: F401
from ._accelerator import get_reduction_accelerators, set_reduction_accelerators  # noqa: F401
from ._accelerator import get_routine_accelerators, set_routine_accelerators  # noqa: F401


def elementwise_copy(src, dst):
    """CuPy copies src into dst with a kernel; ultima's assignment does the
    same (a copy kernel through dst's strides)."""
    dst[...] = src
    return dst


class _NotMapped:
    def __init__(self, what):
        self._what = what

    def __call__(self, *args, **kwargs):
        raise NotImplementedError(f'ultima shim: {self._what} is CuPy-internal, not mapped')

    @property
    def _cached_codes(self):
        raise NotImplementedError(f'ultima shim: {self._what} is CuPy-internal, not mapped')


def create_reduction_func(name, *args, **kwargs):
    return _NotMapped(f'_core.create_reduction_func({name!r})')


def create_ufunc(name, *args, **kwargs):
    return _NotMapped(f'_core.create_ufunc({name!r})')
