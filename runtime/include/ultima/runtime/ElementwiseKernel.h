//===- ultima/runtime/ElementwiseKernel.h - CuPy's ElementwiseKernel -*- C++ -*-===//
///
/// \file
/// CuPy's ElementwiseKernel: parameter strings, an operation on one element,
/// and on each call the CupyKernel steps (types, NumPy broadcasting of the
/// non-raw arrays, allocation of missing outputs), merging of contiguous axes
/// (reduce_dims), and a generated CUDA kernel of one work-item per element (no
/// grid-stride loop: 20-80x slower on PoCL) translated, built and cached per
/// argument signature.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_RUNTIME_ELEMENTWISEKERNEL_H
#define ULTIMA_RUNTIME_ELEMENTWISEKERNEL_H

#include "ultima/runtime/CupyKernel.h"
#include <string>
#include <vector>

namespace ultima::runtime {

struct ElementwiseOptions {
  std::string name = "kernel";
  bool reduceDims = true;
  std::string preamble;
  bool noReturn = false;
  bool returnTuple = false;
  std::string loopPrep;
  std::string afterLoop;
  std::vector<std::string> options;
};

class ElementwiseKernel : public CupyKernel {
public:
  ElementwiseKernel(const std::string &inParams, const std::string &outParams,
                    std::string operation, ElementwiseOptions opts = {});

  /// Runs the kernel over \p args (inputs, then optionally every output).
  /// Returns the outputs (allocated where not given). \p size is required
  /// when no non-raw array is passed. \p blockSize is the work-group size
  /// (CuPy's block_size; 0: 256, or the device's limit if lower). Throws
  /// ArgumentError on bad arguments.
  std::vector<Array> operator()(const std::vector<Arg> &args, long long size = -1,
                                long long blockSize = 0);

  const ElementwiseOptions &options() const { return opts_; }

private:
  std::string generate(const std::vector<Dtype> &types, const BoundArgs &args, int ndim,
                       bool contiguous) const;
  std::string operation_;
  ElementwiseOptions opts_;
};

} // namespace ultima::runtime

#endif
