"""Double-precision Bessel functions (kernels/bessel_d.cu) executed on PoCL,
against mpmath (j0 j1 y0 y1 below 8, and cyl_bessel_i0/i1 everywhere) and
SciPy (the absolute bounds), with CUDA's documented bounds: j0 j1 y0 y1 7 ulp
for |x| < 8, else 5e-12 absolute; jn 5e-12 absolute (CUDA states it for
n = 128; asserted for every n here); yn 5e-12 absolute for |x| > 1.5 n;
cyl_bessel_i0/i1 6 ulp. The sweep crowds the zeros of J and Y below 8, where
a result accurate only in absolute terms would be thousands of ulps off."""

import math

import mpmath
import numpy as np
import pytest

from mathref import ulp_error, ulp_error_mp

scipy_special = pytest.importorskip("scipy.special")

FILE = "bessel_d.cu"
NAMES = ["j0", "j1", "y0", "y1", "jn", "yn", "i0", "i1"]
MP = [mpmath.j0, mpmath.j1, lambda v: mpmath.bessely(0, v), lambda v: mpmath.bessely(1, v)]


def run(cu, x, n):
    out = np.zeros(8 * len(x), np.float64)
    cu(FILE).launch("k", (len(x) + 255) // 256, 256, x, n, out, np.int32(len(x)))
    return out.reshape(-1, 8)


def zeros_below_8():
    return {k: [float(z) for z in zs if z < 8] for k, zs in {
        0: [mpmath.besseljzero(0, i) for i in (1, 2, 3)],
        1: [mpmath.besseljzero(1, i) for i in (1, 2, 3)],
        2: [mpmath.besselyzero(0, i) for i in (1, 2, 3)],
        3: [mpmath.besselyzero(1, i) for i in (1, 2, 3)]}.items()}


@pytest.fixture(scope="module")
def small():
    """|x| < 8: uniform, logarithmic down to denormals, and around every zero."""
    rng = np.random.default_rng(11)
    offsets = np.geomspace(1e-16, 1e-2, 25)
    near = [z * (1 + s * offsets) for zs in zeros_below_8().values() for z in zs for s in (-1, 1)]
    x = np.concatenate([rng.uniform(0, 8, 2500), -rng.uniform(0, 8, 300),
                        np.geomspace(5e-324, 1.0, 300), *near,
                        [z for zs in zeros_below_8().values() for z in zs]])
    return x, np.zeros(len(x), np.int32)


def test_j0_j1_y0_y1_within_7_ulp_below_8(cu, small):
    x, n = small
    got = run(cu, x, n)
    with mpmath.workdps(40):
        for k in range(4):
            sel = x > 0 if k >= 2 else np.ones(len(x), bool)
            ref = [MP[k](mpmath.mpf(v)) for v in x[sel]]
            u = ulp_error_mp(got[sel, k], ref, np.float64)
            assert np.max(u) <= 7, (NAMES[k], x[sel][np.argmax(u)], np.max(u))


@pytest.fixture(scope="module")
def large():
    rng = np.random.default_rng(12)
    x = np.concatenate([rng.uniform(8, 40, 1200), -rng.uniform(8, 40, 200),
                        np.geomspace(40, 1e300, 500), -np.geomspace(8, 1e300, 100)])
    return x, np.zeros(len(x), np.int32)


def test_j0_j1_y0_y1_within_5e12_absolute_above_8(cu, large):
    # mpmath, not SciPy: Cephes forms x - pi/4 in double, which loses the
    # phase of large arguments.
    x, n = large
    got = run(cu, x, n)
    with mpmath.workdps(30):
        for k in range(4):
            sel = x > 0 if k >= 2 else np.ones(len(x), bool)
            ref = np.array([float(MP[k](mpmath.mpf(v))) for v in x[sel]])
            err = np.abs(got[sel, k] - ref)
            assert np.max(err) <= 5e-12, (NAMES[k], x[sel][np.argmax(err)], np.max(err))
    assert np.all(np.isnan(got[x < 0, 2])) and np.all(np.isnan(got[x < 0, 3]))


@pytest.fixture(scope="module")
def orders():
    rng = np.random.default_rng(13)
    n = np.concatenate([np.full(3000, 128), rng.integers(2, 40, 3000), -rng.integers(2, 9, 300)])
    x = np.concatenate([rng.uniform(0, 400, 3000), rng.uniform(0, 60, 3000), rng.uniform(-30, 30, 300)])
    x[::7] = -x[::7]
    x[:200] = np.geomspace(1e-3, 400, 200)
    return x, n.astype(np.int32)


def test_jn_within_5e12_absolute(cu, orders):
    x, n = orders
    got = run(cu, x, n)
    ref = scipy_special.jv(n, x)
    err = np.abs(got[:, 4] - ref)
    assert np.max(err) <= 5e-12, (n[np.argmax(err)], x[np.argmax(err)], np.max(err))


def test_yn_within_5e12_absolute_above_1_5n(cu, orders):
    x, n = orders
    got = run(cu, x, n)
    with np.errstate(all="ignore"):
        ref = scipy_special.yn(n, x)
    above = (x > 1.5 * np.abs(n))
    err = np.abs(got[above, 5] - ref[above])
    assert np.max(err) <= 5e-12, np.max(err)
    assert np.all(np.isnan(got[x < 0, 5]))
    # Below n, where Y_n grows without zeros, CUDA states no double bound; the
    # upward recurrence keeps to the shape of its float one, ceil(2 + 2.5 n)
    # ulp (SciPy's own error included: measured at most 74 for n = 128).
    below = (x > 0) & (x < np.abs(n)) & np.isfinite(ref)
    u = ulp_error(got[below, 5], ref[below], np.float64)
    assert np.all(u <= np.ceil(2 + 2.5 * np.abs(n[below])))


def test_i0_i1_within_6_ulp(cu):
    rng = np.random.default_rng(14)
    x = np.concatenate([rng.uniform(-25, 25, 2000), np.geomspace(5e-324, 714, 800),
                        -np.geomspace(1e-3, 714, 100), [709.0, 709.9, 710.5, 713.9, 714.0, 800.0]])
    got = run(cu, x, np.zeros(len(x), np.int32))
    with mpmath.workdps(30):
        for k, nu in ((6, 0), (7, 1)):
            ref = [mpmath.besseli(nu, mpmath.mpf(v)) for v in x]
            u = ulp_error_mp(got[:, k], ref, np.float64)
            assert np.max(u) <= 6, (NAMES[k], x[np.argmax(u)], np.max(u))


def test_special_values(cu):
    x = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, -1.0, 5e-324], np.float64)
    n = np.array([3, 3, 3, 3, 3, 2, 5], np.int32)
    got = run(cu, x, n)
    assert got[0, 0] == 1.0 and got[2, 0] == 0.0 and got[3, 0] == 0.0 and np.isnan(got[4, 0])
    assert math.copysign(1, got[1, 1]) == -1.0 and got[1, 1] == 0.0  # j1(-0) = -0
    assert math.copysign(1, got[3, 1]) == -1.0 and got[3, 1] == 0.0  # j1(-inf) = -0
    assert got[0, 2] == -np.inf and got[0, 3] == -np.inf and got[0, 5] == -np.inf
    assert np.isnan(got[5, 2]) and np.isnan(got[5, 3]) and np.isnan(got[5, 5])
    assert got[2, 2] == 0.0 and got[2, 3] == 0.0 and got[2, 4] == 0.0 and got[3, 4] == 0.0
    assert all(np.isnan(got[4, k]) for k in range(8))
    assert got[0, 6] == 1.0 and got[2, 6] == np.inf and got[3, 6] == np.inf
    assert got[2, 7] == np.inf and got[3, 7] == -np.inf
    assert got[6, 4] == 0.0 and got[6, 5] == -np.inf  # J5, Y5 of the smallest denormal


def test_huge_orders_return_quickly(cu):
    # J_n for n in the millions underflows to 0 (no recurrence from far above n);
    # Y_n overflows to -inf within a few steps of its recurrence.
    x = np.array([1.0, 100.0, 2500.0, 0.5], np.float64)
    n = np.array([10**9, 10**6, 6000, 2**31 - 1], np.int32)
    got = run(cu, x, n)
    assert np.all(got[:, 4] == 0.0)
    assert np.all(got[:, 5] == -np.inf)
