//===- Verify.h - compile generated OpenCL C in-process ---------*- C++ -*-===//
#ifndef ULTIMA_VERIFY_VERIFY_H
#define ULTIMA_VERIFY_VERIFY_H
#include "ultima/Translator.h"
#include <string>
#include <vector>
namespace ultima {
/// The Clang arguments Verify compiles the output with (without the file), for
/// a target with the OpenCL \p extensions (Options::targetExtensions).
std::vector<std::string> verifyArguments(const std::vector<std::string> &extensions = {});
/// Parses \p openclSource as OpenCL C 1.2 with Clang (syntax and semantics,
/// no code generation) for a target with \p extensions. Returns the
/// compiler's errors; empty when it compiles.
std::vector<std::string> verifyOpenCL(const std::string &openclSource,
                                      const std::vector<std::string> &extensions = {});
} // namespace ultima
#endif
