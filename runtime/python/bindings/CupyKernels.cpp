//===- CupyKernels.cpp - ultima's CuPy-style kernels ------------------------===//
///
/// \file
/// ElementwiseKernel and ReductionKernel, and the device arrays and scalars
/// their calls take (the ndarray type itself is Python: ultima/_arrays/ndarray.py).
///
//===----------------------------------------------------------------------===//
#include "Bindings.h"
#include "ultima/runtime/ElementwiseKernel.h"
#include "ultima/runtime/Errors.h"
#include "ultima/runtime/ReductionKernel.h"
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace py = pybind11;
using namespace ultima::runtime;

namespace ultima::python {

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

void bindArray(py::module_ &m) {
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
}

void bindScalar(py::module_ &m) {
  py::class_<Scalar>(m, "Scalar")
      .def(py::init([](const std::string &dtype, double f, long long i, bool weak, double imag) {
             auto d = dtypeFromName(dtype);
             if (!d)
               throw ArgumentTypeError("unsupported scalar type '" + dtype + "'");
             return Scalar{*d, f, i, weak, imag};
           }),
           py::arg("dtype"), py::arg("f"), py::arg("i"), py::arg("weak"), py::arg("imag") = 0.0);
}

void bindElementwiseKernel(py::module_ &m) {
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
}

void bindReductionKernel(py::module_ &m) {
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
}

} // namespace ultima::python
