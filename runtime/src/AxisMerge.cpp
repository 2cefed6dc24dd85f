//===- AxisMerge.cpp - reduce_dims for Elementwise and ReductionKernel ----===//
#include "AxisMerge.h"

namespace ultima::runtime {

void mergeAxes(std::vector<long long> &shape, std::size_t &kept,
               std::vector<std::vector<long long>> &in, std::vector<std::vector<long long>> &out) {
  std::vector<long long> mergedShape;
  std::vector<std::vector<long long>> mergedIn(in.size()), mergedOut(out.size());
  std::size_t mergedKept = 0;
  for (std::size_t d = 0; d < shape.size(); ++d) {
    bool isKept = d < kept;
    if (shape[d] == 1)
      continue;
    bool merge = !mergedShape.empty() && (isKept || mergedShape.size() > mergedKept);
    for (std::size_t k = 0; merge && k < in.size(); ++k)
      merge = in[k].empty() || mergedIn[k].back() == shape[d] * in[k][d];
    for (std::size_t k = 0; merge && isKept && k < out.size(); ++k)
      merge = out[k].empty() || mergedOut[k].back() == shape[d] * out[k][d];
    if (merge) {
      mergedShape.back() *= shape[d];
      for (std::size_t k = 0; k < in.size(); ++k)
        if (!in[k].empty())
          mergedIn[k].back() = in[k][d];
      for (std::size_t k = 0; isKept && k < out.size(); ++k)
        if (!out[k].empty())
          mergedOut[k].back() = out[k][d];
      continue;
    }
    mergedShape.push_back(shape[d]);
    for (std::size_t k = 0; k < in.size(); ++k)
      if (!in[k].empty())
        mergedIn[k].push_back(in[k][d]);
    if (isKept) {
      ++mergedKept;
      for (std::size_t k = 0; k < out.size(); ++k)
        if (!out[k].empty())
          mergedOut[k].push_back(out[k][d]);
    }
  }
  shape = mergedShape;
  kept = mergedKept;
  for (std::size_t k = 0; k < in.size(); ++k)
    if (!in[k].empty())
      in[k] = mergedIn[k];
  for (std::size_t k = 0; k < out.size(); ++k)
    if (!out[k].empty())
      out[k] = mergedOut[k];
}

} // namespace ultima::runtime
