"""Structured dtypes with RawKernel, as CuPy has them: a structured scalar
passed by value is the dtype's bytes as they are (explicit offsets and
itemsize included), checked against the kernel's struct size; arrays of
structured dtypes live on the device (ultima.asarray / zeros / empty, field
views `a['x']`) and kernels reach them through a pointer to a struct of the
same layout. References are NumPy."""

import numpy as np
import pytest

from rt_common import ultima

KERNELS = ultima.RawModule(code=r'''
struct S { int4 a; char b; };
struct Particle { float x; int id; double w; };
struct Cell { short tag; Particle p; float v[3]; };
extern "C" __global__ void unpack(S s, int *out) {
  out[0] = s.a.x; out[1] = s.a.y; out[2] = s.a.z; out[3] = s.a.w; out[4] = s.b;
}
extern "C" __global__ void advance(Particle *ps, float dt, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) { ps[i].x += dt * (float)ps[i].w; ps[i].id = -ps[i].id; }
}
extern "C" __global__ void cell_sum(const Cell *cells, double *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = (double)cells[i].tag + (double)cells[i].p.x + (double)cells[i].p.id + cells[i].p.w +
             (double)cells[i].v[0] + 10.0 * cells[i].v[1] + 100.0 * cells[i].v[2];
}
''')

# struct S as CUDA lays it out: int4 is 16-byte aligned, so S is 32 bytes.
S_DTYPE = np.dtype({"names": ["a", "b"], "formats": [(np.int32, 4), np.int8],
                    "offsets": [0, 16], "itemsize": 32})
PARTICLE = np.dtype([("x", np.float32), ("id", np.int32), ("w", np.float64)], align=True)
CELL = np.dtype([("tag", np.int16), ("p", PARTICLE), ("v", np.float32, (3,))], align=True)


@pytest.mark.parametrize("order", ["<", ">"], ids=["native", "byteswapped"])
def test_struct_by_value_keeps_the_dtype_offsets_and_itemsize(order):
    dtype = S_DTYPE.newbyteorder(order) if order == ">" else S_DTYPE
    s = np.zeros((), dtype)
    s["a"], s["b"] = [3, -4, 5, 2**30], -7
    out = np.zeros(5, np.int32)
    KERNELS.get_function("unpack")((1,), (1,), (s[()], out))
    np.testing.assert_array_equal(out, [3, -4, 5, 2**30, -7])
    # A dtype of another size is refused with both sizes (OpenCL would not check).
    twenty = np.dtype([("a", np.int32, (4,)), ("b", np.int8)], align=True)  # 20 bytes
    assert twenty.itemsize == 20
    with pytest.raises(TypeError, match=r"20 bytes passed .* \(32 bytes\)"):
        KERNELS.get_function("unpack")((1,), (1,), (np.zeros((), twenty)[()],
                                                    np.zeros(5, np.int32)))


def particles(n, seed):
    rng = np.random.default_rng(seed)
    ps = np.zeros(n, PARTICLE)
    ps["x"] = rng.uniform(-1, 1, n)
    ps["id"] = np.arange(n)
    ps["w"] = rng.uniform(0, 2, n)
    return ps


def test_device_array_of_structs_through_a_struct_pointer():
    host = particles(300, 1)
    d = ultima.asarray(host)
    assert d.dtype == PARTICLE and d.shape == (300,)
    KERNELS.get_function("advance")((3,), (128,), (d, np.float32(0.5), np.int32(300)))
    got = d.get()
    np.testing.assert_allclose(got["x"], host["x"] + np.float32(0.5) * host["w"].astype(np.float32),
                               rtol=1e-6)
    np.testing.assert_array_equal(got["id"], -host["id"])
    np.testing.assert_array_equal(got["w"], host["w"])
    # A field is a strided view of the device array, as in NumPy.
    np.testing.assert_array_equal(d["id"].get(), -host["id"])
    assert d["w"].strides == (PARTICLE.itemsize,)


def test_numpy_array_of_structs_is_copied_in_and_back():
    host = particles(50, 2)
    expected = host.copy()
    expected["x"] += np.float32(-2) * expected["w"].astype(np.float32)
    expected["id"] *= -1
    view = host[::2]  # a strided NumPy view: copied C-ordered, then back in place
    KERNELS.get_function("advance")((1,), (64,), (view, np.float32(-2), np.int32(25)))
    np.testing.assert_allclose(host["x"][::2], expected["x"][::2], rtol=1e-6)
    np.testing.assert_array_equal(host["id"][::2], expected["id"][::2])
    np.testing.assert_array_equal(host[1::2], particles(50, 2)[1::2])


def test_nested_structs_and_subarray_fields():
    n = 40
    rng = np.random.default_rng(3)
    cells = np.zeros(n, CELL)
    cells["tag"] = rng.integers(-100, 100, n)
    cells["p"] = particles(n, 4)
    cells["v"] = rng.uniform(-1, 1, (n, 3))
    d = ultima.zeros(n, CELL)
    assert not d.get()["p"]["w"].any()
    d.set(cells)
    out = ultima.zeros(n, np.float64)
    KERNELS.get_function("cell_sum")((1,), (64,), (d, out, np.int32(n)))
    v = cells["v"].astype(np.float64)
    expected = (cells["tag"] + cells["p"]["x"].astype(np.float64) + cells["p"]["id"] +
                cells["p"]["w"] + v[:, 0] + 10 * v[:, 1] + 100 * v[:, 2])
    np.testing.assert_allclose(out.get(), expected, rtol=1e-12)
    np.testing.assert_array_equal(d["p"]["id"][5:9].get(), cells["p"]["id"][5:9])
    np.testing.assert_array_equal(d.copy().get(), cells)


def test_structures_of_other_than_numbers_are_refused():
    with pytest.raises(ValueError, match="Unsupported dtype"):
        ultima.zeros(3, np.dtype([("a", np.int32), ("o", object)]))
    with pytest.raises(ValueError, match="Unsupported dtype"):
        ultima.asarray(np.zeros(2, np.dtype([("s", "S4")])))
    with pytest.raises(ValueError, match="no field of name"):
        ultima.zeros(2, PARTICLE)["nosuch"]


def test_element_operations_refuse_structured_arrays_by_name():
    """Kernels take them (test_cupy_structured_kernels.py); the ndarray's
    element conversions do not."""
    d = ultima.zeros(4, PARTICLE)
    copy = ultima.ElementwiseKernel("T x", "T y", "y = x", "copy_struct")
    np.testing.assert_array_equal(copy(d).get(), np.zeros(4, PARTICLE))
    for operation in (lambda: d.astype(np.float64), lambda: d.fill(1), lambda: d.sum(),
                      lambda: d.__setitem__(Ellipsis, ultima.zeros(4, np.float32))):
        with pytest.raises(NotImplementedError, match="structured arrays"):
            operation()
    np.testing.assert_array_equal(d.astype(PARTICLE).get(), np.zeros(4, PARTICLE))


def test_struct_holding_a_pointer_is_refused_with_its_field():
    # ultima passes such a struct field by field (docs/launch-manifest.md);
    # a structured scalar is one argument, so the Python runtime refuses the
    # kernel, naming the field, rather than miscounting its arguments.
    kernel = ultima.RawKernel(r'''
struct View { float *data; int n; bool negate; };
extern "C" __global__ void fill(View v) {
  int i = threadIdx.x;
  if (i < v.n) v.data[i] = v.negate ? -i : i;
}''', "fill")
    view = np.zeros((), np.dtype([("data", np.uint64), ("n", np.int32), ("negate", np.bool_)],
                                 align=True))
    with pytest.raises(ValueError, match=r"field 'data'.*passes field by field"):
        kernel((1,), (4,), (view[()],))
