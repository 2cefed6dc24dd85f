"""jacobi2d: the step and residual kernels of main's time loop (pointer swap
included) on the MINI grid, against NumPy slicing."""
import numpy as np

import corpus_harness as ch

NX, NY, TILE, ITERS = 64, 48, 16, 6


def init_grid():
    u = np.zeros((NY, NX), np.float32)
    y = np.arange(NY, dtype=np.float32)
    side = np.float32(0.5) * (1 - y / np.float32(NY - 1))
    u[:, 0] = side
    u[:, -1] = side
    u[0, :] = 1.0
    return u


def test_jacobi2d():
    prog = ch.load("jacobi2d", defines=["MINI_DATASET"])
    u = init_grid()
    d_u, d_v = u.copy(), u.copy()
    ref = u.astype(np.float64)
    res = np.zeros(1, np.float32)
    grid = (ch.cdiv(NX, TILE), ch.cdiv(NY, TILE))
    for _ in range(ITERS):
        prog.launch("jacobi2d_step", grid=grid, block=(TILE, TILE),
                    args=[d_u, d_v, np.int32(NX), np.int32(NY)])
        res[0] = 0.0  # cudaMemset(d_res, 0, ...)
        prog.launch("jacobi2d_residual", grid=(64,), block=(TILE, TILE),
                    args=[d_u, d_v, np.int32(NX * NY), res])

        new = ref.copy()
        new[1:-1, 1:-1] = 0.25 * (ref[1:-1, :-2] + ref[1:-1, 2:] + ref[:-2, 1:-1] + ref[2:, 1:-1])
        np.testing.assert_allclose(res[0], np.abs(new - ref).sum(), rtol=1e-4)
        ref = new
        d_u, d_v = d_v, d_u  # the host's pointer swap

    np.testing.assert_allclose(d_u, ref, rtol=1e-5, atol=1e-6)
