//===- Functions.cpp - ultima's module functions ----------------------------===//
///
/// \file
/// translate(), synchronize(), the device's description and the raw handles
/// PyOpenCL wraps (ultima/_kernels/pyopencl_interop.py).
///
//===----------------------------------------------------------------------===//
#include "Bindings.h"
#include "ultima/Translator.h"
#include "ultima/runtime/DiskCache.h"
#include "ultima/runtime/Errors.h"
#include "ultima/runtime/Program.h"
#include "ultima/runtime/ReductionKernel.h"
#include <cstdint>
#include <string>
#include <vector>

namespace py = pybind11;
using namespace ultima::runtime;

namespace ultima::python {

void interruptibleSynchronize() {
  bool done;
  {
    py::gil_scoped_release release;
    done = Device::current().synchronizeUnless([] {
      py::gil_scoped_acquire acquire;
      return PyErr_CheckSignals() != 0;
    });
  }
  if (!done)
    throw py::error_already_set();
}

void bindFunctions(py::module_ &m) {
  m.def("translate", [](const std::string &source, const std::string &fileName) {
    ultima::Options o;
    o.fileName = fileName;
    o.preludeCacheDir = DiskCache::defaultDirectory();
    ultima::Result r = translateWithLibrary(source, o);
    if (!r.ok) {
      std::vector<std::string> lines;
      std::string text;
      for (const auto &d : r.diagnostics) {
        lines.push_back(d.format());
        text += "\n" + d.format();
      }
      throw TranslationError("translation failed:" + text, lines);
    }
    return r.openclSource;
  });
  m.def("synchronize", &interruptibleSynchronize);
  // The raw handles PyOpenCL's from_int_ptr wraps (ultima/_kernels/pyopencl_interop.py).
  m.def("context_int_ptr",
        [] { return reinterpret_cast<std::uintptr_t>(Device::current().context()()); });
  m.def("queue_int_ptr",
        [] { return reinterpret_cast<std::uintptr_t>(Device::current().queue()()); });
  m.def("device_name", [] { return Device::current().name(); });
  m.def("_arg_reduction_runs", &argReductionRuns, py::arg("n"));
  m.def("list_devices", &Device::listDevices);
  m.def("version", &ultima::versionString);
  m.def("_translations_run", &translationsRun);
  m.def("_translator_loaded", &translatorLibraryLoaded);
}

} // namespace ultima::python
