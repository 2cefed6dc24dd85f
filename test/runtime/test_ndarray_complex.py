"""Complex ultima.ndarray arrays against NumPy 1.24: operators with NumPy's
promotion and errors, conversions to and from real dtypes on the device
(ComplexWarning where NumPy warns), fill and assignment, sum / mean / min /
max. Tolerances as complex_ref.py: data movement, + and - bit-exact;
* and / 4 eps norm-wise; ** 8 eps times pow's condition number."""

import operator
import warnings

import numpy as np
import pytest
import rt_common  # noqa: F401  (imports ultima from the build tree)
from complex_ref import EPS, assert_close, random_complex, same_bits

import ultima

ComplexWarning = getattr(getattr(np, "exceptions", np), "ComplexWarning")
C64, C128 = np.complex64, np.complex128
RNG = np.random.default_rng(15)
A64 = random_complex(RNG, 24, C64).reshape(4, 6)
B64 = random_complex(RNG, 6, C64)  # broadcast over A64's rows
A128, B128 = A64.astype(C128) * (1 + 1e-9j), B64.astype(C128)

ARITHMETIC = {"+": operator.add, "-": operator.sub, "*": operator.mul, "/": operator.truediv}
ORDER = {"==": operator.eq, "!=": operator.ne, "<": operator.lt, "<=": operator.le,
         ">": operator.gt, ">=": operator.ge}


def d(host):
    return ultima.asarray(host)


@pytest.mark.parametrize("dtype", [C64, C128])
@pytest.mark.parametrize("op", list(ARITHMETIC))
def test_arithmetic_array_array(op, dtype):
    a, b = (A64, B64) if dtype == C64 else (A128, B128)
    got = ARITHMETIC[op](d(a), d(b))
    want = ARITHMETIC[op](a, b)
    assert got.dtype == want.dtype == dtype
    if op in "+-":  # one rounding per part, as NumPy's
        same_bits(got.get(), want)
    else:  # judged against the exact (complex128) result
        assert_close(got.get(), ARITHMETIC[op](a.astype(C128), b.astype(C128)), dtype, 4)


def test_python_and_numpy_scalars_on_either_side():
    x = d(A64)
    for got, want in [(2 - x, 2 - A64), (x - 1.5j, A64 - 1.5j), (1j * x, 1j * A64),
                      (x + np.float32(0.25), A64 + np.float32(0.25)),
                      (np.int8(3) + x, np.int8(3) + A64)]:
        assert got.dtype == want.dtype == C64  # value-based: the scalars fit complex64
        same_bits(got.get(), want)
    got, want = (1 + 2j) / x, (1 + 2j) / A64.astype(C128)
    assert_close(got.get(), want, C64, 4)


@pytest.mark.parametrize("left, right", [
    (np.ones((2, 3), C64), np.arange(3, dtype=np.float64)),  # complex64 + float64 -> complex128
    (np.arange(3, dtype=np.float32), 2 - 1j),                 # float32 + Python complex -> c64
    (np.arange(3, dtype=np.int64), C64(1j)),                  # int64 + complex64 scalar -> c128
    (np.arange(3, dtype=np.float16), 2 + 1j),                 # float16 + Python complex -> c64
])
def test_promotion_as_numpy(left, right):
    got = d(left) + (d(right) if isinstance(right, np.ndarray) else right)
    want = left + right
    assert got.dtype == want.dtype
    same_bits(got.get(), want)  # small integers: exact in any dtype


def test_power():
    x = d(A64)
    # Integer exponents: repeated multiplication as NumPy, within pow's bound.
    for y in (0, 1, 2, 3, -2, 5):
        got = x ** y
        assert got.dtype == C64
        want = A64.astype(C128) ** y
        err = np.abs(got.get().astype(C128) - want)
        bound = 8 * EPS[C64] * (1 + np.abs(y * np.log(A64.astype(C128)))) * np.abs(want)
        assert (err <= bound).all(), (y, got.get()[err > bound], want[err > bound])
    # Complex exponents, array by array.
    got = x ** d(B64 / 4)
    want = A64.astype(C128) ** (B64 / 4).astype(C128)
    bound = 8 * EPS[C64] * (1 + np.abs(B64 / 4 * np.log(A64.astype(C128)))) * np.abs(want)
    assert (np.abs(got.get() - want) <= bound).all()


def test_power_special_values_as_numpy():
    base = np.array([0, 0, 0, 0, np.nan, 2 + 1j], C128)
    exponent = np.array([0, 2, -1, 1j, 0, 0], C128)
    with np.errstate(all="ignore"):
        want = base ** exponent  # 1, 0, nan+nanj, nan+nanj, 1, 1
    got = d(base) ** d(exponent)
    np.testing.assert_array_equal(np.isnan(got.get()), np.isnan(want))
    same_bits(got.get()[~np.isnan(want)], want[~np.isnan(want)])


@pytest.mark.parametrize("op", list(ORDER))
def test_comparisons_order_by_real_then_imaginary(op):
    nan = np.nan
    a = np.array([1 + 2j, 1 + 2j, 1 + 3j, 2 + 0j, complex(1, nan), complex(nan, 1), 1 + 1j,
                  complex(0, nan), -1j], C64)
    b = np.array([1 + 2j, 1 + 1j, 1 + 2j, 1 + 9j, 2 + 0j, 0j, complex(1, nan),
                  complex(1, 0), 0j], C64)
    with np.errstate(invalid="ignore"):
        want = ORDER[op](a, b)
    got = ORDER[op](d(a), d(b))
    assert got.dtype == np.bool_
    np.testing.assert_array_equal(got.get(), want)


def test_unary_negative_abs_and_plus():
    host = np.array([1 + 2j, -0.0 + 0j, complex(0, -0.0), 3 - 4j, complex(np.inf, 1)], C64)
    x = d(host)
    same_bits((-x).get(), -host)  # signed zeros included
    same_bits((+x).get(), host)
    got = abs(x)
    assert got.dtype == np.float32  # abs of complex is real, as NumPy's
    np.testing.assert_allclose(got.get(), np.abs(host.astype(C128)), rtol=4 * EPS[C64])
    assert abs(d(A128)).dtype == np.float64


def test_floor_divide_and_remainder_refused_as_numpy():
    for op in (operator.floordiv, operator.mod):
        with pytest.raises(TypeError) as numpy_error:
            op(A64, B64)
        with pytest.raises(TypeError, match=str(numpy_error.value)[:30]):
            op(d(A64), d(B64))


def test_inplace_operators():
    x, host = d(A64.copy()), A64.copy()
    view = x[:, ::2]
    view *= d(B64[::2].astype(C128))  # complex128 result into complex64: same_kind
    host[:, ::2] *= B64[::2].astype(C128)
    assert_close(x.get(), host, C64, 4)
    x += np.arange(6, dtype=np.float32)
    host += np.arange(6, dtype=np.float32)
    assert_close(x.get(), host, C64, 4)
    with pytest.raises(TypeError, match="complex128.*float64.*same_kind"):
        y = ultima.zeros(3)
        y += 1j


@pytest.mark.parametrize("src", [np.bool_, np.int8, np.uint64, np.float16, np.float32,
                                 np.float64])
def test_astype_real_to_complex(src):
    host = (np.array([0, 1, 3, 100, -7, 2**20 + 1]) % (2 if src == np.bool_ else 1000)).astype(src)
    for dst in (C64, C128):
        same_bits(d(host).astype(dst).get(), host.astype(dst))


def test_astype_complex_to_complex_and_real_on_device(monkeypatch):
    host = np.array([1.5 - 2j, complex(np.nan, 1), complex(-0.0, np.inf), 0j, 1j, 77.9 + 3j],
                    C128)
    x = d(host)
    monkeypatch.setattr(ultima.ndarray, "get", None)  # no host round trip in astype / copy
    to_c64, back, copy = x.astype(C64), x.astype(C64).astype(C128), x[::-1].copy()
    with pytest.warns(ComplexWarning, match="discards the imaginary part"):
        to_f32 = x.astype(np.float32)
    with pytest.warns(ComplexWarning):
        to_i16 = x[3:].astype(np.int16)
    with pytest.warns(ComplexWarning):
        to_f16 = x.astype(np.float16)
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # to bool: no warning (either part non-zero)
        to_bool = x.astype(np.bool_)
    monkeypatch.undo()
    with np.errstate(all="ignore"), warnings.catch_warnings():
        warnings.simplefilter("ignore", ComplexWarning)
        same_bits(to_c64.get(), host.astype(C64))
        same_bits(back.get(), host.astype(C64).astype(C128))
        same_bits(copy.get(), host[::-1])
        np.testing.assert_array_equal(to_f32.get(), host.astype(np.float32))
        np.testing.assert_array_equal(to_i16.get(), host[3:].astype(np.int16))
        # Values (signed zeros too); NaN is CUDA's canonical half NaN, not NumPy's.
        np.testing.assert_array_equal(to_f16.get(), host.astype(np.float16))
        np.testing.assert_array_equal(np.signbit(to_f16.get()), np.signbit(host.real))
        np.testing.assert_array_equal(to_bool.get(), host.astype(np.bool_))


def test_fill_casts_as_numpy():
    x = ultima.zeros((3, 4), C64)
    x[:, 1::2].fill(2.5 - 1j)
    x[0].fill(7)
    host = np.zeros((3, 4), C64)
    host[:, 1::2].fill(2.5 - 1j)
    host[0].fill(7)
    same_bits(x.get(), host)
    i = ultima.zeros(3, np.int32)
    with pytest.warns(ComplexWarning):
        i.fill(C64(3.75 + 1j))  # a NumPy complex scalar: the real part, truncated
    np.testing.assert_array_equal(i.get(), [3, 3, 3])
    with pytest.raises(TypeError, match=r"int\(\) argument must be .*not 'complex'"):
        i.fill(1 + 2j)  # a Python complex: NumPy's error
    b = ultima.zeros(2, np.bool_)
    b.fill(1j)  # bool takes any complex (non-zero is True), as NumPy
    np.testing.assert_array_equal(b.get(), [True, True])


def test_setitem_between_complex_and_real():
    x, host = d(A128.copy()), A128.copy()
    x[1, ::2] = 4 - 2j
    host[1, ::2] = 4 - 2j
    x[2] = np.arange(6, dtype=np.int16)  # real into complex: imaginary part 0
    host[2] = np.arange(6, dtype=np.int16)
    x[:, 1:] = x[:, :-1]  # overlapping source: read first
    host[:, 1:] = host[:, :-1].copy()
    same_bits(x.get(), host)
    f, fhost = ultima.zeros((2, 6), np.float32), np.zeros((2, 6), np.float32)
    with pytest.warns(ComplexWarning):
        f[...] = d(B64)  # broadcast, imaginary parts dropped
    with pytest.warns(ComplexWarning):
        fhost[...] = B64
    np.testing.assert_array_equal(f.get(), fhost)
    with pytest.raises(TypeError, match=r"float\(\) argument must be .*not 'complex'"):
        f[0, 0] = 1 + 2j
    with pytest.raises(TypeError, match=r"float\(\) argument must be .*not 'complex'"):
        f[1] = [1, 2, 3, 4, 5, 6j]  # NumPy converts each Python number alone


def check_sum(got, values, axis, dtype):
    """got within summation error of the exact sum: n eps times the sum of |x|."""
    exact = values.astype(C128).sum(axis=axis)
    n = values.size // exact.size
    bound = 4 * n * EPS[dtype] * np.abs(values.astype(C128)).sum(axis=axis)
    assert got.dtype == dtype and got.shape == exact.shape
    assert (np.abs(got.get() - exact) <= bound).all()


@pytest.mark.parametrize("dtype", [C64, C128])
def test_sum_and_mean(dtype):
    host = random_complex(np.random.default_rng(3), 2 * 3 * 50, dtype).reshape(2, 3, 50)
    x = d(host)
    check_sum(x.sum(), host, None, dtype)
    check_sum(x.sum(axis=2), host, 2, dtype)
    check_sum(x[:, ::-1].sum(axis=(0, 2)), host[:, ::-1], (0, 2), dtype)
    mean = x.mean(axis=-1, keepdims=True)
    assert mean.dtype == dtype and mean.shape == (2, 3, 1)
    exact = host.astype(C128).mean(axis=-1, keepdims=True)
    bound = 4 * 50 * EPS[dtype] * np.abs(host.astype(C128)).mean(axis=-1, keepdims=True)
    assert (np.abs(mean.get() - exact) <= bound).all()


def test_sum_dtype_and_out():
    real = np.arange(12, dtype=np.float32).reshape(3, 4)
    got = d(real).sum(axis=0, dtype=C128)  # real values summed as complex
    assert got.dtype == C128
    same_bits(got.get(), real.sum(axis=0, dtype=C128))
    with pytest.warns(ComplexWarning):  # NumPy: the real parts, with a warning
        parts = d(A64).sum(axis=1, dtype=np.float64)
    with pytest.warns(ComplexWarning):
        want = A64.sum(axis=1, dtype=np.float64)
    np.testing.assert_allclose(parts.get(), want, rtol=1e-12, atol=1e-12)
    out = ultima.zeros((2, 6), C128)
    d(A64).sum(axis=0, out=out[1])  # complex64 result into a complex128 view
    assert_close(out.get()[1], A64.astype(C128).sum(axis=0), C128, 1e9)  # float32 sums
    same_bits(out.get()[0], np.zeros(6, C128))
    with pytest.raises(TypeError, match="same_kind"):
        d(A64).sum(axis=0, out=ultima.zeros(6, np.float32))


def test_min_max_lexicographic():
    host = np.array([[2 + 5j, 2 - 1j, -1 + 9j, 2 + 7j],
                     [3 + 0j, 3 - 4j, 3 + 4j, -3 + 4j],
                     [1j, -1j, 2j, 0.5 + 0j]], C64)
    x = d(host)
    for axis in (None, 0, 1):
        for name in ("min", "max"):
            got, want = getattr(x, name)(axis=axis), getattr(host, name)(axis=axis)
            assert got.dtype == C64
            same_bits(got.get(), np.asarray(want))
    same_bits(x.T.max(axis=1, keepdims=True).get(), host.T.max(axis=1, keepdims=True))


def test_min_max_nan_propagates_as_numpy():
    nan = np.nan
    host = np.tile(A128[0], (3, 1))
    host[0, 4] = complex(1, nan)  # a NaN imaginary part
    host[1, 0] = complex(nan, -2)  # a NaN real part, first
    for axis in (None, 1):
        for name in ("min", "max"):
            with np.errstate(invalid="ignore"):
                want = np.asarray(getattr(host, name)(axis=axis))
            same_bits(getattr(d(host), name)(axis=axis).get(), want)


def test_empty_min_refused_and_empty_sum_zero():
    with pytest.raises(ValueError, match="zero-size array to reduction operation minimum"):
        ultima.zeros((0, 2), C64).min()
    same_bits(ultima.zeros((0, 2), C64).sum(axis=0).get(), np.zeros(2, C64))
