"""cupy._util: the names CuPy's tests use."""

import warnings


class PerformanceWarning(RuntimeWarning):
    """CuPy's warning class (raised by CuPy for peer-to-peer copies)."""


def clear_memo():
    """CuPy drops its in-process memo of compiled modules. ultima keeps its own
    caches (memory and disk, docs/runtime-cache.md); nothing to drop here, so
    a test asking for a recompile gets ultima's cached program."""


def experimental(api_name):
    warnings.warn(f'{api_name} is experimental', FutureWarning)
