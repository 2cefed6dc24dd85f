//===- ReductionKernel.cpp - CuPy's ReductionKernel: a call -----------------===//
///
/// \file
/// A call: the arguments bound and broadcast, the axes normalised, the
/// outputs prepared, then the planner (ReductionPlan.h) decides how the
/// reduction runs, ReductionSource writes the kernels once per plan key, and
/// the launch passes the plan's iteration spaces.
///
//===----------------------------------------------------------------------===//
#include "ultima/runtime/ReductionKernel.h"
#include "CupyPack.h"
#include "CupySource.h"
#include "ReductionPlan.h"
#include "ReductionSource.h"
#include "ultima/runtime/Device.h"
#include "ultima/runtime/Errors.h"
#include <optional>

namespace ultima::runtime {

namespace {
/// What the planner needs of the process's device.
ReductionDevice deviceLimits() {
  Device &device = Device::current();
  ReductionDevice limits;
  limits.cpu = device.chunkedReductions();
  limits.maxWorkGroupSize = device.maxWorkGroupSize();
  limits.computeUnits = device.maxComputeUnits();
  return limits;
}
} // namespace

std::pair<long long, long long> argReductionRuns(long long n) {
  ArgReductionPlan plan = planArgReduction(n, deviceLimits());
  return {plan.chunks, plan.chunkSize};
}

ReductionKernel::ReductionKernel(const std::string &inParams, const std::string &outParams,
                                 std::string mapExpr, std::string reduceExpr,
                                 std::string postMapExpr, std::string identity,
                                 ReductionOptions opts)
    : CupyKernel(inParams, outParams, {opts.name, opts.preamble, opts.options}),
      map_(std::move(mapExpr)), reduce_(std::move(reduceExpr)), postMap_(std::move(postMapExpr)),
      identity_(std::move(identity)), opts_(std::move(opts)) {
  if (params_.size() == numIn_)
    throw ArgumentError("a ReductionKernel needs at least one output parameter");
}

std::vector<Array> ReductionKernel::operator()(const std::vector<Arg> &argsIn,
                                               const std::vector<int> &axesIn, bool allAxes,
                                               bool keepdims) {
  BoundArgs args = bindArgs(argsIn);
  std::vector<Dtype> types = bindTypes(args);
  std::optional<std::vector<long long>> shape = broadcastArrays(args, 0, numIn_);
  if (!shape)
    throw ArgumentError("Loop size is undecided. (a ReductionKernel needs a non-raw input array)");
  ReductionAxes axes = reductionAxes(*shape, axesIn, allAxes);
  if (axes.reduceSize == 0 && identity_.empty() && axes.outputs > 0)
    throw ArgumentError("zero-size array to reduction operation " + opts_.name +
                        " which has no identity");
  prepareOutputs(args, types, keepdims ? axes.outShapeKeepdims : axes.outShape);

  // The reduce type and, when it is a dtype, its size (a split stores
  // partial results; a C type string has no known size).
  const Dtype &reduceDtype = types[numIn_];
  std::string reduceType = opts_.reduceType;
  std::optional<size_t> reduceBytes = dtypeSize(reduceDtype);
  if (reduceType.empty())
    reduceType =
        params_[numIn_].placeholder.empty() ? dtypeCType(reduceDtype) : params_[numIn_].placeholder;
  else if (auto d = dtypeFromName(reduceType); d && d->kind() != Dtype::Struct) {
    reduceType = dtypeCType(*d);
    reduceBytes = dtypeSize(*d);
  } else
    reduceBytes.reset();

  ReductionPlan plan =
      planReduction(request(args, types, *shape, axes, keepdims, reduceBytes), deviceLimits());
  checkCupyNdim(plan.inShape.size());
  std::vector<std::string> entryPoints{CupySource::entry(opts_.name)};
  if (plan.parts > 1)
    entryPoints.push_back(CupySource::entry(opts_.name + "_final"));
  std::vector<RawKernel *> stages = kernelsFor(
      signatureKey(types, args, plan.key()),
      [&] { return generate(types, args, plan, reduceType); }, entryPoints);
  launch(stages, args, types, plan, reduceBytes);
  return outputs(args);
}

ReductionRequest ReductionKernel::request(const BoundArgs &args, const std::vector<Dtype> &types,
                                          const std::vector<long long> &shape,
                                          const ReductionAxes &axes, bool keepdims,
                                          std::optional<size_t> reduceBytes) const {
  ReductionRequest req;
  req.shape = shape;
  req.axes = axes;
  req.keepdims = keepdims;
  req.reduceDims = opts_.reduceDims;
  req.mapReadsInIndex = map_.find("_in_ind") != std::string::npos;
  req.mapReadsElementIndex =
      map_.find("_J") != std::string::npos || map_.find("_j") != std::string::npos;
  req.reduceBytes = reduceBytes;
  for (size_t k = 0; k < params_.size(); ++k) {
    ReductionOperand op;
    if (isArray(args, k) && !params_[k].raw) { // raw: own shape
      const Array &a = std::get<Array>(*args[k]);
      op.kind = params_[k].output ? ReductionOperand::Kind::Output : ReductionOperand::Kind::Input;
      op.strides = params_[k].output ? a.strides : broadcastStrides(a, shape);
      op.itemSize = dtypeSize(types[k]);
    }
    req.operands.push_back(op);
  }
  return req;
}

std::string ReductionKernel::generate(const std::vector<Dtype> &types, const BoundArgs &args,
                                      const ReductionPlan &plan,
                                      const std::string &reduceType) const {
  std::vector<ReductionParamForm> forms;
  for (size_t k = 0; k < params_.size(); ++k)
    forms.push_back(
        {isArray(args, k), paramRank(args, k, plan.nin(), plan.nout()), dtypeSize(types[k])});
  ReductionPieces pieces{opts_.name, opts_.preamble, map_, reduce_, postMap_, identity_};
  return ReductionSource(params_, numIn_, pieces, types, std::move(forms), plan, reduceType)
      .generate();
}

void ReductionKernel::launch(const std::vector<RawKernel *> &stages, const BoundArgs &args,
                             const std::vector<Dtype> &types, const ReductionPlan &plan,
                             std::optional<size_t> reduceBytes) const {
  if (plan.groups == 0)
    return;
  const bool split = plan.parts > 1;
  // The second kernel of a split takes (partials, scalar and raw inputs...,
  // outputs..., _in_ind, _out_ind, _reduce_size, _P).
  std::vector<KernelArg> kargs, finalArgs;
  std::shared_ptr<Buffer> partial;
  if (split) {
    partial = std::make_shared<Buffer>(static_cast<size_t>(plan.outputs * plan.parts) *
                                       reduceBytes.value_or(0));
    finalArgs.push_back(KernelArg::buffer(*partial));
  }
  for (size_t k = 0; k < params_.size(); ++k) {
    bool output = params_[k].output;
    std::vector<KernelArg> &dest = (split && output) ? finalArgs : kargs;
    launchArg(dest, args, types, k, output ? plan.outIndex : plan.inShape, plan.strides[k]);
    if (split && !output && (!isArray(args, k) || params_[k].raw)) // for post_map_expr
      launchArg(finalArgs, args, types, k, {}, {});
  }
  if (split)
    kargs.push_back(KernelArg::buffer(*partial));
  for (std::vector<KernelArg> *list : {&kargs, &finalArgs}) {
    list->push_back(KernelArg::bytes(cindexerInfo(plan.inShape)));
    list->push_back(KernelArg::bytes(cindexerInfo(plan.outIndex)));
    list->push_back(KernelArg::value<long long>(plan.reduceSize));
    list->push_back(KernelArg::value<long long>(plan.parts));
  }
  stages[0]->launch({plan.groups, 1, 1}, {plan.block, 1, 1}, kargs);
  if (split)
    stages[1]->launch({static_cast<size_t>(plan.outputs), 1, 1}, {plan.block, 1, 1}, finalArgs);
}

int ReductionKernel::paramRank(const BoundArgs &args, size_t k, int nin, int nout) const {
  // A raw array parameter keeps its own rank; the others are indexed by
  // _in_ind (inputs) or _out_ind (outputs).
  if (params_[k].raw && isArray(args, k))
    return static_cast<int>(std::get<Array>(*args[k]).shape.size());
  return params_[k].output ? nout : nin;
}

} // namespace ultima::runtime
