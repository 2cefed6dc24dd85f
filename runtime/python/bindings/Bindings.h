//===- Bindings.h - the _ultima extension's parts ---------------*- C++ -*-===//
///
/// \file
/// One function per bound class of the C++ runtime (pybind11's habit for a
/// module of several classes), called by PYBIND11_MODULE in module.cpp, and
/// the conversions more than one of them needs.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_PYTHON_BINDINGS_H
#define ULTIMA_PYTHON_BINDINGS_H

#include "ultima/runtime/RawKernel.h"
#include "ultima/runtime/Texture.h"
#include <memory>
#include <pybind11/pybind11.h>
// Every part sees the same type casters (std::vector, std::string, ...).
#include <pybind11/stl.h>

namespace ultima::python {

void bindErrors(pybind11::module_ &m);
void bindBuffer(pybind11::module_ &m);
void bindRawModule(pybind11::module_ &m);
void bindRawKernel(pybind11::module_ &m);
void bindArray(pybind11::module_ &m);
void bindScalar(pybind11::module_ &m);
void bindElementwiseKernel(pybind11::module_ &m);
void bindReductionKernel(pybind11::module_ &m);
void bindFunctions(pybind11::module_ &m);
void bindTextures(pybind11::module_ &m);

/// A texture or surface object as a kernel argument (`_ultima.Texture`,
/// made by ultima.cuda.texture): the buffer of its resource, the byte
/// offset of its first texel there, and its descriptor (Texture.h).
struct TextureArgument {
  std::shared_ptr<runtime::Buffer> buffer;
  size_t offset = 0;
  runtime::DeviceTexture desc{};
};

/// Waits for the device's queue with the GIL released, and wakes every few
/// milliseconds to run Python's signal handlers: Ctrl-C raises
/// KeyboardInterrupt here. The kernels keep running on the device (OpenCL
/// cannot cancel them); the next wait waits for them.
void interruptibleSynchronize();

/// A launch's grid or block: an int or a sequence of 1 to 3 ints (anything
/// with __index__). Negative or huge values are ValueErrors naming them,
/// never a failed cast or a wrapped size_t.
runtime::Dim3 dim3(const pybind11::object &v, const char *what);

} // namespace ultima::python

#endif // ULTIMA_PYTHON_BINDINGS_H
