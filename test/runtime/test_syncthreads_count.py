"""__syncthreads_count/_and/_or on OpenCL against NumPy, per block."""
import numpy as np
import pytest


@pytest.mark.parametrize("block", [32, 96, 256])
def test_block_votes(cu, block):
    rng = np.random.default_rng(block)
    blocks = 5
    x = rng.uniform(-0.2, 1.0, blocks * block).astype(np.float32)
    x[:block] = np.abs(x[:block])  # block 0: all non-negative
    x[2 * block:3 * block] = -1.0  # block 2: all negative, none above 0.5
    out = np.full(3 * blocks, -7, np.int32)
    cu("syncthreads_count.cu").launch("votes", blocks, block, x, out)
    per_block = x.reshape(blocks, block)
    want = np.stack([(per_block > 0.5).sum(axis=1),
                     (per_block >= 0).all(axis=1),
                     (per_block < 0).any(axis=1)], axis=1).astype(np.int32).ravel()
    np.testing.assert_array_equal(out, want)
