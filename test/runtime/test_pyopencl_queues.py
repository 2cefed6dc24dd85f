"""PyOpenCL arrays on a queue other than ultima's (same context): ultima's
work waits for what was queued on the array's queue, and that queue's later
commands wait for ultima's work, with no host wait and no .get() in between.
The PyOpenCL kernels here write late on purpose (a long dependent loop), so a
missing wait would read stale data. Arrays of another context: ValueError
from every kernel class."""

import numpy as np
import pyopencl as cl
import pyopencl.array as cl_array
import pytest

from pyopencl_common import slow_fill
from rt_common import ultima

rng = np.random.default_rng(99)

# A deliberately slow ultima kernel: y = 2 * x, written late.
slow_double = ultima.ElementwiseKernel("float32 x, int32 spins", "float32 y", """
    float t = 0.0f;
    for (int k = 0; k < spins; ++k) t = t * 0.999f + 1.0f;
    y = 2.0f * x + (t < 0.0f ? 1.0f : 0.0f);
""", "po_slow_double")
total = ultima.ReductionKernel("T x", "T y", "x", "a + b", "y = a", "0", "po_total")
RAW_COPY = ultima.RawKernel(r'''
extern "C" __global__ void po_copy(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = in[i];
}''', "po_copy")
SPINS = 100000


@pytest.fixture(scope="module", autouse=True)
def compiled():
    """Builds every ultima kernel first: a build inside a test would give a
    slow PyOpenCL kernel the time to finish, hiding a missing wait."""
    one = np.ones(1, np.float32)
    slow_double(one, np.int32(0))
    total(one)
    RAW_COPY((1,), (1,), (one, one.copy(), 1))
    ultima.synchronize()


@pytest.fixture
def user_queue():
    """The user's own in-order queue on ultima's context."""
    return cl.CommandQueue(ultima.pyopencl_context())


@pytest.fixture(scope="module")
def other_queue():
    device = ultima.pyopencl_queue().device
    return cl.CommandQueue(cl.Context([device]))


def copy_program(context):
    return cl.Program(context, """
        __kernel void copy(__global const float *in, __global float *out) {
          out[get_global_id(0)] = in[get_global_id(0)];
        }""").build()


def test_ultima_kernel_waits_for_the_arrays_queue(user_queue):
    a = cl_array.zeros(user_queue, 64, np.float32)
    slow_fill(user_queue, a, 5.0)  # nothing on the host waits for it
    y = slow_double(a, np.int32(0))
    np.testing.assert_array_equal(y.get(), np.full(64, 10.0, np.float32))


def test_arrays_queue_waits_for_ultima_kernel(user_queue):
    x = rng.standard_normal(64).astype(np.float32)
    a = cl_array.to_device(user_queue, x)
    out = cl_array.empty(user_queue, 64, np.float32)
    slow_double(a, np.int32(SPINS), out)
    copied = cl_array.empty(user_queue, 64, np.float32)
    # A raw PyOpenCL launch on the user's queue with no wait_for: the barrier
    # ultima queued there must order it after the ultima kernel.
    copy_program(user_queue.context).copy(user_queue, (64,), None, out.base_data,
                                          copied.base_data)
    np.testing.assert_array_equal(copied.get(), 2 * x)


def test_output_array_gets_ultimas_event(user_queue):
    a = cl_array.to_device(user_queue, np.ones(16, np.float32))
    events_before = len(a.events)
    slow_double(a, np.int32(0), a)
    assert len(a.events) == events_before + 1
    a.events[-1].wait()
    assert a.events[-1].command_execution_status == cl.command_execution_status.COMPLETE
    np.testing.assert_array_equal(a.get(), np.full(16, 2.0, np.float32))


def test_queueless_array_is_ordered_through_its_events():
    context = ultima.pyopencl_context()
    a = cl_array.to_device(ultima.pyopencl_queue(), np.arange(32, dtype=np.float32))
    queueless = a.with_queue(None)
    slow_double(queueless, np.int32(SPINS), queueless)
    assert queueless.events
    user_queue = cl.CommandQueue(context)
    cl.wait_for_events(queueless.events)
    np.testing.assert_array_equal(queueless.with_queue(user_queue).get(),
                                  2 * np.arange(32, dtype=np.float32))


def test_reduction_waits_for_the_arrays_queue(user_queue):
    a = cl_array.zeros(user_queue, 300, np.float32)
    slow_fill(user_queue, a, 0.5, spins=1000000)
    assert float(total(a).get()) == 150.0


def test_raw_kernel_ordered_both_ways(user_queue):
    a = cl_array.zeros(user_queue, 128, np.float32)
    out = cl_array.zeros(user_queue, 128, np.float32)
    slow_fill(user_queue, a, 7.0)
    RAW_COPY((1,), (128,), (a, out, 128))
    back = cl_array.empty(user_queue, 128, np.float32)
    copy_program(user_queue.context).copy(user_queue, (128,), None, out.base_data,
                                          back.base_data)
    np.testing.assert_array_equal(back.get(), np.full(128, 7.0, np.float32))


def test_from_pyopencl_waits_for_the_arrays_queue(user_queue):
    a = cl_array.zeros(user_queue, 48, np.float32)
    slow_fill(user_queue, a, 3.0)
    np.testing.assert_array_equal(ultima.from_pyopencl(a).get(), np.full(48, 3.0, np.float32))


def test_to_pyopencl_on_a_user_queue_waits_for_ultima(user_queue):
    x = rng.standard_normal(40).astype(np.float32)
    y = slow_double(ultima.asarray(x), np.int32(SPINS))
    b = y.to_pyopencl(user_queue)
    assert b.queue == user_queue
    copied = cl_array.empty(user_queue, 40, np.float32)
    copy_program(user_queue.context).copy(user_queue, (40,), None, b.base_data, copied.base_data)
    np.testing.assert_array_equal(copied.get(), 2 * x)


@pytest.mark.parametrize("kind", ["elementwise", "reduction", "raw"])
def test_kernel_refuses_an_array_of_another_context(other_queue, kind):
    a = cl_array.zeros(other_queue, 8, np.float32)
    with pytest.raises(ValueError, match="another OpenCL context"):
        if kind == "elementwise":
            slow_double(a, np.int32(0))
        elif kind == "reduction":
            total(a)
        else:
            RAW_COPY((1,), (8,), (a, ultima.zeros(8, np.float32), 8))
