"""ultima.ndarray.argmax / argmin against NumPy's documented semantics: the
first index of the largest (smallest) value; NaN counts as the extreme, so
the first NaN's index (complex: a NaN in either part); values that compare
equal (-0.0 and 0.0) are ties, the first wins; int64 results, a 0-d array
for axis=None (CuPy's convention), keepdims, out=, NumPy's errors.

Both of the planner's ways are executed on whatever device runs the tests:
the runs (CPU devices: run extremes, then one work-item scans one run) and
the two reductions (GPUs, axes, strided views), the latter forced for whole
arrays by making the planner's answer (0, 0)."""

import numpy as np
import pytest
import rt_common  # noqa: F401  (imports ultima from the build tree)

import ultima
from ultima import _ultima
from ultima._arrays import reductions as _reductions

OPS = ["argmax", "argmin"]


@pytest.fixture(params=["planner", "two_reductions"])
def way(request, monkeypatch):
    if request.param == "two_reductions":
        monkeypatch.setattr(_reductions, "_arg_runs", lambda n: (0, 0))
    return request.param


def check(host, op, **kw):
    got = getattr(ultima.asarray(host), op)(**kw)
    expected = np.asarray(getattr(host, op)(**kw))
    assert isinstance(got, ultima.ndarray)
    assert got.dtype == np.int64 and got.shape == expected.shape
    np.testing.assert_array_equal(got.get(), expected)


def test_planner_splits_long_arrays_into_runs():
    runs, length = _ultima._arg_reduction_runs(10**7)
    if runs == 0:
        pytest.skip("not a CPU device: two reductions")
    assert runs >= 1 and length >= 1 and runs * length <= 10**7 < runs * (length + 1) + runs


# Sizes around the run length (64 on short arrays), not multiples of it, and
# long enough that the rest past the runs is not empty.
@pytest.mark.parametrize("n", [1, 2, 63, 64, 65, 1000, 4097, 100003])
@pytest.mark.parametrize("op", OPS)
def test_float32_sizes(n, op, way):
    host = np.random.default_rng(n).standard_normal(n).astype(np.float32)
    check(host, op)


@pytest.mark.parametrize("dtype", ["bool", "int8", "uint8", "int16", "uint16", "int32",
                                   "uint32", "int64", "uint64", "float16", "float64",
                                   "complex64", "complex128"])
@pytest.mark.parametrize("op", OPS)
def test_dtypes(dtype, op):
    rng = np.random.default_rng(7)
    dtype = np.dtype(dtype)
    n = 20011
    if dtype.kind == "b":
        host = np.zeros(n, bool)
        host[[9000, 15000]] = True
        check(host, op)
        check(~host, op)
        return
    if dtype.kind in "iu":
        info = np.iinfo(dtype)
        host = rng.integers(info.min, info.max, n, dtype=dtype, endpoint=True)
        host[[5, 17000]] = info.max  # first of two maxima
        host[[30, 19000]] = info.min
    elif dtype.kind == "c":
        host = (rng.integers(-3, 4, n) + 1j * rng.standard_normal(n)).astype(dtype)
        host[[100, 12000]] = 3 + 5j  # ties on the real part: the imaginary decides
        host[[200, 13000]] = -3 - 5j
    else:
        host = rng.standard_normal(n).astype(dtype)
    check(host, op)


@pytest.mark.parametrize("op", OPS)
@pytest.mark.parametrize("dtype", ["float16", "float32", "float64"])
def test_nan_first_nan_wins(op, dtype, way):
    n = 100003
    host = np.random.default_rng(3).standard_normal(n).astype(dtype)
    host[[5000, 2000, 90000]] = [np.inf, -np.inf, np.nan]  # NaN beats infinities
    check(host, op)
    host[[70000, 80000]] = np.nan  # the first of three NaNs, in a later run
    check(host, op)
    host[n - 1] = np.nan  # the last element (in the rest past the runs)
    check(host, op)
    host[0] = np.nan
    check(host, op)
    check(np.full(1000, np.nan, dtype), op)


@pytest.mark.parametrize("op", OPS)
def test_nan_in_the_rest_past_the_runs(op, way):
    n = 100003
    host = np.random.default_rng(4).standard_normal(n).astype(np.float32)
    host[n - 2] = np.nan
    check(host, op)
    host[n - 2] = 1e30 if op == "argmax" else -1e30  # the extreme in the rest
    check(host, op)
    host[10] = host[n - 2]  # and a tie with it earlier: the earlier wins
    check(host, op)


@pytest.mark.parametrize("dtype", ["complex64", "complex128"])
@pytest.mark.parametrize("op", OPS)
def test_complex_nan_in_either_part(dtype, op, way):
    host = (np.arange(5000) % 97 + 1j * (np.arange(5000) % 13)).astype(dtype)
    host[4000] = complex(1, np.nan)
    host[4500] = complex(np.nan, 0)
    check(host, op)
    host[3000] = complex(np.nan, np.nan)
    check(host, op)


@pytest.mark.parametrize("op", OPS)
def test_signed_zeros_tie(op, way):
    for values in ([-0.0, 0.0], [0.0, -0.0], [-1.0, -0.0, 0.0, -0.0], [1.0, 0.0, -0.0, 0.0]):
        check(np.array(values, np.float32), op)
    host = np.full(100003, -1.0, np.float32)
    host[[60000, 70000]] = [-0.0, 0.0]
    check(host, "argmax")
    host = -host
    check(host, "argmin")


@pytest.mark.parametrize("op", OPS)
def test_first_of_equal_extremes_across_runs(op, way):
    n = 100003
    host = np.zeros(n, np.int32)
    for where in ([n - 1], [99000, n - 1], [3, 50000, 99999], [0, n - 1]):
        h = host.copy()
        h[where] = 7 if op == "argmax" else -7
        check(h, op)


@pytest.mark.parametrize("op", OPS)
def test_axes_and_keepdims(op):
    host = np.random.default_rng(5).standard_normal((6, 700, 9)).astype(np.float32)
    host[2, 300:310, 4] = np.nan
    for axis in (None, 0, 1, 2, -1, -3):
        for keepdims in (False, True):
            check(host, op, axis=axis, keepdims=keepdims)


@pytest.mark.parametrize("op", OPS)
def test_int_axes_ties(op):
    host = np.random.default_rng(6).integers(0, 3, (50, 400)).astype(np.int16)
    check(host, op, axis=0)
    check(host, op, axis=1)


@pytest.mark.parametrize("op", OPS)
def test_strided_views(op):
    host = np.random.default_rng(8).standard_normal((300, 400)).astype(np.float64)
    dev = ultima.asarray(host)
    for view, hview in ((dev.T, host.T), (dev[::3, 1::7], host[::3, 1::7]),
                        (dev[:, 5], host[:, 5])):
        for axis in (None, 0):
            got = getattr(view, op)(axis=axis)
            np.testing.assert_array_equal(got.get(), getattr(hview, op)(axis=axis))


@pytest.mark.parametrize("op", OPS)
def test_out(op):
    host = np.random.default_rng(9).standard_normal((40, 30)).astype(np.float32)
    out = ultima.empty(30, np.int64)
    assert getattr(ultima.asarray(host), op)(axis=0, out=out) is out
    np.testing.assert_array_equal(out.get(), getattr(host, op)(axis=0))
    out0 = ultima.empty((), np.int64)
    getattr(ultima.asarray(host), op)(out=out0)
    assert int(out0.get()) == getattr(host, op)()
    with pytest.raises(ValueError):
        getattr(ultima.asarray(host), op)(axis=0, out=ultima.empty(40, np.int64))
    # NumPy's rule: out's dtype casts safely to int64.
    out32 = ultima.empty(30, np.int32)
    getattr(ultima.asarray(host), op)(axis=0, out=out32)
    np.testing.assert_array_equal(out32.get(), getattr(host, op)(axis=0))
    with pytest.raises(TypeError, match="according to the rule 'safe'"):
        getattr(ultima.asarray(host), op)(axis=0, out=ultima.empty(30, np.float64))


@pytest.mark.parametrize("op", OPS)
def test_errors_as_numpy(op):
    with pytest.raises(ValueError, match=f"attempt to get {op} of an empty sequence"):
        getattr(ultima.asarray(np.zeros(0, np.float32)), op)()
    with pytest.raises(ValueError, match=f"attempt to get {op} of an empty sequence"):
        getattr(ultima.asarray(np.zeros((3, 0), np.float32)), op)(axis=1)
    # An empty result is fine when the reduced axis is not empty.
    check(np.zeros((0, 3), np.float32), op, axis=1)
    with pytest.raises(np.AxisError):
        getattr(ultima.asarray(np.zeros((2, 3), np.float32)), op)(axis=2)
    with pytest.raises(TypeError):
        getattr(ultima.asarray(np.zeros((2, 3), np.float32)), op)(axis=(0, 1))


@pytest.mark.parametrize("op", OPS)
def test_contiguous_views_with_an_offset_and_0d(op, way):
    host = np.random.default_rng(10).standard_normal((300, 401)).astype(np.float32)
    dev = ultima.asarray(host)
    for view, hview in ((dev[7:], host[7:]), (dev[2:5], host[2:5]), (dev[3, 11:], host[3, 11:])):
        assert view.c_contiguous
        got = getattr(view, op)()
        assert int(got.get()) == getattr(hview, op)()
    check(np.array(2.5, np.float32), op)
    check(np.array(2.5, np.float32), op, keepdims=True)
