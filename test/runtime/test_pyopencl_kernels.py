"""ElementwiseKernel, ReductionKernel and RawKernel on pyopencl.array.Array
operands of ultima's context: inputs read and outputs written in place
(strided and offset views included), with no host transfer during the call,
against NumPy; PyOpenCL's and ultima's writes visible to each other with no
.get() in between."""

import numpy as np
import pytest
import pyopencl as cl
import pyopencl.array as cl_array

from pyopencl_common import host_transfers, queue, to_device  # noqa: F401 (fixtures)
from rt_common import ultima

rng = np.random.default_rng(1515)

axpy = ultima.ElementwiseKernel("T a, T x, T y", "T z", "z = a * x + y", "po_axpy")
col_sum = ultima.ReductionKernel("T x", "T y", "x", "a + b", "y = a", "0", "po_sum")
RAW_SCALE = ultima.RawKernel(r'''
extern "C" __global__ void po_scale(const float *in, float *out, float k, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = in[i] * k;
}''', "po_scale")
RAW_NEGATE = ultima.RawKernel(r'''
extern "C" __global__ void po_negate(int *data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] = -data[i];
}''', "po_negate")


def test_elementwise_pyopencl_inputs_no_host_transfer(queue, host_transfers):
    x, y = (rng.standard_normal(1000).astype(np.float32) for _ in range(2))
    a, b = to_device(queue, x), to_device(queue, y)
    host_transfers.clear()
    z = axpy(np.float32(3), a, b)
    assert host_transfers == []
    np.testing.assert_allclose(z.get(), np.float32(3) * x + y, rtol=1e-6, atol=1e-5)


def test_elementwise_writes_into_a_pyopencl_output(queue, host_transfers):
    x, y = (rng.standard_normal(300) for _ in range(2))
    a, b = to_device(queue, x), to_device(queue, y)
    out = cl_array.empty(queue, 300, np.float64)
    pointer = out.base_data.int_ptr
    host_transfers.clear()
    result = axpy(2.0, a, b, out)
    assert host_transfers == []
    assert result is out  # as CuPy returns the array passed as the output
    assert out.base_data.int_ptr == pointer
    np.testing.assert_allclose(out.get(), 2.0 * x + y, rtol=1e-12)


def test_elementwise_strided_and_offset_operands(queue):
    x = rng.standard_normal((8, 10)).astype(np.float32)
    y = rng.standard_normal(10).astype(np.float32)
    big = rng.standard_normal((8, 20)).astype(np.float32)
    a, b, out = to_device(queue, x), to_device(queue, y), to_device(queue, big)
    expected = big.copy()
    expected[:, 1::2] = np.float32(0.5) * x + y
    axpy(np.float32(0.5), a, b, out[:, 1::2])
    np.testing.assert_allclose(out.get(), expected, rtol=1e-6, atol=1e-6)  # even columns untouched


def test_elementwise_view_inputs(queue):
    x = rng.standard_normal((6, 10))
    a = to_device(queue, x)
    z = axpy(1.5, a[2:, ::2], a[:4, 1::2])
    np.testing.assert_allclose(z.get(), 1.5 * x[2:, ::2] + x[:4, 1::2], rtol=1e-12)


def test_elementwise_mixes_pyopencl_ultima_and_numpy(queue):
    x = rng.integers(-50, 50, size=64, dtype=np.int64)
    y = rng.integers(-50, 50, size=64, dtype=np.int64)
    z = axpy(to_device(queue, x), ultima.asarray(y), np.int64(7))
    np.testing.assert_array_equal(z.get(), x * y + 7)


def test_reduction_of_a_pyopencl_array_into_a_pyopencl_output(queue, host_transfers):
    x = rng.integers(0, 1000, size=(50, 7), dtype=np.int32)
    a = to_device(queue, x)
    out = cl_array.empty(queue, 7, np.int32)
    host_transfers.clear()
    result = col_sum(a, axis=0, out=out)
    assert host_transfers == []
    assert result is out
    np.testing.assert_array_equal(out.get(), x.sum(axis=0, dtype=np.int32))


def test_reduction_of_a_transposed_view(queue):
    x = rng.standard_normal((12, 5))
    a = to_device(queue, x)
    s = col_sum(a.T, axis=1)
    np.testing.assert_allclose(s.get(), x.T.sum(axis=1), rtol=1e-12)


def test_raw_kernel_reads_and_writes_pyopencl_arrays(queue, host_transfers):
    x = rng.standard_normal(500).astype(np.float32)
    a, out = to_device(queue, x), cl_array.zeros(queue, 500, np.float32)
    host_transfers.clear()
    RAW_SCALE((4,), (128,), (a, out, 2.5, 500))
    assert host_transfers == []
    np.testing.assert_array_equal(out.get(), x * np.float32(2.5))


def test_raw_kernel_pointer_at_an_aligned_offset(queue, host_transfers):
    # 32 int32s = 128 bytes, the sub-buffer alignment of most devices (PoCL's included).
    align = queue.device.mem_base_addr_align // 8 // 4
    x = rng.integers(-99, 99, size=4 * align, dtype=np.int32)
    a = to_device(queue, x)
    host_transfers.clear()
    RAW_NEGATE((1,), (64,), (a[align:], align))
    assert host_transfers == []
    expected = x.copy()
    expected[align:2 * align] *= -1
    np.testing.assert_array_equal(a.get(), expected)


@pytest.mark.parametrize("start", [1, 3])  # byte offsets 4 and 12: no sub-buffer could start there
def test_raw_kernel_pointer_at_an_odd_offset_writes_in_place(queue, host_transfers, start):
    x = rng.integers(-99, 99, size=40, dtype=np.int32)
    a = to_device(queue, x)
    host_transfers.clear()
    RAW_NEGATE((1,), (32,), (a[start:start + 30], 30))
    assert host_transfers == []
    expected = x.copy()
    expected[start:start + 30] *= -1
    np.testing.assert_array_equal(a.get(), expected)


RAW_SCALE_STEP = ultima.RawKernel(r'''
extern "C" __global__ void po_scale_step(const float *in, long long step, float *out, float k,
                                         int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = in[i * step] * k;
}''', "po_scale_step")


def test_raw_kernel_negative_stride_reads_backwards(queue, host_transfers):
    x = rng.standard_normal(64).astype(np.float32)
    a, out = to_device(queue, x), cl_array.zeros(queue, 64, np.float32)
    host_transfers.clear()
    RAW_SCALE_STEP((1,), (64,), (a[::-1], -1, out, -1.0, 64))
    assert host_transfers == []
    np.testing.assert_array_equal(out.get(), -x[::-1])


def test_raw_kernel_one_pyopencl_buffer_at_two_odd_offsets(queue, host_transfers):
    x = rng.standard_normal(100).astype(np.float32)
    a = to_device(queue, x)
    host_transfers.clear()
    RAW_SCALE((1,), (64,), (a[3:43], a[51:91], 0.5, 40))  # byte offsets 12 and 204
    assert host_transfers == []
    expected = x.copy()
    expected[51:91] = x[3:43] * np.float32(0.5)
    np.testing.assert_array_equal(a.get(), expected)


def test_writes_pass_between_pyopencl_and_ultima_without_get(queue, host_transfers):
    # PyOpenCL kernel -> ultima kernel -> PyOpenCL kernel -> ultima kernel, one
    # buffer, no .get() until the end.
    program = cl.Program(queue.context, """
        __kernel void add_index(__global float *v) { v[get_global_id(0)] += get_global_id(0); }
    """).build()
    x = rng.standard_normal(256).astype(np.float32)
    a = to_device(queue, x)
    host_transfers.clear()
    program.add_index(queue, (256,), None, a.base_data)
    axpy(np.float32(2), a, a, a)  # a = 2 * a + a
    program.add_index(queue, (256,), None, a.base_data)
    y = ultima.from_pyopencl(a)
    axpy(np.float32(-2), y, y, y)  # y = -2 * y + y
    assert host_transfers == []
    index = np.arange(256, dtype=np.float32)
    step = x + index
    step = np.float32(2) * step + step
    step = step + index
    np.testing.assert_allclose(a.get(), np.float32(-2) * step + step, rtol=1e-6, atol=1e-4)
