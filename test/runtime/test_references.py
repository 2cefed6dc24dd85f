"""C++ references lowered to pointers (kernels/references.cu), against NumPy."""

import numpy as np

FILE = "references.cu"
STATS = np.dtype([("sum", np.float32), ("sumsq", np.float32), ("n", np.int32)])


def test_one_helper_on_global_and_shared_references(cu, rng):
    x = rng.standard_normal(64 * 4).astype(np.float32)
    expect = x.reshape(4, 64)[:, ::-1].copy()
    expect = expect.reshape(-1, 2)[:, ::-1].ravel()
    cu(FILE).launch("swap_spaces", 4, 64, x)
    np.testing.assert_array_equal(x, expect)


def test_function_returning_a_reference(cu, rng):
    w = 16
    g = rng.standard_normal((w, w)).astype(np.float32)
    expect = g.copy()
    for r in range(w):
        for c in range(r + 1, w):
            s = np.float32(g[r, c] + g[c, r])
            expect[r, c], expect[c, r] = s, -s
    cu(FILE).launch("transpose_add", w, w, g, np.int32(w))
    np.testing.assert_array_equal(g, expect)


def test_struct_reference_and_const_reference_temporaries(cu, rng):
    per, n = 7, 32
    x = rng.standard_normal(n * per).astype(np.float32)
    out = np.zeros(n, STATS)
    cu(FILE).launch("stats", 1, n, x, out, np.int32(per))
    v = (x * np.float32(2)).reshape(n, per)
    s = np.zeros(n, np.float32)
    sq = np.zeros(n, np.float32)
    for k in range(per):  # the kernel's order of float additions
        s = (s + v[:, k]).astype(np.float32)
        sq = (sq + (v[:, k] * v[:, k]).astype(np.float32)).astype(np.float32)
    np.testing.assert_array_equal(out["sum"], s)
    np.testing.assert_allclose(out["sumsq"], sq, rtol=1e-6)  # OpenCL may contract v*v+s into fma
    np.testing.assert_array_equal(out["n"], per)


def test_reference_to_array_element_returned(cu):
    n = 8
    out = np.zeros(4 * n, np.int32)
    cu(FILE).launch("slots", 1, n, out)
    for t in range(n):
        s = [0, 0, 0, 0]
        for k in range(10):
            s[(k + t) & 3] += k
        assert out[4 * t:4 * t + 4].tolist() == s
