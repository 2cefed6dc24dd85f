"""Executes test/corpus/2mm/2mm.cu's two kernels: tmp = alpha*A*B, D = tmp*C + beta*D."""
import numpy as np

import corpus_harness as ch

NI, NJ, NK, NL = 32, 40, 48, 56  # MINI_DATASET


def test_2mm(rng):
    prog = ch.load("2mm", defines=["MINI_DATASET"])
    alpha, beta = np.float32(1.5), np.float32(1.2)
    A = rng.random((NI, NK), dtype=np.float32)
    B = rng.random((NK, NJ), dtype=np.float32)
    C = rng.random((NJ, NL), dtype=np.float32)
    D = rng.random((NI, NL), dtype=np.float32)
    tmp_ref = float(alpha) * (A.astype(np.float64) @ B)
    D_ref = tmp_ref @ C + float(beta) * D

    tmp = np.zeros((NI, NJ), np.float32)
    prog.launch("mm2_kernel1", grid=(ch.cdiv(NJ, 32), ch.cdiv(NI, 8)), block=(32, 8),
                args=[np.int32(NI), np.int32(NJ), np.int32(NK), alpha, tmp, A, B])
    np.testing.assert_allclose(tmp, tmp_ref, rtol=1e-5)
    prog.launch("mm2_kernel2", grid=(ch.cdiv(NL, 32), ch.cdiv(NI, 8)), block=(32, 8),
                args=[np.int32(NI), np.int32(NJ), np.int32(NL), beta, tmp, C, D])
    np.testing.assert_allclose(D, D_ref, rtol=1e-5)
