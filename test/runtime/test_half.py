"""CUDA half precision (kernels/half.cu) executed on PoCL, which has no cl_khr_fp16.

References are computed independently on the host: half values are decoded by
NumPy float16, rounding to half in each mode is done exactly with integer
arithmetic on float64 (every float and half is exact in float64), fma with
exact rationals. Results are compared bit for bit; NaN matches any NaN.
"""

from fractions import Fraction

import numpy as np
import pytest

from harness import cdiv, load

FILE = "half.cu"
BLOCK = 256
MAXH = 65504.0
RNG = np.random.default_rng(20240611)


def launch(name, n, *args):
    load(FILE).launch(name, cdiv(n, BLOCK), BLOCK, *args)


def halves(bits):
    return np.asarray(bits, dtype=np.uint16).view(np.float16)


def round_half(x, mode):
    """Exact rounding of float64 values x to half bits; mode rn/rz/ru/rd."""
    x = np.asarray(x, dtype=np.float64)
    with np.errstate(invalid="ignore"):
        return _round_half(x, mode)


def _round_half(x, mode):
    out = np.empty(x.shape, dtype=np.float16)
    nan = np.isnan(x)
    ax = np.abs(np.where(nan, 0.0, x))
    neg = np.signbit(x)
    m, e = np.frexp(ax)  # ax = m * 2^e, m in [0.5, 1)
    q = np.maximum(e - 11, -24)  # the quantum of the half result
    scaled = np.ldexp(ax, -q)
    n = np.floor(scaled)
    frac = scaled - n
    odd = np.mod(n, 2) == 1
    away = (mode == "ru") & ~neg | (mode == "rd") & neg
    if mode == "rn":
        n = n + ((frac > 0.5) | ((frac == 0.5) & odd))
    elif mode != "rz":
        n = n + ((frac > 0) & away)
    mag = np.ldexp(n, q)
    over = mag > MAXH
    if mode == "rn":
        mag = np.where(over, np.inf, mag)
    else:
        mag = np.where(over, np.where(away, np.inf, MAXH), mag)
    mag = np.where(np.isinf(ax), np.inf, mag)
    out[:] = np.where(neg, -mag, mag).astype(np.float16)  # exact: mag is a half
    out[nan] = np.nan
    return out


def round_frac_half(fr):
    """Nearest-even half of an exact Fraction."""
    if fr == 0:
        return np.float16(0.0)
    neg = fr < 0
    a = -fr if neg else fr
    e = 0
    while a >= Fraction(2) ** (e + 1):
        e += 1
    while a < Fraction(2) ** e:
        e -= 1
    q = max(e - 10, -24)
    scaled = a / Fraction(2) ** q
    n, rem = divmod(scaled.numerator, scaled.denominator)
    twice = 2 * rem
    if twice > scaled.denominator or (twice == scaled.denominator and n % 2 == 1):
        n += 1
    v = float(n) * 2.0 ** q
    v = np.inf if v > MAXH else v
    return np.float16(-v if neg else v)


def assert_same(got, want, what):
    got = np.asarray(got).astype(np.float16)
    want = np.asarray(want).astype(np.float16)
    gb, wb = got.view(np.uint16), want.view(np.uint16)
    ok = (gb == wb) | (np.isnan(got) & np.isnan(want))
    assert got.size > 0
    if not ok.all():
        bad = np.flatnonzero(~ok)[:8]
        pytest.fail(f"{what}: {len(np.flatnonzero(~ok))} mismatches, first: "
                    + ", ".join(f"[{i}] got {gb.flat[i]:#06x} want {wb.flat[i]:#06x}" for i in bad))


ALL_BITS = np.arange(65536, dtype=np.uint16)
ALL = halves(ALL_BITS)

INT_TYPES = {"int": np.int32, "uint": np.uint32, "short": np.int16, "ushort": np.uint16,
             "ll": np.int64, "ull": np.uint64}


def int_reference(values, mode, dtype, nan_value):
    """CUDA's saturating half -> integer conversion in `mode` (NaN -> nan_value)."""
    v = values.astype(np.float64)
    with np.errstate(invalid="ignore"):
        r = {"rn": np.rint, "rz": np.trunc, "ru": np.ceil, "rd": np.floor}[mode](v)
    info = np.iinfo(dtype)
    res = np.zeros(v.shape, dtype)
    fin = np.isfinite(r)
    res[fin] = np.clip(r[fin], max(info.min, -1e6), min(info.max, 1e6)).astype(dtype)
    res[r == np.inf] = info.max
    res[r == -np.inf] = info.min
    res[np.isnan(v)] = nan_value
    return res


def test_half_to_float_and_integers_all_65536():
    n = 65536
    f = np.zeros(2 * n, np.float32)
    arrays = {k: np.zeros(4 * n, t) for k, t in INT_TYPES.items()}
    misc = np.zeros(6 * n, np.int32)
    launch("half_to", n, ALL_BITS.copy(), f, arrays["int"], arrays["uint"], arrays["short"],
           arrays["ushort"], arrays["ll"], arrays["ull"], misc, np.int32(n))
    want = ALL.astype(np.float32)
    for k in range(2):
        got = f[k::2]
        same = (got.view(np.uint32) == want.view(np.uint32)) | (np.isnan(got) & np.isnan(want))
        assert same.all(), f"half->float form {k}: {np.flatnonzero(~same)[:8]}"
    for name, dtype in INT_TYPES.items():
        # CUDA documents 0x8000000000000000 for NaN in the 64-bit conversions.
        nan_value = {"ll": -2 ** 63, "ull": 2 ** 63}.get(name, 0)
        for m, mode in enumerate(["rn", "rz", "ru", "rd"]):
            ref = int_reference(ALL, mode, dtype, nan_value)
            got = arrays[name][m::4]
            bad = np.flatnonzero(got != ref)
            assert bad.size == 0, (f"__half2{name}_{mode}: bits {ALL_BITS[bad[:6]]} got "
                                   f"{got[bad[:6]]} want {ref[bad[:6]]}")
    rz_int = int_reference(ALL, "rz", np.int32, 0)
    assert (misc[0::6] == rz_int).all()
    assert (misc[1::6] == int_reference(ALL, "rz", np.int64, -2 ** 63).astype(np.int32)).all()
    assert (misc[2::6] == ((ALL_BITS & 0x7FFF) != 0)).all()  # operator bool: NaN is true
    assert (misc[3::6] == 1).all()
    assert (misc[4::6] == np.isnan(ALL)).all()
    assert (misc[5::6] == np.where(np.isinf(ALL), np.sign(ALL), 0).astype(np.int32)).all()


def float_sweep():
    # Every half, its midpoints with both neighbours (ties), one float ulp
    # either side of those, the subnormal range, overflow, specials, random floats.
    fin = ALL[np.isfinite(ALL)].astype(np.float64)
    fin = np.unique(fin)
    mids = ((fin[:-1] + fin[1:]) / 2).astype(np.float32)
    near = np.concatenate([np.nextafter(mids, np.float32(np.inf)),
                           np.nextafter(mids, np.float32(-np.inf))])
    special = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 65504, 65519.996, 65520, 65536, 1e10,
                        -65520, 3.4e38, 2.0 ** -25, 2.0 ** -26, 1.5 * 2.0 ** -25, 1e-30, 1e-45,
                        -1e-45, 2.0 ** -24 * 0.75], np.float32)
    rand = np.concatenate([
        (RNG.uniform(-1, 1, 20000) * 10.0 ** RNG.uniform(-9, 5.5, 20000)).astype(np.float32),
        RNG.integers(0, 2 ** 32, 20000, dtype=np.uint64).astype(np.uint32).view(np.float32)])
    return np.concatenate([fin.astype(np.float32), mids, near, special, rand])


def test_float_to_half_four_rounding_modes():
    f = float_sweep()
    n = f.size
    out = np.zeros(6 * n, np.uint16)
    launch("float_to", n, f, out, np.int32(n))
    got = out.view(np.float16)
    for m, mode in enumerate(["rn", "rz", "ru", "rd"]):
        assert_same(got[m::6], round_half(f, mode), f"__float2half_{mode}")
    assert_same(got[4::6], round_half(f, "rn"), "__float2half")
    assert_same(got[5::6], round_half(f, "rn"), "__half(float)")
    # NaN becomes CUDA's canonical NaN.
    assert (out[0::6][np.isnan(f)] == 0x7FFF).all()


def test_double_to_half_single_rounding():
    fin = np.unique(ALL[np.isfinite(ALL)].astype(np.float64))
    mids = (fin[:-1] + fin[1:]) / 2
    # Just above a midpoint by less than a float ulp: rounding through float would tie.
    d = np.concatenate([mids, mids + np.abs(mids) * 2.0 ** -40, mids - np.abs(mids) * 2.0 ** -40,
                        [np.nan, np.inf, -np.inf, 1e300, -1e-300, 65520.0, 65519.99999999]])
    n = d.size
    out = np.zeros(2 * n, np.uint16)
    launch("double_to", n, d, out, np.int32(n))
    want = round_half(d, "rn")
    assert_same(out[0::2].view(np.float16), want, "__double2half")
    assert_same(out[1::2].view(np.float16), want, "__half(double)")


def test_integer_to_half_four_rounding_modes():
    iv = np.concatenate([np.arange(-70000, 70000, 7, dtype=np.int64),
                         [2 ** 31 - 1, -2 ** 31, 65504, 65505, 65519, 65520, 65536, 2049, 2051,
                          4097, 4099, -2049, 0],
                         RNG.integers(-2 ** 31, 2 ** 31, 3000)]).astype(np.int32)
    n = iv.size
    uv = iv.view(np.uint32)
    lv = iv.astype(np.int64) * RNG.integers(1, 2 ** 31, n)
    lv[:3] = [2 ** 63 - 1, -2 ** 63, 2 ** 40 + 1]
    ulv = lv.view(np.uint64)
    out = np.zeros(17 * n, np.uint16)
    launch("int_to", n, iv, uv, lv, ulv, out, np.int32(n))
    got = out.view(np.float16)
    for t, src in enumerate([iv, uv, lv, ulv]):
        # float64 is exact below 2^53; anything larger is far beyond the half
        # range, where every mode gives inf or the largest finite half anyway.
        as_double = src.astype(np.float64)
        for m, mode in enumerate(["rn", "rz", "ru", "rd"]):
            assert_same(got[4 * t + m::17], round_half(as_double, mode), f"int type {t} mode {mode}")
    assert_same(got[16::17], round_half(iv.astype(np.float64), "rn"), "__half(int)")


def half_pairs():
    special = halves([0x0000, 0x8000, 0x0001, 0x8001, 0x03FF, 0x0400, 0x3C00, 0xBC00, 0x3BFF,
                      0x3C01, 0x7BFF, 0xFBFF, 0x7C00, 0xFC00, 0x7E00, 0x7FFF, 0x3800, 0x4000,
                      0x5640, 0x1400])
    a = np.concatenate([np.repeat(special, special.size), halves(RNG.integers(0, 65536, 6000)),
                        (RNG.normal(0, 3, 6000)).astype(np.float16)])
    b = np.concatenate([np.tile(special, special.size), halves(RNG.integers(0, 65536, 6000)),
                        (RNG.normal(0, 3, 6000)).astype(np.float16)])
    c = np.concatenate([halves(RNG.integers(0, 65536, a.size - 6000)),
                        (RNG.normal(0, 3, 6000)).astype(np.float16)])
    return a, b, c


def cuda_min(a, b, is_max):
    out = np.where(is_max, np.where(a > b, a, b), np.where(a < b, a, b)).astype(np.float16)
    zeros = (a == 0) & (b == 0)
    ab, bb = a.view(np.uint16), b.view(np.uint16)
    zbits = np.where(is_max, ab & bb, ab | bb).astype(np.uint16).view(np.float16)
    out = np.where(zeros, zbits, out)
    out = np.where(np.isnan(a), b, out)
    out = np.where(np.isnan(b), a, out)
    return out


def sat(h):
    h = h.astype(np.float16)
    return np.where(np.isnan(h) | (h < 0), np.float16(0), np.where(h > 1, np.float16(1), h))


def test_arithmetic_and_comparisons():
    a, b, c = half_pairs()
    n = a.size
    out = np.zeros(13 * n, np.uint16)
    cmp = np.zeros(18 * n, np.int32)
    launch("binary", n, a.view(np.uint16).copy(), b.view(np.uint16).copy(),
           c.view(np.uint16).copy(), out, cmp, np.int32(n))
    got = out.view(np.float16)
    A, B, C = (v.astype(np.float64) for v in (a, b, c))
    with np.errstate(all="ignore"):
        add = round_half(A + B, "rn")
        sub = round_half(A - B, "rn")
        mul = round_half(A * B, "rn")
        div = round_half(A / B, "rn")  # float64 then half: innocuous double rounding
        fma = np.array([round_frac_half(Fraction(x) * Fraction(y) + Fraction(z))
                        if np.isfinite(x) and np.isfinite(y) and np.isfinite(z)
                        else np.float16(x * y + z) for x, y, z in zip(A, B, C)], np.float16)
        assert_same(got[0::13], add, "__hadd")
        assert_same(got[1::13], sub, "__hsub")
        assert_same(got[2::13], mul, "__hmul")
        assert_same(got[3::13], div, "__hdiv")
        assert_same(got[4::13], fma, "__hfma")
        assert_same(got[5::13], cuda_min(a, b, False), "__hmin")
        assert_same(got[6::13], cuda_min(a, b, True), "__hmax")
        assert_same(got[7::13], sat(add), "__hadd_sat")
        assert_same(got[8::13], sat(sub), "__hsub_sat")
        assert_same(got[9::13], sat(mul), "__hmul_sat")
        assert_same(got[10::13], sat(fma), "__hfma_sat")
        rh = lambda v: round_half(v, "rn").astype(np.float64)
        ops = rh(rh(A + rh(B * C)) - rh(A / B))
        assert_same(got[11::13], ops, "x + y * z - x / y")
        acc = rh(rh(rh(rh(A + B) * C) - B) / A)
        assert_same(got[12::13], acc, "compound assignments")
        unordered = np.isnan(A) | np.isnan(B)
        want = [A == B, (A != B) & ~unordered, A < B, A <= B, A > B, A >= B,
                (A == B) | unordered, A != B, (A < B) | unordered, (A <= B) | unordered,
                (A > B) | unordered, (A >= B) | unordered,
                A == B, A != B, A < B, A <= B, A > B, A >= B]
    names = ["heq", "hne", "hlt", "hle", "hgt", "hge", "hequ", "hneu", "hltu", "hleu", "hgtu",
             "hgeu", "==", "!=", "<", "<=", ">", ">="]
    for k, (w, name) in enumerate(zip(want, names)):
        bad = np.flatnonzero(cmp[k::18] != w)
        assert bad.size == 0, f"{name}: a={a[bad[:4]]} b={b[bad[:4]]}"


def test_unary_math():
    x = ALL
    n = x.size
    out = np.zeros(16 * n, np.uint16)
    launch("unary", n, ALL_BITS.copy(), out, np.int32(n))
    got = out.view(np.float16)
    X = x.astype(np.float64)
    with np.errstate(all="ignore"):
        assert_same(got[0::16], round_half(np.sqrt(X), "rn"), "hsqrt")
        assert_same(got[1::16], round_half(1.0 / X, "rn"), "hrcp")
        neg = (ALL_BITS ^ 0x8000).view(np.float16)
        assert_same(got[2::16], neg, "__hneg")
        assert_same(got[3::16], (ALL_BITS & 0x7FFF).view(np.float16), "__habs")
        assert_same(got[4::16], np.trunc(x), "htrunc")
        assert_same(got[5::16], np.ceil(x), "hceil")
        assert_same(got[6::16], np.floor(x), "hfloor")
        assert_same(got[7::16], np.rint(x), "hrint")
        assert_same(got[8::16], neg, "unary -")
        # Approximate functions: within one half ulp of the correctly rounded value.
        for k, fn in [(9, lambda v: 1 / np.sqrt(v)), (10, np.exp), (11, np.exp2), (12, np.log),
                      (13, np.log2), (14, np.sin), (15, np.cos)]:
            want = round_half(fn(X), "rn")
            g = got[k::16]
            close = (g.view(np.uint16) == want.view(np.uint16)) | (np.isnan(g) & np.isnan(want))
            step = (np.nextafter(want, np.float16(np.inf)) == g) | (np.nextafter(want, np.float16(-np.inf)) == g)
            bad = np.flatnonzero(~(close | step))
            assert bad.size == 0, f"function {k}: x={x[bad[:6]]} got {g[bad[:6]]} want {want[bad[:6]]}"


def test_shared_memory_reduction_with_operators():
    blocks, block = 40, 64
    x = RNG.normal(0, 1, blocks * block).astype(np.float32)
    scale = np.float32(3.7)
    out = np.zeros(blocks, np.float32)
    load(FILE).launch("shared_sum", blocks, block, x, scale, out)
    s = round_half((x * scale).astype(np.float64), "rn").reshape(blocks, block)
    stride = block // 2
    while stride:
        s[:, :stride] = round_half(s[:, :stride].astype(np.float64) + s[:, stride:2 * stride], "rn")
        stride //= 2
    assert (out == s[:, 0].astype(np.float32)).all()


def test_half2():
    n = 3000
    a = halves(RNG.integers(0, 65536, 2 * n))
    a[:200] = RNG.normal(0, 4, 200).astype(np.float16)
    b = RNG.normal(0, 4, 2 * n).astype(np.float16)
    b[:50] = a[:50]
    f = (RNG.normal(0, 1, 2 * n) * 10.0 ** RNG.uniform(-6, 6, 2 * n)).astype(np.float32)
    out = np.zeros(18 * n, np.uint16)
    fo = np.zeros(3 * n, np.float32)
    cmp = np.zeros(2 * n, np.int32)
    particle = np.dtype([("pos", "<u2", 2), ("mass", "<u2"), ("tag", "<i2")])
    assert particle.itemsize == 8
    ps = np.zeros(n, particle)
    ps["pos"] = RNG.normal(0, 2, (n, 2)).astype(np.float16).view(np.uint16)
    ps["mass"] = RNG.normal(0, 2, n).astype(np.float16).view(np.uint16)
    ps["tag"] = np.arange(n)
    ps0 = ps.copy()
    load(FILE).launch("half2_ops", cdiv(n, BLOCK), BLOCK, a.view(np.uint16).copy(),
                      b.view(np.uint16).copy(), f, out, fo, cmp, ps, np.int32(n))
    got = out.view(np.float16).reshape(n, 9, 2)
    A, B = a.astype(np.float64).reshape(n, 2), b.astype(np.float64).reshape(n, 2)
    rh = lambda v: round_half(v, "rn")
    with np.errstate(all="ignore"):
        assert_same(got[:, 0], rh(A + B), "__hadd2")
        assert_same(got[:, 1], rh(A - B), "__hsub2")
        assert_same(got[:, 2], rh(A * B), "__hmul2")
        fma = rh(A * B + A)  # exact in float64: a*b has 22 bits, within 2^-48..2^32
        assert_same(got[:, 3], fma, "__hfma2")
        assert_same(got[:, 4], rh(rh(A * B).astype(np.float64) + A), "x * y + x")
        F = f.astype(np.float64).reshape(n, 2)
        assert_same(got[:, 5], rh(F), "__floats2half2_rn")
        assert_same(got[:, 6], rh(F), "__float22half2_rn")
        assert_same(got[:, 7], np.stack([a.reshape(n, 2)[:, 1], b.reshape(n, 2)[:, 0]], 1),
                    "__halves2half2(__high2half, __low2half)")
        assert_same(got[:, 8], (a.view(np.uint16).reshape(n, 2) | 0x8000).view(np.float16),
                    "__hneg2(__habs2)")
        assert np.array_equal(fo[0::3], (A[:, 0].astype(np.float32) + A[:, 1].astype(np.float32)),
                              equal_nan=True)
        assert np.array_equal(fo[1::3], (B[:, 0].astype(np.float32) - B[:, 1].astype(np.float32)),
                              equal_nan=True)
        assert (fo[2::3] == 4 * 10 + 8).all()
        assert (cmp[0::2] == ((A[:, 0] == B[:, 0]) & (A[:, 1] == B[:, 1]))).all()
        assert (cmp[1::2] == ((A[:, 0] < B[:, 0]) & (A[:, 1] < B[:, 1]))).all()
    pos = ps0["pos"].view(np.float16).astype(np.float64)
    mass = ps0["mass"].view(np.float16).astype(np.float64)
    assert_same(ps["pos"].view(np.float16), rh(pos + mass[:, None]), "Particle.pos +=")
    assert (ps["mass"] == ps0["mass"] ^ 0x8000).all()
    assert (ps["tag"] == ps0["tag"]).all()


def _cuda_max(a, b, larger, nan_through):
    """CUDA's __hmax/__hmin (a NaN operand gives the other; both NaN: NaN), or
    the _nan forms (any NaN gives NaN); -0 counts below +0."""
    a, b = a.astype(np.float64), b.astype(np.float64)
    an, bn = np.isnan(a), np.isnan(b)
    # Order -0 below +0 by comparing (value, signbit) pairs.
    key = lambda v: v - np.where((v == 0) & np.signbit(v), 1e-300, 0.0)
    pick_a = key(a) > key(b) if larger else key(a) < key(b)
    out = np.where(pick_a, a, b)
    if nan_through:
        out = np.where(an | bn, np.nan, out)
    else:
        out = np.where(an & ~bn, b, np.where(bn & ~an, a, np.where(an & bn, np.nan, out)))
    return out


def test_half2_elementwise():
    n = 4000
    bits = RNG.integers(0, 65536, (3, 2 * n)).astype(np.uint16)
    normal = RNG.normal(0, 2, (3, 2 * n)).astype(np.float16).view(np.uint16)
    bits[:, : n] = normal[:, : n]  # mostly ordinary values, some of every class
    bits[1, :40] = bits[0, :40]  # equal pairs
    bits[1, 40:60] = bits[0, 40:60] ^ 0x8000  # +-0 pairs, opposite signs
    bits[0, 40:60] = 0
    bits[1, 40:60] = 0x8000
    special = np.array([0x7c00, 0xfc00, 0x7e00, 0x7fff, 0x0001, 0x8001, 0x3c00, 0xbc00], np.uint16)
    bits[0, 60:60 + 64] = np.repeat(special, 8)
    bits[1, 60:60 + 64] = np.tile(special, 8)
    a, b, c = (halves(bits[k]) for k in range(3))
    out = np.zeros(72 * n, np.uint16)
    both = np.zeros(5 * n, np.int32)
    scalar = np.zeros(5 * n, np.uint16)
    load(FILE).launch("half2_more", cdiv(n, BLOCK), BLOCK, bits[0].copy(), bits[1].copy(),
                      bits[2].copy(), out, both, scalar, np.int32(n))
    got = out.view(np.float16).reshape(n, 36, 2)
    A, B, C = (v.astype(np.float64).reshape(n, 2) for v in (a, b, c))
    rh = lambda v: round_half(v, "rn")
    sat = lambda v: np.where(np.isnan(v) | (v < 0), 0.0, np.minimum(v, 1.0))
    one = lambda cond: np.where(cond, 1.0, 0.0)
    with np.errstate(all="ignore"):
        assert_same(got[:, 0], sat(rh(A + B).astype(np.float64)), "__hadd2_sat")
        assert_same(got[:, 1], sat(rh(A - B).astype(np.float64)), "__hsub2_sat")
        assert_same(got[:, 2], sat(rh(A * B).astype(np.float64)), "__hmul2_sat")
        # a*b is exact in float64; where a*b+c is not, it lies far outside [0, 1]
        # and saturates whatever its rounding.
        assert_same(got[:, 3], sat(rh(A * B + C).astype(np.float64)), "__hfma2_sat")
        assert_same(got[:, 4], rh(A + B), "__hadd2_rn")
        assert_same(got[:, 5], rh(A - B), "__hsub2_rn")
        assert_same(got[:, 6], rh(A * B), "__hmul2_rn")
        unordered = np.isnan(A) | np.isnan(B)
        ordered = [A == B, (A != B) & ~unordered, A < B, A <= B, A > B, A >= B]
        for k, cond in enumerate(ordered):
            assert_same(got[:, 7 + k], one(cond), f"ordered comparison {k}")
            assert_same(got[:, 13 + k], one(cond | unordered), f"unordered comparison {k}")
        assert_same(got[:, 19], one(np.isnan(A)), "__hisnan2")
        af, bf = a.reshape(n, 2), b.reshape(n, 2)
        assert_same(got[:, 20], _cuda_max(af, bf, True, False), "__hmax2")
        assert_same(got[:, 21], _cuda_max(af, bf, False, False), "__hmin2")
        assert_same(got[:, 22], _cuda_max(af, bf, True, True), "__hmax2_nan")
        assert_same(got[:, 23], _cuda_max(af, bf, False, True), "__hmin2_nan")
        # Signs of zero and the canonical NaN of two NaNs, to the bit.
        gb = got.view(np.uint16)
        zeros = np.flatnonzero((af[:, 0] == 0) & (bf[:, 0] == 0))
        assert zeros.size >= 10
        assert (gb[zeros, 20, 0] == 0).all() and (gb[zeros, 21, 0] == 0x8000).all()
        nans = np.isnan(af[:, 0]) & np.isnan(bf[:, 0])
        assert nans.any() and (gb[nans, 20, 0] == 0x7fff).all() and (gb[nans, 22, 0] == 0x7fff).all()
        ab, bb = bits[0].reshape(n, 2), bits[1].reshape(n, 2)
        assert (gb[:, 24] == ab[:, ::-1]).all(), "__lowhigh2highlow"
        assert (gb[:, 25] == ab[:, [0, 0]]).all() and (gb[:, 26] == ab[:, [1, 1]]).all()
        assert (gb[:, 27] == np.stack([ab[:, 0], bb[:, 0]], 1)).all(), "__lows2half2"
        assert (gb[:, 28] == np.stack([ab[:, 1], bb[:, 1]], 1)).all(), "__highs2half2"
        # Approximate functions: within one step of the correctly rounded value, as in
        # test_unary_math; h2floor and h2rint exact, h2rcp correctly rounded.
        for k, fn in [(29, np.exp), (30, np.log2), (31, np.sin), (32, lambda v: 1 / np.sqrt(v))]:
            want, g = rh(fn(A)), got[:, k]
            close = (g.view(np.uint16) == want.view(np.uint16)) | (np.isnan(g) & np.isnan(want))
            step = ((np.nextafter(want, np.float16(np.inf)) == g) |
                    (np.nextafter(want, np.float16(-np.inf)) == g))
            assert (close | step).all(), f"function {k}"
        assert_same(got[:, 33], rh(1.0 / A), "h2rcp")
        assert_same(got[:, 34], np.floor(A), "h2floor")
        assert_same(got[:, 35], np.rint(A), "h2rint")
        both = both.reshape(n, 5).astype(bool)
        for k, cond in enumerate([A == B, A < B, A <= B, A > B, A >= B]):
            assert (both[:, k] == (cond | unordered).all(axis=1)).all(), f"__hb*u2 {k}"
        s = scalar.view(np.float16).reshape(n, 5)
        assert_same(s[:, 0], _cuda_max(af[:, 0], bf[:, 0], True, True), "__hmax_nan")
        assert_same(s[:, 1], _cuda_max(af[:, 1], bf[:, 1], False, True), "__hmin_nan")
        assert_same(s[:, 2], rh(A[:, 0] + B[:, 0]), "__hadd_rn")
        assert_same(s[:, 3], rh(A[:, 0] - B[:, 0]), "__hsub_rn")
        assert_same(s[:, 4], rh(A[:, 0] * B[:, 0]), "__hmul_rn")


def test_half_atomics():
    n = 20000  # about 1250 per bin: whole numbers and halves stay exact in half
    bins = RNG.integers(0, 16, n).astype(np.int32)
    global_bins = np.zeros(16, np.uint16)
    pair_bins = np.zeros(32, np.uint16)
    old_global, old_shared = np.zeros(n, np.uint16), np.zeros(n, np.uint16)
    old_pair = np.zeros(2 * n, np.uint16)
    blocks = cdiv(n, BLOCK)
    block_bins = np.zeros(16 * blocks, np.uint16)
    load(FILE).launch("half_atomics", blocks, BLOCK, bins, global_bins, pair_bins, old_global,
                      old_shared, old_pair, block_bins, np.int32(n))
    counts = np.bincount(bins, minlength=16)
    assert (global_bins.view(np.float16) == counts).all()
    pairs = pair_bins.view(np.float16).reshape(16, 2)
    assert (pairs[:, 0] == counts).all() and (pairs[:, 1] == counts / 2).all()
    per_block = np.stack([np.bincount(bins[k * BLOCK:(k + 1) * BLOCK], minlength=16)
                          for k in range(blocks)])
    assert (block_bins.view(np.float16).reshape(blocks, 16) == per_block).all()
    # Each add saw a distinct old value: 0, 1, ..., count - 1 in some order.
    og = old_global.view(np.float16).astype(np.int64)
    op = old_pair.view(np.float16).reshape(n, 2)
    os_ = old_shared.view(np.float16).astype(np.int64)
    for b in range(16):
        sel = bins == b
        assert sorted(og[sel]) == list(range(counts[b]))
        assert sorted(op[sel, 0]) == list(range(counts[b]))
        assert (op[sel, 1] == op[sel, 0] / 2).all()  # the pair moved as one word
    for k in range(blocks):
        sel = slice(k * BLOCK, min((k + 1) * BLOCK, n))
        for b in range(16):
            got = sorted(os_[sel][bins[sel] == b])
            assert got == list(range(per_block[k, b]))
