"""Zero-copy interop with PyOpenCL.

ultima's context and in-order queue are offered as PyOpenCL objects
(pyopencl_context, pyopencl_queue); a pyopencl.array.Array made on that
context is an ultima array on the same cl_mem (from_pyopencl, and every
kernel call's arguments through kernel_call.py), and an ultima.ndarray is a
PyOpenCL array on its buffer (to_pyopencl). Nothing goes through the host.

Ordering: an array on ultima's own queue needs nothing, since that queue
runs everything in submission order. For an array on another PyOpenCL queue
of the same context, ultima's queue waits on the device for everything
queued on that queue (a marker) and for the array's pending events before
it uses the array, and that queue waits for ultima's work (a barrier) before
anything queued on it afterwards; the array also gets the event, as PyOpenCL's
own operations record theirs. No host thread blocks.

PyOpenCL is imported only when used: ultima runs without it.
"""

import sys

from .. import _ultima
from .device_array import DeviceArray

_objects = {}  # "context" / "queue" -> the PyOpenCL object on ultima's handle


def _cl():
    import pyopencl
    return pyopencl


def pyopencl_context():
    """ultima's OpenCL context as a pyopencl.Context. It holds its own
    reference to the context (retained), so it stays valid whatever the
    caller keeps."""
    if "context" not in _objects:
        _objects["context"] = _cl().Context.from_int_ptr(_ultima.context_int_ptr(), retain=True)
    return _objects["context"]


def pyopencl_queue():
    """ultima's in-order queue as a pyopencl.CommandQueue: work enqueued on
    it by PyOpenCL and ultima's launches run in one order. Retained like
    pyopencl_context()."""
    if "queue" not in _objects:
        _objects["queue"] = _cl().CommandQueue.from_int_ptr(_ultima.queue_int_ptr(), retain=True)
    return _objects["queue"]


def is_pyopencl_array(value):
    """Whether value is a pyopencl.array.Array (without importing PyOpenCL:
    if pyopencl.array was never imported, nothing can be one)."""
    module = sys.modules.get("pyopencl.array")
    return module is not None and isinstance(value, module.Array)


def _device_names(context):
    return ", ".join(repr(d.name) for d in context.devices)


def _check_context(context, what):
    """ValueError unless context (a pyopencl.Context) is ultima's."""
    if context is not None and context.int_ptr != _ultima.context_int_ptr():
        raise ValueError(
            f"{what} belongs to another OpenCL context (on {_device_names(context)}); ultima "
            f"can only use arrays made on its own context (on '{_ultima.device_name()}'): "
            "make them with ultima.pyopencl_queue() or ultima.pyopencl_context()")


def _foreign_queue(queue):
    """Whether queue is a PyOpenCL queue other than ultima's own."""
    return queue is not None and queue.int_ptr != _ultima.queue_int_ptr()


def _memory_object(array):
    """array's cl_mem holder; TypeError for SVM-backed arrays, ValueError
    for another context."""
    cl = _cl()
    data = array.base_data
    if not isinstance(data, cl.MemoryObjectHolder):
        raise TypeError(f"a PyOpenCL array backed by {type(data).__name__} (not a cl.Buffer) "
                        "cannot be shared with ultima")
    _check_context(data.context, "the PyOpenCL array")
    return data


def shared_buffer(data):
    """An ultima Buffer on the cl_mem of data (a pyopencl.Buffer, pooled or
    not); it keeps data alive, so a PyOpenCL memory pool cannot hand the
    memory out again while ultima refers to it."""
    buffer = _ultima.Buffer.from_int_ptr(data.int_ptr)
    buffer._pyopencl_owner = data
    return buffer


def _event_queue(event):
    """The handle of the queue event was queued on (None for a user event)."""
    queue = event.command_queue
    return None if queue is None else queue.int_ptr


def wait_for_pyopencl(arrays):
    """Makes ultima's queue wait (on the device) for the work that may still
    write arrays: their pending events and, for arrays on another queue,
    everything queued on that queue so far."""
    cl = _cl()
    own = _ultima.queue_int_ptr()
    waits, seen = [], set()
    for array in arrays:
        _check_context(array.context, "the PyOpenCL array")  # before waiting on its events
        waits.extend(e for e in array.events if _event_queue(e) != own)
        queue = array.queue
        if _foreign_queue(queue) and queue.int_ptr not in seen:
            seen.add(queue.int_ptr)
            waits.append(cl.enqueue_marker(queue))
            queue.flush()  # another queue's events must be submitted to be waited for
    if waits:
        cl.enqueue_barrier(pyopencl_queue(), wait_for=waits)


def publish_to_pyopencl(arrays):
    """After ultima's work on arrays: every other queue they are on waits for
    it before its later commands, and each array not on ultima's queue gets
    the event, as PyOpenCL records its own operations' events."""
    cl = _cl()
    others = [a for a in arrays if a.queue is None or _foreign_queue(a.queue)]
    if not others:
        return
    own = pyopencl_queue()
    done = cl.enqueue_marker(own)
    own.flush()
    queues = {a.queue.int_ptr: a.queue for a in others if a.queue is not None}
    for queue in queues.values():
        cl.enqueue_barrier(queue, wait_for=[done])
    for array in others:
        array.add_event(done)


def array_view(array, array_type=DeviceArray):
    """The device array of array_type on array's memory (same cl_mem, offset
    and strides), without waiting for anything."""
    if array.base_data is None:  # PyOpenCL allocates nothing for an empty array
        _check_context(array.context, "the PyOpenCL array")
        return array_type(array.shape, array.dtype, _strides=array.strides)
    buffer = shared_buffer(_memory_object(array))
    return array_type(array.shape, array.dtype, _buffer=buffer, _offset=array.offset,
                      _strides=array.strides)


def from_pyopencl(array, array_type=DeviceArray):
    """The device array of array_type sharing the memory of array, a
    pyopencl.array.Array on ultima's context: same cl_mem, offset, strides,
    shape and dtype; no copy. Work queued on the array's own queue is waited
    for (on the device) by everything ultima queues afterwards."""
    if not is_pyopencl_array(array):
        raise TypeError(f"from_pyopencl needs a pyopencl.array.Array, not "
                        f"{type(array).__name__}")
    view = array_view(array, array_type)
    wait_for_pyopencl([array])
    return view


def to_pyopencl(x, queue=None):
    """A pyopencl.array.Array sharing the memory of x (a device array): same
    cl_mem, offset, strides, shape and dtype; no copy. queue defaults to
    pyopencl_queue(); another queue of ultima's context waits (on the device)
    for the work ultima has queued so far before its later commands."""
    cl = _cl()
    import pyopencl.array as cl_array
    if queue is None:
        queue = pyopencl_queue()
    elif not isinstance(queue, cl.CommandQueue):
        raise TypeError(f"queue must be a pyopencl.CommandQueue, not {type(queue).__name__}")
    _check_context(queue.context, "the queue")
    data = getattr(x._buffer, "_pyopencl_owner", None)
    if data is None and x.nbytes:
        data = cl.Buffer.from_int_ptr(x._buffer.int_ptr, retain=True)
    result = cl_array.Array(queue, x.shape, x.dtype, data=data if x.nbytes else None,
                            offset=x._offset, strides=x.strides)
    if _foreign_queue(queue):
        publish_to_pyopencl([result])
    return result


