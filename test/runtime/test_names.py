"""Identifiers that collide with OpenCL keywords/types (kernels/names.cu)."""

import numpy as np

from harness import cdiv

FILE = "names.cu"


def test_local_variable_named_half(cu, rng):
    n = 2_001
    x = rng.standard_normal(n).astype(np.float32)
    out = np.full(n // 2, np.nan, np.float32)
    cu(FILE).launch("fold_halves", cdiv(n, 128), 128, x, out, np.int32(n))
    h = n // 2
    np.testing.assert_array_equal(out, x[:h] + x[h:2 * h])


def test_helper_variable_named_half(cu, rng):
    n = 999
    lo = rng.uniform(-5, 0, n).astype(np.float32)
    hi = rng.uniform(0, 5, n).astype(np.float32)
    out = np.full(n, np.nan, np.float32)
    cu(FILE).launch("midpoints", cdiv(n, 128), 128, lo, hi, out, np.int32(n))
    np.testing.assert_allclose(out, lo + np.float32(0.5) * (hi - lo), rtol=1e-6, atol=1e-6)


def test_local_variable_named_global(cu, rng):
    n = 1_500
    x = rng.standard_normal(n).astype(np.float32)
    perm = rng.permutation(n).astype(np.int32)
    out = np.full(n, np.nan, np.float32)
    cu(FILE).launch("gather_global", cdiv(n, 256), 256, x, perm, out, np.int32(n))
    np.testing.assert_array_equal(out, x[perm])


def test_parameter_named_global(cu, rng):
    n = 1_500
    x = rng.integers(-10_000, 10_000, n, dtype=np.int32)
    out = np.full(n, 77, np.int32)
    cu(FILE).launch("add_global_offset", cdiv(n, 256), 256, x, out, np.int32(n), np.int32(4242))
    np.testing.assert_array_equal(out, x + 4242)


def test_variables_named_local_constant_kernel(cu, rng):
    n, block = 700, 64
    x = rng.integers(-100, 100, n, dtype=np.int32)
    out = np.full(n, 77, np.int32)
    cu(FILE).launch("keyword_names", cdiv(n, block), block, x, out, np.int32(n))
    i = np.arange(n)
    np.testing.assert_array_equal(out, x + (i % block) * 3 + i // block)
