"""RawKernel given ultima.ndarray views: CuPy passes an array's data pointer
(element 0) and the kernel owns the strides, so a kernel's writes through a
view land in the array it views. References are NumPy views of a host copy
of the same base array.

The pointer may point at any byte of its buffer (OpenCL gets the whole
buffer and the byte offset), and the kernel may index anywhere in the
buffer, before element 0 too, as CUDA allows: views at odd offsets, views
with negative strides and one buffer passed twice all work in place.
Some views are made from the array internals (a shared buffer, a byte
offset, strides), others by slicing."""

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


@pytest.mark.parametrize("start", [1, 3])  # byte offsets 4 and 12: no sub-buffer could start there
def test_writes_through_a_view_at_an_odd_offset_land_in_the_base(start):
    host = np.arange(64, dtype=np.float32)
    base = ultima.asarray(host)
    v = base[start:start + 10]
    assert v._offset == 4 * start and v._buffer is base._buffer
    FILL((1,), (32,), (v, np.int64(1), np.int32(10), np.float32(-1)))
    expected = host.copy()
    expected[start:start + 10] = -1 + np.arange(10, dtype=np.float32)
    np.testing.assert_array_equal(base.get(), expected)
    np.testing.assert_array_equal(v.get(), expected[start:start + 10])


def test_negative_stride_view_the_kernel_indexes_backwards():
    host = np.zeros(16, np.float32)
    base = ultima.asarray(host)
    reversed_view = base[::-1]  # element 0 is the buffer's last element
    FILL((1,), (16,), (reversed_view, np.int64(-1), np.int32(16), np.float32(5)))
    expected = host.copy()
    expected[::-1] = 5 + np.arange(16, dtype=np.float32)
    np.testing.assert_array_equal(base.get(), expected)
    np.testing.assert_array_equal(reversed_view.get(), 5 + np.arange(16, dtype=np.float32))


def test_negative_stride_view_at_an_odd_offset():
    host = np.arange(40, dtype=np.float32)
    base = ultima.asarray(host)
    v = base[29:4:-3]  # 9 elements, element 0 at byte 116
    FILL((1,), (32,), (v, np.int64(-3), np.int32(v.size), np.float32(100)))
    expected = host.copy()
    expected[29:4:-3] = 100 + np.arange(9, dtype=np.float32)
    np.testing.assert_array_equal(base.get(), expected)


FILL_2D = ultima.RawKernel(r'''
extern "C" __global__ void fill_2d(double *x, long long row_step, long long col_step,
                                   int rows, int cols) {
  int c = blockIdx.x * blockDim.x + threadIdx.x, r = blockIdx.y;
  if (c < cols && r < rows) x[r * row_step + c * col_step] = 1000.0 * r + c;
}''', "fill_2d")


@pytest.mark.parametrize("key", [
    (slice(2, 6), slice(3, 11)),                # rows 2..5, columns 3..10: 280 bytes in
    (slice(6, 1, -1), slice(1, None, 2)),       # rows backwards, every other column
    (slice(None), slice(14, 0, -5)),            # columns backwards
], ids=["inner-block", "rows-reversed", "columns-reversed"])
def test_2d_view_the_kernel_owns_both_strides(key):
    host = np.arange(8 * 16, dtype=np.float64).reshape(8, 16)
    base = ultima.asarray(host)
    v = base[key]
    rows, cols = v.shape
    FILL_2D((1, rows), (32, 1), (v, np.int64(v.strides[0] // 8), np.int64(v.strides[1] // 8),
                                 np.int32(rows), np.int32(cols)))
    expected = host.copy()
    expected[key] = 1000.0 * np.arange(rows)[:, None] + np.arange(cols)[None, :]
    np.testing.assert_array_equal(base.get(), expected)


def test_one_buffer_passed_twice_at_different_odd_offsets():
    host = np.linspace(-3, 3, 100)
    base = ultima.asarray(host)
    src, dst = base[1:31], base[37:67]  # byte offsets 8 and 296 of one buffer
    COPY((1,), (32,), (src, dst, np.int32(30)))
    expected = host.copy()
    expected[37:67] = 2 * host[1:31]
    np.testing.assert_array_equal(base.get(), expected)


ADD_SHIFTED = ultima.RawKernel(r'''
extern "C" __global__ void add_shifted(int *out, const int *a, const int *b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = a[i] + 10 * b[i];
}''', "add_shifted")


def test_aliased_pointers_read_and_write_the_same_elements():
    # out and a are the same elements (in place); b overlaps them shifted by
    # one element: every pointer sees the buffer exactly where CUDA's would.
    host = np.arange(50, dtype=np.int32)
    base = ultima.asarray(host)
    n = 20
    ADD_SHIFTED((1,), (32,), (base[5:5 + n], base[5:5 + n], base[30:30 + n], np.int32(n)))
    expected = host.copy()
    expected[5:5 + n] = host[5:5 + n] + 10 * host[30:30 + n]
    np.testing.assert_array_equal(base.get(), expected)


STENCIL = ultima.RawKernel(r'''
extern "C" __global__ void stencil(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = in[i - 1] - 2 * in[i] + in[i + 1];  // in[-1]: before the view
}''', "stencil")


def test_kernel_reads_before_element_0_of_a_view():
    host = np.random.default_rng(4).standard_normal(66).astype(np.float32)
    base = ultima.asarray(host)
    out = ultima.zeros(64, np.float32)
    STENCIL((1,), (64,), (base[1:65], out, np.int32(64)))
    np.testing.assert_allclose(out.get(), host[:-2] - 2 * host[1:-1] + host[2:], rtol=1e-6,
                               atol=1e-6)


SHARED_MODULE = ultima.RawModule(code=r'''
template <typename T>
__global__ void reverse_block(T *x, int n) {
  extern __shared__ unsigned char raw[];
  T *tile = reinterpret_cast<T *>(raw);
  int i = threadIdx.x;
  if (i < n) tile[i] = x[i];
  __syncthreads();
  if (i < n) x[i] = tile[n - 1 - i];
}''', name_expressions=["reverse_block<short>"])


def test_module_template_kernel_with_dynamic_shared_memory_on_an_odd_view():
    host = np.arange(-40, 40, dtype=np.int16)
    base = ultima.asarray(host)
    kernel = SHARED_MODULE.get_function("reverse_block<short>")
    v = base[7:7 + 50]  # byte offset 14
    kernel((1,), (64,), (v, np.int32(50)), shared_mem=64 * 2)
    expected = host.copy()
    expected[7:57] = host[7:57][::-1]
    np.testing.assert_array_equal(base.get(), expected)


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
