"""Executes test/corpus/syr2k/syr2k.cu: C = alpha*(A*B^T + B*A^T) + beta*C, then the
symmetry check (atomicAdd counter)."""
import numpy as np

import corpus_harness as ch

N, M = 40, 30  # -DN=40 -DM=30: M is not a multiple of 4 (dot4's tail loop runs)


def test_syr2k(rng):
    prog = ch.load("syr2k", defines=[f"N={N}", f"M={M}"])
    alpha, beta = np.float32(0.75), np.float32(1.25)
    A = rng.random((N, M), dtype=np.float32)
    B = rng.random((N, M), dtype=np.float32)
    S = rng.random((N, N), dtype=np.float32)
    C = (S + S.T).astype(np.float32)
    A64, B64 = A.astype(np.float64), B.astype(np.float64)
    ref = float(alpha) * (A64 @ B64.T + B64 @ A64.T) + float(beta) * C

    grid, block = (ch.cdiv(N, 16), ch.cdiv(N, 16)), (16, 16)
    prog.launch("syr2k_kernel", grid=grid, block=block, args=[alpha, beta, A, B, C])
    np.testing.assert_allclose(C, ref, rtol=1e-5)

    asym = np.zeros(1, np.int32)
    prog.launch("symmetry_check_kernel", grid=grid, block=block, args=[C, asym])
    assert asym[0] == 0
    # A deliberately broken pair is counted once.
    C[5, 2] += 10.0
    prog.launch("symmetry_check_kernel", grid=grid, block=block, args=[C, asym])
    assert asym[0] == 1
