"""No NVRTC under ultima: the version query raises (only the dynamic
parallelism test asks, and it is skipped)."""


def getVersion():
    raise NotImplementedError('ultima shim: no NVRTC')
