//===- ElementwiseCodegen.cpp - CuPy-style kernel source -------------------===//
///
/// \file
/// Generates the kernel CuPy would, in the CUDA subset ultima translates:
/// placeholder typedefs first (the preamble may use them), then the preamble,
/// then `NAME(CArray<...> _raw_x, ..., scalars, CIndexer<N> _ind)` whose body
/// runs one element per work-item behind a bounds guard. Each non-raw array
/// parameter `x` is bound as `const T x = _raw_x[...]` (inputs) or
/// `T &x = _raw_x[...]` (outputs), so the operation reads and writes plain
/// names; `continue` in the operation leaves the enclosing `do {} while (0)`,
/// i.e. skips to the next element. `#line` directives name the user's pieces
/// ("preamble", "operation", ...) so translation and build errors point there.
///
//===----------------------------------------------------------------------===//
#include "ElementwiseCodegen.h"
#include <algorithm>
#include <set>
#include <sstream>

namespace ultima::runtime {

std::string CodegenSignature::key() const {
  std::string k = std::to_string(ndim) + (contiguous ? "c" : "s");
  for (size_t p = 0; p < types.size(); ++p)
    k += std::string("|") + dtypeName(types[p]) + (isArray[p] ? "a" : "s") +
         std::to_string(rawNdim[p]);
  return k;
}

std::string generateElementwise(const std::vector<KernelParam> &params,
                                const std::string &operation, const ElementwiseOptions &opts,
                                const CodegenSignature &sig) {
  std::ostringstream s;
  s << "#include <cupy/carray.cuh>\n";
  // float16 is CUDA's __half (cuda_fp16.h), 16 bits in memory as NumPy's.
  if (std::count(sig.types.begin(), sig.types.end(), Dtype::Float16))
    s << "#include <cuda_fp16.h>\n";
  std::set<std::string> typedefs;
  for (size_t k = 0; k < params.size(); ++k)
    if (!params[k].placeholder.empty() && typedefs.insert(params[k].placeholder).second)
      s << "typedef " << dtypeCType(sig.types[k]) << " " << params[k].placeholder << ";\n";
  if (!opts.preamble.empty())
    s << "#line 1 \"preamble\"\n" << opts.preamble << "\n";
  s << "#line 1 \"" << opts.name << "_kernel\"\n";
  s << "extern \"C\" __global__ void " << opts.name << "(";
  std::string n = std::to_string(sig.ndim);
  for (size_t k = 0; k < params.size(); ++k) {
    const KernelParam &p = params[k];
    std::string t = p.placeholder.empty() ? dtypeCType(sig.types[k]) : p.placeholder;
    if (!sig.isArray[k])
      s << t << " " << p.name;
    else if (p.raw)
      s << "CArray<" << t << ", " << sig.rawNdim[k] << "> " << p.name;
    else
      s << "CArray<" << (p.output ? "" : "const ") << t << ", " << n << "> _raw_" << p.name;
    s << ", ";
  }
  s << "CIndexer<" << n << "> _ind) {\n";
  s << "  const ptrdiff_t i = (ptrdiff_t)blockIdx.x * blockDim.x + threadIdx.x;\n";
  if (!opts.loopPrep.empty())
    s << "#line 1 \"loop_prep\"\n" << opts.loopPrep << "\n";
  s << "#line 1 \"" << opts.name << "_kernel\"\n";
  s << "  if (i < _ind.size()) {\n";
  bool needIndex = !sig.contiguous || operation.find("_ind") != std::string::npos ||
                   opts.loopPrep.find("_ind") != std::string::npos ||
                   opts.afterLoop.find("_ind") != std::string::npos;
  if (needIndex)
    s << "    _ind.set(i);\n";
  // Contiguous operands: element-size strides the OpenCL compiler can vectorise.
  std::string access = sig.contiguous ? ".__ultima_flat(i)" : "[_ind.get()]";
  for (size_t k = 0; k < params.size(); ++k) {
    const KernelParam &p = params[k];
    if (p.raw || !sig.isArray[k])
      continue;
    std::string t = p.placeholder.empty() ? dtypeCType(sig.types[k]) : p.placeholder;
    if (p.output)
      s << "    " << t << " &" << p.name << " = _raw_" << p.name << access << ";\n";
    else
      s << "    const " << t << " " << p.name << " = _raw_" << p.name << access << ";\n";
  }
  s << "    do {\n#line 1 \"operation\"\n" << operation << ";\n";
  s << "#line 1 \"" << opts.name << "_kernel\"\n    } while (0);\n  }\n";
  if (!opts.afterLoop.empty())
    s << "#line 1 \"after_loop\"\n" << opts.afterLoop << "\n";
  s << "}\n";
  return s.str();
}

} // namespace ultima::runtime
