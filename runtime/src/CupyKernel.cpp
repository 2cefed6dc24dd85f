//===- CupyKernel.cpp - the steps every CuPy-style kernel call shares -----===//
#include "ultima/runtime/CupyKernel.h"
#include "CupyPack.h"
#include "TypeBinding.h"
#include "ultima/runtime/Errors.h"

namespace ultima::runtime {

CupyKernel::CupyKernel(const std::string &inParams, const std::string &outParams,
                       CupyKernelOptions common)
    : common_(std::move(common)) {
  // CuPy's check (compiler.is_valid_kernel_name): the name is a C identifier.
  // Reserved OpenCL words (kernel, global, half, ...) are valid names: the
  // entry point is prefixed (CupySource::entry), parameters are renamed by
  // the translator.
  if (!isCIdentifier(common_.name))
    throw ArgumentError("Invalid kernel name: \"" + common_.name + "\"");
  params_ = parseKernelParams(inParams, false);
  numIn_ = params_.size();
  for (const KernelParam &p : parseKernelParams(outParams, true)) {
    for (const KernelParam &q : params_)
      if (q.name == p.name)
        throw ArgumentError("duplicate parameter name '" + p.name + "'");
    params_.push_back(p);
  }
}

CupyKernel::BoundArgs CupyKernel::bindArgs(const std::vector<Arg> &args) const {
  if (args.size() != numIn_ && args.size() != params_.size())
    throw ArgumentTypeError("Wrong number of arguments for '" + common_.name + "': expected " +
                            std::to_string(numIn_) + " or " + std::to_string(params_.size()) +
                            ", got " + std::to_string(args.size()));
  BoundArgs bound(params_.size());
  for (size_t k = 0; k < args.size(); ++k)
    bound[k] = args[k];
  return bound;
}

std::vector<Dtype> CupyKernel::bindTypes(const BoundArgs &args) const {
  return resolveTypes(params_, args);
}

std::optional<std::vector<long long>> CupyKernel::broadcastArrays(const BoundArgs &args,
                                                                  size_t begin, size_t end) const {
  std::vector<std::vector<long long>> shapes;
  for (size_t k = begin; k < end; ++k)
    if (isArray(args, k) && !params_[k].raw)
      shapes.push_back(std::get<Array>(*args[k]).shape);
  if (shapes.empty())
    return std::nullopt;
  return broadcastShapes(shapes);
}

void CupyKernel::prepareOutputs(BoundArgs &args, const std::vector<Dtype> &types,
                                const std::vector<long long> &shape, bool sizeGiven) const {
  for (size_t k = numIn_; k < params_.size(); ++k) {
    if (args[k]) {
      if (!params_[k].raw && std::get<Array>(*args[k]).shape != shape)
        throw ArgumentError("Out shape is mismatched (output '" + params_[k].name + "')");
      continue;
    }
    if (params_[k].raw && !sizeGiven) // CuPy's message
      throw ArgumentError("Output array size is Undecided (raw output '" + params_[k].name +
                          "' not passed and no size=)");
    args[k] = Array::empty(shape, types[k]);
  }
}

std::string CupyKernel::signatureKey(const std::vector<Dtype> &types, const BoundArgs &args,
                                     const std::string &kindKey) const {
  std::string key = kindKey;
  for (size_t k = 0; k < params_.size(); ++k) {
    key += std::string("|") + dtypeName(types[k]) + (isArray(args, k) ? "a" : "s");
    if (params_[k].raw && isArray(args, k))
      key += std::to_string(std::get<Array>(*args[k]).shape.size());
  }
  return key;
}

std::vector<RawKernel *> CupyKernel::kernelsFor(const std::string &key,
                                                const std::function<std::string()> &generate,
                                                const std::vector<std::string> &entryPoints) {
  auto it = kernels_.find(key);
  if (it == kernels_.end()) {
    lastSource_ = generate();
    std::vector<std::unique_ptr<RawKernel>> made;
    for (const std::string &entry : entryPoints)
      made.push_back(std::make_unique<RawKernel>(lastSource_, entry, common_.options));
    it = kernels_.emplace(key, std::move(made)).first;
    sources_.emplace(key, lastSource_);
  }
  std::vector<RawKernel *> result;
  for (const auto &k : it->second)
    result.push_back(k.get());
  return result;
}

void CupyKernel::launchArg(std::vector<KernelArg> &out, const BoundArgs &args,
                           const std::vector<Dtype> &types, size_t k,
                           const std::vector<long long> &shape,
                           const std::vector<long long> &strides) const {
  if (!isArray(args, k)) {
    out.push_back(KernelArg::bytes(scalarBytes(std::get<Scalar>(*args[k]), types[k])));
    return;
  }
  const Array &a = std::get<Array>(*args[k]);
  if (params_[k].raw) {
    checkCupyNdim(a.shape.size(), "raw arrays");
    pushCArray(out, a, a.shape, a.strides);
  } else {
    pushCArray(out, a, shape, strides);
  }
}

std::vector<Array> CupyKernel::outputs(const BoundArgs &args) const {
  std::vector<Array> outs;
  for (size_t k = numIn_; k < params_.size(); ++k)
    outs.push_back(std::get<Array>(*args[k]));
  return outs;
}

} // namespace ultima::runtime
