"""cupy._core._accelerator: CuPy's CUB/cuTENSOR switches. ultima has no
accelerators; the lists are kept so that tests can save and restore them."""

ACCELERATOR_CUB = 1
ACCELERATOR_CUTENSOR = 2
ACCELERATOR_CUTLASS = 3

_reduction = []
_routine = []


def get_reduction_accelerators():
    return list(_reduction)


def set_reduction_accelerators(accelerators):
    _reduction[:] = list(accelerators)


def get_routine_accelerators():
    return list(_routine)


def set_routine_accelerators(accelerators):
    _routine[:] = list(accelerators)
