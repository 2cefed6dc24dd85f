"""Executes test/corpus/bicg/bicg.cu: s = A^T*r and q = A*p, template kernels on float."""
import numpy as np

import corpus_harness as ch

NX, NY = 100, 72  # MINI_DATASET


def test_bicg(rng):
    prog = ch.load("bicg", defines=["MINI_DATASET"])
    A = rng.random((NX, NY), dtype=np.float32)
    r = rng.random(NX, dtype=np.float32)
    p = rng.random(NY, dtype=np.float32)
    s = np.zeros(NY, np.float32)
    q = np.zeros(NX, np.float32)

    prog.launch("bicg_kernel1<float>", grid=ch.cdiv(NY, 256), block=256,
                args=[A, r, s, np.int32(NX), np.int32(NY)])
    prog.launch("bicg_kernel2<float>", grid=ch.cdiv(NX, 256), block=256,
                args=[A, p, q, np.int32(NX), np.int32(NY)])
    np.testing.assert_allclose(s, A.astype(np.float64).T @ r, rtol=1e-5)
    np.testing.assert_allclose(q, A.astype(np.float64) @ p, rtol=1e-5)
