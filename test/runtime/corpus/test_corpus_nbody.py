"""nbody: two integrateBodies steps (ping-pong buffers, dynamic shared memory)
and kineticEnergy, against all-pairs NumPy broadcasting."""
import numpy as np

import corpus_harness as ch

N, BLOCK, STEPS = 512, 256, 2
PARAMS = np.dtype([("dt", np.float32), ("damping", np.float32), ("softening2", np.float32)])


def accelerations(pos):
    r = pos[None, :, :3] - pos[:, None, :3]           # r[i, j] = p_j - p_i
    d2 = (r ** 2).sum(axis=2) + 1e-4
    s = pos[None, :, 3] / d2 ** 1.5
    return (r * s[:, :, None]).sum(axis=1)


def test_nbody():
    prog = ch.load("nbody")
    rng = np.random.default_rng(1234)
    pos = np.empty((N, 4), np.float32)
    pos[:, :3] = rng.uniform(-5, 5, (N, 3))
    pos[:, 3] = rng.uniform(0.5, 1.5, N)
    vel = np.zeros((N, 4), np.float32)
    vel[:, :3] = rng.uniform(-0.1, 0.1, (N, 3))
    params = np.array([(0.01, 0.9995, 1e-4)], PARAMS)[0]

    p = [pos.copy(), np.zeros_like(pos)]
    v = [vel.copy(), np.zeros_like(vel)]
    cur = 0
    for _ in range(STEPS):
        prog.launch("integrateBodies", grid=(N // BLOCK,), block=(BLOCK,),
                    args=[p[1 - cur], v[1 - cur], p[cur], v[cur], params, np.int32(N)],
                    shared_mem=BLOCK * 16)
        cur = 1 - cur
    energy = np.zeros(1, np.float32)
    prog.launch("kineticEnergy", grid=(N // BLOCK,), block=(BLOCK,),
                args=[p[cur], v[cur], np.int32(N), energy])

    rp, rv = pos.astype(np.float64), vel.astype(np.float64)
    for _ in range(STEPS):
        rv[:, :3] = (rv[:, :3] + accelerations(rp) * 0.01) * 0.9995
        rp[:, :3] += rv[:, :3] * 0.01
    np.testing.assert_allclose(p[cur], rp, rtol=1e-4, atol=1e-5)
    np.testing.assert_allclose(v[cur], rv, rtol=1e-3, atol=1e-5)
    ke = 0.5 * (rp[:, 3] * (rv[:, :3] ** 2).sum(axis=1)).sum()
    np.testing.assert_allclose(energy[0], ke, rtol=1e-4)
