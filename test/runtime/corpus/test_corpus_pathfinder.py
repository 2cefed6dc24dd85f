"""pathfinder: calc_path's launches (the last one shorter than the pyramid)
with BLOCK_SIZE=64, against a NumPy row-by-row minimum."""
import numpy as np

import corpus_harness as ch

ROWS, COLS, PYRAMID, BS = 30, 300, 5, 64


def test_pathfinder():
    prog = ch.load("pathfinder", defines=[f"BLOCK_SIZE={BS}"])
    rng = np.random.default_rng(9)
    data = rng.integers(0, 10, size=(ROWS, COLS), dtype=np.int32)
    wall = np.ascontiguousarray(data[1:])  # the device copy starts at row 1

    small = BS - 2 * PYRAMID
    block_cols = ch.cdiv(COLS, small)
    results = [data[0].copy(), np.zeros(COLS, np.int32)]
    src, dst = 1, 0
    for t in range(0, ROWS - 1, PYRAMID):
        src, dst = dst, src
        prog.launch("dynproc_kernel", grid=(block_cols,), block=(BS,),
                    args=[np.int32(min(PYRAMID, ROWS - t - 1)), wall, results[src], results[dst],
                          np.int32(COLS), np.int32(ROWS), np.int32(t), np.int32(PYRAMID)])

    big = np.iinfo(np.int64).max
    ref = data[0].astype(np.int64)
    for r in range(1, ROWS):
        p = np.pad(ref, 1, constant_values=big)
        ref = np.minimum(np.minimum(p[:-2], p[1:-1]), p[2:]) + data[r]
    np.testing.assert_array_equal(results[dst], ref)
