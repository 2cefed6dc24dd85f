"""jacobi1d: both kernels of every time step, in main's order, against NumPy."""
import numpy as np

import corpus_harness as ch

N, TSTEPS, BLOCK = 1000, 3, 64


def test_jacobi1d():
    prog = ch.load("jacobi1d", defines=[f"N={N}", f"TSTEPS={TSTEPS}", f"BLOCK={BLOCK}"])
    i = np.arange(N, dtype=np.float32)
    A = ((np.float32(4) * i + 10) / N).astype(np.float32)
    B = ((np.float32(7) * i + 11) / N).astype(np.float32)
    ref_a, ref_b = A.copy(), B.copy()

    grid = ch.cdiv(N, BLOCK)
    for _ in range(TSTEPS):
        prog.launch("runJacobiCUDA_kernel1", grid=(grid,), block=(BLOCK,),
                    args=[np.int32(N), A, B], shared_mem=(BLOCK + 2) * 4)
        prog.launch("runJacobiCUDA_kernel2", grid=(grid,), block=(BLOCK,),
                    args=[np.int32(N), A, B])
        # NumPy: a 3-point moving average on the interior, then the copy back.
        ref_b[1:-1] = np.convolve(ref_a, np.ones(3, np.float32), mode="valid") * np.float32(0.33333)
        ref_a[1:-1] = ref_b[1:-1]

    np.testing.assert_allclose(B, ref_b, rtol=1e-5)
    np.testing.assert_allclose(A, ref_a, rtol=1e-5)
