//===- ElementwiseCodegen.h - CUDA source of an ElementwiseKernel -*- C++ -*-===//
///
/// \file
/// The CUDA source generated for one signature of an ElementwiseKernel call.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_RUNTIME_ELEMENTWISECODEGEN_H
#define ULTIMA_RUNTIME_ELEMENTWISECODEGEN_H

#include "ultima/runtime/ElementwiseKernel.h"

namespace ultima::runtime {

/// What a generated kernel depends on besides the kernel's definition.
struct CodegenSignature {
  int ndim = 1;            ///< rank of the (reduced) iteration shape
  bool contiguous = false; ///< every non-raw operand C-contiguous: index by i
  std::vector<Dtype> types; ///< per parameter
  std::vector<bool> isArray;
  std::vector<int> rawNdim; ///< rank of each raw array (0 otherwise)
  std::string key() const;
};

std::string generateElementwise(const std::vector<KernelParam> &params,
                                const std::string &operation, const ElementwiseOptions &opts,
                                const CodegenSignature &sig);

} // namespace ultima::runtime

#endif
