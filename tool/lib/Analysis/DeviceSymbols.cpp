//===- DeviceSymbols.cpp - program-scope device memory ---------------------===//
///
/// \file
/// CUDA programs keep device memory at program scope: `__device__ int
/// counter;`, `__device__ float acc[256];`, `__constant__ float coef[16];`
/// filled by the host with cudaMemcpyToSymbol. OpenCL C 1.2 program-scope
/// variables are `__constant` and initialised in the source, so such a
/// variable becomes a *device symbol* (TranslationPlan::deviceSymbols): a
/// buffer the host allocates, passed to each kernel that reaches it as a
/// pointer parameter (SharedMemory.cpp decides which kernels and helpers take
/// which symbols, Naming.cpp the parameters' names).
///
/// A reachable program-scope variable (namespace scope or a static data
/// member) is a device symbol when it is
///   - `__device__` (explicitly; not `__shared__`, not `__constant__`) and
///     mutable, or without an initializer, or named by host code;
///   - `__constant__` (explicitly; not constexpr) and without an initializer,
///     or named by host code;
///   - either of those, when Options::hostVisibleVariables asks for every
///     variable the host could hold (the runtime's RawModule.get_global).
/// "Named by host code" is an odr-use (not in sizeof or decltype, not a
/// constant folded at compile time) in the body of a function that is neither `__device__` nor
/// `__global__` (Clang parses host bodies in the device-only compile): the host reads or writes it
/// (cudaMemcpyToSymbol), so it must be one buffer that the host sees. Everything else keeps its
/// meaning: an initialised `__constant__` variable, or an initialised const or constexpr one, is
/// program-scope
/// `__constant` data as before. An initializer of a device symbol is not
/// printed: the host (runtime or launch harness) initialises the buffer.
///
/// Rejected, with the variable's (or the reference's) location:
///   - a device symbol whose type holds a pointer or a reference (OpenCL
///     kernels take no pointer to a pointer, and the host cannot store device
///     addresses in the buffer);
///   - a reference to a device symbol in the initializer of a variable that
///     stays at program scope (a kernel parameter has no program-scope
///     address).
///
/// A texture reference (`texture<T, dim, mode>` at namespace scope) that
/// device code reaches is a device symbol too, of its own kind
/// (DeviceSymbol::texture): it is passed as the memory bound to it and a
/// descriptor, which the host fills from the binding at each launch. So is
/// a surface reference (`surface<void, dim>`, DeviceSymbol::surface), without
/// the image parameters.
///
//===----------------------------------------------------------------------===//
#include "../Builtins/CudaBuiltins.h"
#include "../Frontend/Frontend.h"
#include "../Plan/Classes.h"
#include "AnalysisState.h"
#include "clang/AST/APValue.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/RecordLayout.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace ultima {
namespace {

template <typename A> bool hasExplicitAttr(const VarDecl *v) {
  for (const VarDecl *r : v->redecls())
    if (const auto *attr = r->getAttr<A>(); attr && !attr->isImplicit())
      return true;
  return false;
}

/// Variables referenced in host function bodies, in evaluated contexts.
class HostReferences : public RecursiveASTVisitor<HostReferences> {
public:
  HostReferences(const SourceManager &sm) : sm(sm) {}
  bool shouldVisitTemplateInstantiations() const { return false; }

  bool TraverseDecl(Decl *d) {
    if (!d)
      return true;
    if (isa<TranslationUnitDecl>(d))
      return RecursiveASTVisitor::TraverseDecl(d);
    if (isPreludeDecl(d) || sm.isInSystemHeader(sm.getExpansionLoc(d->getLocation())))
      return true;
    const auto *fd = dyn_cast<FunctionDecl>(d);
    if (!fd)
      return RecursiveASTVisitor::TraverseDecl(d);
    bool saved = inHost;
    inHost = isHostOnlyFunction(fd);
    bool result = RecursiveASTVisitor::TraverseDecl(d);
    inHost = saved;
    return result;
  }
  /// Unevaluated operands (sizeof, decltype) and constants read at compile
  /// time name no memory: only odr-uses count.
  bool VisitDeclRefExpr(DeclRefExpr *e) {
    if (inHost && e->isNonOdrUse() == NOUR_None)
      if (const auto *v = dyn_cast<VarDecl>(e->getDecl()))
        named.insert(v->getCanonicalDecl());
    return true;
  }

  llvm::DenseSet<const VarDecl *> named;

private:
  const SourceManager &sm;
  bool inHost = false;
};

/// An initializer the source writes (not an implicit trivial default
/// construction of a record).
bool hasWrittenInit(const VarDecl *v) {
  const VarDecl *def = v->getDefinition();
  const Expr *init = def ? def->getInit() : nullptr;
  if (!init)
    return false;
  if (const auto *ce = dyn_cast<CXXConstructExpr>(init->IgnoreImplicit()))
    return ce->getNumArgs() != 0 || !isNoOpConstructor(ce->getConstructor()) ||
           def->getInitStyle() == VarDecl::ListInit;
  return true;
}

bool isProgramScope(const VarDecl *v) {
  return v->hasGlobalStorage() && !v->isLocalVarDeclOrParm() &&
         sharedMemoryKind(v) == SharedMemoryKind::None;
}

/// What in \p t the host cannot fill or OpenCL cannot pass: a pointer or a
/// reference (through arrays and record fields); empty if nothing.
std::string heldPointer(QualType t, unsigned depth = 0) {
  t = t.getCanonicalType();
  while (const auto *at = dyn_cast<ArrayType>(t.getTypePtr()))
    t = at->getElementType().getCanonicalType();
  if (t->isPointerType() || t->isReferenceType())
    return "a pointer";
  if (depth < 16)
    if (const RecordDecl *rd = t->getAsRecordDecl(); rd && rd->getDefinition()) {
      for (const FieldDecl *f : rd->getDefinition()->fields())
        if (!heldPointer(f->getType(), depth + 1).empty())
          return "a pointer member ('" + f->getNameAsString() + "')";
      if (const auto *cxx = dyn_cast<CXXRecordDecl>(rd->getDefinition()))
        for (const CXXBaseSpecifier &base : cxx->bases())
          if (!heldPointer(base.getType(), depth + 1).empty())
            return "a pointer member (in a base class)";
    }
  return "";
}

/// References to device symbols in an initializer that stays at program scope.
class SymbolRefs : public RecursiveASTVisitor<SymbolRefs> {
public:
  explicit SymbolRefs(const TranslationPlan &plan) : plan(plan) {}
  bool TraverseUnaryExprOrTypeTraitExpr(UnaryExprOrTypeTraitExpr *,
                                        DataRecursionQueue * = nullptr) {
    return true; // sizeof(acc) prints its type
  }
  bool VisitDeclRefExpr(DeclRefExpr *e) {
    if (const auto *v = dyn_cast<VarDecl>(e->getDecl()); v && plan.deviceSymbol(v))
      found.push_back(e);
    return true;
  }
  std::vector<const DeclRefExpr *> found;

private:
  const TranslationPlan &plan;
};

/// Writes the object representation of \p value, of type \p type, into
/// \p bytes at \p offset (target byte order: little-endian, like every
/// OpenCL device ultima targets). False for what has no representation
/// the host could upload (pointers, unions with no active member).
bool storeValue(const ASTContext &ctx, const APValue &value, QualType type, uint64_t offset,
                std::string &bytes) {
  type = type.getCanonicalType();
  auto storeInt = [&](const llvm::APInt &bits) {
    uint64_t size = ctx.getTypeSizeInChars(type).getQuantity();
    // Padding bytes (an 80-bit long double in 16) are zero.
    llvm::APInt v = bits.zextOrTrunc(static_cast<unsigned>(8 * size));
    for (uint64_t i = 0; i < size; ++i)
      bytes[offset + i] = static_cast<char>(v.extractBitsAsZExtValue(8, 8 * i));
    return true;
  };
  switch (value.getKind()) {
  case APValue::Int:
    return storeInt(value.getInt().extOrTrunc(ctx.getTypeSize(type)));
  case APValue::Float:
    return storeInt(value.getFloat().bitcastToAPInt());
  case APValue::Array: {
    const ConstantArrayType *array = ctx.getAsConstantArrayType(type);
    if (!array)
      return false;
    QualType elem = array->getElementType();
    uint64_t elemSize = ctx.getTypeSizeInChars(elem).getQuantity();
    uint64_t n = array->getSize().getZExtValue();
    for (uint64_t i = 0; i < n; ++i) {
      const APValue &v = i < value.getArrayInitializedElts() ? value.getArrayInitializedElt(i)
                                                             : value.getArrayFiller();
      if (!storeValue(ctx, v, elem, offset + i * elemSize, bytes))
        return false;
    }
    return true;
  }
  case APValue::Struct: {
    const RecordDecl *rd = type->getAsRecordDecl();
    if (!rd)
      return false;
    const ASTRecordLayout &layout = ctx.getASTRecordLayout(rd);
    if (const auto *cxx = dyn_cast<CXXRecordDecl>(rd)) {
      unsigned i = 0;
      for (const CXXBaseSpecifier &base : cxx->bases()) {
        const CXXRecordDecl *b = base.getType()->getAsCXXRecordDecl();
        if (!b || !storeValue(ctx, value.getStructBase(i++), base.getType(),
                              offset + layout.getBaseClassOffset(b).getQuantity(), bytes))
          return false;
      }
    }
    for (const FieldDecl *f : rd->fields()) {
      if (f->isBitField())
        return false;
      if (!storeValue(
              ctx, value.getStructField(f->getFieldIndex()), f->getType(),
              offset +
                  ctx.toCharUnitsFromBits(layout.getFieldOffset(f->getFieldIndex())).getQuantity(),
              bytes))
        return false;
    }
    return true;
  }
  case APValue::Vector: {
    const auto *vec = type->getAs<VectorType>();
    if (!vec)
      return false;
    uint64_t elemSize = ctx.getTypeSizeInChars(vec->getElementType()).getQuantity();
    for (unsigned i = 0; i < value.getVectorLength(); ++i)
      if (!storeValue(ctx, value.getVectorElt(i), vec->getElementType(), offset + i * elemSize,
                      bytes))
        return false;
    return true;
  }
  default:
    return false;
  }
}

/// Records the initial bytes of symbol \p v when its initializer gives it a
/// value other than zero; reports an initializer that cannot be uploaded.
void recordInitialBytes(AnalysisState &state, const VarDecl *v) {
  const VarDecl *def = v->getDefinition() ? v->getDefinition() : v;
  if (!def->hasInit() || !hasWrittenInit(def))
    return; // zero-initialised, as static storage is
  const APValue *value = def->evaluateValue();
  const ASTContext &ctx = state.ctx;
  std::string bytes(ctx.getTypeSizeInChars(def->getType()).getQuantity(), '\0');
  if (!value || !storeValue(ctx, *value, def->getType(), 0, bytes)) {
    state.diags.report(DiagID::UnsupportedConstruct, def->getInit()->getBeginLoc(),
                       "the initializer of device variable '" + v->getNameAsString() +
                           "' is not a constant the host can upload before the first launch");
    return;
  }
  if (bytes.find_first_not_of('\0') != std::string::npos)
    state.plan.symbolInitialBytes[v] = std::move(bytes);
}

/// Whether the host could own \p v's storage (Options::hostVisibleVariables):
/// the user's variable (not a header's table: those keep their program-scope
/// data), no pointer in it and an initializer it can upload.
bool hostCanHold(const ASTContext &ctx, const VarDecl *v) {
  const SourceManager &sm = ctx.getSourceManager();
  if (isPreludeDecl(v) || sm.isInSystemHeader(sm.getExpansionLoc(v->getLocation())))
    return false;
  const VarDecl *def = v->getDefinition() ? v->getDefinition() : v;
  if (!heldPointer(def->getType()).empty())
    return false;
  if (!def->hasInit() || !hasWrittenInit(def))
    return true;
  const APValue *value = def->evaluateValue();
  std::string bytes(ctx.getTypeSizeInChars(def->getType()).getQuantity(), '\0');
  return value && storeValue(ctx, *value, def->getType(), 0, bytes);
}

} // namespace

void runDeviceSymbols(AnalysisState &state) {
  TranslationPlan &plan = state.plan;
  HostReferences host(state.ctx.getSourceManager());
  bool anyCandidate = false;
  for (const Decl *d : state.reachable)
    if (const auto *v = dyn_cast<VarDecl>(d); v && isProgramScope(v))
      anyCandidate = true;
  if (!anyCandidate)
    return;
  for (Decl *d : topLevelDeclsAfterPrelude(state.ctx))
    host.TraverseDecl(d);

  for (const Decl *d : state.reachable) {
    const auto *v = dyn_cast<VarDecl>(d);
    if (!v || !isProgramScope(v))
      continue;
    if (StringRef kind = textureKind(v->getType());
        kind == "texture reference" || kind == "surface reference") {
      DeviceSymbol texture{v, "", AddrSpace::Global};
      texture.texture = true;
      texture.surface = kind == "surface reference";
      plan.deviceSymbols[v] = texture;
      continue;
    }
    bool isConstant = hasExplicitAttr<CUDAConstantAttr>(v) && !v->isConstexpr();
    // (Clang marks const and constexpr variables __constant__ implicitly.)
    bool isDevice = hasExplicitAttr<CUDADeviceAttr>(v) && !hasExplicitAttr<CUDAConstantAttr>(v);
    if (!isConstant && !isDevice)
      continue;
    bool immutable =
        v->isConstexpr() || state.ctx.getBaseElementType(v->getType()).isConstQualified();
    bool symbol = !hasWrittenInit(v) || host.named.count(v) || (isDevice && !immutable);
    if (!symbol && !(state.options.hostVisibleVariables && hostCanHold(state.ctx, v)))
      continue;
    plan.deviceSymbols[v] = {v, "", isConstant ? AddrSpace::Constant : AddrSpace::Global};
    plan.deviceSymbols[v].gridSync = v->getQualifiedNameAsString() == GridSyncStateName;
    recordInitialBytes(state, v);
    const VarDecl *def = v->getDefinition() ? v->getDefinition() : v;
    std::string pointer = heldPointer(def->getType());
    if (!pointer.empty())
      state.diags.report(DiagID::UnsupportedConstruct, v->getLocation(),
                         std::string(isConstant ? "__constant__" : "__device__") + " variable '" +
                             v->getNameAsString() + "' holds " + pointer +
                             ", which is not supported: it becomes a buffer passed to the "
                             "kernels, and OpenCL C 1.2 neither passes pointers to pointers to "
                             "kernels nor lets the host store device addresses in a buffer; pass "
                             "the pointer to the kernels as a parameter (or keep an index into "
                             "an array the kernels receive)");
  }
  if (plan.deviceSymbols.empty())
    return;

  // Device symbols are kernel arguments, not program-scope variables.
  std::vector<EmitItem> kept;
  for (const EmitItem &item : plan.emitOrder) {
    const auto *v = item.kind == EmitItem::GlobalVar ? dyn_cast<VarDecl>(item.decl) : nullptr;
    if (v && plan.deviceSymbol(v))
      continue;
    kept.push_back(item);
    if (!v)
      continue;
    const VarDecl *def = v->getDefinition() ? v->getDefinition() : v;
    if (!def->getInit())
      continue;
    SymbolRefs refs(plan);
    refs.TraverseStmt(const_cast<Expr *>(def->getInit()));
    for (const DeclRefExpr *e : refs.found)
      state.diags.report(DiagID::UnsupportedConstruct, e->getLocation(),
                         "the initializer of program-scope variable '" + v->getNameAsString() +
                             "' refers to '" + e->getDecl()->getNameAsString() +
                             "', a device variable that kernels receive as a buffer argument: "
                             "it has no address at program scope in OpenCL C 1.2");
  }
  plan.emitOrder = std::move(kept);
}

} // namespace ultima
