"""Executes test/corpus/atax/atax.cu: tmp = A*x (block reduction), y = A^T*tmp (atomicAdd)."""
import numpy as np

import corpus_harness as ch

NX, NY = 96, 80  # MINI_DATASET
ROWS_PER_BLOCK = 32
# As the launch site writes it (REDUCE_BLOCK is 256; the manifest's own name for the
# instantiation of the `unsigned int` parameter is 'atax_kernel1<256U>').
KERNEL1 = "atax_kernel1<REDUCE_BLOCK>"


def test_atax(rng):
    prog = ch.load("atax", defines=["MINI_DATASET"])
    A = rng.random((NX, NY), dtype=np.float32)
    x = rng.random(NY, dtype=np.float32)
    tmp_ref = A.astype(np.float64) @ x
    y_ref = A.astype(np.float64).T @ tmp_ref

    tmp = np.zeros(NX, np.float32)
    y = np.zeros(NY, np.float32)  # cudaMemset(y_gpu, 0, ...)
    prog.launch(KERNEL1, grid=NX, block=256, args=[A, x, tmp])
    np.testing.assert_allclose(tmp, tmp_ref, rtol=1e-5)
    prog.launch("atax_kernel2", grid=(ch.cdiv(NY, 128), ch.cdiv(NX, ROWS_PER_BLOCK)),
                block=(128, 1), args=[A, y, tmp])
    np.testing.assert_allclose(y, y_ref, rtol=1e-5)
