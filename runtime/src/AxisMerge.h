//===- AxisMerge.h - reduce_dims: fewer axes, same elements ------*- C++ -*-===//
///
/// \file
/// CuPy's reduce_dims for ElementwiseKernel and ReductionKernel: size-1 axes
/// are dropped and an axis is merged into the one before it when every
/// operand steps through the pair as one (outer stride == extent x inner
/// stride), so the generated indexers divide less. Flat indices do not
/// change.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_RUNTIME_AXISMERGE_H
#define ULTIMA_RUNTIME_AXISMERGE_H

#include <cstddef>
#include <vector>

namespace ultima::runtime {

/// Merges the axes of \p shape; axes [0, kept) and [kept, end) (a
/// reduction's kept and reduced axes) only among themselves, and \p kept is
/// updated. \p in holds strides over all of \p shape, \p out strides over the
/// kept axes only (a reduction's outputs); an empty list is a non-array
/// operand and stays empty.
void mergeAxes(std::vector<long long> &shape, std::size_t &kept,
               std::vector<std::vector<long long>> &in, std::vector<std::vector<long long>> &out);

} // namespace ultima::runtime

#endif
