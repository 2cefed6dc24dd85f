"""knn.cu (-DMINI_DATASET sizes): knn_distances, knn_select, knn_sqrt, against
distances from numpy broadcasting and numpy's sort."""

import numpy as np

import corpus_harness as ch

BLOCK_DIM = 16


def test_knn():
    prog = ch.load("knn", defines=["MINI_DATASET"])
    rng = np.random.default_rng(3)
    ref_nb, query_nb, dim, k = 200, 50, 20, 4
    ref = rng.random((dim, ref_nb), dtype=np.float32)       # column major as in the program
    query = rng.random((dim, query_nb), dtype=np.float32)
    dist = np.zeros(ref_nb * query_nb, np.float32)
    prog.launch("knn_distances", grid=(ch.cdiv(query_nb, BLOCK_DIM), ch.cdiv(ref_nb, BLOCK_DIM)),
                block=(BLOCK_DIM, BLOCK_DIM),
                args=[ref, np.int32(ref_nb), query, np.int32(query_nb), np.int32(dim), dist])
    d2 = ((ref.T[:, None, :].astype(np.float64) - query.T[None, :, :]) ** 2).sum(axis=2)  # [ref, query]
    np.testing.assert_allclose(dist.reshape(ref_nb, query_nb), d2, rtol=1e-5, atol=1e-6)

    index = np.zeros(ref_nb * query_nb, np.int32)
    prog.launch("knn_select", grid=ch.cdiv(query_nb, 256), block=256,
                args=[dist, index, np.int32(ref_nb), np.int32(query_nb), np.int32(k)])
    prog.launch("knn_sqrt", grid=(ch.cdiv(query_nb, 256), k), block=256,
                args=[dist, np.int32(query_nb), np.int32(k)])

    got_d = dist.reshape(ref_nb, query_nb)[:k]
    got_i = index.reshape(ref_nb, query_nb)[:k]
    want_d = np.sqrt(np.sort(d2, axis=0)[:k])
    np.testing.assert_allclose(got_d, want_d, rtol=1e-5, atol=1e-6)
    # the indices point at references at those distances
    np.testing.assert_allclose(np.sqrt(d2[got_i, np.arange(query_nb)]), want_d, rtol=1e-5, atol=1e-6)
