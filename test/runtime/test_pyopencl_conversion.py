"""ultima.from_pyopencl / ultima.asarray and ndarray.to_pyopencl: one cl_mem
shared by both sides (same int_ptr, offset and strides), nothing copied
through the host; arrays of another context refused with ValueError."""

import gc

import numpy as np
import pyopencl as cl
import pyopencl.array as cl_array
import pyopencl.tools as cl_tools
import pytest

from pyopencl_common import _ultima, host_transfers, queue, to_device  # noqa: F401 (fixtures)
from rt_common import ultima

rng = np.random.default_rng(15)


@pytest.fixture(scope="module")
def other_queue():
    """A queue on a second context of the same device: not ultima's."""
    device = ultima.pyopencl_queue().device
    return cl.CommandQueue(cl.Context([device]))


def test_from_pyopencl_shares_the_buffer(queue, host_transfers):
    host = rng.standard_normal((4, 5)).astype(np.float32)
    a = to_device(queue, host)
    host_transfers.clear()
    x = ultima.from_pyopencl(a)
    assert host_transfers == []
    assert isinstance(x, ultima.ndarray)
    assert x._buffer.int_ptr == a.base_data.int_ptr
    assert (x.shape, x.dtype, x.strides) == (a.shape, a.dtype, a.strides)
    np.testing.assert_array_equal(x.get(), host)


def test_to_pyopencl_shares_the_buffer(queue, host_transfers):
    host = rng.integers(-100, 100, size=(3, 7), dtype=np.int32)
    x = ultima.asarray(host)
    host_transfers.clear()
    a = x.to_pyopencl()
    assert host_transfers == []
    assert isinstance(a, cl_array.Array)
    assert a.base_data.int_ptr == x._buffer.int_ptr
    assert a.queue == queue
    assert (a.shape, a.dtype, a.strides, a.offset) == (x.shape, x.dtype, x.strides, 0)
    np.testing.assert_array_equal(a.get(), host)


def test_round_trip_keeps_the_pyopencl_buffer_object(queue):
    a = to_device(queue, np.arange(12, dtype=np.int64))
    back = ultima.from_pyopencl(a).to_pyopencl()
    assert back.base_data is a.base_data
    np.testing.assert_array_equal(back.get(), np.arange(12))


def test_offset_and_strided_view(queue):
    host = rng.standard_normal((6, 8)).astype(np.float64)
    a = to_device(queue, host)
    view = a[1:, ::3]
    x = ultima.from_pyopencl(view)
    assert x._buffer.int_ptr == a.base_data.int_ptr
    assert (x._offset, x.strides, x.shape) == (view.offset, view.strides, view.shape)
    np.testing.assert_array_equal(x.get(), host[1:, ::3])


def test_view_of_ultima_array_to_pyopencl(queue):
    host = rng.standard_normal(20).astype(np.float32)
    a = to_device(queue, host)
    x = ultima.from_pyopencl(a[4:])
    b = x.to_pyopencl()
    assert (b.offset, b.base_data.int_ptr) == (16, a.base_data.int_ptr)
    np.testing.assert_array_equal(b.get(), host[4:])


def test_empty_array_both_ways(queue):
    a = cl_array.empty(queue, (0, 3), np.float32)
    x = ultima.from_pyopencl(a)
    assert (x.shape, x.dtype, x.size) == ((0, 3), np.float32, 0)
    assert x.get().shape == (0, 3)
    b = ultima.empty((2, 0), np.int16).to_pyopencl()
    assert (b.shape, b.dtype, b.size) == ((2, 0), np.int16, 0)


def test_asarray_of_a_pyopencl_array_is_zero_copy(queue, host_transfers):
    host = rng.standard_normal(9).astype(np.float32)
    a = to_device(queue, host)
    host_transfers.clear()
    x = ultima.asarray(a)
    assert host_transfers == []
    assert x._buffer.int_ptr == a.base_data.int_ptr
    np.testing.assert_array_equal(x.get(), host)


def test_asarray_with_another_dtype_converts(queue):
    host = np.arange(6, dtype=np.int32)
    x = ultima.asarray(to_device(queue, host), dtype=np.float64)
    assert x.dtype == np.float64
    np.testing.assert_array_equal(x.get(), host.astype(np.float64))


def test_pooled_memory_is_kept_while_ultima_uses_it(queue):
    # A memory pool hands freed memory out again: the ultima array must keep
    # the PyOpenCL buffer (and so its memory) alive, or a new array would
    # overwrite it.
    pool = cl_tools.MemoryPool(cl_tools.ImmediateAllocator(queue))
    host = np.arange(64, dtype=np.float32)
    a = cl_array.to_device(queue, host, allocator=pool)
    x = ultima.from_pyopencl(a)
    del a
    gc.collect()
    b = cl_array.empty(queue, 64, np.float32, allocator=pool)
    b.fill(-1.0)
    np.testing.assert_array_equal(x.get(), host)
    np.testing.assert_array_equal(b.get(), np.full(64, -1.0, np.float32))


def test_from_pyopencl_of_another_context_is_a_value_error(other_queue):
    a = cl_array.zeros(other_queue, 4, np.float32)
    with pytest.raises(ValueError, match="another OpenCL context"):
        ultima.from_pyopencl(a)
    with pytest.raises(ValueError, match="another OpenCL context"):
        ultima.asarray(a)


def test_to_pyopencl_on_a_queue_of_another_context_is_a_value_error(other_queue):
    with pytest.raises(ValueError, match="the queue belongs to another OpenCL context"):
        ultima.zeros(3).to_pyopencl(other_queue)


def test_runtime_buffer_refuses_another_context(other_queue):
    # The C++ check, under the Python one: a cl_mem of another context.
    mem = cl.Buffer(other_queue.context, cl.mem_flags.READ_WRITE, 16)
    with pytest.raises(ValueError, match="another OpenCL context"):
        _ultima.Buffer.from_int_ptr(mem.int_ptr)


def test_from_pyopencl_needs_a_pyopencl_array():
    with pytest.raises(TypeError, match="pyopencl.array.Array"):
        ultima.from_pyopencl(np.zeros(3))
    with pytest.raises(TypeError, match="CommandQueue"):
        ultima.zeros(3).to_pyopencl(queue="not a queue")
