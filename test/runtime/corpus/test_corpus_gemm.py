"""Executes test/corpus/gemm/gemm.cu's kernels in main's order (naive, then tiled)."""
import numpy as np
import pytest

import corpus_harness as ch

NI = NJ = NK = 64  # MINI_DATASET
ALPHA, BETA = 32412.0, 2123.0


@pytest.mark.parametrize("relu", [False, True])
def test_gemm(relu, rng):
    defines = ["MINI_DATASET"] + (["APPLY_RELU"] if relu else [])
    prog = ch.load("gemm", defines=defines)
    A = rng.uniform(-1, 1, (NI, NK)).astype(np.float32)
    B = rng.uniform(-1, 1, (NK, NJ)).astype(np.float32)
    C0 = rng.uniform(-1, 1, (NI, NJ)).astype(np.float32)
    ref = ALPHA * (A.astype(np.float64) @ B.astype(np.float64)) + BETA * C0
    if relu:
        ref = np.maximum(ref, 0.0)
    scale = np.abs(ref).max()

    C = C0.copy()
    prog.launch("gemm_kernel", grid=(ch.cdiv(NJ, 32), ch.cdiv(NI, 8)), block=(32, 8),
                args=[A, B, C])
    np.testing.assert_allclose(C, ref, rtol=1e-4, atol=1e-5 * scale)

    C = C0.copy()
    prog.launch("gemm_tiled_kernel", grid=(ch.cdiv(NJ, 16), ch.cdiv(NI, 16)), block=(16, 16),
                args=[A, B, C, np.float32(ALPHA), np.float32(BETA)])
    np.testing.assert_allclose(C, ref, rtol=1e-4, atol=1e-5 * scale)
