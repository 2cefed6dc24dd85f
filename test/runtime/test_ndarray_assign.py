"""Writes into ultima.ndarray views against NumPy: __setitem__ (scalars and
broadcast arrays), fill, astype and copy, and ElementwiseKernel /
ReductionKernel outputs given as views, which must land in the base array."""

import numpy as np
import pytest
import rt_common  # noqa: F401  (imports ultima from the build tree)

import ultima


def fresh():
    host = np.arange(4 * 5 * 6, dtype=np.float32).reshape(4, 5, 6) - 50
    return host, ultima.asarray(host)


# (index, value): NumPy's assignment semantics, value broadcast and cast.
SETITEMS = [
    ((1, 2), 7.5), (Ellipsis, -1), ((slice(None), 0), np.float64(2.25)),
    ((slice(None, None, -1), slice(1, 4), 2), True),
    ((0,), np.arange(6, dtype=np.float32)), ((slice(None), slice(None, None, 2)),
                                            np.arange(18, dtype=np.float32).reshape(3, 6)),
    ((2, slice(None), slice(None, None, -3)), np.array([[1.5], [2.5], [3.5], [4.5], [5.5]])),
    ((Ellipsis, 1), np.array([[9, 8, 7, 6, 5]], dtype=np.int64)),
    ((1, None, 2), np.ones((1, 1, 6), np.float32)),  # leading 1s of the value dropped
    ((slice(1, 1),), 3.0), ((3, 4, 5), np.float32(1e30)),
]


@pytest.mark.parametrize("key, value", SETITEMS)
def test_setitem_matches_numpy(key, value):
    host, d = fresh()
    host[key] = value
    d[key] = ultima.asarray(value) if isinstance(value, np.ndarray) and value.ndim > 1 else value
    np.testing.assert_array_equal(d.get(), host)


def test_setitem_from_host_array_and_overlapping_views():
    host, d = fresh()
    d[0, ::-1] = host[1]  # a NumPy value is copied in
    host[0, ::-1] = host[1]
    d[1:] = d[:-1]  # overlapping source: read first, as NumPy does
    host[1:] = host[:-1].copy()
    d[:, :, ::-1] = d
    host[:, :, ::-1] = host.copy()
    np.testing.assert_array_equal(d.get(), host)


def test_setitem_errors():
    _, d = fresh()
    with pytest.raises(ValueError, match=r"could not broadcast input array from shape \(4,\)"):
        d[0] = np.zeros(4, np.float32)
    with pytest.raises(IndexError):
        d[4] = 1.0
    with pytest.raises(TypeError, match="float.. argument must be .*not 'complex'"):
        d[0, 0, 0] = 1 + 2j  # NumPy's error for a Python complex


@pytest.mark.parametrize("dtype, value", [
    (np.int32, 2.75), (np.int32, -3.5), (np.uint8, 255.9), (np.float16, 1 / 3), (np.bool_, 0.5),
    (np.float32, np.inf), (np.uint64, 2**64 - 1),
])
def test_fill_casts_as_numpy(dtype, value):
    host = np.zeros((3, 4), dtype)
    d = ultima.asarray(host)
    with np.errstate(all="ignore"):
        host[:, 1::2].fill(value)
    d[:, 1::2].fill(value)
    np.testing.assert_array_equal(d.get(), host)


@pytest.mark.parametrize("src, dst", [
    (np.float32, np.int32), (np.int32, np.bool_), (np.float64, np.float16),
    (np.bool_, np.float32), (np.int64, np.uint8), (np.float16, np.float64),
])
def test_astype_of_a_view_matches_numpy(src, dst):
    values = np.array([[0.0, -0.0, 1.5, -2.5, 100.75], [-7.0, 3.3, 65504.0, 1e-7, 255.0]])
    if np.dtype(src).kind in "iub":
        values = np.trunc(values)
    host = values.astype(src)[:, ::-2]
    d = ultima.asarray(values.astype(src))[:, ::-2]
    expected = host.astype(dst)
    got = d.astype(dst)
    assert got.dtype == expected.dtype and got.c_contiguous
    np.testing.assert_array_equal(got.get(), expected)


def test_astype_same_dtype_and_copy():
    _, d = fresh()
    assert d.astype(np.float32, copy=False) is d
    c = d.astype(np.float32)
    assert c is not d and c._buffer is not d._buffer
    view = d[::2, 1]
    copied = view.copy()
    assert copied.c_contiguous and copied._buffer is not d._buffer
    np.testing.assert_array_equal(copied.get(), view.get())
    assert ultima.asarray(d, dtype=np.float32) is d
    assert ultima.asarray(d, dtype=np.int32).dtype == np.int32


def test_set_into_a_view():
    host, d = fresh()
    value = np.full((5, 3), 4.5, np.float32)
    d[1, :, ::2].set(value)
    host[1, :, ::2] = value
    np.testing.assert_array_equal(d.get(), host)
    with pytest.raises(ValueError):
        d[1].set(value)


def test_elementwise_kernel_out_view_writes_into_its_base():
    add = ultima.ElementwiseKernel("T x, T y", "T z", "z = x + y", "ndarray_out_add")
    host, d = fresh()
    x = np.arange(15, dtype=np.float32).reshape(5, 3)
    result = add(x, np.float32(0.5), d[2, :, ::-2])
    host[2, :, ::-2] = x + np.float32(0.5)
    np.testing.assert_array_equal(d.get(), host)
    assert result._buffer is d._buffer


def test_reduction_kernel_out_view_writes_into_its_base():
    total = ultima.ReductionKernel("T x", "T y", "x", "a + b", "y = a", "0", "ndarray_out_sum")
    host, d = fresh()
    x = np.arange(24, dtype=np.float32).reshape(4, 6)
    total(ultima.asarray(x)[:, ::-1], axis=0, out=d[3, 1:3].T[::-1, 0])  # a strided view
    host[3, 1:3].T[::-1, 0] = x[:, ::-1].sum(axis=0)
    np.testing.assert_array_equal(d.get(), host)
