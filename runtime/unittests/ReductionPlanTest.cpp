//===- ReductionPlanTest.cpp - the reduction planner, without a device ------===//
///
/// \file
/// The planner's decisions for the benchmark's shapes (docs/performance.md)
/// and the edges of each layout, on a two-core CPU and a GPU described by
/// their limits alone. No device needed.
///
//===----------------------------------------------------------------------===//
#include "../src/ReductionPlan.h"
#include "ultima/runtime/Errors.h"
#include <gtest/gtest.h>

using namespace ultima::runtime;
using Kind = ReductionOperand::Kind;
using Shape = std::vector<long long>;

namespace {

const ReductionDevice Cpu{/*cpu=*/true, /*maxWorkGroupSize=*/4096, /*computeUnits=*/2};
const ReductionDevice Gpu{/*cpu=*/false, /*maxWorkGroupSize=*/1024, /*computeUnits=*/132};

/// C-contiguous byte strides of \p shape.
Shape cStrides(const Shape &shape, long long item) {
  Shape strides(shape.size());
  for (size_t d = shape.size(); d-- > 0;) {
    strides[d] = item;
    item *= shape[d];
  }
  return strides;
}

/// A kernel `T x -> T y` over C-contiguous \p shape, items of \p item bytes.
ReductionRequest request(const Shape &shape, const std::vector<int> &axes, bool all = false,
                         size_t item = 4, std::optional<size_t> reduceBytes = 4) {
  ReductionRequest req;
  req.shape = shape;
  req.axes = reductionAxes(shape, axes, all);
  req.reduceBytes = reduceBytes;
  req.operands.push_back({Kind::Input, cStrides(shape, static_cast<long long>(item)), item});
  req.operands.push_back({Kind::Output, cStrides(req.axes.outShape, 4), 4});
  return req;
}

TEST(ReductionAxes, NormalisesAndCounts) {
  ReductionAxes a = reductionAxes({2, 3, 4}, {-1, 0}, false);
  EXPECT_EQ(a.reduced, (std::vector<bool>{true, false, true}));
  EXPECT_EQ(a.outShape, (Shape{3}));
  EXPECT_EQ(a.outShapeKeepdims, (Shape{1, 3, 1}));
  EXPECT_EQ(a.outputs, 3);
  EXPECT_EQ(a.reduceSize, 8);
  ReductionAxes all = reductionAxes({2, 3}, {}, true);
  EXPECT_EQ(all.outputs, 1);
  EXPECT_EQ(all.reduceSize, 6);
  EXPECT_TRUE(all.outShape.empty());
}

TEST(ReductionAxes, RefusesBadAxes) {
  EXPECT_THROW(reductionAxes({2, 3}, {2}, false), ArgumentError);
  EXPECT_THROW(reductionAxes({2, 3}, {-3}, false), ArgumentError);
  EXPECT_THROW(reductionAxes({2, 3}, {1, -1}, false), ArgumentError);
}

TEST(ReductionPlan, GpuInterleavesAndSplitsAWholeSum) {
  ReductionPlan p = planReduction(request({10000000}, {}, true), Gpu);
  EXPECT_EQ(p.layout, ReductionLayout::Interleaved);
  EXPECT_EQ(p.block, 256u);
  EXPECT_EQ(p.parts, 256);
  EXPECT_EQ(p.groups, 256u);
  EXPECT_EQ(p.lanes, 1u);
}

TEST(ReductionPlan, GpuInterleavesColumnSumsToo) {
  ReductionPlan p = planReduction(request({3162, 3162}, {0}), Gpu);
  EXPECT_EQ(p.layout, ReductionLayout::Interleaved);
  EXPECT_EQ(p.parts, 1);
  EXPECT_EQ(p.groups, 3162u);
}

TEST(ReductionPlan, CpuSplitsAWholeSumIntoFewLongRuns) {
  ReductionPlan p = planReduction(request({10000000}, {}, true), Cpu);
  EXPECT_EQ(p.layout, ReductionLayout::Chunked);
  EXPECT_EQ(p.addressing, ReductionAddressing::Flat);
  EXPECT_EQ(p.block, 8u);
  EXPECT_EQ(p.parts, 16); // 8 groups per compute unit
  EXPECT_EQ(p.groups, 16u);
  EXPECT_EQ(p.lanes, 32u); // at most 32
}

TEST(ReductionPlan, CpuLanesFollowTheReduceType) {
  EXPECT_EQ(planReduction(request({10000000}, {}, true, 8, 8), Cpu).lanes, 32u);
  EXPECT_EQ(planReduction(request({10000000}, {}, true, 16, 16), Cpu).lanes, 16u);
  // A reduce type without a known size: no split (partials need the size), 8 lanes.
  ReductionPlan unknown = planReduction(request({10000000}, {}, true, 4, std::nullopt), Cpu);
  EXPECT_EQ(unknown.parts, 1);
  EXPECT_EQ(unknown.lanes, 8u);
}

TEST(ReductionPlan, CpuReducesContiguousRowsPerItem) {
  ReductionPlan p = planReduction(request({3162, 3162}, {1}), Cpu);
  EXPECT_EQ(p.layout, ReductionLayout::Rows);
  EXPECT_EQ(p.addressing, ReductionAddressing::Flat);
  EXPECT_EQ(p.lanes, 32u);
  EXPECT_EQ(p.block, 8u);
  EXPECT_EQ(p.groups, 396u); // 3162 items in groups of 8
  // Short rows: 8 lanes.
  EXPECT_EQ(planReduction(request({4000, 20}, {1}), Cpu).lanes, 8u);
}

TEST(ReductionPlan, CpuReducesColumnsInTiles) {
  ReductionPlan p = planReduction(request({3162, 3162}, {0}), Cpu);
  EXPECT_EQ(p.layout, ReductionLayout::Columns);
  EXPECT_EQ(p.addressing, ReductionAddressing::Direct);
  EXPECT_EQ(p.inShape, (Shape{3162, 3162}));
  EXPECT_EQ(p.outIndex, (Shape{3162}));
  EXPECT_EQ(p.strides[0], (Shape{4, 3162 * 4}));
  EXPECT_EQ(p.loopStrides[0], LoopStride::Unit);
  EXPECT_EQ(p.lanes, 72u); // 288 bytes of floats
  EXPECT_EQ(p.block, 2u);  // 44 tiles: 22 groups, at least 8 per compute unit
  EXPECT_EQ(p.groups, 22u);
  // 288 bytes of doubles; rows narrower than 72 floats keep 256 bytes' 64.
  EXPECT_EQ(planReduction(request({3162, 3162}, {0}, false, 8, 8), Cpu).lanes, 36u);
  EXPECT_EQ(planReduction(request({30, 3162, 70}, {1}), Cpu).lanes, 64u);
}

TEST(ReductionPlan, CpuCubeAxesMergeIntoColumns) {
  // Axis 0 of 215^3: the kept axes merge into one row of 215^2 columns.
  ReductionPlan first = planReduction(request({215, 215, 215}, {0}), Cpu);
  EXPECT_EQ(first.layout, ReductionLayout::Columns);
  EXPECT_EQ(first.inShape, (Shape{215 * 215, 215}));
  // Axis 1: 215 rows of 215 columns, each walking the middle axis.
  ReductionPlan middle = planReduction(request({215, 215, 215}, {1}), Cpu);
  EXPECT_EQ(middle.layout, ReductionLayout::Columns);
  EXPECT_EQ(middle.inShape, (Shape{215, 215, 215}));
  EXPECT_EQ(middle.outIndex, (Shape{215, 215}));
  EXPECT_EQ(middle.lanes, 72u);
  EXPECT_EQ(middle.groups, 81u); // 3 tiles of 72 per row of 215, in groups of 8
  // Axis 2: contiguous rows.
  EXPECT_EQ(planReduction(request({215, 215, 215}, {2}), Cpu).layout, ReductionLayout::Rows);
}

TEST(ReductionPlan, CpuColumnTilesShrinkForNarrowRows) {
  ReductionPlan p = planReduction(request({1000, 100, 5}, {1}), Cpu);
  EXPECT_EQ(p.layout, ReductionLayout::Columns);
  EXPECT_EQ(p.lanes, 8u);
  EXPECT_EQ(p.groups, 125u); // one tile per row of 5, in groups of 8
}

TEST(ReductionPlan, CpuColumnsOverSeveralReducedAxes) {
  // Axes 0 and 2 of (64, 300, 32): the reduced axes do not merge.
  ReductionPlan p = planReduction(request({64, 300, 32}, {0, 2}), Cpu);
  EXPECT_EQ(p.layout, ReductionLayout::Rows); // the last reduced axis is contiguous
  // Axes 0 and 1 of (30, 40, 300) transposed by strides: reduced strides
  // are far, the kept one is unit.
  ReductionRequest req = request({30, 40, 300}, {0, 1});
  req.operands[0].strides = {4 * 300, 4 * 300 * 30, 4};
  ReductionPlan cols = planReduction(req, Cpu);
  EXPECT_EQ(cols.layout, ReductionLayout::Columns);
  EXPECT_EQ(cols.nin() - cols.nout(), 2);
}

TEST(ReductionPlan, CpuBroadcastOperandGetsAZeroStride) {
  // log-sum-exp's sum of exp(x - m) over rows, m of shape (n, 1).
  ReductionRequest req = request({3162, 3162}, {1});
  req.operands.insert(req.operands.begin() + 1, {Kind::Input, {4, 0}, 4});
  ReductionPlan p = planReduction(req, Cpu);
  EXPECT_EQ(p.layout, ReductionLayout::Rows);
  EXPECT_EQ(p.addressing, ReductionAddressing::Direct);
  EXPECT_EQ(p.loopStrides[0], LoopStride::Unit);
  EXPECT_EQ(p.loopStrides[1], LoopStride::Zero);
}

TEST(ReductionPlan, CpuFallsBackToAMultiIndex) {
  // Strides that are not whole elements.
  ReductionRequest odd = request({300, 300}, {1});
  odd.operands[0].strides = {1202, 6};
  EXPECT_EQ(planReduction(odd, Cpu).addressing, ReductionAddressing::Stepped);
  EXPECT_EQ(planReduction(odd, Cpu).lanes, 8u);
  // map_expr reading _in_ind.
  ReductionRequest index = request({300, 300}, {1});
  index.mapReadsInIndex = true;
  EXPECT_EQ(planReduction(index, Cpu).addressing, ReductionAddressing::Stepped);
  // A strided view along a row, reduced over both axes of a column block.
  ReductionRequest both = request({300, 300}, {1});
  both.operands[0].strides = {4 * 600, 8};
  ReductionPlan p = planReduction(both, Cpu);
  EXPECT_EQ(p.layout, ReductionLayout::Rows);
  EXPECT_EQ(p.addressing, ReductionAddressing::Direct);
  EXPECT_EQ(p.loopStrides[0], LoopStride::Any);
}

TEST(ReductionPlan, KeepdimsOutputsAndEmptyOutputs) {
  ReductionRequest req = request({6, 7}, {0});
  req.keepdims = true;
  req.operands[1].strides = {28, 4};
  ReductionPlan p = planReduction(req, Cpu);
  EXPECT_EQ(p.strides[1], (Shape{4}));
  EXPECT_EQ(planReduction(request({0, 5}, {1}), Cpu).groups, 0u);
  EXPECT_EQ(planReduction(request({0, 500}, {1}), Gpu).groups, 0u);
}

TEST(ReductionPlan, KeysTellLayoutsApart) {
  std::string rows = planReduction(request({3162, 3162}, {1}), Cpu).key();
  std::string columns = planReduction(request({3162, 3162}, {0}), Cpu).key();
  std::string gpu = planReduction(request({3162, 3162}, {0}), Gpu).key();
  EXPECT_NE(rows, columns);
  EXPECT_NE(columns, gpu);
  EXPECT_EQ(columns, planReduction(request({3162, 3162}, {0}), Cpu).key());
}

} // namespace

TEST(ReductionPlan, ArgReductionRunsOnACpu) {
  // 1e7 elements: 4 * 64 runs per compute unit (the rest, 128, below the
  // run count).
  ArgReductionPlan p = planArgReduction(10000000, Cpu);
  EXPECT_EQ(p.chunks, 512);
  EXPECT_EQ(p.chunkSize, 19531);
  // Short arrays: runs of at least 64 elements; at least one run.
  p = planArgReduction(10000, Cpu);
  EXPECT_EQ(p.chunks, 156);
  EXPECT_EQ(p.chunkSize, 64);
  p = planArgReduction(1000, Cpu);
  EXPECT_EQ(p.chunks, 15);
  EXPECT_EQ(p.chunkSize, 66);
  p = planArgReduction(1, Cpu);
  EXPECT_EQ(p.chunks, 1);
  EXPECT_EQ(p.chunkSize, 1);
  for (long long n : {2LL, 63LL, 64LL, 4097LL, 123457LL, 99999999LL}) {
    p = planArgReduction(n, Cpu);
    EXPECT_GE(p.chunks, 1) << n;
    EXPECT_GE(p.chunkSize, 1) << n;
    EXPECT_LE(p.chunks * p.chunkSize, n) << n;
    EXPECT_LT(n - p.chunks * p.chunkSize, p.chunks) << n; // the rest is short
  }
}

TEST(ReductionPlan, ArgReductionOnAGpuIsTwoReductions) {
  EXPECT_EQ(planArgReduction(10000000, Gpu).chunks, 0);
  EXPECT_EQ(planArgReduction(1000, Gpu).chunks, 0);
}

TEST(ReductionPlan, IndexReadingMapsGetMoreLanes) {
  // CuPy's argmax idiom: an int64 key per element (reads _J): 64 lanes of
  // int64; the same reduce type without _J keeps 32.
  ReductionRequest idiom = request({10000000}, {}, true, 4, 8);
  idiom.mapReadsElementIndex = true;
  EXPECT_EQ(planReduction(idiom, Cpu).lanes, 64u);
  EXPECT_EQ(planReduction(request({10000000}, {}, true, 4, 8), Cpu).lanes, 32u);
  // Reduce types below 8 bytes keep 256 bytes (32 floats at most).
  ReductionRequest floats = request({10000000}, {}, true);
  floats.mapReadsElementIndex = true;
  EXPECT_EQ(planReduction(floats, Cpu).lanes, 32u);
  // Short runs keep 8.
  ReductionRequest rows = request({4000, 20}, {1}, false, 4, 8);
  rows.mapReadsElementIndex = true;
  EXPECT_EQ(planReduction(rows, Cpu).lanes, 8u);
}
