"""ultima.pyopencl_context() and ultima.pyopencl_queue(): PyOpenCL objects on
ultima's own context, device and in-order queue, valid however the caller
drops them (docs/runtime.md, "PyOpenCL interop")."""

import gc

import numpy as np
import pyopencl as cl
import pyopencl.array as cl_array

from pyopencl_common import _ultima, queue  # noqa: F401 (fixture)
from rt_common import ultima


def test_context_is_ultimas_own():
    context = ultima.pyopencl_context()
    assert isinstance(context, cl.Context)
    assert context.int_ptr == _ultima.context_int_ptr()
    assert [d.name for d in context.devices] == [ultima.device_name()]


def test_queue_is_ultimas_in_order_queue(queue):
    assert isinstance(queue, cl.CommandQueue)
    assert queue.int_ptr == _ultima.queue_int_ptr()
    assert queue.context.int_ptr == _ultima.context_int_ptr()
    assert queue.device.name == ultima.device_name()
    assert not queue.properties & cl.command_queue_properties.OUT_OF_ORDER_EXEC_MODE_ENABLE


def test_objects_stay_valid_after_the_caller_drops_them():
    # Each PyOpenCL object holds its own reference (retained): dropping every
    # wrapper the caller had must leave ultima's context and queue alive.
    for _ in range(3):
        context, queue = ultima.pyopencl_context(), ultima.pyopencl_queue()
        del context, queue
        gc.collect()
    queue = ultima.pyopencl_queue()
    assert queue.get_info(cl.command_queue_info.REFERENCE_COUNT) >= 2
    assert queue.context.get_info(cl.context_info.REFERENCE_COUNT) >= 2
    host = np.arange(10, dtype=np.float32)
    a = cl_array.to_device(queue, host)
    twice = ultima.ElementwiseKernel("T x", "T y", "y = x + x", "po_twice_after_drop")
    np.testing.assert_array_equal(twice(a).get(), host + host)
