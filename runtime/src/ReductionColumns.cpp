//===- ReductionColumns.cpp - neighbouring outputs per work-item ------------===//
///
/// \file
/// The Columns layout (ReductionPlan.h): work-item w owns plan.lanes
/// neighbouring outputs along the last kept axis (a tile of one "row" of the
/// kept axes) and walks the reduced axes. Each step reads the tile's
/// elements of one row of the input: neighbouring addresses when the inputs
/// have unit strides along the kept axis, which the CPU's compiler turns
/// into vector loads (the accumulators stay in registers); this is how
/// NumPy sums columns, a row at a time. Tiles take a path without bounds
/// checks, the last of a row shifted back to end with it; only rows
/// narrower than a tile check each lane.
///
//===----------------------------------------------------------------------===//
#include "ReductionSource.h"

namespace ultima::runtime {

void ReductionSource::columnsKernel() {
  const int nin = plan_.nin(), nout = plan_.nout();
  const std::string L = std::to_string(plan_.lanes);
  firstHead();
  s_ << "  const ptrdiff_t _width = _out_ind.shape()[" << nout - 1 << "];\n"
     << "  const ptrdiff_t _tiles = (_width + " << L << " - 1) / " << L << ";\n"
     << "  const ptrdiff_t _w = (ptrdiff_t)blockIdx.x * blockDim.x + threadIdx.x;\n"
     << "  if (_w >= _out_ind.size() / _width * _tiles)\n    return;\n"
     << "  const ptrdiff_t _own = _w % _tiles * " << L
     << ";\n"
     // The last tile of a row overlaps the one before rather than run past
     // the row, so that it takes the unchecked path too; it writes only its
     // own outputs.
     << "  const ptrdiff_t _col = _own + " << L << " <= _width || _width < " << L
     << " ? _own : _width - " << L << ";\n"
     << "  const ptrdiff_t _first = _w / _tiles * _width + _col;\n";
  // _tile_x: input x's element offset of the tile's first output, element 0;
  // _red_x: the offset of the current element along the reduced axes.
  s_ << keptOffsets("_tile_", "_first");
  for (std::size_t k = 0; k < numIn_; ++k)
    if (isArrayInput(k))
      s_ << "  ptrdiff_t _red_" << params_[k].name << " = 0;\n";
  if (nin - nout > 1)
    s_ << "  ptrdiff_t _ridx[" << nin - nout << "] = {0};\n";
  for (unsigned v = 0; v < plan_.lanes; ++v)
    s_ << "  _type_reduce _acc" << v
       << (hasIdentity() ? " = (_type_reduce)(" + pieces_.identity + ")" : std::string()) << ";\n";
  for (bool guarded : {false, true}) {
    s_ << (guarded ? "  } else {\n" : "  if (_col + " + L + " <= _width) {\n");
    // Without an identity the first element of each output is taken as it
    // is (a reduction without identity has at least one element).
    int start = 0;
    if (!hasIdentity()) {
      s_ << "  {\n    const ptrdiff_t _k = 0;\n";
      columnsStep(guarded, /*assign=*/true);
      s_ << "  }\n";
      start = 1;
    }
    s_ << "  for (ptrdiff_t _k = " << start << "; _k < _reduce_size; ++_k) {\n";
    columnsStep(guarded, /*assign=*/false);
    s_ << "  }\n";
  }
  s_ << "  }\n";
  for (unsigned v = 0; v < plan_.lanes; ++v) {
    s_ << "  if (_col + " << v << " < _width && _col + " << v << " >= _own) {\n"
       << "    const ptrdiff_t _i = _first + " << v << ";\n    _out_ind.set(_i);\n";
    for (std::size_t k = numIn_; k < params_.size(); ++k)
      if (!params_[k].raw)
        s_ << src_.bind(k, "[_out_ind.get()]");
    s_ << "    const _type_reduce a = _acc" << v << ";\n"
       << src_.user("post_map_expr", pieces_.postMap + ";") << "  }\n";
  }
  s_ << "}\n";
}

void ReductionSource::columnsStep(bool guarded, bool assign) {
  const int nin = plan_.nin(), nout = plan_.nout();
  for (unsigned v = 0; v < plan_.lanes; ++v) {
    std::string lane = "_acc" + std::to_string(v);
    s_ << (guarded ? "    if (_col + " + std::to_string(v) + " < _width) {\n" : "    {\n")
       << "    const ptrdiff_t _i = _first + " << v << ";\n";
    s_ << mapped([&](std::size_t k) -> std::string {
      const std::string &name = params_[k].name;
      std::string at = "_tile_" + name + " + _red_" + name;
      switch (plan_.loopStrides[k]) {
      case LoopStride::Zero:
        return ".__ultima_flat(" + at + ")";
      case LoopStride::Unit:
        return ".__ultima_flat(" + at + " + " + std::to_string(v) + ")";
      case LoopStride::Any:
        break;
      }
      return ".__ultima_flat(" + at + " + " + std::to_string(v) + " * " +
             elementStride(k, nout - 1) + ")";
    });
    s_ << (assign ? "    " + lane + " = _mapped;\n" : reduceInto(lane, "_mapped")) << "    }\n";
  }
  // The next element along the reduced axes: one stride, or a multi-index
  // over several reduced axes whose offsets are summed again.
  if (nin - nout == 1) {
    for (std::size_t k = 0; k < numIn_; ++k)
      if (isArrayInput(k))
        s_ << "    _red_" << params_[k].name << " += " << elementStride(k, nin - 1) << ";\n";
    return;
  }
  s_ << "    for (int _d = " << nin - nout - 1 << "; _d >= 0; --_d) {\n"
     << "      if (++_ridx[_d] < _in_ind.shape()[" << nout << " + _d])\n        break;\n"
     << "      _ridx[_d] = 0;\n    }\n";
  for (std::size_t k = 0; k < numIn_; ++k)
    if (isArrayInput(k)) {
      std::string red = "_red_" + params_[k].name;
      s_ << "    " << red << " = 0;\n";
      for (int d = nout; d < nin; ++d)
        s_ << "    " << red << " += _ridx[" << d - nout << "] * " << elementStride(k, d) << ";\n";
    }
}

} // namespace ultima::runtime
