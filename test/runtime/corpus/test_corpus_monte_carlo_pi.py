"""monte-carlo-pi: main's reset_hits / pi_kernel pairs with the __device__
counter d_hits read back like cudaMemcpyFromSymbol. An exact reference would
port the kernel's xorshift generator, so the tests check what the program
guarantees instead: reset_hits zeroes the counter, the count is a count
(0 <= hits <= samples), 4 * hits / samples estimates pi within a statistical
tolerance, the counter persists across launches (a second pi_kernel without
reset adds the same count again: the streams depend only on seed and thread),
and the first block's count is part of the whole grid's."""
import math

import numpy as np
import pytest

import corpus_harness as ch

BLOCK_SIZE, NUM_BLOCKS = 256, 512
SEED = np.uint32(20240601)  # main's


def hits(prog):
    return int(prog.symbols["d_hits"][0])


def run(prog, blocks, samples, seed=SEED, reset=True):
    if reset:
        prog.launch("reset_hits", grid=(1,), block=(1,))
    prog.launch("pi_kernel", grid=(blocks,), block=(BLOCK_SIZE,), args=[seed, np.int32(samples)])
    return hits(prog)


def assert_pi(h, total):
    assert 0 <= h <= total
    p = math.pi / 4
    sigma = 4 * math.sqrt(p * (1 - p) / total)
    est = 4.0 * h / total
    assert abs(est - math.pi) < 6 * sigma, (est, sigma)


def test_reset_hits_zeroes_the_symbol():
    prog = ch.load("monte-carlo-pi")
    prog.symbols["d_hits"] = np.array([123456789], np.uint32)  # cudaMemcpyToSymbol
    prog.launch("reset_hits", grid=(1,), block=(1,))
    assert prog.symbols["d_hits"].dtype == np.uint32 and prog.symbols["d_hits"].shape == (1,)
    assert hits(prog) == 0


def test_pi_estimate_main_order():
    """main: reset_hits<<<1,1>>>, pi_kernel<<<NUM_BLOCKS, BLOCK_SIZE>>>, then the first
    block alone after another reset."""
    prog = ch.load("monte-carlo-pi")
    samples = 64
    total = NUM_BLOCKS * BLOCK_SIZE * samples  # 8.4M points
    h_all = run(prog, NUM_BLOCKS, samples)
    assert_pi(h_all, total)
    assert abs(4.0 * h_all / total - math.pi) < 5e-3

    h_first = run(prog, 1, samples)
    assert 0 < h_first < h_all
    assert_pi(h_first, BLOCK_SIZE * samples)


def test_counter_persists_and_streams_are_deterministic():
    prog = ch.load("monte-carlo-pi")
    samples = 32
    h1 = run(prog, 8, samples)
    h2 = run(prog, 8, samples, reset=False)  # d_hits is kept across launches
    assert h2 == 2 * h1
    assert run(prog, 8, samples) == h1  # same seed, same threads: same count
    # the first 4 blocks are part of the 8
    h4 = run(prog, 4, samples)
    assert 0 < h4 < h1
    other = run(prog, 8, samples, seed=np.uint32(12345))
    assert other != h1
    assert_pi(other, 8 * BLOCK_SIZE * samples)


def test_zero_samples_count_nothing():
    prog = ch.load("monte-carlo-pi")
    assert run(prog, 4, 0) == 0
