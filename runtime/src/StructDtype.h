//===- StructDtype.h - structured dtypes as C structs ------------*- C++ -*-===//
///
/// \file
/// Parsing of the structured-dtype descriptors the Python layer passes
/// (`struct<itemsize>{<offset>:<type>[<shape>];...}`, StructLayout in
/// Dtype.h), with the checks that C can lay the structure out exactly.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_RUNTIME_STRUCTDTYPE_H
#define ULTIMA_RUNTIME_STRUCTDTYPE_H

#include "ultima/runtime/Dtype.h"
#include <string>

namespace ultima::runtime {

/// Whether \p name is a structured-dtype descriptor (`struct` and a digit;
/// C spellings such as `struct pair` are not).
bool isStructDescriptor(const std::string &name);
/// The structured dtype \p name describes. Throws ArgumentTypeError for a
/// malformed descriptor, an unknown field type, or a layout C cannot give
/// (a misaligned or overlapping field, a field past the itemsize, an
/// itemsize that is not a multiple of the alignment), naming the field by
/// its index.
Dtype parseStructDescriptor(const std::string &name);

} // namespace ultima::runtime

#endif
