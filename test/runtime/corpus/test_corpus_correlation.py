"""correlation: main's five kernels (mean, std, reduce, corr, max_offdiag) on
the MINI dataset, against np.corrcoef. The program divides by FLOAT_N, not by
N, so the data are made zero-mean per column: the matrix is then exactly the
Pearson correlation. The largest off-diagonal |correlation| comes back from
the __device__ symbol d_max_abs_corr (cudaMemcpyFromSymbol); the __constant__
c_stddev_params = {EPS, 1.0f} keeps its initializer (the host never writes it)."""
import math

import numpy as np
import pytest

import corpus_harness as ch

M, N = 28, 32  # MINI_DATASET: M variables (columns), N samples (rows)
FLOAT_N = np.float32(3214212.01)
EPS = 0.005
B1, B3 = 256, (32, 8)


def run_gpu(prog, data):
    data = data.copy()
    mean = np.zeros(M, np.float32)
    std = np.zeros(M, np.float32)
    symmat = np.full((M, M), np.nan, np.float32)
    prog.symbols["d_max_abs_corr"] = np.zeros(1, np.float32)  # cudaMemcpyToSymbol(.., &zero, ..)
    grid1 = (int(math.ceil(M) / B1) + 1,)
    grid3 = (int(math.ceil(M) / B3[0]) + 1, int(math.ceil(N) / B3[1]) + 1)
    grid5 = (ch.cdiv(M, B3[0]), ch.cdiv(M, B3[1]))
    prog.launch("mean_kernel", grid=grid1, block=(B1,), args=[mean, data])
    prog.launch("std_kernel", grid=grid1, block=(B1,), args=[mean, std, data])
    prog.launch("reduce_kernel", grid=grid3, block=B3, args=[mean, std, data])
    prog.launch("corr_kernel", grid=grid1, block=(B1,), args=[symmat, data])
    prog.launch("max_offdiag_kernel", grid=grid5, block=B3, args=[symmat])
    return symmat, float(prog.symbols["d_max_abs_corr"][0]), std


def offdiag_max(s):
    return np.abs(s[~np.eye(M, dtype=bool)]).clip(max=1.0).max()


def test_correlation_is_pearson(rng):
    prog = ch.load("correlation", defines=["MINI_DATASET"])
    raw = rng.normal(0, 10, (N, M))
    raw[:, 5] = 0.9 * raw[:, 3] + rng.normal(0, 2, N)  # a strongly correlated pair
    raw[:, 9] = -raw[:, 2] + rng.normal(0, 0.5, N)
    data = (raw - raw.mean(0)).astype(np.float32)
    ref = np.corrcoef(data.astype(np.float64), rowvar=False)

    symmat, max_abs, _ = run_gpu(prog, data)
    np.testing.assert_allclose(symmat, ref, rtol=1e-4, atol=1e-5)
    np.testing.assert_allclose(max_abs, offdiag_max(ref), rtol=1e-5)
    assert max_abs == offdiag_max(symmat)  # exactly one of the kernel's own values
    assert max_abs > 0.9


def test_correlation_clamps_small_stddev(rng):
    """A column whose std (over FLOAT_N) is <= c_stddev_params[0] = EPS is divided
    by sqrt(FLOAT_N) * c_stddev_params[1] = sqrt(FLOAT_N) instead: its correlations
    shrink by ||col|| / sqrt(FLOAT_N)."""
    prog = ch.load("correlation", defines=["MINI_DATASET"])
    raw = rng.normal(0, 10, (N, M))
    raw[:, 4] = rng.normal(0, 0.05, N)  # std over FLOAT_N ~ 2e-4 < EPS
    data = (raw - raw.mean(0)).astype(np.float32)
    d64 = data.astype(np.float64)
    norms = np.linalg.norm(d64, axis=0)
    factor = np.where(norms / math.sqrt(FLOAT_N) <= EPS, norms / math.sqrt(FLOAT_N), 1.0)
    assert factor[4] < 1e-3 and np.count_nonzero(factor != 1.0) == 1
    ref = np.corrcoef(d64, rowvar=False) * np.outer(factor, factor)
    np.fill_diagonal(ref, 1.0)

    symmat, max_abs, std = run_gpu(prog, data)
    assert std[4] == 1.0  # c_stddev_params[1]
    np.testing.assert_allclose(symmat, ref, rtol=1e-4, atol=1e-6)
    np.testing.assert_allclose(max_abs, offdiag_max(ref), rtol=1e-5)


def test_correlation_main_data():
    """main's init_arrays: data[i][j] = i*j/M + i. Every column is centered by its sum
    over FLOAT_N (nearly 0), so the matrix is the columns' cosine similarity."""
    prog = ch.load("correlation", defines=["MINI_DATASET"])
    i, j = np.meshgrid(np.arange(N, dtype=np.float32), np.arange(M, dtype=np.float32),
                       indexing="ij")
    data = (i * j / np.float32(M) + i).astype(np.float32)
    c = data.astype(np.float64) - data.astype(np.float64).sum(0) / float(FLOAT_N)
    unit = c / np.linalg.norm(c, axis=0)
    ref = unit.T @ unit
    np.fill_diagonal(ref, 1.0)

    symmat, max_abs, _ = run_gpu(prog, data)
    np.testing.assert_allclose(symmat, ref, rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(max_abs, offdiag_max(ref), rtol=1e-5)
