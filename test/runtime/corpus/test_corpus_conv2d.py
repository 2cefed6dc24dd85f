"""conv2d: the direct and the tiled 3x3 convolution in main's order, with the
filter uploaded to the __constant__ symbol c_filter (cudaMemcpyToSymbol),
against scipy.signal.correlate2d on the MINI image."""
import numpy as np
import pytest
from scipy import signal

import corpus_harness as ch

NI = NJ = 64  # MINI_DATASET
BX, BY = 32, 8

# main's filter
FILTER = np.array([[+0.2, -0.3, +0.4],
                   [+0.5, +0.6, +0.7],
                   [-0.8, -0.9, +0.10]], np.float32)


def reference(A, filt):
    """B[1:-1, 1:-1] = the 'valid' cross-correlation; the border stays 0 (cudaMemset)."""
    B = np.zeros((NI, NJ))
    B[1:-1, 1:-1] = signal.correlate2d(A.astype(np.float64), filt.astype(np.float64), mode="valid")
    return B


@pytest.mark.parametrize("filt", ["main", "random"])
def test_conv2d(filt, rng):
    prog = ch.load("conv2d", defines=["MINI_DATASET"])
    f = FILTER if filt == "main" else rng.uniform(-1, 1, (3, 3)).astype(np.float32)
    A = rng.uniform(0, 1, (NI, NJ)).astype(np.float32)
    ref = reference(A, f)
    prog.symbols["c_filter"] = f.ravel().copy()  # cudaMemcpyToSymbol(c_filter, filter, ...)

    grid = (ch.cdiv(NJ, BX), ch.cdiv(NI, BY))
    B = np.zeros((NI, NJ), np.float32)  # cudaMemset(B_gpu, 0, bytes)
    prog.launch("conv2d_kernel", grid=grid, block=(BX, BY), args=[A, B, np.int32(NI), np.int32(NJ)])
    np.testing.assert_allclose(B, ref, rtol=1e-5, atol=1e-5)

    B = np.zeros((NI, NJ), np.float32)  # cudaMemset again before the tiled kernel
    prog.launch("conv2d_tiled_kernel", grid=grid, block=(BX, BY),
                args=[A, B, np.int32(NI), np.int32(NJ)])
    np.testing.assert_allclose(B, ref, rtol=1e-5, atol=1e-5)
    # the symbol is the host's: the kernels only read it
    np.testing.assert_array_equal(prog.symbols["c_filter"], f.ravel())


def test_conv2d_unset_filter_is_zero(rng):
    """A __constant__ table the host never fills is zero, so the interior is 0."""
    prog = ch.load("conv2d", defines=["MINI_DATASET"])
    prog.symbols.pop("c_filter", None)
    A = rng.uniform(0, 1, (NI, NJ)).astype(np.float32)
    B = np.full((NI, NJ), 7.0, np.float32)
    prog.launch("conv2d_kernel", grid=(ch.cdiv(NJ, BX), ch.cdiv(NI, BY)), block=(BX, BY),
                args=[A, B, np.int32(NI), np.int32(NJ)])
    assert prog.symbols["c_filter"].nbytes == 9 * 4
    assert np.all(B[1:-1, 1:-1] == 0.0)
    assert np.all(B[0, :] == 7.0) and np.all(B[:, -1] == 7.0)
