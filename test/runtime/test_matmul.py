"""Tiled matrix multiply with static __shared__ tiles (kernels/matmul.cu)."""

import numpy as np
import pytest

from harness import cdiv

TILE = 16


@pytest.mark.parametrize("M,N,K", [(67, 45, 83), (32, 48, 16)])
def test_matmul_tiled(cu, rng, M, N, K):
    A = rng.uniform(-1, 1, (M, K)).astype(np.float32)
    B = rng.uniform(-1, 1, (K, N)).astype(np.float32)
    C = np.full((M, N), np.nan, np.float32)
    cu("matmul.cu").launch("matmul_tiled", (cdiv(N, TILE), cdiv(M, TILE)), (TILE, TILE),
                           A, B, C, np.int32(M), np.int32(N), np.int32(K))
    ref = A.astype(np.float64) @ B.astype(np.float64)
    np.testing.assert_allclose(C, ref, rtol=1e-4, atol=1e-4)
