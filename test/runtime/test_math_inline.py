"""__forceinline__ helpers and math functions (kernels/inline_math.cu)."""

import numpy as np

from harness import cdiv

FILE = "inline_math.cu"


def test_forceinline_helpers(cu, rng):
    n, shift = 3_333, -1_000_005
    a = rng.standard_normal(n).astype(np.float32)
    b = rng.standard_normal(n).astype(np.float32)
    t = rng.uniform(-0.5, 1.5, n).astype(np.float32)
    out = np.full(n, np.nan, np.float32)
    wrapped = np.full(n, -1, np.int32)
    cu(FILE).launch("blend", cdiv(n, 64), 64, a, b, t, out, wrapped, np.int32(n), np.int32(shift))
    tc = np.clip(t, 0, 1)
    np.testing.assert_allclose(out, a + tc * (b - a), rtol=1e-5, atol=1e-6)
    np.testing.assert_array_equal(wrapped, np.mod(np.arange(n) + shift, n))


def test_math_functions_float(cu, rng):
    n = 4_097
    x = rng.uniform(-3, 3, n).astype(np.float32)
    y = rng.uniform(-3, 3, n).astype(np.float32)
    outs = [np.full(n, np.nan, np.float32) for _ in range(5)]
    cu(FILE).launch("math_funcs", cdiv(n, 256), 256, x, y, *outs, np.int32(n))
    r_sqrt, r_exp, r_fabs, r_fmin, r_pow = outs
    xd, yd = x.astype(np.float64), y.astype(np.float64)
    np.testing.assert_allclose(r_sqrt, np.sqrt(np.abs(xd)), rtol=1e-6)
    np.testing.assert_allclose(r_exp, np.exp(-0.5 * xd * xd), rtol=2e-6)
    np.testing.assert_array_equal(r_fabs, np.abs(x - y))
    np.testing.assert_array_equal(r_fmin, np.minimum(x, y))
    np.testing.assert_allclose(r_pow, np.power(np.abs(yd) + 1.0, xd), rtol=5e-6)


def test_math_functions_double(cu, rng):
    n = 1_000
    x = rng.uniform(-5, 5, n)
    y = rng.uniform(-5, 5, n)
    r = np.full(n, np.nan)
    cu(FILE).launch("math_double", cdiv(n, 128), 128, x, y, r, np.int32(n))
    ref = np.sqrt(x * x + y * y) + np.exp(-np.abs(x)) + np.power(np.abs(y), 0.25)
    np.testing.assert_allclose(r, ref, rtol=1e-13)
