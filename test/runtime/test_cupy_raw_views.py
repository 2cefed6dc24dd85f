"""RawKernel given ultima.ndarray views: CuPy passes an array's data pointer
(element 0) and the kernel owns the strides, so a kernel's writes through a
view land in the array it views. References are NumPy views of a host copy
of the same base array.

Views are made from the array internals (a shared buffer, a byte offset,
strides) as slicing would make them. OpenCL passes a view that starts inside
its buffer as a sub-buffer, whose start must be a multiple of
CL_DEVICE_MEM_BASE_ADDR_ALIGN (at least 128 bytes by the OpenCL spec, the
size of long16): offsets of 4096 bytes always qualify, 4 bytes never."""

import numpy as np
import pytest

from rt_common import ultima

FILL = ultima.RawKernel(r'''
extern "C" __global__ void fill(float *x, long long step, int n, float value) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i * step] = value + i;
}''', "fill")

COPY = ultima.RawKernel(r'''
extern "C" __global__ void copy2(const double *src, double *dst, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) dst[i] = 2 * src[i];
}''', "copy2")


def view(base, shape, offset_bytes, strides=None):
    """An ultima.ndarray over base's buffer, as slicing would make it."""
    return ultima.ndarray(shape, base.dtype, _buffer=base._buffer, _offset=offset_bytes,
                          _strides=strides)


def test_writes_through_an_offset_view_land_in_the_base():
    host = np.arange(2048, dtype=np.float32)
    base = ultima.asarray(host)
    v = view(base, (100,), 4096)  # base[1024:1124]
    FILL((1,), (128,), (v, np.int64(1), np.int32(100), np.float32(-5)))
    expected = host.copy()
    expected[1024:1124] = -5 + np.arange(100, dtype=np.float32)
    np.testing.assert_array_equal(base.get(), expected)
    np.testing.assert_array_equal(v.get(), expected[1024:1124])


def test_writes_through_a_strided_view_land_in_the_base():
    host = np.zeros(300, np.float32)
    base = ultima.asarray(host)
    v = view(base, (100,), 0, (12,))  # base[::3]: the kernel owns the stride
    FILL((1,), (128,), (v, np.int64(3), np.int32(100), np.float32(1)))
    expected = host.copy()
    expected[::3] = 1 + np.arange(100, dtype=np.float32)
    np.testing.assert_array_equal(base.get(), expected)


def test_strided_view_with_offset_reads_and_writes_the_base():
    host = np.arange(64 * 32, dtype=np.float64).reshape(64, 32)
    base = ultima.asarray(host)
    rows = view(base, (16, 32), 16 * 32 * 8)  # host[16:32], 4096 bytes in
    out = view(base, (16, 32), 48 * 32 * 8)   # host[48:64]
    COPY((4,), (128,), (rows, out, np.int32(16 * 32)))
    expected = host.copy()
    expected[48:64] = 2 * host[16:32]
    np.testing.assert_array_equal(base.get(), expected)


def test_a_view_read_as_input_sees_the_base_contents():
    host = np.linspace(-1, 1, 1024)
    base = ultima.asarray(host)
    src = view(base, (512,), 4096)  # host[512:]
    dst = np.zeros(512)
    COPY((2,), (256,), (src, dst, np.int32(512)))
    np.testing.assert_array_equal(dst, 2 * host[512:])


def test_unaligned_offset_is_refused_and_nothing_is_written():
    host = np.arange(64, dtype=np.float32)
    base = ultima.asarray(host)
    v = view(base, (10,), 4)  # base[1:11]
    with pytest.raises(ValueError, match=r"argument 0 of kernel 'fill'.*offset 4.*"
                                         r"CL_DEVICE_MEM_BASE_ADDR_ALIGN"):
        FILL((1,), (32,), (v, np.int64(1), np.int32(10), np.float32(0)))
    np.testing.assert_array_equal(base.get(), host)


def test_negative_strides_are_refused():
    base = ultima.asarray(np.arange(16, dtype=np.float32))
    reversed_view = view(base, (16,), 15 * 4, (-4,))  # base[::-1]
    with pytest.raises(ValueError, match="negative strides"):
        FILL((1,), (16,), (reversed_view, np.int64(1), np.int32(16), np.float32(0)))


def test_numpy_strided_array_is_copied_in_and_back():
    # A NumPy array is copied to the device (C-ordered) and back after the launch.
    host = np.zeros((8, 8), np.float32)
    col = host[:, 2]
    FILL((1,), (8,), (col, np.int64(1), np.int32(8), np.float32(3)))
    expected = np.zeros((8, 8), np.float32)
    expected[:, 2] = 3 + np.arange(8)
    np.testing.assert_array_equal(host, expected)


def test_empty_view_at_the_end_of_its_buffer():
    host = np.arange(1024, dtype=np.float32)
    base = ultima.asarray(host)
    empty = view(base, (0,), 4096)  # base[1024:]: no element, offset = buffer size
    FILL((1,), (32,), (empty, np.int64(1), np.int32(0), np.float32(9)))
    np.testing.assert_array_equal(base.get(), host)
