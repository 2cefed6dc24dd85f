"""CUDA integer intrinsics, rounding-mode conversions, bit casts, mixed-type
min/max/abs, classification and constants (kernels/device_math_int.cu), exact
against Python integer arithmetic and NumPy."""

import numpy as np

from harness import cdiv

FILE = "device_math_int.cu"
M32, M64 = (1 << 32) - 1, (1 << 64) - 1


def s32(v):
    v &= M32
    return v - (1 << 32) if v >> 31 else v


def s64(v):
    v &= M64
    return v - (1 << 64) if v >> 63 else v


def edge_u32(rng, n):
    e = [0, 1, 2, 3, 0x7fffffff, 0x80000000, 0xffffffff, 0xfffffffe, 0x00ffffff, 0x00800000, 0xff800000, 31, 32, 33, 64]
    return np.concatenate([np.array(e, np.uint32), rng.integers(0, 1 << 32, n, dtype=np.uint64).astype(np.uint32),
                           (rng.integers(0, 1 << 12, n) - 2048).astype(np.int32).view(np.uint32)])


def _ffs(v, bits):
    v &= (1 << bits) - 1
    return 0 if v == 0 else (v & -v).bit_length()


def _brev(v, bits):
    return int(format(v, f"0{bits}b")[::-1], 2)


def _byte_perm(x, y, s):
    v = (y << 32) | x
    return sum(((v >> (8 * ((s >> (4 * k)) & 7))) & 0xff) << (8 * k) for k in range(4))


def _s24(v):
    v &= 0xffffff
    return v - (1 << 24) if v >> 23 else v


def test_int32_intrinsics(cu, rng):
    a = edge_u32(rng, 300)
    b = rng.permutation(a)
    c = np.concatenate([rng.permutation(a)[: a.size // 2], rng.integers(0, 70, a.size - a.size // 2).astype(np.uint32)])
    n = a.size
    out = np.zeros(20 * n, np.uint32)
    cu(FILE).launch("int_ops", cdiv(n, 64), 64, a, b, c, out, np.int32(n))
    out = out.reshape(n, 20)
    for i in range(n):
        x, y, s = int(a[i]), int(b[i]), int(c[i])
        sx, sy = s32(x), s32(y)
        hl = (y << 32) | x
        want = [bin(x).count("1"), 32 - x.bit_length(), _ffs(x, 32), _brev(x, 32),
                (_s24(x) * _s24(y)) & M32, ((x & 0xffffff) * (y & 0xffffff)) & M32,
                ((sx * sy) >> 32) & M32, (x * y) >> 32, (abs(sx - sy) + s) & M32, (abs(x - y) + s) & M32,
                _byte_perm(x, y, s), ((hl << (s & 31)) >> 32) & M32, (hl >> (s & 31)) & M32,
                ((hl << min(s, 32)) >> 32) & M32, (hl >> min(s, 32)) & M32,
                ((sx + sy) >> 1) & M32, ((sx + sy + 1) >> 1) & M32, (x + y) >> 1, (x + y + 1) >> 1, abs(sx) & M32]
        got = [int(v) for v in out[i]]
        assert got == want, (i, hex(x), hex(y), hex(s), [(k, hex(g), hex(w)) for k, (g, w) in enumerate(zip(got, want)) if g != w])


def test_int64_intrinsics(cu, rng):
    e = [0, 1, 3, (1 << 63) - 1, 1 << 63, M64, 1 << 32, (1 << 32) - 1]
    a = np.concatenate([np.array(e, np.uint64), rng.integers(0, 1 << 63, 200, dtype=np.uint64) * np.uint64(2) + np.uint64(1),
                        rng.integers(0, 1 << 20, 100, dtype=np.uint64)])
    b = rng.permutation(a)
    n = a.size
    out = np.zeros(8 * n, np.uint64)
    cu(FILE).launch("int64_ops", cdiv(n, 64), 64, a, b, out, np.int32(n))
    out = out.reshape(n, 8)
    for i in range(n):
        x, y = int(a[i]), int(b[i])
        sx, sy = s64(x), s64(y)
        want = [bin(x).count("1"), 64 - x.bit_length(), _ffs(x, 64), _brev(x, 64), ((sx * sy) >> 64) & M64,
                (x * y) >> 64, abs(sx) & M64, (min(sx, sy) + max(x, y)) & M64]
        assert [int(v) for v in out[i]] == want, (i, hex(x), hex(y))


def test_mixed_min_max(cu, rng):
    n = 300
    si = rng.integers(-1000, 1000, n).astype(np.int32)
    ui = rng.integers(0, 2000, n).astype(np.uint32)
    f = rng.uniform(-5, 5, n).astype(np.float32)
    f[:3] = [np.nan, -0.0, np.inf]
    d = rng.uniform(-5, 5, n)
    d[3:6] = [np.nan, 1e300, -np.inf]
    ou = np.zeros(4 * n, np.uint32)
    ol = np.zeros(2 * n, np.int64)
    od = np.zeros(2 * n)
    of = np.zeros(2 * n, np.float32)
    cu(FILE).launch("minmax", cdiv(n, 64), 64, si, ui, f, d, ou, ol, od, of, np.int32(n))
    su = si.view(np.uint32)
    np.testing.assert_array_equal(ou.reshape(n, 4)[:, 0], np.minimum(su, ui))  # int/unsigned -> unsigned
    np.testing.assert_array_equal(ou.reshape(n, 4)[:, 1], np.maximum(su, ui))
    np.testing.assert_array_equal(ou.reshape(n, 4)[:, 2], np.minimum(ui, 7))
    np.testing.assert_array_equal(ou.reshape(n, 4)[:, 3], np.maximum(ui, 7))
    l = si.astype(np.int64)
    np.testing.assert_array_equal(ol.reshape(n, 2)[:, 0], np.minimum(l, -5))
    np.testing.assert_array_equal(ol.reshape(n, 2)[:, 1], np.abs(l))
    np.testing.assert_array_equal(od.reshape(n, 2)[:, 0], np.fmin(f.astype(np.float64), d))  # -> double
    np.testing.assert_array_equal(od.reshape(n, 2)[:, 1], np.fmax(d, f.astype(np.float64)))
    np.testing.assert_array_equal(of.reshape(n, 2)[:, 0], 2 * np.abs(f))
    np.testing.assert_array_equal(of.reshape(n, 2)[:, 1], np.fmin(f, -f))


def _cvt(v, mode, lo, hi):
    """PTX cvt: round with mode, saturate, NaN -> 0."""
    if np.isnan(v):
        return 0
    if np.isinf(v):
        return hi if v > 0 else lo
    r = {"rn": np.rint, "rz": np.trunc, "ru": np.ceil, "rd": np.floor}[mode](float(v))
    return int(min(max(r, lo), hi))


def test_conversions_and_bitcasts(cu, rng):
    f = np.concatenate([np.array([0, -0.0, 0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 2.0 ** 31, -2.0 ** 31, 3e9, -3e9, 1e20,
                                  np.inf, -np.inf, np.nan, 1e-40], np.float32),
                        rng.uniform(-1e6, 1e6, 200).astype(np.float32), rng.uniform(-4, 4, 100).astype(np.float32)])
    n = f.size
    d = np.concatenate([rng.uniform(-1, 1, n - 10) * 10.0 ** rng.integers(-40, 40, n - 10),
                        [1.0 + 2.0 ** -30, 1.0 - 2.0 ** -40, -1.0 - 2.0 ** -30, 3.5e38, 3.4028235677973366e38, 1e-46, 7e-46, np.inf, np.nan, 0.5]])
    l = rng.integers(-(1 << 62), 1 << 62, n, dtype=np.int64)
    oi = np.zeros(8 * n, np.int32)
    ou = np.zeros(2 * n, np.uint32)
    oll = np.zeros(2 * n, np.int64)
    oull = np.zeros(n, np.uint64)
    of = np.zeros(8 * n, np.float32)
    od = np.zeros(2 * n)
    cu(FILE).launch("conversions", cdiv(n, 64), 64, f, d, l, oi, ou, oll, oull, of, od, np.int32(n))
    oi, ou, oll, of, od = oi.reshape(n, 8), ou.reshape(n, 2), oll.reshape(n, 2), of.reshape(n, 8), od.reshape(n, 2)
    I32 = (-(1 << 31), (1 << 31) - 1)
    for k, mode in enumerate(["rn", "rz", "ru", "rd"]):
        np.testing.assert_array_equal(oi[:, k], [_cvt(v, mode, *I32) for v in f], err_msg=mode)
    np.testing.assert_array_equal(oi[:, 4], [_cvt(v, "rn", *I32) for v in d])
    np.testing.assert_array_equal(oi[:, 5], f.view(np.int32))
    np.testing.assert_array_equal(oi[:, 6], (d.view(np.int64) >> 32).astype(np.int32))
    np.testing.assert_array_equal(oi[:, 7], d.view(np.int64).astype(np.uint64).astype(np.uint32).view(np.int32))
    np.testing.assert_array_equal(ou[:, 0], [_cvt(v, "rn", 0, M32) for v in f])
    np.testing.assert_array_equal(ou[:, 1], f.view(np.uint32))
    np.testing.assert_array_equal(oll[:, 0], [_cvt(v, "rz", -(1 << 63), (1 << 63) - 1) for v in f])
    np.testing.assert_array_equal(oll[:, 1], d.view(np.int64))
    np.testing.assert_array_equal(oull, np.array([_cvt(v, "rd", 0, M64) for v in f], np.uint64))
    from fractions import Fraction
    from mathref import round_fraction
    for k, mode in enumerate(["rn", "rz", "ru", "rd"]):
        want = [np.float32(v) if not np.isfinite(v) else round_fraction(Fraction(float(v)), mode, np.float32) for v in d]
        got = of[:, k]
        assert all((g == w) or (np.isnan(g) and np.isnan(w)) for g, w in zip(got, want)), mode
    np.testing.assert_array_equal(of[:, 4], [round_fraction(Fraction(int(v)), "rz", np.float32) for v in l])
    np.testing.assert_array_equal(of[:, 5], l.astype(np.int32).astype(np.float32))
    np.testing.assert_array_equal(of[:, 6], -f)
    np.testing.assert_array_equal(of[:, 7], np.ones(n, np.float32))
    np.testing.assert_array_equal(od[:, 0], d)
    np.testing.assert_array_equal(od[:, 1], d)


def test_classification_and_constants(cu, rng):
    f = np.concatenate([np.array([0, -0.0, np.inf, -np.inf, np.nan, 1e-40, -3.0, 5.0], np.float32),
                        rng.uniform(-1e3, 1e3, 50).astype(np.float32)])
    n = f.size
    d = f.astype(np.float64)
    o = np.zeros(8 * n, np.int32)
    c = np.zeros(4 * n, np.float32)
    cd = np.zeros(2 * n)
    cu(FILE).launch("classify", cdiv(n, 64), 64, f, d, o, c, cd, np.int32(n))
    o, c, cd = o.reshape(n, 8), c.reshape(n, 4), cd.reshape(n, 2)
    np.testing.assert_array_equal(o[:, 0] != 0, np.isnan(f))
    np.testing.assert_array_equal(o[:, 1] != 0, np.isinf(f))
    np.testing.assert_array_equal(o[:, 2] != 0, np.isfinite(d))
    np.testing.assert_array_equal(o[:, 3], np.signbit(f).astype(int))
    np.testing.assert_array_equal(o[:, 4], np.isnan(f).astype(int))
    np.testing.assert_array_equal(o[:, 5], np.isinf(d).astype(int))
    np.testing.assert_array_equal(o[:, 6], np.isfinite(f).astype(int))
    safe = np.where((f == 0) | ~np.isfinite(f), 1, f)
    np.testing.assert_array_equal(o[:, 7], np.frexp(safe)[1] - 1)
    want = np.where(f > 0, np.inf, np.where(f < 0, -np.inf, np.nan)).astype(np.float32)
    np.testing.assert_array_equal(c[:, 0], want)
    np.testing.assert_array_equal(c[:, 1], np.float32(np.pi) + np.float32(np.pi))
    np.testing.assert_array_equal(c[:, 2], f * 8 + f / 4)
    np.testing.assert_array_equal(c[:, 3], np.full(n, 2.5, np.float32))
    np.testing.assert_array_equal(cd[:, 0], np.where(np.isnan(d), -np.inf, np.pi))
    rnd = np.where(np.isfinite(f), f, 0)
    ok = np.isfinite(f)
    np.testing.assert_array_equal(cd[ok, 1], (np.rint(rnd) + np.sign(d) * np.floor(np.abs(d) + 0.5))[ok])


def _bytes(v, signed):
    out = [(v >> (8 * k)) & 0xff for k in range(4)]
    return [b - 256 if signed and b >= 128 else b for b in out]


def _halves(v, signed):
    out = [v & 0xffff, v >> 16]
    return [h - 65536 if signed and h >= 32768 else h for h in out]


def test_dot_products_dp4a_dp2a(cu, rng):
    a, b, c = edge_u32(rng, 300), edge_u32(rng, 300)[::-1].copy(), edge_u32(rng, 300)
    n = len(a)
    out = np.zeros(10 * n, np.uint32)
    cu(FILE).launch("dot_products", cdiv(n, 128), 128, a, b, c, out, np.int32(n))
    out = out.reshape(n, 10)
    for i in range(n):
        x, y, z = int(a[i]), int(b[i]), int(c[i])
        dp4 = {s: (z + sum(p * q for p, q in zip(_bytes(x, s), _bytes(y, s)))) & M32 for s in (True, False)}
        dp2 = {(s, hi): (z + sum(h * q for h, q in zip(_halves(x, s), _bytes(y, s)[2 * hi:2 * hi + 2]))) & M32
               for s in (True, False) for hi in (0, 1)}
        want = [dp4[True], dp4[False], dp4[True], dp4[False], dp2[True, 0], dp2[False, 0],
                dp2[True, 1], dp2[False, 1], dp2[True, 0], dp2[False, 1]]
        assert [int(v) for v in out[i]] == want, (i, hex(x), hex(y), hex(z))


# SIMD within a word, lane by lane as CUDA's Math API documents each intrinsic:
# (unsigned lane a, unsigned lane b, signed sa, sb, lane width w) -> lane result.
def _sat(v, w, signed):
    lo, hi = (-(1 << (w - 1)), (1 << (w - 1)) - 1) if signed else (0, (1 << w) - 1)
    return min(max(v, lo), hi)


def _cmp(f, ones):
    return lambda a, b, sa, sb, w: ((1 << w) - 1 if ones else 1) if f(a, b, sa, sb) else 0


SIMD_BINARY = [
    ("vadd", lambda a, b, sa, sb, w: a + b),
    ("vsub", lambda a, b, sa, sb, w: a - b),
    ("vaddus", lambda a, b, sa, sb, w: _sat(a + b, w, False)),
    ("vaddss", lambda a, b, sa, sb, w: _sat(sa + sb, w, True)),
    ("vsubus", lambda a, b, sa, sb, w: _sat(a - b, w, False)),
    ("vsubss", lambda a, b, sa, sb, w: _sat(sa - sb, w, True)),
    ("vabsdiffu", lambda a, b, sa, sb, w: abs(a - b)),
    ("vabsdiffs", lambda a, b, sa, sb, w: abs(sa - sb)),
    ("vavgu", lambda a, b, sa, sb, w: (a + b + 1) >> 1),
    ("vhaddu", lambda a, b, sa, sb, w: (a + b) >> 1),
    ("vmaxu", lambda a, b, sa, sb, w: max(a, b)),
    ("vminu", lambda a, b, sa, sb, w: min(a, b)),
    ("vmaxs", lambda a, b, sa, sb, w: max(sa, sb)),
    ("vmins", lambda a, b, sa, sb, w: min(sa, sb)),
] + [(f"v{kind}{rel}", _cmp(f, kind == "cmp")) for kind in ("cmp", "set") for rel, f in [
    ("eq", lambda a, b, sa, sb: a == b), ("ne", lambda a, b, sa, sb: a != b),
    ("gtu", lambda a, b, sa, sb: a > b), ("geu", lambda a, b, sa, sb: a >= b),
    ("ltu", lambda a, b, sa, sb: a < b), ("leu", lambda a, b, sa, sb: a <= b),
    ("gts", lambda a, b, sa, sb: sa > sb), ("ges", lambda a, b, sa, sb: sa >= sb),
    ("lts", lambda a, b, sa, sb: sa < sb), ("les", lambda a, b, sa, sb: sa <= sb)]]
SIMD_UNARY = [
    ("vabs", lambda a, sa, w: abs(sa)),
    ("vabsss", lambda a, sa, w: _sat(abs(sa), w, True)),
    ("vneg", lambda a, sa, w: -a),
    ("vnegss", lambda a, sa, w: _sat(-sa, w, True)),
]


def _lanes(x, w):
    m = (1 << w) - 1
    return [(x >> s) & m for s in range(0, 32, w)]


def _signed(v, w):
    return v - (1 << w) if v >> (w - 1) else v


def _pack(vals, w):
    m = (1 << w) - 1
    return sum((v & m) << (w * k) for k, v in enumerate(vals))


def test_simd_intrinsics(cu, rng):
    lanes8 = [0x00, 0x01, 0x7f, 0x80, 0x81, 0xff, 0xfe, 0x40]
    edge = [_pack([lanes8[(k + j) % 8] for j in range(4)], 8) for k in range(8)]
    edge += [0x7fff8000, 0x80007fff, 0xffff0001, 0x00010000, 0x7fffffff, 0x80000000]
    a = np.concatenate([np.array(edge * 3, np.uint32), rng.integers(0, 1 << 32, 300, dtype=np.uint64).astype(np.uint32)])
    b = np.concatenate([np.array(edge[3:] + edge[:3] + edge[::-1] + edge, np.uint32), rng.permutation(a[len(edge) * 3:])])
    n = a.size
    names = [f"{nm}{w}" for nm, _ in SIMD_BINARY + SIMD_UNARY for w in (4, 2)]
    assert len(names) == 76
    out = np.zeros(76 * n, np.uint32)
    cu(FILE).launch("simd_ops", cdiv(n, 64), 64, a, b, out, np.int32(n))
    out = out.reshape(n, 76)
    for i in range(n):
        x, y = int(a[i]), int(b[i])
        want = []
        for nm, f in SIMD_BINARY:
            for w in (8, 16):
                want.append(_pack([f(p, q, _signed(p, w), _signed(q, w), w)
                                   for p, q in zip(_lanes(x, w), _lanes(y, w))], w))
        for nm, f in SIMD_UNARY:
            for w in (8, 16):
                want.append(_pack([f(p, _signed(p, w), w) for p in _lanes(x, w)], w))
        got = [int(v) for v in out[i]]
        assert got == want, (hex(x), hex(y), [(names[k], hex(g), hex(w_)) for k, (g, w_) in
                                             enumerate(zip(got, want)) if g != w_][:6])


# CUDA Math API, "Integer Intrinsics" (DPX, CUDA 12): max/min of three, of a
# sum (which wraps: 32-bit two's complement) and a third, and `_relu`, the
# result clamped at 0 below.
DPX_SIGNED = [
    ("__vimax3_s32", lambda x, y, z: max(x, y, z)),
    ("__vimin3_s32", lambda x, y, z: min(x, y, z)),
    ("__vimax_s32_relu", lambda x, y, z: max(x, y, 0)),
    ("__vimin_s32_relu", lambda x, y, z: max(min(x, y), 0)),
    ("__vimax3_s32_relu", lambda x, y, z: max(x, y, z, 0)),
    ("__vimin3_s32_relu", lambda x, y, z: max(min(x, y, z), 0)),
    ("__viaddmax_s32", lambda x, y, z: max(s32(x + y), z)),
    ("__viaddmin_s32", lambda x, y, z: min(s32(x + y), z)),
    ("__viaddmax_s32_relu", lambda x, y, z: max(s32(x + y), z, 0)),
    ("__viaddmin_s32_relu", lambda x, y, z: max(min(s32(x + y), z), 0)),
]
DPX_UNSIGNED = [
    ("__vimax3_u32", lambda x, y, z: max(x, y, z)),
    ("__vimin3_u32", lambda x, y, z: min(x, y, z)),
    ("__viaddmax_u32", lambda x, y, z: max((x + y) & M32, z)),
    ("__viaddmin_u32", lambda x, y, z: min((x + y) & M32, z)),
]


def test_dpx_intrinsics(cu, rng):
    a = edge_u32(rng, 200).view(np.int32)
    b = np.roll(a, 5)
    c = np.roll(a, 11)
    n = a.size
    o = np.zeros(10 * n, np.int32)
    u = np.zeros(4 * n, np.uint32)
    cu(FILE).launch("dpx_ops", cdiv(n, 64), 64, a, b, c, o, u, np.int32(n))
    o, u = o.reshape(n, 10), u.reshape(n, 4)
    for i in range(n):
        x, y, z = int(a[i]), int(b[i]), int(c[i])
        got = [int(v) for v in o[i]]
        want = [f(x, y, z) for _, f in DPX_SIGNED]
        assert got == want, (x, y, z, [(DPX_SIGNED[k][0], g, w) for k, (g, w) in
                                       enumerate(zip(got, want)) if g != w])
        ux, uy, uz = x & M32, y & M32, z & M32
        got = [int(v) for v in u[i]]
        want = [f(ux, uy, uz) for _, f in DPX_UNSIGNED]
        assert got == want, (ux, uy, uz, [(DPX_UNSIGNED[k][0], g, w) for k, (g, w) in
                                          enumerate(zip(got, want)) if g != w])
