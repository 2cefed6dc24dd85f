//===- ultima/runtime/ReductionKernel.h - CuPy's ReductionKernel -*- C++ -*-===//
///
/// \file
/// CuPy's ReductionKernel: `map_expr` on each input element, combined with
/// `reduce_expr` (over `a` and `b`, of type `_type_reduce`) along the
/// reduction axes, then `post_map_expr` (reading `a`) writes the outputs.
/// One work-group per output element (`_i`): its work-items stride over the
/// reduced elements (`_J`, their index along the reduced axes; `_j`, CuPy's
/// flat index `_J * _out_ind.size() + _i`), then combine their partial
/// results in a __local tree. `_in_ind` / `_out_ind` index the input and
/// output; raw parameters are whole arrays. The steps shared with
/// ElementwiseKernel are CupyKernel's.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_RUNTIME_REDUCTIONKERNEL_H
#define ULTIMA_RUNTIME_REDUCTIONKERNEL_H

#include "ultima/runtime/CupyKernel.h"
#include <string>
#include <vector>

namespace ultima::runtime {

class CupySource;

struct ReductionOptions {
  std::string name = "reduce_kernel";
  std::string reduceType; ///< "" -> the first output's type
  bool reduceDims = true; ///< merge axes every operand steps through as one
  std::string preamble;
  std::vector<std::string> options;
};

class ReductionKernel : public CupyKernel {
public:
  /// \p identity may be empty (CuPy's None): a reduction over no element is then an error.
  ReductionKernel(const std::string &inParams, const std::string &outParams, std::string mapExpr,
                  std::string reduceExpr, std::string postMapExpr, std::string identity,
                  ReductionOptions opts = {});

  /// Reduces over \p axes (all axes when \p allAxes). Returns the outputs.
  std::vector<Array> operator()(const std::vector<Arg> &args, const std::vector<int> &axes,
                                bool allAxes, bool keepdims);

private:
  /// How work-items share the reductions (ReductionKernel.cpp explains each).
  enum class Layout { Interleaved, Chunked, PerItem, Columns };
  std::string generate(const std::vector<Dtype> &types, const BoundArgs &args, int nin, int nout,
                       size_t block, bool contiguous, bool split, Layout layout,
                       const std::string &reduceType) const;
  std::string generateColumns(const std::vector<Dtype> &types, const BoundArgs &args, int nin,
                              int nout, const std::string &reduceType) const;
  /// Parameter \p k's rank in the generated kernel.
  int paramRank(const BoundArgs &args, size_t k, int nin, int nout) const;
  /// The element `_k` of output `_i`: CuPy's `_J` and `_j`, the inputs bound
  /// through \p access, and `_mapped`, the map_expr of them.
  std::string mappedElement(const CupySource &src, const BoundArgs &args,
                            const std::string &access) const;
  std::string map_, reduce_, postMap_, identity_;
  ReductionOptions opts_;
};

} // namespace ultima::runtime

#endif
