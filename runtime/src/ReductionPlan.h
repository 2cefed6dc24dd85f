//===- ReductionPlan.h - how a reduction runs, decided without a device -*- C++ -*-===//
///
/// \file
/// The reduction planner: from the broadcast shape, the axes, every
/// operand's strides and item size, and the device's limits, it decides the
/// iteration spaces, the layout (how work-items share the reductions), the
/// work-group size, the split and the kernel's cache key. A pure function:
/// GoogleTest checks it without an OpenCL device (ReductionPlanTest.cpp).
///
/// Layouts by device type (docs/performance.md has the measurements):
///
///  - GPU: Interleaved. One work-group per output (or P per output, split),
///    neighbouring work-items on neighbouring elements (coalesced loads),
///    then a __local tree.
///  - CPU (PoCL runs a work-group's items one after another and vectorises
///    what one item does in a straight line):
///    - Chunked: few outputs (< 64) or a split: each work-item reduces a
///      contiguous run of its group's share in `lanes` accumulators, then a
///      __local tree.
///    - Rows: many outputs, each reduced by one work-item along its row in
///      `lanes` accumulators; inputs read by flat index (contiguous), by
///      element offsets stepped along the one reduced axis (Direct), or by a
///      stepped multi-index (any strides).
///    - Columns: many outputs side by side in memory (a sum over axis 0):
///      each work-item owns `lanes` neighbouring outputs along the last kept
///      axis and walks the reduced axes, so each step reads `lanes`
///      neighbouring elements of a row, which the CPU loads as vectors.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_RUNTIME_REDUCTIONPLAN_H
#define ULTIMA_RUNTIME_REDUCTIONPLAN_H

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace ultima::runtime {

/// The axes of a reduction, normalised (pure; throws ArgumentError for an
/// axis out of range or named twice).
struct ReductionAxes {
  std::vector<bool> reduced;               ///< per axis of the broadcast shape
  std::vector<long long> outShape;         ///< the kept axes
  std::vector<long long> outShapeKeepdims; ///< reduced axes as 1
  long long outputs = 1;                   ///< elements of the output
  long long reduceSize = 1;                ///< elements reduced into each output
};
ReductionAxes reductionAxes(const std::vector<long long> &shape, const std::vector<int> &axes,
                            bool allAxes);

/// What the planner knows of the device.
struct ReductionDevice {
  bool cpu = false; ///< the CPU layouts (Device::chunkedReductions)
  std::size_t maxWorkGroupSize = 256;
  unsigned computeUnits = 1;
};

/// One parameter of the kernel as the planner sees it.
struct ReductionOperand {
  enum class Kind { Other, Input, Output }; ///< Other: a scalar or a raw array
  Kind kind = Kind::Other;
  /// Byte strides: an input's broadcast to the full shape; an output's over
  /// its own axes (all axes with keepdims, else the kept ones).
  std::vector<long long> strides;
  std::size_t itemSize = 1;
};

struct ReductionRequest {
  std::vector<long long> shape; ///< the broadcast input shape
  ReductionAxes axes;
  bool keepdims = false;
  std::vector<ReductionOperand> operands; ///< one per parameter, in order
  bool reduceDims = true;                 ///< merge axes (CuPy's reduce_dims)
  bool mapReadsInIndex = false;           ///< map_expr uses _in_ind
  bool mapReadsElementIndex = false;      ///< map_expr uses _J or _j
  std::optional<std::size_t> reduceBytes; ///< sizeof(_type_reduce) when known
};

enum class ReductionLayout { Interleaved, Chunked, Rows, Columns };

/// How Rows and Columns address an input along the loop over elements: by
/// flat index (every input C-contiguous), by element offsets (strides that
/// are whole elements, one reduced axis for Rows), or by a multi-index.
enum class ReductionAddressing { Flat, Direct, Stepped };

/// An input's element stride along the innermost loop, as the generated
/// code specialises it.
enum class LoopStride { Zero, Unit, Any };

struct ReductionPlan {
  std::vector<long long> inShape;  ///< _in_ind: kept axes, then reduced (merged, >= 1-D)
  std::vector<long long> outIndex; ///< _out_ind: the kept axes (merged, >= 1-D)
  /// Per operand: byte strides over inShape (inputs) or outIndex (outputs);
  /// empty for the others.
  std::vector<std::vector<long long>> strides;
  long long outputs = 0, reduceSize = 0;
  long long parts = 1; ///< work-groups per output (split: a second kernel combines)
  ReductionLayout layout = ReductionLayout::Interleaved;
  ReductionAddressing addressing = ReductionAddressing::Stepped;
  /// Per operand, inputs only (Direct addressing): the stride along the
  /// loop, the reduced axis (Rows) or the last kept axis (Columns).
  std::vector<LoopStride> loopStrides;
  unsigned lanes = 1;     ///< accumulators (Chunked, Rows) or outputs (Columns) per item
  std::size_t block = 1;  ///< work-group size
  std::size_t groups = 0; ///< work-groups of the first kernel (0: nothing to do)
  int nin() const { return static_cast<int>(inShape.size()); }
  int nout() const { return static_cast<int>(outIndex.size()); }
  /// What the generated source depends on beyond the parameters' types.
  std::string key() const;
};

ReductionPlan planReduction(const ReductionRequest &request, const ReductionDevice &device);

/// How ndarray.argmax/argmin (ultima/_arrays/reductions.py) find the first index
/// of the largest (smallest) of \p n > 0 elements of a C-contiguous array.
/// chunks > 0 (CPU devices): in two stages, the first a plain max (min) of
/// each of `chunks` contiguous runs of `chunkSize` elements (4 * 64 runs
/// per compute unit, runs of at least 64 elements) (the Rows
/// layout: one vectorised run per work-item, no pairs of value and index),
/// the second one work-item that picks the first run holding the extreme
/// (or the rest past chunks * chunkSize, fewer than `chunks` elements) and
/// scans only it. chunks == 0 (GPUs): the extreme over the whole array, then
/// the smallest index holding it, both interleaved reductions, because one
/// work-item scanning a run is slow on a GPU.
struct ArgReductionPlan {
  long long chunks = 0;
  long long chunkSize = 0;
};
ArgReductionPlan planArgReduction(long long n, const ReductionDevice &device);

} // namespace ultima::runtime

#endif
