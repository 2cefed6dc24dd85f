"""Views of a strided layout, computed by NumPy itself.

A device array's layout (shape, byte strides) is mirrored by a NumPy array
over a one-element host buffer (``as_strided`` checks nothing and reads
nothing). Basic indexing, transposes, broadcasting and copy-free reshapes
applied to that mirror give NumPy's exact shapes, strides, byte offsets and
errors; nothing ever reads the mirror's elements, so its tiny buffer is
never touched. Operations that could read elements (advanced indexing, a
reshape that needs a copy) are refused before they reach the mirror.
"""

import operator

import numpy as np
from numpy.lib.stride_tricks import as_strided

_VALID_INDICES = ("only integers, slices (`:`), ellipsis (`...`), numpy.newaxis (`None`) and "
                  "integer or boolean arrays are valid indices")


def mirror(shape, strides, dtype):
    """A NumPy array with this layout whose elements must never be read."""
    base = np.empty(1, dtype)
    return as_strided(base, shape=shape, strides=strides, writeable=False)


def _address(array):
    return array.__array_interface__["data"][0]


def view_of(m, result):
    """(shape, strides, byte offset from m's first element) of result, a view of mirror m."""
    return result.shape, result.strides, _address(result) - _address(m)


def _basic_index(item):
    """item as NumPy's basic indexing reads it, or an error for anything else:
    advanced indices (lists, arrays, booleans) are NotImplementedError,
    other types NumPy's IndexError."""
    if item is None or item is Ellipsis or isinstance(item, slice):
        return item
    if isinstance(item, (bool, np.bool_)):
        raise NotImplementedError("ultima.ndarray supports basic indexing only (integers, slices, "
                                  "Ellipsis, None); a boolean index is advanced indexing")
    if isinstance(item, (int, np.integer)):
        return int(item)
    if isinstance(item, (list, tuple, np.ndarray)) or hasattr(item, "__array__") or \
            hasattr(item, "__cuda_array_interface__"):
        raise NotImplementedError("ultima.ndarray supports basic indexing only (integers, slices, "
                                  f"Ellipsis, None), not an index of type {type(item).__name__}")
    if hasattr(item, "__index__"):
        return operator.index(item)
    raise IndexError(_VALID_INDICES)


def index(m, key):
    """The view m[key] for a basic index key, as view_of() gives it."""
    items = tuple(_basic_index(item) for item in (key if isinstance(key, tuple) else (key,)))
    if not any(item is Ellipsis for item in items):
        # An index with an Ellipsis gives a 0-d view where integers alone
        # would give a NumPy scalar (a copy read from the mirror).
        items += (Ellipsis,)
    return view_of(m, m[items])


def reshape_view(m, shape):
    """The copy-free reshape of m, as view_of() gives it, or None when NumPy
    would have to copy. A bad shape raises NumPy's ValueError."""
    v = m.view()
    try:
        v.shape = shape  # refuses (AttributeError) rather than copying
    except AttributeError:
        return None
    return view_of(m, v)
