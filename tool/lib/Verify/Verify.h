//===- Verify.h - compile generated OpenCL C in-process ---------*- C++ -*-===//
#ifndef ULTIMA_VERIFY_VERIFY_H
#define ULTIMA_VERIFY_VERIFY_H
#include "ultima/Translator.h"
#include <string>
#include <vector>
namespace ultima {
/// Parses \p openclSource as OpenCL C 1.2 with Clang (syntax and semantics,
/// no code generation). Returns the compiler's errors; empty when it compiles.
std::vector<std::string> verifyOpenCL(const std::string &openclSource);
} // namespace ultima
#endif
