"""bfs.cu: the host loop of main (bfs_kernel then bfs_update_kernel until no
new node is found), checked against SciPy's breadth-first order."""

import numpy as np
from scipy.sparse import csr_matrix
from scipy.sparse.csgraph import shortest_path

import corpus_harness as ch

MAX_THREADS_PER_BLOCK = 256


def test_bfs():
    prog = ch.load("bfs")
    rng = np.random.default_rng(7)
    n = 1000
    degrees = rng.integers(1, 8, n).astype(np.int32)
    starts = np.concatenate([[0], np.cumsum(degrees)[:-1]]).astype(np.int32)
    edges = rng.integers(0, n, int(degrees.sum())).astype(np.int32)
    nodes = np.ascontiguousarray(np.stack([starts, degrees], axis=1))  # struct Node {starting, no_of_edges}

    mask = np.zeros(n, np.bool_)
    updating = np.zeros(n, np.bool_)
    visited = np.zeros(n, np.bool_)
    cost = np.full(n, -1, np.int32)
    mask[0] = visited[0] = True
    cost[0] = 0

    blocks = ch.cdiv(n, MAX_THREADS_PER_BLOCK)
    levels = 0
    while True:
        over = np.zeros(1, np.bool_)
        prog.launch("bfs_kernel", grid=blocks, block=MAX_THREADS_PER_BLOCK,
                    args=[nodes, edges, mask, updating, visited, cost, np.int32(n)])
        prog.launch("bfs_update_kernel", grid=blocks, block=MAX_THREADS_PER_BLOCK,
                    args=[mask, updating, visited, over, np.int32(n)])
        levels += 1
        if not over[0]:
            break
        assert levels <= n

    rows = np.repeat(np.arange(n), degrees)
    adj = csr_matrix((np.ones(len(edges)), (rows, edges)), shape=(n, n))
    dist = shortest_path(adj, unweighted=True, directed=True, indices=0)
    expected = np.where(np.isinf(dist), -1, dist).astype(np.int32)
    np.testing.assert_array_equal(cost, expected)
    assert not mask.any() and not updating.any()
    np.testing.assert_array_equal(visited, expected >= 0)
