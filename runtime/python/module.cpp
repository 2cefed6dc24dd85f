//===- module.cpp - the _ultima extension module ---------------------------===//
///
/// \file
/// pybind11 bindings of the C++ runtime: Buffer (also one shared with
/// PyOpenCL through its cl_mem), RawKernel (with the kernel's
/// parameter types so the Python layer can convert scalars), translate(),
/// synchronize() and the device's description. Runtime exceptions become the
/// Python exception classes of ultima/_kernels/errors.py; the ndarray type and the
/// argument conversions are Python (ultima/_arrays/ndarray.py,
/// ultima/_kernels/raw_arguments.py).
/// Each class is bound by its own function (bindings/).
///
//===----------------------------------------------------------------------===//
#include "bindings/Bindings.h"
#include <pybind11/pybind11.h>

PYBIND11_MODULE(_ultima, m) {
  m.doc() = "ultima runtime core (use the ultima package)";
  using namespace ultima::python;
  bindErrors(m);
  bindBuffer(m);
  bindRawModule(m);
  bindRawKernel(m);
  bindArray(m);
  bindScalar(m);
  bindElementwiseKernel(m);
  bindReductionKernel(m);
  bindFunctions(m);
  bindTextures(m);
}
