"""hotspot: the pyramid launches of compute_tran_temp (with a shorter last
launch) and the peak_temp atomicMax kernel, against an explicit NumPy step
with edge-replicated neighbours."""
import numpy as np

import corpus_harness as ch

ROWS, COLS, SIM_TIME, PYRAMID, BS = 40, 37, 5, 2, 16

COEFFS = np.dtype([("step_div_cap", np.float32), ("rx_1", np.float32), ("ry_1", np.float32),
                   ("rz_1", np.float32), ("amb_temp", np.float32)])


def test_hotspot():
    prog = ch.load("hotspot")
    rng = np.random.default_rng(2009)
    temp0 = (320 + 20 * rng.random((ROWS, COLS))).astype(np.float32)
    power = (5 * rng.random((ROWS, COLS))).astype(np.float32)
    # Coefficients large enough that every step visibly changes the map (stable: 0.1 * 4.5 < 1).
    k = np.array([(0.1, 1.0, 1.25, 0.25, 80.0)], COEFFS)[0]

    small = BS - 2 * PYRAMID
    grid = (ch.cdiv(COLS, small), ch.cdiv(ROWS, small))
    bufs = [temp0.copy(), np.zeros_like(temp0)]
    src, dst = 1, 0
    for t in range(0, SIM_TIME, PYRAMID):
        src, dst = dst, src
        prog.launch("calculate_temp", grid=grid, block=(BS, BS),
                    args=[np.int32(min(PYRAMID, SIM_TIME - t)), power, bufs[src], bufs[dst],
                          np.int32(COLS), np.int32(ROWS), np.int32(PYRAMID), np.int32(PYRAMID), k])
    out = bufs[dst]

    ref = temp0.astype(np.float64)
    for _ in range(SIM_TIME):
        p = np.pad(ref, 1, mode="edge")
        n, s, w, e = p[:-2, 1:-1], p[2:, 1:-1], p[1:-1, :-2], p[1:-1, 2:]
        ref = ref + float(k["step_div_cap"]) * (
            power + (s + n - 2 * ref) * float(k["ry_1"]) + (e + w - 2 * ref) * float(k["rx_1"])
            + (float(k["amb_temp"]) - ref) * float(k["rz_1"]))
    np.testing.assert_allclose(out, ref, rtol=1e-5)

    peak = np.zeros(1, np.uint32)
    prog.launch("peak_temp", grid=(32,), block=(256,), args=[out, np.int32(out.size), peak])
    assert peak.view(np.float32)[0] == out.max()
