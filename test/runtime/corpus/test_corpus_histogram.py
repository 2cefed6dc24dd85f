"""histogram.cu: histogram_global, then histogram_private + histogram_merge, as
main runs them, against numpy's bincount of the bytes."""

import numpy as np

import corpus_harness as ch

BINS = 256
THREADS = 192
PARTIAL_BLOCKS = 12


def test_histogram():
    prog = ch.load("histogram")
    rng = np.random.default_rng(2009)
    nbytes = 40_000
    data8 = ((rng.integers(0, 256, nbytes) + rng.integers(0, 256, nbytes)) // 2).astype(np.uint8)
    words = data8.view(np.uint32).copy()
    expected = np.bincount(data8, minlength=BINS).astype(np.uint32)

    hist = np.zeros(BINS, np.uint32)
    prog.launch("histogram_global", grid=PARTIAL_BLOCKS, block=THREADS,
                args=[hist, words, np.uint32(len(words))])
    np.testing.assert_array_equal(hist, expected)

    partial = np.zeros(PARTIAL_BLOCKS * BINS, np.uint32)
    prog.launch("histogram_private", grid=PARTIAL_BLOCKS, block=THREADS,
                args=[partial, words, np.uint32(len(words))])
    assert partial.reshape(PARTIAL_BLOCKS, BINS).sum() == nbytes
    hist2 = np.zeros(BINS, np.uint32)
    prog.launch("histogram_merge", grid=ch.cdiv(BINS, 64), block=64,
                args=[hist2, partial, np.int32(PARTIAL_BLOCKS)])
    np.testing.assert_array_equal(hist2, expected)
