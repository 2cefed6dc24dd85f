//===- Buffer.cpp - ultima.Buffer -------------------------------------------===//
///
/// \file
/// Device memory, also one shared with PyOpenCL through its cl_mem.
///
//===----------------------------------------------------------------------===//
#include "ultima/runtime/Buffer.h"
#include "Bindings.h"
#include "ultima/runtime/Errors.h"
#include <climits>
#include <cstdint>
#include <memory>
#include <string>

namespace py = pybind11;
using namespace ultima::runtime;

namespace ultima::python {

void bindBuffer(py::module_ &m) {
  // dynamic_attr: a buffer shared with PyOpenCL keeps its PyOpenCL owner
  // (ultima/_kernels/pyopencl_interop.py), so a PyOpenCL memory pool cannot reuse it while
  // ultima still refers to it.
  py::class_<Buffer, std::shared_ptr<Buffer>>(m, "Buffer", py::dynamic_attr())
      .def(py::init([](py::int_ bytes) {
        // A Python int of any size: a negative or huge request is an error,
        // never a wrapped size_t.
        unsigned long long n = PyLong_AsUnsignedLongLong(bytes.ptr());
        if (PyErr_Occurred() || n > SIZE_MAX) {
          PyErr_Clear();
          if (bytes < py::int_(0))
            throw ArgumentError("negative buffer size " + std::string(py::str(bytes)));
          throw OutOfMemoryError("Out of memory allocating " + std::string(py::str(bytes)) +
                                     " bytes (more than the address space)",
                                 SIZE_MAX);
        }
        return std::make_shared<Buffer>(static_cast<size_t>(n));
      }))
      .def_static(
          "from_int_ptr",
          [](std::uintptr_t mem) {
            // retainObject: the caller's handle stays its own (as PyOpenCL's
            // from_int_ptr(retain=True)).
            return std::make_shared<Buffer>(cl::Buffer(reinterpret_cast<cl_mem>(mem), true));
          },
          py::arg("int_ptr"))
      .def_property_readonly(
          "int_ptr", [](const Buffer &b) { return reinterpret_cast<std::uintptr_t>(b.handle()()); })
      .def_property_readonly("size", &Buffer::size)
      .def(
          "upload",
          [](Buffer &b, const py::buffer &src, size_t offset) {
            py::buffer_info info = src.request();
            size_t bytes = static_cast<size_t>(info.size * info.itemsize);
            b.upload(info.ptr, bytes, offset);
          },
          py::arg("src"), py::arg("offset") = 0)
      .def(
          "download",
          [](const Buffer &b, const py::buffer &dst, size_t offset) {
            py::buffer_info info = dst.request(true);
            size_t bytes = static_cast<size_t>(info.size * info.itemsize);
            interruptibleSynchronize(); // the read waits for earlier launches
            py::gil_scoped_release release;
            b.download(info.ptr, bytes, offset);
          },
          py::arg("dst"), py::arg("offset") = 0)
      .def("zero", &Buffer::zero);
}

} // namespace ultima::python
