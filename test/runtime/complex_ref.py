"""Shared inputs and checks of the complex-number tests (test_complex_*.py).

Tolerances, norm-wise (|got - want| <= rtol * |want|, the usual measure for
complex results, which does not ask a tiny part of a large result for
relative accuracy):
- arithmetic (+, -, *, /, conj, polar): 4 eps of the dtype. One rounding per
  part, and OpenCL may contract a*b - c*d into an fma;
- elementary functions: 8 eps. They compose several real functions, each
  within OpenCL's bound (<= 4 ulp for exp, log, sin, atan2 ...); measured on
  PoCL: at most 3 eps. The reference is NumPy in complex128 on the same
  inputs, so a complex64 result is judged against the exact value, not
  against NumPy's own float32 rounding;
- data movement and integer parts (copies, real(), imag(), ==): bit-exact.
"""

import numpy as np

EPS = {np.complex64: np.finfo(np.float32).eps, np.complex128: np.finfo(np.float64).eps}
CTYPE = {np.complex64: "complex<float>", np.complex128: "complex<double>"}


def random_complex(rng, n, dtype, lo=-4, hi=2):
    """Complex values whose magnitudes span e^lo .. e^hi in every direction."""
    scale = np.exp(rng.uniform(lo, hi, n))
    z = (rng.standard_normal(n) + 1j * rng.standard_normal(n)) * scale
    return z.astype(dtype)


def assert_close(got, want, dtype, eps_count):
    """got within eps_count eps of want, norm-wise; non-finite values must agree
    in kind (NaN with NaN, infinities with the same infinity) part by part."""
    got = np.asarray(got)
    want = np.asarray(want).astype(np.complex128)
    assert got.dtype == dtype, got.dtype
    finite = np.isfinite(want)
    for part in (np.real, np.imag):
        g, w = part(got[~finite]), part(want[~finite])
        same = (g == w) | (np.isnan(g) & np.isnan(w))
        assert same.all(), (got[~finite][~same][:4], want[~finite][~same][:4])
    g, w = got[finite].astype(np.complex128), want[finite]
    err = np.abs(g - w)
    bound = eps_count * EPS[dtype] * np.abs(w)
    bad = err > bound
    assert not bad.any(), (f"{bad.sum()} of {bad.size} beyond {eps_count} eps; worst: "
                           f"{g[bad][:3]} vs {w[bad][:3]}")


def same_bits(got, want):
    """Bit-exact equality of complex arrays (NaN payloads and -0 included)."""
    got, want = np.ascontiguousarray(got), np.ascontiguousarray(want)
    assert got.dtype == want.dtype
    np.testing.assert_array_equal(got.view(np.uint8), want.view(np.uint8))
