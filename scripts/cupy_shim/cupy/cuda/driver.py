"""cupy.cuda.driver: ultima's CUDADriverError is CuPy's class."""

from ultima import CUDADriverError  # noqa: F401


def _is_cuda_python():
    return False


def get_build_version():
    return 11080  # ultima's CUDA API version


def get_driver_version():
    return 11080
