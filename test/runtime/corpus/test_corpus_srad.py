"""srad: per iteration the host's ROI statistics, then srad_cuda_1 and
srad_cuda_2, against the diffusion written with NumPy edge padding."""
import numpy as np

import corpus_harness as ch

ROWS, COLS, NITER, LAMBDA = 48, 40, 3, 0.5


def q0sqr(J):
    roi = J[0:32, 0:32].astype(np.float64)
    return np.float32(roi.var() / roi.mean() ** 2)


def test_srad():
    prog = ch.load("srad")
    rng = np.random.default_rng(7)
    J = np.exp(rng.random((ROWS, COLS))).astype(np.float32)
    ref = J.astype(np.float64)
    grid = (ch.cdiv(COLS, 16), ch.cdiv(ROWS, 16))
    C, E, W, N, S = (np.zeros_like(J) for _ in range(5))
    for _ in range(NITER):
        q0 = q0sqr(J)
        dims = [np.int32(ROWS), np.int32(COLS)]
        prog.launch("srad_cuda_1", grid=grid, block=(16, 16), args=[J, C, E, W, N, S, *dims, q0])
        prog.launch("srad_cuda_2", grid=grid, block=(16, 16),
                    args=[J, C, E, W, N, S, *dims, np.float32(LAMBDA)])

        q = float(q0sqr(ref.astype(np.float32)))
        p = np.pad(ref, 1, mode="edge")
        dN, dS = p[:-2, 1:-1] - ref, p[2:, 1:-1] - ref
        dW, dE = p[1:-1, :-2] - ref, p[1:-1, 2:] - ref
        g2 = (dN ** 2 + dS ** 2 + dW ** 2 + dE ** 2) / ref ** 2
        lap = (dN + dS + dW + dE) / ref
        qsqr = (0.5 * g2 - lap ** 2 / 16) / (1 + 0.25 * lap) ** 2
        c = np.clip(1 / (1 + (qsqr - q) / (q * (1 + q))), 0, 1)
        cp = np.pad(c, 1, mode="edge")
        D = c * dN + cp[2:, 1:-1] * dS + c * dW + cp[1:-1, 2:] * dE
        np.testing.assert_allclose(C, c, rtol=1e-3, atol=1e-5)
        ref = ref + 0.25 * LAMBDA * D
        np.testing.assert_allclose(J, ref, rtol=1e-4)
