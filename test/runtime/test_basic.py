"""Elementwise basics (kernels/basic.cu)."""

import numpy as np

from harness import cdiv

FILE = "basic.cu"


def test_vector_add(cu, rng):
    n = 10_007
    a = rng.standard_normal(n).astype(np.float32)
    b = rng.standard_normal(n).astype(np.float32)
    c = np.full(n, np.nan, np.float32)
    cu(FILE).launch("vector_add", cdiv(n, 256), 256, a, b, c, np.int32(n))
    np.testing.assert_array_equal(c, a + b)  # one IEEE add: exact


def test_saxpy(cu, rng):
    n = 5_000
    alpha = np.float32(2.5)
    x = rng.uniform(-10, 10, n).astype(np.float32)
    y0 = rng.uniform(-10, 10, n).astype(np.float32)
    y = y0.copy()
    cu(FILE).launch("saxpy", cdiv(n, 128), 128, np.int32(n), alpha, x, y)
    # a*x+y may be contracted into an fma: allow one rounding of difference
    np.testing.assert_allclose(y, alpha * x + y0, rtol=1e-6, atol=1e-5)


def test_grid_stride_loop_double(cu, rng):
    n = 100_003
    inp = rng.standard_normal(n)
    out = np.full(n, np.nan)
    # 4 blocks of 64 threads for 100k elements
    cu(FILE).launch("scale_shift_grid_stride", 4, 64, inp, out,
                    np.float64(-1.75), np.float64(0.125), np.int64(n))
    np.testing.assert_allclose(out, inp * -1.75 + 0.125, rtol=1e-15, atol=1e-15)


def test_grid_stride_visits_every_element_once(cu):
    n = 3_001
    grid, block = 3, 32
    threads = grid * block
    visits = np.zeros(n, np.int32)
    owner = np.full(n, -1, np.int32)
    counts = np.full(threads, -1, np.int32)
    cu(FILE).launch("grid_stride_visits", grid, block, visits, owner, counts, np.int32(n))
    idx = np.arange(n)
    np.testing.assert_array_equal(visits, np.ones(n, np.int32))
    np.testing.assert_array_equal(owner, idx % threads)
    expected_counts = np.bincount(idx % threads, minlength=threads)
    np.testing.assert_array_equal(counts, expected_counts)
