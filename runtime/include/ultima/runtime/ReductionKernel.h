//===- ultima/runtime/ReductionKernel.h - CuPy's ReductionKernel -*- C++ -*-===//
///
/// \file
/// CuPy's ReductionKernel: `map_expr` on each input element, combined with
/// `reduce_expr` (over `a` and `b`, of type `_type_reduce`) along the
/// reduction axes, then `post_map_expr` (reading `a`) writes the outputs.
/// `_i` is the output element's index, `_J` the element's index along the
/// reduced axes, `_j` CuPy's flat index `_J * _out_ind.size() + _i`;
/// `_in_ind` / `_out_ind` index the input and output; raw parameters are
/// whole arrays. How work-items share the reductions is the planner's
/// choice (runtime/src/ReductionPlan.h), the source ReductionSource's. The
/// steps shared with ElementwiseKernel are CupyKernel's.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_RUNTIME_REDUCTIONKERNEL_H
#define ULTIMA_RUNTIME_REDUCTIONKERNEL_H

#include "ultima/runtime/CupyKernel.h"
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace ultima::runtime {

struct ReductionAxes;
struct ReductionPlan;
struct ReductionRequest;

struct ReductionOptions {
  std::string name = "reduce_kernel";
  std::string reduceType; ///< "" -> the first output's type
  bool reduceDims = true; ///< merge axes every operand steps through as one
  std::string preamble;
  std::vector<std::string> options;
};

/// The planner's runs for an argmax or argmin of \p n elements on the
/// current device (ReductionPlan.h, planArgReduction): {runs, run length},
/// {0, 0} where it is two whole reductions (GPUs).
std::pair<long long, long long> argReductionRuns(long long n);

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
  /// The planner's request for this call (ReductionPlan.h).
  ReductionRequest request(const BoundArgs &args, const std::vector<Dtype> &types,
                           const std::vector<long long> &shape, const ReductionAxes &axes,
                           bool keepdims, std::optional<size_t> reduceBytes) const;
  /// The generated source for \p plan.
  std::string generate(const std::vector<Dtype> &types, const BoundArgs &args,
                       const ReductionPlan &plan, const std::string &reduceType) const;
  /// Launches the kernels of \p plan.
  void launch(const std::vector<RawKernel *> &stages, const BoundArgs &args,
              const std::vector<Dtype> &types, const ReductionPlan &plan,
              std::optional<size_t> reduceBytes) const;
  /// Parameter \p k's rank in the generated kernel.
  int paramRank(const BoundArgs &args, size_t k, int nin, int nout) const;
  std::string map_, reduce_, postMap_, identity_;
  ReductionOptions opts_;
};

} // namespace ultima::runtime

#endif
