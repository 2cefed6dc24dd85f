//===- DeclPrinter.cpp - records, enums, typedefs, constants, functions ----===//
///
/// \file
/// Declarations: one record printer for file-scope and local records (bases
/// as leading members named by Naming, then fields; an empty record gets
/// Naming's filler field), enums as a typedef of their C++ underlying type
/// plus an anonymous enum of constants, typedefs, program-scope constants,
/// function signatures (kernels, helpers with their trailing __local
/// parameters, constructors returning `this`) and definitions, local
/// variables (a constructor call after the object, a reference as the
/// pointer it is).
///
//===----------------------------------------------------------------------===//
#include "../Builtins/CudaBuiltins.h"
#include "../Builtins/CupyBuiltins.h"
#include "../Plan/Classes.h"
#include "OpenCLPrinter.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/GlobalDecl.h"
#include "clang/AST/Mangle.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace ultima {

PointerSpaces OpenCLPrinter::varSpaces(const ValueDecl *d) const {
  if (currentVariant)
    if (const auto *v = dyn_cast<VarDecl>(d)) {
      auto it = currentVariant->varSpaces.find(v);
      if (it != currentVariant->varSpaces.end())
        return it->second;
    }
  auto it = plan.declSpaces.find(d);
  if (it != plan.declSpaces.end())
    return it->second;
  return {}; // not a pointer: AddressSpaces records every pointer the printer declares
}

static const char *tagKeyword(const RecordDecl *rd) { return rd->isUnion() ? "union" : "struct"; }

/// ` __attribute__((aligned(N)))` for a declaration that asks for its
/// alignment (`__align__(N)`, `alignas`, `__attribute__((aligned))`), so that
/// the C layout keeps C++'s size and alignment (a 12-byte struct aligned to
/// 16 is 16 bytes in arrays on both sides); "" otherwise.
static std::string explicitAlignment(const Decl *d, CharUnits alignment) {
  if (!d->hasAttr<AlignedAttr>())
    return "";
  return " __attribute__((aligned(" + std::to_string(alignment.getQuantity()) + ")))";
}

void OpenCLPrinter::printRecordTypedefs() {
  bool any = false;
  for (const EmitItem &item : plan.emitOrder)
    if (item.kind == EmitItem::Record) {
      const auto *rd = cast<RecordDecl>(item.decl);
      std::string n = plan.nameOf(rd);
      out << "typedef " << tagKeyword(rd) << " " << n << " " << n << ";\n";
      any = true;
    }
  if (any)
    out << "\n";
}

void OpenCLPrinter::printRecord(const RecordDecl *rd, bool local) {
  if (local) {
    // C has no nested scopes for tags: records defined inside this one come
    // first (C11 anonymous members are printed inline).
    for (const Decl *inner : rd->decls())
      if (const auto *nested = dyn_cast<RecordDecl>(inner))
        if (nested->isThisDeclarationADefinition() && !nested->isAnonymousStructOrUnion() &&
            !(isa<CXXRecordDecl>(nested) && cast<CXXRecordDecl>(nested)->isInjectedClassName()))
          printRecord(nested, /*local=*/true);
  } else {
    lineDirective(rd->getBeginLoc());
  }
  std::string name = plan.nameOf(rd);
  indent();
  out << tagKeyword(rd) << explicitAlignment(rd, ctx.getTypeAlignInChars(ctx.getRecordType(rd)))
      << " " << name << " {\n";
  ++depth;
  if (!printRecordMembers(rd)) {
    indent();
    out << "char " << plan.emptyRecordField << "; /* C++ gives an empty class size 1 */\n";
  }
  --depth;
  indent();
  out << "};\n";
  if (!local) {
    out << "\n";
    return;
  }
  indent();
  out << "typedef " << tagKeyword(rd) << " " << name << " " << name << ";\n";
}

bool OpenCLPrinter::printRecordMembers(const RecordDecl *rd) {
  bool any = false;
  if (const auto *cxx = dyn_cast<CXXRecordDecl>(rd))
    for (const CXXBaseSpecifier &base : cxx->bases()) {
      // Non-virtual bases become leading members (C++ lays them out first).
      if (const CXXRecordDecl *b = base.getType()->getAsCXXRecordDecl())
        if (!b->isEmpty()) {
          indent();
          out << declarator(base.getType(), baseMember(cxx, b, base.getBeginLoc())) << ";\n";
          any = true;
        }
    }
  return printRecordFields(rd) || any;
}

bool OpenCLPrinter::printRecordFields(const RecordDecl *rd) {
  bool any = false;
  for (const FieldDecl *f : rd->fields()) {
    any = true;
    indent();
    // Unnamed fields with a plan name are a lambda's captures.
    std::string name = f->getIdentifier() || plan.names.count(f) ? plan.nameOf(f) : "";
    if (name.empty() && f->isAnonymousStructOrUnion()) {
      const RecordDecl *inner = f->getType()->getAsRecordDecl();
      out << tagKeyword(inner) << " {\n";
      ++depth;
      printRecordFields(inner);
      --depth;
      indent();
      out << "};\n";
      continue;
    }
    // A const member is assigned by the constructor that initialises it
    // (constructor_T runs in C after the object exists), so the C field is
    // not const; C++ already checked that nothing else writes it.
    out << declarator(f->getType(), name, varSpaces(f), AddrSpace::Unknown, /*assignable=*/true)
        << explicitAlignment(f, ctx.getDeclAlign(f)) << ";\n";
  }
  return any;
}

void OpenCLPrinter::printEnum(const EnumDecl *ed) {
  lineDirective(ed->getBeginLoc());
  bool named = ed->getIdentifier() || ed->getTypedefNameForAnonDecl();
  if (named) {
    std::string n =
        ed->getIdentifier() ? plan.nameOf(ed) : plan.nameOf(ed->getTypedefNameForAnonDecl());
    // C enums are int-sized; keep C++'s underlying type for layout.
    out << "typedef " << typeName(ed->getIntegerType()) << " " << n << ";\n";
  }
  out << "enum {";
  bool first = true;
  for (const EnumConstantDecl *c : ed->enumerators()) {
    out << (first ? "\n" : ",\n");
    first = false;
    out << "  " << plan.nameOf(c);
    if (const Expr *init = c->getInitExpr()) {
      out << " = ";
      printExpr(init);
    }
  }
  out << "\n};\n\n";
}

void OpenCLPrinter::printTypedef(const TypedefNameDecl *td) {
  if (const TagDecl *tag = td->getUnderlyingType()->getAsTagDecl())
    if (tag->getTypedefNameForAnonDecl() == td)
      return; // the anonymous record/enum is printed under this name
  lineDirective(td->getBeginLoc());
  out << "typedef " << declarator(td->getUnderlyingType(), plan.nameOf(td)) << ";\n\n";
}

void OpenCLPrinter::printGlobalVar(const VarDecl *vd) {
  const VarDecl *def = vd->getDefinition() ? vd->getDefinition() : vd;
  lineDirective(def->getBeginLoc());
  QualType t = def->getType();
  out << declarator(t, plan.nameOf(vd), varSpaces(vd), AddrSpace::Constant);
  if (const Expr *init = def->getInit()) {
    out << " = ";
    printInit(init, t);
  }
  out << ";\n\n";
}

std::vector<std::string> OpenCLPrinter::parameterDeclarators(const FunctionVariant &v) {
  std::vector<std::string> params;
  const FunctionDecl *fd = v.decl;
  if (takesThis(fd))
    params.push_back(thisDeclarator(v, "this"));
  for (unsigned i = 0; i < fd->getNumParams(); ++i) {
    const ParmVarDecl *p = fd->getParamDecl(i);
    if (textureParameterDeclarators(p, params))
      continue;
    // Unnamed parameters have a name from Naming too.
    params.push_back(declarator(p->getType(), plan.nameOf(p), v.paramSpaces[i]));
  }
  return params;
}

KernelParameter OpenCLPrinter::pointerParameter(KernelParameter::Kind kind, const std::string &name,
                                                QualType pointee, ArrayRef<AddrSpace> spaces,
                                                std::string declaration) const {
  KernelParameter param;
  param.kind = kind;
  param.name = name;
  param.declaration = std::move(declaration);
  // The type itself, not a typedef's name: what a host needs to fill the buffer.
  param.type = typeName(pointee.getCanonicalType().getUnqualifiedType(), spaces.drop_front());
  param.addressSpace = StringRef(addrSpaceKeyword(spaces.front())).ltrim('_').str();
  return param;
}

std::vector<KernelParameter> OpenCLPrinter::kernelParameters(unsigned variantIdx) {
  const FunctionVariant &v = plan.variants[variantIdx];
  const KernelInfo &k = plan.kernels.at(variantIdx);
  const FunctionDecl *fd = v.decl;
  std::vector<KernelParameter> params;
  for (unsigned i = 0; i < fd->getNumParams(); ++i) {
    const ParmVarDecl *p = fd->getParamDecl(i);
    if (carrayKernelParameters(p, i, params) || textureKernelParameters(p, i, params) ||
        structKernelParameters(p, i, params))
      continue;
    QualType type = p->getType();
    // Unnamed parameters have a name from Naming too.
    std::string name = plan.nameOf(p);
    std::string declaration = kernelParamDeclarator(type, name, v.paramSpaces[i]);
    KernelParameter param;
    if (const OffsetPointerParam *offset = offsetParam(k, i)) {
      param = pointerParameter(KernelParameter::Kind::Buffer, offset->base, type->getPointeeType(),
                               v.paramSpaces[i],
                               kernelParamDeclarator(type, offset->base, v.paramSpaces[i]));
      param.cudaIndex = static_cast<int>(i);
      params.push_back(std::move(param));
      param = KernelParameter();
      param.kind = KernelParameter::Kind::BufferOffset;
      param.name = offset->offset;
      param.declaration = "ulong " + offset->offset;
      param.type = "ulong";
    } else if (type->isPointerType()) {
      param = pointerParameter(KernelParameter::Kind::Buffer, name, type->getPointeeType(),
                               v.paramSpaces[i], std::move(declaration));
    } else {
      param.kind = KernelParameter::Kind::Value;
      param.name = name;
      param.declaration = std::move(declaration);
      param.type = llvm::StringRef(
                       kernelParamDeclarator(type.getCanonicalType().getUnqualifiedType(), "", {}))
                       .trim()
                       .str();
      // CuPy's CIndexer is an empty class in CUDA; its OpenCL struct is the runtime's.
      if (cupyRecordOf(type).kind == CupyRecord::None)
        param.size = ctx.getTypeSizeInChars(type).getQuantity();
    }
    param.cudaIndex = static_cast<int>(i);
    params.push_back(std::move(param));
  }
  for (const DeviceSymbol &symbol : k.symbols) {
    if (symbol.texture) {
      textureReferenceKernelParameters(symbol, params);
      continue;
    }
    PointerSpaces spaces{symbol.space};
    KernelParameter param = pointerParameter(
        symbol.gridSync ? KernelParameter::Kind::GridSync : KernelParameter::Kind::Symbol,
        symbol.name, ctx.getBaseElementType(symbol.var->getType()), spaces,
        symbolDeclarator(symbol));
    param.symbol = symbol.var->getQualifiedNameAsString();
    param.size = ctx.getTypeSizeInChars(symbol.var->getType()).getQuantity();
    auto initial =
        symbol.gridSync ? plan.symbolInitialBytes.end() : plan.symbolInitialBytes.find(symbol.var);
    if (initial != plan.symbolInitialBytes.end())
      param.initialBytes = initial->second;
    params.push_back(std::move(param));
  }
  if (!k.dynamicShared.empty()) {
    QualType elem = ctx.UnsignedCharTy;
    if (k.dynamicSharedParam != plan.dynamicSharedName)
      elem = ctx.getAsArrayType(k.dynamicShared.front()->getType())->getElementType();
    params.push_back(pointerParameter(
        KernelParameter::Kind::DynamicShared, k.dynamicSharedParam, elem, {AddrSpace::Local},
        declarator(ctx.getPointerType(elem), k.dynamicSharedParam, {AddrSpace::Local})));
  }
  return params;
}

std::string OpenCLPrinter::hostRegisteredName(const FunctionDecl *fd) const {
  // As Clang's CUDA host compilation names the device side of a kernel
  // (CGNVCUDARuntime::getDeviceSideName): the kernel's own mangling.
  std::unique_ptr<MangleContext> mangler(ctx.createMangleContext());
  if (!mangler->shouldMangleDeclName(fd))
    return fd->getName().str();
  std::string name;
  llvm::raw_string_ostream os(name);
  mangler->mangleName(GlobalDecl(fd, KernelReferenceKind::Kernel), os);
  return os.str();
}

const OffsetPointerParam *OpenCLPrinter::offsetParam(const KernelInfo &kernel, unsigned index) {
  for (const OffsetPointerParam &p : kernel.offsetParams)
    if (p.index == index)
      return &p;
  return nullptr;
}

void OpenCLPrinter::printOffsetPointers(const FunctionVariant &v, const KernelInfo &kernel) {
  for (const OffsetPointerParam &p : kernel.offsetParams) {
    const ParmVarDecl *param = v.decl->getParamDecl(p.index);
    ArrayRef<AddrSpace> spaces = v.paramSpaces[p.index];
    indent();
    out << declarator(param->getType(), plan.nameOf(param), spaces) << " = ("
        << StringRef(declarator(param->getType(), "", spaces)).rtrim() << ")(("
        << addrSpaceKeyword(spaces.front()) << " uchar *)" << p.base << " + " << p.offset << ");\n";
  }
}

std::string OpenCLPrinter::symbolDeclarator(const DeviceSymbol &symbol) {
  if (symbol.texture)
    return textureReferenceDeclarators(symbol);
  PointerSpaces spaces{symbol.space};
  PointerSpaces own = varSpaces(symbol.var);
  spaces.append(own.begin(), own.end());
  return declarator(deviceSymbolParamType(ctx, symbol.var), symbol.name, spaces);
}

std::string OpenCLPrinter::signature(unsigned variantIdx) {
  const FunctionVariant &v = plan.variants[variantIdx];
  const FunctionDecl *fd = v.decl;
  auto kernelIt = plan.kernels.find(variantIdx);
  bool isKernel = kernelIt != plan.kernels.end();
  std::string params;
  auto add = [&](const std::string &p) { params += (params.empty() ? "" : ", ") + p; };
  if (isKernel) {
    KernelSignature kernel;
    kernel.name = v.name;
    kernel.cudaName = cudaName(fd);
    kernel.mangledName = hostRegisteredName(fd);
    PresumedLoc where = sm.getPresumedLoc(sm.getExpansionLoc(fd->getLocation()));
    if (where.isValid()) {
      kernel.file = where.getFilename();
      kernel.line = where.getLine();
    }
    kernel.params = kernelParameters(variantIdx);
    for (const KernelParameter &p : kernel.params)
      if (!p.declaration.empty()) // TextureImages: in its descriptor's declaration
        add(p.declaration);
    if (!printedKernels.count(variantIdx)) {
      printedKernels.insert(variantIdx);
      kernels.push_back(std::move(kernel));
    }
  } else {
    for (const std::string &p : parameterDeclarators(v))
      add(p);
    auto it = plan.sharedParams.find(fd->getCanonicalDecl());
    if (it != plan.sharedParams.end())
      for (const HoistedShared &h : it->second) {
        PointerSpaces spaces{AddrSpace::Local};
        PointerSpaces own = varSpaces(h.var);
        spaces.append(own.begin(), own.end());
        add(declarator(ctx.getPointerType(hoistedType(h.var)), h.name, spaces));
      }
    if (plan.takesDynamicShared.count(fd->getCanonicalDecl()))
      add("__local uchar *" + plan.dynamicSharedName);
    auto symbols = plan.symbolParams.find(fd->getCanonicalDecl());
    if (symbols != plan.symbolParams.end())
      for (const DeviceSymbol &symbol : symbols->second)
        add(symbolDeclarator(symbol));
    if (plan.predication.functions.count(fd->getCanonicalDecl()))
      add(std::string("int ") + PredicateParamName);
  }
  if (params.empty())
    params = "void";
  std::string head = v.name + "(" + params + ")";
  if (isKernel && kernelIt->second.warpSubGroups)
    return "__kernel __attribute__((intel_reqd_sub_group_size(32))) void " + head;
  if (isKernel)
    return "__kernel void " + head;
  // constructor_T returns `this`, so that temporaries can be built in expressions.
  std::string ret = isa<CXXConstructorDecl>(fd)
                        ? thisDeclarator(v, head)
                        : declarator(fd->getReturnType(), head, v.returnSpaces);
  if (fd->isInlineSpecified() || fd->hasAttr<AlwaysInlineAttr>())
    ret = "static inline " + ret; // C99: a plain inline definition is not an external one
  return ret;
}

void OpenCLPrinter::printFunction(const FunctionDecl *fd, bool definition) {
  auto it = plan.variantsOf.find(fd->getCanonicalDecl());
  if (it == plan.variantsOf.end())
    return;
  for (unsigned idx : it->second) {
    if (definition) {
      printFunctionDefinition(fd, idx);
      continue;
    }
    if (plan.kernels.count(idx))
      continue;
    out << signature(idx) << ";\n\n";
  }
}

void OpenCLPrinter::printFunctionDefinition(const FunctionDecl *fd, unsigned idx) {
  const FunctionVariant &v = plan.variants[idx];
  const FunctionDecl *def = v.decl;
  currentVariant = &v;
  auto kernelIt = plan.kernels.find(idx);
  currentKernel = kernelIt == plan.kernels.end() ? nullptr : &kernelIt->second;
  lineDirective(def->getBeginLoc());
  std::string sig = signature(idx);
  if (fd->hasAttr<NoInlineAttr>() && !currentKernel)
    sig = "__attribute__((noinline)) " + sig;
  out << sig << "\n";
  const auto *body = dyn_cast_or_null<CompoundStmt>(def->getBody());
  if (body && plan.recursion.lowered(def->getCanonicalDecl())) {
    printRecursiveDefinition(idx);
    out << "\n";
    currentVariant = nullptr;
    currentKernel = nullptr;
    return;
  }
  if (!body) {
    internalError(def->getBeginLoc(), "function body is not a compound statement");
    out << "{\n}\n\n";
    currentVariant = nullptr;
    currentKernel = nullptr;
    return;
  }
  regionCount = 0;
  if (plan.predication.functions.count(def->getCanonicalDecl()))
    activeFlag = PredicateParamName;
  printCompound(
      body,
      [&] {
        if (currentKernel) {
          printOffsetPointers(v, *currentKernel);
          printStructParams(v);
        }
        if (currentKernel)
          for (const HoistedShared &h : currentKernel->hoisted) {
            indent();
            out << declarator(hoistedType(h.var), h.name, varSpaces(h.var), AddrSpace::Local)
                << explicitAlignment(h.var, ctx.getDeclAlign(h.var)) << ";\n";
          }
        // File-scope `extern __shared__` arrays alias the dynamic buffer here.
        auto aliases = plan.fileScopeDynamicShared.find(fd->getCanonicalDecl());
        if (aliases != plan.fileScopeDynamicShared.end())
          for (const clang::VarDecl *v : aliases->second)
            printLocalVar(v);
        if (const auto *ctor = dyn_cast<CXXConstructorDecl>(def))
          printConstructorInits(ctor);
      },
      [&] {
        if (isa<CXXConstructorDecl>(def) && !(body->size() && isa<ReturnStmt>(body->body_back()))) {
          indent();
          out << "return this;\n";
        }
      });
  activeFlag.clear();
  out << "\n";
  currentVariant = nullptr;
  currentKernel = nullptr;
}

void OpenCLPrinter::printLocalDecl(const Decl *d) {
  if (const auto *vd = dyn_cast<VarDecl>(d)) {
    printLocalVar(vd);
  } else if (const auto *td = dyn_cast<TypedefNameDecl>(d)) {
    const TagDecl *tag = td->getUnderlyingType()->getAsTagDecl();
    if (tag && tag->getTypedefNameForAnonDecl() == td && isa<RecordDecl>(tag))
      return; // `typedef struct {...} T;`: the struct is named T
    indent();
    out << "typedef " << declarator(td->getUnderlyingType(), plan.nameOf(td)) << ";\n";
  } else if (const auto *rd = dyn_cast<RecordDecl>(d)) {
    if (rd->isThisDeclarationADefinition() && !plan.hoistedLocalRecords.count(rd))
      printRecord(rd, /*local=*/true);
  } else if (isa<StaticAssertDecl, UsingDecl, UsingDirectiveDecl, UsingShadowDecl,
                 NamespaceAliasDecl, EmptyDecl>(d)) {
    // Checked by Clang; nothing to emit.
  } else if (const auto *ed = dyn_cast<EnumDecl>(d)) {
    printLocalEnum(ed);
  } else {
    internalError(d->getLocation(), "cannot print this local declaration");
  }
}

void OpenCLPrinter::printLocalEnum(const EnumDecl *ed) {
  if (ed->getIdentifier()) {
    indent();
    out << "typedef " << typeName(ed->getIntegerType()) << " " << plan.nameOf(ed) << ";\n";
  }
  indent();
  out << "enum {";
  bool first = true;
  for (const EnumConstantDecl *c : ed->enumerators()) {
    out << (first ? " " : ", ") << plan.nameOf(c);
    first = false;
    if (c->getInitExpr()) {
      out << " = ";
      printExpr(c->getInitExpr());
    }
  }
  out << " };\n";
}

void OpenCLPrinter::printLocalVar(const VarDecl *vd) {
  if (SharedMemoryKind kind = sharedMemoryKind(vd); kind != SharedMemoryKind::None) {
    bool dynamic = kind == SharedMemoryKind::Dynamic;
    if (!dynamic)
      return; // hoisted to kernel scope
    std::string name = plan.nameOf(vd);
    if (currentKernel && currentKernel->dynamicSharedParam == name &&
        vd->getLexicalDeclContext()->isFunctionOrMethod())
      return; // it is the trailing kernel parameter itself
    QualType elem = ctx.getAsArrayType(vd->getType())
                        ? ctx.getAsArrayType(vd->getType())->getElementType()
                        : vd->getType();
    std::string source = currentKernel ? currentKernel->dynamicSharedParam : plan.dynamicSharedName;
    indent();
    out << declarator(ctx.getPointerType(elem), name, {AddrSpace::Local}) << " = ("
        << typeName(ctx.getPointerType(elem), {AddrSpace::Local}) << ")" << source << ";\n";
    return;
  }
  if (printCArrayElementRef(vd))
    return;
  indent();
  QualType t = vd->getType();
  const CXXConstructExpr *ce = vd->getInit() ? initializingConstruct(vd->getInit()) : nullptr;
  // A lowered recursive body restores its locals from frames, and a
  // constructor (`const T t(args);`) writes the object through its `this`:
  // no own const (the CUDA parse checked it).
  out << declarator(t, plan.nameOf(vd), varSpaces(vd), AddrSpace::Unknown,
                    recursionBody != nullptr || ce != nullptr);
  if (ce) {
    // `T t(args);`: the object, then its constructor.
    out << ";\n";
    indent();
    printConstructorCall(ce, [&] { out << "&" << plan.nameOf(vd); });
    out << ";\n";
    return;
  }
  if (const Expr *init = vd->getInit()) {
    bool trivialDefault = false;
    if (const auto *ce = dyn_cast<CXXConstructExpr>(init->IgnoreImplicit()))
      trivialDefault = ce->getNumArgs() == 0 && !isa<CXXTemporaryObjectExpr>(ce) &&
                       isNoOpConstructor(ce->getConstructor()) &&
                       vd->getInitStyle() != VarDecl::ListInit;
    if (t->isReferenceType()) {
      out << " = "; // a reference variable is a pointer to what it is bound to
      printAddressOf(init);
    } else if (!trivialDefault) {
      out << " = ";
      printInit(init, t);
    }
  }
  out << ";\n";
}

} // namespace ultima
