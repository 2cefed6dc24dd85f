//===- StructParamPrinter.cpp - struct kernel parameters, field by field --===//
///
/// \file
/// A kernel parameter `a` whose record type holds a pointer, `bool` or
/// `size_t` member is passed one OpenCL argument per leaf
/// (TranslationPlan::structParams, Analysis/StructParams.cpp): `a__in`
/// (`__global float *`), `a__inner__p`, `a__ptrs__1`, `a__flag` (`uchar`),
/// `a__count` (`ulong`); under Options::pointerOffsets a pointer leaf is a
/// buffer and a byte offset (`a__in__base`, `a__in__offset`). The kernel
/// body begins by rebuilding `a` as a private struct of the original type,
/// so everything else prints as for any struct variable. The manifest
/// entries say where each leaf lies in the host's argument bytes.
///
//===----------------------------------------------------------------------===//
#include "OpenCLPrinter.h"
#include "clang/AST/Decl.h"
#include <functional>

using namespace clang;

namespace ultima {

namespace {
/// A field printed inline without a name (an anonymous struct member).
bool anonymous(const TranslationPlan &plan, const FieldDecl *f) {
  return !f->getIdentifier() && !plan.names.count(f);
}

/// How one leaf is named: its OpenCL argument (`a__inner__p`), its access
/// in the rebuilt struct (`a.inner.p`), and its CUDA path (`inner.p`).
struct LeafNames {
  std::string arg, access, field;
};
} // namespace

static LeafNames leafNames(const TranslationPlan &plan, const ParmVarDecl *p,
                           const StructParamLeaf &leaf,
                           const std::function<std::string(const StructParamStep &)> &baseName) {
  LeafNames n{plan.nameOf(p), plan.nameOf(p), ""};
  for (const StructParamStep &step : leaf.path) {
    if (step.index >= 0) {
      n.arg += "__" + std::to_string(step.index);
      n.access += "[" + std::to_string(step.index) + "]";
      n.field += "[" + std::to_string(step.index) + "]";
    } else if (step.base) {
      std::string member = baseName(step); // C++ names a base's field directly
      n.arg += "__" + member;
      n.access += "." + member;
    } else if (!anonymous(plan, step.field)) {
      n.arg += "__" + plan.nameOf(step.field);
      n.access += "." + plan.nameOf(step.field);
      n.field += (n.field.empty() ? "" : ".") + step.field->getNameAsString();
    }
  }
  return n;
}

bool OpenCLPrinter::structKernelParameters(const ParmVarDecl *p, unsigned index,
                                           std::vector<KernelParameter> &params) {
  auto it = plan.structParams.find(p);
  if (it == plan.structParams.end())
    return false;
  unsigned long long argumentSize = ctx.getTypeSizeInChars(p->getType()).getQuantity();
  auto baseName = [&](const StructParamStep &step) {
    return baseMember(step.derived, step.base, p->getLocation());
  };
  for (const StructParamLeaf &leaf : it->second) {
    LeafNames names = leafNames(plan, p, leaf, baseName);
    const std::string &name = names.arg;
    KernelParameter param;
    PointerSpaces global{AddrSpace::Global};
    if (leaf.type->isPointerType()) {
      std::string buffer = leaf.bufferOffset ? name + "__base" : name;
      param = pointerParameter(KernelParameter::Kind::Buffer, buffer, leaf.type->getPointeeType(),
                               global, kernelParamDeclarator(leaf.type, buffer, global));
    } else {
      param.kind = KernelParameter::Kind::Value;
      param.name = name;
      param.declaration = kernelParamDeclarator(leaf.type, name, {});
      param.type = StringRef(kernelParamDeclarator(
                                 leaf.type.getCanonicalType().getUnqualifiedType(), "", {}))
                       .trim()
                       .str();
    }
    param.size = leaf.size;
    param.fieldOffset = static_cast<long long>(leaf.offset);
    param.argumentSize = argumentSize;
    param.field = names.field;
    param.cudaIndex = static_cast<int>(index);
    params.push_back(param);
    if (leaf.bufferOffset) {
      KernelParameter offset;
      offset.kind = KernelParameter::Kind::BufferOffset;
      offset.name = name + "__offset";
      offset.declaration = "ulong " + offset.name;
      offset.type = "ulong";
      offset.cudaIndex = static_cast<int>(index);
      params.push_back(std::move(offset));
    }
  }
  return true;
}

void OpenCLPrinter::printStructParams(const FunctionVariant &v) {
  for (const ParmVarDecl *p : v.decl->parameters()) {
    auto it = plan.structParams.find(p);
    if (it == plan.structParams.end())
      continue;
    std::string name = plan.nameOf(p);
    indent();
    out << declarator(p->getType().getUnqualifiedType(), name, {}) << ";\n";
    auto baseName = [&](const StructParamStep &step) {
      return baseMember(step.derived, step.base, p->getLocation());
    };
    for (const StructParamLeaf &leaf : it->second) {
      LeafNames names = leafNames(plan, p, leaf, baseName);
      const std::string &arg = names.arg;
      indent();
      out << names.access << " = ";
      if (leaf.bufferOffset) {
        PointerSpaces global{AddrSpace::Global};
        out << "(" << StringRef(declarator(leaf.type, "", global)).rtrim() << ")((__global uchar *)"
            << arg << "__base + " << arg << "__offset)";
      } else {
        out << arg;
      }
      out << ";\n";
    }
  }
}

} // namespace ultima
