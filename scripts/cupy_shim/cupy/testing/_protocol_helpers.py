"""Objects that present a device array through CuPy's protocols. ultima
arrays have neither __cuda_array_interface__ nor __cupy_get_ndarray__ (the
tests that use these are out of the harness's scope); the classes exist so
that the test files import."""


class DummyObjectWithCuPyGetNDArray:
    def __init__(self, a):
        self.a = a

    def __cupy_get_ndarray__(self):
        return self.a


class DummyObjectWithCudaArrayInterface:
    def __init__(self, a, ver=3, include_strides=False, mask=None, stream=None):
        self.a = a

    @property
    def __cuda_array_interface__(self):
        raise NotImplementedError('ultima shim: __cuda_array_interface__ (CUDA pointers)')
