//===- TypeBinding.cpp - placeholder binding and argument type checks ------===//
#include "TypeBinding.h"
#include "ultima/runtime/Errors.h"
#include <map>

namespace ultima::runtime {

std::vector<Dtype> resolveTypes(const std::vector<KernelParam> &params,
                                const std::vector<std::optional<Arg>> &args) {
  for (size_t k = 0; k < params.size(); ++k)
    if (args[k] && std::holds_alternative<Array>(*args[k]))
      checkArrayBounds(std::get<Array>(*args[k]), "argument '" + params[k].name + "'");
  std::map<std::string, Dtype> bound;
  for (size_t k = 0; k < params.size(); ++k) {
    const KernelParam &p = params[k];
    if (!args[k] || !std::holds_alternative<Array>(*args[k]) || p.placeholder.empty())
      continue;
    const Dtype &d = std::get<Array>(*args[k]).dtype;
    auto [it, fresh] = bound.emplace(p.placeholder, d);
    if (!fresh && it->second != d)
      throw ArgumentTypeError("Type is mismatched. " + p.name + " " + dtypeName(d) + " " +
                              dtypeName(it->second));
  }
  // Scalars never override an array's binding (CuPy converts Python and
  // NumPy scalars alike to the type the arrays decide); a placeholder no
  // array binds takes the first scalar's type (a Python int: int64).
  for (size_t k = 0; k < params.size(); ++k) {
    const KernelParam &p = params[k];
    if (p.output || !args[k] || !std::holds_alternative<Scalar>(*args[k]) ||
        p.placeholder.empty() || bound.count(p.placeholder))
      continue;
    bound.emplace(p.placeholder, std::get<Scalar>(*args[k]).dtype);
  }
  std::vector<Dtype> types;
  for (const KernelParam &p : params) {
    if (p.placeholder.empty()) {
      types.push_back(p.dtype);
      continue;
    }
    auto it = bound.find(p.placeholder);
    if (it == bound.end())
      throw ArgumentTypeError("Cannot determine the type of '" + p.name + "' (placeholder " +
                              p.placeholder + " is not bound by any argument)");
    types.push_back(it->second);
  }
  for (size_t k = 0; k < params.size(); ++k) {
    if (!args[k])
      continue;
    const KernelParam &p = params[k];
    if (std::holds_alternative<Array>(*args[k])) {
      if (std::get<Array>(*args[k]).dtype != types[k])
        throw ArgumentTypeError("Type is mismatched. " + p.name + " " +
                                dtypeName(std::get<Array>(*args[k]).dtype) + " " +
                                dtypeName(types[k]));
    } else {
      // A scalar given for a raw parameter is passed as a scalar, as CuPy
      // does (`raw int32 n` called with a Python int).
      if (p.output)
        throw ArgumentTypeError("output parameter '" + p.name + "' needs an array, not a scalar");
    }
  }
  return types;
}

} // namespace ultima::runtime
