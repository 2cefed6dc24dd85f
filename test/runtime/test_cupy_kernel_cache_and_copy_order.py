"""Two CuPy behaviours that CuPy's own tests check (docs/cupy-tests.md):

- a user kernel's `_cached_codes`: one entry per distinct call signature
  compiled so far (a call with the same dtypes adds none, another dtype adds
  one), for ElementwiseKernel and ReductionKernel;
- `ndarray.copy(order=)` lays the copy out as NumPy's `copy(order=)` does
  ('C', 'F', 'A', 'K'): the same strides as NumPy's copy, the same elements,
  a new buffer.
"""

import numpy as np
import pytest
import rt_common  # noqa: F401  (imports ultima from the build tree)

import ultima


def test_elementwise_cached_codes_count_signatures():
    k = ultima.ElementwiseKernel("T x, T y", "T z", "z = x + y", "cached_codes_add")
    assert len(k._cached_codes) == 0
    a = ultima.asarray(np.arange(5, dtype=np.float32))
    k(a, a)
    assert len(k._cached_codes) == 1
    k(a, a)  # same signature: the kernel is reused, nothing generated
    assert len(k._cached_codes) == 1
    k(a.astype(np.float64), a.astype(np.float64))
    codes = k._cached_codes
    assert len(codes) == 2
    assert all("z = x + y" in src for src in codes.values())  # the generated CUDA source


def test_reduction_cached_codes_count_signatures():
    k = ultima.ReductionKernel("T x", "T y", "x", "a + b", "y = a", "0", "cached_codes_sum")
    assert len(k._cached_codes) == 0
    x = ultima.asarray(np.arange(10))
    assert int(k(x).get()) == 45
    assert len(k._cached_codes) == 1
    k(x)
    assert len(k._cached_codes) == 1
    assert float(k(x.astype(np.float32)).get()) == 45.0
    assert len(k._cached_codes) == 2


SOURCES = {
    "c": np.arange(24, dtype=np.int32).reshape(2, 3, 4),
    "f": np.asfortranarray(np.arange(24, dtype=np.float64).reshape(2, 3, 4)),
    "transposed": np.arange(24, dtype=np.int16).reshape(2, 3, 4).transpose(2, 0, 1),
    "strided": np.arange(60, dtype=np.complex64).reshape(3, 4, 5)[::2, ::-1, 1::2],
    "empty": np.empty((1, 0, 2), dtype=np.bool_),
    "0-d": np.array(7, dtype=np.uint8),
}


def device_view(name):
    """The same layout on the device: transposes and slices of a device copy
    of the base array, as NumPy's were made."""
    if name == "f":
        return ultima.asarray(np.ascontiguousarray(SOURCES["f"].T)).transpose(2, 1, 0)
    if name == "transposed":
        return ultima.asarray(np.arange(24, dtype=np.int16).reshape(2, 3, 4)).transpose(2, 0, 1)
    if name == "strided":
        return ultima.asarray(np.arange(60, dtype=np.complex64).reshape(3, 4, 5))[::2, ::-1, 1::2]
    return ultima.asarray(SOURCES[name])


@pytest.mark.parametrize("order", ["C", "F", "A", "K", "c", "f", "a", "k"])
@pytest.mark.parametrize("name", list(SOURCES))
def test_copy_order_matches_numpy(name, order):
    want = np.copy(SOURCES[name], order=order)
    src = device_view(name)
    np.testing.assert_array_equal(src.get(), SOURCES[name])  # the same array to begin with
    got = src.copy(order=order)
    assert got.shape == want.shape and got.dtype == want.dtype
    if want.size:  # an empty array's strides mean nothing (NumPy's copies vary)
        assert got.strides == want.strides
    np.testing.assert_array_equal(got.get(), want)
    assert got._buffer is not src._buffer


def test_copy_order_is_a_new_array():
    a = ultima.asarray(np.arange(6, dtype=np.float32).reshape(2, 3))
    b = a.copy(order="F")
    a[...] = -1
    np.testing.assert_array_equal(b.get(), np.arange(6, dtype=np.float32).reshape(2, 3))


def test_copy_bad_order():
    with pytest.raises(ValueError, match="order must be one of"):
        ultima.zeros(3).copy(order="X")
