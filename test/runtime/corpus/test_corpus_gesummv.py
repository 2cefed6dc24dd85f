"""gesummv: y = alpha*A@x + beta*B@x with alpha and beta uploaded to the
__constant__ symbol c_scalars (cudaMemcpyToSymbol), on a float4 row size
(N % 4 == 0) and a scalar one, against NumPy matrix-vector products."""
import numpy as np
import pytest

import corpus_harness as ch

BLOCK = 256
ALPHA, BETA = 43532.0, 12313.0  # main's


@pytest.mark.parametrize("n", [64, 30])  # float4 path, scalar path
def test_gesummv(n, rng):
    prog = ch.load("gesummv", defines=[f"N={n}"])
    A = rng.uniform(-1, 1, (n, n)).astype(np.float32)
    B = rng.uniform(-1, 1, (n, n)).astype(np.float32)
    x = rng.uniform(-1, 1, n).astype(np.float32)
    A64, B64, x64 = A.astype(np.float64), B.astype(np.float64), x.astype(np.float64)
    ref_tmp = A64 @ x64
    ref_y = ALPHA * ref_tmp + BETA * (B64 @ x64)

    prog.symbols["c_scalars"] = np.array([ALPHA, BETA], np.float32)
    y = np.zeros(n, np.float32)
    tmp = np.zeros(n, np.float32)
    prog.launch("gesummv_kernel", grid=(ch.cdiv(n, BLOCK),), block=(BLOCK,), args=[A, B, x, y, tmp])

    np.testing.assert_allclose(tmp, ref_tmp, rtol=1e-5, atol=1e-5 * np.abs(ref_tmp).max())
    np.testing.assert_allclose(y, ref_y, rtol=1e-5, atol=1e-5 * np.abs(ref_y).max())


def test_gesummv_scalars_come_from_the_symbol(rng):
    """Other alpha, beta in c_scalars: y follows the symbol, not main's constants."""
    n = 64
    prog = ch.load("gesummv", defines=[f"N={n}"])
    A = rng.uniform(-1, 1, (n, n)).astype(np.float32)
    B = rng.uniform(-1, 1, (n, n)).astype(np.float32)
    x = rng.uniform(-1, 1, n).astype(np.float32)
    y = np.zeros(n, np.float32)
    tmp = np.zeros(n, np.float32)
    for alpha, beta in [(0.0, 1.0), (-2.5, 0.0)]:
        prog.symbols["c_scalars"] = np.array([alpha, beta], np.float32)
        prog.launch("gesummv_kernel", grid=(1,), block=(BLOCK,), args=[A, B, x, y, tmp])
        ref = alpha * (A.astype(np.float64) @ x) + beta * (B.astype(np.float64) @ x)
        np.testing.assert_allclose(y, ref, rtol=1e-5, atol=1e-5)
