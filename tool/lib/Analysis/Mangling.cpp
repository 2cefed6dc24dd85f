//===- Mangling.cpp - readable C names from C++ types ---------------------===//
#include "Mangling.h"
#include "../Builtins/CudaBuiltins.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/TemplateBase.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;

namespace ultima {
namespace {

const char *builtinMangling(const BuiltinType *bt) {
  switch (bt->getKind()) {
  case BuiltinType::Void:
    return "void";
  case BuiltinType::Bool:
    return "bool";
  case BuiltinType::Char_S:
  case BuiltinType::Char_U:
    return "char";
  case BuiltinType::SChar:
    return "schar";
  case BuiltinType::UChar:
    return "uchar";
  case BuiltinType::Short:
    return "short";
  case BuiltinType::UShort:
    return "ushort";
  case BuiltinType::Int:
    return "int";
  case BuiltinType::UInt:
    return "uint";
  case BuiltinType::Long:
    return "long";
  case BuiltinType::ULong:
    return "ulong";
  case BuiltinType::LongLong:
    return "longlong";
  case BuiltinType::ULongLong:
    return "ulonglong";
  case BuiltinType::Float:
    return "float";
  case BuiltinType::Double:
    return "double";
  case BuiltinType::Half:
  case BuiltinType::Float16:
    return "half";
  case BuiltinType::NullPtr:
    return "nullptr";
  default:
    return "t";
  }
}

std::string integral(const llvm::APSInt &v) {
  std::string digits = llvm::toString(v.isNegative() ? -v : v, 10);
  return v.isNegative() ? "m" + digits : digits; // `m` for minus: `f_m2`
}

std::string mangleTemplateArg(const TemplateArgument &arg, const TranslationPlan &plan) {
  switch (arg.getKind()) {
  case TemplateArgument::Type:
    return mangleType(arg.getAsType(), plan);
  case TemplateArgument::Integral:
    if (arg.getIntegralType()->isBooleanType())
      return arg.getAsIntegral().getBoolValue() ? "true" : "false";
    return integral(arg.getAsIntegral());
  case TemplateArgument::NullPtr:
    return "nullptr";
  case TemplateArgument::Declaration:
    return plan.nameOf(arg.getAsDecl());
  case TemplateArgument::Template:
    if (const TemplateDecl *td = arg.getAsTemplate().getAsTemplateDecl())
      return td->getNameAsString();
    return "tmpl";
  case TemplateArgument::Pack: {
    std::string s;
    for (const TemplateArgument &p : arg.pack_elements()) {
      std::string one = mangleTemplateArg(p, plan);
      s += (s.empty() || one.empty() ? "" : "_") + one;
    }
    return s.empty() ? "none" : s;
  }
  default:
    return "arg";
  }
}

} // namespace

std::string mangleType(QualType type, const TranslationPlan &plan) {
  // Typedefs are transparent, as in C++ overloading: mangle the canonical type.
  QualType c = type.getCanonicalType();
  std::string quals;
  if (c.isConstQualified())
    quals += "c";
  if (c.isVolatileQualified())
    quals += "v";
  const Type *t = c.getTypePtr();
  if (const auto *bt = dyn_cast<BuiltinType>(t))
    return quals + builtinMangling(bt);
  if (const auto *pt = dyn_cast<PointerType>(t))
    return quals + mangleType(pt->getPointeeType(), plan) + "p";
  if (const auto *rt = dyn_cast<LValueReferenceType>(t))
    return quals + mangleType(rt->getPointeeType(), plan) + "r";
  if (const auto *rt = dyn_cast<RValueReferenceType>(t))
    return quals + mangleType(rt->getPointeeType(), plan) + "rr";
  if (const auto *at = dyn_cast<ConstantArrayType>(t))
    return quals + mangleType(at->getElementType(), plan) + "a" +
           llvm::toString(at->getSize(), 10, false);
  if (const auto *at = dyn_cast<ArrayType>(t))
    return quals + mangleType(at->getElementType(), plan) + "a";
  if (const auto *tt = dyn_cast<TagType>(t)) {
    const TagDecl *tag = tt->getDecl();
    if (isPreludeDecl(tag))
      return quals + tag->getName().str();
    if (!tag->getIdentifier() && !tag->getTypedefNameForAnonDecl() &&
        !plan.names.count(tag->getCanonicalDecl()))
      return quals + "anon";
    return quals + plan.nameOf(tag);
  }
  return quals + "t";
}

static std::string mangleArgList(const TemplateArgumentList *args, const TranslationPlan &plan) {
  if (!args)
    return "";
  std::string s;
  for (const TemplateArgument &arg : args->asArray()) {
    std::string one = mangleTemplateArg(arg, plan);
    s += (s.empty() || one.empty() ? "" : "_") + one;
  }
  return s;
}

std::string mangleTemplateArgs(const FunctionDecl *fd, const TranslationPlan &plan) {
  return mangleArgList(fd->getTemplateSpecializationArgs(), plan);
}

std::string mangleRecordTemplateArgs(const RecordDecl *rd, const TranslationPlan &plan) {
  const auto *spec = dyn_cast<ClassTemplateSpecializationDecl>(rd);
  return spec ? mangleArgList(&spec->getTemplateArgs(), plan) : "";
}

std::string mangleParams(const FunctionDecl *fd, const TranslationPlan &plan) {
  std::string s;
  for (const ParmVarDecl *p : fd->parameters())
    s += (s.empty() ? "" : "_") + mangleType(p->getType(), plan);
  return s;
}

bool keepsSourceName(const FunctionDecl *fd) {
  if (fd->isExternC())
    return true;
  for (const auto *a : fd->specific_attrs<AnnotateAttr>())
    if (a->getAnnotation() == "ultima_keep_name")
      return true;
  return false;
}

} // namespace ultima
