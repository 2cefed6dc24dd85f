//===- AxisMerge.cpp - reduce_dims for Elementwise and ReductionKernel ----===//
#include "AxisMerge.h"

namespace ultima::runtime {

void mergeAxes(std::vector<long long> &shape, std::size_t &kept,
               std::vector<std::vector<long long>> &in, std::vector<std::vector<long long>> &out) {
  std::vector<long long> mshape;
  std::vector<std::vector<long long>> min(in.size()), mout(out.size());
  std::size_t mkept = 0;
  for (std::size_t d = 0; d < shape.size(); ++d) {
    bool isKept = d < kept;
    if (shape[d] == 1)
      continue;
    bool merge = !mshape.empty() && (isKept || mshape.size() > mkept);
    for (std::size_t k = 0; merge && k < in.size(); ++k)
      merge = in[k].empty() || min[k].back() == shape[d] * in[k][d];
    for (std::size_t k = 0; merge && isKept && k < out.size(); ++k)
      merge = out[k].empty() || mout[k].back() == shape[d] * out[k][d];
    if (merge) {
      mshape.back() *= shape[d];
      for (std::size_t k = 0; k < in.size(); ++k)
        if (!in[k].empty())
          min[k].back() = in[k][d];
      for (std::size_t k = 0; isKept && k < out.size(); ++k)
        if (!out[k].empty())
          mout[k].back() = out[k][d];
      continue;
    }
    mshape.push_back(shape[d]);
    for (std::size_t k = 0; k < in.size(); ++k)
      if (!in[k].empty())
        min[k].push_back(in[k][d]);
    if (isKept) {
      ++mkept;
      for (std::size_t k = 0; k < out.size(); ++k)
        if (!out[k].empty())
          mout[k].push_back(out[k][d]);
    }
  }
  shape = mshape;
  kept = mkept;
  for (std::size_t k = 0; k < in.size(); ++k)
    if (!in[k].empty())
      in[k] = min[k];
  for (std::size_t k = 0; k < out.size(); ++k)
    if (!out[k].empty())
      out[k] = mout[k];
}

} // namespace ultima::runtime
