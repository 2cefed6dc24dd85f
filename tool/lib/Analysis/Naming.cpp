//===- Naming.cpp - the final C name of every emitted declaration ----------===//
///
/// \file
/// C has one flat namespace: namespaces are flattened into prefixes
/// (`ns::f` -> `ns_f`), scoped enumerators get their enum's name
/// (`Color::Red` -> `Color_Red`), and functions emitted in several
/// address-space variants get a suffix per pointer parameter (`g`lobal,
/// `l`ocal, `c`onstant, `p`rivate). Identifiers OpenCL C reserves (`half`,
/// `global`, `kernel`, `clamp`, ...) are renamed. Every synthesized name is
/// checked against every identifier the input's lexer saw, so it can never
/// capture or shadow a user name; the result is deterministic. Naming also
/// owns the names the C lowering adds inside a scope (the printer only reads
/// them): the member holding a base class (`base_B`, free among the derived
/// record's fields), the parameters for unnamed ones (`unused_param<i>`) and
/// the two parts of a CuPy CArray kernel parameter (`a_data`, `a_info`),
/// free among the function's parameters and every identifier of the input,
/// the filler field of an empty record (`empty_`), and the parameters that
/// carry device symbols (one name per variable, free among the parameters
/// and locals of every function that receives it).
///
//===----------------------------------------------------------------------===//
#include "../Builtins/CudaBuiltins.h"
#include "../Builtins/CupyBuiltins.h"
#include "../Plan/Classes.h"
#include "AnalysisState.h"
#include "Mangling.h"
#include "ReservedNames.h"
#include "ultima/compat/ClangCompat.h"
#include "ultima/compat/LambdaCaptures.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/StringSet.h"
#include <algorithm>
#include <functional>
#include <map>
#include <set>

using namespace clang;

namespace ultima {
namespace {

class NameAllocator {
public:
  explicit NameAllocator(ASTContext &ctx) : idents(ctx.Idents) {}

  /// \p wanted itself when it is a legal OpenCL name not taken yet at top
  /// level, else the first free `wanted_`, `wanted_1`, ...
  /// Neither may be in \p avoid (C names of a scope the name is used in).
  std::string topLevel(StringRef wanted, bool isSourceName,
                       const std::set<std::string> *avoid = nullptr) {
    if (!isOpenCLReservedName(wanted) && !taken.contains(wanted) && !inTakenPrefix(wanted) &&
        (isSourceName || !seenByLexer(wanted)) && !(avoid && avoid->count(wanted.str()))) {
      taken.insert(wanted);
      return wanted.str();
    }
    return fresh(wanted, avoid);
  }

  /// A name no identifier of the input uses and not handed out before (nor
  /// in \p avoid).
  std::string fresh(StringRef base, const std::set<std::string> *avoid = nullptr) {
    for (unsigned i = 0;; ++i) {
      std::string candidate = i == 0 ? (base + "_").str() : (base + "_" + Twine(i)).str();
      if (!isOpenCLReservedName(candidate) && !taken.contains(candidate) &&
          !inTakenPrefix(candidate) && !seenByLexer(candidate) &&
          !(avoid && avoid->count(candidate))) {
        taken.insert(candidate);
        return candidate;
      }
    }
  }

  /// A synthesized name in a scope of its own (a parameter of one function):
  /// \p wanted when no identifier of the input, no synthesized top-level name
  /// and nothing in \p scope uses it, else the first free `wanted_`,
  /// `wanted_1`, ...; recorded in \p scope only.
  std::string scoped(StringRef wanted, std::set<std::string> &scope) const {
    for (unsigned i = 0;; ++i) {
      std::string candidate = i == 0   ? wanted.str()
                              : i == 1 ? (wanted + "_").str()
                                       : (wanted + "_" + Twine(i - 1)).str();
      if (!isOpenCLReservedName(candidate) && !taken.contains(candidate) &&
          !inTakenPrefix(candidate) && !seenByLexer(candidate) && scope.insert(candidate).second)
        return candidate;
    }
  }

  /// A synthesized member name of a record whose members are \p members (C
  /// names): \p wanted, else the first free `wanted_`, `wanted_1`, ...;
  /// recorded in \p members.
  static std::string member(StringRef wanted, std::set<std::string> &members) {
    for (unsigned i = 0;; ++i) {
      std::string candidate = i == 0   ? wanted.str()
                              : i == 1 ? (wanted + "_").str()
                                       : (wanted + "_" + Twine(i - 1)).str();
      if (!isOpenCLReservedName(candidate) && members.insert(candidate).second)
        return candidate;
    }
  }

  /// A prefix of names (`<prefix><n>`) that no identifier of the input and no
  /// name handed out starts with: \p base, else `base_`, `base_1`, ...
  std::string freePrefix(StringRef base) {
    for (unsigned i = 0;; ++i) {
      std::string candidate = i == 0   ? base.str()
                              : i == 1 ? (base + "_").str()
                                       : (base + "_" + Twine(i - 1) + "_").str();
      auto startsWithCandidate = [&](StringRef name) {
        return compat::startsWith(name, candidate);
      };
      bool used = llvm::any_of(taken.keys(), startsWithCandidate);
      for (auto it = idents.begin(); !used && it != idents.end(); ++it)
        used = startsWithCandidate(it->getKey());
      if (!used) {
        takenPrefixes.push_back(candidate);
        return candidate;
      }
    }
  }

  /// Local names only need to avoid reserved words and synthesized names.
  std::string local(StringRef wanted) {
    if (!isOpenCLReservedName(wanted) && !(taken.contains(wanted) && synthesized(wanted)))
      return wanted.str();
    return fresh(wanted);
  }

private:
  bool seenByLexer(StringRef name) const { return idents.find(name) != idents.end(); }
  bool synthesized(StringRef name) const { return !seenByLexer(name); }
  bool inTakenPrefix(StringRef name) const {
    return llvm::any_of(
        takenPrefixes, [&](const std::string &prefix) { return compat::startsWith(name, prefix); });
  }

  IdentifierTable &idents;
  llvm::StringSet<> taken;
  std::vector<std::string> takenPrefixes;
};

std::string namespacePrefix(const Decl *d) {
  std::string prefix;
  for (const DeclContext *dc = d->getDeclContext(); dc; dc = dc->getParent()) {
    if (const auto *ns = dyn_cast<NamespaceDecl>(dc)) {
      if (ns->isAnonymousNamespace() || ns->isInline())
        continue;
      prefix = ns->getName().str() + "_" + prefix;
    } else if (const auto *rd = dyn_cast<RecordDecl>(dc)) {
      if (rd->getIdentifier())
        prefix = rd->getName().str() + "_" + prefix;
    }
  }
  return prefix;
}

char spaceLetter(AddrSpace as) {
  switch (as) {
  case AddrSpace::Global:
    return 'g';
  case AddrSpace::Local:
    return 'l';
  case AddrSpace::Constant:
    return 'c';
  case AddrSpace::Private:
    return 'p';
  case AddrSpace::Unknown:
    break;
  }
  return 'u';
}

/// The function a block-scope variable is declared in (lexically: an extern
/// declaration's semantic context is the translation unit).
const FunctionDecl *owningFunction(const VarDecl *v) {
  const auto *fd = dyn_cast_or_null<FunctionDecl>(v->getLexicalDeclContext());
  return fd && fd->getDefinition() ? fd->getDefinition() : fd;
}

/// How many variables named \p name \p fd declares, in any scope.
unsigned localNameCount(const FunctionDecl *fd, StringRef name) {
  struct Counter : RecursiveASTVisitor<Counter> {
    StringRef name;
    unsigned count = 0;
    bool VisitVarDecl(VarDecl *v) {
      count += v->getIdentifier() && v->getName() == name;
      return true;
    }
  } counter;
  counter.name = name;
  for (const ParmVarDecl *p : fd->parameters())
    counter.VisitVarDecl(const_cast<ParmVarDecl *>(p));
  counter.TraverseStmt(fd->getBody());
  return counter.count;
}

class LocalNamer : public RecursiveASTVisitor<LocalNamer> {
public:
  LocalNamer(TranslationPlan &plan, NameAllocator &names) : plan(plan), names(names) {}
  bool VisitVarDecl(VarDecl *v) {
    if (v->isLocalVarDeclOrParm() && v->getIdentifier() && !plan.names.count(v))
      rename(v);
    return true;
  }
  bool VisitLabelStmt(LabelStmt *l) {
    rename(l->getDecl());
    return true;
  }
  /// A block-scope record printed in place (not hoisted) needs a C tag:
  /// `struct { int t; } a, b;` is `struct anonymous_ {...}; anonymous_ a, b;`,
  /// and `typedef struct { ... } T;` is the struct named T. C11 anonymous
  /// members (printed inline) and hoisted records (named with the top-level
  /// ones) keep what they have.
  bool VisitRecordDecl(RecordDecl *rd) {
    if (rd->isThisDeclarationADefinition())
      records.push_back(rd);
    const auto *canonical = cast<NamedDecl>(rd->getCanonicalDecl());
    if (rd->getIdentifier() || rd->isAnonymousStructOrUnion() || plan.names.count(canonical) ||
        !rd->isThisDeclarationADefinition() || !rd->getParentFunctionOrMethod())
      return true;
    if (const auto *cxx = dyn_cast<CXXRecordDecl>(rd); cxx && cxx->isLambda())
      return true;
    if (const TypedefNameDecl *td = rd->getTypedefNameForAnonDecl())
      plan.names[canonical] = plan.nameOf(td);
    else
      plan.names[canonical] = names.fresh("anonymous");
    return true;
  }
  void rename(const NamedDecl *d) {
    if (!d->getIdentifier())
      return;
    std::string name = names.local(d->getName());
    if (name != d->getName())
      plan.names[cast<NamedDecl>(d->getCanonicalDecl())] = name;
  }

  /// Record definitions met in function bodies, in traversal order.
  std::vector<const RecordDecl *> records;

private:
  TranslationPlan &plan;
  NameAllocator &names;
};

/// The C names of the fields of \p rd, C11 anonymous members' inline.
void collectFieldNames(const TranslationPlan &plan, const RecordDecl *rd,
                       std::set<std::string> &names) {
  for (const FieldDecl *f : rd->fields()) {
    if (!f->getIdentifier() && f->isAnonymousStructOrUnion()) {
      if (const RecordDecl *inner = f->getType()->getAsRecordDecl())
        collectFieldNames(plan, inner, names);
      continue;
    }
    names.insert(plan.nameOf(f));
  }
}

/// `base_<B>` for each non-empty base B of \p rd (its leading members in C),
/// renamed where a field of \p rd already has that name.
void nameBaseMembers(TranslationPlan &plan, const RecordDecl *rd) {
  const auto *cxx = dyn_cast<CXXRecordDecl>(rd);
  if (!cxx || !cxx->hasDefinition())
    return;
  cxx = cxx->getDefinition();
  std::set<std::string> members;
  collectFieldNames(plan, cxx, members);
  for (const CXXBaseSpecifier &base : cxx->bases()) {
    const CXXRecordDecl *b = base.getType()->getAsCXXRecordDecl();
    if (!b || b->isEmpty())
      continue;
    auto key = std::make_pair(cxx->getCanonicalDecl(), b->getCanonicalDecl());
    if (!plan.baseMembers.count(key))
      plan.baseMembers[key] = NameAllocator::member("base_" + plan.nameOf(b), members);
  }
}

/// The names of unnamed parameters (`unused_param<i>`) and of the two
/// OpenCL parameters of each CArray kernel parameter (`a_data`, `a_info`),
/// free in the function's parameter scope.
void nameSynthesizedParams(TranslationPlan &plan, NameAllocator &names) {
  std::set<const FunctionDecl *> done;
  for (unsigned idx = 0; idx < plan.variants.size(); ++idx) {
    const FunctionDecl *fd = plan.variants[idx].decl;
    bool isKernel = plan.kernels.count(idx);
    if (!fd || !done.insert(fd).second)
      continue;
    std::set<std::string> scope;
    for (const ParmVarDecl *p : fd->parameters())
      if (p->getIdentifier())
        scope.insert(plan.nameOf(p));
    for (unsigned i = 0; i < fd->getNumParams(); ++i) {
      const ParmVarDecl *p = fd->getParamDecl(i);
      if (!p->getIdentifier())
        plan.names[p] = names.scoped("unused_param" + std::to_string(i), scope);
      if (isTextureObjectType(p->getType()))
        plan.textureParams[p] = names.scoped(plan.nameOf(p) + "_data", scope);
      if (textureKind(p->getType()) == "texture object") {
        std::string base = plan.nameOf(p);
        plan.textureImageParams[p] = {
            names.scoped(base + "_image2d", scope), names.scoped(base + "_image3d", scope),
            names.scoped(base + "_layers", scope), names.scoped(base + "_sampler", scope)};
      }
      if (isKernel && cupyRecordOf(p->getType()).kind == CupyRecord::CArray) {
        std::string base = plan.nameOf(p);
        plan.carrayParams[p] = {names.scoped(base + "_data", scope),
                                names.scoped(base + "_info", scope)};
      }
    }
  }
}

/// The C names declared in \p fd's scopes: parameters (synthesized ones
/// included) and every local variable.
std::set<std::string> declaredNames(const TranslationPlan &plan, const FunctionDecl *fd) {
  struct Collector : RecursiveASTVisitor<Collector> {
    const TranslationPlan &plan;
    std::set<std::string> names;
    explicit Collector(const TranslationPlan &plan) : plan(plan) {}
    bool VisitVarDecl(VarDecl *v) {
      names.insert(plan.nameOf(v));
      return true;
    }
  } collector(plan);
  for (const ParmVarDecl *p : fd->parameters()) {
    collector.VisitVarDecl(const_cast<ParmVarDecl *>(p));
    if (auto texture = plan.textureParams.find(p); texture != plan.textureParams.end())
      collector.names.insert(texture->second);
    if (auto images = plan.textureImageParams.find(p); images != plan.textureImageParams.end())
      for (const std::string *n : {&images->second.image2d, &images->second.image3d,
                                   &images->second.layered, &images->second.sampler})
        collector.names.insert(*n);
    auto carray = plan.carrayParams.find(p);
    if (carray != plan.carrayParams.end()) {
      collector.names.insert(carray->second.data);
      collector.names.insert(carray->second.info);
    }
  }
  collector.TraverseStmt(fd->getBody());
  return collector.names;
}

/// Device symbols: one parameter name per variable, shared by every kernel
/// and helper that takes it (so that call sites pass it on by name). It is
/// the variable's C name (namespace or class prefix included) unless that is
/// reserved, taken at top level, or declared (a parameter, a local) in one of
/// the functions that receive it; then a fresh one.
void nameDeviceSymbols(AnalysisState &state, NameAllocator &names,
                       const std::function<std::string(const Decl *)> &prefixOf) {
  TranslationPlan &plan = state.plan;
  std::vector<const VarDecl *> order;
  std::map<const VarDecl *, std::set<std::string>> avoid;
  auto receiver = [&](const FunctionDecl *fd, const std::vector<DeviceSymbol> &symbols) {
    if (symbols.empty())
      return;
    std::set<std::string> declared = declaredNames(plan, fd);
    for (const DeviceSymbol &s : symbols) {
      if (!avoid.count(s.var))
        order.push_back(s.var);
      avoid[s.var].insert(declared.begin(), declared.end());
    }
  };
  for (const FunctionDecl *fd : state.functions) {
    for (unsigned idx : plan.variantsOf.lookup(fd->getCanonicalDecl()))
      if (auto it = plan.kernels.find(idx); it != plan.kernels.end())
        receiver(fd, it->second.symbols);
    auto it = plan.symbolParams.find(fd->getCanonicalDecl());
    if (it != plan.symbolParams.end())
      receiver(fd, it->second);
  }
  for (const VarDecl *v : order) {
    std::string prefix = prefixOf(v);
    std::string name = names.topLevel(prefix + v->getName().str(), prefix.empty(), &avoid[v]);
    plan.names[v] = name;
    plan.deviceSymbols[v].name = name;
    if (plan.deviceSymbols[v].texture) {
      DeviceSymbol &symbol = plan.deviceSymbols[v];
      symbol.dataName = names.topLevel(name + "_data", false, &avoid[v]);
      if (!symbol.surface) // a surface is a buffer only
        symbol.images = {names.topLevel(name + "_image2d", false, &avoid[v]),
                         names.topLevel(name + "_image3d", false, &avoid[v]),
                         names.topLevel(name + "_layers", false, &avoid[v]),
                         names.topLevel(name + "_sampler", false, &avoid[v])};
    }
  }
  auto rename = [&](std::vector<DeviceSymbol> &symbols) {
    for (DeviceSymbol &s : symbols) {
      s.name = plan.nameOf(s.var);
      s.dataName = plan.deviceSymbol(s.var)->dataName;
      s.images = plan.deviceSymbol(s.var)->images;
    }
  };
  for (auto &entry : plan.kernels)
    rename(entry.second.symbols);
  for (auto &entry : plan.symbolParams)
    rename(entry.second);
}

} // namespace

namespace {

/// One naming run: the allocator of top-level names and the decisions that
/// depend on each other, one method per kind of declaration.
class Namer {
public:
  explicit Namer(AnalysisState &state) : state(state), plan(state.plan), names(state.ctx) {
    for (const EmitItem &item : plan.emitOrder)
      if (item.kind == EmitItem::Function)
        ++overloadCount[overloadKey(cast<FunctionDecl>(item.decl))];
  }

  void run() {
    for (const EmitItem &item : plan.emitOrder) {
      switch (item.kind) {
      case EmitItem::Record:
        nameRecord(cast<RecordDecl>(item.decl));
        break;
      case EmitItem::Enum:
        nameEnum(cast<EnumDecl>(item.decl));
        break;
      case EmitItem::Typedef:
      case EmitItem::GlobalVar:
        nameVariableOrTypedef(cast<NamedDecl>(item.decl));
        break;
      case EmitItem::Prototype:
        break;
      case EmitItem::Function:
        nameFunction(cast<FunctionDecl>(item.decl));
        break;
      }
    }
    LocalNamer locals(plan, names);
    nameLocals(locals);
    // Synthesized members and parameters, once every declaration has its name.
    for (const EmitItem &item : plan.emitOrder)
      if (item.kind == EmitItem::Record)
        nameBaseMembers(plan, cast<RecordDecl>(item.decl));
    for (const RecordDecl *rd : locals.records)
      nameBaseMembers(plan, rd);
    // An empty record's only member: nothing can collide with it.
    plan.emptyRecordField = "empty_";
    plan.arrayLoopIndexPrefix = names.freePrefix("ultima_i");
    if (!plan.pipelineRoleSplits.empty())
      plan.roleSplitFlag = names.freePrefix("ultima_role");
    // The frames, labels and temporaries of recursion lowered to iteration.
    if (plan.recursion.components)
      plan.recursion.prefix = names.freePrefix("ultima_rec_");
    nameSynthesizedParams(plan, names);
    nameHoistedShared();
    nameDeviceSymbols(state, names, [this](const Decl *d) { return variablePrefix(d); });
    nameDynamicShared();
  }

private:
  void setName(const NamedDecl *d, const std::string &name) {
    plan.names[cast<NamedDecl>(d->getCanonicalDecl())] = name;
  }

  // Overloads (C++ functions sharing a qualified name, and template
  // specialisations sharing their arguments too) get their parameter types.
  // Other clashes of C names (`ns::f` and `ns_f`) are the allocator's: the
  // input's own spelling wins.
  std::string functionBase(const FunctionDecl *fd) {
    std::string base;
    const auto *md = dyn_cast<CXXMethodDecl>(fd);
    std::string owner = md ? plan.nameOf(md->getParent()) : "";
    if (isa<CXXConstructorDecl>(fd))
      base = "constructor_" + owner;
    else if (const auto *conv = dyn_cast<CXXConversionDecl>(fd))
      base = owner + "_operator_" + mangleType(conv->getConversionType(), plan);
    else if (fd->isOverloadedOperator())
      base = (md ? owner + "_" : namespacePrefix(fd)) + "operator_" + operatorSpelling(fd);
    else
      base = (md ? owner + "_" : namespacePrefix(fd)) + fd->getNameAsString();
    std::string targs = mangleTemplateArgs(fd, plan);
    return targs.empty() ? base : base + "_" + targs;
  }

  std::string overloadKey(const FunctionDecl *fd) {
    // Members by their class's C name: two lambdas' operator() are no overloads.
    if (isa<CXXMethodDecl>(fd))
      return functionBase(fd);
    return fd->getQualifiedNameAsString() + "<" + mangleTemplateArgs(fd, plan) + ">";
  }

  /// A static data member: its class's C name (Traits_float_size).
  std::string variablePrefix(const Decl *d) {
    if (const auto *owner = dyn_cast<RecordDecl>(d->getDeclContext()))
      return plan.nameOf(owner) + "_";
    return namespacePrefix(d);
  }

  /// `<function>_lambda`; a lambda in a lambda's body `<function>_lambda_lambda`.
  static std::string closureBaseName(const CXXRecordDecl *closure) {
    const auto *owner = dyn_cast_or_null<FunctionDecl>(closure->getParentFunctionOrMethod());
    if (const auto *md = dyn_cast_or_null<CXXMethodDecl>(owner); md && md->getParent()->isLambda())
      return closureBaseName(md->getParent()) + "_lambda";
    return (owner && owner->getIdentifier() ? owner->getName().str() : "fn") + "_lambda";
  }

  void nameRecord(const RecordDecl *rd) {
    std::string base = rd->getName().str();
    if (base.empty())
      if (const TypedefNameDecl *td = rd->getTypedefNameForAnonDecl())
        base = td->getName().str();
    if (const auto *cxx = dyn_cast<CXXRecordDecl>(rd); cxx && cxx->isLambda()) {
      // A closure: `<function>_lambda`, its fields named after the captures.
      base = closureBaseName(cxx);
      for (auto &[captured, field] : compat::captureFields(cxx)) {
        std::string name = captured->getNameAsString();
        setName(field, isOpenCLReservedName(name) ? names.fresh(name) : name);
      }
      if (const FieldDecl *thisField = compat::capturedThisField(cxx)) {
        if (thisFieldName.empty()) // one name, free of every user name, for all closures
          thisFieldName = names.fresh("this");
        setName(thisField, thisFieldName);
      }
    }
    std::string targs = mangleRecordTemplateArgs(rd, plan);
    bool isLambda = isa<CXXRecordDecl>(rd) && cast<CXXRecordDecl>(rd)->isLambda();
    bool isSource = !base.empty() && namespacePrefix(rd).empty() && targs.empty() && !isLambda;
    if (base.empty())
      base = "anonymous";
    if (!targs.empty())
      base += "_" + targs; // Vec<float, 3> -> Vec_float_3
    setName(rd, names.topLevel(namespacePrefix(rd) + base, isSource));
    for (const FieldDecl *f : rd->fields())
      if (f->getIdentifier() && isOpenCLReservedName(f->getName()))
        setName(f, names.fresh(f->getName()));
  }

  void nameEnum(const EnumDecl *ed) {
    std::string prefix = namespacePrefix(ed);
    std::string base = ed->getName().str();
    if (base.empty())
      if (const TypedefNameDecl *td = ed->getTypedefNameForAnonDecl())
        base = td->getName().str();
    if (!base.empty())
      setName(ed, names.topLevel(prefix + base, prefix.empty()));
    for (const EnumConstantDecl *c : ed->enumerators()) {
      std::string cPrefix = ed->isScoped() ? plan.nameOf(ed) + "_" : prefix;
      setName(c, names.topLevel(cPrefix + c->getName().str(), cPrefix.empty()));
    }
  }

  void nameVariableOrTypedef(const NamedDecl *nd) {
    std::string prefix = variablePrefix(nd);
    if (const auto *td = dyn_cast<TypedefNameDecl>(nd))
      if (const TagDecl *tag = td->getUnderlyingType()->getAsTagDecl())
        if (tag->getTypedefNameForAnonDecl() == td)
          return; // printed as the anonymous record's own name
    setName(nd, names.topLevel(prefix + nd->getName().str(), prefix.empty()));
  }

  void nameFunction(const FunctionDecl *fd) {
    std::string base = functionBase(fd);
    bool isSource = base == fd->getNameAsString();
    if (keepsSourceName(fd)) {
      base = fd->getNameAsString();
      isSource = true;
    } else if (overloadCount[overloadKey(fd)] > 1) {
      std::string params = mangleParams(fd, plan);
      // `T &operator[](int)` and `const T &operator[](int) const` differ only here.
      if (const auto *md = dyn_cast<CXXMethodDecl>(fd); md && md->isConst())
        params += params.empty() ? "const" : "_const";
      if (!params.empty()) {
        base += "_" + params;
        isSource = false;
      }
    }
    const auto &variants = plan.variantsOf[fd->getCanonicalDecl()];
    for (unsigned idx : variants) {
      FunctionVariant &v = plan.variants[idx];
      std::string wanted = base;
      if (variants.size() > 1) {
        wanted += "_";
        if (takesThis(fd))
          wanted += spaceLetter(v.thisSpace);
        for (const PointerSpaces &p : v.paramSpaces)
          for (AddrSpace as : p)
            wanted += spaceLetter(as);
      }
      v.name = names.topLevel(wanted, isSource && variants.size() == 1);
    }
  }

  void nameLocals(LocalNamer &locals) {
    for (const FunctionDecl *fd : state.functions) {
      // An expanded parameter pack gives several parameters one name.
      std::set<std::string> paramNames;
      for (const ParmVarDecl *p : fd->parameters()) {
        locals.VisitVarDecl(const_cast<ParmVarDecl *>(p));
        if (p->getIdentifier() && !paramNames.insert(plan.nameOf(p)).second)
          plan.names[p] = names.fresh(p->getName());
      }
      locals.TraverseStmt(fd->getBody());
    }
  }

  void nameHoistedShared() {
    // Hoisted __shared__ variables: a kernel's own keep their names where they
    // can; a helper's are prefixed with the helper's name. One name per variable,
    // shared by every kernel that hoists it and by the helper parameters.
    std::set<const VarDecl *> named;
    auto nameShared = [&](const VarDecl *v) {
      if (!named.insert(v).second)
        return;
      const auto *owner = owningFunction(v);
      std::string name;
      if (owner && owner->hasAttr<CUDAGlobalAttr>() && localNameCount(owner, v->getName()) == 1)
        name = names.topLevel(v->getName(), true);
      else if (owner && owner->hasAttr<CUDAGlobalAttr>())
        name = names.fresh(v->getName()); // another local shares the name in some scope
      else if (owner)
        name =
            names.topLevel((owner->getIdentifier() ? owner->getName().str() : functionBase(owner)) +
                               "_" + v->getName().str(),
                           false); // an operator or constructor has no identifier
      else
        name = names.topLevel(plan.nameOf(v), true);
      plan.names[v] = name;
    };
    for (auto &[idx, kernel] : plan.kernels)
      for (HoistedShared &h : kernel.hoisted) {
        nameShared(h.var);
        h.name = plan.nameOf(h.var);
      }
    for (auto &entry : plan.sharedParams)
      for (HoistedShared &h : entry.second) {
        nameShared(h.var);
        h.name = plan.nameOf(h.var);
      }
  }

  void nameDynamicShared() {
    bool anyDynamic = !plan.takesDynamicShared.empty();
    for (auto &[idx, kernel] : plan.kernels) {
      if (kernel.dynamicShared.empty())
        continue;
      const VarDecl *first = kernel.dynamicShared.front();
      if (kernel.dynamicShared.size() == 1 && owningFunction(first) == plan.variants[idx].decl &&
          plan.takesDynamicShared.empty()) {
        kernel.dynamicSharedParam = plan.nameOf(first);
      } else {
        anyDynamic = true;
      }
    }
    if (anyDynamic) {
      plan.dynamicSharedName = names.topLevel("dynamic_smem", false);
      for (auto &[idx, kernel] : plan.kernels)
        if (!kernel.dynamicShared.empty() && kernel.dynamicSharedParam.empty())
          kernel.dynamicSharedParam = plan.dynamicSharedName;
    }
  }

  AnalysisState &state;
  TranslationPlan &plan;
  NameAllocator names;
  std::map<std::string, unsigned> overloadCount;
  /// The closure field of a lambda's captured `this`.
  std::string thisFieldName;
};

} // namespace

void runNaming(AnalysisState &state) { Namer(state).run(); }

} // namespace ultima
