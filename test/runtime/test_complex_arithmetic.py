"""complex<T>'s class interface and operators (cupy/complex.cuh) in a
RawKernel, against NumPy: construction, parts, compound assignments,
operators with complex and real operands, comparisons, the simple functions
(abs, arg, norm, conj, polar, proj) and pow. Tolerances: complex_ref.py."""

import functools

import numpy as np
import pytest

from complex_ref import CTYPE, EPS, assert_close, random_complex, same_bits
from rt_common import ultima

DTYPES = [np.complex64, np.complex128]
REAL = {np.complex64: np.float32, np.complex128: np.float64}

# out[k] for each expression of a (complex), b (complex) and t (real)
EXPRESSIONS = {
    "add": "a + b", "sub": "a - b", "mul": "a * b", "div": "a / b",
    "add_real": "a + t", "real_sub": "t - a", "mul_real": "t * a", "div_real": "a / t",
    "real_div": "t / a", "neg": "-a", "plus": "+a", "conj": "conj(a)",
    "polar": "polar(abs(a), arg(b))", "pow": "pow(a, b)", "pow_real": "pow(a, t)",
    "real_pow": "pow(t, b)",
}


@functools.lru_cache(maxsize=None)
def expressions_kernel(dtype):
    c, r = CTYPE[dtype], REAL[dtype].__name__.replace("float32", "float").replace("float64",
                                                                                  "double")
    body = "\n".join(f"  out[{k} * n + i] = {e};" for k, e in enumerate(EXPRESSIONS.values()))
    code = f"""#include <cupy/complex.cuh>
extern "C" __global__ void expressions(const {c} *as, const {c} *bs, const {r} *ts,
                                       {c} *out, {r} *reals, int n) {{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  {c} a = as[i], b = bs[i];
  {r} t = ts[i];
{body}
  reals[0 * n + i] = abs(a);
  reals[1 * n + i] = arg(a);
  reals[2 * n + i] = norm(a);
  reals[3 * n + i] = real(a);
  reals[4 * n + i] = imag(a);
  reals[5 * n + i] = a.real() + b.imag();
}}"""
    return ultima.RawKernel(code, "expressions")


@functools.lru_cache(maxsize=None)
def evaluated(dtype):
    rng = np.random.default_rng(7)
    n = 1500
    a, b = random_complex(rng, n, dtype), random_complex(rng, n, dtype)
    t = rng.uniform(-3, 3, n).astype(REAL[dtype])
    out = np.zeros(len(EXPRESSIONS) * n, dtype)
    reals = np.zeros(6 * n, REAL[dtype])
    expressions_kernel(dtype)(((n + 63) // 64,), (64,), (a, b, t, out, reals, np.int32(n)))
    got = {name: out[k * n:(k + 1) * n] for k, name in enumerate(EXPRESSIONS)}
    return a, b, t, got, reals.reshape(6, n)


def numpy_value(name, a, b, t):
    a, b, t = a.astype(np.complex128), b.astype(np.complex128), t.astype(np.float64)
    return {"add": a + b, "sub": a - b, "mul": a * b, "div": a / b, "add_real": a + t,
            "real_sub": t - a, "mul_real": t * a, "div_real": a / t, "real_div": t / a,
            "neg": -a, "plus": a, "conj": np.conj(a),
            "polar": np.abs(a) * np.exp(1j * np.angle(b)), "pow": a ** b, "pow_real": a ** t,
            "real_pow": t.astype(np.complex128) ** b}[name]


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("name", ["add", "sub", "mul", "div", "add_real", "real_sub",
                                  "mul_real", "div_real", "real_div", "polar"])
def test_operator_against_numpy(dtype, name):
    a, b, t, got, _ = evaluated(dtype)
    assert_close(got[name], numpy_value(name, a, b, t), dtype, 4)


@pytest.mark.parametrize("dtype", DTYPES)
def test_sign_changes_and_conj_are_bit_exact(dtype):
    a, _, _, got, _ = evaluated(dtype)
    same_bits(got["neg"], -a)
    same_bits(got["plus"], a)
    same_bits(got["conj"], np.conj(a))


@pytest.mark.parametrize("dtype", DTYPES)
def test_pow_with_complex_and_real_exponents(dtype):
    a, b, t, got, _ = evaluated(dtype)
    # a ** b multiplies log(a) by b before exp: the error grows with |b log a|
    # (the condition number of pow), so the bound scales with it.
    for name in ("pow", "pow_real", "real_pow"):
        want = numpy_value(name, a, b, t)
        base = {"pow": a, "pow_real": a, "real_pow": t.astype(np.complex128)}[name]
        expo = {"pow": b, "pow_real": t, "real_pow": b}[name]
        cond = 1 + np.abs(expo * np.log(base.astype(np.complex128)))
        err = np.abs(got[name].astype(np.complex128) - want)
        assert (err <= 8 * EPS[dtype] * cond * np.abs(want)).all(), name


@pytest.mark.parametrize("dtype", DTYPES)
def test_parts_abs_arg_norm(dtype):
    a, b, _, _, reals = evaluated(dtype)
    r = REAL[dtype]
    np.testing.assert_array_equal(reals[3], a.real)
    np.testing.assert_array_equal(reals[4], a.imag)
    np.testing.assert_array_equal(reals[5], (a.real + b.imag).astype(r))
    eps = np.finfo(r).eps
    ref = a.astype(np.complex128)
    np.testing.assert_allclose(reals[0], np.abs(ref), rtol=2 * eps)
    np.testing.assert_allclose(reals[1], np.angle(ref), rtol=4 * eps)
    np.testing.assert_allclose(reals[2], np.abs(ref) ** 2, rtol=4 * eps)


MEMBERS = r'''
#include <math.h>
#include <cupy/complex.cuh>
extern "C" __global__ void members(const complex<double> *in, complex<double> *out,
                                   complex<float> *narrow, int *flags) {
  complex<double> z = in[0], w = in[1];
  complex<double> acc(1.0, -2.0);   // (re, im)
  acc += z;                         // complex compound assignments
  acc *= w;
  acc -= complex<double>(0.5);      // a real-only constructor: imaginary part 0
  acc /= w;
  out[0] = acc;
  complex<double> s = z;
  s += 2.0; s -= 0.5; s *= 3.0; s /= 4.0;   // real right operands
  out[1] = s;
  complex<double> p;
  p = 7.0;                          // assignment from a real: imaginary part 0
  p.imag(-3.0);                     // setters
  p.real(p.real() + 1.0);
  out[2] = p;
  narrow[0] = complex<float>(w);    // complex<double> -> complex<float>, both parts rounded
  narrow[1] = w;                    // the same, implicitly
  complex<double> zero(0.0, -0.0);
  flags[0] = z == z;
  flags[1] = z != w;
  flags[2] = complex<double>(2.0) == 2.0;
  flags[3] = 2.0 == complex<double>(2.0, 1e-300);
  flags[4] = zero == complex<double>(-0.0, 0.0);   // -0 == +0, as in NumPy
  flags[5] = proj(complex<double>(-INFINITY, -1.0)) == complex<double>(INFINITY, -0.0);
  flags[6] = complex<double>::value_type(1.5) == 1.5;
}'''


def test_members_and_comparisons():
    z, w = np.complex128(1.25 - 0.5j), np.complex128(-2.0 + 3.0j)
    out = np.zeros(3, np.complex128)
    narrow = np.zeros(2, np.complex64)
    flags = np.full(7, -1, np.int32)
    ultima.RawKernel(MEMBERS, "members")((1,), (1,), (np.array([z, w]), out, narrow, flags))
    acc = (((1 - 2j) + z) * w - 0.5) / w
    assert abs(out[0] - acc) <= 4 * EPS[np.complex128] * abs(acc)
    assert out[1] == (z + 2.0 - 0.5) * 3.0 / 4.0
    assert out[2] == 8 - 3j
    same_bits(narrow, np.array([w, w], np.complex64))
    np.testing.assert_array_equal(flags, [1, 1, 1, 0, 1, 1, 1])


def test_division_by_zero_and_tiny_divisors():
    # Smith's algorithm: divisors whose squared magnitude under- or overflows
    # still divide; a zero divisor gives NumPy's inf/nan (1/0 = inf + nan i).
    a = np.array([1 + 1j, 3 - 2j, 1e300 + 1e300j, 1 + 0j], np.complex128)
    b = np.array([1e-200 + 2e-200j, 1e200 - 3e200j, 1e300 + 1e-300j, 0j], np.complex128)
    code = r'''#include <cupy/complex.cuh>
extern "C" __global__ void divide(const complex<double> *a, const complex<double> *b,
                                  complex<double> *q) {
  int i = threadIdx.x;
  q[i] = a[i] / b[i];
}'''
    q = np.zeros(4, np.complex128)
    ultima.RawKernel(code, "divide")((1,), (4,), (a, b, q))
    with np.errstate(all="ignore"):
        want = a / b
    assert_close(q[:3], want[:3], np.complex128, 4)
    assert q[3].real == np.inf and np.isnan(q[3].imag)


def test_pow_of_zero_and_integer_exponents():
    # 0^y = 0 (both parts +0) for Re y > 0, and small integer exponents agree
    # with repeated multiplication.
    code = r'''#include <cupy/complex.cuh>
extern "C" __global__ void powers(const complex<double> *z, complex<double> *out) {
  complex<double> zero(0.0, 0.0);
  out[0] = pow(zero, 2.5);
  out[1] = pow(zero, complex<double>(2.0, -1.0));
  out[2] = pow(z[0], 2.0);
  out[3] = pow(z[0], 3.0);
  out[4] = pow(2.0, complex<double>(0.0, 1.0));
}'''
    z = np.array([1.5 - 0.75j])
    out = np.zeros(5, np.complex128)
    ultima.RawKernel(code, "powers")((1,), (1,), (z, out))
    same_bits(out[:2], np.zeros(2, np.complex128))
    assert_close(out[2:], [z[0] * z[0], z[0] * z[0] * z[0], 2.0 ** 1j], np.complex128, 8)
