"""spmv-csr.cu: spmv_csr_scalar and spmv_csr_vector<float, 32> against
scipy.sparse's CSR product."""

import numpy as np
from scipy.sparse import csr_matrix

import corpus_harness as ch

THREADS = 128


def test_spmv():
    prog = ch.load("spmv-csr")
    rng = np.random.default_rng(99)
    n = 1000
    nnz_row = rng.integers(1, 48, n)
    row_ptr = np.concatenate([[0], np.cumsum(nnz_row)]).astype(np.int32)
    nnz = int(row_ptr[-1])
    cols = rng.integers(0, n, nnz).astype(np.int32)
    vals = (rng.random(nnz) - 0.5).astype(np.float32)
    x = rng.random(n, dtype=np.float32)
    ref = csr_matrix((vals.astype(np.float64), cols, row_ptr), shape=(n, n)) @ x.astype(np.float64)

    y = np.zeros(n, np.float32)
    prog.launch("spmv_csr_scalar", grid=ch.cdiv(n, THREADS), block=THREADS,
                args=[np.int32(n), row_ptr, cols, vals, x, y])
    np.testing.assert_allclose(y, ref, rtol=1e-4, atol=1e-5)

    y = np.zeros(n, np.float32)
    rows_per_block = THREADS // 32
    prog.launch("spmv_csr_vector<float, 32>", grid=ch.cdiv(n, rows_per_block), block=THREADS,
                args=[np.int32(n), row_ptr, cols, vals, x, y])
    np.testing.assert_allclose(y, ref, rtol=1e-4, atol=1e-5)
