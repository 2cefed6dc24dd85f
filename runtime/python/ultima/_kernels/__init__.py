"""The package's lower layer: CUDA source to launched kernels.

Translation and compilation are the C++ runtime's (ultima._ultima); here are
the kernel classes' Python sides (raw_kernel, elementwise_kernel,
reduction_kernel), the one call path of their arguments (kernel_call,
raw_arguments), dtypes as the runtime and C name them (dtypes), PyOpenCL
interop (pyopencl_interop), and the DeviceArray kernels take and make
(device_array, strided_views). Nothing here imports ultima._arrays, which
builds ultima.ndarray's operations on these kernels.
"""
