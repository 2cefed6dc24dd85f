"""enum / enum class (kernels/enums.cu) and __constant__ tables (kernels/constant_table.cu)."""

import numpy as np
import pytest

from harness import cdiv


def test_unscoped_enum(cu, rng):
    n = 1_000
    ops = rng.choice(np.array([0, 1, 5, 6, 10], np.int32), n)
    a = rng.integers(-1000, 1000, n, dtype=np.int32)
    b = rng.integers(-1000, 1000, n, dtype=np.int32)
    out = np.zeros(n, np.int32)
    cu("enums.cu").launch("enum_ops", cdiv(n, 128), 128, ops, a, b, out, np.int32(n))
    ref = np.select([ops == 0, ops == 1, ops == 5, ops == 6, ops == 10],
                    [a + b, a - b, a * b, -a + 5, np.maximum(a, b)])
    np.testing.assert_array_equal(out, ref)


@pytest.mark.parametrize("mode,name", [(0, "clamp"), (1, "wrap"), (2, "mirror")])
def test_enum_class_parameter(cu, rng, mode, name):
    n, shift = 517, -37 if mode != 1 else 1_234
    x = rng.standard_normal(n).astype(np.float32)
    out = np.full(n, np.nan, np.float32)
    cu("enums.cu").launch("shift_with_boundary", cdiv(n, 64), 64, x, out, np.int32(n),
                          np.int32(shift), np.int32(mode))
    j = np.arange(n) + shift
    if name == "clamp":
        idx = np.clip(j, 0, n - 1)
    elif name == "wrap":
        idx = np.mod(j, n)
    else:
        idx = np.where(j < 0, -j, np.where(j >= n, 2 * n - 2 - j, j))
    np.testing.assert_array_equal(out, x[idx])


def test_constant_lookup_table(cu, rng):
    n = 3_000
    v = rng.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32)
    out = np.full(n, -1, np.int32)
    cu("constant_table.cu").launch("popcount_lut", cdiv(n, 256), 256, v, out, np.int32(n))
    bits = np.unpackbits(v.view(np.uint8).reshape(n, 4), axis=1)
    np.testing.assert_array_equal(out, bits.sum(axis=1))


def test_constant_weights_and_scalar(cu, rng):
    n = 1_001
    x = rng.standard_normal(n).astype(np.float32)
    out = np.full(n, np.nan, np.float32)
    cu("constant_table.cu").launch("binomial_blur", cdiv(n, 128), 128, x, out, np.int32(n))
    w = np.array([1, 4, 6, 4, 1], np.float64) / 16
    p = np.concatenate([[x[0]] * 2, x, [x[-1]] * 2]).astype(np.float64)
    ref = sum(w[k] * p[k:k + n] for k in range(5))
    np.testing.assert_allclose(out, ref, rtol=1e-5, atol=1e-6)
