"""Structs by value (kernels/structs.cu) and arrays of structs (kernels/struct_arrays.cu)."""

import numpy as np

from harness import cdiv

FILE = "structs.cu"
PARAMS = np.dtype([("scale", np.float32), ("n", np.int32), ("bias", np.float32)], align=True)
MIXED = np.dtype([("count", np.int32), ("factor", np.float64), ("flag", np.int8)], align=True)
PARTICLE = np.dtype([("x", np.float32), ("y", np.float32), ("z", np.float32),
                     ("mass", np.float32)], align=True)


def test_struct_parameter_by_value(cu, rng):
    n = 3_000
    x = rng.standard_normal(n).astype(np.float32)
    out = np.full(n + 50, np.nan, np.float32)  # elements past p.n stay untouched
    p = np.array([(1.75, n, -0.5)], PARAMS)[0]
    cu(FILE).launch("affine", cdiv(n + 50, 256), 256, np.concatenate([x, np.zeros(50, np.float32)]),
                    out, p)
    np.testing.assert_allclose(out[:n], x * np.float32(1.75) - np.float32(0.5), rtol=1e-6, atol=1e-6)
    assert np.isnan(out[n:]).all()


def test_struct_with_padding(cu, rng):
    assert MIXED.itemsize == 24
    n = 500
    x = rng.standard_normal(n)
    out = np.full(n, np.nan)
    meta = np.zeros(3, np.int32)
    m = np.array([(400, -2.5, 1)], MIXED)[0]
    cu(FILE).launch("mixed_layout", cdiv(n, 128), 128, x, out, meta, m, np.int32(n))
    np.testing.assert_array_equal(meta, [24, 400, 1])
    np.testing.assert_array_equal(out[:400], x[:400] * -2.5)
    assert np.isnan(out[400:]).all()


def test_array_of_structs(cu, rng):
    n = 1_000
    ps = np.zeros(n, PARTICLE)
    for f in ("x", "y", "z"):
        ps[f] = rng.uniform(-1, 1, n)
    ps["mass"] = rng.uniform(0.5, 2, n)
    out = np.zeros(n, PARTICLE)
    ke = np.full(n, np.nan, np.float32)
    cu("struct_arrays.cu").launch("center_of_mass_terms", cdiv(n, 128), 128, ps, out, ke, np.int32(n),
                    np.float32(2.0))
    for f in ("x", "y", "z"):
        np.testing.assert_array_equal(out[f], ps[f] * ps["mass"])
    np.testing.assert_array_equal(out["mass"], ps["mass"])
    r2 = ps["x"].astype(np.float64) ** 2 + ps["y"] ** 2 + ps["z"] ** 2
    np.testing.assert_allclose(ke, 0.5 * ps["mass"] * 2.0 * r2, rtol=1e-5)
