"""__shared__ memory through helpers, nested scopes and helper-owned arrays
(kernels/helpers_shared.cu, kernels/shared_nested.cu, kernels/shared_in_helper.cu)."""

import numpy as np

from harness import cdiv


def _box3(cu, rng, n=1_000, block=128):
    x = rng.uniform(-4, 4, n).astype(np.float32)
    out_s, out_g, out_w = (np.full(n, np.nan, np.float32) for _ in range(3))
    cu("helpers_shared.cu").launch("box3", cdiv(n, block), block, x, out_s, out_g, out_w,
                                   np.int32(n))
    p = np.concatenate([[0.0], x.astype(np.float64), [0.0]])
    window = p[:-2] + p[1:-1] + p[2:]
    return x, out_s, out_g, out_w, window


def test_helper_called_with_shared_and_global_pointer(cu, rng):
    x, out_s, out_g, _, window = _box3(cu, rng)
    # window_sum(&tile[...]) -- shared pointer
    np.testing.assert_allclose(out_s, window, rtol=1e-6, atol=1e-5)
    # window_sum(in + i - 1) -- global pointer, interior only
    ref_g = np.zeros_like(window)
    ref_g[1:-1] = window[1:-1]
    np.testing.assert_allclose(out_g, ref_g, rtol=1e-6, atol=1e-5)


def test_helper_with_one_shared_and_one_global_pointer(cu, rng):
    # load_or_zero(shared dst, global src) and store_window(global out, shared tile)
    _, _, _, out_w, window = _box3(cu, rng)
    np.testing.assert_allclose(out_w, 0.5 * window, rtol=1e-6, atol=1e-5)


def test_shared_in_nested_block(cu, rng):
    n, block = 1_000, 256
    grid = cdiv(n, block)
    x = rng.integers(-1000, 1000, n, dtype=np.int32)
    out = np.full(n, -12345, np.int32)
    cu("shared_nested.cu").launch("reverse_in_block", grid, block, x, out, np.int32(n))
    padded = np.zeros(grid * block, np.int32)
    padded[:n] = x
    ref = padded.reshape(grid, block)[:, ::-1].reshape(-1)[:n]
    np.testing.assert_array_equal(out, ref)


def test_device_helper_with_its_own_shared_array(cu, rng):
    n, block = 2_000, 256
    grid = cdiv(n, block)
    x = rng.uniform(-10, 10, n).astype(np.float32)
    out = np.full(n, np.nan, np.float32)
    bmax = np.full(grid, np.nan, np.float32)
    cu("shared_in_helper.cu").launch("normalize_by_block_max", grid, block, x, out, bmax,
                                  np.int32(n))
    padded = np.zeros(grid * block, np.float32)
    padded[:n] = x
    ref_max = np.abs(padded).reshape(grid, block).max(axis=1)
    np.testing.assert_array_equal(bmax, ref_max)
    np.testing.assert_allclose(out, x / np.repeat(ref_max, block)[:n], rtol=1e-6)
