"""ultima.ndarray sum/mean/min/max against NumPy: result dtypes and shapes
(axis None, int, negative, tuple; keepdims), integer results bit for bit,
float sums within a tolerance (the summation order differs from NumPy's
pairwise one), NaN propagation, empty reductions, strided views."""

import warnings

import numpy as np
import pytest
import rt_common  # noqa: F401  (imports ultima from the build tree)

import ultima

# float32 sums of up to a few thousand terms of mixed sign: NumPy's pairwise
# order and ours differ by a few ulps of the largest partial sum.
F32_ATOL = 1e-3
F32_RTOL = 1e-5

# Each distinct reduction layout is a program to compile, so the exact
# integer checks take three layouts; the axis spellings (negative, unordered,
# empty tuples) are checked on float32, whose four methods share a program.
INT_AXES = [None, 1, (2, 0)]
AXES = [None, 0, -1, (2, 0, 1), (), (-2,), (0, -1)]
METHODS = ["sum", "mean", "min", "max"]


def check(got, expected):
    assert isinstance(got, ultima.ndarray)
    assert got.dtype == expected.dtype and got.shape == expected.shape
    if expected.dtype.kind == "f":
        np.testing.assert_allclose(got.get(), expected, rtol=F32_RTOL, atol=F32_ATOL,
                                   equal_nan=True)
    else:
        np.testing.assert_array_equal(got.get(), expected)


@pytest.mark.parametrize("method", METHODS)
@pytest.mark.parametrize("axis", INT_AXES, ids=str)
def test_int32_reductions_exact(method, axis):
    host = (np.arange(3 * 40 * 50, dtype=np.int64).reshape(3, 40, 50) * 7919 % 2**31 -
            2**30).astype(np.int32)
    d = ultima.asarray(host)
    for keepdims in (False, True):
        expected = np.asarray(getattr(host, method)(axis=axis, keepdims=keepdims))
        check(getattr(d, method)(axis=axis, keepdims=keepdims), expected)


@pytest.mark.parametrize("method", METHODS)
@pytest.mark.parametrize("axis", AXES, ids=str)
def test_float32_reductions_of_a_strided_view(method, axis, rng):
    host = rng.standard_normal((30, 70, 4)).astype(np.float32)
    d = ultima.asarray(host)[::-1, 5::2, 1:]
    for keepdims in (False, True):
        expected = np.asarray(getattr(host[::-1, 5::2, 1:], method)(axis=axis, keepdims=keepdims))
        check(getattr(d, method)(axis=axis, keepdims=keepdims), expected)


@pytest.mark.parametrize("dtype, methods", [
    (np.bool_, METHODS), (np.uint8, ["sum"]), (np.int8, ["mean"]), (np.float16, METHODS),
])
def test_result_dtypes_of_small_types(dtype, methods):
    """bool and small integers sum to int64 (unsigned: uint64), average in
    float64; float16 stays float16 (accumulated in float32)."""
    host = np.array([[1, 0, 3, 120], [0, 1, 1, 100]]).astype(dtype)
    d = ultima.asarray(host)
    for method in methods:
        expected = np.asarray(getattr(host, method)(axis=1))
        got = getattr(d, method)(axis=1)
        assert got.dtype == expected.dtype, method
        np.testing.assert_allclose(got.get().astype(np.float64),
                                   expected.astype(np.float64), rtol=1e-3)


def test_integer_sums_wrap_as_numpy():
    host = np.array([2**62, 2**62, 2**62, -5], dtype=np.int64)
    check(ultima.asarray(host).sum(), np.asarray(host.sum()))
    unsigned = np.array([2**63, 2**63, 7], dtype=np.uint64)
    check(ultima.asarray(unsigned).sum(), np.asarray(unsigned.sum()))


def test_nan_propagates_through_min_and_max():
    host = np.array([[1.0, np.nan, -3.0], [2.0, 5.0, -np.inf], [np.nan, 0.0, 1.0]])
    d = ultima.asarray(host)
    for method in METHODS:
        for axis in (None, 0, 1):
            check(getattr(d, method)(axis=axis), np.asarray(getattr(host, method)(axis=axis)))


def test_empty_reductions():
    host = np.zeros((0, 3), np.float32)
    d = ultima.asarray(host)
    check(d.sum(axis=0), host.sum(axis=0))
    check(d.sum(), np.asarray(host.sum()))
    check(d.sum(axis=0, keepdims=True), host.sum(axis=0, keepdims=True))
    check(d.max(axis=1), host.max(axis=1))  # nothing to reduce: an empty result
    for method in ("min", "max"):
        with pytest.raises(ValueError, match="zero-size array to reduction operation"):
            getattr(d, method)(axis=0)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        with pytest.raises(RuntimeWarning, match="Mean of empty slice"):
            d.mean(axis=0)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        check(d.mean(axis=0), host.mean(axis=0))


def test_zero_d_and_bad_axes():
    z = ultima.asarray(np.float32(2.5))
    check(z.sum(), np.asarray(np.float32(2.5)))
    check(z.max(axis=()), np.asarray(np.float32(2.5)))
    d = ultima.zeros((2, 3), np.float32)
    with pytest.raises(np.AxisError):
        d.sum(axis=2)
    with pytest.raises(np.AxisError):
        d.min(axis=-3)
    with pytest.raises(ValueError):
        d.max(axis=(0, 0))


def test_dtype_and_out_arguments():
    host = np.array([[1, 2, 3], [4, 5, 250]], dtype=np.uint8)
    d = ultima.asarray(host)
    check(d.sum(axis=1, dtype=np.uint8), host.sum(axis=1, dtype=np.uint8))  # wraps, as NumPy
    check(d.mean(0, np.float32), host.mean(0, np.float32))  # CuPy's positional order
    base = ultima.zeros((2, 4), np.float64)
    result = d.max(1, base[:, ::-3][:, 0])  # out= a strided view
    expected = np.zeros((2, 4))
    expected[:, ::-3][:, 0] = host.max(1)
    np.testing.assert_array_equal(base.get(), expected)
    assert result._buffer is base._buffer
    with pytest.raises(ValueError, match="wrong shape"):
        d.sum(axis=0, out=ultima.zeros(2, np.uint64))
    with pytest.raises(TypeError, match="same_kind"):
        ultima.asarray(np.ones(3, np.float32)).sum(out=ultima.zeros((), np.int32))
