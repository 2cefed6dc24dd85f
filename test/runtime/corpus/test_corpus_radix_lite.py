"""radix-lite.cu: KEY_BITS passes of radix_predicate, radix_block_scan, the
host's scan of the block totals, and radix_scatter<unsigned int> (deduced at the launch), against
numpy's stable sort."""

import numpy as np

import corpus_harness as ch

SCAN_BLOCK = 512
KEY_BITS = 16


def test_radix_sort():
    prog = ch.load("radix-lite")
    rng = np.random.default_rng(3)
    n = 3000
    keys0 = rng.integers(0, 1 << KEY_BITS, n).astype(np.uint32)
    a = keys0.copy()
    blocks = ch.cdiv(n, SCAN_BLOCK)
    for bit in range(KEY_BITS):
        flags = np.zeros(n, np.int32)
        scanned = np.zeros(n, np.int32)
        totals = np.zeros(blocks, np.int32)
        prog.launch("radix_predicate", grid=blocks, block=SCAN_BLOCK,
                    args=[a, flags, np.int32(n), np.int32(bit)])
        np.testing.assert_array_equal(flags, ((a >> bit) & 1) == 0)
        prog.launch("radix_block_scan", grid=blocks, block=SCAN_BLOCK,
                    args=[flags, scanned, totals, np.int32(n)])
        offsets = np.concatenate([[0], np.cumsum(totals)[:-1]]).astype(np.int32)
        b = np.zeros(n, np.uint32)
        # the launch deduces T = unsigned int: the specialisation's CUDA name
        prog.launch("radix_scatter<unsigned int>", grid=blocks, block=SCAN_BLOCK,
                    args=[a, b, flags, scanned, offsets, np.int32(n), np.int32(totals.sum())])
        # one stable split pass == a stable sort on this bit
        np.testing.assert_array_equal(b, a[np.argsort((a >> bit) & 1, kind="stable")])
        a = b
    np.testing.assert_array_equal(a, np.sort(keys0))
