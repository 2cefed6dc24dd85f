"""Executes test/corpus/gramschmidt/gramschmidt.cu: the host loop over k launching the
three kernels; checked against NumPy's QR (signs normalised to a positive R diagonal)."""
import numpy as np

import corpus_harness as ch

M, N = 40, 32  # MINI_DATASET
NORM_BLOCK = 256
BLOCK = 256


def test_gramschmidt(rng):
    prog = ch.load("gramschmidt", defines=["MINI_DATASET"])
    A0 = (rng.random((M, N)) + 2.0 * np.eye(M, N)).astype(np.float32)
    Q0, R0 = np.linalg.qr(A0.astype(np.float64))
    d = np.sign(np.diag(R0))
    Q_ref, R_ref = Q0 * d, d[:, None] * R0

    A = A0.copy()
    R = np.zeros((N, N), np.float32)  # cudaMemset(R_gpu, 0, ...)
    Q = np.zeros((M, N), np.float32)
    for k in range(N):
        kk = np.int32(k)
        prog.launch("gramschmidt_kernel1", grid=1, block=NORM_BLOCK, args=[A, R, kk])
        prog.launch("gramschmidt_kernel2", grid=ch.cdiv(M, BLOCK), block=BLOCK, args=[A, R, Q, kk])
        prog.launch("gramschmidt_kernel3", grid=ch.cdiv(N, BLOCK), block=BLOCK, args=[A, R, Q, kk])

    np.testing.assert_allclose(R, R_ref, rtol=1e-4, atol=1e-4)
    np.testing.assert_allclose(Q, Q_ref, rtol=1e-3, atol=1e-4)
    # What is left of A: each column is its component orthogonal to the earlier ones.
    np.testing.assert_allclose(A, Q_ref * np.diag(R_ref), rtol=1e-3, atol=1e-4)
