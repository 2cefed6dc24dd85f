//===- RawModule.cpp - one translated program, kernels by CUDA name --------===//
#include "ultima/runtime/RawModule.h"
#include "ultima/runtime/Errors.h"
#include "llvm/ADT/StringExtras.h"

namespace ultima::runtime {

std::string withNameExpressions(const std::string &code,
                                const std::vector<std::string> &nameExpressions) {
  if (nameExpressions.empty())
    return code;
  // Host code, as NVRTC adds it for nvrtcAddNameExpression: taking the
  // address instantiates a template kernel, and the translator emits every
  // kernel host code refers to.
  std::string out =
      code + "\n#line 1 \"name_expressions\"\nstatic void __ultima_name_expressions() {\n";
  for (const std::string &e : nameExpressions)
    out += "  (void)&" + e + ";\n";
  return out + "}\n";
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

const TranslatedProgram::Kernel &RawModule::kernel(const std::string &name) {
  compile();
  std::string wanted = canonicalKernelName(name);
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
