"""bitonic-sort.cu: bitonic_sort_shared on 1024-element chunks, then main's
k/j loops of bitonic_merge_global, against numpy's sort (keys) and a check
that the values still pair with their keys."""

import numpy as np

import corpus_harness as ch

SHARED = 1024
THREADS_GLOBAL = 256


def test_bitonic_sort():
    prog = ch.load("bitonic-sort")
    rng = np.random.default_rng(1)
    n = 8192
    keys0 = rng.integers(0, 100_000, n).astype(np.uint32)
    keys = keys0.copy()
    vals = np.arange(n, dtype=np.uint32)

    prog.launch("bitonic_sort_shared", grid=n // SHARED, block=SHARED // 2,
                args=[keys, vals, np.uint32(n)])
    for c in range(n // SHARED):  # each chunk sorted, ascending in even chunks
        chunk = keys[c * SHARED:(c + 1) * SHARED]
        want = np.sort(keys0[c * SHARED:(c + 1) * SHARED])
        np.testing.assert_array_equal(chunk, want if c % 2 == 0 else want[::-1])
    k = 2 * SHARED
    while k <= n:
        j = k >> 1
        while j > 0:
            prog.launch("bitonic_merge_global", grid=n // THREADS_GLOBAL, block=THREADS_GLOBAL,
                        args=[keys, vals, np.uint32(j), np.uint32(k)])
            j >>= 1
        k <<= 1

    np.testing.assert_array_equal(keys, np.sort(keys0))
    np.testing.assert_array_equal(np.sort(vals), np.arange(n))
    np.testing.assert_array_equal(keys0[vals], keys)


def test_bitonic_sort_single_chunk():
    """n == SHARED_SIZE_LIMIT: the shared kernel alone sorts ascending."""
    prog = ch.load("bitonic-sort")
    rng = np.random.default_rng(2)
    keys0 = rng.integers(0, 1000, SHARED).astype(np.uint32)
    keys, vals = keys0.copy(), np.arange(SHARED, dtype=np.uint32)
    prog.launch("bitonic_sort_shared", grid=1, block=SHARED // 2, args=[keys, vals, np.uint32(SHARED)])
    np.testing.assert_array_equal(keys, np.sort(keys0))
    np.testing.assert_array_equal(keys0[vals], keys)
