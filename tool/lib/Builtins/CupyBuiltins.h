//===- CupyBuiltins.h - CuPy's CArray and CIndexer -> OpenCL -----*- C++ -*-===//
///
/// \file
/// Classification of the CuPy contract that kernels/cuda/cupy/carray.cuh
/// declares: which records are `CArray<T, N>` / `CIndexer<N>`, how their
/// member calls print (patterns over kernels/opencl/cupy_carray*.cl), and
/// which local references bind to a CArray element (printed as `__global`
/// pointers). The runtime's generated kernels are made of these.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_BUILTINS_CUPYBUILTINS_H
#define ULTIMA_BUILTINS_CUPYBUILTINS_H

#include "CudaBuiltins.h"
#include "ultima/CupyAbi.h"
#include "clang/AST/Type.h"

namespace ultima {

/// The largest N of CArray<T, N> / CIndexer<N> with an OpenCL struct
/// (kernels/opencl/cupy_carray_N.cl): the ABI's ULTIMA_CUPY_MAX_NDIM.
constexpr int MaxCupyDims = ULTIMA_CUPY_MAX_NDIM;

struct CupyRecord {
  enum Kind { None, CArray, CIndexer } kind = None;
  int ndim = 0;
  clang::QualType element; ///< CArray's T (null for CIndexer)
};
/// What \p rd is, if it is a specialisation of the prelude's CArray or CIndexer.
CupyRecord cupyRecord(const clang::RecordDecl *rd);
/// cupyRecord of the record behind \p t (after references and qualifiers).
CupyRecord cupyRecordOf(clang::QualType t);

/// OpenCL struct name (`CArray_2`, `CIndexer_1`), or "" for other records.
std::string cupyTypeName(const clang::RecordDecl *rd);
/// The polyfill defining that struct and its helpers (`cupy_carray_2`).
std::vector<std::string> cupyTypeSnippets(const clang::RecordDecl *rd);

/// A CArray or CIndexer member call or operator. CArray patterns use `%D0`
/// (the data pointer parameter of the CArray object, argument 0) and `%I0`
/// (its info struct), printed by OpenCLPrinter::printCArrayPart.
BuiltinCall classifyCupyBuiltin(const clang::FunctionDecl *fd);

/// True for `T &y = a[i];` (or `const T &`) where `a` is a CArray: printed as
/// a `__global T *` initialised with the element's address, read through `*`.
bool isCArrayElementRef(const clang::VarDecl *v);

/// True for an lvalue that is a CArray element: `a[i]`, or a reference
/// variable bound to one (isCArrayElementRef). It lives in __global memory.
bool isCArrayElementExpr(const clang::Expr *e);

/// The OpenCL type to store a CArray element as: bool (which OpenCL forbids
/// in buffers) is kept as uchar, like NumPy's one-byte bool.
clang::QualType cupyStorageType(const clang::ASTContext &ctx, clang::QualType element);

} // namespace ultima

#endif
