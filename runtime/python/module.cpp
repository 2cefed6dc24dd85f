//===- module.cpp - the _ultima extension module ---------------------------===//
///
/// \file
/// pybind11 bindings of the C++ runtime: Buffer (also one shared with
/// PyOpenCL through its cl_mem), RawKernel (with the kernel's
/// parameter types so the Python layer can convert scalars), translate(),
/// synchronize() and the device's description. Runtime exceptions become the
/// Python exception classes of ultima/_errors.py; the ndarray type and the
/// argument conversions are Python (ultima/_ndarray.py, ultima/_raw.py).
///
//===----------------------------------------------------------------------===//
#include "ultima/Translator.h"
#include "ultima/runtime/Buffer.h"
#include "ultima/runtime/DiskCache.h"
#include "ultima/runtime/ElementwiseKernel.h"
#include "ultima/runtime/Errors.h"
#include "ultima/runtime/Program.h"
#include "ultima/runtime/RawKernel.h"
#include "ultima/runtime/RawModule.h"
#include "ultima/runtime/ReductionKernel.h"
#include <climits>
#include <cstdint>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>
#include <utility>

namespace py = pybind11;
using namespace ultima::runtime;

namespace {

py::object errorClass(const char *name) { return py::module_::import("ultima._errors").attr(name); }

void raise(const char *cls, const std::string &message, const py::object &detail) {
  py::object err = errorClass(cls)(message, detail);
  PyErr_SetObject(err.get_type().ptr(), err.ptr());
}

/// A launch's grid or block: an int or a sequence of 1 to 3 ints (anything
/// with __index__). Negative or huge values are ValueErrors naming them,
/// never a failed cast or a wrapped size_t.
Dim3 dim3(py::object v, const char *what) {
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

/// Waits for the device's queue with the GIL released, and wakes every few
/// milliseconds to run Python's signal handlers: Ctrl-C raises
/// KeyboardInterrupt here. The kernels keep running on the device (OpenCL
/// cannot cancel them); the next wait waits for them.
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

std::vector<KernelArg> kernelArgs(const py::list &args) {
  std::vector<KernelArg> result;
  for (py::handle a : args) {
    if (py::isinstance<Buffer>(a))
      result.push_back(KernelArg::buffer(a.cast<const Buffer &>()));
    else if (py::isinstance<py::tuple>(a)) // (Buffer, byte offset): an array view
      result.push_back(
          KernelArg::buffer(a[py::int_(0)].cast<const Buffer &>(), a[py::int_(1)].cast<size_t>()));
    else if (py::isinstance<py::bytes>(a))
      result.push_back(KernelArg::bytes(std::vector<unsigned char>(
          PyBytes_AS_STRING(a.ptr()), PyBytes_AS_STRING(a.ptr()) + PyBytes_GET_SIZE(a.ptr()))));
    else
      throw ArgumentError("internal: kernel argument is neither a Buffer nor bytes");
  }
  return result;
}

} // namespace

namespace {

/// (name, placeholder, dtype name, raw, output) per parameter, for the Python layer.
py::list paramTuples(const std::vector<KernelParam> &params) {
  py::list out;
  for (const KernelParam &p : params)
    out.append(py::make_tuple(p.name, p.placeholder,
                              p.placeholder.empty() ? dtypeName(p.dtype) : "", p.raw, p.output));
  return out;
}

/// Kernel call arguments: device arrays as they are, anything else a scalar.
std::vector<Arg> toArgs(const py::list &args) {
  std::vector<Arg> converted;
  for (py::handle a : args) {
    if (py::isinstance<Array>(a))
      converted.emplace_back(a.cast<Array>());
    else
      converted.emplace_back(a.cast<Scalar>());
  }
  return converted;
}

} // namespace

PYBIND11_MODULE(_ultima, m) {
  m.doc() = "ultima runtime core (use the ultima package)";
  // pybind11 wants a translator taking std::exception_ptr by value.
  // NOLINTNEXTLINE(performance-unnecessary-value-param)
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p)
        std::rethrow_exception(p);
    } catch (const TranslationError &e) {
      raise("TranslationError", e.what(), py::cast(e.diagnostics));
    } catch (const CompileError &e) {
      raise("CompileError", e.what(), py::str(e.log));
    } catch (const OutOfMemoryError &e) {
      raise("OutOfMemoryError", e.what(), py::int_(e.requested));
    } catch (const KernelNotFoundError &e) {
      raise("CUDADriverError", e.what(), py::str("CUDA_ERROR_NOT_FOUND"));
    } catch (const ArgumentTypeError &e) {
      PyErr_SetString(PyExc_TypeError, e.what());
    } catch (const ArgumentOverflowError &e) {
      PyErr_SetString(PyExc_OverflowError, e.what());
    } catch (const ArgumentError &e) {
      PyErr_SetString(PyExc_ValueError, e.what());
    } catch (const Error &e) {
      PyErr_SetString(PyExc_RuntimeError, e.what());
    } catch (const cl::Error &e) {
      PyErr_SetString(
          PyExc_RuntimeError,
          (std::string("OpenCL error in ") + e.what() + ": " + std::to_string(e.err())).c_str());
    }
  });

  // dynamic_attr: a buffer shared with PyOpenCL keeps its PyOpenCL owner
  // (ultima/_pyopencl.py), so a PyOpenCL memory pool cannot reuse it while
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
               out.append(py::make_tuple(p.typeName, p.pointer, p.local, p.constant, p.valueSize));
             return out;
           })
      .def_property_readonly("opencl_source", &RawKernel::openclSource)
      .def("launch", [](RawKernel &k, py::object grid, py::object block, const py::list &args,
                        size_t shared) {
        k.launch(dim3(std::move(grid), "grid"), dim3(std::move(block), "block"), kernelArgs(args),
                 shared);
      });

  py::class_<Array>(m, "Array")
      .def(py::init([](std::shared_ptr<Buffer> buffer, const std::string &dtype,
                       std::vector<long long> shape, std::vector<long long> strides,
                       long long offset) {
        auto d = dtypeFromName(dtype);
        if (!d)
          throw ArgumentTypeError("unsupported dtype '" + dtype + "'");
        return Array{std::move(buffer), *d, std::move(shape), std::move(strides), offset};
      }))
      .def_readonly("buffer", &Array::buffer)
      .def_property_readonly("dtype", [](const Array &a) { return dtypeName(a.dtype); })
      .def_readonly("shape", &Array::shape)
      .def_readonly("strides", &Array::strides)
      .def_readonly("offset", &Array::offset);

  py::class_<Scalar>(m, "Scalar")
      .def(py::init([](const std::string &dtype, double f, long long i, bool weak, double imag) {
             auto d = dtypeFromName(dtype);
             if (!d)
               throw ArgumentTypeError("unsupported scalar type '" + dtype + "'");
             return Scalar{*d, f, i, weak, imag};
           }),
           py::arg("dtype"), py::arg("f"), py::arg("i"), py::arg("weak"), py::arg("imag") = 0.0);

  py::class_<ElementwiseKernel>(m, "ElementwiseKernel")
      .def(py::init([](const std::string &in, const std::string &out, const std::string &op,
                       const std::string &name, bool reduceDims, const std::string &preamble,
                       bool noReturn, bool returnTuple, const std::string &loopPrep,
                       const std::string &afterLoop, std::vector<std::string> options) {
        ElementwiseOptions o;
        o.name = name;
        o.reduceDims = reduceDims;
        o.preamble = preamble;
        o.noReturn = noReturn;
        o.returnTuple = returnTuple;
        o.loopPrep = loopPrep;
        o.afterLoop = afterLoop;
        o.options = std::move(options);
        return std::make_unique<ElementwiseKernel>(in, out, op, o);
      }))
      .def("params", [](const ElementwiseKernel &k) { return paramTuples(k.params()); })
      .def_property_readonly("last_source",
                             [](const ElementwiseKernel &k) { return k.lastSource(); })
      .def_property_readonly("cached_sources",
                             [](const ElementwiseKernel &k) { return k.cachedSources(); })
      .def("__call__",
           [](ElementwiseKernel &k, const py::list &args, long long size, long long blockSize) {
             std::vector<Arg> converted = toArgs(args);
             return k(converted, size, blockSize);
           });

  py::class_<ReductionKernel>(m, "ReductionKernel")
      .def(py::init([](const std::string &in, const std::string &out, const std::string &map,
                       const std::string &reduce, const std::string &post,
                       const std::string &identity, const std::string &name,
                       const std::string &reduceType, bool reduceDims, const std::string &preamble,
                       std::vector<std::string> options) {
        ReductionOptions o;
        o.name = name;
        o.reduceType = reduceType;
        o.reduceDims = reduceDims;
        o.preamble = preamble;
        o.options = std::move(options);
        return std::make_unique<ReductionKernel>(in, out, map, reduce, post, identity, o);
      }))
      .def("params", [](const ReductionKernel &k) { return paramTuples(k.params()); })
      .def_property_readonly("last_source", [](const ReductionKernel &k) { return k.lastSource(); })
      .def_property_readonly("cached_sources",
                             [](const ReductionKernel &k) { return k.cachedSources(); })
      .def("__call__", [](ReductionKernel &k, const py::list &args, const std::vector<int> &axes,
                          bool all, bool keepdims) {
        std::vector<Arg> converted = toArgs(args);
        return k(converted, axes, all, keepdims);
      });

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
  // The raw handles PyOpenCL's from_int_ptr wraps (ultima/_pyopencl.py).
  m.def("context_int_ptr",
        [] { return reinterpret_cast<std::uintptr_t>(Device::current().context()()); });
  m.def("queue_int_ptr",
        [] { return reinterpret_cast<std::uintptr_t>(Device::current().queue()()); });
  m.def("device_name", [] { return Device::current().name(); });
  m.def("list_devices", &Device::listDevices);
  m.def("version", &ultima::versionString);
  m.def("_translations_run", &translationsRun);
  m.def("_translator_loaded", &translatorLibraryLoaded);
}
