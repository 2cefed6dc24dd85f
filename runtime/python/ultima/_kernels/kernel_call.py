"""One call path for every kernel class (RawKernel, ElementwiseKernel,
ReductionKernel): call arguments to their device form, and results back into
the NumPy arrays they came from.

A NumPy array gets one device copy per call however often it is passed, as
on CuPy, where it would be one device array: an array passed twice is one
buffer for both parameters, and an array passed as an input and an output is
updated in place. Each NumPy array that needs its results is copied back
once, after the launch.

A pyopencl.array.Array on ultima's context is used in place: an ultima
array on its cl_mem, offset and strides (pyopencl_interop.py), ordered with
the array's own PyOpenCL queue; an output passed as one is returned as
itself, as CuPy returns the array passed as an output.

The arrays a call makes (outputs, device copies and views of NumPy and
PyOpenCL arguments) are of the class of its first device-array argument,
else of the kernel's `array_type`: DeviceArray here, ultima.ndarray for the
kernel classes ultima exports (ultima._arrays.kernels)."""

import numpy as np

from .. import _ultima
from .device_array import DeviceArray, array_type_of, to_device
from .dtypes import numpy_dtype, numpy_spelling, runtime_dtype
from .pyopencl_interop import array_view, is_pyopencl_array, publish_to_pyopencl, wait_for_pyopencl


def check_outputs_writeable(outputs):
    """NumPy's error for a read-only NumPy array passed as an output (its
    results could not be copied back), raised before anything runs."""
    for value in outputs:
        if isinstance(value, np.ndarray) and not value.flags.writeable:
            raise ValueError("output array is read-only")


def runtime_scalar(value):
    """A Python or NumPy scalar as the C++ runtime's Scalar (Python scalars
    are weak: typed by CuPy's rules in the runtime)."""
    if isinstance(value, np.generic):
        dt = value.dtype
        if dt.kind == "c":
            return _ultima.Scalar(dt.name, float(value.real), 0, False, float(value.imag))
        if dt.kind == "f":
            return _ultima.Scalar(dt.name, float(value), 0, False)
        bits = int(value)
        if bits >= 2**63:  # a uint64 beyond int64: its bits, as the runtime reads them
            bits -= 2**64
        return _ultima.Scalar(dt.name, 0.0, bits, False)
    if isinstance(value, bool):
        return _ultima.Scalar("bool", 0.0, int(value), True)
    if isinstance(value, int):
        if -2**63 <= value < 2**63:
            return _ultima.Scalar("int64", 0.0, value, True)
        if 2**63 <= value < 2**64:  # only a uint64 parameter can hold it
            return _ultima.Scalar("uint64", 0.0, value - 2**64, True)
        raise OverflowError(f"Python integer {value} out of bounds for int64 and uint64")
    if isinstance(value, float):
        return _ultima.Scalar("float64", value, 0, True)
    if isinstance(value, complex):  # Python's complex: complex128, as CuPy types it
        return _ultima.Scalar("complex128", value.real, 0, True, value.imag)
    raise TypeError(f"Unsupported type {type(value).__name__}")


def from_runtime_array(a, array_type):
    return array_type(tuple(a.shape), numpy_dtype(a.dtype), _buffer=a.buffer, _offset=a.offset,
                      _strides=tuple(a.strides))


def is_array(value):
    return isinstance(value, (DeviceArray, np.ndarray)) or is_pyopencl_array(value)


class CallArgs:
    """The arguments of one kernel call on their way to the device."""

    def __init__(self, array_type=DeviceArray):
        self.array_type = array_type
        self._copies = {}   # id(NumPy array) -> (the array, its device copy)
        self._back = {}     # id(NumPy array) -> (the array, its device copy), to copy back
        self._pyopencl = {}  # id(PyOpenCL array) -> the array, to order with its queue
        self._outputs = ()   # the outputs passed to a CuPy-style kernel

    def device(self, value):
        """The device array for value (a device array is itself; a NumPy
        array is copied once per call; a PyOpenCL array is a view of its
        memory)."""
        if isinstance(value, DeviceArray):
            return value
        if is_pyopencl_array(value):
            self._use_pyopencl(value)
            return array_view(value, self.array_type)
        if isinstance(value, np.ndarray):
            hit = self._copies.get(id(value))
            if hit is None:
                hit = self._copies[id(value)] = (value, to_device(value, None, self.array_type))
            return hit[1]
        return to_device(value, None, self.array_type)

    def _use_pyopencl(self, array):
        """Orders ultima's queue after the work pending on array (once per call)."""
        if id(array) not in self._pyopencl:
            self._pyopencl[id(array)] = array
            wait_for_pyopencl([array])

    def copy_back(self, value):
        """Marks value (if a NumPy array) to receive its device copy after the launch."""
        if isinstance(value, np.ndarray):
            self._back[id(value)] = (value, self.device(value))

    def runtime_arg(self, value):
        """value as an argument of the C++ Elementwise/ReductionKernel: a
        device Array, or a Scalar."""
        if is_array(value):
            d = self.device(value)
            return _ultima.Array(d._buffer, runtime_dtype(d.dtype), list(d.shape),
                                 list(d.strides), d._offset)
        return runtime_scalar(value)

    def cupy_args(self, args, nin):
        """Arguments of a CuPy-style kernel (inputs, then optionally outputs):
        read-only NumPy outputs refused, outputs marked for copying back."""
        check_outputs_writeable(args[nin:])
        self._outputs = args[nin:]
        for value in args[nin:]:
            self.copy_back(value)
        return [self.runtime_arg(value) for value in args]

    def returned(self, results):
        """The kernel's results, an output passed as a PyOpenCL array being
        that array itself."""
        return [given if is_pyopencl_array(given) else result
                for result, given in zip(results, self._outputs)] + results[len(self._outputs):]

    def finish(self):
        """Copies the results into the NumPy arrays marked by copy_back, and
        orders the PyOpenCL arrays' queues after the launch."""
        if self._pyopencl:
            publish_to_pyopencl(list(self._pyopencl.values()))
        for host, device in self._back.values():
            host[...] = device.get()


def check_stream(stream):
    """CuPy's stream= keyword: launches go to the device's one in-order
    queue, which is CuPy's default (null) stream; None or an object whose
    `ptr` is 0 (as CuPy's `Stream.null`) names it, anything else is refused."""
    if stream is not None and getattr(stream, "ptr", None) != 0:
        raise ValueError("ultima launches on one in-order queue per device (the default "
                         f"stream): stream must be None or the null stream, not {stream!r}")


class CupyKernelBase:
    """The Python side of the C++ CupyKernel, shared by ElementwiseKernel and
    ReductionKernel: parameter counts, the argument count check, a call
    through CallArgs, and pickling (a kernel pickles as its constructor's
    arguments, and is rebuilt -- its programs come back from the caches)."""

    array_type = DeviceArray  # of the arrays a call without device arrays makes

    def _bind(self, kernel, ctor_args):
        """Keeps the C++ kernel and counts its parameters (inputs first);
        ctor_args are the constructor's arguments, for pickling."""
        self._kernel = kernel
        self._ctor_args = ctor_args
        self.__name__ = self.name  # as CuPy, for profilers
        params = kernel.params()
        self.nin = sum(1 for p in params if not p[4])
        self.nout = len(params) - self.nin
        self.nargs = len(params)

    def __reduce__(self):
        return (type(self), self._ctor_args)

    @property
    def _cached_codes(self):
        """CuPy's introspection of the generated code: a dict with one entry
        per distinct call signature compiled so far (dtypes, array or scalar,
        what the kind adds: ranks, layouts), the generated CUDA source as value.
        A new dict each time; empty before the first call."""
        return dict(self._kernel.cached_sources)

    def _check_count(self, args):
        if len(args) not in (self.nin, self.nargs):
            raise TypeError(f"Wrong number of arguments for {self.name!r}. It must be either "
                            f"{self.nin} or {self.nargs} (with outputs), but given {len(args)}.")

    def _call(self, args, launch):
        """Converts args, runs launch(converted) (the C++ call, which returns
        the output arrays), copies results back; returns the outputs as device
        arrays (array_type_of the arguments)."""
        call = CallArgs(array_type_of(args, self.array_type))
        try:
            outs = launch(call.cupy_args(args, self.nin))
        except TypeError as exc:  # "Type is mismatched" with NumPy's spelling of the dtypes
            message = numpy_spelling(str(exc))
            if message == str(exc):
                raise
            raise TypeError(message) from None
        results = call.returned([from_runtime_array(o, call.array_type) for o in outs])
        call.finish()
        return results
