"""Executes test/corpus/mvt/mvt.cu: x1 += A*y1, then x2 += A^T*y2 (dynamic shared memory)."""
import numpy as np

import corpus_harness as ch

N = 120  # MINI_DATASET
BLOCK = 256


def test_mvt(rng):
    prog = ch.load("mvt", defines=["MINI_DATASET"])
    A = rng.random((N, N), dtype=np.float32)
    x1 = rng.random(N, dtype=np.float32)
    x2 = rng.random(N, dtype=np.float32)
    y1 = rng.random(N, dtype=np.float32)
    y2 = rng.random(N, dtype=np.float32)
    x1_ref = x1 + A.astype(np.float64) @ y1
    x2_ref = x2 + A.astype(np.float64).T @ y2

    prog.launch("mvt_kernel1", grid=ch.cdiv(N, BLOCK), block=BLOCK, args=[A, x1, y1])
    prog.launch("mvt_kernel2", grid=ch.cdiv(N, BLOCK), block=BLOCK, args=[A, x2, y2],
                shared_mem=BLOCK * 4)
    np.testing.assert_allclose(x1, x1_ref, rtol=1e-5)
    np.testing.assert_allclose(x2, x2_ref, rtol=1e-5)
