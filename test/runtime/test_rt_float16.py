"""float16 arrays and scalars in ElementwiseKernel and ReductionKernel: T is
CUDA's __half (cuda_fp16.h), 16 bits in memory like NumPy's float16, every
operation rounded to half as CUDA (and NumPy) round it. Compared bit for bit."""

import numpy as np

from rt_common import ultima


def bits(a):
    return np.asarray(a).view(np.uint16)


def assert_same_halves(got, ref):
    """Bit for bit, except that any NaN matches any NaN (CUDA produces its
    canonical 0x7fff where NumPy keeps the x86 default NaN)."""
    got, ref = np.asarray(got), np.asarray(ref)
    same = (bits(got) == bits(ref)) | (np.isnan(got) & np.isnan(ref))
    assert same.all(), (got[~same][:5], ref[~same][:5])


def halves(rng, n):
    x = rng.standard_normal(n).astype(np.float16)
    x[:6] = [0.0, -0.0, np.inf, 65504.0, 6e-08, 1e-05]
    return x


def test_arithmetic_bit_exact():
    rng = np.random.default_rng(1)
    x, y, w = halves(rng, 2000), halves(rng, 2000), halves(rng, 2000)
    add = ultima.ElementwiseKernel("T x, T y", "T z", "z = x + y", "h16_add")
    fma = ultima.ElementwiseKernel("T x, T y, T w", "T z", "z = x * y - w", "h16_mul_sub")
    div = ultima.ElementwiseKernel("T x, T y", "T z", "z = x / y", "h16_div")
    with np.errstate(all="ignore"):
        assert_same_halves(add(x, y).get(), x + y)
        assert_same_halves(fma(x, y, w).get(), x * y - w)
        assert_same_halves(div(x, y).get(), x / y)


def test_scalars_round_to_nearest_even():
    rng = np.random.default_rng(2)
    values = list(rng.standard_normal(200) * 10.0 ** rng.integers(-9, 6, 200))
    values += [0.1, 1 / 3, 65504.0, 65519.99, 65520.0, 1e30, -1e30, 2.0 ** -25, 3 * 2.0 ** -26,
               2.0 ** -24, 1.0 + 2.0 ** -11, 1.0 + 3 * 2.0 ** -11, -0.0]
    k = ultima.ElementwiseKernel("float16 a", "float16 z", "z = a", "h16_scalar")
    for v in values:
        got = k(v, ultima.empty(1, np.float16)).get()[0]
        with np.errstate(over="ignore"):
            assert bits(got) == bits(np.float16(v)), v


def test_mixed_precision_and_in_place():
    rng = np.random.default_rng(3)
    x = halves(rng, 500)
    up = ultima.ElementwiseKernel("T x", "float32 y", "y = (float)x * 2.5f", "h16_up")
    np.testing.assert_array_equal(up(x).get(), x.astype(np.float32) * np.float32(2.5))
    acc = ultima.asarray(np.ones(500, np.float16))
    step = ultima.ElementwiseKernel("T x", "T acc", "acc = acc + x", "h16_inplace")
    step(x, acc)
    step(x, acc)
    one = np.ones(500, np.float16)
    with np.errstate(all="ignore"):
        assert_same_halves(acc.get(), (one + x) + x)


def test_reductions_over_float16():
    rng = np.random.default_rng(4)
    x = rng.standard_normal((8, 300)).astype(np.float16)
    wide = ultima.ReductionKernel("T x", "float32 y", "x", "a + b", "y = a", "0", "h16_sum",
                                  reduce_type="float32")
    np.testing.assert_allclose(wide(x, axis=1).get(), x.astype(np.float32).sum(axis=1),
                               rtol=1e-5, atol=1e-4)
    mx = ultima.ReductionKernel("T x", "T y", "x", "(a > b ? a : b)", "y = a", None, "h16_max")
    np.testing.assert_array_equal(bits(mx(x, axis=0).get()), bits(x.max(axis=0)))
