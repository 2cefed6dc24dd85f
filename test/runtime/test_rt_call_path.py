"""One Python call path for RawKernel, ElementwiseKernel and ReductionKernel
(runtime/python/ultima/_kernels/kernel_call.py): a NumPy array gets one device copy per call
however often it is passed, as on CuPy where it would be one device array.
For each kernel class: an array passed twice as an input, and an array passed
as an input and an output (updated in place), against NumPy."""

import numpy as np
import pytest

from rt_common import ultima

import ultima._kernels.kernel_call as call_path

rng = np.random.default_rng(7)


@pytest.fixture
def copies(monkeypatch):
    """Counts the device copies made of NumPy arrays during a call."""
    made = []
    real = call_path.to_device

    def counting(value, *args, **kwargs):
        if isinstance(value, np.ndarray):
            made.append(value)
        return real(value, *args, **kwargs)

    monkeypatch.setattr(call_path, "to_device", counting)
    return made


def test_raw_kernel_array_passed_twice_is_one_buffer(copies):
    k = ultima.RawKernel(r'''
extern "C" __global__ void bump_both(float *a, float *b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) { a[i] += 1.0f; b[i] += 1.0f; }
}''', "bump_both")
    x = rng.standard_normal(300).astype(np.float32)
    one = np.float32(1)
    expected = (x + one) + one  # both increments reach the one array, as on CuPy
    k((3,), (128,), (x, x, np.int32(x.size)))
    assert len(copies) == 1
    np.testing.assert_array_equal(x, expected)


def test_raw_kernel_input_and_output(copies):
    k = ultima.RawKernel(r'''
extern "C" __global__ void twice(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = in[i] * 2.0f;
}''', "twice")
    x = rng.standard_normal(257).astype(np.float32)
    expected = x * 2
    k((3,), (128,), (x, x, np.int32(x.size)))
    assert len(copies) == 1
    np.testing.assert_array_equal(x, expected)


def test_elementwise_array_passed_twice_is_one_buffer(copies):
    add = ultima.ElementwiseKernel("T x, T y", "T z", "z = x + y", "cp_add")
    x = rng.standard_normal(100).astype(np.float32)
    np.testing.assert_array_equal(add(x, x).get(), x + x)
    assert len(copies) == 1
    # Observable: a write through one raw parameter is read through the other.
    k = ultima.ElementwiseKernel("raw T a, raw T b", "T z", "a[i] = (T)7; z = b[i]", "cp_alias")
    z = np.zeros(50, np.float32)
    y = rng.standard_normal(50).astype(np.float32)
    k(y, y, z)
    np.testing.assert_array_equal(z, np.full(50, 7, np.float32))


def test_elementwise_input_and_output(copies):
    k = ultima.ElementwiseKernel("T x, T y", "T z", "z = x + y", "cp_inplace")
    x = rng.standard_normal(64).astype(np.float64)
    y = rng.standard_normal(64).astype(np.float64)
    expected = x + y
    k(x, y, x)
    assert len(copies) == 2  # x once, y once
    np.testing.assert_array_equal(x, expected)


def test_reduction_array_passed_twice(copies):
    dot = ultima.ReductionKernel("T x, T y", "T z", "x * y", "a + b", "z = a", "0", "cp_dot")
    x = rng.standard_normal(1000).astype(np.float64)
    np.testing.assert_allclose(dot(x, x).get(), np.dot(x, x), rtol=1e-12)
    assert len(copies) == 1


@pytest.mark.parametrize("use_out", [False, True])
def test_reduction_input_and_output(copies, use_out):
    k = ultima.ReductionKernel("T x", "T y", "x * 2", "a + b", "y = a", "0", "cp_red_inplace")
    x = rng.standard_normal((6, 1)).astype(np.float32)
    expected = (x * 2).sum(axis=1, keepdims=True)
    if use_out:
        k(x, out=x, axis=1, keepdims=True)
    else:
        k(x, x, axis=1, keepdims=True)
    assert len(copies) == 1
    np.testing.assert_array_equal(x, expected)
