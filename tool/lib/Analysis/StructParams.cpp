//===- StructParams.cpp - struct kernel parameters, one argument per leaf --===//
///
/// \file
/// OpenCL C kernel arguments cannot hold a pointer, a `bool` or a `size_t`
/// (OpenCL C 1.2, 6.9), but CUDA programs pass structs of device pointers by
/// value all the time (`struct Args { float *in, *out; int n; }`). Such a
/// parameter is flattened: each leaf of its record type (a pointer, a
/// `bool`, a `size_t`, or a field or array element that holds none of them,
/// through bases, nested records and fixed-size arrays) is an OpenCL
/// argument of its own, and the kernel body rebuilds a private struct of the
/// original type from them (Printer/StructParamPrinter.cpp), so that the
/// rest of the translation sees the parameter it expects.
///
/// Each leaf records its byte offset and size in the host's object: the
/// launch manifest carries them, and libultima-cudart reads each field out of
/// the argument bytes the program passed. The offsets are the device parse's
/// record layout; Clang's NVPTX target copies the host target's type sizes
/// and alignments (pointers, integers, floating types) so that a struct has
/// the same layout on both sides, which the executed tests check against the
/// host compiler's `offsetof`.
///
/// A pointer leaf points to `__global` (a kernel's pointer arguments point
/// to device memory): the field's address space is decided here, before the
/// address-space analysis, so a field that device code also points
/// elsewhere is a located ultima-address-space-conflict.
///
/// Refused (ultima-unsupported-kernel-param, at the parameter): a pointer to
/// a pointer (the pointers it points to are device addresses the device
/// cannot follow), a union holding such a member (its bytes have no one
/// meaning), an anonymous union member (no name to assign it by), an array
/// of unknown size, and more than MaxLeaves leaves.
///
//===----------------------------------------------------------------------===//
#include "../Basic/Diagnostics.h"
#include "../Builtins/CudaBuiltins.h"
#include "../Builtins/CupyBuiltins.h"
#include "AnalysisState.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/RecordLayout.h"

using namespace clang;

namespace ultima {
namespace {

/// More leaves than this is a struct that should live in device memory.
constexpr size_t MaxLeaves = 128;

bool isPreludeSize(QualType t) {
  for (const auto *td = t->getAs<TypedefType>(); td;
       td = td->getDecl()->getUnderlyingType()->getAs<TypedefType>()) {
    StringRef n = td->getDecl()->getName();
    if (isPreludeDecl(td->getDecl()) && (n == "size_t" || n == "ptrdiff_t"))
      return true;
  }
  return false;
}

/// Whether \p t (as written, for `size_t`) holds a member OpenCL kernel
/// arguments cannot: a pointer, a reference, a `bool` or a `size_t`.
bool needsFlattening(QualType t) {
  QualType c = t.getCanonicalType();
  if (const auto *at = dyn_cast<ArrayType>(c.getTypePtr()))
    return needsFlattening(at->getElementType());
  if (c->isPointerType() || c->isReferenceType() || c->isBooleanType() || isPreludeSize(t))
    return true;
  const RecordDecl *rd = c->getAsRecordDecl();
  if (!rd || !rd->getDefinition())
    return false;
  rd = rd->getDefinition();
  if (const auto *cxx = dyn_cast<CXXRecordDecl>(rd))
    for (const CXXBaseSpecifier &base : cxx->bases())
      if (needsFlattening(base.getType()))
        return true;
  for (const FieldDecl *f : rd->fields())
    if (needsFlattening(f->getType()))
      return true;
  return false;
}

class Flattener {
public:
  Flattener(AnalysisState &state, const ParmVarDecl *param) : state(state), param(param) {}

  /// The leaves of the parameter, or nothing once a refusal is reported.
  std::optional<std::vector<StructParamLeaf>> run() {
    walk(param->getType(), 0);
    if (failed)
      return std::nullopt;
    if (leaves.size() > MaxLeaves) {
      refuse("has more fields and array elements to pass than the " + std::to_string(MaxLeaves) +
             " ultima passes as separate OpenCL arguments; keep the large part in device "
             "memory and pass a pointer to it");
      return std::nullopt;
    }
    return std::move(leaves);
  }

private:
  void refuse(const std::string &why) {
    if (failed)
      return;
    failed = true;
    state.diags.report(DiagID::UnsupportedKernelParam, param->getLocation(),
                       "kernel parameter '" + param->getNameAsString() + "' " + why);
  }

  std::string where() const {
    std::string s = param->getNameAsString();
    for (const StructParamStep &step : path) {
      if (step.index >= 0)
        s += "[" + std::to_string(step.index) + "]";
      else if (step.field && step.field->getIdentifier())
        s += "." + step.field->getNameAsString();
    }
    return s;
  }

  void leaf(QualType t, unsigned long long offset) {
    StructParamLeaf l;
    l.path = path;
    l.type = t;
    l.offset = offset;
    l.size = state.ctx.getTypeSizeInChars(t).getQuantity();
    leaves.push_back(std::move(l));
  }

  void walk(QualType t, unsigned long long offset) {
    if (failed)
      return;
    QualType c = t.getCanonicalType();
    if (c->isReferenceType())
      return refuse("has a reference member ('" + where() + "'), which cannot be passed");
    if (const auto *at = dyn_cast<ArrayType>(c.getTypePtr()))
      return walkArray(at, offset);
    if (c->isPointerType()) {
      if (c->getPointeeType()->isPointerType() || c->getPointeeType()->isReferenceType())
        return refuse("has a pointer-to-pointer member ('" + where() +
                      "'): the pointers it points to are device addresses that OpenCL "
                      "kernels cannot follow; pass each buffer as its own pointer");
      markGlobal();
      return leaf(t, offset);
    }
    const RecordDecl *rd = c->getAsRecordDecl();
    if (!rd || !needsFlattening(t))
      return leaf(t, offset);
    rd = rd->getDefinition();
    if (rd->isUnion())
      return refuse("holds a union with a pointer, bool or size_t member ('" + where() +
                    "'), which OpenCL kernel arguments cannot hold and which cannot be "
                    "passed field by field");
    walkRecord(rd, offset);
  }

  void walkArray(const ArrayType *at, unsigned long long offset) {
    const auto *sized = dyn_cast<ConstantArrayType>(at);
    if (!sized)
      return refuse("has an array member of unknown size ('" + where() + "')");
    QualType element = at->getElementType();
    unsigned long long size = state.ctx.getTypeSizeInChars(element).getQuantity();
    unsigned long long n = sized->getSize().getZExtValue();
    for (unsigned long long i = 0; i < n && !failed && leaves.size() <= MaxLeaves; ++i) {
      path.push_back(StructParamStep{nullptr, nullptr, nullptr, static_cast<long long>(i)});
      walk(element, offset + i * size);
      path.pop_back();
    }
  }

  void walkRecord(const RecordDecl *rd, unsigned long long offset) {
    const ASTRecordLayout &layout = state.ctx.getASTRecordLayout(rd);
    if (const auto *cxx = dyn_cast<CXXRecordDecl>(rd))
      for (const CXXBaseSpecifier &base : cxx->bases()) {
        const CXXRecordDecl *b = base.getType()->getAsCXXRecordDecl();
        if (!b || b->isEmpty() || base.isVirtual())
          continue; // a virtual base is refused (ultima-unsupported-virtual)
        path.push_back(StructParamStep{nullptr, cxx, b, -1});
        walk(base.getType(), offset + layout.getBaseClassOffset(b).getQuantity());
        path.pop_back();
      }
    for (const FieldDecl *f : rd->fields()) {
      if (f->isBitField())
        return refuse("has a bit-field ('" + where() + "." + f->getNameAsString() + "')");
      unsigned long long at =
          offset +
          state.ctx.toCharUnitsFromBits(layout.getFieldOffset(f->getFieldIndex())).getQuantity();
      path.push_back(StructParamStep{f, nullptr, nullptr, -1});
      // An anonymous member has no name to assign it by: C reaches its
      // fields directly, so a struct's are leaves; a union's would overlap.
      if (const RecordDecl *inner = f->isAnonymousStructOrUnion()
                                        ? f->getType()->getAsRecordDecl()->getDefinition()
                                        : nullptr) {
        if (inner->isUnion())
          return refuse("has an anonymous union member, which cannot be passed field by "
                        "field; give the union member a name");
        walkRecord(inner, at);
      } else {
        walk(f->getType(), at);
      }
      path.pop_back();
    }
  }

  /// The field holding this pointer leaf points to __global.
  void markGlobal() {
    for (auto step = path.rbegin(); step != path.rend(); ++step)
      if (step->field) {
        PointerSpaces &spaces = state.plan.declSpaces[step->field];
        if (spaces.empty())
          spaces.push_back(AddrSpace::Global);
        return;
      }
  }

  AnalysisState &state;
  const ParmVarDecl *param;
  std::vector<StructParamStep> path;
  std::vector<StructParamLeaf> leaves;
  bool failed = false;
};

} // namespace

void runStructParams(AnalysisState &state) {
  for (const FunctionDecl *k : state.kernels)
    for (const ParmVarDecl *p : k->parameters()) {
      QualType t = p->getType();
      if (t->isReferenceType() || !t->getAsRecordDecl() ||
          cupyRecordOf(t).kind != CupyRecord::None || isTextureObjectType(t) || !needsFlattening(t))
        continue;
      if (std::optional<std::vector<StructParamLeaf>> leaves = Flattener(state, p).run())
        state.plan.structParams[p] = std::move(*leaves);
    }
}

} // namespace ultima
