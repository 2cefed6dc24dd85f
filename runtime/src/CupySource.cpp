//===- CupySource.cpp - the pieces of a generated CuPy-style kernel -------===//
#include "CupySource.h"
#include <algorithm>
#include <set>

namespace ultima::runtime {

/// `in0`, `in1`, ..., `out0`, ...: the operand names of CuPy's ufuncs.
static bool isCupyOperandName(const std::string &name) {
  size_t digits = name.rfind("in", 0) == 0 ? 2 : name.rfind("out", 0) == 0 ? 3 : 0;
  return digits && name.size() > digits &&
         std::all_of(name.begin() + static_cast<std::ptrdiff_t>(digits), name.end(),
                     [](char c) { return c >= '0' && c <= '9'; });
}

void CupySource::prologue(const std::string &preamble,
                          const std::vector<std::pair<std::string, std::string>> &extraTypedefs,
                          bool half) {
  // CuPy's generated sources include these (its _cupy_header): CUDART_*
  // constants and its atomics are usable in operation and preamble.
  out << "#include <cupy/carray.cuh>\n#include <cupy/atomics.cuh>\n"
         "#include <cupy/math_constants.h>\n";
  // float16 is CUDA's __half (cuda_fp16.h), 16 bits in memory as NumPy's.
  if (half || std::any_of(types_.begin(), types_.end(), dtypeUsesHalf))
    out << "#include <cuda_fp16.h>\n";
  // Structured dtypes are structs with CuPy's field access (`x.at<K>()`).
  out << structDefinitions(types_);
  std::set<std::string> typedefs;
  for (size_t k = 0; k < params_.size(); ++k)
    if (!params_[k].placeholder.empty() && typedefs.insert(params_[k].placeholder).second)
      out << "typedef " << dtypeCType(types_[k]) << " " << params_[k].placeholder << ";\n";
  // CuPy's ufuncs and reduction functions name their operands' types
  // `in0_type`/`out0_type` and `type_in0_raw`/`type_out0_raw`; kernels taken
  // from them use those names with CuPy's parameter names.
  for (size_t k = 0; k < params_.size(); ++k)
    if (isCupyOperandName(params_[k].name))
      out << "typedef " << dtypeCType(types_[k]) << " " << params_[k].name << "_type;\n"
          << "typedef " << dtypeCType(types_[k]) << " type_" << params_[k].name << "_raw;\n";
  for (const auto &[name, ctype] : extraTypedefs)
    out << "typedef " << ctype << " " << name << ";\n";
  if (!preamble.empty())
    out << "#line 1 \"preamble\"\n" << preamble << "\n";
  out << kernelLine();
}

std::string CupySource::user(const std::string &label, const std::string &code) const {
  return "#line 1 \"" + label + "\"\n" + code + "\n" + kernelLine();
}

std::string CupySource::kernelHead(const std::string &entry) const {
  return "extern \"C\" __global__ void " + entry + "(";
}

std::string CupySource::type(size_t k) const {
  return params_[k].placeholder.empty() ? dtypeCType(types_[k]) : params_[k].placeholder;
}

std::string CupySource::param(size_t k, bool isArray, int ndim) const {
  const KernelParam &p = params_[k];
  std::string n = std::to_string(ndim);
  if (!isArray)
    return type(k) + " " + p.name;
  if (p.raw)
    return "CArray<" + type(k) + ", " + n + "> " + p.name;
  return "CArray<" + std::string(p.output ? "" : "const ") + type(k) + ", " + n + "> _raw_" +
         p.name;
}

std::string CupySource::bind(size_t k, const std::string &access) const {
  const KernelParam &p = params_[k];
  if (p.output)
    return "    " + type(k) + " &" + p.name + " = _raw_" + p.name + access + ";\n";
  return "    const " + type(k) + " " + p.name + " = _raw_" + p.name + access + ";\n";
}

} // namespace ultima::runtime
