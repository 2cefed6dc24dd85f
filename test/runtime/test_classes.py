"""C++ classes lowered to C structs and functions (kernels/classes.cu), against NumPy."""

import numpy as np
import pytest

from harness import cdiv

FILE = "classes.cu"


@pytest.mark.parametrize("dtype,n_comp,kernel", [(np.float32, 3, "axpy_vec_float_3"),
                                                 (np.float64, 4, "axpy_vec_double_4"),
                                                 (np.int32, 2, "axpy_vec_int_2")])
def test_class_template_vec_with_operators(cu, rng, dtype, n_comp, kernel):
    n = 500
    if dtype == np.int32:
        x = rng.integers(-100, 100, (n, n_comp)).astype(dtype)
        y = rng.integers(-100, 100, (n, n_comp)).astype(dtype)
        a = dtype(3)
    else:
        x = rng.standard_normal((n, n_comp)).astype(dtype)
        y = rng.standard_normal((n, n_comp)).astype(dtype)
        a = dtype(1.5)
    y[:5] = x[:5]  # some equal pairs for operator==
    y0 = y.copy()
    dots = np.zeros(n, dtype)
    same = np.zeros(n, np.int32)
    cu(FILE).launch(kernel, cdiv(n, 64), 64, x, y, a, dots, same, np.int32(n))
    r = (x * a + y0 + x).astype(dtype)
    if dtype == np.int32:
        np.testing.assert_array_equal(y, r)
        np.testing.assert_array_equal(dots, (r * x).sum(axis=1))
    else:
        np.testing.assert_allclose(y, r, rtol=1e-6 if dtype == np.float32 else 1e-13)
        np.testing.assert_allclose(dots, (r.astype(np.float64) * x).sum(axis=1),
                                   rtol=1e-5 if dtype == np.float32 else 1e-12, atol=1e-5)
    np.testing.assert_array_equal(same, (x == y0).all(axis=1) + 2)


def test_complex_class_with_converting_constructor(cu, rng):
    n = 400
    re = rng.uniform(-2, 1, n)
    im = rng.uniform(-1.2, 1.2, n)
    out = np.zeros(4 * n)
    iters = np.zeros(n, np.int32)
    cu(FILE).launch("complex_ops", cdiv(n, 64), 64, re, im, out, iters, np.int32(n))
    c = re + 1j * im
    z = np.zeros(n, complex)
    k = np.zeros(n, np.int32)
    active = np.ones(n, bool)
    for _ in range(50):
        active &= (z.real * z.real + z.imag * z.imag) <= 4.0
        z[active] = z[active] * z[active] + c[active]
        k += active
    np.testing.assert_array_equal(iters, k)
    w = 2.0 * c + 1.0
    q = w / (c + 1j)
    got = out.reshape(n, 4)
    np.testing.assert_allclose(got[:, 0], w.real, rtol=1e-14)
    np.testing.assert_allclose(got[:, 1], w.imag, rtol=1e-14)
    np.testing.assert_allclose(got[:, 2], q.real, rtol=1e-12, atol=1e-14)
    np.testing.assert_allclose(got[:, 3], q.imag, rtol=1e-12, atol=1e-14)


def test_functors_passed_to_a_template(cu, rng):
    a = rng.standard_normal(64).astype(np.float32)
    b = rng.standard_normal(64).astype(np.float32)
    a0, b0 = a.copy(), b.copy()
    cu(FILE).launch("functors", 1, 64, a, b, np.float32(-2.5), np.float32(-0.5), np.float32(0.25))
    np.testing.assert_array_equal(a, a0 * np.float32(-2.5))
    np.testing.assert_array_equal(b, np.clip(b0, np.float32(-0.5), np.float32(0.25)))


def test_member_function_on_a_shared_object(cu, rng):
    x = rng.uniform(-0.2, 1.2, 5000).astype(np.float32)
    out = np.zeros(8, np.int32)
    cu(FILE).launch("histogram", 1, 128, x, out, np.int32(len(x)))
    bins = np.where(x < 0, 0, np.where(x >= 1, 7, (x * 8).astype(np.int32)))
    np.testing.assert_array_equal(out, np.bincount(bins, minlength=8))


def test_single_and_multiple_inheritance(cu, rng):
    n = 200
    xy = rng.standard_normal((n, 2)).astype(np.float32)
    out = np.zeros(3 * n, np.float32)
    pts = np.zeros((n, 2), np.float32)
    cu(FILE).launch("inheritance", cdiv(n, 64), 64, xy, out, pts, np.int32(n))
    x, y = xy[:, 0], xy[:, 1]
    got = out.reshape(n, 3)
    energy = np.float32(0.5) * (x * x + y * y) + np.arange(n, dtype=np.float32)
    np.testing.assert_allclose(got[:, 0], energy, rtol=1e-6)
    np.testing.assert_array_equal(got[:, 1], (np.abs(x) + np.abs(y)) + x)
    np.testing.assert_array_equal(got[:, 2], np.full(n, 1.5, np.float32))
    np.testing.assert_array_equal(pts, xy)


def test_lambdas(cu, rng):
    n = 256
    x = rng.standard_normal(n).astype(np.float32)
    out = np.zeros(4 * n, np.float32)
    a, b = np.float32(1.25), np.float32(-0.5)
    cu(FILE).launch("lambdas", n // 64, 64, x, out, a, b, np.int32(n))
    got = out.reshape(n, 4)
    np.testing.assert_allclose(got[:, 0], a * x + b, rtol=1e-6, atol=1e-7)
    np.testing.assert_allclose(got[:, 1], x * x + a, rtol=1e-6)
    j = np.arange(n)
    nb = x[(j - j % 64) + (j % 64 + 1) % 64]
    np.testing.assert_array_equal(got[:, 2], nb + np.float32(2))
    quad_max = x.reshape(-1, 4).max(axis=1).repeat(4)
    positive = (x > 0).astype(np.float32)
    np.testing.assert_array_equal(got[:, 3], quad_max + positive + 2 * positive)
