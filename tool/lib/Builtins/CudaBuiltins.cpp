//===- CudaBuiltins.cpp ---------------------------------------------------===//
#include "CudaBuiltins.h"
#include "../Basic/EmbeddedFiles.h"
#include "../Frontend/Frontend.h"
#include "CupyBuiltins.h"
#include "ultima/compat/ClangCompat.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringSwitch.h"
#include <algorithm>

using namespace clang;

namespace ultima {

bool isPreludeDecl(const Decl *d) {
  if (!d)
    return false;
  // Clang's builtins are declared where first used (a system macro such as
  // HUGE_VALF expands to __builtin_huge_valf()): never emitted either.
  if (const auto *fd = dyn_cast<FunctionDecl>(d); fd && fd->isImplicit() && fd->getBuiltinID())
    return true;
  const SourceManager &sm = d->getASTContext().getSourceManager();
  // Expansion, not spelling: prelude types are made by token-pasting macros.
  SourceLocation loc = sm.getExpansionLoc(d->getLocation());
  if (loc.isInvalid())
    return true; // implicit declarations (builtins) are never emitted either
  // The system's typedefs (<stdint.h>'s uint32_t, <stddef.h>'s size_t) are
  // printed as the types they name, as ours are.
  if (isa<TypedefNameDecl>(d) && sm.isInSystemHeader(loc))
    return true;
  llvm::StringRef file = sm.getFilename(loc);
  return compat::startsWith(file, EmbeddedIncludeDir) && !isEmbeddedSourceHeader(file);
}

std::optional<llvm::APSInt> libraryConstantValue(const VarDecl *v) {
  if (!v || !v->isStaticDataMember())
    return std::nullopt;
  // The system's headers; ours are system headers too (-isystem), but the
  // source headers among them are translated as user code.
  const SourceManager &sm = v->getASTContext().getSourceManager();
  SourceLocation loc = sm.getExpansionLoc(v->getLocation());
  bool library = isPreludeDecl(v) ||
                 (sm.isInSystemHeader(loc) && !isEmbeddedSourceHeader(sm.getFilename(loc)));
  if (!library)
    return std::nullopt;
  const Expr *init = v->getAnyInitializer();
  Expr::EvalResult value;
  if (!init || init->isValueDependent() || !init->EvaluateAsInt(value, v->getASTContext()))
    return std::nullopt;
  return value.Val.getInt();
}

bool isTextureDecl(const Decl *d) {
  if (!d || !isPreludeDecl(d))
    return false;
  const SourceManager &sm = d->getASTContext().getSourceManager();
  SourceLocation loc = sm.getExpansionLoc(d->getLocation());
  if (loc.isInvalid())
    return false;
  llvm::StringRef file = sm.getFilename(loc);
  return compat::endsWith(file, "/__ultima_texture.h") ||
         compat::endsWith(file, "/__ultima_texture_types.h");
}

StringRef textureKind(QualType t) {
  if (t.isNull())
    return "";
  t = t.getNonReferenceType();
  // The object handles are typedefs of unsigned long long: look for the
  // typedef in the sugar (template arguments and typedefs of typedefs too).
  for (unsigned depth = 0; depth < 32; ++depth) {
    if (const auto *td = dyn_cast<TypedefType>(t.getTypePtr());
        td && isTextureDecl(td->getDecl())) {
      StringRef n = td->getDecl()->getName();
      if (n == "cudaTextureObject_t")
        return "texture object";
      if (n == "cudaSurfaceObject_t")
        return "surface object";
    }
    QualType next = t->getLocallyUnqualifiedSingleStepDesugaredType();
    if (next.getTypePtr() == t.getTypePtr())
      break;
    t = next;
  }
  const auto *rd = t->getAsCXXRecordDecl();
  if (!rd || !isTextureDecl(rd))
    return "";
  StringRef n = rd->getName();
  if (n == "texture" || n == "textureReference")
    return "texture reference";
  if (n == "surface" || n == "surfaceReference")
    return "surface reference";
  return "";
}

bool isTextureObjectType(QualType t) {
  if (t.isNull() || t->isReferenceType())
    return false;
  StringRef kind = textureKind(t);
  return kind == "texture object" || kind == "surface object";
}

static StringRef preludeVarName(const VarDecl *var) {
  if (!var || !var->getIdentifier() || !isPreludeDecl(var))
    return "";
  return var->getName();
}

const char *workItemFunction(const VarDecl *var) {
  return llvm::StringSwitch<const char *>(preludeVarName(var))
      .Case("threadIdx", "get_local_id")
      .Case("blockIdx", "get_group_id")
      .Case("blockDim", "get_local_size")
      .Case("gridDim", "get_num_groups")
      .Default(nullptr);
}

bool isWarpSize(const VarDecl *var) { return preludeVarName(var) == "warpSize"; }

/// Math functions whose OpenCL built-in has the same name as the CUDA double
/// form; the CUDA float form adds an `f` suffix.
static bool isOpenCLMathName(StringRef n) {
  return llvm::StringSwitch<bool>(n)
      .Cases("acos", "acosh", "asin", "asinh", "atan", "atanh", "cbrt", "ceil", true)
      .Cases("cos", "cosh", "erf", "erfc", "exp", "exp2", "exp10", "expm1", true)
      .Cases("fabs", "floor", "lgamma", "log", "log10", "log1p", "log2", "logb", true)
      .Cases("rint", "round", "rsqrt", "sin", "sinh", "sqrt", "tan", "tanh", true)
      .Cases("tgamma", "trunc", "sinpi", "cospi", "atan2", "copysign", "fdim", true)
      .Cases("fmax", "fmin", "fmod", "hypot", "nextafter", "pow", "remainder", "fma", true)
      .Default(false);
}

bool isStdValueCategoryCast(const FunctionDecl *fd) {
  if (!fd->isInStdNamespace() || !fd->getIdentifier() || fd->getNumParams() != 1)
    return false;
  StringRef n = fd->getName();
  return n == "move" || n == "forward" || n == "move_if_noexcept" || n == "as_const";
}

const Expr *valueCategoryCastArg(const Expr *e) {
  const auto *call = dyn_cast_or_null<CallExpr>(e ? e->IgnoreParens() : nullptr);
  if (!call || call->getNumArgs() != 1 || !call->getDirectCallee() ||
      !isStdValueCategoryCast(call->getDirectCallee()))
    return nullptr;
  return call->getArg(0);
}

BuiltinCall classifyBuiltinCall(const FunctionDecl *fd) {
  BuiltinCall call;
  if (fd && isStdValueCategoryCast(fd))
    return {BuiltinCallKind::Pattern, "", "%0", {}};
  if (!fd || !isPreludeDecl(fd))
    return call;
  // CuPy's CArray/CIndexer members (CupyBuiltins.cpp).
  if (BuiltinCall cupy = classifyCupyBuiltin(fd); cupy.kind != BuiltinCallKind::NotBuiltin)
    return cupy;
  // Overloaded operators, constructors and conversion operators have no
  // identifier; only the half family declares such builtins.
  if (!fd->getIdentifier()) {
    // dim3 -> uint3: the same struct in OpenCL (argument 0 is the object).
    if (const auto *conv = dyn_cast<CXXConversionDecl>(fd);
        conv && conv->getParent()->getName() == "dim3")
      return {BuiltinCallKind::Pattern, "", "%0", {}};
    return classifyHalfBuiltin(fd);
  }
  if (isTextureDecl(fd))
    return classifyTextureBuiltin(fd);
  StringRef n = fd->getName();
  auto set = [&](BuiltinCallKind kind, StringRef name) {
    call.kind = kind;
    call.name = name.str();
    return call;
  };
  // Clang builtins that our headers' macros expand to (INFINITY, NAN, ...).
  if (n == "__builtin_inff" || n == "__builtin_huge_valf")
    return {BuiltinCallKind::Pattern, "", "INFINITY", {}};
  if (n == "__builtin_inf" || n == "__builtin_huge_val")
    return {BuiltinCallKind::Pattern, "", "((double)INFINITY)", {}};
  if (n == "__builtin_nanf")
    return {BuiltinCallKind::Pattern, "", "NAN", {}};
  if (n == "__builtin_nan")
    return {BuiltinCallKind::Pattern, "", "((double)NAN)", {}};
  if (n == "__builtin_expect")
    return {BuiltinCallKind::Pattern, "", "%0", {}};
  if (n == "__syncthreads")
    return set(BuiltinCallKind::Barrier, "barrier");
  // Barriers that also count the work-items whose predicate holds, through
  // the first word of the warp exchange buffer (syncthreads_count.cl).
  if (n == "__syncthreads_count" || n == "__syncthreads_and" || n == "__syncthreads_or") {
    std::string count = "ultima_syncthreads_count(%W, %0)";
    BuiltinCall call{BuiltinCallKind::Pattern,
                     "",
                     n == "__syncthreads_count" ? count
                     : n == "__syncthreads_and" ? "(" + count + " == ultima_block_size())"
                                                : "(" + count + " != 0)",
                     {"syncthreads_count"}};
    call.warpScratch = true;
    return call;
  }
  if (n == "__threadfence_block")
    return set(BuiltinCallKind::Fence, "CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE");
  if (n == "__threadfence" || n == "__threadfence_system")
    return set(BuiltinCallKind::Fence, "CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE");
  if (n == "printf")
    return set(BuiltinCallKind::Printf, "printf");
  if (n == "__ultima_assert_fail")
    return set(BuiltinCallKind::Assert, "");
  if (compat::startsWith(n, "make_"))
    return set(BuiltinCallKind::MakeVector, n.drop_front(5));
  // 1 where every work-item of the work-group reaches the calling function;
  // WarpUniformity rewrites it to 0 in functions that only some may reach.
  if (n == "__ultima_warp_converged")
    return {BuiltinCallKind::Pattern, "", "1", {}};
  // Half first: cuda_fp16.h's __hadd(__half, __half) overloads the math
  // family's integer __hadd(int, int).
  for (auto family :
       {classifyHalfBuiltin, classifyMathBuiltin, classifyAtomicBuiltin, classifyWarpBuiltin}) {
    BuiltinCall c = family(fd);
    c.warp = family == classifyWarpBuiltin;
    if (c.kind != BuiltinCallKind::NotBuiltin)
      return c;
  }
  if (isOpenCLMathName(n))
    return set(BuiltinCallKind::Rename, n);
  if (compat::endsWith(n, "f") && isOpenCLMathName(n.drop_back()))
    return set(BuiltinCallKind::Rename, n.drop_back());
  if (n == "abs" || n == "labs" || n == "llabs") {
    if (fd->getReturnType()->isFloatingType())
      return set(BuiltinCallKind::Rename, "fabs");
    return set(BuiltinCallKind::IntAbs, "abs");
  }
  if (n == "min" || n == "max") {
    // CUDA's floating min/max follow fminf/fmaxf (NaN-aware); OpenCL's min() does not.
    if (fd->getReturnType()->isFloatingType())
      return set(BuiltinCallKind::Rename, n == "min" ? "fmin" : "fmax");
    return set(BuiltinCallKind::Rename, n);
  }
  return set(BuiltinCallKind::Unsupported, n);
}

const VarDecl *warpScratchVar(const ASTContext &ctx) {
  auto &idents = const_cast<ASTContext &>(ctx).Idents;
  for (const NamedDecl *d :
       ctx.getTranslationUnitDecl()->lookup(&idents.get("__ultima_warp_scratch")))
    if (const auto *v = dyn_cast<VarDecl>(d); v && isPreludeDecl(v))
      return v->getCanonicalDecl();
  return nullptr;
}

const char *openclSnippet(StringRef name) {
  for (const EmbeddedFile *f = OpenCLSnippets; f->name; ++f)
    if (StringRef(f->name) == (name + ".cl").str())
      return f->contents;
  return nullptr;
}

std::vector<std::string> snippetRequirements(StringRef name) {
  std::vector<std::string> result;
  const char *text = openclSnippet(name);
  if (!text)
    return result;
  StringRef body(text);
  size_t at = body.find("//! requires:");
  if (at == StringRef::npos)
    return result;
  StringRef line = body.substr(at + 13).split('\n').first;
  llvm::SmallVector<StringRef, 4> parts;
  line.split(parts, ' ', -1, false);
  for (StringRef p : parts)
    result.push_back(p.trim().str());
  return result;
}

std::vector<std::string> snippetExtensions(StringRef name) {
  std::vector<std::string> result;
  const char *text = openclSnippet(name);
  if (!text)
    return result;
  llvm::SmallVector<StringRef, 64> lines;
  StringRef(text).split(lines, '\n');
  for (StringRef line : lines) {
    llvm::SmallVector<StringRef, 6> words;
    line.split(words, ' ', -1, false);
    if (words.size() == 6 && words[0] == "#pragma" && words[1] == "OPENCL" &&
        words[2] == "EXTENSION" && words[4] == ":" && words[5].trim() == "enable")
      result.push_back(words[3].str());
  }
  return result;
}

/// Splits a prelude vector record name (`ulonglong3`) into the OpenCL scalar
/// of its components (`ulong`) and its component count; count 0 if \p rd is
/// not one.
static std::pair<std::string, unsigned> vectorShape(const RecordDecl *rd) {
  if (!rd || !rd->getIdentifier() || !isPreludeDecl(rd))
    return {"", 0};
  StringRef n = rd->getName();
  if (n == "dim3")
    return {"uint", 3};
  if (n.empty() || !std::isdigit(static_cast<unsigned char>(n.back())))
    return {"", 0};
  StringRef base = n.drop_back();
  unsigned count = n.back() - '0';
  std::string scalar = llvm::StringSwitch<std::string>(base)
                           .Case("longlong", "long")
                           .Case("ulonglong", "ulong")
                           .Cases("char", "uchar", "short", "ushort", "int", "uint", base.str())
                           .Cases("long", "ulong", "float", "double", base.str())
                           .Default("");
  if (scalar.empty() || count < 1 || count > 4)
    return {"", 0};
  return {scalar, count};
}

std::string vector3StructName(StringRef scalar) { return ("ultima_" + scalar + "3").str(); }

std::string vector3ComponentType(const RecordDecl *rd) {
  auto [scalar, count] = vectorShape(rd);
  return count == 3 ? scalar : "";
}

bool isOneComponentVector(const RecordDecl *rd) { return vectorShape(rd).second == 1; }

std::string openclVectorTypeName(const RecordDecl *rd) {
  auto [scalar, count] = vectorShape(rd);
  if (count == 0)
    return "";
  if (count == 3)
    return vector3StructName(scalar);
  return count == 1 ? scalar : scalar + std::to_string(count);
}

std::string targetSnippet(StringRef name, const std::vector<std::string> &targetExtensions) {
  // A polyfill NAME with a form for a capability (kernels/opencl/NAME_native.cl
  // for cl_khr_fp16, NAME_subgroup.cl for warps as sub-groups) uses that form
  // on targets that have the capability.
  bool fp16 = std::find(targetExtensions.begin(), targetExtensions.end(), Fp16Extension) !=
              targetExtensions.end();
  for (auto [suffix, capable] : {std::pair<const char *, bool>{"_native", fp16},
                                 {"_subgroup", subGroupWarps(targetExtensions)}}) {
    std::string form = name.str() + suffix;
    if (capable && openclSnippet(form))
      return form;
  }
  return name.str();
}

} // namespace ultima
