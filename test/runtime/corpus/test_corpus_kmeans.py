"""kmeans: main's Lloyd loop (centroids uploaded to the __constant__ symbol
c_centroids every iteration, then kmeans_assign, kmeans_accumulate and
kmeans_update until no point moves) against scipy.cluster.vq.kmeans2 from
the same initial centroids."""
import warnings

import numpy as np
import pytest
from scipy.cluster import vq

import corpus_harness as ch

MAX_CLUSTERS, DIM, KM_THREADS, MAX_ITERATIONS = 32, 4, 256, 50


def run_gpu(prog, points, init, n, k):
    """main's loop; returns (centroids, membership, iterations, moved per iteration)."""
    h_cent = np.zeros((MAX_CLUSTERS, DIM), np.float32)
    h_cent[:k] = init
    d_cent = h_cent.copy()
    member = np.full(n, -1, np.int32)
    symbol = np.zeros((MAX_CLUSTERS, DIM), np.float32)  # 512 bytes, zero-initialized
    prog.symbols["c_centroids"] = symbol
    blocks = ch.cdiv(n, KM_THREADS)
    history = []
    it, moved = 0, 1
    while it < MAX_ITERATIONS and moved:
        symbol[:k] = h_cent[:k]  # cudaMemcpyToSymbol(c_centroids, h_cent, k * sizeof(point_t))
        d_moved = np.zeros(1, np.int32)
        sums = np.zeros(MAX_CLUSTERS * DIM, np.float32)
        sizes = np.zeros(MAX_CLUSTERS, np.int32)
        prog.launch("kmeans_assign", grid=(blocks,), block=(KM_THREADS,),
                    args=[points, member, d_moved, np.int32(n), np.int32(k)])
        prog.launch("kmeans_accumulate", grid=(blocks,), block=(KM_THREADS,),
                    args=[points, member, sums, sizes, np.int32(n)])
        prog.launch("kmeans_update", grid=(1,), block=(MAX_CLUSTERS,),
                    args=[d_cent, sums, sizes, np.int32(k)])
        moved = int(d_moved[0])
        history.append(moved)
        h_cent[:k] = d_cent[:k]
        it += 1
    assert prog.symbols["c_centroids"] is symbol
    np.testing.assert_array_equal(symbol[k:], 0.0)  # only k centroids were ever written
    return h_cent[:k].copy(), member, it, history


def reference(points, init):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # "One of the clusters is empty"
        cent, label = vq.kmeans2(points.astype(np.float64), init.astype(np.float64),
                                 iter=MAX_ITERATIONS, minit="matrix", missing="warn")
    return cent, label


@pytest.mark.parametrize("n,k", [(1000, 8), (777, 5)])
def test_kmeans_main_data(n, k, rng):
    """main's data: k well separated blobs, initial centroids points[c * 7 % n]."""
    prog = ch.load("kmeans", defines=[f"NPOINTS={n}", f"NCLUSTERS={k}"])
    i = np.arange(n)
    cx = (i % k).astype(np.float32) * 10.0
    points = rng.uniform(0, 1, (n, DIM)).astype(np.float32)
    points[:, 0] += cx
    points[:, 1] += cx
    init = points[(np.arange(k) * 7) % n].copy()

    cent, member, iters, history = run_gpu(prog, points, init, n, k)
    ref_cent, ref_label = reference(points, init)

    assert history[0] == n  # every point leaves membership -1
    assert history[-1] == 0 and iters < MAX_ITERATIONS
    np.testing.assert_array_equal(member, ref_label)
    np.testing.assert_allclose(cent, ref_cent, rtol=1e-5, atol=1e-5)
    # the blobs are found: each cluster is one blob, its centroid the blob's mean
    for c in range(k):
        blob = i[member == c] % k
        assert len(set(blob)) == 1
        np.testing.assert_allclose(cent[c], points[member == c].astype(np.float64).mean(0),
                                   rtol=1e-5, atol=1e-5)


def test_kmeans_gaussian_blobs_with_empty_cluster(rng):
    """Random blobs and two initial centroids far from every point: those clusters
    stay empty and keep their centroids (kmeans_update skips them), like kmeans2."""
    n, k = 600, 6
    prog = ch.load("kmeans", defines=[f"NPOINTS={n}", f"NCLUSTERS={k}"])
    centers = rng.uniform(-20, 20, (4, DIM))
    points = (centers[rng.integers(0, 4, n)] + rng.normal(0, 1.0, (n, DIM))).astype(np.float32)
    init = np.vstack([points[rng.choice(n, 4, replace=False)],
                      np.full((2, DIM), 1000.0)]).astype(np.float32)

    cent, member, iters, history = run_gpu(prog, points, init, n, k)
    ref_cent, ref_label = reference(points, init)

    assert history[-1] == 0
    np.testing.assert_array_equal(member, ref_label)
    np.testing.assert_allclose(cent, ref_cent, rtol=1e-4, atol=1e-4)
    assert not np.any(member >= 4)
    np.testing.assert_array_equal(cent[4:], 1000.0)
