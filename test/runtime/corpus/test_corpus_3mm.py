"""Executes test/corpus/3mm/3mm.cu: E = A*B, F = C*D, G = E*F with matmul_tiled<TILE>,
on sizes that are not multiples of the tile."""
import numpy as np

import corpus_harness as ch

SIZES = dict(NI=40, NJ=36, NK=28, NL=20, NM=24)
TILE = 16

SHAPE = np.dtype([("rows", np.int32), ("cols", np.int32), ("ld", np.int32)])


def shape(m):
    return np.array((m.shape[0], m.shape[1], m.shape[1]), dtype=SHAPE)[()]


def test_3mm(rng):
    prog = ch.load("3mm", defines=[f"{k}={v}" for k, v in SIZES.items()])
    ni, nj, nk, nl, nm = (SIZES[k] for k in ("NI", "NJ", "NK", "NL", "NM"))
    A = rng.random((ni, nk), dtype=np.float32)
    B = rng.random((nk, nj), dtype=np.float32)
    C = rng.random((nj, nm), dtype=np.float32)
    D = rng.random((nm, nl), dtype=np.float32)
    E = np.zeros((ni, nj), np.float32)
    F = np.zeros((nj, nl), np.float32)
    G = np.zeros((ni, nl), np.float32)

    def multiply(X, Y, Z):
        prog.launch(f"matmul_tiled<{TILE}>",
                    grid=(ch.cdiv(Z.shape[1], TILE), ch.cdiv(Z.shape[0], TILE)), block=(TILE, TILE),
                    args=[X, shape(X), Y, shape(Y), Z, shape(Z)])

    multiply(A, B, E)
    multiply(C, D, F)
    multiply(E, F, G)
    E_ref = A.astype(np.float64) @ B
    F_ref = C.astype(np.float64) @ D
    np.testing.assert_allclose(E, E_ref, rtol=1e-5)
    np.testing.assert_allclose(F, F_ref, rtol=1e-5)
    np.testing.assert_allclose(G, E_ref @ F_ref, rtol=1e-4)
