"""complex64/complex128 in the three kernel classes: ElementwiseKernel with
placeholders bound to complex arrays and scalars, explicit complex parameter
types, complex<T> written in the operation; ReductionKernel sums and products;
RawKernel pointers and complex scalars by value; and the bad inputs. CuPy's
behaviour is the specification: a placeholder bound by a complex array is
complex<float>/complex<double>, a Python complex is complex128.
Tolerances: complex_ref.py."""

import numpy as np
import pytest

from complex_ref import assert_close, random_complex, same_bits
from rt_common import ultima

DTYPES = [np.complex64, np.complex128]


@pytest.mark.parametrize("dtype", DTYPES)
def test_copy_is_bit_exact(dtype):
    # Data movement: every bit, NaN payloads, infinities and -0 included.
    x = random_complex(np.random.default_rng(1), 300, dtype)
    x[:4] = [complex(-0.0, np.inf), complex(np.nan, -0.0), complex(-np.inf, 1e-30), 0]
    copy = ultima.ElementwiseKernel("T x", "T y", "y = x", "complex_copy")
    y = copy(x)
    assert y.dtype == dtype
    same_bits(y.get(), x)
    strided = copy(x[::3])  # a strided view
    same_bits(strided.get(), x[::3])


@pytest.mark.parametrize("dtype", DTYPES)
def test_elementwise_placeholder_bound_to_complex(dtype):
    rng = np.random.default_rng(2)
    x, y = random_complex(rng, 1000, dtype), random_complex(rng, 1000, dtype)
    k = ultima.ElementwiseKernel("T x, T y", "T z", "z = x * y + exp(x) / conj(y)", "cx_mix")
    z = k(x, y).get()
    ref_x, ref_y = x.astype(np.complex128), y.astype(np.complex128)
    assert_close(z, ref_x * ref_y + np.exp(ref_x) / np.conj(ref_y), dtype, 16)


def test_python_complex_scalar_binds_complex128():
    k = ultima.ElementwiseKernel("T x, T s", "T z", "z = x * s", "cx_scale")
    x = np.arange(5, dtype=np.float64)
    # No array binds T here except x; a float64 array and a Python complex: T = float64 and
    # the complex scalar cannot be converted (below). With a complex array it works:
    xc = (x + 1j).astype(np.complex128)
    z = k(xc, 2 - 1j).get()
    assert z.dtype == np.complex128
    np.testing.assert_array_equal(z, xc * (2 - 1j))
    # Only scalars bind T: a Python complex is complex128.
    only = ultima.ElementwiseKernel("T a, T b", "T c", "c = a - b", "cx_scalars")
    c = only(1 + 2j, 0.5, size=3).get()
    assert c.dtype == np.complex128
    np.testing.assert_array_equal(c, np.full(3, 0.5 + 2j))


@pytest.mark.parametrize("dtype", DTYPES)
def test_python_and_numpy_scalars_take_the_complex_type(dtype):
    x = random_complex(np.random.default_rng(3), 100, dtype)
    k = ultima.ElementwiseKernel("T x, T s", "T z", "z = x + s", "cx_add_scalar")
    # A Python float or int takes T: imaginary part 0.
    same_bits(k(x, 1.5).get(), (x + dtype(1.5)).astype(dtype))
    same_bits(k(x, 3).get(), (x + dtype(3)).astype(dtype))
    # A NumPy scalar of the same dtype keeps its value.
    s = dtype(0.25 - 4j)
    same_bits(k(x, s).get(), (x + s).astype(dtype))


@pytest.mark.parametrize("name,dtype", [("complex64", np.complex64),
                                        ("complex128", np.complex128),
                                        ("complex", np.complex128)])
def test_explicit_complex_parameter_types(name, dtype):
    # As CuPy: NumPy's names (a parameter string cannot spell complex<float>).
    k = ultima.ElementwiseKernel(f"{name} x", f"{name} y", "y = conj(x) * x.imag()",
                                 "cx_explicit_" + name)
    x = random_complex(np.random.default_rng(4), 64, dtype)
    y = k(x).get()
    assert y.dtype == dtype
    ref = np.conj(x.astype(np.complex128)) * x.imag
    assert_close(y, ref, dtype, 4)


def test_complex_written_in_operation_and_preamble():
    # complex<float> as CuPy's kernels write it: locals, casts, preamble helpers,
    # with real arrays in and out.
    pre = """
__device__ complex<float> rotate(complex<float> z, float angle) {
  return z * polar(1.0f, angle);
}"""
    k = ultima.ElementwiseKernel("float32 re, float32 im, float32 angle", "float32 mag, float32 ph",
                                 "complex<float> z(re, im); complex<float> r = rotate(z, angle);"
                                 "mag = abs(r); ph = arg(r)", "cx_rotate", preamble=pre)
    rng = np.random.default_rng(5)
    re, im = rng.standard_normal(200).astype(np.float32), rng.standard_normal(200).astype(
        np.float32)
    angle = rng.uniform(-1, 1, 200).astype(np.float32)
    mag, ph = (a.get() for a in k(re, im, angle))
    ref = (re + 1j * im).astype(np.complex128) * np.exp(1j * angle.astype(np.float64))
    np.testing.assert_allclose(mag, np.abs(ref), rtol=8 * np.finfo(np.float32).eps)
    np.testing.assert_allclose(ph, np.angle(ref), rtol=8 * np.finfo(np.float32).eps, atol=1e-6)


def test_cupy_helpers_isnan_isinf_isfinite_min_max():
    k = ultima.ElementwiseKernel(
        "T x, T y", "int32 flags, T lo, T hi",
        "flags = isnan(x) + 2 * isinf(x) + 4 * isfinite(x); lo = min(x, y); hi = max(x, y)",
        "cx_helpers")
    x = np.array([complex(np.nan, 0), complex(1, np.inf), 1 + 2j, 1 + 2j, 3 - 1j], np.complex128)
    y = np.array([2 + 0j, 0j, complex(np.nan, 1), 1 + 3j, 2 + 5j], np.complex128)
    flags, lo, hi = (a.get() for a in k(x, y))
    np.testing.assert_array_equal(flags, [1, 2, 4, 4, 4])
    # A NaN operand loses (NumPy's fmin/fmax); otherwise real, then imaginary parts order.
    np.testing.assert_array_equal(lo, np.fmin(x, y))
    np.testing.assert_array_equal(hi, np.fmax(x, y))


@pytest.mark.parametrize("dtype", DTYPES)
def test_reduction_sum_and_product(dtype):
    rng = np.random.default_rng(6)
    x = random_complex(rng, 4 * 300, dtype, lo=-1, hi=0.5).reshape(4, 300)
    total = ultima.ReductionKernel("T x", "T y", "x", "a + b", "y = a", "0", "cx_sum")
    got = total(x, axis=1).get()
    ref = x.astype(np.complex128).sum(axis=1)
    # A sum of n terms: n eps of the largest partial sum, norm-wise.
    bound = 300 * np.finfo(dtype).eps * np.abs(x).sum(axis=1)
    assert got.dtype == dtype and (np.abs(got - ref) <= bound).all()
    unit = (x / np.abs(x)).astype(dtype)  # |product| stays 1
    prod = ultima.ReductionKernel("T x", "T y", "x", "a * b", "y = a", "1", "cx_prod")
    got = prod(unit, axis=None).get()
    ref = np.prod(unit.astype(np.complex128))
    assert abs(got - ref) <= 4 * unit.size * np.finfo(dtype).eps


def test_reduction_with_complex_reduce_type_and_real_output():
    # |sum| of complex64 values accumulated in complex128 (reduce_type), written
    # to a float64 output through post_map_expr.
    x = random_complex(np.random.default_rng(8), 5000, np.complex64)
    k = ultima.ReductionKernel("complex64 x", "float64 y", "x", "a + b", "y = abs(a)", "0",
                               "cx_abs_sum", reduce_type="complex128")
    got = k(x).get()
    ref = abs(x.astype(np.complex128).sum())
    np.testing.assert_allclose(got, ref, rtol=1e-12)


RAW = r'''
#include <cupy/complex.cuh>
extern "C" __global__ void axpy(complex<float> a, const complex<float> *x,
                                complex<float> *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}
extern "C" __global__ void scale64(complex<double> a, complex<double> *y) {
  y[threadIdx.x] *= a;
}'''


def test_rawkernel_complex_pointers_and_scalars():
    rng = np.random.default_rng(9)
    x = random_complex(rng, 500, np.complex64)
    y = random_complex(rng, 500, np.complex64)
    y0 = y.copy()
    axpy = ultima.RawKernel(RAW, "axpy")
    axpy((8,), (64,), (np.complex64(2 - 1j), x, y, np.int32(500)))  # NumPy scalar: its bytes
    assert_close(y, (2 - 1j) * x.astype(np.complex128) + y0, np.complex64, 4)
    y1 = y.copy()
    axpy((8,), (64,), (0.5j, x, y, 500))  # Python complex converted to complex<float>
    assert_close(y, 0.5j * x.astype(np.complex128) + y1, np.complex64, 4)
    z = np.arange(4, dtype=np.complex128)
    ultima.RawKernel(RAW, "scale64")((1,), (4,), (3, z))  # a Python int: 3 + 0i
    np.testing.assert_array_equal(z, np.arange(4) * 3)


def test_thrust_complex_header():
    code = r'''
#include <thrust/complex.h>
extern "C" __global__ void roots(thrust::complex<double> *z) {
  z[threadIdx.x] = thrust::sqrt(z[threadIdx.x]) + thrust::conj(thrust::complex<double>(0, 1));
}'''
    z = np.array([-4, 2j, 1 + 1j], np.complex128)
    ultima.RawKernel(code, "roots")((1,), (3,), (z,))
    ref = np.sqrt(np.array([-4, 2j, 1 + 1j])) - 1j
    assert_close(z, ref, np.complex128, 4)


def test_complex_scalar_for_real_parameter_is_a_type_error():
    k = ultima.ElementwiseKernel("float32 x, float32 s", "float32 y", "y = x * s", "cx_bad")
    with pytest.raises(TypeError, match="complex128 scalar to float32"):
        k(np.ones(3, np.float32), 1j)
    raw = ultima.RawKernel('extern "C" __global__ void f(float s, float *y) { y[0] = s; }', "f")
    with pytest.raises(TypeError, match="Python complex"):
        raw((1,), (1,), (1j, np.zeros(1, np.float32)))


def test_complex_array_for_real_parameter_is_a_type_error():
    k = ultima.ElementwiseKernel("float64 x", "float64 y", "y = x", "cx_bad_array")
    with pytest.raises(TypeError, match="Type is mismatched"):
        k(np.ones(3, np.complex128))
    mixed = ultima.ElementwiseKernel("T x, T y", "T z", "z = x + y", "cx_mixed")
    with pytest.raises(TypeError, match="Type is mismatched"):
        mixed(np.ones(3, np.complex64), np.ones(3, np.complex128))
