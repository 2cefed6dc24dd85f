"""ultima.ndarray operators against NumPy 1.24: the same result dtypes, integer
results bit for bit, float results within the stated tolerances, NumPy's
errors; in-place operators write into views; device-array promotion by
dtype (CuPy's rule for 0-d arrays)."""

import operator

import numpy as np
import pytest
import rt_common  # noqa: F401  (imports ultima from the build tree)

import ultima

# float32 quotients and powers: OpenCL allows 2.5 ulp for division and 16 ulp
# for pow; NumPy's are correctly rounded (division) or the C library's (pow).
F32_RTOL = 4e-6

BINARY = {"+": operator.add, "-": operator.sub, "*": operator.mul, "/": operator.truediv,
          "//": operator.floordiv, "%": operator.mod, "**": operator.pow,
          "==": operator.eq, "!=": operator.ne, "<": operator.lt, "<=": operator.le,
          ">": operator.gt, ">=": operator.ge}

I32_MIN = np.iinfo(np.int32).min
INTS_A = np.array([[7, -7, 0, 13, I32_MIN, I32_MIN, 2**31 - 1, -1],
                   [100, -100, 5, -5, 6, -6, 1, 2**30]], dtype=np.int32)
INTS_B = np.array([3, 3, 0, -4, -1, 0, 2, 3], dtype=np.int32)  # broadcast over rows


def check(got, expected, exact=True, rtol=F32_RTOL):
    """got (ultima) equals NumPy's expected: dtype and shape, then values;
    NaNs match NaNs, and zeros keep their sign."""
    assert isinstance(got, ultima.ndarray)
    assert got.dtype == expected.dtype and got.shape == expected.shape
    host = got.get()
    if exact or expected.dtype.kind not in "fc":
        np.testing.assert_array_equal(host, expected)
    else:
        np.testing.assert_allclose(host, expected, rtol=rtol, equal_nan=True)
    if expected.dtype.kind == "f":
        zero = (expected == 0)
        np.testing.assert_array_equal(np.signbit(host[zero]), np.signbit(expected[zero]))


@pytest.mark.parametrize("op", list(BINARY))
def test_int32_array_array_bit_exact(op):
    b = np.abs(INTS_B) if op == "**" else INTS_B  # NumPy refuses negative integer powers
    with np.errstate(all="ignore"):  # x // 0, MIN // -1 and overflow, as NumPy wraps them
        expected = BINARY[op](INTS_A, b)
    check(BINARY[op](ultima.asarray(INTS_A), ultima.asarray(b)), expected)


FLOATS_A = np.array([5.5, -3.25, 0.0, -0.0, np.inf, np.nan, 7.0, -7.5, 1e30, 3.0],
                    dtype=np.float32)
FLOATS_B = np.array([2.0, 2.0, -3.0, 3.0, 2.0, 1.0, 0.0, 2.0, 1e-30, -0.0], dtype=np.float32)


@pytest.mark.parametrize("op", list(BINARY))
def test_float32_special_values(op):
    with np.errstate(all="ignore"):
        expected = BINARY[op](FLOATS_A, FLOATS_B)
        got = BINARY[op](ultima.asarray(FLOATS_A), ultima.asarray(FLOATS_B))
    check(got, expected, exact=op in ("+", "-", "*", "%", "==", "<", ">="))


@pytest.mark.parametrize("scalar", [3, -2, 1000, 2.5, np.int16(-3), True])
@pytest.mark.parametrize("op", ["+", "-", "*", "//", "%", "<", "=="])
def test_array_with_scalars_both_sides(op, scalar):
    host = np.array([[9, -9, 4], [0, 127, -128]], dtype=np.int32)
    d = ultima.asarray(host)
    for left, right, dl, dr in ((host, scalar, d, scalar), (scalar, host, scalar, d)):
        if op in ("//", "%") and not np.all(right):
            continue
        with np.errstate(all="ignore"):
            expected = BINARY[op](left, right)
        check(BINARY[op](dl, dr), np.asarray(expected), exact=False)


@pytest.mark.parametrize("dtype_a, value", [
    (np.int8, 1000), (np.uint8, -1), (np.float32, 1e300), (np.float16, 3), (np.int64, 2**63),
    (np.float16, 70000.0),
])
def test_python_scalars_value_based(dtype_a, value):
    """NumPy 1.24: a Python scalar's value picks the result dtype against an array."""
    host = np.array([1, 2, 3], dtype=dtype_a)
    with np.errstate(all="ignore"):
        expected = host + value
    check(ultima.asarray(host) + value, expected, exact=False)


@pytest.mark.parametrize("dtype_a, dtype_b", [
    (np.int8, np.int16), (np.int32, np.float32), (np.uint8, np.int8), (np.int64, np.uint64),
])
def test_array_array_promotion(dtype_a, dtype_b):
    a = np.array([[1, 0, 3], [4, 5, 1]]).astype(dtype_a)
    b = np.array([1, 1, 0]).astype(dtype_b)
    for op in ("+", "*"):  # one kernel per dtype pair serves both
        expected = BINARY[op](a, b)
        check(BINARY[op](ultima.asarray(a), ultima.asarray(b)), expected)


def test_bool_arithmetic_is_logical():
    a, b = np.array([True, True, False, False]), np.array([True, False, True, False])
    da, db = ultima.asarray(a), ultima.asarray(b)
    check(da + db, a + b)
    check(da * db, a * b)
    with np.errstate(divide="ignore"):
        check(da // db, a // b)
    check(abs(da), abs(a))
    with pytest.raises(TypeError):
        da - db
    with pytest.raises(TypeError):
        -da


def test_zero_d_device_arrays_promote_by_dtype():
    """CuPy's rule (NumPy 2's too): a 0-d array is an array, its value does not
    pick the dtype; NumPy 1.24 would give int8 here."""
    small = ultima.asarray(np.int16(1))
    vector = ultima.asarray(np.array([1, 2], dtype=np.int8))
    assert (vector + small).dtype == np.int16
    assert (small + 1).dtype == np.int16  # a Python int takes the array's dtype
    np.testing.assert_array_equal((vector + small).get(), [2, 3])


@pytest.mark.parametrize("values", [
    np.array([-5, 0, 7, I32_MIN, 2**31 - 1], dtype=np.int32),
    np.array([-0.0, 0.0, -2.5, np.inf, -np.inf, np.nan], dtype=np.float32),
    np.array([200, 0, 1], dtype=np.uint8), np.array([-1.5, 0.0, 65504], dtype=np.float16),
])
def test_negative_and_abs(values):
    d = ultima.asarray(values)
    with np.errstate(all="ignore"):
        check(-d, -values)
        check(abs(d), abs(values))
    check(+d, +values)


def test_int_power_negative_scalar_exponent_raises_as_numpy():
    with pytest.raises(ValueError, match="negative integer powers"):
        ultima.asarray(np.array([2, 3], np.int32)) ** -1


def test_int_power_negative_scalar_exponent_of_an_empty_array_is_empty():
    """NumPy's loop raises for each element: an empty result raises nothing
    (found by test/fuzz/ndarray_fuzz.py)."""
    for shape in [(0,), (2, 0, 3)]:
        host = np.zeros(shape, np.uint16)
        expected = host ** -1
        got = ultima.asarray(host) ** -1
        assert got.dtype == expected.dtype and got.shape == expected.shape
    with pytest.raises(ValueError, match="Integers to negative integer powers"):
        ultima.asarray(np.zeros(3, np.int8)) ** -2


@pytest.mark.parametrize("exponent", [2, 2.0, np.int64(2), np.float32(2), 3, True,
                                      np.complex128(2), 2 + 0j])
def test_bool_array_squared_is_int8_as_numpy(exponent):
    """NumPy's `**` squares a bool array raised to a scalar 2 (np.square:
    int8), where np.power would give int64, but not for a complex 2, which
    NumPy does not convert (found by test/fuzz/ndarray_fuzz.py, seeds 13 and 15)."""
    for host in [np.array([True, False, True]), np.ones((0, 2), bool), np.array(True)]:
        check(ultima.asarray(host) ** exponent, host ** exponent)


INF, NAN = np.inf, np.nan
SPECIAL_COMPLEX = [complex(INF, 4.876), complex(-INF, 5), complex(NAN, 3.7), complex(NAN, INF),
                   complex(INF, -1.1), complex(3, -INF), complex(-INF, -INF), complex(2, NAN),
                   complex(-5, 0.8), complex(0, -4), 0j, complex(-0.0, 0.0)]


@pytest.mark.parametrize("dtype", [np.float32, np.float64, np.complex64, np.complex128])
@pytest.mark.parametrize("exponent", [-1, -1.0, 0.5, np.float32(0.5), np.int8(-1), 0, 1, 2])
def test_scalar_powers_that_numpy_computes_as_other_ufuncs(dtype, exponent):
    """NumPy's `**` of a float or complex array by a real scalar 1, -1, 0,
    0.5 or 2 is np.positive, np.reciprocal, np.ones_like, np.sqrt or
    np.square, whose special values differ from np.power's: (inf + 4.876j)
    ** -1 is 0 - 0j, (-inf) ** 0.5 is nan (found by test/fuzz/ndarray_fuzz.py,
    seed 15, case 359786). In place too."""
    host = np.array(SPECIAL_COMPLEX, np.complex128)
    if np.dtype(dtype).kind == "f":
        host = np.concatenate([host.real, [-INF, -0.0, 0.0, -2.5, NAN]])
    host = host.astype(dtype)
    got = ultima.asarray(host) ** exponent
    inplace = ultima.asarray(host)
    inplace **= exponent
    with np.errstate(all="ignore"):
        expected = host ** exponent
        assert got.dtype == expected.dtype
        np.testing.assert_allclose(got.get(), expected, rtol=F32_RTOL, equal_nan=True)
        np.testing.assert_allclose(inplace.get(), expected, rtol=F32_RTOL, equal_nan=True)


@pytest.mark.parametrize("dtype", [np.uint16, np.int32, np.int64])
@pytest.mark.parametrize("exponent", [2, 2.0, np.float32(2), np.int8(2)])
def test_integer_array_squared_as_numpy(dtype, exponent):
    """NumPy's `**` squares an integer array raised to a scalar 2 (np.square),
    in float64 when the 2 is a float (uint16 ** np.float32(2) is float64 where
    np.power gives float32), and in place in the array's own dtype (found by
    test/fuzz/ndarray_fuzz.py, seed 15, case 855380)."""
    host = np.array([0, 1, 3, 11, 200], dtype)
    check(ultima.asarray(host) ** exponent, host ** exponent)
    inplace, expected = ultima.asarray(host), host.copy()
    inplace **= exponent
    expected **= exponent
    check(inplace, expected)


@pytest.mark.parametrize("dtype", [np.complex64, np.complex128])
@pytest.mark.parametrize("exponent", [-1.1, complex(-1, 1), 2.5])
def test_complex_powers_of_infinities_multiply_as_c99(dtype, exponent):
    """A complex power by a non-integer exponent is exp(y log x) with C99's
    complex product (Annex G), which keeps infinities that a plain product
    turns into NaNs: (nan + infj) ** -1.1 is 0, as NumPy (C's cpow) gives
    (found by test/fuzz/ndarray_fuzz.py, seed 15, cases 385947 and 408051)."""
    host = np.array(SPECIAL_COMPLEX, dtype)
    got = ultima.asarray(host) ** exponent
    with np.errstate(all="ignore"):
        expected = host ** exponent
        np.testing.assert_allclose(got.get(), expected, rtol=F32_RTOL, equal_nan=True)


@pytest.mark.parametrize("dtype", [np.complex64, np.complex128])
def test_complex_integer_powers_of_infinities_as_numpy(dtype):
    """NumPy's complex power of an integer exponent in (-100, 100) multiplies
    from 1 + 0j (x**1 to x**3 excepted), so an infinite part gives NaN parts
    where a multiplication by 1 meets it: (-inf - 2.8j) ** -1 is nan+nanj
    (found by test/fuzz/ndarray_fuzz.py, seed 13, case 15327)."""
    inf, nan = np.inf, np.nan
    base = np.array([complex(-inf, -2.8), complex(inf, 2.248), complex(2, inf), complex(0.2, -inf),
                     complex(-inf, inf), complex(6.3, nan), complex(1.5, -2), 0j], dtype)[:, None]
    exponent = np.arange(-20, 21, dtype=np.int16)[None, :]
    got = np.asarray(ultima.asarray(base) ** ultima.asarray(exponent))
    with np.errstate(all="ignore"):
        expected = base ** exponent
        assert got.dtype == expected.dtype
        np.testing.assert_allclose(got, expected, rtol=F32_RTOL, equal_nan=True)


def test_shapes_that_do_not_broadcast_raise():
    with pytest.raises(ValueError, match=r"could not be broadcast.*\(2, 3\) \(2,\)"):
        ultima.zeros((2, 3)) + ultima.zeros(2)


def test_unsupported_operands():
    d = ultima.zeros(3, np.float32)
    with pytest.raises(TypeError):
        d + "a"
    with pytest.raises(TypeError):
        d + [1, 2, 3]
    assert (d == None) is False  # noqa: E711  (Python's fallback, as for any object)
    with pytest.raises(OverflowError):
        ultima.asarray(np.ones(2, np.int64)) + 2**70  # NumPy 1.24 would make an object array


def test_numpy_operands_on_either_side():
    host = np.array([1.0, 2.0, 4.0], dtype=np.float32)
    d = ultima.asarray(host)
    other = np.array([0.5, 0.25, 2.0], dtype=np.float32)
    check(other - d, other - host)  # NumPy defers to ultima (__array_ufunc__ = None)
    check(d * other, host * other)
    check(np.float32(3) < d, np.float32(3) < host)


def test_inplace_operators_on_views():
    host = np.arange(24, dtype=np.int32).reshape(4, 6)
    d = ultima.asarray(host)
    view, host_view = d[1:3, ::-2], host[1:3, ::-2]
    view += np.array([10, 20, 30], dtype=np.int32)
    host_view += np.array([10, 20, 30], dtype=np.int32)
    view *= 3
    host_view *= 3
    view //= ultima.asarray(np.array([2, -4, 5], dtype=np.int32))
    host_view //= np.array([2, -4, 5], dtype=np.int32)
    np.testing.assert_array_equal(d.get(), host)


def test_inplace_keeps_dtype_and_refuses_unsafe_casts():
    f = ultima.asarray(np.array([1.5, 2.5], np.float32))
    f += np.array([0.25, 0.5])  # float64 into float32: same kind
    assert f.dtype == np.float32
    np.testing.assert_array_equal(f.get(), np.array([1.75, 3.0], np.float32))
    i = ultima.asarray(np.array([1, 2], np.int32))
    with pytest.raises(TypeError, match="same_kind"):
        i += 1.5
    with pytest.raises(TypeError, match="same_kind"):
        i /= 2
    with pytest.raises(ValueError, match="non-broadcastable output"):
        i += ultima.zeros((3, 2), np.int32)


def test_inplace_cast_is_checked_before_broadcasting():
    """NumPy resolves an in-place result's cast before it broadcasts: with both
    faults, the cast is the error (found by test/fuzz/ndarray_fuzz.py)."""
    host = np.array([[1, 2, -8], [9, -9, -18]], dtype=np.int8).swapaxes(0, 1)[-1:-3:-3]
    other = np.array([[2.5, 3.5, -8.0]], dtype=np.float32)  # (1, 3) against (1, 2)
    with pytest.raises(TypeError, match="Cannot cast ufunc 'divide' output"):
        host /= other
    device = ultima.asarray(np.array([[1, 2, -8], [9, -9, -18]], dtype=np.int8))
    view = device.swapaxes(0, 1)[-1:-3:-3]
    with pytest.raises(TypeError, match="Cannot cast ufunc 'divide' output"):
        view /= ultima.asarray(other)


def test_inplace_with_an_overlapping_operand_reads_it_first():
    host = np.arange(10, dtype=np.int32)
    d = ultima.asarray(host)
    d[1:] += d[:-1]
    host[1:] += host[:-1].copy()  # NumPy's overlap rule: as if the input were read first
    np.testing.assert_array_equal(d.get(), host)
    d += d[::-1]
    host += host[::-1].copy()
    np.testing.assert_array_equal(d.get(), host)


def test_empty_and_zero_d_operands():
    e = ultima.zeros((0, 3), np.float32)
    assert (e + 1).shape == (0, 3) and (e * ultima.zeros(3, np.float32)).shape == (0, 3)
    z = ultima.asarray(np.float32(2.5))
    check(z * z, np.asarray(np.float32(2.5) * np.float32(2.5)))
