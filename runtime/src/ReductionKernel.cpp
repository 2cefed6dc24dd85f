//===- ReductionKernel.cpp - work-group tree reductions --------------------===//
///
/// \file
/// The input iteration space is the broadcast input shape with its axes
/// permuted to (kept axes..., reduced axes...), so `_in_ind.set(out * _J + _j)`
/// unravels to the right element; the output is indexed by `_out_ind` over
/// the kept axes. The __local tree combines only the slots that received an
/// element (`_n` shrinks with each step), so a reduction without identity
/// needs no neutral value.
///
//===----------------------------------------------------------------------===//
#include "ultima/runtime/ReductionKernel.h"
#include "TypeBinding.h"
#include "ultima/runtime/Errors.h"
#include <algorithm>
#include <cstring>
#include <set>
#include <sstream>

namespace ultima::runtime {

ReductionKernel::ReductionKernel(const std::string &inParams, const std::string &outParams,
                                 std::string mapExpr, std::string reduceExpr,
                                 std::string postMapExpr, std::string identity,
                                 ReductionOptions opts)
    : map_(std::move(mapExpr)), reduce_(std::move(reduceExpr)), postMap_(std::move(postMapExpr)),
      identity_(std::move(identity)), opts_(std::move(opts)) {
  params_ = parseKernelParams(inParams, false);
  numIn_ = params_.size();
  for (const KernelParam &p : parseKernelParams(outParams, true)) {
    for (const KernelParam &q : params_)
      if (q.name == p.name)
        throw ArgumentError("duplicate parameter name '" + p.name + "'");
    params_.push_back(p);
  }
  if (params_.size() == numIn_)
    throw ArgumentError("a ReductionKernel needs at least one output parameter");
  for (const KernelParam &p : params_)
    if (p.raw)
      throw ArgumentError("raw parameter '" + p.name + "' is not supported in a ReductionKernel");
}

namespace {

std::string typeText(const KernelParam &p, Dtype d) {
  return p.placeholder.empty() ? dtypeCType(d) : p.placeholder;
}

std::vector<unsigned char> indexerBytes(const std::vector<long long> &shape) {
  std::vector<long long> words{1};
  for (long long s : shape)
    words[0] *= s;
  words.insert(words.end(), shape.begin(), shape.end());
  words.insert(words.end(), shape.size(), 0);
  std::vector<unsigned char> b(words.size() * sizeof(long long));
  std::memcpy(b.data(), words.data(), b.size());
  return b;
}

} // namespace

std::vector<Array> ReductionKernel::operator()(const std::vector<Arg> &argsIn,
                                               const std::vector<int> &axesIn, bool allAxes,
                                               bool keepdims) {
  size_t nparams = params_.size();
  if (argsIn.size() != numIn_ && argsIn.size() != nparams)
    throw ArgumentTypeError("Wrong number of arguments for '" + opts_.name + "'");
  std::vector<std::optional<Arg>> args(nparams);
  for (size_t k = 0; k < argsIn.size(); ++k)
    args[k] = argsIn[k];
  std::vector<Dtype> types = resolveTypes(params_, args);

  std::vector<std::vector<long long>> shapes;
  for (size_t k = 0; k < numIn_; ++k)
    if (std::holds_alternative<Array>(*args[k]))
      shapes.push_back(std::get<Array>(*args[k]).shape);
  if (shapes.empty())
    throw ArgumentError("a ReductionKernel needs at least one input array");
  std::vector<long long> shape = broadcastShapes(shapes);
  int nd = static_cast<int>(shape.size());

  std::vector<bool> reduced(nd, allAxes);
  for (int ax : axesIn) {
    int a = ax < 0 ? ax + nd : ax;
    if (a < 0 || a >= nd)
      throw ArgumentError("axis " + std::to_string(ax) + " is out of bounds for array of "
                          "dimension " + std::to_string(nd));
    if (reduced[a] && !allAxes)
      throw ArgumentError("duplicate value in 'axis'");
    reduced[a] = true;
  }
  std::vector<int> order; // kept axes, then reduced axes
  std::vector<long long> outShape, outShapeKeep;
  long long O = 1, J = 1;
  for (int d = 0; d < nd; ++d)
    if (!reduced[d]) {
      order.push_back(d);
      outShape.push_back(shape[d]);
      O *= shape[d];
    }
  for (int d = 0; d < nd; ++d)
    if (reduced[d]) {
      order.push_back(d);
      J *= shape[d];
    }
  for (int d = 0; d < nd; ++d)
    outShapeKeep.push_back(reduced[d] ? 1 : shape[d]);
  if (J == 0 && identity_.empty() && O > 0)
    throw ArgumentError("zero-size array to reduction operation " + opts_.name +
                        " which has no identity");

  for (size_t k = numIn_; k < nparams; ++k) {
    const std::vector<long long> &want = keepdims ? outShapeKeep : outShape;
    if (args[k]) {
      if (std::get<Array>(*args[k]).shape != want)
        throw ArgumentError("Out shape is mismatched (output '" + params_[k].name + "')");
      continue;
    }
    args[k] = Array::empty(want, types[k]);
  }

  // Index spaces: inputs over the permuted shape (at least 1-D), outputs over the kept axes.
  std::vector<long long> inShape;
  for (int d : order)
    inShape.push_back(shape[d]);
  if (inShape.empty())
    inShape.push_back(1);
  std::vector<long long> idxOut = outShape.empty() ? std::vector<long long>{1} : outShape;
  int nin = static_cast<int>(inShape.size()), nout = static_cast<int>(idxOut.size());
  if (nin > 8)
    throw ArgumentError("arrays of more than 8 dimensions are not supported");

  size_t block = 1;
  while (block < static_cast<size_t>(J) && block < 256)
    block *= 2;
  block = std::min(block, Device::current().maxWorkGroupSize());

  Dtype reduceDtype = types[numIn_];
  std::string reduceType = opts_.reduceType;
  if (reduceType.empty())
    reduceType = typeText(params_[numIn_], reduceDtype);
  else if (auto d = dtypeFromName(reduceType))
    reduceType = dtypeCType(*d);

  std::string key = std::to_string(nin) + "/" + std::to_string(nout) + "/" + std::to_string(block);
  for (size_t k = 0; k < nparams; ++k)
    key += std::string("|") + dtypeName(types[k]) +
           (std::holds_alternative<Array>(*args[k]) ? "a" : "s");
  auto it = kernels_.find(key);
  if (it == kernels_.end()) {
    std::ostringstream s;
    s << "#include <cupy/carray.cuh>\n";
    std::set<std::string> typedefs;
    for (size_t k = 0; k < nparams; ++k)
      if (!params_[k].placeholder.empty() && typedefs.insert(params_[k].placeholder).second)
        s << "typedef " << dtypeCType(types[k]) << " " << params_[k].placeholder << ";\n";
    s << "typedef " << reduceType << " _type_reduce;\n";
    if (!opts_.preamble.empty())
      s << "#line 1 \"preamble\"\n" << opts_.preamble << "\n";
    s << "#line 1 \"" << opts_.name << "_kernel\"\n";
    s << "extern \"C\" __global__ void " << opts_.name << "(";
    for (size_t k = 0; k < nparams; ++k) {
      const KernelParam &p = params_[k];
      std::string t = typeText(p, types[k]);
      if (!std::holds_alternative<Array>(*args[k]))
        s << t << " " << p.name << ", ";
      else if (p.output)
        s << "CArray<" << t << ", " << nout << "> _raw_" << p.name << ", ";
      else
        s << "CArray<const " << t << ", " << nin << "> _raw_" << p.name << ", ";
    }
    s << "CIndexer<" << nin << "> _in_ind, CIndexer<" << nout << "> _out_ind, long long _J) {\n";
    s << "  __shared__ _type_reduce _sdata[" << block << "];\n";
    s << "  const ptrdiff_t _out_i = blockIdx.x;\n  const unsigned _tid = threadIdx.x;\n";
    s << "  _type_reduce _acc" << (identity_.empty() ? "" : " = (_type_reduce)(" + identity_ + ")")
      << ";\n";
    s << "  for (ptrdiff_t _j = _tid; _j < _J; _j += " << block << ") {\n";
    s << "    _in_ind.set(_out_i * _J + _j);\n";
    for (size_t k = 0; k < numIn_; ++k)
      if (std::holds_alternative<Array>(*args[k]))
        s << "    const " << typeText(params_[k], types[k]) << " " << params_[k].name << " = _raw_"
          << params_[k].name << "[_in_ind.get()];\n";
    s << "    const _type_reduce _mapped = (_type_reduce)(\n#line 1 \"map_expr\"\n" << map_
      << "\n#line 1 \"" << opts_.name << "_kernel\"\n    );\n";
    if (identity_.empty())
      s << "    if (_j == _tid) { _acc = _mapped; continue; }\n";
    s << "    { const _type_reduce a = _acc, b = _mapped;\n      _acc = (\n#line 1 \"reduce_expr\"\n"
      << reduce_ << "\n#line 1 \"" << opts_.name << "_kernel\"\n      ); }\n  }\n";
    s << "  _sdata[_tid] = _acc;\n  __syncthreads();\n";
    s << "  ptrdiff_t _n = _J < " << block << " ? _J : " << block << ";\n";
    s << "  for (unsigned _s = " << block / 2 << "; _s > 0; _s >>= 1) {\n";
    s << "    if (_tid < _s && _tid + _s < _n) {\n"
      << "      const _type_reduce a = _sdata[_tid], b = _sdata[_tid + _s];\n"
      << "      _sdata[_tid] = (\n#line 1 \"reduce_expr\"\n" << reduce_
      << "\n#line 1 \"" << opts_.name << "_kernel\"\n      );\n    }\n";
    s << "    _n = _n < _s ? _n : _s;\n    __syncthreads();\n  }\n";
    s << "  if (_tid == 0) {\n    _out_ind.set(_out_i);\n";
    for (size_t k = numIn_; k < nparams; ++k)
      s << "    " << typeText(params_[k], types[k]) << " &" << params_[k].name << " = _raw_"
        << params_[k].name << "[_out_ind.get()];\n";
    s << "    const _type_reduce a = " << (identity_.empty() ? "_sdata[0]" : "_J ? _sdata[0] : _acc")
      << ";\n#line 1 \"post_map_expr\"\n" << postMap_ << ";\n#line 1 \"" << opts_.name
      << "_kernel\"\n  }\n}\n";
    lastSource_ = s.str();
    it = kernels_.emplace(key, std::make_unique<RawKernel>(lastSource_, opts_.name, opts_.options))
             .first;
  }

  std::vector<KernelArg> kargs;
  for (size_t k = 0; k < nparams; ++k) {
    if (std::holds_alternative<Scalar>(*args[k])) {
      kargs.push_back(KernelArg::bytes(scalarBytes(std::get<Scalar>(*args[k]), types[k])));
      continue;
    }
    const Array &a = std::get<Array>(*args[k]);
    kargs.push_back(KernelArg::buffer(*a.buffer));
    if (params_[k].output) {
      std::vector<long long> st;
      for (int d = 0; d < nd; ++d)
        if (!reduced[d])
          st.push_back(a.strides[keepdims ? d : st.size()]);
      if (st.empty())
        st.push_back(0);
      kargs.push_back(KernelArg::bytes(carrayInfo(a, idxOut, st)));
    } else {
      std::vector<long long> full = broadcastStrides(a, shape), st;
      for (int d : order)
        st.push_back(full[d]);
      if (st.empty())
        st.push_back(0);
      kargs.push_back(KernelArg::bytes(carrayInfo(a, inShape, st)));
    }
  }
  kargs.push_back(KernelArg::bytes(indexerBytes(inShape)));
  kargs.push_back(KernelArg::bytes(indexerBytes(idxOut)));
  kargs.push_back(KernelArg::value<long long>(J));
  if (O > 0)
    it->second->launch({static_cast<size_t>(O), 1, 1}, {block, 1, 1}, kargs);

  std::vector<Array> outs;
  for (size_t k = numIn_; k < nparams; ++k)
    outs.push_back(std::get<Array>(*args[k]));
  return outs;
}

} // namespace ultima::runtime
