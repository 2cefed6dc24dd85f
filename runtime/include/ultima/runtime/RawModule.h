//===- ultima/runtime/RawModule.h - CUDA source with many kernels -*- C++ -*-===//
///
/// \file
/// CuPy's RawModule on OpenCL: CUDA source translated and built once (on
/// first use), whose kernels are fetched by name. A kernel template is
/// instantiated for each of the module's name expressions (`sq<float>`,
/// `ns::k<int, 4>`), as NVRTC does: the translator parses an added host
/// function per expression that takes its address, emits the instantiations,
/// and reports which kernel each of those functions names
/// (`Result::kernelReferences`), which maps a name expression to its OpenCL
/// name whatever its spelling (`sq<complex<double>>`). The module owns one
/// buffer per device symbol, initialised as written, that its kernels share.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_RUNTIME_RAWMODULE_H
#define ULTIMA_RUNTIME_RAWMODULE_H

#include "ultima/runtime/Buffer.h"
#include "ultima/runtime/Program.h"
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace ultima::runtime {

class RawModule {
public:
  /// \p fileName names the source in diagnostics.
  RawModule(std::string code, std::vector<std::string> options = {},
            std::vector<std::string> nameExpressions = {}, std::string fileName = "raw_module.cu");

  /// Translates and builds the module (once); returns its compile log: the
  /// translator's warnings, then the OpenCL build log.
  const std::string &compile();
  /// The built program (compiles if needed).
  const cl::Program &program();
  /// The kernel CUDA calls \p name: a name expression as written, a
  /// kernel's qualified CUDA name, or its OpenCL name. Throws
  /// KernelNotFoundError for a name the module does not hold.
  const TranslatedProgram::Kernel &kernel(const std::string &name);
  std::string openclName(const std::string &name) { return kernel(name).name; }
  /// The translated OpenCL C (compiles if needed).
  const std::string &openclSource();

  /// A device symbol of the module (a `__device__` or `__constant__`
  /// variable some kernel uses, by its qualified name) and its storage, which
  /// every kernel of the module is given. Throws KernelNotFoundError for
  /// another name.
  struct SymbolStorage {
    TranslatedProgram::Symbol info;
    std::shared_ptr<Buffer> buffer;
  };
  const SymbolStorage &symbol(const std::string &name);

  const std::string &code() const { return code_; }
  const std::vector<std::string> &options() const { return options_; }
  const std::vector<std::string> &nameExpressions() const { return nameExpressions_; }

private:
  void makeSymbols(const std::vector<TranslatedProgram::Symbol> &symbols);
  const TranslatedProgram::Kernel *nameExpressionKernel(const std::string &wanted);

  std::string code_, fileName_;
  std::vector<std::string> options_, nameExpressions_;
  std::once_flag built_;
  cl::Program program_;
  std::string opencl_, log_;
  std::vector<TranslatedProgram::Kernel> kernels_;
  std::vector<std::pair<std::string, std::string>> references_;
  std::vector<SymbolStorage> symbols_;
};

/// The host function withNameExpressions adds for name expression \p index.
std::string nameExpressionFunction(size_t index);

/// \p code followed by a host function per name expression that takes its
/// address (so that the translator instantiates the template it names and
/// reports the kernel it resolves to), under `#line` naming the file
/// "name_expressions" (expression N on line N+1).
std::string withNameExpressions(const std::string &code,
                                const std::vector<std::string> &nameExpressions);

/// \p name with the spaces that do not separate two identifier characters
/// removed and without a leading `::`: "ns::k<int, 4>" and "ns::k<int,4>" are one.
std::string canonicalKernelName(const std::string &name);

} // namespace ultima::runtime

#endif
