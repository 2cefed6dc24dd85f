"""sssp.cu: sssp_init, sssp_clear, then rounds of sssp_relax / sssp_clear with
the changed/next_changed swap of main, checked against SciPy's Dijkstra."""

import numpy as np
from scipy.sparse import csr_matrix
from scipy.sparse.csgraph import dijkstra

import corpus_harness as ch

BLOCK = 256
INF = np.iinfo(np.int32).max


def test_sssp():
    prog = ch.load("sssp", defines=["SMALL_GRAPH"])
    rng = np.random.default_rng(12345)
    n = 700
    deg = rng.integers(1, 8, n)
    row_ptr = np.concatenate([[0], np.cumsum(deg)]).astype(np.int32)
    m = int(row_ptr[-1])
    col = rng.integers(0, n, m).astype(np.int32)
    w = rng.integers(1, 101, m).astype(np.int32)

    dist = np.zeros(n, np.int32)
    changed = np.zeros(n, np.int32)
    nxt = np.ones(n, np.int32)
    blocks = ch.cdiv(n, BLOCK)
    prog.launch("sssp_init", grid=blocks, block=BLOCK, args=[dist, changed, np.int32(n), np.int32(0)])
    prog.launch("sssp_clear", grid=64, block=BLOCK, args=[nxt, np.int32(n)])
    assert dist[0] == 0 and (dist[1:] == INF).all() and changed[0] == 1 and not nxt.any()
    rounds = 0
    while True:
        any_ = np.zeros(1, np.int32)
        prog.launch("sssp_relax", grid=blocks, block=BLOCK,
                    args=[row_ptr, col, w, dist, changed, nxt, any_, np.int32(n)])
        changed, nxt = nxt, changed
        prog.launch("sssp_clear", grid=64, block=BLOCK, args=[nxt, np.int32(n)])
        rounds += 1
        if not any_[0]:
            break
        assert rounds < n

    # duplicate edges: keep the lightest one, as the relaxation does
    rows = np.repeat(np.arange(n), deg)
    order = np.lexsort((w, col, rows))
    key = rows[order] * n + col[order]
    first = np.concatenate([[True], key[1:] != key[:-1]])
    sel = order[first]
    graph = csr_matrix((w[sel].astype(np.float64), (rows[sel], col[sel])), shape=(n, n))
    ref = dijkstra(graph, directed=True, indices=0)
    expected = np.where(np.isinf(ref), INF, ref).astype(np.int64)
    np.testing.assert_array_equal(dist.astype(np.int64), expected)
