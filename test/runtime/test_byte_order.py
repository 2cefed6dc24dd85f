"""NumPy arrays in a non-native byte order ('>i4' on a little-endian host):
every path that takes one into device memory converts its values, so results
equal NumPy's for the same values in native order. Device arrays always hold
the native byte order (their dtype is the native twin, as on CuPy)."""

import numpy as np
import pytest
from rt_common import ultima

SWAPPED = ">" if np.little_endian else "<"


def swapped(values, dtype):
    """values as a NumPy array of dtype in the non-native byte order."""
    out = np.asarray(values, np.dtype(dtype).newbyteorder(SWAPPED))
    assert not out.dtype.isnative
    return out


TYPES = [np.int32, np.uint16, np.int64, np.float32, np.float64, np.complex64]


def values(dtype, n=6):
    v = np.arange(1, n + 1) * 3 - 7
    return (v + 0.25j * v if np.dtype(dtype).kind == "c" else v).astype(dtype)


@pytest.mark.parametrize("dtype", TYPES, ids=lambda t: np.dtype(t).name)
def test_asarray_holds_native_values(dtype):
    host = swapped(values(dtype), dtype)
    dev = ultima.asarray(host)
    assert dev.dtype == np.dtype(dtype) and dev.dtype.isnative
    np.testing.assert_array_equal(dev.get(), host)
    # A kernel sees the values, not their swapped bytes.
    np.testing.assert_array_equal((dev * 2).get(), values(dtype) * 2)
    dev = ultima.asarray(values(dtype), dtype=host.dtype)
    np.testing.assert_array_equal((dev + 1).get(), values(dtype) + 1)


@pytest.mark.parametrize("dtype", TYPES, ids=lambda t: np.dtype(t).name)
def test_operators_with_numpy_operands(dtype):
    a = values(dtype)
    b = swapped(values(dtype)[::-1], dtype)
    dev = ultima.asarray(a)
    np.testing.assert_array_equal((dev + b).get(), a + b)
    np.testing.assert_array_equal((b - dev).get(), b - a)
    np.testing.assert_array_equal((dev == b).get(), a == b)
    out = ultima.asarray(a)
    out += b
    np.testing.assert_array_equal(out.get(), a + b)


def test_issue_example():
    got = ultima.asarray(np.arange(4, dtype=np.int32)) + np.arange(4, dtype=SWAPPED + "i4")
    np.testing.assert_array_equal(got.get(), [0, 2, 4, 6])


def test_elementwise_inputs_and_outputs():
    k = ultima.ElementwiseKernel("T x, T y", "T z", "z = x * 10 + y", "byte_order_fma")
    x = swapped([1, 2, 3, 4], np.int32)
    y = swapped([5, 6, 7, 8], np.int32)
    np.testing.assert_array_equal(k(x, y).get(), [15, 26, 37, 48])
    z = swapped([0, 0, 0, 0], np.int32)  # an output copied back in its own byte order
    k(x, y, z)
    assert not z.dtype.isnative
    np.testing.assert_array_equal(z, [15, 26, 37, 48])


def test_reduction_input():
    r = ultima.ReductionKernel("T x", "T y", "x", "a + b", "y = a", "0", "byte_order_sum")
    x = swapped(np.arange(100), np.int64)
    assert int(r(x).get()) == 4950
    assert float(ultima.asarray(swapped(np.arange(10.0), np.float64)).sum().get()) == 45.0


def test_set_setitem_and_astype():
    host = swapped([9, -8, 7, -6], np.int32)
    dev = ultima.zeros(4, np.int32)
    dev.set(host)
    np.testing.assert_array_equal(dev.get(), host)
    dev = ultima.zeros(4, np.int32)
    dev[...] = host
    np.testing.assert_array_equal(dev.get(), host)
    dev = ultima.zeros(4, np.int32)
    dev[1:3] = host[1:3]
    np.testing.assert_array_equal(dev.get(), [0, -8, 7, 0])
    conv = ultima.asarray(np.array([1, 2, 3], np.int32)).astype(SWAPPED + "f8")
    assert conv.dtype == np.float64
    np.testing.assert_array_equal(conv.get(), [1.0, 2.0, 3.0])
    assert ultima.empty(3, SWAPPED + "i2").dtype == np.int16


RAW = ultima.RawModule(code=r'''
struct Affine { int scale; double shift; };
extern "C" __global__ void twice(const int *a, int *out) {
  out[threadIdx.x] = a[threadIdx.x] * 2;
}
extern "C" __global__ void affine(const Affine p, double *x) {
  x[threadIdx.x] = x[threadIdx.x] * p.scale + p.shift;
}''')


def test_raw_kernel_pointer_arguments():
    a = swapped([1, -2, 3, -4], np.int32)
    out = swapped([0, 0, 0, 0], np.int32)
    RAW.get_function("twice")((1,), (4,), (a, out))
    np.testing.assert_array_equal(out, [2, -4, 6, -8])


def test_raw_kernel_struct_fields_by_value():
    dtype = np.dtype([("scale", SWAPPED + "i4"), ("shift", SWAPPED + "f8")], align=True)
    p = np.array((3, 0.5), dtype)[()]
    x = np.arange(4, dtype=np.float64)
    RAW.get_function("affine")((1,), (4,), (p, x))
    np.testing.assert_array_equal(x, np.arange(4) * 3 + 0.5)
