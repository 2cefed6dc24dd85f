//===- Reachability.cpp - what is emitted, and in which order -------------===//
///
/// \file
/// Roots are the input's kernels (or, for an input without kernels, its device
/// functions). Everything they use - functions, records, enums, typedefs,
/// program-scope constants - is reachable; nothing else is emitted. The
/// emission order is source order, which C++'s declare-before-use rule makes
/// a valid dependency order; a function declared before its definition keeps
/// its prototype at the declaration's position.
///
//===----------------------------------------------------------------------===//
#include "../Builtins/CudaBuiltins.h"
#include "../Frontend/Frontend.h"
#include "../Plan/Classes.h"
#include "AnalysisState.h"
#include "CallerPrototypes.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/MapVector.h"
#include <algorithm>
#include <map>
#include <set>

using namespace clang;

namespace ultima {
namespace {

class ReachabilityWalker : public RecursiveASTVisitor<ReachabilityWalker> {
  llvm::DenseSet<const Expr *> componentReads;

public:
  explicit ReachabilityWalker(AnalysisState &state) : state(state) {}

  bool shouldVisitTemplateInstantiations() const { return true; }
  bool shouldVisitImplicitCode() const { return true; }

  void addRoot(const FunctionDecl *fd) { useDecl(fd); }

  void drain() {
    while (!worklist.empty()) {
      const Decl *d = worklist.back();
      worklist.pop_back();
      scan(d);
    }
  }

  bool VisitDeclRefExpr(DeclRefExpr *e) {
    useDecl(e->getDecl());
    return true;
  }
  bool VisitMemberExpr(MemberExpr *e) {
    useDecl(e->getMemberDecl());
    // `threadIdx.x` calls a work-item function: no uint3 value is printed.
    if (const auto *dre = dyn_cast<DeclRefExpr>(e->getBase()->IgnoreParenImpCasts()))
      if (const auto *v = dyn_cast<VarDecl>(dre->getDecl()); v && workItemFunction(v))
        componentReads.insert(dre);
    return true;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *e) {
    if (isLoweredConstruct(e)) {
      useDecl(e->getConstructor());
      return true;
    }
    BuiltinCall builtin = classifyBuiltinCall(e->getConstructor());
    for (const std::string &snippet : builtin.snippets)
      useSnippet(snippet); // `__half h = 0;` needs half_int's conversion
    recordBuiltin(e, std::move(builtin));
    return true;
  }
  bool VisitCallExpr(CallExpr *e) {
    useDecl(e->getDirectCallee());
    BuiltinCall builtin = classifyBuiltinCall(e->getDirectCallee());
    for (const std::string &snippet : builtin.snippets)
      useSnippet(snippet);
    recordBuiltin(e, std::move(builtin));
    return true;
  }

  bool VisitGCCAsmStmt(GCCAsmStmt *s) {
    PtxRegister r = classifyPtxIdiom(*s);
    if (r == PtxRegister::None)
      return true; // refused by UnsupportedConstructs
    state.plan.ptxIdioms[s] = r;
    if (const char *snippet = ptxIdiomSnippet(r); *snippet)
      useSnippet(snippet);
    if (readsDeviceClock(r))
      if (const VarDecl *clock = deviceClockVar(state.ctx)) {
        state.plan.ptxClock = clock;
        useDecl(clock);
        useSnippet("atomic_int64_base");
      }
    return true;
  }

  /// The one classification of a call or construct expression that the
  /// printer reads (TranslationPlan::builtinCalls).
  void recordBuiltin(const Expr *e, BuiltinCall builtin) {
    if (builtin.kind != BuiltinCallKind::NotBuiltin)
      state.plan.builtinCalls[e] = std::move(builtin);
  }

  /// Schedules a polyfill after the ones it requires.
  void useSnippet(const std::string &name) {
    auto &list = state.plan.snippets;
    if (std::find(list.begin(), list.end(), name) != list.end())
      return;
    std::string chosen = targetSnippet(name, state.options.targetExtensions);
    if (chosen != name && std::find(list.begin(), list.end(), chosen) != list.end())
      return;
    for (const std::string &dep : snippetRequirements(chosen))
      useSnippet(dep);
    list.push_back(chosen);
  }
  bool VisitExpr(Expr *e) {
    if (componentReads.count(e))
      return true;
    // float -> double promotions of printf arguments need no fp64.
    if (const auto *ice = dyn_cast<ImplicitCastExpr>(e))
      if (ice->getCastKind() == CK_FloatingCast)
        return true;
    useType(e->getType());
    return true;
  }
  bool VisitValueDecl(ValueDecl *d) {
    // A texture or surface object parameter is declared with ultima_texture.
    if (isa<ParmVarDecl>(d) && isTextureObjectType(d->getType()))
      useSnippet("tex_core");
    if (isa<VarDecl>(d) && textureKind(d->getType()) == "texture reference")
      useSnippet("tex_core"); // a texture reference is a descriptor parameter
    useType(d->getType());
    return true;
  }
  bool VisitUnaryExprOrTypeTraitExpr(UnaryExprOrTypeTraitExpr *e) {
    if (e->isArgumentType())
      useType(e->getArgumentType());
    return true;
  }
  bool VisitExplicitCastExpr(ExplicitCastExpr *e) {
    useType(e->getTypeAsWritten());
    return true;
  }
  bool VisitTypedefNameDecl(TypedefNameDecl *d) {
    useDecl(d);
    return true;
  }

  void useRecord(const RecordDecl *rd) {
    std::string scalar = vector3ComponentType(rd);
    auto &list = state.plan.vector3Types;
    if (!scalar.empty() && std::find(list.begin(), list.end(), scalar) == list.end())
      list.push_back(scalar);
    for (const std::string &snippet : preludeTypeSnippets(rd))
      useSnippet(snippet); // e.g. the ultima_half typedef
    useDecl(rd);
  }

  void useType(QualType t) {
    for (unsigned depth = 0; !t.isNull() && depth < 64; ++depth) {
      const Type *ty = t.getTypePtr();
      if (const auto *td = dyn_cast<TypedefType>(ty))
        useDecl(td->getDecl());
      else if (const auto *rt = dyn_cast<RecordType>(ty))
        useRecord(rt->getDecl());
      else if (const auto *et = dyn_cast<EnumType>(ty))
        useDecl(et->getDecl());
      else if (ty->isSpecificBuiltinType(BuiltinType::Double))
        state.plan.needsFp64 = true;
      if (const auto *pt = dyn_cast<PointerType>(ty)) {
        t = pt->getPointeeType();
        continue;
      }
      if (const auto *rt = dyn_cast<ReferenceType>(ty)) {
        t = rt->getPointeeType();
        continue;
      }
      if (const auto *at = dyn_cast<ArrayType>(ty)) {
        t = at->getElementType();
        continue;
      }
      if (const auto *ft = dyn_cast<FunctionProtoType>(ty)) {
        for (QualType p : ft->getParamTypes())
          useType(p);
        t = ft->getReturnType();
        continue;
      }
      QualType next = t.getSingleStepDesugaredType(state.ctx);
      if (next == t)
        break;
      t = next;
    }
  }

  void useDecl(const Decl *d) {
    if (!d || isPreludeDecl(d))
      return;
    if (const auto *fd = dyn_cast<FunctionDecl>(d); fd && isStdValueCategoryCast(fd))
      return; // std::move(x) prints as x, whether the library gives it a body or not
    if (const auto *md = dyn_cast<CXXMethodDecl>(d))
      if (md->isTrivial())
        return; // trivial copy/move assignment prints as C's `=`
    if (!isa<FunctionDecl, VarDecl, RecordDecl, EnumDecl, TypedefNameDecl, EnumConstantDecl,
             FieldDecl>(d))
      return;
    if (const auto *ec = dyn_cast<EnumConstantDecl>(d)) {
      useDecl(cast<Decl>(ec->getDeclContext()));
      return;
    }
    if (const auto *fd = dyn_cast<FieldDecl>(d)) {
      useDecl(fd->getParent());
      return;
    }
    if (const auto *vd = dyn_cast<VarDecl>(d)) {
      if (vd->isLocalVarDeclOrParm())
        return; // scanned with its function
      if (libraryConstantValue(vd))
        return; // printed as its value
    }
    const Decl *canonical = d->getCanonicalDecl();
    if (!state.reachable.insert(canonical))
      return;
    worklist.push_back(canonical);
  }

private:
  void scan(const Decl *canonical) {
    if (const auto *fd = dyn_cast<FunctionDecl>(canonical)) {
      useType(fd->getType());
      if (const auto *md = dyn_cast<CXXMethodDecl>(fd))
        useDecl(md->getParent()); // the struct `this` points to
      if (const FunctionDecl *def = fd->getDefinition())
        TraverseDecl(const_cast<FunctionDecl *>(def));
      return;
    }
    if (const auto *rd = dyn_cast<RecordDecl>(canonical)) {
      if (const RecordDecl *def = rd->getDefinition()) {
        for (const FieldDecl *f : def->fields())
          useType(f->getType());
        if (const auto *cxx = dyn_cast<CXXRecordDecl>(def))
          for (const CXXBaseSpecifier &base : cxx->bases())
            useType(base.getType());
        // A nested record is printed before its parent.
        if (const auto *parent = dyn_cast<RecordDecl>(def->getDeclContext()))
          useDecl(parent);
      }
      return;
    }
    if (const auto *vd = dyn_cast<VarDecl>(canonical)) {
      if (vd->isStaticDataMember()) // emitted after its class
        useDecl(cast<RecordDecl>(vd->getDeclContext()));
      const VarDecl *def = vd->getDefinition() ? vd->getDefinition() : vd;
      useType(def->getType());
      if (const Expr *init = def->getInit())
        TraverseStmt(const_cast<Expr *>(init));
      return;
    }
    if (const auto *td = dyn_cast<TypedefNameDecl>(canonical)) {
      useType(td->getUnderlyingType());
      return;
    }
    if (const auto *ed = dyn_cast<EnumDecl>(canonical)) {
      if (const EnumDecl *def = ed->getDefinition())
        for (const EnumConstantDecl *c : def->enumerators())
          if (const Expr *init = c->getInitExpr())
            TraverseStmt(const_cast<Expr *>(init));
    }
  }

  AnalysisState &state;
  std::vector<const Decl *> worklist;
};

bool isMainFileDecl(const Decl *d) {
  const SourceManager &sm = d->getASTContext().getSourceManager();
  return sm.isInMainFile(sm.getExpansionLoc(d->getLocation()));
}

/// Collects roots in source order, descending into namespaces and extern "C".
template <typename Decls>
void collectRoots(const Decls &decls, AnalysisState &state,
                  std::vector<const FunctionDecl *> &deviceFunctions) {
  for (const Decl *d : decls) {
    if (isa<NamespaceDecl, LinkageSpecDecl>(d)) {
      collectRoots(cast<DeclContext>(d)->decls(), state, deviceFunctions);
      continue;
    }
    if (const auto *ftd = dyn_cast<FunctionTemplateDecl>(d)) {
      // A kernel template is emitted once per instantiation (launch or explicit).
      if (ftd->getTemplatedDecl()->hasAttr<CUDAGlobalAttr>() && isMainFileDecl(ftd)) {
        bool any = false;
        for (const FunctionDecl *spec : ftd->specializations())
          if (spec->doesThisDeclarationHaveABody() || spec->getDefinition()) {
            state.kernels.push_back(spec->getDefinition() ? spec->getDefinition() : spec);
            any = true;
          }
        if (!any)
          state.diags.report(DiagID::UnsupportedConstruct, ftd->getLocation(),
                             "kernel template '" + ftd->getNameAsString() +
                                 "' is never instantiated, so nothing is emitted for it; "
                                 "instantiate it explicitly (template __global__ void " +
                                 ftd->getNameAsString() + "<...>(...);)",
                             Severity::Warning);
      }
      continue;
    }
    const auto *fd = dyn_cast<FunctionDecl>(d);
    if (!fd || !fd->doesThisDeclarationHaveABody() || fd->isDependentContext() ||
        !isMainFileDecl(fd))
      continue;
    if (fd->hasAttr<CUDAGlobalAttr>())
      state.kernels.push_back(fd);
    else if (fd->hasAttr<CUDADeviceAttr>() && !fd->isTemplated() && !isa<CXXMethodDecl>(fd))
      deviceFunctions.push_back(fd);
  }
}

class EmitOrderBuilder {
public:
  explicit EmitOrderBuilder(AnalysisState &state) : state(state) {}

  template <typename Decls> void walk(const Decls &decls) {
    for (const Decl *d : decls) {
      if (isa<NamespaceDecl, LinkageSpecDecl>(d)) {
        walk(cast<DeclContext>(d)->decls());
        continue;
      }
      if (const auto *ftd = dyn_cast<FunctionTemplateDecl>(d)) {
        if (isPreludeDecl(d))
          continue;
        // A template declared here and defined further on: its
        // specialisations are defined there (they may call templates
        // defined in between) and declared here, for what comes between.
        if (!ftd->isThisDeclarationADefinition() && ftd->getTemplatedDecl()->getDefinition()) {
          for (const FunctionDecl *spec : ftd->specializations())
            if (state.isReachable(spec) && spec->getDefinition() && !localClassOwner(spec))
              declareAhead(spec);
          continue;
        }
        {
          for (const FunctionDecl *spec : ftd->specializations()) {
            // `apply<lambda>`: emitted once that local class is (addFunction).
            if (const FunctionDecl *owner = localClassOwner(spec))
              deferred[owner->getCanonicalDecl()].push_back({ftd, spec});
            else
              addSpecializationAfterItsTypes(ftd, spec);
          }
        }
        continue;
      }
      if (const auto *ctd = dyn_cast<ClassTemplateDecl>(d)) {
        if (!isPreludeDecl(d))
          for (const ClassTemplateSpecializationDecl *spec : ctd->specializations())
            if (state.isReachable(spec) && spec->isThisDeclarationADefinition()) {
              if (const RecordDecl *later = pendingArgumentRecord(spec->getTemplateArgs()))
                recordsAfter[later].push_back(spec);
              else
                emitRecord(spec);
            }
        continue;
      }
      if (isPreludeDecl(d))
        continue;
      if (!state.isReachable(d)) {
        // Host code is never emitted, but a kernel template instantiated
        // with its lambda's closure (`apply<<<g, b>>>(p, [=] __device__ ...)`
        // in main) still is, after that closure.
        if (const auto *fd = dyn_cast<FunctionDecl>(d);
            fd && fd->doesThisDeclarationHaveABody() && deferred.count(fd->getCanonicalDecl()))
          addLocalClassesAndDeferred(fd);
        continue;
      }
      if (const auto *rd = dyn_cast<RecordDecl>(d)) {
        if (rd->isThisDeclarationADefinition())
          emitRecord(rd);
      } else if (const auto *ed = dyn_cast<EnumDecl>(d)) {
        if (ed->isThisDeclarationADefinition())
          add(EmitItem::Enum, ed);
      } else if (isa<TypedefNameDecl>(d)) {
        add(EmitItem::Typedef, d);
      } else if (const auto *vd = dyn_cast<VarDecl>(d)) {
        if (vd == vd->getCanonicalDecl() && sharedMemoryKind(vd) == SharedMemoryKind::None)
          add(EmitItem::GlobalVar, vd);
      } else if (const auto *fd = dyn_cast<FunctionDecl>(d)) {
        if (fd->doesThisDeclarationHaveABody())
          addFunction(fd);
        else if (fd == fd->getCanonicalDecl() && fd->getDefinition())
          add(EmitItem::Prototype, fd);
      }
    }
  }

  /// Emits what still waits for a record that is never emitted.
  void flushWaiting() {
    while (!specsAfter.empty() || !recordsAfter.empty()) {
      if (!specsAfter.empty()) {
        auto waiting = std::move(specsAfter.front().second);
        specsAfter.erase(specsAfter.begin());
        for (auto &[ftd, spec] : waiting)
          addSpecialization(ftd, spec);
      } else {
        auto waiting = std::move(recordsAfter.front().second);
        recordsAfter.erase(recordsAfter.begin());
        for (const RecordDecl *rd : waiting)
          emitRecord(rd);
      }
    }
  }

private:
  /// A record among \p args (through pointers, arrays and nested template
  /// arguments) that is reachable and not emitted yet: C needs a record
  /// declared before a function or struct that uses it, and a template
  /// instantiated with a record declared after the template sits at the
  /// template (`template <class T> T twice(T)` before `struct R`).
  const RecordDecl *pendingArgumentRecord(const TemplateArgumentList &args) {
    for (const TemplateArgument &arg : args.asArray()) {
      if (arg.getKind() != TemplateArgument::Type)
        continue;
      QualType t = arg.getAsType();
      while (true) {
        if (t->isPointerType() || t->isReferenceType())
          t = t->getPointeeType();
        else if (const ArrayType *at = t->getAsArrayTypeUnsafe())
          t = at->getElementType();
        else
          break;
      }
      const auto *rd = t->getAsRecordDecl();
      if (!rd || !state.isReachable(rd) || isPreludeDecl(rd))
        continue;
      if (const auto *spec = dyn_cast<ClassTemplateSpecializationDecl>(rd))
        if (const RecordDecl *inner = pendingArgumentRecord(spec->getTemplateArgs()))
          return inner;
      if (const RecordDecl *def = rd->getDefinition(); def && !emitted.count(def))
        return def;
    }
    return nullptr;
  }

  void addSpecializationAfterItsTypes(const FunctionTemplateDecl *ftd, const FunctionDecl *spec) {
    if (const TemplateArgumentList *args = spec->getTemplateSpecializationArgs())
      if (const RecordDecl *later = pendingArgumentRecord(*args)) {
        specsAfter[later].emplace_back(ftd, spec);
        return;
      }
    addSpecialization(ftd, spec);
  }

  /// The prototype of specialisation \p spec, defined further on: here, or
  /// after the record of its template arguments that is not emitted yet.
  void declareAhead(const FunctionDecl *spec) {
    const TemplateArgumentList *args = spec->getTemplateSpecializationArgs();
    if (!args || emitted.count(spec))
      return;
    if (const RecordDecl *later = pendingArgumentRecord(*args))
      prototypesAfter[later].push_back(spec);
    else
      add(EmitItem::Prototype, spec);
  }

  /// After record \p rd: what waited for it (pendingArgumentRecord).
  void releaseWaitingFor(const RecordDecl *rd) {
    if (auto it = prototypesAfter.find(rd); it != prototypesAfter.end()) {
      auto waiting = std::move(it->second);
      prototypesAfter.erase(it);
      for (const FunctionDecl *spec : waiting)
        declareAhead(spec);
    }
    // The specialisations released here may be called by the members of the
    // class specialisations released with them (emitted first, below), and
    // by each other: prototypes first.
    if (auto it = specsAfter.find(rd); it != specsAfter.end())
      for (auto &[ftd, spec] : it->second)
        if (state.isReachable(spec) && spec->getDefinition() && !emitted.count(spec))
          if (const TemplateArgumentList *args = spec->getTemplateSpecializationArgs())
            if (!pendingArgumentRecord(*args))
              add(EmitItem::Prototype, spec);
    if (auto it = recordsAfter.find(rd); it != recordsAfter.end()) {
      auto waiting = std::move(it->second);
      recordsAfter.erase(it);
      for (const RecordDecl *spec : waiting)
        if (const RecordDecl *later = pendingArgumentRecord(
                cast<ClassTemplateSpecializationDecl>(spec)->getTemplateArgs()))
          recordsAfter[later].push_back(spec);
        else
          emitRecord(spec);
    }
    if (auto it = specsAfter.find(rd); it != specsAfter.end()) {
      auto waiting = std::move(it->second);
      specsAfter.erase(it);
      // Those whose records were pending above are complete now: prototypes
      // for them too, before any is defined.
      for (auto &[ftd, spec] : waiting)
        if (state.isReachable(spec) && spec->getDefinition() && !emitted.count(spec))
          if (const TemplateArgumentList *args = spec->getTemplateSpecializationArgs())
            if (!pendingArgumentRecord(*args))
              add(EmitItem::Prototype, spec);
      for (auto &[ftd, spec] : waiting)
        addSpecializationAfterItsTypes(ftd, spec);
    }
  }

  /// Specialisations of one template can call each other (a variadic
  /// template recursing on a shorter pack): callees are emitted first.
  void addSpecialization(const FunctionTemplateDecl *ftd, const FunctionDecl *spec) {
    if (!state.isReachable(spec) || !spec->doesThisDeclarationHaveABody() || emitted.count(spec))
      return;
    emitted.insert(spec); // no recursion reaches here (it is rejected), but stay finite
    for (const FunctionDecl *callee : directCalleesOf(spec))
      if (callee->getPrimaryTemplate() == ftd && callee != spec)
        addSpecialization(ftd, callee->getDefinition() ? callee->getDefinition() : callee);
    emitted.erase(spec);
    addFunction(spec);
  }

  /// The function whose local class (a lambda's closure or a struct declared
  /// in its body) is a template argument of \p spec; nullptr if none.
  static const FunctionDecl *localClassOwner(const FunctionDecl *spec) {
    const TemplateArgumentList *args = spec->getTemplateSpecializationArgs();
    if (!args)
      return nullptr;
    for (const TemplateArgument &arg : args->asArray())
      if (arg.getKind() == TemplateArgument::Type)
        if (const CXXRecordDecl *rd = arg.getAsType()->getAsCXXRecordDecl())
          if (const auto *owner = dyn_cast_or_null<FunctionDecl>(rd->getParentFunctionOrMethod()))
            return owner;
    return nullptr;
  }

  /// A function, after the classes local to it that must live at file scope
  /// (lambda closures, structs with member functions) and the template
  /// specialisations that take them.
  void addFunction(const FunctionDecl *fd) {
    addLocalClassesAndDeferred(fd);
    add(EmitItem::Function, fd);
  }

  /// The classes local to \p fd that live at file scope, and the
  /// specialisations deferred until they are emitted.
  void addLocalClassesAndDeferred(const FunctionDecl *fd) {
    struct LocalClasses : RecursiveASTVisitor<LocalClasses> {
      std::vector<const CXXRecordDecl *> found;
      bool VisitLambdaExpr(LambdaExpr *e) {
        found.push_back(e->getLambdaClass());
        return true;
      }
      bool VisitCXXRecordDecl(CXXRecordDecl *rd) {
        if (rd->isThisDeclarationADefinition() && !rd->isLambda())
          for (const CXXMethodDecl *m : rd->methods())
            if (!m->isImplicit()) {
              found.push_back(rd);
              break;
            }
        return true;
      }
      /// A __shared__ (or static) variable is declared at the top of the
      /// kernel, before any block-scope struct its type names
      /// (`__shared__ union { ... } temp;`): that struct goes to file scope.
      bool VisitVarDecl(VarDecl *v) {
        if (!v->isStaticLocal())
          return true;
        QualType t = v->getType();
        while (const ArrayType *at = t->getAsArrayTypeUnsafe())
          t = at->getElementType();
        if (const auto *rd = t->getAsCXXRecordDecl())
          if (rd->isThisDeclarationADefinition() && rd->getParentFunctionOrMethod())
            found.push_back(rd);
        return true;
      }
    } locals;
    locals.TraverseStmt(fd->getBody());
    for (const CXXRecordDecl *rd : locals.found)
      if (state.isReachable(rd)) {
        emitRecord(rd);
        state.plan.hoistedLocalRecords.insert(rd);
      }
    auto it = deferred.find(fd->getCanonicalDecl());
    if (it != deferred.end()) {
      auto specs = std::move(it->second);
      deferred.erase(it);
      for (auto &[ftd, spec] : specs)
        addSpecialization(ftd, spec);
    }
  }

  /// The reachable specialisations of a member class template
  /// (`struct Outer { template <bool C> struct Col {...}; }`) are records
  /// nested in the class: emitted before it, with their members, unless a
  /// template argument's record comes later (pendingArgumentRecord).
  void emitMemberTemplateSpecializations(const ClassTemplateDecl *ctd) {
    for (const ClassTemplateSpecializationDecl *spec : ctd->specializations())
      if (state.isReachable(spec) && spec->isThisDeclarationADefinition()) {
        if (const RecordDecl *later = pendingArgumentRecord(spec->getTemplateArgs()))
          recordsAfter[later].push_back(spec);
        else
          emitRecord(spec);
      }
  }

  /// The classes whose static data members the initialiser of \p vd reads,
  /// emitted before it: `Log2<8>::value = Log2<4>::value + 1` needs
  /// Log2<4>'s constant, which C wants declared first, and its class
  /// specialisation was made after Log2<8>'s.
  void emitInitializerClasses(const VarDecl *vd) {
    const VarDecl *def = vd->getDefinition() ? vd->getDefinition() : vd;
    if (!def->getInit())
      return;
    struct StaticMembers : RecursiveASTVisitor<StaticMembers> {
      std::vector<const RecordDecl *> classes;
      bool VisitDeclRefExpr(DeclRefExpr *e) {
        if (const auto *v = dyn_cast<VarDecl>(e->getDecl()); v && v->isStaticDataMember())
          classes.push_back(cast<RecordDecl>(v->getDeclContext()));
        return true;
      }
    } members;
    members.TraverseStmt(const_cast<Expr *>(def->getInit()));
    for (const RecordDecl *owner : members.classes)
      if (const RecordDecl *ownerDef = owner->getDefinition();
          ownerDef && state.isReachable(ownerDef) && !emitted.count(ownerDef))
        emitRecord(ownerDef);
  }

  void emitRecord(const RecordDecl *rd) {
    if (!emitted.insert(rd).second)
      return;
    // Records and enums defined inside a record come first: C has no nesting.
    for (const Decl *inner : rd->decls()) {
      if (const auto *nested = dyn_cast<RecordDecl>(inner)) {
        if (nested->isThisDeclarationADefinition() && state.isReachable(nested) &&
            !nested->isInjectedClassName())
          emitRecord(nested);
      } else if (const auto *ed = dyn_cast<EnumDecl>(inner)) {
        if (ed->isThisDeclarationADefinition() && state.isReachable(ed))
          add(EmitItem::Enum, ed);
      } else if (isa<TypedefNameDecl>(inner) && state.isReachable(inner)) {
        add(EmitItem::Typedef, inner);
      } else if (const auto *ctd = dyn_cast<ClassTemplateDecl>(inner)) {
        emitMemberTemplateSpecializations(ctd);
      }
    }
    add(EmitItem::Record, rd);
    // Members defined in the class body follow the struct: prototypes of every
    // member function first (C++ class scope lets them call each other in any
    // order), then static data members and in-class definitions.
    // A member template's specialisation for a record not emitted yet follows
    // that record instead (pendingArgumentRecord).
    for (const Decl *inner : rd->decls())
      if (const auto *ftd = dyn_cast<FunctionTemplateDecl>(inner))
        for (const FunctionDecl *spec : ftd->specializations())
          if (const TemplateArgumentList *args = spec->getTemplateSpecializationArgs())
            if (state.isReachable(spec) && !emitted.count(spec))
              if (const RecordDecl *later = pendingArgumentRecord(*args)) {
                waitingMembers.insert(spec); // not with the class
                specsAfter[later].emplace_back(ftd, spec);
              }
    auto forEachMember = [&](auto &&fn) {
      for (const Decl *inner : rd->decls()) {
        if (const auto *ftd = dyn_cast<FunctionTemplateDecl>(inner)) {
          for (const FunctionDecl *spec : ftd->specializations())
            if (!waitingMembers.count(spec))
              fn(spec);
        } else if (const auto *fd = dyn_cast<FunctionDecl>(inner)) {
          fn(fd);
        } else if (const auto *friendDecl = dyn_cast<FriendDecl>(inner)) {
          // A friend defined in the class (`friend T operator*(T, T) {...}`)
          // is a function of the enclosing namespace, printed with the class.
          if (const auto *fd = dyn_cast_or_null<FunctionDecl>(friendDecl->getFriendDecl());
              fd && fd->doesThisDeclarationHaveABody())
            fn(fd);
        }
      }
    };
    forEachMember([&](const FunctionDecl *fd) {
      if (state.isReachable(fd) && fd->getDefinition())
        add(EmitItem::Prototype, fd);
    });
    for (const Decl *inner : rd->decls())
      if (const auto *vd = dyn_cast<VarDecl>(inner); vd && state.isReachable(vd)) {
        emitInitializerClasses(vd);
        add(EmitItem::GlobalVar, vd);
      }
    forEachMember([&](const FunctionDecl *fd) {
      if (state.isReachable(fd) && fd->doesThisDeclarationHaveABody())
        addFunction(fd);
    });
    releaseWaitingFor(rd);
  }

  void add(EmitItem::Kind kind, const Decl *d) {
    // A typedef C++ redeclares (`typedef unsigned uint;` in two headers) is
    // one declaration in C: OpenCL C 1.2, being C99, has no typedef
    // redefinition.
    const Decl *key = kind == EmitItem::Typedef ? d->getCanonicalDecl() : d;
    if (kind == EmitItem::Prototype ? !prototyped.insert(d).second
                                    : kind != EmitItem::Record && !emitted.insert(key).second)
      return;
    state.plan.emitOrder.push_back({kind, d});
  }

  AnalysisState &state;
  std::set<const Decl *> emitted;
  std::set<const Decl *> prototyped;
  std::map<const FunctionDecl *,
           std::vector<std::pair<const FunctionTemplateDecl *, const FunctionDecl *>>>
      deferred;
  /// Specialisations waiting for a record of their template arguments.
  /// (MapVector: what is left is emitted in a stable order.)
  llvm::MapVector<const RecordDecl *,
                  std::vector<std::pair<const FunctionTemplateDecl *, const FunctionDecl *>>>
      specsAfter;
  llvm::MapVector<const RecordDecl *, std::vector<const RecordDecl *>> recordsAfter;
  /// Prototypes of specialisations defined further on (declareAhead).
  std::map<const RecordDecl *, std::vector<const FunctionDecl *>> prototypesAfter;
  std::set<const FunctionDecl *> waitingMembers;
};

/// The top-level declarations (namespace std blocks...) that hold reachable
/// declarations read from the precompiled prelude: nvcc's environment
/// includes <limits>, <utility> and <cmath> there, and
/// topLevelDeclsAfterPrelude reads nothing from a PCH. In source order, so
/// that they come before the code that uses them.
std::vector<Decl *> precompiledLibraryDecls(const AnalysisState &state) {
  std::vector<Decl *> tops;
  for (const Decl *d : state.reachable) {
    if (isPreludeDecl(d))
      continue;
    // A specialisation made for this file belongs where its template is.
    const Decl *top = d;
    if (const auto *fd = dyn_cast<FunctionDecl>(d); fd && fd->getPrimaryTemplate())
      top = fd->getPrimaryTemplate();
    while (!isa<TranslationUnitDecl>(top->getLexicalDeclContext()))
      top = cast<Decl>(top->getLexicalDeclContext());
    if (top->isFromASTFile() && std::find(tops.begin(), tops.end(), top) == tops.end())
      tops.push_back(const_cast<Decl *>(top));
  }
  const SourceManager &sm = state.ctx.getSourceManager();
  std::sort(tops.begin(), tops.end(), [&](const Decl *a, const Decl *b) {
    return sm.isBeforeInTranslationUnit(a->getBeginLoc(), b->getBeginLoc());
  });
  return tops;
}

} // namespace

void runReachability(AnalysisState &state) {
  std::vector<const FunctionDecl *> deviceFunctions;
  const std::vector<Decl *> topLevel = topLevelDeclsAfterPrelude(state.ctx);
  collectRoots(topLevel, state, deviceFunctions);
  // Host code's launches root their kernels wherever they are defined (an
  // included file, a template instantiated by the launch).
  for (const KernelLaunch &launch : state.plan.launches)
    if (launch.kernel && launch.kernel->doesThisDeclarationHaveABody() &&
        !isPreludeDecl(launch.kernel) &&
        std::find(state.kernels.begin(), state.kernels.end(), launch.kernel) == state.kernels.end())
      state.kernels.push_back(launch.kernel);
  ReachabilityWalker walker(state);
  if (state.kernels.empty())
    state.extraRoots = deviceFunctions;
  if (state.kernels.empty() && state.extraRoots.empty()) {
    const SourceManager &sm = state.ctx.getSourceManager();
    state.diags.report(DiagID::NoDeviceCode, sm.getLocForStartOfFile(sm.getMainFileID()),
                       "no device code to translate: the file defines no __global__ kernel and "
                       "no __device__ function (host code is never emitted)",
                       Severity::Warning);
  }
  for (const FunctionDecl *fd : state.kernels)
    walker.addRoot(fd);
  for (const FunctionDecl *fd : state.extraRoots)
    walker.addRoot(fd);
  walker.drain();

  EmitOrderBuilder builder(state);
  builder.walk(precompiledLibraryDecls(state));
  builder.walk(topLevel);
  builder.flushWaiting();
  addCallerPrototypes(state);
  for (const EmitItem &item : state.plan.emitOrder)
    if (item.kind == EmitItem::Function)
      state.functions.push_back(cast<FunctionDecl>(item.decl));
}

} // namespace ultima
