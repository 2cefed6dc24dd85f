"""cupy._core._scalar: not mapped (CuPy's C type names for dtypes)."""


def get_typename(dtype):
    raise NotImplementedError('ultima shim: _core._scalar.get_typename is CuPy-internal')
