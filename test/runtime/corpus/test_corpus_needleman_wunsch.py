"""needleman-wunsch: the two anti-diagonal kernel sequences of main, against
the alignment recurrence computed with NumPy one row at a time."""
import numpy as np

import corpus_harness as ch

LEN, PENALTY, BS = 64, 10, 16


def test_needleman_wunsch():
    prog = ch.load("needleman-wunsch")
    n = LEN + 1
    rng = np.random.default_rng(7)
    ref = np.zeros((n, n), np.int32)
    ref[1:, 1:] = rng.integers(-4, 6, size=(LEN, LEN))
    items = np.zeros((n, n), np.int32)
    items[:, 0] = -PENALTY * np.arange(n)
    items[0, :] = -PENALTY * np.arange(n)
    expected = items.astype(np.int64)

    bw = LEN // BS
    args = lambda i: [ref, items, np.int32(n), np.int32(PENALTY), np.int32(i), np.int32(bw)]
    for i in range(1, bw + 1):
        prog.launch("needle_cuda_shared_1", grid=(i,), block=(BS,), args=args(i))
    for i in range(bw - 1, 0, -1):
        prog.launch("needle_cuda_shared_2", grid=(i,), block=(BS,), args=args(i))

    for r in range(1, n):
        diag = expected[r - 1, :-1] + ref[r, 1:]
        up = expected[r - 1, 1:] - PENALTY
        row = np.maximum(diag, up)
        for c in range(1, n):  # the left dependency is sequential within a row
            expected[r, c] = max(row[c - 1], expected[r, c - 1] - PENALTY)
    np.testing.assert_array_equal(items, expected)
