"""doitgen: main's loop over r (doitgen_kernel1 then doitgen_kernel2) on the
MINI dataset, with C4 uploaded to the __constant__ symbol c_C4
(cudaMemcpyToSymbol; NP*NP*4 <= 32 KB), against A @ C4 in NumPy."""
import math

import numpy as np
import pytest

import corpus_harness as ch

NQ, NR, NP = 10, 12, 16  # MINI_DATASET
BX, BY = 32, 8


def main_data():
    r, q, p = np.meshgrid(np.arange(NR), np.arange(NQ), np.arange(NP), indexing="ij")
    A = (((r * q + p) % NP) / NP).astype(np.float32)
    s, p2 = np.meshgrid(np.arange(NP), np.arange(NP), indexing="ij")
    C4 = (((s * p2) % NP) / NP).astype(np.float32)
    return A, C4


@pytest.mark.parametrize("data", ["main", "random"])
def test_doitgen(data, rng):
    prog = ch.load("doitgen", defines=["MINI_DATASET"])
    if data == "main":
        A0, C4 = main_data()
    else:
        A0 = rng.uniform(-1, 1, (NR, NQ, NP)).astype(np.float32)
        C4 = rng.uniform(-1, 1, (NP, NP)).astype(np.float32)
    ref = A0.astype(np.float64) @ C4.astype(np.float64)  # sum[r] = A[r] @ C4 for every r

    prog.symbols["c_C4"] = C4.ravel().copy()
    A = A0.copy()
    sums = np.zeros((NR, NQ, NP), np.float32)
    grid = (math.ceil(NP / BX), math.ceil(NQ / BY))
    for r in range(NR):
        prog.launch("doitgen_kernel1", grid=grid, block=(BX, BY), args=[sums, A, np.int32(r)])
        prog.launch("doitgen_kernel2", grid=grid, block=(BX, BY), args=[sums, A, np.int32(r)])
        # after step r, slices <= r are done and the rest of A is untouched
        np.testing.assert_array_equal(A[r + 1:], A0[r + 1:])

    scale = np.abs(ref).max()
    np.testing.assert_allclose(sums, ref, rtol=1e-5, atol=1e-6 * scale)
    np.testing.assert_array_equal(A, sums)
