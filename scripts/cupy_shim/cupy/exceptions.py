"""cupy.exceptions: NumPy's classes, as CuPy re-exports them."""

import numpy

AxisError = numpy.AxisError
ComplexWarning = numpy.ComplexWarning
TooHardError = getattr(numpy, 'TooHardError', RuntimeError)
