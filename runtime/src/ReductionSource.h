//===- ReductionSource.h - a ReductionKernel's generated source -*- C++ -*-===//
///
/// \file
/// The CUDA source of a ReductionKernel for one ReductionPlan. The input
/// iteration space is the broadcast input shape with its axes permuted to
/// (kept axes..., reduced axes...), so `_in_ind.set(_i * _reduce_size + _k)`
/// unravels to the right element (`_i` the output's index, `_k` the
/// element's along the reduced axes); the output is indexed by `_out_ind`
/// over the kept axes. The user's expressions see CuPy's names: `_i`, `_J`,
/// `_j`, `_in_ind`, `_out_ind`, `a`, `b`, `_type_reduce`; raw array
/// parameters are passed whole (their own shape), to both kernels of a split.
///
/// The layouts (ReductionPlan.h): the work-group ones (Interleaved,
/// Chunked) end in a __local tree over the slots that received an element
/// (`_n` shrinks with each step), so a reduction without identity needs no
/// neutral value; Rows and Columns reduce in one work-item
/// (ReductionColumns.cpp writes Columns).
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_RUNTIME_REDUCTIONSOURCE_H
#define ULTIMA_RUNTIME_REDUCTIONSOURCE_H

#include "CupySource.h"
#include "ReductionPlan.h"
#include <functional>
#include <string>
#include <vector>

namespace ultima::runtime {

/// The user's pieces of a ReductionKernel.
struct ReductionPieces {
  std::string name, preamble, map, reduce, postMap, identity;
};

/// Per parameter: whether the call passed an array, its rank in the kernel,
/// and its item size in bytes.
struct ReductionParamForm {
  bool array = false;
  int rank = 0;
  std::size_t itemSize = 1;
};

class ReductionSource {
public:
  ReductionSource(const std::vector<KernelParam> &params, std::size_t numIn,
                  const ReductionPieces &pieces, const std::vector<Dtype> &types,
                  std::vector<ReductionParamForm> forms, const ReductionPlan &plan,
                  std::string reduceType);
  /// The whole source: one kernel, or two for a split (`<entry>_final`).
  std::string generate();

private:
  /// How input \p k reads element `_k` (a CArray access suffix).
  using Access = std::function<std::string(std::size_t k)>;

  bool split() const { return plan_.parts > 1; }
  bool hasIdentity() const { return !pieces_.identity.empty(); }
  /// Non-raw array input \p k.
  bool isArrayInput(std::size_t k) const;
  /// The parameter list of the first kernel, from `(` on, through `{`.
  void firstHead();
  /// The first kernel (all but Columns).
  void firstKernel();
  /// Chunked and Rows: runs of contiguous reduced elements in plan_.lanes
  /// accumulators; sets the number of work-items that received a value.
  std::string runLoop();
  /// The runs' lanes: element _run + u into accumulator u.
  void lanes(bool assign);
  /// Interleaved: neighbouring work-items on neighbouring elements.
  std::string interleavedLoop();
  /// The __local tree over the first \p n slots.
  void tree(const std::string &n);
  /// The second kernel of a split: the _P partial results of each output.
  void finalKernel();
  /// `_out_ind.set(_i)` and the output bindings, in a block opened here.
  void bindOutputs(bool everyItem);
  /// One element `_k`, mapped and reduced into (or assigned to) \p acc;
  /// \p first: the condition under which it is assigned (no identity).
  void element(const std::string &acc, const std::string &first, bool assign = false);
  /// CuPy's `_J`, `_j`, the inputs bound through \p access, and `_mapped`.
  std::string mapped(const Access &access) const;
  /// `acc = reduce_expr(acc, value)` in a block.
  std::string reduceInto(const std::string &acc, const std::string &value) const;
  /// Input \p k's element offset variable \p prefix<name> for the output
  /// whose flat index is \p flat, over the kept axes.
  std::string keptOffsets(const std::string &prefix, const std::string &flat) const;
  /// Input \p k's element stride along axis \p axis of _in_ind.
  std::string elementStride(std::size_t k, int axis) const;
  /// Columns (ReductionColumns.cpp): plan_.lanes neighbouring outputs per item.
  void columnsKernel();
  void columnsStep(bool guarded, bool assign);

  const std::vector<KernelParam> &params_;
  std::size_t numIn_;
  const ReductionPieces &pieces_;
  std::vector<ReductionParamForm> forms_;
  const ReductionPlan &plan_;
  std::string reduceType_;
  CupySource src_;
  std::ostringstream &s_;
  bool stepped_ = false; ///< inputs addressed by the multi-index _idx
};

} // namespace ultima::runtime

#endif
