"""Single-precision Bessel functions (kernels/bessel.cu) executed on PoCL,
against SciPy in double, with CUDA's documented bounds: j0f j1f y0f y1f 9 ulp
for |x| < 8, else 2.2e-6 absolute; jnf 2.2e-6 absolute; ynf ceil(2 + 2.5n)
ulp for |x| < n, else 2.2e-6 absolute; cyl_bessel_i0f/i1f 6 ulp."""

import math

import numpy as np
import pytest

scipy_special = pytest.importorskip("scipy.special")

FILE = "bessel.cu"
NAMES = ["j0", "j1", "y0", "y1", "jn", "yn", "i0", "i1"]


def run(cu, x, n):
    out = np.zeros(8 * len(x), np.float32)
    cu(FILE).launch("k", (len(x) + 255) // 256, 256, x, n, out, np.int32(len(x)))
    return out.reshape(-1, 8)


def references(x, n):
    sp = scipy_special
    xd = x.astype(np.float64)
    with np.errstate(all="ignore"):
        return [sp.j0(xd), sp.j1(xd), sp.y0(xd), sp.y1(xd), sp.jv(n, xd), sp.yn(n, xd),
                sp.i0(xd), sp.i1(xd)]


def ulps(got, ref):
    """|got - ref| in units of the float ulp at ref (ref rounded to float)."""
    with np.errstate(all="ignore"):
        r = np.abs(ref.astype(np.float32))
        ulp = (np.nextafter(r, np.float32(np.inf)) - r).astype(np.float64)
        return np.abs(got.astype(np.float64) - ref) / ulp


@pytest.fixture(scope="module")
def sweep():
    rng = np.random.default_rng(7)
    x = np.concatenate([rng.uniform(-40, 40, 20000), rng.uniform(0, 8, 20000),
                        np.geomspace(1e-6, 1e4, 3000), -np.geomspace(1e-6, 1e4, 1000),
                        rng.uniform(1e4, 1e7, 500)]).astype(np.float32)
    n = rng.integers(0, 21, len(x)).astype(np.int32)
    n[:200] = 128
    return x, n


def test_j0_j1_y0_y1_within_cuda_bounds(cu, sweep):
    x, n = sweep
    got = run(cu, x, n)
    refs = references(x, n)
    small = np.abs(x) < 8
    for k in range(4):
        g, r = got[:, k], refs[k]
        ok = np.isfinite(r)
        u = ulps(g, r)
        assert np.max(u[ok & small]) <= 9, NAMES[k]
        assert np.max(np.abs(g[ok & ~small] - r[ok & ~small])) <= 2.2e-6, NAMES[k]


def test_jn_yn_within_cuda_bounds(cu, sweep):
    x, n = sweep
    got = run(cu, x, n)
    refs = references(x, n)
    jn_ok = np.isfinite(refs[4])
    assert np.max(np.abs(got[jn_ok, 4] - refs[4][jn_ok])) <= 2.2e-6
    yn, ref = got[:, 5], refs[5]
    with np.errstate(over="ignore"):
        finite = np.isfinite(ref.astype(np.float32)) & (x > 0)
    inside = np.abs(x) < n
    bound = np.ceil(2 + 2.5 * n)
    u = ulps(yn, ref)
    assert np.all(u[finite & inside] <= bound[finite & inside])
    assert np.max(np.abs(yn[finite & ~inside] - ref[finite & ~inside])) <= 2.2e-6


def test_i0_i1_within_6_ulp(cu, sweep):
    x, n = sweep
    got = run(cu, x, n)
    refs = references(x, n)
    for k in (6, 7):
        with np.errstate(over="ignore"):
            rf = refs[k].astype(np.float32)
        finite = np.isfinite(rf)
        assert np.max(ulps(got[finite, k], refs[k][finite])) <= 6, NAMES[k]
        assert np.all(np.isinf(got[~finite, k]) & (np.sign(got[~finite, k]) == np.sign(rf[~finite])))


def test_special_values(cu):
    x = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, -1.0], np.float32)
    n = np.array([3, 3, 3, 3, 3, 2], np.int32)
    got = run(cu, x, n)
    assert got[0, 0] == 1.0 and got[2, 0] == 0.0 and got[3, 0] == 0.0 and np.isnan(got[4, 0])
    assert math.copysign(1, got[1, 1]) == -1.0 and got[1, 1] == 0.0  # j1f(-0) = -0
    assert got[0, 2] == -np.inf and got[0, 3] == -np.inf and got[0, 5] == -np.inf
    assert np.isnan(got[5, 2]) and np.isnan(got[5, 3]) and np.isnan(got[5, 5])
    assert got[2, 2] == 0.0 and got[2, 4] == 0.0
    assert got[0, 6] == 1.0 and got[2, 6] == np.inf and got[3, 7] == -np.inf
