//===- ReductionPlan.cpp - the reduction planner ---------------------------===//
#include "ReductionPlan.h"
#include "AxisMerge.h"
#include "ultima/runtime/Errors.h"
#include <algorithm>

namespace ultima::runtime {

namespace {
/// From this many outputs on, a CPU gives each output (Rows) or each few
/// neighbouring outputs (Columns) one work-item, in work-groups of
/// PerItemGroup: the outputs alone keep every core busy, and a work-group
/// tree per output costs more than its reduction.
constexpr long long PerItemOutputs = 64;
constexpr std::size_t PerItemGroup = 8;
/// Accumulators per work-item on a short run (Chunked, Rows): one
/// accumulator waits out the latency of every add.
constexpr unsigned FewLanes = 8;
/// A CPU's work-group size (Chunked) and split work-groups per compute unit.
constexpr std::size_t CpuGroup = 8;
constexpr long long CpuGroupsPerUnit = 8;

bool isInput(const ReductionOperand &op) { return op.kind == ReductionOperand::Kind::Input; }

/// C-contiguous over \p shape (size-1 axes ignored, as NumPy's flag does).
bool cContiguous(const std::vector<long long> &shape, const std::vector<long long> &strides,
                 std::size_t itemSize) {
  long long expected = static_cast<long long>(itemSize), size = 1;
  for (long long n : shape)
    size *= n;
  for (std::size_t d = shape.size(); size > 1 && d-- > 0;) {
    if (shape[d] != 1 && strides[d] != expected)
      return false;
    expected *= shape[d];
  }
  return true;
}

/// \p stride (bytes) as a LoopStride of an item of \p itemSize bytes.
LoopStride loopStride(long long stride, std::size_t itemSize) {
  return stride == 0                                  ? LoopStride::Zero
         : stride == static_cast<long long>(itemSize) ? LoopStride::Unit
                                                      : LoopStride::Any;
}

/// Accumulators that keep a CPU's adds in flight on a run of \p run
/// elements: 256 bytes of them, from 8 to 32, when the run fills them a few
/// times over (a max of 1e7 floats on PoCL took 2.1 ms with 8, 1.0 with 32:
/// the compare-and-select of each lane waits for the one before). A map
/// that reads the element's index (`_J`, `_j`) into a reduce type of 8
/// bytes or more (CuPy's argmax idiom: a key and the index packed in an
/// int64) gets 512 bytes, up to 64: the idiom's 1e7-float argmax took
/// 1.37-1.43 ms with 64 int64 lanes against 1.59-1.63 with 32, where
/// float32 and float64 sums and maxima and int64 sums were slower with 64
/// (1.19 against 1.01 ms for the float32 sum, 1.52 against 1.24 for its
/// max, 1.70 against 1.53 for an int64 sum). Smaller reduce types reading
/// the index keep 256 bytes (not measured).
unsigned runLanes(const ReductionRequest &req, long long run) {
  if (!req.reduceBytes || *req.reduceBytes == 0)
    return FewLanes;
  const bool keyed = req.mapReadsElementIndex && *req.reduceBytes >= 8;
  const std::size_t bytes = keyed ? 512 : 256;
  const std::size_t most = keyed ? 8 * FewLanes : 4 * FewLanes;
  unsigned wide =
      static_cast<unsigned>(std::clamp<std::size_t>(bytes / *req.reduceBytes, FewLanes, most));
  return run >= 4 * static_cast<long long>(wide) ? wide : FewLanes;
}

/// The iteration spaces: the input over (kept axes..., reduced axes...),
/// the outputs over the kept axes, merged where every operand allows, each
/// at least 1-D; every array operand's strides over them.
void iterationSpaces(const ReductionRequest &req, ReductionPlan &plan) {
  const std::vector<bool> &reduced = req.axes.reduced;
  int nd = static_cast<int>(req.shape.size());
  std::vector<int> order; // kept axes, then reduced axes
  for (int pass = 0; pass < 2; ++pass)
    for (int d = 0; d < nd; ++d)
      if (reduced[d] == (pass == 1))
        order.push_back(d);
  for (int d : order)
    plan.inShape.push_back(req.shape[d]);
  std::size_t kept = req.axes.outShape.size();
  std::vector<std::vector<long long>> in(req.operands.size()), out(req.operands.size());
  for (std::size_t k = 0; k < req.operands.size(); ++k) {
    const ReductionOperand &op = req.operands[k];
    if (isInput(op))
      for (int d : order)
        in[k].push_back(op.strides[d]);
    else if (op.kind == ReductionOperand::Kind::Output)
      for (int d = 0; d < nd; ++d)
        if (!reduced[d])
          out[k].push_back(op.strides[req.keepdims ? d : out[k].size()]);
  }
  if (req.reduceDims)
    mergeAxes(plan.inShape, kept, in, out);
  plan.outIndex.assign(plan.inShape.begin(), plan.inShape.begin() + kept);
  if (plan.inShape.empty())
    plan.inShape.push_back(1);
  if (plan.outIndex.empty())
    plan.outIndex.push_back(1);
  plan.strides.resize(req.operands.size());
  for (std::size_t k = 0; k < req.operands.size(); ++k) {
    ReductionOperand::Kind kind = req.operands[k].kind;
    if (kind == ReductionOperand::Kind::Other)
      continue;
    plan.strides[k] = kind == ReductionOperand::Kind::Input ? in[k] : out[k];
    if (plan.strides[k].empty())
      plan.strides[k].push_back(0);
  }
}

/// Whether every input is read by element offsets: strides of whole
/// elements, and a map_expr that does not read _in_ind.
bool wholeElementStrides(const ReductionRequest &req, const ReductionPlan &plan) {
  if (req.mapReadsInIndex)
    return false;
  for (std::size_t k = 0; k < req.operands.size(); ++k)
    if (isInput(req.operands[k]))
      for (long long s : plan.strides[k])
        if (s % static_cast<long long>(req.operands[k].itemSize) != 0)
          return false;
  return true;
}

/// Every input's LoopStride along axis \p axis of inShape; \p allNear: each
/// is Zero or Unit.
std::vector<LoopStride> loopStridesAlong(const ReductionRequest &req, const ReductionPlan &plan,
                                         int axis, bool &allNear) {
  std::vector<LoopStride> strides(req.operands.size(), LoopStride::Any);
  allNear = true;
  for (std::size_t k = 0; k < req.operands.size(); ++k)
    if (isInput(req.operands[k])) {
      strides[k] = loopStride(plan.strides[k][axis], req.operands[k].itemSize);
      allNear = allNear && strides[k] != LoopStride::Any;
    }
  return strides;
}

/// Columns: outputs per work-item, 288 bytes of accumulators on wide rows
/// (measured on PoCL: 64 floats per item reached NumPy's column sum, 8 or
/// 16 did not; 72 floats or 36 doubles did better than 64 or 32), fewer,
/// from 256 bytes down by halves, when the rows are narrower or the items
/// would not fill the device.
unsigned columnLanes(const ReductionRequest &req, const ReductionPlan &plan,
                     const ReductionDevice &device) {
  if (!req.reduceBytes || *req.reduceBytes == 0)
    return FewLanes;
  const unsigned top = static_cast<unsigned>(
      std::clamp<std::size_t>(256 / *req.reduceBytes, FewLanes, 8 * FewLanes));
  long long width = plan.outIndex.back(), rows = plan.outputs / width;
  auto fills = [&](unsigned lanes) {
    return rows * ((width + lanes - 1) / lanes) >= 2 * static_cast<long long>(device.computeUnits);
  };
  unsigned lanes = top;
  while (lanes > FewLanes && (lanes / 2 >= width || !fills(lanes)))
    lanes /= 2;
  // 288 bytes rather than 256 where the row and the device take them: the
  // sums over axis 0 of 3162x3162 and 215^3 float32 took 1.24-1.29 ms
  // against 1.49-1.93 with 64 floats on one core of the 2-core machine
  // (1.23-1.25 against 1.36-1.49 for float64, 36 against 32); axis 1 of
  // 215^3 (3 tiles of 72 per row of 215 rather than 4 of 64) 1.55 against
  // 1.65. 80 and 96 floats, 40 doubles did not do better.
  const unsigned wider = static_cast<unsigned>(
      std::clamp<std::size_t>(288 / *req.reduceBytes, FewLanes, 9 * FewLanes));
  if (lanes == top && width >= wider && fills(wider))
    lanes = wider;
  return lanes;
}

/// The CPU's per-item layouts (many outputs): Rows or Columns, and how each
/// reads its inputs.
void choosePerItem(const ReductionRequest &req, ReductionPlan &plan, const ReductionDevice &device,
                   bool contiguous) {
  plan.block = std::min(PerItemGroup, device.maxWorkGroupSize);
  plan.layout = ReductionLayout::Rows;
  plan.lanes = runLanes(req, plan.reduceSize);
  int nin = plan.nin(), nout = plan.nout();
  bool hasReducedAxis = nin > nout;
  if (contiguous) {
    plan.addressing = ReductionAddressing::Flat;
  } else if (wholeElementStrides(req, plan) && hasReducedAxis) {
    bool rowsNear = false, columnsNear = false;
    std::vector<LoopStride> along = loopStridesAlong(req, plan, nin - 1, rowsNear);
    std::vector<LoopStride> across = loopStridesAlong(req, plan, nout - 1, columnsNear);
    if (!rowsNear && columnsNear) {
      plan.layout = ReductionLayout::Columns;
      plan.addressing = ReductionAddressing::Direct;
      plan.loopStrides = across;
      plan.lanes = columnLanes(req, plan, device);
    } else if (nin - nout == 1) {
      plan.addressing = ReductionAddressing::Direct;
      plan.loopStrides = along;
    }
  }
  if (plan.addressing == ReductionAddressing::Stepped) // each lane steps a multi-index
    plan.lanes = FewLanes;
  long long items = plan.outputs;
  if (plan.layout == ReductionLayout::Columns) {
    long long width = plan.outIndex.back();
    items = plan.outputs / width * ((width + plan.lanes - 1) / plan.lanes);
  }
  // Smaller groups when there are few items, so that every compute unit
  // gets about as many (50 column tiles in 7 groups of 8 leave one of two
  // cores 4 groups, the other 3).
  while (plan.block > 1 && items / static_cast<long long>(plan.block) <
                               CpuGroupsPerUnit * static_cast<long long>(device.computeUnits))
    plan.block /= 2;
  plan.groups = static_cast<std::size_t>((items + plan.block - 1) / plan.block);
}
} // namespace

ReductionAxes reductionAxes(const std::vector<long long> &shape, const std::vector<int> &axes,
                            bool allAxes) {
  int nd = static_cast<int>(shape.size());
  ReductionAxes r;
  r.reduced.assign(nd, allAxes);
  for (int ax : axes) {
    int a = ax < 0 ? ax + nd : ax;
    if (a < 0 || a >= nd)
      throw ArgumentError("axis " + std::to_string(ax) +
                          " is out of bounds for array of dimension " + std::to_string(nd));
    if (r.reduced[a] && !allAxes)
      throw ArgumentError("duplicate value in 'axis'");
    r.reduced[a] = true;
  }
  for (int d = 0; d < nd; ++d) {
    r.outShapeKeepdims.push_back(r.reduced[d] ? 1 : shape[d]);
    if (r.reduced[d]) {
      r.reduceSize *= shape[d];
    } else {
      r.outShape.push_back(shape[d]);
      r.outputs *= shape[d];
    }
  }
  return r;
}

ReductionPlan planReduction(const ReductionRequest &req, const ReductionDevice &device) {
  ReductionPlan plan;
  iterationSpaces(req, plan);
  plan.outputs = req.axes.outputs;
  plan.reduceSize = req.axes.reduceSize;
  long long O = plan.outputs, J = plan.reduceSize;

  bool contiguous = !req.mapReadsInIndex;
  for (std::size_t k = 0; k < req.operands.size() && contiguous; ++k)
    if (isInput(req.operands[k]))
      contiguous = cContiguous(plan.inShape, plan.strides[k], req.operands[k].itemSize);
  plan.addressing = contiguous ? ReductionAddressing::Flat : ReductionAddressing::Stepped;

  // A CPU runs a work-group's items one after another, and each work-item
  // pays for starting and combining its lanes: few, long runs cost less
  // there. GPUs want many work-items in flight.
  const std::size_t maxBlock = device.cpu ? CpuGroup : 256;
  plan.block = 1;
  while (plan.block < static_cast<std::size_t>(J) && plan.block < maxBlock)
    plan.block *= 2;
  plan.block = std::min(plan.block, device.maxWorkGroupSize);
  // Few outputs and a long reduction: split each reduction over P
  // work-groups (the first kernel writes P partial results per output, the
  // second combines them), so that more than one core works on it: up to
  // 256 groups in all on a GPU, CpuGroupsPerUnit per compute unit on a CPU.
  // Partial results need the reduce type's size.
  long long block = static_cast<long long>(plan.block);
  long long groups = device.cpu ? CpuGroupsPerUnit * static_cast<long long>(device.computeUnits)
                                : static_cast<long long>(maxBlock);
  if (O < PerItemOutputs && J >= 4 * block && req.reduceBytes)
    plan.parts = std::min<long long>((J + block - 1) / block, std::max<long long>(1, groups / O));

  if (!device.cpu) {
    plan.layout = ReductionLayout::Interleaved;
  } else if (plan.parts != 1 || O < PerItemOutputs) {
    plan.layout = ReductionLayout::Chunked;
    long long groupShare = (J + plan.parts - 1) / plan.parts;
    plan.lanes = contiguous ? runLanes(req, (groupShare + block - 1) / block) : FewLanes;
  } else {
    choosePerItem(req, plan, device, contiguous);
    return plan;
  }
  plan.groups = static_cast<std::size_t>(O * plan.parts);
  return plan;
}

ArgReductionPlan planArgReduction(long long n, const ReductionDevice &device) {
  ArgReductionPlan plan;
  if (!device.cpu || n <= 0)
    return plan;
  // 4 * PerItemOutputs runs per compute unit, so that the first stage
  // takes the Rows layout and the cores share its groups, but runs of
  // at least PerItemOutputs elements, so that each fills its lanes. More
  // runs cost each work-item's start and combination of its lanes and the
  // second stage's reading of the run extremes: 1e7 float32 on the 2-core
  // machine took 1.46-1.89 ms with 3162 runs, 1.34-1.51 with 128 or 512;
  // the second stage took 0.04-0.07 ms (mostly its launch).
  long long wanted = 4 * PerItemOutputs * static_cast<long long>(std::max(1u, device.computeUnits));
  plan.chunks = std::max(1LL, std::min(wanted, n / PerItemOutputs));
  plan.chunkSize = n / plan.chunks;
  return plan;
}

std::string ReductionPlan::key() const {
  std::string k = std::to_string(nin()) + "/" + std::to_string(nout()) + "/" +
                  std::to_string(block) + "/" + std::to_string(lanes) +
                  "ikrc"[static_cast<int>(layout)] + "fds"[static_cast<int>(addressing)] +
                  (parts > 1 ? "p" : "d");
  for (LoopStride s : loopStrides)
    k += "0u*"[static_cast<int>(s)];
  return k;
}

} // namespace ultima::runtime
