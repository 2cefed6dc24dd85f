"""complex<T>'s elementary functions (cupy/complex.cuh) in a RawKernel,
against NumPy: random values over several orders of magnitude in all four
quadrants, then C99 Annex G's special values and the sides of branch cuts.
Tolerances: complex_ref.py."""

import functools

import numpy as np
import pytest

from complex_ref import CTYPE, assert_close, random_complex, same_bits
from rt_common import ultima

# name in CUDA -> NumPy's function
FUNCTIONS = {
    "exp": np.exp, "log": np.log, "log10": np.log10, "sqrt": np.sqrt,
    "sin": np.sin, "cos": np.cos, "tan": np.tan,
    "sinh": np.sinh, "cosh": np.cosh, "tanh": np.tanh,
    "asin": np.arcsin, "acos": np.arccos, "atan": np.arctan,
    "asinh": np.arcsinh, "acosh": np.arccosh, "atanh": np.arctanh,
}
DTYPES = [np.complex64, np.complex128]


@functools.lru_cache(maxsize=None)
def all_functions_kernel(dtype):
    """One kernel applying every function: out[k * n + i] = FUNCTIONS[k](z[i])."""
    ctype = CTYPE[dtype]
    body = "\n".join(f"  out[{k} * n + i] = {name}(z);" for k, name in enumerate(FUNCTIONS))
    code = f"""#include <cupy/complex.cuh>
extern "C" __global__ void all_functions(const {ctype} *in, {ctype} *out, int n) {{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  {ctype} z = in[i];
{body}
}}"""
    return ultima.RawKernel(code, "all_functions")


def apply_all(dtype, z):
    z = np.ascontiguousarray(z, dtype)
    n = z.size
    out = np.zeros(len(FUNCTIONS) * n, dtype)
    all_functions_kernel(dtype)(((n + 63) // 64,), (64,), (z, out, np.int32(n)))
    return {name: out[k * n:(k + 1) * n] for k, name in enumerate(FUNCTIONS)}


@functools.lru_cache(maxsize=None)
def random_results(dtype):
    z = random_complex(np.random.default_rng(15), 2000, dtype)
    return z, apply_all(dtype, z)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("name", list(FUNCTIONS))
def test_function_against_numpy(dtype, name):
    z, results = random_results(dtype)
    assert_close(results[name], FUNCTIONS[name](z.astype(np.complex128)), dtype, 8)


@pytest.mark.parametrize("dtype", DTYPES)
def test_real_arguments_keep_zero_imaginary_parts(dtype):
    # On the real axis off the cuts the results are real and, for y = +-0,
    # keep that zero's sign where C99 says so (exp, sinh, tanh, sqrt of x>0).
    x = np.array([0.5, 1.5, 3.0, -0.25], np.float64)
    for sign in (1.0, -1.0):
        z = np.empty(x.size, dtype)
        z.real, z.imag = x, np.copysign(0.0, sign)
        r = apply_all(dtype, z)
        for name in ("exp", "sinh", "tanh", "sqrt"):
            zs = z if name != "sqrt" else z[:3]
            got = r[name][:zs.size]
            assert (got.imag == 0).all() and (np.signbit(got.imag) == (sign < 0)).all(), name
            assert_close(got, FUNCTIONS[name](zs.astype(np.complex128)), dtype, 8)


@pytest.mark.parametrize("dtype", DTYPES)
def test_branch_cut_sides_follow_the_sign_of_zero(dtype):
    # sqrt and log: cut on the negative real axis; asin/acos/atanh: real axis
    # beyond +-1; asinh/atan: imaginary axis beyond +-i. The side is chosen by
    # the sign of the zero part, as NumPy (C99) does.
    on_real = [complex(-4, 0.0), complex(-4, -0.0)]
    beyond_one = [complex(2.5, 0.0), complex(2.5, -0.0), complex(-3, 0.0), complex(-3, -0.0)]
    on_imag = [complex(0.0, 2.5), complex(-0.0, 2.5), complex(0.0, -3), complex(-0.0, -3)]
    cases = {"sqrt": on_real, "log": on_real, "asin": beyond_one, "acos": beyond_one,
             "atanh": beyond_one, "asinh": on_imag, "atan": on_imag}
    for name, values in cases.items():
        z = np.array(values, dtype)
        got = apply_all(dtype, z)[name]
        want = FUNCTIONS[name](z.astype(np.complex128))
        assert_close(got, want, dtype, 8)
        assert (np.signbit(got.imag) == np.signbit(want.imag)).all(), (name, got, want)
        assert (np.signbit(got.real) == np.signbit(want.real)).all(), (name, got, want)


@pytest.mark.parametrize("dtype", DTYPES)
def test_special_values_of_exp_log_sqrt(dtype):
    inf, nan = np.inf, np.nan
    z = np.array([complex(0.0, 0.0), complex(-0.0, 0.0), complex(inf, 0.0), complex(-inf, 2.0),
                  complex(inf, 2.0), complex(1.0, inf), complex(-inf, inf), complex(nan, 1.0),
                  complex(4.0, -0.0)], dtype)
    r = apply_all(dtype, z)
    # C99 G.6.3.1 cexp: cexp(+-0 + i0) = 1 + i0, cexp(-inf + iy) = +0 cis(y),
    # cexp(+inf + iy) = +inf cis(y), cexp(x + i inf) = NaN + i NaN (x finite).
    got = r["exp"]
    assert got[0] == 1 and got[1] == 1 and got[2].real == inf and got[2].imag == 0
    assert got[3] == 0 and np.signbit(got[3].real) and not np.signbit(got[3].imag)
    assert got[4].real == -inf and got[4].imag == inf  # inf * (cos 2, sin 2)
    assert np.isnan(got[5].real) and np.isnan(got[5].imag)
    # clog: clog(-0 + i0) = -inf + i pi, clog(+0 + i0) = -inf + i0, clog(x + i inf) = +inf + i pi/2.
    got = r["log"]
    assert got[0].real == -inf and got[0].imag == 0
    assert got[1].real == -inf and got[1].imag == np.float64(np.pi).astype(got.real.dtype)
    assert got[5].real == inf and np.isclose(got[5].imag, np.pi / 2)
    assert got[6].real == inf and np.isclose(got[6].imag, 3 * np.pi / 4)
    # csqrt: csqrt(+-0 + i0) = +0 + i0, csqrt(x + i inf) = +inf + i inf,
    # csqrt(-inf + iy) = +0 + i inf, csqrt(+inf + iy) = +inf + i0, csqrt(4 - i0) = 2 - i0.
    got = r["sqrt"]
    same_bits(got[[0, 1]], np.array([0, 0], dtype))
    assert got[2].real == inf and got[2].imag == 0
    assert got[3].real == 0 and got[3].imag == inf
    assert got[5].real == inf and got[5].imag == inf
    assert got[8] == 2 and np.signbit(got[8].imag)
    assert np.isnan(r["sqrt"][7].real) and np.isnan(r["sqrt"][7].imag)


@pytest.mark.parametrize("dtype", DTYPES)
def test_large_arguments_do_not_overflow_early(dtype):
    # exp/cosh/sinh of x just past where exp(x) alone overflows, with cos(y)
    # small enough for a finite result; sqrt, log and atanh near the top of the range.
    big = 88.9 if dtype == np.complex64 else 710.0
    top = np.finfo(np.float32 if dtype == np.complex64 else np.float64).max / 2
    z = np.array([complex(big, 0.785), complex(-big, 0.785), complex(top, top),
                  complex(-top, top)], dtype)
    r = apply_all(dtype, z)
    ref = z.astype(np.complex128)
    with np.errstate(all="ignore"):
        assert_close(r["exp"][:1], np.exp(ref[:1]), dtype, 8)
        assert_close(r["cosh"][:2], np.cosh(ref[:2]), dtype, 8)
        assert_close(r["sinh"][:2], np.sinh(ref[:2]), dtype, 8)
        for name in ("sqrt", "log", "atanh", "asinh", "acos"):
            assert_close(r[name][2:], FUNCTIONS[name](ref[2:]), dtype, 8)
