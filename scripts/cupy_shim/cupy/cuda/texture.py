"""cupy.cuda.texture: CUDA texture objects are not mapped (the translator
rejects texture objects in kernels); the classes exist so that
test_userkernel.py imports."""


class _NotMapped:
    def __init__(self, *args, **kwargs):
        raise NotImplementedError(f'ultima shim: cupy.cuda.texture.{type(self).__name__}')


class ChannelFormatDescriptor(_NotMapped):
    pass


class CUDAarray(_NotMapped):
    pass


class ResourceDescriptor(_NotMapped):
    pass


class TextureDescriptor(_NotMapped):
    pass


class TextureObject(_NotMapped):
    pass
