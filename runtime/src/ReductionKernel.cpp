//===- ReductionKernel.cpp - work-group tree reductions --------------------===//
///
/// \file
/// The input iteration space is the broadcast input shape with its axes
/// permuted to (kept axes..., reduced axes...), so
/// `_in_ind.set(_i * _reduce_size + _k)` unravels to the right element (`_i`
/// the output's index, `_k` the element's along the reduced axes); the output is indexed by
/// `_out_ind` over the kept axes. The __local tree combines only the slots that received an element
/// (`_n` shrinks with each step), so a reduction without identity needs no neutral value. The
/// user's expressions see CuPy's names: `_i`,
/// `_J`, `_j`, `_in_ind`, `_out_ind`, `a`, `b`, `_type_reduce`; raw array
/// parameters are passed whole (their own shape), to both stages.
///
//===----------------------------------------------------------------------===//
#include "ultima/runtime/ReductionKernel.h"
#include "AxisMerge.h"
#include "CupyPack.h"
#include "CupySource.h"
#include "ultima/runtime/Errors.h"
#include <algorithm>
#include <cstring>
#include <optional>
#include <set>
#include <sstream>

namespace ultima::runtime {

namespace {
/// Accumulators per work-item on CPU devices (ReductionKernel::generate).
constexpr unsigned ReductionLanes = 8;
/// From this many outputs on, a CPU reduces each in one work-item
/// (Layout::PerItem), in work-groups of PerItemGroup.
constexpr long long PerItemOutputs = 64;
constexpr size_t PerItemGroup = 8;
/// Outputs per work-item in Layout::Columns.
constexpr unsigned ColumnLanes = 8;

/// `acc` combined with \p value by reduce_expr (`a` is acc, `b` the value).
std::string reduceInto(const CupySource &src, const std::string &reduce, const std::string &acc,
                       const std::string &value) {
  return "    { const _type_reduce a = " + acc + ", b = " + value + ";\n      " + acc + " = (\n" +
         src.user("reduce_expr", reduce) + "      ); }\n";
}

/// The multi-index `_idx` of the input element at flat index \p flat.
std::string startIndex(int nin, const std::string &flat) {
  std::string n = std::to_string(nin);
  return "  ptrdiff_t _idx[" + n + "];\n  _in_ind.set(" + flat + ");\n  for (int _d = 0; _d < " +
         n + "; ++_d)\n    _idx[_d] = _in_ind.get()[_d];\n";
}

/// `_idx` stepped to the next element in C order over its axes \p lowest to
/// the last.
std::string stepIndex(int nin, int lowest) {
  return "    for (int _d = " + std::to_string(nin - 1) + "; _d >= " + std::to_string(lowest) +
         "; --_d) {\n      if (++_idx[_d] < _in_ind.shape()[_d])\n        break;\n"
         "      _idx[_d] = 0;\n    }\n";
}
} // namespace

ReductionKernel::ReductionKernel(const std::string &inParams, const std::string &outParams,
                                 std::string mapExpr, std::string reduceExpr,
                                 std::string postMapExpr, std::string identity,
                                 ReductionOptions opts)
    : CupyKernel(inParams, outParams, {opts.name, opts.preamble, opts.options}),
      map_(std::move(mapExpr)), reduce_(std::move(reduceExpr)), postMap_(std::move(postMapExpr)),
      identity_(std::move(identity)), opts_(std::move(opts)) {
  if (params_.size() == numIn_)
    throw ArgumentError("a ReductionKernel needs at least one output parameter");
}

std::vector<Array> ReductionKernel::operator()(const std::vector<Arg> &argsIn,
                                               const std::vector<int> &axesIn, bool allAxes,
                                               bool keepdims) {
  size_t nparams = params_.size();
  BoundArgs args = bindArgs(argsIn);
  std::vector<Dtype> types = bindTypes(args);

  std::optional<std::vector<long long>> broadcast = broadcastArrays(args, 0, numIn_);
  if (!broadcast)
    throw ArgumentError("Loop size is undecided. (a ReductionKernel needs a non-raw input array)");
  std::vector<long long> shape = *broadcast;
  int nd = static_cast<int>(shape.size());

  std::vector<bool> reduced(nd, allAxes);
  for (int ax : axesIn) {
    int a = ax < 0 ? ax + nd : ax;
    if (a < 0 || a >= nd)
      throw ArgumentError("axis " + std::to_string(ax) +
                          " is out of bounds for array of "
                          "dimension " +
                          std::to_string(nd));
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

  prepareOutputs(args, types, keepdims ? outShapeKeep : outShape);

  // Index spaces: inputs over the permuted shape, outputs over its kept axes
  // (each at least 1-D); each input array's strides over the first, each
  // output's over the second.
  std::vector<long long> inShape;
  for (int d : order)
    inShape.push_back(shape[d]);
  std::vector<std::vector<long long>> inStrides(nparams), outStrides(nparams);
  for (size_t k = 0; k < nparams; ++k) {
    if (!std::holds_alternative<Array>(*args[k]) || params_[k].raw) // raw: own shape
      continue;
    const Array &a = std::get<Array>(*args[k]);
    if (params_[k].output) {
      for (int d = 0; d < nd; ++d)
        if (!reduced[d])
          outStrides[k].push_back(a.strides[keepdims ? d : outStrides[k].size()]);
    } else {
      std::vector<long long> full = broadcastStrides(a, shape);
      for (int d : order)
        inStrides[k].push_back(full[d]);
    }
  }
  size_t kept = outShape.size();
  if (opts_.reduceDims)
    mergeAxes(inShape, kept, inStrides, outStrides);
  std::vector<long long> idxOut(inShape.begin(), inShape.begin() + kept);
  auto atLeast1D = [](std::vector<long long> &v, long long fill) {
    if (v.empty())
      v.push_back(fill);
  };
  atLeast1D(inShape, 1);
  atLeast1D(idxOut, 1);
  for (size_t k = 0; k < nparams; ++k)
    if (std::holds_alternative<Array>(*args[k]) && !params_[k].raw)
      atLeast1D(params_[k].output ? outStrides[k] : inStrides[k], 0);
  int nin = static_cast<int>(inShape.size()), nout = static_cast<int>(idxOut.size());
  checkCupyNdim(inShape.size());

  // A CPU runs a work-group's items one after another: fewer, longer runs
  // cost less there (the 1e7-element sum: 1.3 ms with 64 groups of 64 items,
  // 1.5 ms with 256 of 256).
  const bool cpu = Device::current().chunkedReductions();
  const size_t maxBlock = cpu ? 64 : 256;
  size_t block = 1;
  while (block < static_cast<size_t>(J) && block < maxBlock)
    block *= 2;
  block = std::min(block, Device::current().maxWorkGroupSize());

  Dtype reduceDtype = types[numIn_];
  std::string reduceType = opts_.reduceType;
  // The bytes of one reduced value, when the reduce type is a dtype (the
  // split below stores partial results); a C type string has no known size.
  std::optional<size_t> reduceBytes = dtypeSize(reduceDtype);
  if (reduceType.empty())
    reduceType =
        params_[numIn_].placeholder.empty() ? dtypeCType(reduceDtype) : params_[numIn_].placeholder;
  else if (auto d = dtypeFromName(reduceType)) {
    reduceType = dtypeCType(*d);
    reduceBytes = dtypeSize(*d);
  } else
    reduceBytes.reset();

  // Contiguous inputs (over the permuted shape) are read by flat index.
  bool contiguous = map_.find("_in_ind") == std::string::npos;
  for (size_t k = 0; k < numIn_ && contiguous; ++k)
    if (std::holds_alternative<Array>(*args[k]) && !params_[k].raw) {
      Array view = std::get<Array>(*args[k]);
      view.shape = inShape;
      view.strides = inStrides[k];
      contiguous = view.cContiguous();
    }
  // Few outputs and a long reduction: split each reduction over P work-groups
  // (stage 1 writes P partial results per output, stage 2 combines them), so
  // that more than one work-group -- and so more than one core -- works on it.
  long long P = 1;
  if (O < 64 && J >= 4 * static_cast<long long>(block) && reduceBytes)
    P = std::min<long long>((J + block - 1) / block,
                            std::max<long long>(1, static_cast<long long>(maxBlock) / O));

  // On a CPU, many outputs: one work-item per output, reducing all of it
  // (a work-group tree per output costs more than its reduction when the
  // outputs alone keep every core busy).
  // Strided inputs whose outputs lie side by side along the last kept axis
  // (column sums): each work-item reduces ColumnLanes neighbouring outputs
  // at once, so that it reads ColumnLanes neighbours per step and each row
  // once per work-item rather than once per output.
  Layout layout = !cpu                           ? Layout::Interleaved
                  : P != 1 || O < PerItemOutputs ? Layout::Chunked
                  : !contiguous && nout > 0 && map_.find("_in_ind") == std::string::npos
                      ? Layout::Columns
                      : Layout::PerItem;
  // Columns: work-item w takes ColumnLanes outputs of one row of the kept axes.
  size_t items = static_cast<size_t>(O);
  if (layout == Layout::Columns) {
    long long row = idxOut.back();
    items = static_cast<size_t>(O / row * ((row + ColumnLanes - 1) / ColumnLanes));
  }
  if (layout == Layout::PerItem || layout == Layout::Columns)
    block = std::min<size_t>(PerItemGroup, Device::current().maxWorkGroupSize());
  std::string key = signatureKey(types, args,
                                 std::to_string(nin) + "/" + std::to_string(nout) + "/" +
                                     std::to_string(block) + (contiguous ? "c" : "s") +
                                     (P > 1 ? "p" : "d") + "ikwv"[static_cast<int>(layout)]);
  std::vector<std::string> entryPoints{CupySource::entry(opts_.name)};
  if (P > 1)
    entryPoints.push_back(CupySource::entry(opts_.name + "_final"));
  std::vector<RawKernel *> stages = kernelsFor(
      key,
      [&] {
        return layout == Layout::Columns
                   ? generateColumns(types, args, nin, nout, reduceType)
                   : generate(types, args, nin, nout, block, contiguous, P > 1, layout, reduceType);
      },
      entryPoints);

  // Stage 2 takes (partials, scalar and raw inputs..., outputs..., _in_ind, _out_ind,
  // _reduce_size, _P).
  std::vector<KernelArg> kargs, finalArgs;
  std::shared_ptr<Buffer> partial;
  if (P > 1) {
    partial = std::make_shared<Buffer>(static_cast<size_t>(O * P) * *reduceBytes);
    finalArgs.push_back(KernelArg::buffer(*partial));
  }
  for (size_t k = 0; k < nparams; ++k) {
    bool output = params_[k].output;
    std::vector<KernelArg> &dest = (P > 1 && output) ? finalArgs : kargs;
    launchArg(dest, args, types, k, output ? idxOut : inShape,
              output ? outStrides[k] : inStrides[k]);
    if (P > 1 && !output && (!isArray(args, k) || params_[k].raw)) // for post_map_expr
      launchArg(finalArgs, args, types, k, {}, {});
  }
  if (P > 1)
    kargs.push_back(KernelArg::buffer(*partial));
  kargs.push_back(KernelArg::bytes(cindexerInfo(inShape)));
  kargs.push_back(KernelArg::bytes(cindexerInfo(idxOut)));
  kargs.push_back(KernelArg::value<long long>(J));
  kargs.push_back(KernelArg::value<long long>(P));
  if (O > 0 && (layout == Layout::PerItem || layout == Layout::Columns)) {
    stages[0]->launch({(items + block - 1) / block * block, 1, 1}, {block, 1, 1}, kargs);
  } else if (O > 0) {
    stages[0]->launch({static_cast<size_t>(O * P), 1, 1}, {block, 1, 1}, kargs);
    if (P > 1) {
      finalArgs.push_back(KernelArg::bytes(cindexerInfo(inShape)));
      finalArgs.push_back(KernelArg::bytes(cindexerInfo(idxOut)));
      finalArgs.push_back(KernelArg::value<long long>(J));
      finalArgs.push_back(KernelArg::value<long long>(P));
      stages[1]->launch({static_cast<size_t>(O), 1, 1}, {block, 1, 1}, finalArgs);
    }
  }
  return outputs(args);
}

std::string ReductionKernel::generate(const std::vector<Dtype> &types, const BoundArgs &args,
                                      int nin, int nout, size_t block, bool contiguous, bool split,
                                      Layout layout, const std::string &reduceType) const {
  size_t nparams = params_.size();
  std::string B = std::to_string(block);
  CupySource src(params_, types, opts_.name);
  std::ostringstream &s = src.out;
  src.prologue(opts_.preamble, {{"_type_reduce", reduceType}}, reduceType == "__half");
  // The work-group tree over the _n slots that received a value.
  auto tree = [&](const std::string &n) {
    s << "  _sdata[_tid] = _acc;\n  __syncthreads();\n";
    s << "  ptrdiff_t _n = " << n << ";\n";
    s << "  for (unsigned _s = " << block / 2 << "; _s > 0; _s >>= 1) {\n";
    s << "    if (_tid < _s && _tid + _s < _n) {\n"
      << "      const _type_reduce a = _sdata[_tid], b = _sdata[_tid + _s];\n"
      << "      _sdata[_tid] = (\n"
      << src.user("reduce_expr", reduce_) << "      );\n    }\n";
    s << "    _n = _n < _s ? _n : _s;\n    __syncthreads();\n  }\n";
  };
  auto accumulate = [&](const std::string &first) {
    if (identity_.empty())
      s << "    if (" << first << ") { _acc = _mapped; continue; }\n";
    s << reduceInto(src, reduce_, "_acc", "_mapped") << "  }\n";
  };
  bool perItem = layout == Layout::PerItem;
  auto outputs = [&]() {
    s << (perItem ? "  {\n" : "  if (_tid == 0) {\n") << "    _out_ind.set(_i);\n";
    for (size_t k = numIn_; k < nparams; ++k)
      if (!params_[k].raw)
        s << src.bind(k, "[_out_ind.get()]");
  };
  std::string init = "  _type_reduce _acc" +
                     (identity_.empty() ? std::string() : " = (_type_reduce)(" + identity_ + ")") +
                     ";\n";

  // Stage 1 (or the only stage): map and reduce the inputs.
  s << src.kernelHead(CupySource::entry(opts_.name));
  for (size_t k = 0; k < nparams; ++k)
    if (!(params_[k].output && split))
      s << src.param(k, isArray(args, k), paramRank(args, k, nin, nout)) << ", ";
  if (split)
    s << "_type_reduce *_partial, ";
  s << "CIndexer<" << nin << "> _in_ind, CIndexer<" << nout
    << "> _out_ind, long long _reduce_size, long long _P) {\n";
  // CuPy's _i: the index of the output element.
  if (perItem) {
    s << "  const ptrdiff_t _i = (ptrdiff_t)blockIdx.x * blockDim.x + threadIdx.x;\n"
      << "  if (_i >= _out_ind.size())\n    return;\n";
  } else {
    s << "  __shared__ _type_reduce _sdata[" << B << "];\n";
    s << "  const ptrdiff_t _i = blockIdx.x / _P, _part = blockIdx.x % _P;\n";
    s << "  const unsigned _tid = threadIdx.x;\n";
  }
  s << init;
  // A strided input on a CPU is addressed by a multi-index _idx that steps
  // along with the run (unravelling each flat index divides once per axis),
  // unless map_expr reads _in_ind itself.
  bool stepped =
      !contiguous && layout != Layout::Interleaved && map_.find("_in_ind") == std::string::npos;
  // One element, mapped and reduced into \p acc (or assigned to it).
  auto element = [&](const std::string &acc, const std::string &first, bool assign = false) {
    if (!contiguous && !stepped)
      s << "    _in_ind.set(_i * _reduce_size + _k);\n";
    s << mappedElement(src, args,
                       contiguous ? ".__ultima_flat(_i * _reduce_size + _k)"
                       : stepped  ? "[_idx]"
                                  : "[_in_ind.get()]");
    if (stepped)
      s << stepIndex(nin, 0);
    if (assign) {
      s << "    " << acc << " = _mapped;\n";
      return;
    }
    if (!first.empty()) // no identity: the first element is taken as it is
      s << "    if (" << first << ") { " << acc << " = _mapped; continue; }\n";
    s << reduceInto(src, reduce_, acc, "_mapped");
  };
  std::string active;
  if (layout != Layout::Interleaved) {
    // CPU: the work-group takes a balanced share of the reduction (never empty,
    // as _P <= _reduce_size) and each work-item a contiguous run of it; the
    // first _n work-items receive a value. PerItem: the work-item takes it all.
    if (perItem)
      s << "  const ptrdiff_t _begin = 0, _end = _reduce_size;\n";
    else
      s << "  const ptrdiff_t _lo = _part * _reduce_size / _P, _hi = (_part + 1) * _reduce_size / "
           "_P;\n"
        << "  const ptrdiff_t _len = (_hi - _lo + " << B << " - 1) / " << B
        << " > 0 ? (_hi - _lo + " << B << " - 1) / " << B << " : 1;\n"
        << "  const ptrdiff_t _begin = _lo + _tid * _len, _end = _begin + _len < _hi ? _begin + "
           "_len "
           ": _hi;\n";
    s << "  ptrdiff_t _run = _begin;\n";
    if (stepped)
      s << startIndex(nin, "_i * _reduce_size + _begin");
    // Element k of the run goes to accumulator k % Lanes: independent
    // chains the CPU overlaps (one chain waits out each add's latency), as
    // NumPy's pairwise sum does. Lane u holds _acc<u>; without an identity
    // the lanes start from the run's first elements, and only runs that
    // fill every lane take this path.
    auto lane = [](unsigned u) { return u ? "_acc" + std::to_string(u) : std::string("_acc"); };
    auto lanes = [&](bool assign) {
      for (unsigned u = 0; u < ReductionLanes; ++u) {
        s << "   {\n    const ptrdiff_t _k = _run + " << u << ";\n";
        element(lane(u), "", assign);
        s << "   }\n";
      }
    };
    for (unsigned u = 1; u < ReductionLanes; ++u)
      s << "  _type_reduce " << lane(u) << (identity_.empty() ? "" : " = _acc") << ";\n";
    s << "  if (_run + " << ReductionLanes << " <= _end) {\n";
    if (identity_.empty()) {
      lanes(/*assign=*/true);
      s << "  _run += " << ReductionLanes << ";\n";
    }
    s << "  for (; _run + " << ReductionLanes << " <= _end; _run += " << ReductionLanes << ") {\n";
    lanes(/*assign=*/false);
    s << "  }\n";
    // Pairwise, lane order kept.
    for (unsigned width = 1; width < ReductionLanes; width *= 2)
      for (unsigned u = 0; u + width < ReductionLanes; u += 2 * width)
        s << reduceInto(src, reduce_, lane(u), lane(u + width));
    s << "  }\n";
    s << "  for (; _run < _end; ++_run) {\n    const ptrdiff_t _k = _run;\n";
    element("_acc", identity_.empty() ? "_k == _begin" : "");
    s << "  }\n";
    active = "(_hi - _lo + _len - 1) / _len";
  } else {
    // GPU: neighbouring work-items read neighbouring elements (coalesced).
    s << "  for (ptrdiff_t _k = _part * " << B << " + _tid; _k < _reduce_size; _k += _P * " << B
      << ") {\n";
    element("_acc", identity_.empty() ? "_k == _part * " + B + " + _tid" : "");
    s << "  }\n";
    active = "(_reduce_size - _part * " + B + ")";
  }
  if (!perItem)
    tree(active + " < " + B + " ? " + active + " : " + B);
  if (split) {
    s << "  if (_tid == 0) _partial[blockIdx.x] = _sdata[0];\n}\n";
    // Stage 2: combine the _P partial results of each output.
    s << src.kernelHead(CupySource::entry(opts_.name + "_final"))
      << "const _type_reduce *_partial, ";
    for (size_t k = 0; k < nparams; ++k)
      if (params_[k].output || !isArray(args, k) || params_[k].raw)
        s << src.param(k, isArray(args, k), paramRank(args, k, nin, nout)) << ", ";
    // _in_ind too: post_map_expr may read its size (CuPy's mean does).
    s << "CIndexer<" << nin << "> _in_ind, CIndexer<" << nout
      << "> _out_ind, long long _reduce_size, long long _P) {\n";
    s << "  __shared__ _type_reduce _sdata[" << B << "];\n";
    s << "  const ptrdiff_t _i = blockIdx.x;\n  const unsigned _tid = threadIdx.x;\n" << init;
    s << "  for (ptrdiff_t _p = _tid; _p < _P; _p += " << B << ") {\n";
    s << "    const _type_reduce _mapped = _partial[_i * _P + _p];\n";
    accumulate("_p == _tid");
    tree("_P < " + B + " ? _P : " + B);
    outputs();
    s << "    const _type_reduce a = _sdata[0];\n";
  } else {
    outputs();
    s << "    const _type_reduce a = "
      << (perItem             ? "_acc"
          : identity_.empty() ? "_sdata[0]"
                              : "_reduce_size ? _sdata[0] : _acc")
      << ";\n";
  }
  s << src.user("post_map_expr", postMap_ + ";") << "  }\n}\n";
  return s.str();
}

int ReductionKernel::paramRank(const BoundArgs &args, size_t k, int nin, int nout) const {
  // A raw array parameter keeps its own rank; the others are indexed by
  // _in_ind (inputs) or _out_ind (outputs).
  if (params_[k].raw && isArray(args, k))
    return static_cast<int>(std::get<Array>(*args[k]).shape.size());
  return params_[k].output ? nout : nin;
}

std::string ReductionKernel::mappedElement(const CupySource &src, const BoundArgs &args,
                                           const std::string &access) const {
  // CuPy's names: _J the index along the reduced axes (an int, as CuPy
  // declares it), _j the flat index with the reduced axes first.
  std::string text = "    const int _J = (int)_k;\n"
                     "    const ptrdiff_t _j = _k * _out_ind.size() + _i;\n";
  for (size_t k = 0; k < numIn_; ++k)
    if (isArray(args, k) && !params_[k].raw)
      text += src.bind(k, access);
  return text + "    const _type_reduce _mapped = (_type_reduce)(\n" + src.user("map_expr", map_) +
         "    );\n";
}

std::string ReductionKernel::generateColumns(const std::vector<Dtype> &types, const BoundArgs &args,
                                             int nin, int nout,
                                             const std::string &reduceType) const {
  size_t nparams = params_.size();
  CupySource src(params_, types, opts_.name);
  std::ostringstream &s = src.out;
  src.prologue(opts_.preamble, {{"_type_reduce", reduceType}}, reduceType == "__half");
  const std::string L = std::to_string(ColumnLanes);
  const std::string last = std::to_string(nout - 1);
  auto lane = [](unsigned v) { return "_acc" + std::to_string(v); };
  s << src.kernelHead(CupySource::entry(opts_.name));
  for (size_t k = 0; k < nparams; ++k)
    s << src.param(k, isArray(args, k), paramRank(args, k, nin, nout)) << ", ";
  s << "CIndexer<" << nin << "> _in_ind, CIndexer<" << nout
    << "> _out_ind, long long _reduce_size, long long _P) {\n";
  // Work-item w: row _row of the kept axes but the last, outputs _first ...
  // _first + L - 1 along the last (those within _width).
  s << "  const ptrdiff_t _width = _out_ind.shape()[" << last << "];\n"
    << "  const ptrdiff_t _blocks = (_width + " << L << " - 1) / " << L << ";\n"
    << "  const ptrdiff_t _w = (ptrdiff_t)blockIdx.x * blockDim.x + threadIdx.x;\n"
    << "  if (_w >= _out_ind.size() / _width * _blocks)\n    return;\n"
    << "  const ptrdiff_t _col = _w % _blocks * " << L << ";\n"
    << "  const ptrdiff_t _first = _w / _blocks * _width + _col;\n";
  for (unsigned v = 0; v < ColumnLanes; ++v)
    s << "  _type_reduce " << lane(v)
      << (identity_.empty() ? "" : " = (_type_reduce)(" + identity_ + ")") << ";\n";
  // _idx: the first output's element _k; lane v is v further along the last kept axis.
  s << startIndex(nin, "_first * _reduce_size");
  s << "  for (ptrdiff_t _k = 0; _k < _reduce_size; ++_k) {\n";
  for (unsigned v = 0; v < ColumnLanes; ++v) {
    s << "    if (_col + " << v << " < _width) {\n"
      << "    const ptrdiff_t _i = _first + " << v << ";\n"
      << mappedElement(src, args, "[_idx]");
    if (identity_.empty()) // no identity: the first element is taken as it is
      s << "    if (_k == 0)\n      " << lane(v) << " = _mapped;\n    else\n";
    s << reduceInto(src, reduce_, lane(v), "_mapped");
    s << "    }\n    ++_idx[" << last << "];\n";
  }
  s << "    _idx[" << last << "] -= " << L << ";\n";
  // The next element along the reduced axes (the kept axes stay).
  s << stepIndex(nin, nout) << "  }\n";
  for (unsigned v = 0; v < ColumnLanes; ++v) {
    s << "  if (_col + " << v << " < _width) {\n"
      << "    const ptrdiff_t _i = _first + " << v << ";\n    _out_ind.set(_i);\n";
    for (size_t k = numIn_; k < nparams; ++k)
      if (!params_[k].raw)
        s << src.bind(k, "[_out_ind.get()]");
    s << "    const _type_reduce a = " << lane(v) << ";\n"
      << src.user("post_map_expr", postMap_ + ";") << "  }\n";
  }
  s << "}\n";
  return s.str();
}

} // namespace ultima::runtime
