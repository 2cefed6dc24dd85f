//===- CupyBuiltins.cpp - CuPy's CArray and CIndexer -> OpenCL -------------===//
///
/// \file
/// Lowers the member calls of `CArray<T, N>` and `CIndexer<N>`
/// (kernels/cuda/cupy/carray.cuh) to the structs and helpers of
/// kernels/opencl/cupy_carray*.cl. A CArray exists only as a kernel parameter,
/// split into a data pointer and an info struct (see printCArrayPart), so its
/// patterns name the two parts with `%D0` and `%I0`. An element is
/// `*(__global T *)(data + offset + sum(strides[d] * idx[d]))`, byte
/// arithmetic because CuPy's strides are in bytes; the 1-D and multi-index
/// forms are inlined (the multi-index is read once per dimension, so
/// CArrayParams rejects index arguments with side effects), the C-order
/// unravelling of a flat index calls a helper.
///
//===----------------------------------------------------------------------===//
#include "CupyBuiltins.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace ultima {

CupyRecord cupyRecord(const RecordDecl *rd) {
  CupyRecord r;
  const auto *spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(rd);
  // An implicit instantiation is located where it is used; its template is
  // where it was declared.
  if (!spec || !spec->getIdentifier() || !isPreludeDecl(spec->getSpecializedTemplate()))
    return r;
  StringRef name = spec->getName();
  const TemplateArgumentList &args = spec->getTemplateArgs();
  if (name == "CArray" && args.size() == 2 && args[1].getKind() == TemplateArgument::Integral) {
    r.kind = CupyRecord::CArray;
    r.element = args[0].getAsType();
    r.ndim = static_cast<int>(args[1].getAsIntegral().getExtValue());
  } else if (name == "CIndexer" && args.size() == 1 &&
             args[0].getKind() == TemplateArgument::Integral) {
    r.kind = CupyRecord::CIndexer;
    r.ndim = static_cast<int>(args[0].getAsIntegral().getExtValue());
  }
  return r;
}

CupyRecord cupyRecordOf(QualType t) {
  if (t.isNull())
    return {};
  return cupyRecord(t.getNonReferenceType()->getAsRecordDecl());
}

std::string cupyTypeName(const RecordDecl *rd) {
  CupyRecord r = cupyRecord(rd);
  if (r.kind == CupyRecord::None)
    return "";
  return (r.kind == CupyRecord::CArray ? "CArray_" : "CIndexer_") + std::to_string(r.ndim);
}

std::vector<std::string> cupyTypeSnippets(const RecordDecl *rd) {
  CupyRecord r = cupyRecord(rd);
  if (r.kind == CupyRecord::None || r.ndim < 0 || r.ndim > MaxCupyDims)
    return {};
  return {"cupy_carray_" + std::to_string(r.ndim)};
}

QualType cupyStorageType(const ASTContext &ctx, QualType element) {
  if (element->isBooleanType())
    return ctx.getQualifiedType(ctx.UnsignedCharTy, element.getQualifiers());
  return element;
}

namespace {

BuiltinCall pattern(const std::string &text, int ndim) {
  BuiltinCall c;
  c.kind = BuiltinCallKind::Pattern;
  c.pattern = text;
  if (ndim >= 0 && ndim <= MaxCupyDims)
    c.snippets = {"cupy_carray_" + std::to_string(ndim)};
  return c;
}

/// `*(__global T *)(<address>)` for an element of a CArray of \p r.
std::string element(const CupyRecord &r, const std::string &address) {
  std::string type = r.element->isBooleanType() ? "uchar" : "%T";
  return "(*(__global " + type + " *)(" + address + "))";
}

BuiltinCall classifyCArray(const FunctionDecl *fd, const CupyRecord &r) {
  const std::string base = "(__global char *)%D0 + %I0.offset";
  if (const auto *md = dyn_cast<CXXMethodDecl>(fd); md && md->getIdentifier()) {
    StringRef n = md->getName();
    if (n == "size")
      return pattern("(%I0.size)", r.ndim);
    if (n == "shape" || n == "strides")
      return pattern(r.ndim == 0 ? "((const long *)0)" : ("(%I0." + n + ")").str(), r.ndim);
    if (n == "__ultima_flat") {
      std::string type = r.element->isBooleanType() ? "uchar" : "%T";
      return pattern("((__global " + type + " *)(" + base + "))[%1]", r.ndim);
    }
    return {};
  }
  if (fd->getOverloadedOperator() != OO_Subscript || fd->getNumParams() != 1)
    return {};
  QualType index = fd->getParamDecl(0)->getType();
  if (r.ndim == 0)
    return pattern(element(r, base), 0);
  if (index->isReferenceType()) { // const Int (&idx)[N]: inline, one term per dimension
    std::string address = base;
    for (int d = 0; d < r.ndim; ++d)
      address += " + %I0.strides[" + std::to_string(d) + "] * (long)%1[" + std::to_string(d) + "]";
    return pattern(element(r, address), r.ndim);
  }
  if (r.ndim == 1)
    return pattern(element(r, base + " + %I0.strides[0] * (long)%1"), 1);
  std::string n = std::to_string(r.ndim);
  return pattern(element(r, "ultima_carray_" + n + "_at(%D0, &%I0, %1)"), r.ndim);
}

BuiltinCall classifyCIndexer(const FunctionDecl *fd, const CupyRecord &r) {
  const auto *md = dyn_cast<CXXMethodDecl>(fd);
  if (!md || !md->getIdentifier())
    return {};
  StringRef n = md->getName();
  std::string nd = std::to_string(r.ndim);
  if (n == "size")
    return pattern("%0.size", r.ndim);
  if (n == "shape")
    return pattern(r.ndim == 0 ? "((const long *)0)" : "%0.shape", r.ndim);
  if (n == "get")
    return pattern(r.ndim == 0 ? "((const long *)0)" : "%0.index", r.ndim);
  if (n == "set")
    return pattern(r.ndim == 0 ? "((void)%1)" : "ultima_cindexer_" + nd + "_set(&%0, %1)", r.ndim);
  return {};
}

} // namespace

BuiltinCall classifyCupyBuiltin(const FunctionDecl *fd) {
  const auto *md = dyn_cast_or_null<CXXMethodDecl>(fd);
  if (!md)
    return {};
  CupyRecord r = cupyRecord(md->getParent());
  if (r.kind == CupyRecord::None)
    return {};
  if (isa<CXXConstructorDecl, CXXDestructorDecl>(md) || md->isCopyAssignmentOperator() ||
      md->isMoveAssignmentOperator())
    return {}; // copies are rejected by CArrayParams
  BuiltinCall c = r.kind == CupyRecord::CArray ? classifyCArray(fd, r) : classifyCIndexer(fd, r);
  return c;
}

namespace {
/// `a[...]` or `a.__ultima_flat(i)` on a CArray `a`: an element lvalue.
bool isCArrayElementCall(const Expr *e) {
  const auto *call = dyn_cast<CallExpr>(e->IgnoreParenImpCasts());
  const auto *md = call ? dyn_cast_or_null<CXXMethodDecl>(call->getDirectCallee()) : nullptr;
  if (!md || cupyRecord(md->getParent()).kind != CupyRecord::CArray)
    return false;
  if (const auto *op = dyn_cast<CXXOperatorCallExpr>(call))
    return op->getOperator() == OO_Subscript;
  return md->getIdentifier() && md->getName() == "__ultima_flat";
}
} // namespace

bool isCArrayElementExpr(const Expr *e) {
  e = e->IgnoreParenImpCasts();
  if (const auto *dre = dyn_cast<DeclRefExpr>(e))
    return isCArrayElementRef(dyn_cast<VarDecl>(dre->getDecl()));
  return isCArrayElementCall(e);
}

bool isCArrayElementRef(const VarDecl *v) {
  if (!v || isa<ParmVarDecl>(v) || !v->getType()->isLValueReferenceType() || !v->getInit())
    return false;
  return isCArrayElementCall(v->getInit());
}

} // namespace ultima
