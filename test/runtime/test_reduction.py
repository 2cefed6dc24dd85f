"""Block reductions with extern __shared__ memory (kernels/reduction.cu)."""

import numpy as np

from harness import cdiv


def test_block_sum_extern_shared(cu, rng):
    n, block = 100_000, 256
    grid = cdiv(n, 2 * block)
    x = rng.uniform(-1, 1, n).astype(np.float32)
    partial = np.full(grid, np.nan, np.float32)
    cu("reduction.cu").launch("block_sum", grid, block, x, partial, np.uint32(n),
                              shared_mem=block * 4)
    padded = np.zeros(grid * 2 * block, np.float64)
    padded[:n] = x
    ref = padded.reshape(grid, 2 * block).sum(axis=1)
    np.testing.assert_allclose(partial, ref, rtol=1e-5, atol=1e-4)
    np.testing.assert_allclose(partial.astype(np.float64).sum(), x.astype(np.float64).sum(),
                               rtol=1e-5, atol=1e-3)


def test_block_max_extern_shared_int(cu, rng):
    n, block = 5_000, 128
    grid = cdiv(n, block)
    x = rng.integers(-2**31, 2**31 - 1, n, dtype=np.int32)
    out = np.zeros(grid, np.int32)
    cu("reduction.cu").launch("block_max", grid, block, x, out, np.int32(n),
                              shared_mem=block * 4)
    padded = np.full(grid * block, np.iinfo(np.int32).min, np.int32)
    padded[:n] = x
    np.testing.assert_array_equal(out, padded.reshape(grid, block).max(axis=1))
