//===- ElementwiseKernel.cpp - one work-item per element -------------------===//
///
/// \file
/// One call: the CupyKernel steps (bind, types, broadcast the non-raw arrays,
/// inputs and outputs given, as CuPy does -- or size= when there is none --
/// and allocate missing outputs), then optionally merge axes that are contiguous
/// in every operand (reduce_dims), fetch or generate the kernel for this
/// signature and launch one work-item per element, rounded up to the
/// work-group size.
///
/// The generated kernel is `NAME(CArray<...> _raw_x, ..., scalars,
/// CIndexer<N> _ind)`: one element per work-item behind a bounds guard; each
/// non-raw array parameter `x` is bound as `const T x = _raw_x[...]` (inputs)
/// or `T &x = _raw_x[...]` (outputs), so the operation reads and writes plain
/// names; `continue` in the operation leaves the enclosing `do {} while (0)`,
/// i.e. skips to the next element.
///
//===----------------------------------------------------------------------===//
#include "ultima/runtime/ElementwiseKernel.h"
#include "AxisMerge.h"
#include "CupyPack.h"
#include "CupySource.h"
#include "ultima/runtime/Errors.h"
#include <algorithm>

namespace ultima::runtime {

ElementwiseKernel::ElementwiseKernel(const std::string &inParams, const std::string &outParams,
                                     std::string operation, ElementwiseOptions opts)
    : CupyKernel(inParams, outParams, {opts.name, opts.preamble, opts.options}),
      operation_(std::move(operation)), opts_(std::move(opts)) {
  for (const KernelParam &p : params_)
    if (p.name == "i") // the element index, as in CuPy
      throw ArgumentError("Can not use 'i' as a parameter name");
}

std::vector<Array> ElementwiseKernel::operator()(const std::vector<Arg> &argsIn, long long size,
                                                 long long blockSize) {
  size_t nparams = params_.size();
  BoundArgs args = bindArgs(argsIn);
  if (blockSize < 0)
    throw ArgumentError("'" + opts_.name + "': block_size " + std::to_string(blockSize) +
                        " must be positive");

  std::vector<Dtype> types = bindTypes(args);

  // CuPy's rule: the loop runs over the broadcast shape of every non-raw
  // array, inputs and outputs given alike (so an output may fix the shape
  // the inputs broadcast to); size= only when there is none.
  std::optional<std::vector<long long>> broadcast = broadcastArrays(args, 0, nparams);
  std::vector<long long> shape;
  if (size >= 0) {
    if (broadcast)
      throw ArgumentError("Specified 'size' can be used only if all of the ndarray are 'raw'.");
    shape = {size};
  } else {
    if (!broadcast)
      throw ArgumentError("Loop size is undecided. (no non-raw array is passed: give size=)");
    shape = *broadcast;
  }
  prepareOutputs(args, types, shape, size >= 0);

  // Strides of each non-raw array over the result shape; reduce_dims.
  std::vector<std::vector<long long>> strides(nparams);
  for (size_t k = 0; k < nparams; ++k)
    if (isArray(args, k) && !params_[k].raw)
      strides[k] = broadcastStrides(std::get<Array>(*args[k]), shape);
  long long total = 1;
  for (long long s : shape)
    total *= s;
  if (opts_.reduceDims && total > 0) {
    size_t all = shape.size();
    std::vector<std::vector<long long>> none;
    mergeAxes(shape, all, strides, none);
  }
  if (shape.empty()) { // 0-d, or only size-1 axes merged away: index one element
    shape.push_back(1);
    for (size_t k = 0; k < nparams; ++k)
      if (!params_[k].raw && isArray(args, k))
        strides[k].push_back(0);
  }
  int ndim = static_cast<int>(shape.size());
  checkCupyNdim(shape.size());
  // Contiguous fast path: every non-raw operand C-contiguous over `shape`.
  bool contiguous = true;
  for (size_t k = 0; k < nparams; ++k)
    if (!strides[k].empty()) {
      Array view = std::get<Array>(*args[k]);
      view.shape = shape;
      view.strides = strides[k];
      if (!view.cContiguous())
        contiguous = false;
    }

  std::string key = signatureKey(types, args, std::to_string(ndim) + (contiguous ? "c" : "s"));
  RawKernel &kernel = *kernelsFor(key, [&] { return generate(types, args, ndim, contiguous); },
                                  {CupySource::entry(opts_.name)})[0];

  std::vector<KernelArg> kargs;
  for (size_t k = 0; k < nparams; ++k)
    launchArg(kargs, args, types, k, shape, strides[k]);
  kargs.push_back(KernelArg::bytes(cindexerInfo(shape)));
  if (total > 0) {
    size_t block = blockSize > 0 ? static_cast<size_t>(blockSize)
                                 : std::min<size_t>(256, Device::current().maxWorkGroupSize());
    size_t grid = (static_cast<size_t>(total) + block - 1) / block;
    if (grid > MaxGridSize[0]) // the launcher's limit, said in elements
      throw ArgumentError("'" + opts_.name + "': " + std::to_string(total) +
                          " elements exceed the largest launch (" + std::to_string(MaxGridSize[0]) +
                          " blocks of " + std::to_string(block) + ")");
    kernel.launch({grid, 1, 1}, {block, 1, 1}, kargs);
  }
  return outputs(args);
}

std::string ElementwiseKernel::generate(const std::vector<Dtype> &types, const BoundArgs &args,
                                        int ndim, bool contiguous) const {
  CupySource src(params_, types, opts_.name);
  std::ostringstream &s = src.out;
  src.prologue(opts_.preamble);
  s << src.kernelHead(CupySource::entry(opts_.name));
  for (size_t k = 0; k < params_.size(); ++k) {
    bool array = isArray(args, k);
    int rank =
        params_[k].raw && array ? static_cast<int>(std::get<Array>(*args[k]).shape.size()) : ndim;
    s << src.param(k, array, rank) << ", ";
  }
  s << "CIndexer<" << ndim << "> _ind) {\n";
  // CuPy's shape: loop_prep, a loop whose `i` is scoped to it (here one
  // iteration: this work-item's element, if any), after_loop. Both pieces
  // run once per work-item, whether or not it has an element, and each is
  // followed by a `;` as CuPy splices them (a statement may omit its own).
  if (!opts_.loopPrep.empty())
    s << src.user("loop_prep", opts_.loopPrep + ";");
  s << "  {\n    const ptrdiff_t i = (ptrdiff_t)blockIdx.x * blockDim.x + threadIdx.x;\n";
  s << "    if (i < _ind.size()) {\n";
  bool needIndex = !contiguous || operation_.find("_ind") != std::string::npos ||
                   opts_.loopPrep.find("_ind") != std::string::npos ||
                   opts_.afterLoop.find("_ind") != std::string::npos;
  if (needIndex)
    s << "    _ind.set(i);\n";
  // Contiguous operands: element-size strides the OpenCL compiler can vectorise.
  std::string access = contiguous ? ".__ultima_flat(i)" : "[_ind.get()]";
  for (size_t k = 0; k < params_.size(); ++k)
    if (!params_[k].raw && isArray(args, k))
      s << src.bind(k, access);
  s << "    do {\n" << src.user("operation", operation_ + ";") << "    } while (0);\n    }\n  }\n";
  if (!opts_.afterLoop.empty())
    s << src.user("after_loop", opts_.afterLoop + ";");
  s << "}\n";
  return s.str();
}

} // namespace ultima::runtime
