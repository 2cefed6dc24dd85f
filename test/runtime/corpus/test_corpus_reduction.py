"""reduction.cu: reduce0..reduce3 and reduce4<256> (THREADS defaults to 256,
so main's switch launches reduce4<256>), each giving one partial sum per
block that the host adds up, against numpy's sum."""

import numpy as np
import pytest

import corpus_harness as ch

THREADS = 256


@pytest.fixture(scope="module")
def data():
    rng = np.random.default_rng(1)
    n = 100_000
    x = (rng.integers(0, 256, n) / 256.0).astype(np.float32)
    return x, float(np.sum(x, dtype=np.float64))


def run(name, x, nblocks):
    prog = ch.load("reduction")
    out = np.zeros(nblocks, np.float32)
    prog.launch(name, grid=nblocks, block=THREADS, args=[x, out, np.uint32(len(x))],
                shared_mem=THREADS * 4)
    return float(np.sum(out, dtype=np.float64))


@pytest.mark.parametrize("name", ["reduce0", "reduce1", "reduce2"])
def test_reduce_one_element_per_thread(data, name):
    x, ref = data
    assert run(name, x, ch.cdiv(len(x), THREADS)) == pytest.approx(ref, rel=1e-5)


def test_reduce3(data):
    x, ref = data
    assert run("reduce3", x, ch.cdiv(len(x), 2 * THREADS)) == pytest.approx(ref, rel=1e-5)


@pytest.mark.xfail(strict=True, reason=(
    "two translator problems: (1) the launch manifest names the specialisation "
    "'reduce4<256U>' (Clang's spelling of an unsigned template argument), not "
    "'reduce4<256>' as the launch site writes it; (2) warpReduce<256> is classic "
    "warp-synchronous code (volatile __shared__, no barrier among the last 32 "
    "threads); ultima translates it literally, a data race in OpenCL: launched as "
    "'reduce4<256U>' on PoCL it sums to about 5462 instead of 49778"))
def test_reduce4_256(data):
    x, ref = data
    nblocks = min(64, ch.cdiv(len(x), 2 * THREADS))
    assert run("reduce4<256>", x, nblocks) == pytest.approx(ref, rel=1e-5)
