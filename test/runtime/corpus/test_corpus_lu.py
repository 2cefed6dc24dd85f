"""Executes test/corpus/lu/lu.cu: the host loop over k with lu_kernel1 + lu_kernel2, then
again with lu_kernel1 + lu_kernel2_tiled. The result must factor the input: A = L * U with
L the lower triangle (diagonal included) and U the strict upper triangle plus I."""
import numpy as np

import corpus_harness as ch

N = 40  # MINI_DATASET
INT_MAX = np.iinfo(np.int32).max


def check_factors(out, A0):
    L = np.tril(out.astype(np.float64))
    U = np.triu(out.astype(np.float64), 1) + np.eye(N)
    np.testing.assert_allclose(L @ U, A0, rtol=1e-4, atol=1e-4)


def test_lu(rng):
    prog = ch.load("lu", defines=["MINI_DATASET"])
    A0 = (rng.random((N, N)) + N * np.eye(N)).astype(np.float32)

    A = A0.copy()
    zp = np.array([INT_MAX], np.int32)
    for k in range(N):
        prog.launch("lu_kernel1", grid=ch.cdiv(N, 256), block=256, args=[A, np.int32(k), zp])
        prog.launch("lu_kernel2", grid=(ch.cdiv(N, 32), ch.cdiv(N, 8)), block=(32, 8),
                    args=[A, np.int32(k)])
    check_factors(A, A0)
    assert zp[0] == INT_MAX
    simple = A.copy()

    A = A0.copy()
    for k in range(N):
        prog.launch("lu_kernel1", grid=ch.cdiv(N, 256), block=256, args=[A, np.int32(k), zp])
        if k + 1 < N:
            rest = N - k - 1
            prog.launch("lu_kernel2_tiled", grid=(ch.cdiv(rest, 16), ch.cdiv(rest, 16)),
                        block=(16, 16), args=[A, np.int32(k)])
    check_factors(A, A0)
    np.testing.assert_allclose(A, simple, rtol=1e-5, atol=1e-6)


def test_lu_zero_pivot(rng):
    """atomicMin records the first k whose pivot is zero."""
    prog = ch.load("lu", defines=["MINI_DATASET"])
    A = (rng.random((N, N)) + N * np.eye(N)).astype(np.float32)
    A[3, 3] = 0.0
    zp = np.array([INT_MAX], np.int32)
    prog.launch("lu_kernel1", grid=ch.cdiv(N, 256), block=256, args=[A, np.int32(3), zp])
    assert zp[0] == 3
