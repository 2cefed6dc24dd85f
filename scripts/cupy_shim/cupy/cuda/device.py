"""cupy.cuda.Device: ultima's one OpenCL device is device 0."""

import ultima


class Device:
    def __init__(self, device=None):
        self.id = 0 if device is None else int(device)
        if self.id != 0:
            raise NotImplementedError(
                f'ultima shim: device {self.id}: ultima runs on one OpenCL device')

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    def use(self):
        pass

    def synchronize(self):
        ultima.synchronize()

    @property
    def compute_capability(self):
        return get_compute_capability()

    def __int__(self):
        return self.id

    def __repr__(self):
        return f'<CUDA Device {self.id} (ultima: {ultima.device_name()})>'


def get_device_id():
    return 0


def get_compute_capability():
    """The compute capability ultima-cc's cudaGetDeviceProperties reports."""
    return '72'
