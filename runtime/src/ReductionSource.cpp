//===- ReductionSource.cpp - work-group and per-item reductions -----------===//
#include "ReductionSource.h"

namespace ultima::runtime {

namespace {
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

/// Accumulator \p u of a run's lanes.
std::string lane(unsigned u) { return u ? "_acc" + std::to_string(u) : std::string("_acc"); }
} // namespace

ReductionSource::ReductionSource(const std::vector<KernelParam> &params, std::size_t numIn,
                                 const ReductionPieces &pieces, const std::vector<Dtype> &types,
                                 std::vector<ReductionParamForm> forms, const ReductionPlan &plan,
                                 std::string reduceType)
    : params_(params), numIn_(numIn), pieces_(pieces), forms_(std::move(forms)), plan_(plan),
      reduceType_(std::move(reduceType)), src_(params, types, pieces.name), s_(src_.out) {}

bool ReductionSource::isArrayInput(std::size_t k) const {
  return k < numIn_ && forms_[k].array && !params_[k].raw;
}

std::string ReductionSource::generate() {
  src_.prologue(pieces_.preamble, {{"_type_reduce", reduceType_}}, reduceType_ == "__half");
  // A strided input on a CPU is addressed by a multi-index _idx that steps
  // along with the run (unravelling each flat index divides once per axis),
  // unless map_expr reads _in_ind itself.
  stepped_ = plan_.addressing == ReductionAddressing::Stepped &&
             plan_.layout != ReductionLayout::Interleaved &&
             pieces_.map.find("_in_ind") == std::string::npos;
  if (plan_.layout == ReductionLayout::Columns) {
    columnsKernel();
  } else {
    firstKernel();
    if (split())
      finalKernel();
  }
  return s_.str();
}

void ReductionSource::firstHead() {
  s_ << src_.kernelHead(CupySource::entry(pieces_.name));
  for (std::size_t k = 0; k < params_.size(); ++k)
    if (!(params_[k].output && split()))
      s_ << src_.param(k, forms_[k].array, forms_[k].rank) << ", ";
  if (split())
    s_ << "_type_reduce *_partial, ";
  s_ << "CIndexer<" << plan_.nin() << "> _in_ind, CIndexer<" << plan_.nout()
     << "> _out_ind, long long _reduce_size, long long _P) {\n";
}

void ReductionSource::firstKernel() {
  const bool rows = plan_.layout == ReductionLayout::Rows;
  firstHead();
  // CuPy's _i: the index of the output element.
  if (rows) {
    s_ << "  const ptrdiff_t _i = (ptrdiff_t)blockIdx.x * blockDim.x + threadIdx.x;\n"
       << "  if (_i >= _out_ind.size())\n    return;\n";
  } else {
    s_ << "  __shared__ _type_reduce _sdata[" << plan_.block << "];\n"
       << "  const ptrdiff_t _i = blockIdx.x / _P, _part = blockIdx.x % _P;\n"
       << "  const unsigned _tid = threadIdx.x;\n";
  }
  s_ << "  _type_reduce _acc"
     << (hasIdentity() ? " = (_type_reduce)(" + pieces_.identity + ")" : std::string()) << ";\n";
  std::string active = plan_.layout == ReductionLayout::Interleaved ? interleavedLoop() : runLoop();
  std::string B = std::to_string(plan_.block);
  if (!rows)
    tree(active + " < " + B + " ? " + active + " : " + B);
  if (split()) {
    s_ << "  if (_tid == 0) _partial[blockIdx.x] = _sdata[0];\n}\n";
    return;
  }
  bindOutputs(rows);
  s_ << "    const _type_reduce a = "
     << (rows            ? "_acc"
         : hasIdentity() ? "_reduce_size ? _sdata[0] : _acc"
                         : "_sdata[0]")
     << ";\n"
     << src_.user("post_map_expr", pieces_.postMap + ";") << "  }\n}\n";
}

std::string ReductionSource::runLoop() {
  // The work-group takes a balanced share of the reduction (never empty, as
  // _P <= _reduce_size) and each work-item a contiguous run of it; the first
  // _n work-items receive a value. Rows: the work-item takes it all.
  std::string B = std::to_string(plan_.block);
  if (plan_.layout == ReductionLayout::Rows)
    s_ << "  const ptrdiff_t _begin = 0, _end = _reduce_size;\n";
  else
    s_ << "  const ptrdiff_t _lo = _part * _reduce_size / _P, _hi = (_part + 1) * _reduce_size / "
          "_P;\n"
       << "  const ptrdiff_t _len = (_hi - _lo + " << B << " - 1) / " << B << " > 0 ? (_hi - _lo + "
       << B << " - 1) / " << B << " : 1;\n"
       << "  const ptrdiff_t _begin = _lo + _tid * _len, _end = _begin + _len < _hi ? _begin + "
          "_len : _hi;\n";
  s_ << "  ptrdiff_t _run = _begin;\n";
  if (stepped_)
    s_ << startIndex(plan_.nin(), "_i * _reduce_size + _begin");
  if (plan_.addressing == ReductionAddressing::Direct)
    s_ << keptOffsets("_row_", "_i");
  // Element k of the run goes to accumulator k % lanes: independent chains
  // the CPU overlaps (one chain waits out each add's latency), as NumPy's
  // pairwise sum does. Without an identity the lanes start from the run's
  // first elements, and only runs that fill every lane take this path.
  const unsigned L = plan_.lanes;
  for (unsigned u = 1; u < L; ++u)
    s_ << "  _type_reduce " << lane(u) << (hasIdentity() ? " = _acc" : "") << ";\n";
  s_ << "  if (_run + " << L << " <= _end) {\n";
  if (!hasIdentity()) {
    lanes(/*assign=*/true);
    s_ << "  _run += " << L << ";\n";
  }
  s_ << "  for (; _run + " << L << " <= _end; _run += " << L << ") {\n";
  lanes(/*assign=*/false);
  s_ << "  }\n";
  // The rest of the run, fewer than L elements, into the first lanes:
  // independent adds rather than one chain. (A second loop of 8 lanes for
  // it made PoCL's argmax of 1e7 floats take 11 ms instead of 1.8.)
  for (unsigned u = 0; u + 1 < L; ++u) {
    s_ << "   if (_run + " << u << " < _end) {\n    const ptrdiff_t _k = _run + " << u << ";\n";
    element(lane(u), "");
    s_ << "   }\n";
  }
  s_ << "  _run = _end;\n";
  // Halves, lane order kept within each step (a holds the lower lanes):
  // the shape LLVM's SLP vectoriser reduces with vectors. Neighbours first
  // (0 and 1, then 0 and 2, ...) made it pack lanes 0 and 4, 1 and 5, ...
  // into 2-wide vectors in the loop itself (a max of 1e7 floats: 2.8 ms
  // against 1.0 ms on PoCL).
  for (unsigned half = L / 2; half > 0; half /= 2)
    for (unsigned u = 0; u < half; ++u)
      s_ << reduceInto(lane(u), lane(u + half));
  s_ << "  }\n  for (; _run < _end; ++_run) {\n    const ptrdiff_t _k = _run;\n";
  element("_acc", hasIdentity() ? "" : "_k == _begin");
  s_ << "  }\n";
  return "(_hi - _lo + _len - 1) / _len";
}

void ReductionSource::lanes(bool assign) {
  for (unsigned u = 0; u < plan_.lanes; ++u) {
    s_ << "   {\n    const ptrdiff_t _k = _run + " << u << ";\n";
    element(lane(u), "", assign);
    s_ << "   }\n";
  }
}

std::string ReductionSource::interleavedLoop() {
  // GPU: neighbouring work-items read neighbouring elements (coalesced).
  std::string B = std::to_string(plan_.block);
  s_ << "  for (ptrdiff_t _k = _part * " << B << " + _tid; _k < _reduce_size; _k += _P * " << B
     << ") {\n";
  element("_acc", hasIdentity() ? "" : "_k == _part * " + B + " + _tid");
  s_ << "  }\n";
  return "(_reduce_size - _part * " + B + ")";
}

void ReductionSource::element(const std::string &acc, const std::string &first, bool assign) {
  bool flat = plan_.addressing == ReductionAddressing::Flat;
  bool direct = plan_.addressing == ReductionAddressing::Direct;
  if (!flat && !direct && !stepped_)
    s_ << "    _in_ind.set(_i * _reduce_size + _k);\n";
  s_ << mapped([&](std::size_t k) -> std::string {
    if (flat)
      return ".__ultima_flat(_i * _reduce_size + _k)";
    if (stepped_)
      return "[_idx]";
    if (!direct)
      return "[_in_ind.get()]";
    const std::string base = "_row_" + params_[k].name;
    switch (plan_.loopStrides[k]) {
    case LoopStride::Zero:
      return ".__ultima_flat(" + base + ")";
    case LoopStride::Unit:
      return ".__ultima_flat(" + base + " + _k)";
    case LoopStride::Any:
      break;
    }
    return ".__ultima_flat(" + base + " + _k * " + elementStride(k, plan_.nin() - 1) + ")";
  });
  if (stepped_)
    s_ << stepIndex(plan_.nin(), 0);
  if (assign) {
    s_ << "    " << acc << " = _mapped;\n";
    return;
  }
  if (!first.empty()) // no identity: the first element is taken as it is
    s_ << "    if (" << first << ") { " << acc << " = _mapped; continue; }\n";
  s_ << reduceInto(acc, "_mapped");
}

void ReductionSource::tree(const std::string &n) {
  s_ << "  _sdata[_tid] = _acc;\n  __syncthreads();\n"
     << "  ptrdiff_t _n = " << n << ";\n";
  const std::string combine = "      const _type_reduce a = _sdata[_tid], b = _sdata[_tid + _s];\n"
                              "      _sdata[_tid] = (\n" +
                              src_.user("reduce_expr", pieces_.reduce) + "      );\n    }\n";
  if (plan_.layout == ReductionLayout::Chunked) {
    // Neighbouring slots, in order: each holds a contiguous run, so the
    // elements are combined in their order (the first NaN of a complex
    // max wins, as in NumPy).
    s_ << "  for (unsigned _s = 1; _s < " << plan_.block << "; _s <<= 1) {\n"
       << "    if (_tid % (2 * _s) == 0 && _tid + _s < _n) {\n"
       << combine << "    __syncthreads();\n  }\n";
    return;
  }
  // Slots _s apart, which keeps the active ones together.
  s_ << "  for (unsigned _s = " << plan_.block / 2 << "; _s > 0; _s >>= 1) {\n"
     << "    if (_tid < _s && _tid + _s < _n) {\n"
     << combine << "    _n = _n < _s ? _n : _s;\n    __syncthreads();\n  }\n";
}

void ReductionSource::finalKernel() {
  std::string B = std::to_string(plan_.block);
  s_ << src_.kernelHead(CupySource::entry(pieces_.name + "_final"))
     << "const _type_reduce *_partial, ";
  for (std::size_t k = 0; k < params_.size(); ++k)
    if (params_[k].output || !forms_[k].array || params_[k].raw)
      s_ << src_.param(k, forms_[k].array, forms_[k].rank) << ", ";
  // _in_ind too: post_map_expr may read its size (CuPy's mean does).
  s_ << "CIndexer<" << plan_.nin() << "> _in_ind, CIndexer<" << plan_.nout()
     << "> _out_ind, long long _reduce_size, long long _P) {\n"
     << "  __shared__ _type_reduce _sdata[" << B << "];\n"
     << "  const ptrdiff_t _i = blockIdx.x;\n  const unsigned _tid = threadIdx.x;\n"
     << "  _type_reduce _acc"
     << (hasIdentity() ? " = (_type_reduce)(" + pieces_.identity + ")" : std::string())
     << ";\n"
     // Work-item _tid combines partial results _tid * _per ... in order
     // (one each when _P <= B, as on GPUs).
     << "  const ptrdiff_t _per = (_P + " << B << " - 1) / " << B << ";\n"
     << "  for (ptrdiff_t _p = _tid * _per; _p < _P && _p < (_tid + 1) * _per; ++_p) {\n"
     << "    const _type_reduce _mapped = _partial[_i * _P + _p];\n";
  if (!hasIdentity())
    s_ << "    if (_p == _tid * _per) { _acc = _mapped; continue; }\n";
  s_ << reduceInto("_acc", "_mapped") << "  }\n";
  tree("(_P + _per - 1) / _per");
  bindOutputs(false);
  s_ << "    const _type_reduce a = _sdata[0];\n"
     << src_.user("post_map_expr", pieces_.postMap + ";") << "  }\n}\n";
}

void ReductionSource::bindOutputs(bool everyItem) {
  s_ << (everyItem ? "  {\n" : "  if (_tid == 0) {\n") << "    _out_ind.set(_i);\n";
  for (std::size_t k = numIn_; k < params_.size(); ++k)
    if (!params_[k].raw)
      s_ << src_.bind(k, "[_out_ind.get()]");
}

std::string ReductionSource::mapped(const Access &access) const {
  // CuPy's names: _J the index along the reduced axes (an int, as CuPy
  // declares it), _j the flat index with the reduced axes first.
  // Most maps use neither: (void) keeps the translator from warning about
  // variables the user never wrote.
  std::string text = "    const int _J = (int)_k;\n"
                     "    const ptrdiff_t _j = _k * _out_ind.size() + _i;\n"
                     "    (void)_J;\n"
                     "    (void)_j;\n";
  for (std::size_t k = 0; k < numIn_; ++k)
    if (isArrayInput(k))
      text += src_.bind(k, access(k));
  return text + "    const _type_reduce _mapped = (_type_reduce)(\n" +
         src_.user("map_expr", pieces_.map) + "    );\n";
}

std::string ReductionSource::reduceInto(const std::string &acc, const std::string &value) const {
  return "    { const _type_reduce a = " + acc + ", b = " + value + ";\n      " + acc + " = (\n" +
         src_.user("reduce_expr", pieces_.reduce) + "      ); }\n";
}

std::string ReductionSource::elementStride(std::size_t k, int axis) const {
  return "(_raw_" + params_[k].name + ".strides()[" + std::to_string(axis) + "] / " +
         std::to_string(forms_[k].itemSize) + ")";
}

std::string ReductionSource::keptOffsets(const std::string &prefix, const std::string &flat) const {
  // Unravelled over the kept axes, last first, as CIndexer::set does.
  std::string text;
  for (std::size_t k = 0; k < numIn_; ++k)
    if (isArrayInput(k))
      text += "  ptrdiff_t " + prefix + params_[k].name + " = 0;\n";
  text += "  {\n    ptrdiff_t _r = " + flat + ";\n";
  for (int d = plan_.nout() - 1; d >= 0; --d) {
    std::string extent = "_in_ind.shape()[" + std::to_string(d) + "]";
    for (std::size_t k = 0; k < numIn_; ++k)
      if (isArrayInput(k))
        text += "    " + prefix + params_[k].name + " += _r % " + extent + " * " +
                elementStride(k, d) + ";\n";
    text += "    _r /= " + extent + ";\n";
  }
  return text + "  }\n";
}

} // namespace ultima::runtime
