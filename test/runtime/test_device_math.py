"""CUDA's device math library on OpenCL (kernels/device_math_f.cu, device_math_d.cu).

Every function runs over a sweep of inputs (0, -0, subnormals, +-inf, NaN, huge
arguments, and seeded random values over its domain) and is compared with an
independent host reference: SciPy/NumPy in double for the float functions,
mpmath at 40 digits for the double ones, exact rationals (fractions) for the
rounding-mode arithmetic. Bounds are CUDA's documented maximum ulp errors
(CUDA C++ Programming Guide, "Mathematical Functions"); the intrinsics use their
looser documented bounds.
"""

from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest

from harness import cdiv
from mathref import F32, F64, exact_op, round_fraction, round_sqrt, ulp_error, ulp_error_mp

sp = pytest.importorskip("scipy.special")
mpmath = pytest.importorskip("mpmath")

FILE_F = "device_math_f.cu"
FILE_D = "device_math_d.cu"


def _cases(path):
    """The op lists, in case order, read back from the kernel's switch statements."""
    text = (Path(__file__).parent / "kernels" / path).read_text()
    lists, cur = {}, None
    for line in text.splitlines():
        line = line.strip()
        if line.startswith("__device__") and "apply" in line:
            cur = int(line.split("apply")[1][0])
            lists[cur] = []
        elif line.startswith("case ") and cur:
            lists[cur].append(line.split("return ")[1].split("(")[0])
    return lists


CASES_F = _cases(FILE_F)
CASES_D = _cases(FILE_D)

EDGE_F = np.array([0.0, -0.0, 1.4e-45, -1.4e-45, 1e-40, -3e-39, 1.2e-38, 1e-30, 1e-10, 1e-4, 0.25, 0.5,
                   1.0, -1.0, 1.5, 2.0, -2.5, 3.0, 10.0, -10.0, 100.0, 1e4, 1e10, 1e30, 3.4e38,
                   -3.4e38, np.inf, -np.inf, np.nan], dtype=F32)
EDGE_D = np.array([0.0, -0.0, 5e-324, -5e-324, 1e-310, 2.3e-308, 1e-200, 1e-30, 1e-8, 0.25, 0.5, 1.0,
                   -1.0, 1.5, 2.0, -2.5, 3.0, 10.0, -10.0, 100.0, 1e4, 1e15, 1e100, 1e300, 1.7e308,
                   -1.7e308, np.inf, -np.inf, np.nan])


def sweep(rng, dtype, kind, n):
    """Inputs for a function whose domain is `kind`."""
    edge = EDGE_F if dtype == F32 else EDGE_D
    big = 38 if dtype == F32 else 300
    if kind == "any":
        r = np.concatenate([np.sign(rng.uniform(-1, 1, n)) * 10.0 ** rng.uniform(-big // 4, big // 4, n),
                            rng.uniform(-10, 10, n)])
    elif kind == "pos":
        r = np.concatenate([10.0 ** rng.uniform(-big, big, n), rng.uniform(0, 10, n)])
    elif kind == "unit":  # (-1, 1), crowded at the ends
        t = 10.0 ** -rng.uniform(0.3, 7 if dtype == F32 else 15, n)
        r = np.concatenate([rng.uniform(-1, 1, n), np.sign(rng.uniform(-1, 1, n)) * (1 - t)])
    elif kind == "two":  # (0, 2) with tiny values
        r = np.concatenate([rng.uniform(0, 2, n), 10.0 ** -rng.uniform(0, big, n), 2 - rng.uniform(0, 1, n) ** 4])
    elif kind == "prob":
        r = np.concatenate([rng.uniform(0, 1, n), 10.0 ** -rng.uniform(0, big, n)])
    elif kind == "ncdf":
        r = rng.uniform(-40, 10, 2 * n)
    elif kind == "erfcx":
        r = np.concatenate([rng.uniform(-10, 30, n), 10.0 ** rng.uniform(0, big, n)])
    elif kind == "trig":
        r = np.concatenate([rng.uniform(-10, 10, n), np.sign(rng.uniform(-1, 1, n)) * 10.0 ** rng.uniform(-5, 6, n)])
    elif kind == "pi":  # sin/cos range of the intrinsics
        r = rng.uniform(-np.pi, np.pi, 2 * n)
    elif kind == "small":
        r = rng.uniform(-10, 10, 2 * n)
    elif kind == "acosh":
        r = 1 + 10.0 ** rng.uniform(-6, 8, 2 * n)
    elif kind == "lgamma":
        r = np.concatenate([rng.uniform(-2.2, 40, n), rng.uniform(-30, -10.01, n) ])
    elif kind == "tgamma":
        r = np.concatenate([rng.uniform(0, 34, n), rng.uniform(-9.95, -0.05, n)])
    else:
        raise ValueError(kind)
    if kind in ("pi", "small", "acosh", "lgamma", "tgamma"):
        return r.astype(dtype)
    return np.concatenate([edge, r.astype(dtype)])


def run(cu, path, arity, op, *inputs):
    dtype = inputs[0].dtype
    n = inputs[0].size
    out = np.full(n, np.nan, dtype)
    cu(path).launch(f"math{arity}", cdiv(n, 64), 64, np.int32(op), *inputs, out, np.int32(n))
    return out


def check(name, x_inputs, res, err, bound, limit_mask=None):
    bad = err > bound
    if limit_mask is not None:
        bad &= limit_mask
    if bad.any():
        i = np.flatnonzero(bad)[:8]
        rows = "\n".join(f"  {tuple(float(a[j]) for a in x_inputs)} -> {float(res[j])!r} ({err[j]:.2f} ulp)"
                         for j in i)
        pytest.fail(f"{name}: {bad.sum()} of {err.size} results beyond {bound} ulp (max {np.nanmax(err):.2f}):\n{rows}",
                    pytrace=False)


# --------------------------------------------------------------------------
# float: name -> (reference on float64 arrays, domain, max ulp)
# --------------------------------------------------------------------------

def _mp_vec(fn):
    def f(x):
        out = np.empty(x.size)
        for i, t in enumerate(x):
            out[i] = float(fn(mpmath.mpf(float(t)))) if np.isfinite(t) else np.nan
        return out
    return f


_sinpi = _mp_vec(mpmath.sinpi)
_cospi = _mp_vec(mpmath.cospi)


with np.errstate(all="ignore"):
    F_UNARY = {
        "erfcxf": (sp.erfcx, "erfcx", 4), "erfinvf": (sp.erfinv, "unit", 2), "erfcinvf": (sp.erfcinv, "two", 4),
        "normcdff": (sp.ndtr, "ncdf", 5), "normcdfinvf": (sp.ndtri, "prob", 5),
        "rcbrtf": (lambda x: 1 / np.cbrt(x), "any", 1), "sinpif": (_sinpi, "trig", 1), "cospif": (_cospi, "trig", 1),
        "expf": (np.exp, "small", 2), "exp2f": (np.exp2, "small", 2), "exp10f": (lambda x: 10.0 ** x, "small", 2),
        "expm1f": (np.expm1, "small", 1), "logf": (np.log, "pos", 1), "log2f": (np.log2, "pos", 1),
        "log10f": (np.log10, "pos", 2), "log1pf": (np.log1p, "pos", 1), "sinf": (np.sin, "trig", 2),
        "cosf": (np.cos, "trig", 2), "tanf": (np.tan, "trig", 4), "asinf": (np.arcsin, "unit", 2),
        "acosf": (np.arccos, "unit", 2), "atanf": (np.arctan, "any", 2), "sinhf": (np.sinh, "small", 3),
        "coshf": (np.cosh, "small", 2), "tanhf": (np.tanh, "small", 2), "asinhf": (np.arcsinh, "any", 3),
        "acoshf": (np.arccosh, "acosh", 4), "atanhf": (np.arctanh, "unit", 3), "cbrtf": (np.cbrt, "any", 1),
        "erff": (sp.erf, "small", 2), "erfcf": (sp.erfc, "small", 4), "lgammaf": (sp.gammaln, "lgamma", 6),
        "tgammaf": (sp.gamma, "tgamma", 5), "sqrtf": (np.sqrt, "pos", 0.5), "rsqrtf": (lambda x: 1 / np.sqrt(x), "pos", 2),
        "logbf": (lambda x: np.where(x == 0, -np.inf, np.floor(np.log2(np.abs(x)))), "any", 0),
        "nearbyintf": (np.rint, "any", 0), "rintf": (np.rint, "any", 0),
        "roundf": (lambda x: np.sign(x) * np.floor(np.abs(x) + 0.5), "any", 0), "truncf": (np.trunc, "any", 0),
        "ceilf": (np.ceil, "any", 0), "floorf": (np.floor, "any", 0), "fabsf": (np.abs, "any", 0),
        "saturate": (lambda x: np.where(np.isnan(x), 0, np.clip(x, 0, 1)), "any", 0),
        "__saturatef": (lambda x: np.where(np.isnan(x), 0, np.clip(x, 0, 1)), "any", 0),
        "__frsqrt_rn": (lambda x: 1 / np.sqrt(x), "pos", 0.5), "__fsqrt_rn": (np.sqrt, "pos", 0.5),
        "__frcp_rn": (lambda x: 1 / x, "any", 0.5),
    }

# Intrinsics with CUDA's documented bounds: (reference, domain, ulp bound as a
# function of x, absolute-error bound and the range where it applies).
F_INTRINSICS = {
    "__expf": (np.exp, "small", lambda x: 2 + np.floor(np.abs(1.173 * x)), None),
    "__exp10f": (lambda x: 10.0 ** x, "small", lambda x: 2 + np.floor(np.abs(2.97 * x)), None),
    "__logf": (np.log, "pos", lambda x: 3, (0.5, 2, 2 ** -21.41)),
    "__log2f": (np.log2, "pos", lambda x: 2, (0.5, 2, 2 ** -22)),
    "__log10f": (np.log10, "pos", lambda x: 3, (0.5, 2, 2 ** -24)),
    "__sinf": (np.sin, "pi", None, (-np.pi, np.pi, 2 ** -21.41)),
    "__cosf": (np.cos, "pi", None, (-np.pi, np.pi, 2 ** -21.19)),
    "__tanf": (np.tan, "small", None, (-np.pi / 4, np.pi / 4, 2 ** -20)),
}


@pytest.mark.parametrize("name", sorted(F_UNARY))
def test_float_unary(cu, rng, name):
    ref_fn, kind, bound = F_UNARY[name]
    x = sweep(rng, F32, kind, 150)
    res = run(cu, FILE_F, 1, CASES_F[1].index(name), x)
    with np.errstate(all="ignore"):
        ref = ref_fn(x.astype(F64))
    err = ulp_error(res, ref, F32)
    # a result at the float range's edge where the double reference overflows float
    err[np.isinf(res) & (np.abs(ref) > np.finfo(F32).max) & (np.sign(res) == np.sign(ref))] = 0
    check(name, [x], res, err, bound)


@pytest.mark.parametrize("name", sorted(F_INTRINSICS))
def test_float_intrinsics(cu, rng, name):
    ref_fn, kind, ulps, absolute = F_INTRINSICS[name]
    x = sweep(rng, F32, kind, 150)
    x = x[np.isfinite(x)]
    res = run(cu, FILE_F, 1, CASES_F[1].index(name), x)
    with np.errstate(all="ignore"):
        ref = ref_fn(x.astype(F64))
    xd = x.astype(F64)
    ok = np.zeros(x.size, bool)
    inside = np.zeros(x.size, bool)
    if absolute:
        lo, hi, eps = absolute
        inside = (xd >= lo) & (xd <= hi)
        with np.errstate(all="ignore"):
            ok |= inside & (np.abs(res - ref) <= eps)
    if ulps:
        ok |= ~inside & (ulp_error(res, ref, F32) <= ulps(xd))
    else:
        ok |= ~inside  # no documented bound outside the range
    ok |= np.isnan(res) & np.isnan(ref)
    assert ok.all(), f"{name}: {np.flatnonzero(~ok)[:5]} {x[~ok][:5]} -> {res[~ok][:5]} vs {ref[~ok][:5]}"


def _pairs(rng, dtype, n):
    edge = EDGE_F if dtype == F32 else EDGE_D
    a, b = np.meshgrid(edge, edge)
    big = 30 if dtype == F32 else 200
    ra = np.sign(rng.uniform(-1, 1, n)) * 10.0 ** rng.uniform(-big, big, n)
    rb = ra * rng.uniform(-4, 4, n) + np.sign(rng.uniform(-1, 1, n)) * 10.0 ** rng.uniform(-big, big, n)
    sa, sb = rng.uniform(-10, 10, n), rng.uniform(-10, 10, n)
    return (np.concatenate([a.ravel(), ra, sa]).astype(dtype), np.concatenate([b.ravel(), rb, sb]).astype(dtype))


def _rem(a, b):
    return a - b * np.round(a / b) if False else np.remainder(a, b)


F_BINARY = {
    "atan2f": (np.arctan2, 3), "powf": (np.power, 4), "hypotf": (np.hypot, 3),
    "rhypotf": (lambda a, b: 1 / np.hypot(a, b), 2), "fmodf": (np.fmod, 0),
    "fdimf": (lambda a, b: np.where(np.isnan(a) | np.isnan(b), np.nan, np.where(a > b, a - b, 0)), 0.5),
    "copysignf": (np.copysign, 0), "fminf": (np.fmin, 0), "fmaxf": (np.fmax, 0),
    "min": (np.fmin, 0), "max": (np.fmax, 0),
    "fdividef": (np.divide, 2), "__fdividef": (np.divide, 2), "__powf": (np.power, None),
}


@pytest.mark.parametrize("name", sorted(F_BINARY))
def test_float_binary(cu, rng, name):
    ref_fn, bound = F_BINARY[name]
    a, b = _pairs(rng, F32, 300)
    if name == "powf" or name == "__powf":
        a = np.abs(a)
    res = run(cu, FILE_F, 2, CASES_F[2].index(name), a, b)
    with np.errstate(all="ignore"):
        ref = ref_fn(a.astype(F64), b.astype(F64))
    err = ulp_error(res, ref, F32)
    err[np.isinf(res) & (np.abs(ref) > np.finfo(F32).max) & (np.sign(res) == np.sign(ref))] = 0
    if name in ("fdividef", "__fdividef"):
        # documented for 2^-126 <= |b| <= 2^126
        mask = (np.abs(b) >= 2.0 ** -126) & (np.abs(b) <= 2.0 ** 126)
        check(name, [a, b], res, err, bound, mask)
    elif name == "__powf":
        # derived bound (exp2(y * log2(x))): relative error 2^-16 for moderate results
        mask = (np.abs(ref) > 1e-30) & (np.abs(ref) < 1e30) & (np.abs(b) < 30)
        with np.errstate(all="ignore"):
            rel = np.abs(res - ref) / np.abs(np.where(ref == 0, 1, ref))
        assert not (mask & (rel > 2 ** -16)).any()
    else:
        check(name, [a, b], res, err, bound)


def test_float_nextafter_remainder(cu, rng):
    a, b = _pairs(rng, F32, 300)
    res = run(cu, FILE_F, 2, CASES_F[2].index("nextafterf"), a, b)
    ref = np.nextafter(a, b)
    assert np.array_equal(res, ref, equal_nan=True)
    with np.errstate(all="ignore"):
        fin = np.isfinite(a) & np.isfinite(b) & (b != 0) & (np.abs(a.astype(F64) / np.where(b == 0, 1, b)) < 1e6)
    res = run(cu, FILE_F, 2, CASES_F[2].index("remainderf"), a[fin], b[fin])
    ref = [float(Fraction(float(x)) - round(Fraction(float(x)) / Fraction(float(y))) * Fraction(float(y)))
           for x, y in zip(a[fin], b[fin])]
    assert np.array_equal(res.astype(F64), np.array(ref, F64).astype(F32).astype(F64))


F_TERNARY = {
    "fmaf": (lambda a, b, c: None, 0),
    "norm3df": (lambda a, b, c: np.sqrt(a * a + b * b + c * c), 3),
    "rnorm3df": (lambda a, b, c: 1 / np.sqrt(a * a + b * b + c * c), 2),
}


@pytest.mark.parametrize("name", ["norm3df", "rnorm3df", "norm4df", "rnorm4df"])
def test_float_norms(cu, rng, name):
    k = 4 if "4" in name else 3
    n = 400
    args = [np.concatenate([EDGE_F, (np.sign(rng.uniform(-1, 1, n)) * 10.0 ** rng.uniform(-20, 20, n)).astype(F32)])
            for _ in range(k)]
    for a in args[1:]:
        rng.shuffle(a)
    res = run(cu, FILE_F, k, CASES_F[k].index(name), *args)
    with np.errstate(all="ignore"):
        s = sum(a.astype(F64) ** 2 for a in args)
        ref = np.sqrt(s) if not name.startswith("r") else 1 / np.sqrt(s)
        anyinf = np.any([np.isinf(a) for a in args], axis=0)
        ref[anyinf] = 0 if name.startswith("r") else np.inf
    check(name, args, res, ulp_error(res, ref, F32), 2 if name.startswith("r") else 3)


# --------------------------------------------------------------------------
# Rounding-mode arithmetic: exact, against rationals.
# --------------------------------------------------------------------------

def _rounding_inputs(rng, dtype, n, arity):
    edge = EDGE_F if dtype == F32 else EDGE_D
    info = np.finfo(dtype)
    cols = []
    for _ in range(arity):
        e = rng.uniform(-1, 1, n) * (30 if dtype == F32 else 300)
        v = (np.sign(rng.uniform(-1, 1, n)) * 10.0 ** e).astype(dtype)
        cols.append(v)
    # near-cancellation and tiny addends (the remainder decides the rounding)
    cols[1][: n // 4] = (-cols[0][: n // 4] * (1 + rng.uniform(-1e-6, 1e-6, n // 4))).astype(dtype)
    cols[1][n // 4: n // 2] = (cols[0][n // 4: n // 2] * 10.0 ** -rng.uniform(5, 40, n // 4)).astype(dtype)
    if arity == 3:
      with np.errstate(all="ignore"):
        cols[2][: n // 2] = (-(cols[0][: n // 2].astype(F64) * cols[1][: n // 2]) * (1 + rng.uniform(-1e-5, 1e-5, n // 2))).astype(dtype)
    k = edge.size
    for c in cols:
        c[-k:] = rng.permutation(edge)
    cols[0][:4] = [info.max, -info.max, info.max, info.tiny]
    cols[1][:4] = [info.max, info.max * 0.25, -info.max, -info.tiny * 0.5]
    return cols


ROUND_OPS = [("add", 2), ("sub", 2), ("mul", 2), ("div", 2), ("fma", 3), ("rcp", 1), ("sqrt", 1)]


def _fma_special(a, b, c):
    if np.isinf(c) and np.isfinite(a) and np.isfinite(b):
        return c
    return type(a)(F64(a) * F64(b) + F64(c))


def _reference(op, mode, dtype, cols):
    out = []
    with np.errstate(all="ignore"):
        rn = {"add": lambda a, b: a + b, "sub": lambda a, b: a - b, "mul": lambda a, b: a * b,
              "div": lambda a, b: a / b, "rcp": lambda a: dtype(1) / a, "sqrt": np.sqrt,
              "fma": _fma_special}[op]  # used for non-finite arguments only
        for args in zip(*cols):
            if op == "sqrt":
                r = round_sqrt(args[0], mode, dtype)
            else:
                x = exact_op(op, args)
                r = None if x is None else (round_fraction(x, mode, dtype) if x != 0 else dtype(0))
            out.append(rn(*[dtype(a) for a in args]) if r is None else r)
    return np.array(out, dtype)


def _same(res, ref):
    return (res == ref) | (np.isnan(res) & np.isnan(ref))


@pytest.mark.parametrize("mode", ["rn", "rz", "ru", "rd"])
def test_float_rounding_modes(cu, rng, mode):
    failures = []
    for op, arity in ROUND_OPS:
        if op == "sqrt":
            cols = [np.abs(_rounding_inputs(rng, F32, 300, 2)[0])]
        else:
            cols = _rounding_inputs(rng, F32, 300, max(arity, 2))[:arity]
        name = {"fma": "__fmaf_", "rcp": "__frcp_", "sqrt": "__fsqrt_"}.get(op, f"__f{op}_") + mode
        res = run(cu, FILE_F, arity, CASES_F[arity].index(name), *cols)
        ref = _reference(op, mode, F32, cols)
        bad = ~_same(res, ref)
        if bad.any():
            i = np.flatnonzero(bad)[0]
            failures.append(f"{name}{tuple(float(c[i]) for c in cols)} = {res[i]!r}, exact {ref[i]!r} ({bad.sum()} wrong)")
    assert not failures, "\n".join(failures)


def test_float_fmaf_ieee(cu, rng):
    cols = _rounding_inputs(rng, F32, 200, 3)
    res = run(cu, FILE_F, 3, CASES_F[3].index("__fmaf_ieee_rz"), *cols)
    assert _same(res, _reference("fma", "rz", F32, cols)).all()
    res = run(cu, FILE_F, 3, CASES_F[3].index("fmaf"), *cols)
    assert _same(res, _reference("fma", "rn", F32, cols)).all()


@pytest.mark.parametrize("mode", ["rn", "rz", "ru", "rd"])
def test_double_rounding_modes(cu, rng, mode):
    failures = []
    for op, arity in ROUND_OPS:
        if op == "sub" and mode != "rz":
            continue
        if op == "sqrt":
            cols = [np.abs(_rounding_inputs(rng, F64, 200, 2)[0])]
        else:
            cols = _rounding_inputs(rng, F64, 200, max(arity, 2))[:arity]
        name = {"fma": "__fma_", "rcp": "__drcp_", "sqrt": "__dsqrt_"}.get(op, f"__d{op}_") + mode
        res = run(cu, FILE_D, arity, CASES_D[arity].index(name), *cols)
        ref = _reference(op, mode, F64, cols)
        bad = ~_same(res, ref)
        # documented: the remainder of mul/div/fma is not representable when
        # the exact result is subnormal
        if op in ("mul", "div", "fma"):
            bad &= ~(np.abs(ref) < 2.0 ** -1022)
        if bad.any():
            i = np.flatnonzero(bad)[0]
            failures.append(f"{name}{tuple(float(c[i]) for c in cols)} = {res[i]!r}, exact {ref[i]!r} ({bad.sum()} wrong)")
    assert not failures, "\n".join(failures)


def test_float_out_params(cu, rng):
    x = np.concatenate([EDGE_F[np.isfinite(EDGE_F)], rng.uniform(-100, 100, 200).astype(F32)])
    n = x.size
    s, c, m, sp_, cp = (np.zeros(n, F32) for _ in range(5))
    e = np.zeros(n, np.int32)
    cu(FILE_F).launch("outparams", cdiv(n, 64), 64, x, s, c, m, e, sp_, cp, np.int32(n))
    xd = x.astype(F64)
    assert (ulp_error(s, np.sin(xd), F32) <= 2).all()
    assert (ulp_error(c, np.cos(xd), F32) <= 2).all()
    assert (ulp_error(sp_, _sinpi(xd), F32) <= 1).all()
    assert (ulp_error(cp, _cospi(xd), F32) <= 1).all()
    frac, _ = np.modf(x)
    np.testing.assert_array_equal(m, frac)
    _, ex = np.frexp(x)
    np.testing.assert_array_equal(e, ex)


# --------------------------------------------------------------------------
# double, against mpmath
# --------------------------------------------------------------------------

mp = mpmath.mp


def _mp_erfcx(x):
    if mpmath.isinf(x):
        return mpmath.mpf(0) if x > 0 else mpmath.inf
    if x > 1e6:  # asymptotic series, exact to far beyond double here
        t = 1 / (2 * x * x)
        return (1 - t + 3 * t * t - 15 * t ** 3) / (x * mpmath.sqrt(mpmath.pi))
    if x < -30:
        return mpmath.inf
    return mpmath.exp(x * x) * mpmath.erfc(x)


def _mp_erfcinv(y):
    if y <= 0 or y >= 2:
        return mpmath.inf if y == 0 else (-mpmath.inf if y == 2 else mpmath.nan)
    if y == 1:
        return mpmath.mpf(0)
    if y > 1:
        return -_mp_erfcinv(2 - y)
    guess = min(float(sp.erfcinv(float(y))), 27.3)
    return mpmath.findroot(lambda r: mpmath.log(mpmath.erfc(r)) - mpmath.log(y), guess)


def _mp_erfinv(x):
    if abs(x) > 1:
        return mpmath.nan
    if abs(x) == 1:
        return mpmath.inf * mpmath.sign(x)
    if abs(x) < 0.5:
        return mpmath.erfinv(x)
    return mpmath.sign(x) * _mp_erfcinv(1 - abs(x))


def _guard(fn, lo=None, hi=None):
    def g(x):
        if mpmath.isnan(x) or (lo is not None and x < lo) or (hi is not None and x > hi):
            return mpmath.nan
        return fn(x)
    return g


D_UNARY = {
    "erfcx": (_mp_erfcx, "erfcx", 4), "erfinv": (_mp_erfinv, "unit", 5), "erfcinv": (_mp_erfcinv, "two", 6),
    "normcdf": (lambda x: mpmath.ncdf(x) if abs(x) < 1e4 else mpmath.mpf(x > 0), "ncdf", 5),
    "normcdfinv": (lambda p: mpmath.nan if not 0 <= p <= 1 else -mpmath.sqrt(2) * _mp_erfcinv(2 * p), "prob", 8),
    "rcbrt": (lambda x: mpmath.inf * mpmath.sign(mpmath.mpf(1) / x if x else 1) if x == 0 else mpmath.sign(x) / mpmath.cbrt(abs(x)), "any", 1),
    "sinpi": (mpmath.sinpi, "trig", 2), "cospi": (mpmath.cospi, "trig", 2),
}


def _mp_ref(fn, xs):
    out = []
    for x in xs:
        if np.isnan(x):
            out.append(mpmath.nan)
            continue
        v = mpmath.mpf(float(x)) if np.isfinite(x) else (mpmath.inf if x > 0 else -mpmath.inf)
        try:
            out.append(fn(v))
        except (ValueError, ZeroDivisionError):
            out.append(mpmath.nan)
    return out


@pytest.mark.parametrize("name", sorted(D_UNARY))
def test_double_special(cu, rng, name):
    fn, kind, bound = D_UNARY[name]
    x = sweep(rng, F64, kind, 60)
    if name == "rcbrt":
        x = x[x != 0]  # signed-zero results are checked in the lit test's rules; here values
    res = run(cu, FILE_D, 1, CASES_D[1].index(name), x)
    with mp.workdps(40):
        ref = _mp_ref(fn, x)
        err = ulp_error_mp(res, ref, F64)
    check(name, [x], res, err, bound)


with np.errstate(all="ignore"):
    D_PLAIN = {  # OpenCL built-ins, against NumPy in long double where it is wider
        "exp": (mpmath.exp, "small", 1), "exp2": (lambda x: mpmath.mpf(2) ** x, "small", 1),
        "exp10": (lambda x: mpmath.mpf(10) ** x, "small", 1), "expm1": (mpmath.expm1, "small", 1),
        "log": (_guard(mpmath.log, 0), "pos", 1), "log2": (_guard(lambda x: mpmath.log(x, 2), 0), "pos", 1),
        "log10": (_guard(mpmath.log10, 0), "pos", 1), "log1p": (_guard(mpmath.log1p, -1), "pos", 1),
        "sin": (mpmath.sin, "trig", 2), "cos": (mpmath.cos, "trig", 2), "tan": (mpmath.tan, "trig", 2),
        "asin": (_guard(mpmath.asin, -1, 1), "unit", 2), "acos": (_guard(mpmath.acos, -1, 1), "unit", 2),
        "atan": (mpmath.atan, "any", 2), "sinh": (mpmath.sinh, "small", 2), "cosh": (mpmath.cosh, "small", 1),
        "tanh": (mpmath.tanh, "small", 1), "asinh": (mpmath.asinh, "any", 3),
        "acosh": (_guard(mpmath.acosh, 1), "acosh", 3), "atanh": (_guard(mpmath.atanh, -1, 1), "unit", 2),
        "cbrt": (mpmath.cbrt, "pos", 1), "erf": (mpmath.erf, "small", 2), "erfc": (mpmath.erfc, "small", 5),
        "lgamma": (lambda x: mpmath.log(abs(mpmath.gamma(x))), "lgamma", 4),
        "tgamma": (mpmath.gamma, "tgamma", 10), "sqrt": (_guard(mpmath.sqrt, 0), "pos", 0.5),
        "rsqrt": (_guard(lambda x: 1 / mpmath.sqrt(x), 0), "pos", 1),
    }


@pytest.mark.parametrize("name", sorted(D_PLAIN))
def test_double_builtin(cu, rng, name):
    fn, kind, bound = D_PLAIN[name]
    x = sweep(rng, F64, kind, 40)
    x = x[np.isfinite(x) & (x != 0)] if kind != "pos" else x[np.isfinite(x) & (x > 0)]
    res = run(cu, FILE_D, 1, CASES_D[1].index(name), x)
    with mp.workdps(40):
        ref = _mp_ref(fn, x)
        err = ulp_error_mp(res, ref, F64)
    check(name, [x], res, err, bound)


@pytest.mark.parametrize("name", ["atan2", "pow", "hypot", "rhypot", "norm3d", "rnorm3d", "norm4d", "rnorm4d"])
def test_double_multi(cu, rng, name):
    k = 4 if "4" in name else (3 if "3" in name else 2)
    n = 150
    args = [np.concatenate([EDGE_D, np.sign(rng.uniform(-1, 1, n)) * 10.0 ** rng.uniform(-150, 150, n),
                            rng.uniform(-5, 5, n)]) for _ in range(k)]
    for a in args[1:]:
        rng.shuffle(a)
    if name == "pow":
        args[0] = np.abs(args[0])
        args[1] = np.where(np.abs(args[1]) > 50, args[1] * 1e-290, args[1])
    res = run(cu, FILE_D, k, CASES_D[k].index(name), *args)
    bound = {"atan2": 2, "pow": 2, "hypot": 2, "rhypot": 1, "norm3d": 2, "rnorm3d": 1, "norm4d": 2, "rnorm4d": 1}[name]
    with mp.workdps(40):
        ref = []
        for vals in zip(*args):
            v = [mpmath.mpf(float(t)) if np.isfinite(t) else (mpmath.nan if np.isnan(t) else mpmath.inf * np.sign(t)) for t in vals]
            if name == "atan2":
                ref.append(mpmath.nan if any(map(mpmath.isnan, v)) else mpmath.mpf(float(np.arctan2(*vals))) if any(map(mpmath.isinf, v)) else mpmath.atan2(v[0], v[1]))
            elif name == "pow":
                ok = all(np.isfinite(vals)) and vals[0] > 0
                ref.append(mpmath.power(v[0], v[1]) if ok else mpmath.mpf(float(np.power(*vals))) if not np.isnan(np.power(*vals)) else mpmath.nan)
            else:
                if any(map(mpmath.isinf, v)):
                    r = mpmath.inf
                elif any(map(mpmath.isnan, v)):
                    r = mpmath.nan
                else:
                    r = mpmath.sqrt(sum(t * t for t in v))
                ref.append((1 / r if r != 0 else mpmath.inf) if name.startswith("r") else r)
        err = ulp_error_mp(res, ref, F64)
    check(name, args, res, err, bound)


def test_double_out_params(cu, rng):
    x = np.concatenate([EDGE_D[np.isfinite(EDGE_D)], rng.uniform(-100, 100, 200)])
    n = x.size
    s, c, sp_, cp = (np.zeros(n) for _ in range(4))
    cu(FILE_D).launch("outparams_d", cdiv(n, 64), 64, x, s, c, sp_, cp, np.int32(n))
    with mp.workdps(40):
        for got, fn, bound in ((s, mpmath.sin, 2), (c, mpmath.cos, 2), (sp_, mpmath.sinpi, 2), (cp, mpmath.cospi, 2)):
            err = ulp_error_mp(got, [fn(mpmath.mpf(float(t))) for t in x], F64)
            assert (err <= bound).all(), (fn, x[err > bound][:4])
