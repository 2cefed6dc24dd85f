//===- Mangling.h - readable C names from C++ types -------------*- C++ -*-===//
///
/// \file
/// C has no overloading, so functions that share a C name get a suffix that
/// spells their parameter types, and template specialisations one that spells
/// their template arguments: `f(int)` -> `f_int`, `scale<float, 3>` ->
/// `scale_float_3`. The encoding uses only [A-Za-z0-9_] and reads like the
/// C++ it came from; Naming makes the final names collision-free.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_ANALYSIS_MANGLING_H
#define ULTIMA_ANALYSIS_MANGLING_H

#include "../Plan/TranslationPlan.h"
#include <string>

namespace clang {
class FunctionDecl;
class QualType;
class RecordDecl;
} // namespace clang

namespace ultima {

/// `int`, `uint`, `longlong`, `cfloatp` (const float *), `Vec_float_3`, ...
/// Records and enums use their final C name from \p plan when it has one.
std::string mangleType(clang::QualType type, const TranslationPlan &plan);

/// `float_3` for a specialisation `f<float, 3>`; "" when \p fd is not one.
std::string mangleTemplateArgs(const clang::FunctionDecl *fd, const TranslationPlan &plan);

/// `float_3` for the class template specialisation `Vec<float, 3>`; "" for
/// other records.
std::string mangleRecordTemplateArgs(const clang::RecordDecl *rd, const TranslationPlan &plan);

/// The parameter types joined with `_` (`int_floatp`); "" for `f()`.
std::string mangleParams(const clang::FunctionDecl *fd, const TranslationPlan &plan);

/// True when the user asked to keep \p fd's C name as written:
/// `__attribute__((annotate("ultima_keep_name")))` or `extern "C"`.
bool keepsSourceName(const clang::FunctionDecl *fd);

} // namespace ultima

#endif
