//===- RawModule.cpp - one translated program, kernels by CUDA name --------===//
#include "ultima/runtime/RawModule.h"
#include "ultima/runtime/Errors.h"
#include "llvm/ADT/StringExtras.h"
#include <algorithm>

namespace ultima::runtime {

std::string nameExpressionFunction(size_t index) {
  return "__ultima_name_expression_" + std::to_string(index);
}

std::string withNameExpressions(const std::string &code,
                                const std::vector<std::string> &nameExpressions) {
  if (nameExpressions.empty())
    return code;
  // Host code, as NVRTC adds it for nvrtcAddNameExpression: taking the
  // address instantiates a template kernel, and the translator emits every
  // kernel host code refers to and reports which host function names which
  // kernel (one function per expression, on line N+1 for expression N).
  std::string out = code + "\n#line 1 \"name_expressions\"\n";
  for (size_t i = 0; i < nameExpressions.size(); ++i)
    out +=
        "static void " + nameExpressionFunction(i) + "() { (void)&" + nameExpressions[i] + "; }\n";
  return out;
}

std::string canonicalKernelName(const std::string &name) {
  llvm::StringRef s = llvm::StringRef(name).trim();
  if (s.startswith("::"))
    s = s.drop_front(2);
  std::string out;
  auto isIdent = [](char c) { return llvm::isAlnum(c) || c == '_'; };
  for (size_t i = 0; i < s.size(); ++i) {
    if (!llvm::isSpace(s[i])) {
      out += s[i];
      continue;
    }
    size_t next = s.find_if_not([](char c) { return llvm::isSpace(c); }, i);
    if (!out.empty() && isIdent(out.back()) && next < s.size() && isIdent(s[next]))
      out += ' ';
    i = next - 1;
  }
  return out;
}

RawModule::RawModule(std::string code, std::vector<std::string> options,
                     std::vector<std::string> nameExpressions, std::string fileName)
    : code_(std::move(code)), fileName_(std::move(fileName)), options_(std::move(options)),
      nameExpressions_(std::move(nameExpressions)) {}

const std::string &RawModule::compile() {
  std::call_once(built_, [this] {
    Device &device = Device::current();
    CompileOptions opts = parseCompileOptions(options_);
    // A kernel pointer then points anywhere in its buffer, as a CUDA pointer
    // does: views at any byte offset, or with negative strides, zero-copy.
    opts.pointerOffsets = true;
    TranslatedProgram translated =
        translateForDevice(device, withNameExpressions(code_, nameExpressions_), opts, fileName_);
    program_ = buildProgram(device, translated.opencl, opts.buildOptions, translated.needs);
    opencl_ = std::move(translated.opencl);
    kernels_ = std::move(translated.kernels);
    references_ = std::move(translated.kernelReferences);
    makeSymbols(translated.symbols);
    if (!opts.noWarnings)
      log_ = translated.warnings;
    try {
      log_ += program_.getBuildInfo<CL_PROGRAM_BUILD_LOG>(device.device());
    } catch (const cl::Error &) {
      // no log: nothing to add
    }
  });
  return log_;
}

const cl::Program &RawModule::program() {
  compile();
  return program_;
}

const std::string &RawModule::openclSource() {
  compile();
  return opencl_;
}

void RawModule::makeSymbols(const std::vector<TranslatedProgram::Symbol> &symbols) {
  for (const TranslatedProgram::Symbol &s : symbols) {
    // One buffer per module, as CUDA keeps one copy of a variable per module:
    // every kernel of the module and get_global see it. Initialised as written.
    auto buffer = std::make_shared<Buffer>(static_cast<size_t>(s.size));
    if (s.initialBytes.empty())
      buffer->zero();
    else
      buffer->upload(s.initialBytes.data(), std::min<size_t>(s.initialBytes.size(), s.size));
    symbols_.push_back({s, std::move(buffer)});
  }
}

const RawModule::SymbolStorage &RawModule::symbol(const std::string &name) {
  compile();
  std::string wanted = canonicalKernelName(name);
  for (const SymbolStorage &s : symbols_)
    if (canonicalKernelName(s.info.name) == wanted)
      return s;
  throw KernelNotFoundError("CUDA_ERROR_NOT_FOUND: named symbol not found: no __device__ or "
                            "__constant__ variable named '" +
                            name + "' that a kernel of the module uses");
}

const TranslatedProgram::Kernel *RawModule::nameExpressionKernel(const std::string &wanted) {
  for (size_t i = 0; i < nameExpressions_.size(); ++i) {
    if (canonicalKernelName(nameExpressions_[i]) != wanted)
      continue;
    for (const auto &[function, openclName] : references_)
      if (function == nameExpressionFunction(i))
        for (const TranslatedProgram::Kernel &k : kernels_)
          if (k.name == openclName)
            return &k;
  }
  return nullptr;
}

const TranslatedProgram::Kernel &RawModule::kernel(const std::string &name) {
  compile();
  std::string wanted = canonicalKernelName(name);
  // A name expression names its kernel as Clang resolved it (`sq<complex<double>>`
  // is the kernel Clang calls `sq<thrust::complex<double>>`).
  if (const TranslatedProgram::Kernel *k = nameExpressionKernel(wanted))
    return *k;
  for (const TranslatedProgram::Kernel &k : kernels_)
    if (canonicalKernelName(k.cudaName) == wanted)
      return k;
  for (const TranslatedProgram::Kernel &k : kernels_)
    if (k.name == name)
      return k;
  throw KernelNotFoundError(
      "CUDA_ERROR_NOT_FOUND: named symbol not found: no kernel named '" + name +
      "' in the module (a __global__ function keeps its name; a template kernel must be listed "
      "in name_expressions)");
}

} // namespace ultima::runtime
