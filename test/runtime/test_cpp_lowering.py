"""More C++ constructs lowered to C (kernels/cpp_lowering.cu), against NumPy."""

import numpy as np

FILE = "cpp_lowering.cu"


def test_overload_sets_on_int_float_double(cu, rng):
    n = 64
    i = rng.integers(-1000, 1000, n).astype(np.int32)
    f = rng.standard_normal(n).astype(np.float32)
    d = rng.standard_normal(n)
    oi, of, od = np.zeros(n, np.int32), np.zeros(n, np.float32), np.zeros(n)
    cu(FILE).launch("overloads", 1, n, i, f, d, oi, of, od)
    np.testing.assert_array_equal(oi, 2 * i)
    np.testing.assert_array_equal(of, f * np.float32(2) + np.float32(0.25))
    np.testing.assert_array_equal(od, (2 * d - 0.5) + 2 * np.arange(n))


def test_template_on_three_types(cu, rng):
    n = 64
    i = rng.integers(-100, 100, n).astype(np.int32)
    f = rng.uniform(-2, 2, n).astype(np.float32)
    d = rng.uniform(-3, 3, n)
    oi, of, od = np.zeros(n, np.int32), np.zeros(n, np.float32), np.zeros(n)
    cu(FILE).launch("template_three_types", 1, n, i, f, d, oi, of, od)
    np.testing.assert_array_equal(oi, np.minimum(np.abs(i), 50))
    np.testing.assert_array_equal(of, np.minimum(np.abs(f), np.float32(0.75)))
    np.testing.assert_array_equal(od, np.minimum(np.abs(d), 1.5))


def test_variadic_sum(cu, rng):
    n = 32
    x = rng.standard_normal(4 * n).astype(np.float32)
    out, oi = np.zeros(n, np.float32), np.zeros(n, np.int32)
    cu(FILE).launch("variadic", 1, n, x, out, oi)
    q = x.reshape(n, 4)
    expect = (q[:, 0] + (q[:, 1] + (q[:, 2] + q[:, 3]))).astype(np.float32)  # x + sum(rest...)
    np.testing.assert_array_equal(out, expect)
    t = np.arange(n)
    np.testing.assert_array_equal(oi, t + 3 + t)


def test_default_arguments_namespaces_scoped_enums(cu, rng):
    n = 40
    v = rng.standard_normal(3 * n).astype(np.float32)
    out, oi = np.zeros(3 * n, np.float32), np.zeros(n, np.int32)
    cu(FILE).launch("namespaces_enums", 1, n, v, out, oi)
    p = np.abs(v.reshape(n, 3))
    got = out.reshape(n, 3)
    np.testing.assert_allclose(got[:, 0], np.sqrt((p * p).sum(axis=1)), rtol=1e-6)
    np.testing.assert_allclose(got[:, 1], p.sum(axis=1), rtol=1e-6)
    np.testing.assert_array_equal(got[:, 2], p.max(axis=1))
    t = np.arange(n)
    np.testing.assert_array_equal(oi, np.abs(t - 10) * 100 + t + 10)


def test_class_template_member_template_and_static(cu, rng):
    n = 32
    poly = np.array([(np.array([1.0, -2.0, 0.5], np.float32),)], np.dtype([("c", np.float32, 3)]))
    x = rng.uniform(-2, 2, n).astype(np.float32)
    out, deg = np.zeros(n, np.float32), np.zeros(1, np.int32)
    cu(FILE).launch("class_template_members", 1, n, poly, x, out, deg)
    c = poly["c"][0]
    np.testing.assert_allclose(out, (c[2] * x + c[1]) * x + c[0] + int(c[2] * 4 + c[1] * 2 + c[0]), rtol=1e-6)
    assert deg[0] == 2 + 4


def test_constructed_objects_and_operators(cu, rng):
    per, n = 9, 16
    x = rng.standard_normal(n * per)
    out = np.zeros(2 * n)
    cu(FILE).launch("welford", 1, n, x, out, np.int32(per))
    got = out.reshape(n, 2)
    q = x.reshape(n, per)
    np.testing.assert_allclose(got[:, 0], q.mean(axis=1), rtol=1e-12, atol=1e-14)
    np.testing.assert_allclose(got[:, 1], q.var(axis=1, ddof=1), rtol=1e-12)


def test_local_class_with_methods(cu, rng):
    n = 32
    x = rng.standard_normal(4 * n).astype(np.float32)
    out = np.zeros(n, np.float32)
    cu(FILE).launch("local_class", 1, n, x, out)
    state = np.zeros(n, np.float32)
    half = np.float32(0.5)
    for k in range(4):
        state = half * x.reshape(n, 4)[:, k] + (np.float32(1) - half) * state
    np.testing.assert_allclose(out, state, rtol=1e-6, atol=1e-7)


def test_converting_constructor_and_conversion_operator(cu, rng):
    n = 64
    a = rng.uniform(-4, 4, n).astype(np.float32)
    b = rng.uniform(-4, 4, n).astype(np.float32)
    out = np.zeros(n, np.float32)
    cu(FILE).launch("fixed_point", 1, n, a, b, out)
    ra = (a * 256).astype(np.int32)  # C casts truncate toward zero
    rb = (b * 256).astype(np.int32)
    raw = (ra * rb) >> 8
    np.testing.assert_array_equal(out, raw.astype(np.float32) / np.float32(256) + np.float32(1.5))


def test_nested_classes_out_of_line(cu, rng):
    n = 16
    mesh = rng.integers(-50, 50, (n, 2, 2)).astype(np.int32)
    out = np.zeros(n, np.int32)
    cu(FILE).launch("nested_out_of_line", 1, n, mesh, out)
    np.testing.assert_array_equal(out, np.abs(mesh[:, :, 1] - mesh[:, :, 0]).sum(axis=1))


def test_generic_lambda_on_two_types(cu, rng):
    n = 100
    xi = rng.integers(-10**6, 10**6, n).astype(np.int32)
    xf = rng.standard_normal(n).astype(np.float32)
    oi, of = np.zeros(1, np.int32), np.zeros(1, np.float32)
    cu(FILE).launch("generic_lambda", 1, 1, xi, xf, oi, of, np.int32(n))
    assert oi[0] == xi.max() and of[0] == xf.max()
