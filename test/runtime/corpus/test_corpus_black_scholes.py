"""black-scholes.cu: BlackScholesGPU (also -DFAST_EXP) against the closed form
computed with SciPy's normal CDF in double precision."""

import numpy as np
import pytest
from scipy.stats import norm

import corpus_harness as ch


@pytest.mark.parametrize("defines", [[], ["FAST_EXP"]])
def test_black_scholes(defines):
    prog = ch.load("black-scholes", defines=defines)
    rng = np.random.default_rng(5347)
    n = 5000
    S = rng.uniform(5.0, 30.0, n).astype(np.float32)
    X = rng.uniform(1.0, 100.0, n).astype(np.float32)
    T = rng.uniform(0.25, 10.0, n).astype(np.float32)
    R, V = np.float32(0.02), np.float32(0.30)
    call = np.zeros(n, np.float32)
    put = np.zeros(n, np.float32)
    # fewer threads than options: the grid-stride loop covers the rest
    prog.launch("BlackScholesGPU", grid=16, block=128,
                args=[call, put, S, X, T, R, V, np.int32(n)])

    s, x, t, r, v = (np.float64(a) for a in (S, X, T, R, V))
    d1 = (np.log(s / x) + (r + 0.5 * v * v) * t) / (v * np.sqrt(t))
    d2 = d1 - v * np.sqrt(t)
    ref_call = s * norm.cdf(d1) - x * np.exp(-r * t) * norm.cdf(d2)
    ref_put = x * np.exp(-r * t) * norm.cdf(-d2) - s * norm.cdf(-d1)
    # the A&S polynomial is accurate to ~7.5e-8 in the CDF
    np.testing.assert_allclose(call, ref_call, rtol=1e-4, atol=1e-4)
    np.testing.assert_allclose(put, ref_put, rtol=1e-4, atol=1e-4)
    l1 = (np.abs(call - ref_call).sum() + np.abs(put - ref_put).sum()) / (np.abs(ref_call).sum() + np.abs(ref_put).sum())
    assert l1 < 1e-6
