"""Executes test/corpus/covariance/covariance.cu: mean, reduce and covar kernels."""
import numpy as np

import corpus_harness as ch

M, N = 32, 40  # MINI_DATASET: M variables, N data points


def test_covariance(rng):
    prog = ch.load("covariance", defines=["MINI_DATASET"])
    data0 = rng.normal(3.0, 2.0, (N, M)).astype(np.float32)
    float_n = np.float32(N)

    data = data0.copy()
    mean = np.zeros(M, np.float32)
    symmat = np.zeros((M, M), np.float32)
    prog.launch("mean_kernel", grid=ch.cdiv(M, 256), block=256, args=[mean, data, float_n])
    np.testing.assert_allclose(mean, data0.astype(np.float64).mean(axis=0), rtol=1e-5, atol=1e-6)
    prog.launch("reduce_kernel", grid=(ch.cdiv(M, 32), ch.cdiv(N, 8)), block=(32, 8),
                args=[mean, data])
    np.testing.assert_allclose(data, data0 - data0.astype(np.float64).mean(axis=0), atol=1e-5)
    prog.launch("covar_kernel", grid=ch.cdiv(M, 256), block=256, args=[symmat, data, float_n])
    np.testing.assert_allclose(symmat, np.cov(data0.astype(np.float64), rowvar=False),
                               rtol=1e-4, atol=1e-5)
