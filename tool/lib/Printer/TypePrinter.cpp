//===- TypePrinter.cpp - OpenCL C spelling of types and declarators --------===//
///
/// \file
/// Builds C declarators inside out (`float (*p)[4]`), maps CUDA's integer
/// widths onto OpenCL's (`long long` -> `long`, `unsigned int` -> `uint`),
/// prelude typedefs such as `uint32_t` onto the OpenCL type, CUDA vector
/// records onto OpenCL vectors (3-component ones onto
/// layout-preserving structs), and puts the address space from the plan on
/// each pointee.
///
//===----------------------------------------------------------------------===//
#include "../Builtins/CudaBuiltins.h"
#include "../Builtins/CupyBuiltins.h"
#include "OpenCLPrinter.h"
#include "clang/AST/Type.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;

namespace ultima {
namespace {

const char *builtinName(const BuiltinType *bt) {
  switch (bt->getKind()) {
  case BuiltinType::Void:
    return "void";
  case BuiltinType::Bool:
    return "bool";
  case BuiltinType::Char_S:
  case BuiltinType::SChar:
    return "char";
  case BuiltinType::Char_U:
  case BuiltinType::UChar:
  case BuiltinType::Char8:
    return "uchar";
  case BuiltinType::Short:
    return "short";
  case BuiltinType::UShort:
  case BuiltinType::Char16:
  case BuiltinType::WChar_U:
    return "ushort";
  case BuiltinType::Int:
  case BuiltinType::WChar_S:
    return "int";
  case BuiltinType::UInt:
  case BuiltinType::Char32:
    return "uint";
  case BuiltinType::Long:
  case BuiltinType::LongLong:
    return "long";
  case BuiltinType::ULong:
  case BuiltinType::ULongLong:
    return "ulong";
  case BuiltinType::Half:
  case BuiltinType::Float16:
    return "half";
  case BuiltinType::Float:
    return "float";
  case BuiltinType::Double:
    return "double";
  default:
    return nullptr;
  }
}

std::string qualifierPrefix(Qualifiers q) {
  std::string s;
  if (q.hasConst())
    s += "const ";
  if (q.hasVolatile())
    s += "volatile ";
  return s;
}

std::string join(const std::string &base, const std::string &decl) {
  if (decl.empty())
    return base;
  if (decl.front() == '*' || decl.front() == '(' || decl.front() == '[')
    return base + " " + decl;
  return base + " " + decl;
}

} // namespace

std::string OpenCLPrinter::declarator(QualType type, const std::string &name,
                                      ArrayRef<AddrSpace> spaces, AddrSpace objectSpace,
                                      bool assignable) const {
  // Cleared once the walk leaves the declared object (at a pointer, a
  // reference or a function type): only the object's own `const` goes.
  bool dropConst = assignable;
  // `pointeeSpace` is the address space qualifier to put on this (pointee) type.
  std::function<std::string(QualType, std::string, ArrayRef<AddrSpace>, AddrSpace)> build =
      [&](QualType t, std::string decl, ArrayRef<AddrSpace> sp,
          AddrSpace pointeeSpace) -> std::string {
    for (unsigned guard = 0; guard < 64; ++guard) {
      Qualifiers quals = t.getLocalQualifiers();
      const Type *ty = t.getTypePtr();
      if (dropConst) {
        quals.removeConst();
        // A typedef that hides the const is spelled out.
        if (const auto *td = dyn_cast<TypedefType>(ty);
            td && ctx.getBaseElementType(t).isConstQualified()) {
          t = ctx.getQualifiedType(td->getDecl()->getUnderlyingType(), quals);
          continue;
        }
      }
      std::string space = pointeeSpace == AddrSpace::Unknown
                              ? ""
                              : std::string(addrSpaceKeyword(pointeeSpace)) + " ";

      if (const auto *td = dyn_cast<TypedefType>(ty)) {
        const TypedefNameDecl *tdd = td->getDecl();
        // A typedef of a pointer cannot carry the inferred address space:
        // spell the pointer out wherever one is needed.
        bool needsSpace = !sp.empty() && sp.front() != AddrSpace::Unknown;
        if (needsSpace && (t->isPointerType() || t->isArrayType()) && !isPreludeDecl(tdd)) {
          t = ctx.getQualifiedType(tdd->getUnderlyingType(), quals);
          continue;
        }
        if (!isPreludeDecl(tdd) && !tdd->getDeclContext()->isFunctionOrMethod() &&
            plan.names.count(cast<NamedDecl>(tdd->getCanonicalDecl())))
          return join(space + qualifierPrefix(quals) + plan.nameOf(tdd), decl);
        if (!isPreludeDecl(tdd) && tdd->getDeclContext()->isFunctionOrMethod())
          return join(space + qualifierPrefix(quals) + plan.nameOf(tdd), decl);
        StringRef n = tdd->getName();
        if (isPreludeDecl(tdd) && (n == "size_t" || n == "ptrdiff_t"))
          return join(space + qualifierPrefix(quals) + n.str(), decl);
        t = ctx.getQualifiedType(tdd->getUnderlyingType(), quals);
        continue;
      }
      if (const auto *bt = dyn_cast<BuiltinType>(ty)) {
        const char *n = builtinName(bt);
        return join(space + qualifierPrefix(quals) + (n ? n : "int"), decl);
      }
      if (const auto *pt = dyn_cast<PointerType>(ty)) {
        dropConst = false;
        // This pointer object itself lives in `pointeeSpace` (set when it is
        // pointed to, or for a hoisted/program-scope object).
        std::string inner = "*" + space;
        if (quals.hasConst())
          inner += "const ";
        if (quals.hasVolatile())
          inner += "volatile ";
        if (quals.hasRestrict())
          inner += "restrict ";
        inner += decl; // "*const name": the qualifier already ends in a space
        QualType pointee = pt->getPointeeType();
        if (pointee->isArrayType() || pointee->isFunctionType())
          inner = "(" + inner + ")";
        AddrSpace as = sp.empty() ? AddrSpace::Unknown : sp.front();
        return build(pointee, inner, sp.empty() ? sp : sp.drop_front(), as);
      }
      if (const auto *rt = dyn_cast<ReferenceType>(ty)) {
        dropConst = false;
        // References are lowered to pointers.
        std::string inner = "*" + decl;
        if (rt->getPointeeType()->isArrayType() || rt->getPointeeType()->isFunctionType())
          inner = "(" + inner + ")";
        AddrSpace as = sp.empty() ? AddrSpace::Unknown : sp.front();
        return build(rt->getPointeeType(), inner, sp.empty() ? sp : sp.drop_front(), as);
      }
      if (const auto *cat = dyn_cast<ConstantArrayType>(ty)) {
        std::string d = decl + "[" + std::to_string(cat->getSize().getZExtValue()) + "]";
        QualType elem = ctx.getQualifiedType(cat->getElementType(), quals);
        t = elem;
        decl = d;
        continue;
      }
      if (const auto *iat = dyn_cast<IncompleteArrayType>(ty)) {
        decl += "[]";
        t = ctx.getQualifiedType(iat->getElementType(), quals);
        continue;
      }
      if (const auto *rt = dyn_cast<RecordType>(ty)) {
        const RecordDecl *rd = rt->getDecl();
        std::string n;
        if (isPreludeDecl(rd))
          n = openclVectorTypeName(rd);
        if (n.empty())
          n = halfTypeName(rd); // __half, __half2: their bits (ushort, ushort2)
        if (n.empty())
          n = cupyTypeName(rd); // CArray_N, CIndexer_N
        if (n.empty())
          n = plan.nameOf(rd);
        return join(space + qualifierPrefix(quals) + n, decl);
      }
      if (const auto *et = dyn_cast<EnumType>(ty)) {
        const EnumDecl *ed = et->getDecl();
        // The prelude's enums (cudaError, cudaMemcpyKind...) are never
        // emitted: their values are their integer type's.
        if (isPreludeDecl(ed))
          return join(space + qualifierPrefix(quals) + typeName(ed->getIntegerType()), decl);
        std::string n = ed->getIdentifier() || ed->getTypedefNameForAnonDecl()
                            ? plan.nameOf(ed)
                            : typeName(ed->getIntegerType());
        if (!ed->getIdentifier() && ed->getTypedefNameForAnonDecl())
          n = plan.nameOf(ed->getTypedefNameForAnonDecl());
        return join(space + qualifierPrefix(quals) + n, decl);
      }
      if (const auto *ft = dyn_cast<FunctionProtoType>(ty)) {
        dropConst = false;
        std::string params;
        for (unsigned i = 0; i < ft->getNumParams(); ++i)
          params += (i ? ", " : "") + typeName(ft->getParamType(i));
        decl += "(" + (params.empty() ? std::string("void") : params) + ")";
        t = ft->getReturnType();
        continue;
      }
      if (const auto *vt = dyn_cast<ExtVectorType>(ty)) {
        return join(space + qualifierPrefix(quals) + typeName(vt->getElementType()) +
                        std::to_string(vt->getNumElements()),
                    decl);
      }
      QualType next = t.getSingleStepDesugaredType(ctx);
      if (next == t)
        return join(space + qualifierPrefix(quals) + "int /* unsupported type */", decl);
      t = ctx.getQualifiedType(next, quals + next.getLocalQualifiers());
    }
    return decl;
  };
  return build(type, name, spaces, objectSpace);
}

QualType OpenCLPrinter::hoistedType(const VarDecl *v) const {
  QualType type = v->getType();
  for (QualType t = type;;) {
    if (const auto *td = dyn_cast<TypedefType>(t.getTypePtr());
        td && td->getDecl()->getDeclContext()->isFunctionOrMethod())
      return type.getCanonicalType(); // a block-scope typedef is named somewhere
    if (const ArrayType *at = ctx.getAsArrayType(t)) {
      t = at->getElementType();
      continue;
    }
    QualType next = t.getSingleStepDesugaredType(ctx);
    if (next == t)
      return type;
    t = next;
  }
}

std::string OpenCLPrinter::kernelParamDeclarator(QualType type, const std::string &name,
                                                 ArrayRef<AddrSpace> spaces) const {
  QualType canonical = type.getCanonicalType();
  std::string qual = type.isConstQualified() ? "const " : "";
  if (canonical->isBooleanType())
    return qual + "uchar " + name; // bool is not a valid kernel argument type
  if (const auto *td = type->getAs<TypedefType>()) {
    StringRef n = td->getDecl()->getName();
    if (isPreludeDecl(td->getDecl()) && (n == "size_t" || n == "ptrdiff_t"))
      return qual + (n == "size_t" ? "ulong " : "long ") + name;
  }
  return declarator(type, name, spaces);
}

} // namespace ultima
