"""Executes test/corpus/syrk/syrk.cu: lower triangle of C = alpha*A*A^T + beta*C."""
import numpy as np

import corpus_harness as ch

N, M = 48, 40  # MINI_DATASET


def test_syrk(rng):
    prog = ch.load("syrk", defines=["MINI_DATASET"])
    alpha, beta = np.float32(1.5), np.float32(1.2)
    A = rng.random((N, M), dtype=np.float32)
    C0 = rng.random((N, N), dtype=np.float32)
    full = float(alpha) * (A.astype(np.float64) @ A.T) + float(beta) * C0
    ref = np.where(np.tri(N, dtype=bool), full, C0)

    C = C0.copy()
    prog.launch("syrk_kernel", grid=(ch.cdiv(N, 32), ch.cdiv(N, 8)), block=(32, 8),
                args=[alpha, beta, A, C])
    np.testing.assert_allclose(C, ref, rtol=1e-5)
