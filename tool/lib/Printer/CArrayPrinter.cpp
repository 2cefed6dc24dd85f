//===- CArrayPrinter.cpp - CuPy's CArray parameters and element references ===//
///
/// \file
/// The three places where a CArray prints differently from a C++ object (see
/// Builtins/CupyBuiltins.h): a CArray kernel parameter `a` becomes two OpenCL
/// parameters, `__global T *a_data` and `CArray_N a_info` (the design's kernel
/// signature contract: data pointer first, then the info struct; the names
/// are Naming's, TranslationPlan::carrayParams), because an OpenCL kernel
/// argument struct cannot hold a pointer; the `%D0`/`%I0` pattern
/// placeholders name those two parameters; and `T &y = a[i];` becomes
/// `__global T *y = &a[i]` with every use of `y` read as `(*y)`.
///
//===----------------------------------------------------------------------===//
#include "../Builtins/CupyBuiltins.h"
#include "OpenCLPrinter.h"
#include "clang/AST/Decl.h"

using namespace clang;

namespace ultima {

bool OpenCLPrinter::carrayKernelParameters(const ParmVarDecl *p, unsigned index,
                                           std::vector<KernelParameter> &params) {
  CupyRecord r = cupyRecordOf(p->getType());
  if (r.kind != CupyRecord::CArray)
    return false;
  auto names = plan.carrayParams.find(p);
  if (names == plan.carrayParams.end()) {
    internalError(p->getLocation(), "CArray parameter without part names");
    return true;
  }
  QualType elem = cupyStorageType(ctx, r.element);
  KernelParameter data = pointerParameter(
      KernelParameter::Kind::CArrayData, names->second.data, elem, {AddrSpace::Global},
      declarator(ctx.getPointerType(elem), names->second.data, {AddrSpace::Global}));
  KernelParameter info;
  info.kind = KernelParameter::Kind::CArrayInfo;
  info.name = names->second.info;
  info.type = "CArray_" + std::to_string(r.ndim);
  info.declaration = info.type + " " + info.name;
  data.cudaIndex = info.cudaIndex = static_cast<int>(index);
  params.push_back(std::move(data));
  params.push_back(std::move(info));
  return true;
}

void OpenCLPrinter::printCArrayPart(const Expr *arg, bool data) {
  // CArrayParams guarantees that the object of every CArray call names a
  // kernel parameter.
  const auto *dre = dyn_cast<DeclRefExpr>(arg->IgnoreParenImpCasts());
  const auto *p = dre ? dyn_cast<ParmVarDecl>(dre->getDecl()) : nullptr;
  if (!p || cupyRecordOf(p->getType()).kind != CupyRecord::CArray) {
    internalError(arg->getBeginLoc(), "CArray object that is not a kernel parameter");
    return;
  }
  auto names = plan.carrayParams.find(p);
  if (names == plan.carrayParams.end()) {
    internalError(arg->getBeginLoc(), "CArray parameter without part names");
    return;
  }
  out << (data ? names->second.data : names->second.info);
}

bool OpenCLPrinter::printCArrayElementRef(const VarDecl *vd) {
  if (!isCArrayElementRef(vd))
    return false;
  QualType elem = cupyStorageType(ctx, vd->getType().getNonReferenceType());
  indent();
  out << declarator(ctx.getPointerType(elem), plan.nameOf(vd), {AddrSpace::Global}) << " = &"
      << exprText(vd->getInit()) << ";\n";
  return true;
}

} // namespace ultima
