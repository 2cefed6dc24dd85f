"""The kernel classes ultima exports: those of ultima._kernels, whose calls
make ultima.ndarrays where no device array is passed (outputs of calls on
NumPy arrays or scalars alone, RawModule.get_global, from_pyopencl). A call
given device arrays makes arrays of their class in either case."""

from .._kernels import elementwise_kernel, pyopencl_interop, raw_kernel, reduction_kernel
from .ndarray import ndarray

RawKernel = raw_kernel.RawKernel  # makes no arrays


class RawModule(raw_kernel.RawModule):
    __doc__ = raw_kernel.RawModule.__doc__
    array_type = ndarray


class ElementwiseKernel(elementwise_kernel.ElementwiseKernel):
    __doc__ = elementwise_kernel.ElementwiseKernel.__doc__
    array_type = ndarray


class ReductionKernel(reduction_kernel.ReductionKernel):
    __doc__ = reduction_kernel.ReductionKernel.__doc__
    array_type = ndarray


def from_pyopencl(array):
    """The ultima.ndarray sharing the memory of array, a pyopencl.array.Array
    on ultima's context: same cl_mem, offset, strides, shape and dtype; no
    copy. Work queued on the array's own queue is waited for (on the device)
    by everything ultima queues afterwards."""
    return pyopencl_interop.from_pyopencl(array, ndarray)
