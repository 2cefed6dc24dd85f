"""heat3d: the template kernel over main's time loop (pointer swap) on the
MINI grid, against a NumPy 7-point Laplacian."""
import numpy as np

import corpus_harness as ch

NX, NY, NZ, STEPS = 40, 24, 16, 5


def test_heat3d():
    prog = ch.load("heat3d", defines=["MINI_DATASET"])
    z, y, x = np.meshgrid(np.arange(NZ), np.arange(NY), np.arange(NX), indexing="ij")
    r = np.sqrt((x - NX / 2) ** 2 + (y - NY / 2) ** 2 + (z - NZ / 2) ** 2)
    u = np.where(r < NX / 4, 100.0, 0.0).astype(np.float32)
    d_u, d_v = u.copy(), np.zeros_like(u)
    alpha = np.float32(0.1)

    for _ in range(STEPS):
        prog.launch("heat3d_kernel<float>", grid=(ch.cdiv(NX, 32), ch.cdiv(NY, 8)), block=(32, 8),
                    args=[d_u, d_v, np.int32(NX), np.int32(NY), np.int32(NZ), alpha])
        d_u, d_v = d_v, d_u

    ref = u.astype(np.float64)
    for _ in range(STEPS):
        new = ref.copy()
        c = ref[1:-1, 1:-1, 1:-1]
        lap = (ref[1:-1, 1:-1, :-2] + ref[1:-1, 1:-1, 2:] + ref[1:-1, :-2, 1:-1] + ref[1:-1, 2:, 1:-1]
               + ref[:-2, 1:-1, 1:-1] + ref[2:, 1:-1, 1:-1] - 6 * c)
        new[1:-1, 1:-1, 1:-1] = c + 0.1 * lap
        ref = new
    np.testing.assert_allclose(d_u, ref, rtol=1e-5, atol=1e-4)
