"""typedef/using (kernels/aliases.cu), namespaces (kernels/namespaces.cu), overloads and
templates (kernels/overloads_templates.cu);
static_cast/reinterpret_cast and macros (kernels/casts_macros.cu)."""

import numpy as np

from harness import cdiv

POINT2 = np.dtype([("x", np.float32), ("y", np.float32)], align=True)


def test_typedef_using_aliases_and_struct_pointer(cu, rng):
    n = 1_234
    pts = np.zeros(n, POINT2)
    pts["x"] = rng.uniform(-10, 10, n)
    pts["y"] = rng.uniform(-10, 10, n)
    origin = np.array([(1.5, -2.25)], POINT2)[0]
    dist = np.full(n, np.nan, np.float32)
    norm2 = np.full(n, np.nan, np.float32)
    quadrant = np.full(n, 99, np.uint32)
    cu("aliases.cu").launch("distances", cdiv(n, 128), 128, pts, origin, dist, norm2, quadrant,
                            np.int32(n))
    px, py = pts["x"].astype(np.float64), pts["y"].astype(np.float64)
    np.testing.assert_allclose(dist, np.hypot(px - 1.5, py + 2.25), rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(norm2, px * px + py * py, rtol=1e-6)
    np.testing.assert_array_equal(quadrant, (px < 0) * 1 + (py < 0) * 2)


def test_namespaces(cu, rng):
    n = 900
    x = rng.integers(-3000, 3000, n, dtype=np.int32)
    out_a, out_b, out_c = (np.full(n, -1, np.int32) for _ in range(3))
    cu("namespaces.cu").launch("namespaced_ops", cdiv(n, 128), 128, x, out_a, out_b, out_c,
                               np.int32(n))
    np.testing.assert_array_equal(out_a, (x + 1) + (x * 2))
    np.testing.assert_array_equal(out_b, x * x)
    np.testing.assert_array_equal(out_c, x * x + 4 - 1)


def test_overloads_and_function_template(cu, rng):
    n = 640
    ia = rng.integers(-10**6, 10**6, n, dtype=np.int32)
    fa = rng.standard_normal(n).astype(np.float32)
    iout = np.zeros(n, np.int32)
    fout = np.full(n, np.nan, np.float32)
    imax = np.zeros(n, np.int32)
    fmax = np.full(n, np.nan, np.float32)
    cu("overloads_templates.cu").launch("overloads_templates", cdiv(n, 64), 64, ia, fa, iout,
                                        fout, imax, fmax, np.int32(n))
    np.testing.assert_array_equal(iout, 2 * ia)
    np.testing.assert_array_equal(fout, np.float32(2) * fa)
    np.testing.assert_array_equal(imax, np.maximum.reduce([ia, np.roll(ia, -1), np.roll(ia, -2)]))
    np.testing.assert_array_equal(fmax, np.maximum.reduce([fa, np.roll(fa, -1), np.roll(fa, -2)]))


def test_reinterpret_cast_float_bits(cu, rng):
    n = 2_000
    x = (rng.standard_normal(n) * 10.0 ** rng.integers(-30, 30, n)).astype(np.float32)
    bits = np.zeros(n, np.uint32)
    exponent = np.full(n, -999, np.int32)
    cu("casts_macros.cu").launch("float_exponent", cdiv(n, 128), 128, x, bits, exponent,
                                 np.int32(n))
    raw = x.view(np.uint32)
    np.testing.assert_array_equal(bits, raw)
    np.testing.assert_array_equal(exponent, ((raw >> 23) & 0xFF).astype(np.int32) - 127)
    normal = x != 0
    np.testing.assert_array_equal(exponent[normal], np.frexp(x[normal])[1] - 1)


def test_reinterpret_cast_private_variable(cu, rng):
    n = 1_000
    x = rng.standard_normal(n).astype(np.float32)
    out = np.full(n, np.nan, np.float32)
    cu("casts_macros.cu").launch("abs_by_bits", cdiv(n, 128), 128, x, out, np.int32(n))
    np.testing.assert_array_equal(out, np.abs(x))


def test_static_cast(cu, rng):
    n = 1_000
    x = rng.uniform(-1000, 1000, n).astype(np.float32)
    trunc = np.zeros(n, np.int32)
    ratio = np.full(n, np.nan, np.float32)
    widened = np.full(n, np.nan)
    low = np.zeros(n, np.uint8)
    cu("casts_macros.cu").launch("static_casts", cdiv(n, 128), 128, x, trunc, ratio, widened,
                                 low, np.int32(n))
    t = np.trunc(x).astype(np.int32)
    np.testing.assert_array_equal(trunc, t)
    np.testing.assert_array_equal(ratio, np.arange(n, dtype=np.float32) / np.float32(n))
    np.testing.assert_array_equal(widened, x.astype(np.float64) * 3.0)
    np.testing.assert_array_equal(low, (t & 0xFF).astype(np.uint8))


def test_define_constants_and_macros(cu, rng):
    h, w = 37, 53
    img = rng.uniform(-2, 2, (h, w)).astype(np.float32)
    out = np.full_like(img, np.nan)
    lo, hi = np.float32(-0.5), np.float32(1.5)
    cu("casts_macros.cu").launch("macro_image", (cdiv(w, 16), cdiv(h, 16)), (16, 16), img, out,
                                 np.int32(w), np.int32(h), lo, hi)
    np.testing.assert_allclose(out, np.clip(img * img - np.float32(1), lo, hi), rtol=1e-6,
                               atol=1e-6)
