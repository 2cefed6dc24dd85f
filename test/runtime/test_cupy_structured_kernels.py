"""ElementwiseKernel and ReductionKernel on arrays of structured dtypes, as
CuPy has them (its TestKernelFieldAccess): a placeholder bound to a
structured dtype is a struct with `T::field_count` and `x.at<K>()`, a
reference to field K (fields are reached by index, never by name), laid out
exactly as the dtype (offsets, padding, itemsize). References are NumPy,
computed on the host field by field."""

import numpy as np
import pytest

from rt_common import ultima

MIXED = np.dtype([("a", np.int8), ("b", np.float64), ("c", np.int32)], align=True)
# Fields out of offset order, a gap between them and trailing bytes.
SPARSE = np.dtype({"names": ["a", "b"], "formats": [np.int32, np.float32], "offsets": [12, 4],
                   "itemsize": 24})
INNER = np.dtype([("p", np.int16), ("q", np.float32)], align=True)
NESTED = np.dtype([("tag", np.int8), ("in", INNER), ("v", np.int32, (2, 3))], align=True)


def test_cupy_field_access_by_index():
    """CuPy's own case: field 1 of out written, field 0 untouched."""
    k = ultima.ElementwiseKernel("T in", "T out", """
        static_assert(T::field_count == 2, "expected 2 fields");
        out.at<1>() = -in.at<0>();
    """, "test_struct_access")
    x = ultima.array(np.array([1, 2, 3], dtype="i,i"))
    y = ultima.array(np.array([4, 5, 6], dtype="i,i"))
    k(x, y)
    expected = np.array([(4, -1), (5, -2), (6, -3)], dtype="i,i")
    np.testing.assert_array_equal(y.get(), expected)
    host = np.array([4, 5, 6], dtype="i,i")  # a NumPy output is updated in place
    k(np.array([1, 2, 3], dtype="i,i"), host)
    np.testing.assert_array_equal(host, expected)


def test_mixed_fields_with_padding_and_an_allocated_output():
    rng = np.random.default_rng(1)
    x = np.zeros(37, MIXED)
    x["a"] = rng.integers(-100, 100, 37)
    x["b"] = rng.standard_normal(37)
    x["c"] = rng.integers(-10**6, 10**6, 37)
    k = ultima.ElementwiseKernel("T in", "T out", """
        out.at<0>() = (signed char)(in.at<0>() / 2);
        out.at<1>() = in.at<1>() * in.at<2>();
        out.at<2>() = in.at<2>() + in.at<0>();
    """, "mixed_fields")
    y = k(x)  # allocated by the kernel: the input's structured dtype
    assert y.dtype == MIXED and y.shape == (37,)
    got = y.get()
    np.testing.assert_array_equal(got["a"], np.trunc(x["a"] / 2).astype(np.int8))
    np.testing.assert_array_equal(got["b"], x["b"] * x["c"])
    np.testing.assert_array_equal(got["c"], x["c"] + x["a"])


def test_explicit_offsets_and_itemsize_leave_other_bytes_alone():
    n = 9
    x = np.zeros(n, SPARSE)
    x["a"] = np.arange(n) * 3 - 7
    x["b"] = np.arange(n) / 4
    # The output's gaps and trailing bytes hold a pattern the kernel must keep.
    y = np.frombuffer(bytes(range(256))[:24] * n, dtype=SPARSE).copy()
    before = y.view(np.uint8).reshape(n, 24).copy()
    k = ultima.ElementwiseKernel("T in", "T out", """
        static_assert(sizeof(T) == 24, "itemsize");
        out.at<0>() = (int)(in.at<1>() * 8.0f);
        out.at<1>() = (float)in.at<0>();
    """, "sparse_fields")
    d = ultima.asarray(y)
    k(ultima.asarray(x), d)
    got = d.get()
    np.testing.assert_array_equal(got["a"], (x["b"] * 8).astype(np.int32))
    np.testing.assert_array_equal(got["b"], x["a"].astype(np.float32))
    raw = got.view(np.uint8).reshape(n, 24)
    untouched = np.r_[0:4, 8:12, 16:24]  # bytes of neither field
    np.testing.assert_array_equal(raw[:, untouched], before[:, untouched])


def test_nested_structure_and_subarray_fields():
    n = 5
    x = np.zeros(n, NESTED)
    x["tag"] = np.arange(n) + 1
    x["in"]["p"] = np.arange(n) * 10
    x["in"]["q"] = np.arange(n) / 2
    x["v"] = np.arange(n * 6).reshape(n, 2, 3)
    k = ultima.ElementwiseKernel("T in", "T out, float64 s", """
        static_assert(T::field_count == 3, "fields");
        out = in;
        out.at<1>().at<0>() = in.at<1>().at<0>() + in.at<0>();
        out.at<2>()[1][2] = in.at<2>()[0][1] * in.at<1>().at<1>();
        s = 0;
        for (int i = 0; i < 2; ++i)
            for (int j = 0; j < 3; ++j)
                s += in.at<2>()[i][j];
    """, "nested_fields")
    y, s = k(x)
    assert y.dtype == NESTED
    expected = x.copy()
    expected["in"]["p"] = x["in"]["p"] + x["tag"]
    expected["v"][:, 1, 2] = (x["v"][:, 0, 1] * x["in"]["q"]).astype(np.int32)
    np.testing.assert_array_equal(y.get(), expected)
    np.testing.assert_array_equal(s.get(), x["v"].reshape(n, 6).sum(axis=1))


def test_bool_half_and_complex_fields():
    dt = np.dtype([("m", np.bool_), ("h", np.float16), ("z", np.complex64),
                   ("w", np.complex128)], align=True)
    x = np.zeros(6, dt)
    x["m"] = [True, False, True, True, False, False]
    x["h"] = np.linspace(-2, 3, 6)
    x["z"] = np.arange(6) + 1j * np.arange(6, 0, -1)
    x["w"] = -np.arange(6) + 0.5j
    k = ultima.ElementwiseKernel("T in", "T out", """
        out.at<0>() = !in.at<0>();
        out.at<1>() = in.at<1>() * in.at<1>();
        out.at<2>() = in.at<2>() * in.at<2>();
        out.at<3>() = in.at<3>() + complex<double>(in.at<2>().imag(), 0);
    """, "other_fields")
    got = k(x).get()
    np.testing.assert_array_equal(got["m"], ~x["m"])
    np.testing.assert_array_equal(got["h"], x["h"] * x["h"])
    np.testing.assert_allclose(got["z"], x["z"] * x["z"], rtol=1e-6)
    np.testing.assert_array_equal(got["w"], x["w"] + x["z"].imag.astype(np.float64))


@pytest.mark.parametrize("dtype", [
    np.dtype([("a", np.float32)]), np.dtype("i,i"), MIXED, SPARSE, NESTED,
    np.dtype([("a", np.uint8), ("b", np.int16), ("c", np.int64), ("d", np.float32),
              ("e", np.uint32)], align=True)], ids=["1", "2", "mixed", "sparse", "nested", "5"])
def test_field_count(dtype):
    k = ultima.ElementwiseKernel("T in", "int32 n, int32 size",
                                 "n = T::field_count; size = sizeof(T);", "field_count")
    n, size = k(ultima.zeros(2, dtype))
    np.testing.assert_array_equal(n.get(), [len(dtype.names)] * 2)
    np.testing.assert_array_equal(size.get(), [dtype.itemsize] * 2)


def test_fields_read_into_a_plain_array():
    x = np.zeros(50, MIXED)
    x["a"] = np.arange(50) % 7 - 3
    x["b"] = np.linspace(0, 1, 50)
    x["c"] = np.arange(50) * 11
    k = ultima.ElementwiseKernel("T in", "float32 f",
                                 "f = (float)(in.at<0>() * in.at<1>() + in.at<2>());", "to_float")
    expected = (x["a"] * x["b"] + x["c"]).astype(np.float32)
    np.testing.assert_array_equal(k(x).get(), expected)
    out = np.zeros(50, np.float32)
    k(x, out)
    np.testing.assert_array_equal(out, expected)


def test_sliced_structured_arrays():
    host = np.zeros((6, 8), MIXED)
    host["a"] = (np.arange(48) % 100).reshape(6, 8)
    host["b"] = np.arange(48).reshape(6, 8) * 0.25
    host["c"] = np.arange(48).reshape(6, 8) * -3
    k = ultima.ElementwiseKernel("T in", "T out", """
        out.at<1>() = in.at<1>() + in.at<2>();
        out.at<2>() = in.at<0>();
    """, "sliced_fields")
    src = ultima.asarray(host)[1::2, ::-3]
    dst_host = np.zeros((6, 8), MIXED)
    dst_host["a"] = 42
    dst = ultima.asarray(dst_host)
    k(src, dst[::2, 1:4])
    view = host[1::2, ::-3]
    expected = dst_host.copy()
    expected["b"][::2, 1:4] = view["b"] + view["c"]
    expected["c"][::2, 1:4] = view["a"]
    np.testing.assert_array_equal(dst.get(), expected)
    # A NumPy view as the input, an allocated output.
    np.testing.assert_array_equal(k(host[::-2, 3], ultima.zeros(3, MIXED)).get()["c"],
                                  host[::-2, 3]["a"])


def test_reduction_over_fields():
    x = np.zeros((4, 30), MIXED)
    x["a"] = (np.arange(120) % 9 - 4).reshape(4, 30)
    x["b"] = np.arange(120).reshape(4, 30) / 8
    red = ultima.ReductionKernel("T x", "float64 y", "x.at<0>() * x.at<1>()", "a + b", "y = a",
                                 "0", "field_dot")
    np.testing.assert_allclose(red(x, axis=1).get(), (x["a"] * x["b"]).sum(axis=1))
    np.testing.assert_allclose(float(red(ultima.asarray(x)).get()), (x["a"] * x["b"]).sum())


def test_other_byte_order_fields_are_converted_in_and_back():
    dt = np.dtype([("a", ">i4"), ("b", ">f8")], align=True)
    x = np.zeros(4, dt)
    x["a"] = [1, -2, 3, 40000]
    x["b"] = [0.5, 1, -2, 3e10]
    k = ultima.ElementwiseKernel("T in", "T out", """
        out.at<0>() = in.at<0>() * 2;
        out.at<1>() = in.at<1>() + in.at<0>();
    """, "byte_order_fields")
    y = np.zeros(4, dt)
    k(x, y)
    np.testing.assert_array_equal(y["a"], x["a"] * 2)
    np.testing.assert_array_equal(y["b"], x["b"] + x["a"])
    got = k(x)  # device arrays hold the native order, as on CuPy
    assert got.dtype == dt.newbyteorder("=")
    np.testing.assert_array_equal(got.get()["b"], x["b"] + x["a"])


def test_structured_ndarray_round_trip():
    z = ultima.zeros((2, 3), NESTED)
    assert z.dtype == NESTED and z.shape == (2, 3)
    np.testing.assert_array_equal(z.get(), np.zeros((2, 3), NESTED))
    assert ultima.empty(4, SPARSE).dtype == SPARSE
    host = np.zeros(3, SPARSE)
    host["a"] = [1, 2, 3]
    a = ultima.array(host)
    b = ultima.array(a)  # a copy, not a view
    k = ultima.ElementwiseKernel("T in", "T out", "out.at<0>() = in.at<0>() + 1;", "bump")
    k(a, a)
    np.testing.assert_array_equal(a.get()["a"], [2, 3, 4])
    np.testing.assert_array_equal(b.get()["a"], [1, 2, 3])


def test_layouts_c_cannot_have_are_refused_naming_the_field():
    k = ultima.ElementwiseKernel("T in", "T out", "out = in;", "copy_struct")
    with pytest.raises(TypeError, match=r"field 'f1' \(float64 at offset 1\) is not aligned"):
        k(np.zeros(3, "i1,f8"))  # packed: C cannot put a double at offset 1
    inner = np.dtype([("x", np.int8), ("y", np.int32)])  # packed, nested
    with pytest.raises(TypeError, match=r"field 'in.y' \(int32 at offset 1\)"):
        k(np.zeros(2, [("t", np.int32), ("in", inner)]))
    with pytest.raises(TypeError, match="itemsize 6, not a multiple of its fields' alignment 4"):
        k(np.zeros(2, {"names": ["a"], "formats": [np.int32], "itemsize": 6}))
    with pytest.raises(TypeError, match="field 'b' overlaps field 'a'"):
        k(np.zeros(2, {"names": ["a", "b"], "formats": [np.int32, np.int16],
                       "offsets": [0, 2]}))
    with pytest.raises(ValueError, match="Unsupported dtype .*field 's' is"):
        k(np.zeros(2, [("a", np.int32), ("s", "S4")]))
    with pytest.raises(TypeError, match=r"Type is mismatched. out \[\('f0', '<i4'\), "
                                        r"\('f1', '<f4'\)\] \[\('f0', '<i4'\), \('f1', '<i4'\)\]"):
        k(ultima.zeros(2, "i,i"), ultima.zeros(2, "i,f"))
    with pytest.raises(ultima.TranslationError, match="K is not a field index"):
        ultima.ElementwiseKernel("T in", "T out", "out.at<2>() = in.at<0>();",
                                 "bad_field")(ultima.zeros(2, "i,i"))
