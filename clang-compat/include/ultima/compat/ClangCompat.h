//===- ClangCompat.h - the only place that knows the Clang major -*- C++ -*-===//
///
/// \file
/// Every difference between the supported Clang majors (14, 15, 16, 19) is a
/// function here, with a note on which versions need it and when it can go.
/// No other file may test LLVM_VERSION_MAJOR or CLANG_VERSION_*.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_COMPAT_CLANGCOMPAT_H
#define ULTIMA_COMPAT_CLANGCOMPAT_H

#include "clang/Basic/Version.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <type_traits>

namespace ultima::compat {

/// "15.0.6": the Clang the translator was built against.
inline std::string clangVersionString() { return CLANG_VERSION_STRING; }

namespace detail {
template <typename S, typename = void> struct HasStartsWith : std::false_type {};
template <typename S>
struct HasStartsWith<S, std::void_t<decltype(std::declval<S>().starts_with(S()))>>
    : std::true_type {};
} // namespace detail

/// StringRef prefix/suffix tests. LLVM 16 added starts_with/ends_with and LLVM
/// 18 removed startswith/endswith, so no one spelling builds on 14 through 19.
/// Detected, not version-checked. Remove when the oldest supported LLVM is 16.
namespace detail {
// Templates, so that only the spelling this LLVM has is ever instantiated.
template <typename S> bool startsWith(S s, S prefix) {
  if constexpr (HasStartsWith<S>::value)
    return s.starts_with(prefix);
  else
    return s.startswith(prefix);
}
template <typename S> bool endsWith(S s, S suffix) {
  if constexpr (HasStartsWith<S>::value)
    return s.ends_with(suffix);
  else
    return s.endswith(suffix);
}
} // namespace detail
inline bool startsWith(llvm::StringRef s, llvm::StringRef prefix) {
  return detail::startsWith<llvm::StringRef>(s, prefix);
}
inline bool endsWith(llvm::StringRef s, llvm::StringRef suffix) {
  return detail::endsWith<llvm::StringRef>(s, suffix);
}

} // namespace ultima::compat

#endif
