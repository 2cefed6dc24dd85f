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
#include <string>

namespace ultima::compat {

/// "15.0.6": the Clang the translator was built against.
inline std::string clangVersionString() { return CLANG_VERSION_STRING; }

} // namespace ultima::compat

#endif
