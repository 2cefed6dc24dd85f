"""Shared pieces of the PyOpenCL interop tests (test_pyopencl_*.py): ultima's
queue as PyOpenCL sees it, a fixture counting every host<->device transfer
(ultima's copy entry points and PyOpenCL's), and a PyOpenCL kernel that
writes arrays slowly, to make a missing wait between queues visible."""

import numpy as np
import pyopencl as cl
import pyopencl._cl as cl_core
import pyopencl.array as cl_array
import pytest

from rt_common import ultima

_ultima = ultima._ultima


@pytest.fixture
def queue():
    """ultima's own queue, as a pyopencl.CommandQueue."""
    return ultima.pyopencl_queue()


@pytest.fixture
def host_transfers(monkeypatch):
    """A list that receives the name of every host<->device copy made through
    ultima (Buffer.upload/download) or PyOpenCL (enqueue_copy's read and
    write paths). A zero-copy path leaves it empty."""
    made = []

    def counting(owner, name):
        real = getattr(owner, name)

        def wrapper(*args, **kwargs):
            made.append(name)
            return real(*args, **kwargs)

        monkeypatch.setattr(owner, name, wrapper)

    for name in ("upload", "download"):
        counting(_ultima.Buffer, name)
    for name in ("_enqueue_read_buffer", "_enqueue_write_buffer", "_enqueue_read_buffer_rect",
                 "_enqueue_write_buffer_rect"):
        counting(cl_core, name)
    return made


SLOW_FILL_SOURCE = r"""
__kernel void slow_fill(__global float *out, float value, int spins) {
  /* A dependent chain the compiler cannot drop, so the write comes late. */
  float x = 0.0f;
  for (int k = 0; k < spins; ++k)
    x = x * 0.999f + 1.0f;
  out[get_global_id(0)] = value + (x < 0.0f ? 1.0f : 0.0f);
}
"""


def slow_fill(queue, array, value, spins=200000):
    """Fills the contiguous PyOpenCL array with value by a deliberately slow
    PyOpenCL kernel on queue (returns its event; nothing waits for it)."""
    program = cl.Program(queue.context, SLOW_FILL_SOURCE).build()
    return program.slow_fill(queue, (array.size,), None, array.base_data, np.float32(value),
                             np.int32(spins))


def to_device(queue, host):
    """A PyOpenCL array with host's contents, made by PyOpenCL (not ultima)."""
    return cl_array.to_device(queue, host)
