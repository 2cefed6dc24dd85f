//===- RawKernel.cpp - ultima.RawKernel and RawModule -----------------------===//
///
/// \file
/// A kernel with the parameter types of its translation, so the Python
/// layer can convert scalars; a module with its kernels and device symbols.
///
//===----------------------------------------------------------------------===//
#include "ultima/runtime/RawKernel.h"
#include "Bindings.h"
#include "ultima/runtime/Buffer.h"
#include "ultima/runtime/Errors.h"
#include "ultima/runtime/RawModule.h"
#include <climits>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace py = pybind11;
using namespace ultima::runtime;

namespace ultima::python {

namespace {

std::vector<KernelArg> kernelArgs(const py::list &args) {
  std::vector<KernelArg> result;
  for (py::handle a : args) {
    if (py::isinstance<TextureArgument>(a)) {
      const auto &t = a.cast<const TextureArgument &>();
      result.push_back(KernelArg::texture(*t.buffer, t.offset, t.desc));
    } else if (py::isinstance<Buffer>(a))
      result.push_back(KernelArg::buffer(a.cast<const Buffer &>()));
    else if (py::isinstance<py::tuple>(a)) // (Buffer, byte offset): an array view
      result.push_back(
          KernelArg::buffer(a[py::int_(0)].cast<const Buffer &>(), a[py::int_(1)].cast<size_t>()));
    else if (py::isinstance<py::bytes>(a))
      result.push_back(KernelArg::bytes(std::vector<unsigned char>(
          PyBytes_AS_STRING(a.ptr()), PyBytes_AS_STRING(a.ptr()) + PyBytes_GET_SIZE(a.ptr()))));
    else
      throw ArgumentError("internal: kernel argument is neither a Buffer, a Texture nor bytes");
  }
  return result;
}

} // namespace

Dim3 dim3(const py::object &v, const char *what) {
  Dim3 d{1, 1, 1};
  py::list items;
  if (PyIndex_Check(v.ptr()))
    items.append(v);
  else if (py::isinstance<py::sequence>(v) && !py::isinstance<py::str>(v))
    items = py::list(v);
  if (items.empty() || items.size() > 3)
    throw ArgumentTypeError(std::string(what) + " must be an int or a tuple of 1 to 3 ints, not " +
                            std::string(py::repr(v)));
  for (size_t i = 0; i < items.size(); ++i) {
    if (!PyIndex_Check(items[i].ptr()))
      throw ArgumentTypeError(std::string(what) +
                              " must be an int or a tuple of 1 to 3 ints, not " +
                              std::string(py::repr(v)));
    py::int_ n = py::reinterpret_steal<py::int_>(PyNumber_Index(items[i].ptr()));
    if (!n)
      throw py::error_already_set();
    if (n < py::int_(1))
      throw ArgumentError(std::string(what) + " " + std::string(py::repr(v)) +
                          " must be positive in every dimension");
    unsigned long long value = PyLong_AsUnsignedLongLong(n.ptr());
    if (PyErr_Occurred() || value > SIZE_MAX) {
      PyErr_Clear();
      throw ArgumentError(std::string(what) + " " + std::string(py::repr(v)) + " is too large");
    }
    d[i] = static_cast<size_t>(value);
  }
  return d;
}

void bindRawModule(py::module_ &m) {
  py::class_<RawModule, std::shared_ptr<RawModule>>(m, "RawModule")
      .def(py::init<std::string, std::vector<std::string>, std::vector<std::string>>())
      .def("compile", &RawModule::compile)
      .def("opencl_name", &RawModule::openclName)
      .def("symbol",
           [](RawModule &m, const std::string &name) {
             const RawModule::SymbolStorage &s = m.symbol(name);
             return py::make_tuple(s.buffer, s.info.type, s.info.size);
           })
      .def_property_readonly("opencl_source", &RawModule::openclSource);
}

void bindRawKernel(py::module_ &m) {
  py::class_<RawKernel>(m, "RawKernel")
      .def(py::init<std::string, std::string, std::vector<std::string>>())
      .def(py::init<std::shared_ptr<RawModule>, std::string>())
      .def("compile", &RawKernel::compile)
      .def("attributes",
           [](RawKernel &k) {
             KernelAttributes a = k.attributes();
             py::dict d;
             d["max_threads_per_block"] = a.maxThreadsPerBlock;
             d["shared_size_bytes"] = a.sharedSizeBytes;
             d["local_size_bytes"] = a.localSizeBytes;
             d["max_dynamic_shared_size_bytes"] = a.maxDynamicSharedBytes;
             return d;
           })
      .def("params",
           [](RawKernel &k) {
             py::list out;
             for (const ParamInfo &p : k.params())
               out.append(py::make_tuple(p.typeName, p.pointer, p.local, p.constant, p.valueSize,
                                         p.texture));
             return out;
           })
      .def_property_readonly("opencl_source", &RawKernel::openclSource)
      .def("launch", [](RawKernel &k, const py::object &grid, const py::object &block,
                        const py::list &args, size_t shared) {
        k.launch(dim3(grid, "grid"), dim3(block, "block"), kernelArgs(args), shared);
      });
}

} // namespace ultima::python
