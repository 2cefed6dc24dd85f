//===- Errors.cpp - runtime exceptions as Python's --------------------------===//
///
/// \file
/// The runtime's exceptions become the Python exception classes of
/// ultima/_kernels/errors.py, or TypeError/ValueError/OverflowError/RuntimeError.
///
//===----------------------------------------------------------------------===//
#include "ultima/runtime/Errors.h"
#include "Bindings.h"
#include <exception>
#include <string>

namespace py = pybind11;
using namespace ultima::runtime;

namespace ultima::python {

namespace {

py::object errorClass(const char *name) {
  return py::module_::import("ultima._kernels.errors").attr(name);
}

void raise(const char *cls, const std::string &message, const py::object &detail) {
  py::object err = errorClass(cls)(message, detail);
  PyErr_SetObject(err.get_type().ptr(), err.ptr());
}

} // namespace

void bindErrors(py::module_ &) {
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
    } catch (const CudaRuntimeError &e) {
      raise("CUDARuntimeError", e.what(), py::int_(e.status));
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
}

} // namespace ultima::python
