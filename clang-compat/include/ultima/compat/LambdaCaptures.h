//===- LambdaCaptures.h - a lambda's captured entities and fields -*- C++ -*-===//
///
/// \file
/// CXXRecordDecl::getCaptureFields keys its map by `const VarDecl *` up to
/// Clang 15 and by `const ValueDecl *` from Clang 16 (C++20 lambdas capture
/// structured bindings, which are not variables). The key type is deduced
/// from the member function's signature, not from a version check. Remove
/// when the oldest supported Clang is 16.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_COMPAT_LAMBDACAPTURES_H
#define ULTIMA_COMPAT_LAMBDACAPTURES_H

#include "clang/AST/DeclCXX.h"
#include "llvm/ADT/DenseMap.h"
#include <utility>
#include <vector>

namespace ultima::compat {

namespace detail {
template <typename Key>
Key captureKey(void (clang::CXXRecordDecl::*)(llvm::DenseMap<const Key *, clang::FieldDecl *> &,
                                              clang::FieldDecl *&) const);
using CaptureKey = decltype(captureKey(&clang::CXXRecordDecl::getCaptureFields));
} // namespace detail

/// (captured entity, closure field) for every capture of the lambda class
/// \p closure, in field order (`this` captures excluded).
inline std::vector<std::pair<const clang::ValueDecl *, const clang::FieldDecl *>>
captureFields(const clang::CXXRecordDecl *closure) {
  llvm::DenseMap<const detail::CaptureKey *, clang::FieldDecl *> map;
  clang::FieldDecl *thisField = nullptr;
  closure->getCaptureFields(map, thisField);
  std::vector<std::pair<const clang::ValueDecl *, const clang::FieldDecl *>> result;
  for (const clang::FieldDecl *field : closure->fields())
    for (auto &entry : map)
      if (entry.second == field)
        result.emplace_back(entry.first, field);
  return result;
}

/// The closure field that holds the captured `this` of the lambda class
/// \p closure; nullptr when it does not capture `this`.
inline const clang::FieldDecl *capturedThisField(const clang::CXXRecordDecl *closure) {
  llvm::DenseMap<const detail::CaptureKey *, clang::FieldDecl *> map;
  clang::FieldDecl *thisField = nullptr;
  closure->getCaptureFields(map, thisField);
  return thisField;
}

} // namespace ultima::compat

#endif
