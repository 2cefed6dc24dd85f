"""fdtd2d: the three kernels of each time step on the MINI dataset, against
NumPy slicing updates of Ey, Ex and Hz."""
import numpy as np

import corpus_harness as ch

TMAX, NX, NY = 4, 40, 48


def test_fdtd2d():
    prog = ch.load("fdtd2d", defines=["MINI_DATASET"])
    fict = np.arange(TMAX, dtype=np.float32)
    i = np.arange(NX, dtype=np.float32)[:, None]
    j = np.arange(NY, dtype=np.float32)[None, :]
    ex = ((i * (j + 1) + 1) / NX).astype(np.float32)
    ey = (((i - 1) * (j + 2) + 2) / NX).astype(np.float32)
    hz = (((i - 9) * (j + 4) + 3) / NX).astype(np.float32)
    rex, rey, rhz = (a.astype(np.float64) for a in (ex, ey, hz))

    grid = (ch.cdiv(NY, 32), ch.cdiv(NX, 8))
    for t in range(TMAX):
        prog.launch("fdtd_step1_kernel", grid=grid, block=(32, 8), args=[fict, ex, ey, hz, np.int32(t)])
        prog.launch("fdtd_step2_kernel", grid=grid, block=(32, 8), args=[ex, ey, hz])
        prog.launch("fdtd_step3_kernel", grid=grid, block=(32, 8), args=[ex, ey, hz])

        rey[1:, :] -= 0.5 * np.diff(rhz, axis=0)
        rey[0, :] = fict[t]
        rex[:, 1:] -= 0.5 * np.diff(rhz, axis=1)
        rhz[:-1, :-1] -= 0.7 * (np.diff(rex, axis=1)[:-1, :] + np.diff(rey, axis=0)[:, :-1])

    np.testing.assert_allclose(ey, rey, rtol=1e-4, atol=1e-4)
    np.testing.assert_allclose(ex, rex, rtol=1e-4, atol=1e-4)
    np.testing.assert_allclose(hz, rhz, rtol=1e-4, atol=1e-4)
