//===- HalfBuiltins.cpp - CUDA half precision -> OpenCL ---------------------===//
///
/// \file
/// The half family of CUDA device-library calls (see CudaBuiltins.h for the
/// pattern language): the functions, operators, converting constructors and
/// conversion operators that kernels/cuda/cuda_fp16.h declares. In the output a
/// __half is its 16 bits (`ultima_half`, a ushort) and a __half2 a ushort2, so
/// memory layout is CUDA's on any device; every operation calls a helper of
/// kernels/opencl/half_*.cl. Those helpers have two implementations of one API:
/// storage mode (no cl_khr_fp16: bit-exact conversions, arithmetic in float
/// rounded once) and native mode (targets with cl_khr_fp16: OpenCL's half
/// conversions and operators), picked per snippet by targetSnippet().
/// docs/device-library.md, section "Half precision", has the table.
///
/// Helpers are functions rather than patterns so that every operand is
/// evaluated exactly once; compound assignments are the exception (see
/// compoundAssignment below).
///
//===----------------------------------------------------------------------===//
#include "CudaBuiltins.h"
#include "CupyBuiltins.h"
#include "ultima/compat/ClangCompat.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Type.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;

namespace ultima {

namespace {

BuiltinCall helper(StringRef name, StringRef snippet) {
  BuiltinCall c;
  c.kind = BuiltinCallKind::Rename;
  c.name = name.str();
  c.snippets = {snippet.str()};
  return c;
}
BuiltinCall pattern(StringRef text, StringRef snippet) {
  BuiltinCall c;
  c.kind = BuiltinCallKind::Pattern;
  c.pattern = text.str();
  c.snippets = {snippet.str()};
  return c;
}

/// 0 for a type other than __half/__half2 (after references and qualifiers),
/// 1 for __half, 2 for __half2.
int halfKind(QualType t) {
  if (t.isNull())
    return 0;
  const RecordDecl *rd = t.getNonReferenceType()->getAsRecordDecl();
  if (!rd || !rd->getIdentifier() || !isPreludeDecl(rd))
    return 0;
  return rd->getName() == "__half" ? 1 : rd->getName() == "__half2" ? 2 : 0;
}

/// The snippet that defines helper ultima_<op> for a __half operation.
StringRef snippetOfHalfOp(StringRef op) {
  if (op == "hadd" || op == "hsub" || op == "hmul" || op == "hfma")
    return "half_arith";
  return "half_ops";
}

/// CUDA's integer names in conversions (`__int2half_rn`, `__half2ull_rz`).
bool isIntName(StringRef n) {
  return llvm::StringSwitch<bool>(n)
      .Cases("short", "ushort", "int", "uint", "ll", "ull", true)
      .Default(false);
}
bool isRoundingSuffix(StringRef s) { return s == "rn" || s == "rz" || s == "ru" || s == "rd"; }

/// `a op= b` on __half/__half2: CUDA's operator returns the updated left
/// operand. Printed as `(a = op(a, b))`: the left operand is evaluated twice,
/// so UnsupportedConstructs rejects a left operand with side effects.
BuiltinCall compoundAssignment(StringRef op, StringRef snippet) {
  return pattern(("(%0 = ultima_" + op + "(%0, %1))").str(), snippet);
}

BuiltinCall classifyOperator(const FunctionDecl *fd) {
  if (fd->getNumParams() == 0)
    return {};
  int kind = halfKind(fd->getParamDecl(0)->getType());
  if (!kind)
    return {};
  bool unary = fd->getNumParams() == 1;
  bool two = kind == 2;
  StringRef snippet = two ? "half2" : "";
  auto op = [&](StringRef half, StringRef half2) {
    StringRef name = two ? half2 : half;
    return helper(("ultima_" + name).str(), two ? snippet : snippetOfHalfOp(name));
  };
  auto assign = [&](StringRef half, StringRef half2) {
    StringRef name = two ? half2 : half;
    return compoundAssignment(name, two ? snippet : snippetOfHalfOp(name));
  };
  switch (fd->getOverloadedOperator()) {
  case OO_Plus:
    return unary ? pattern("%0", "half_types") : op("hadd", "hadd2");
  case OO_Minus:
    return unary ? op("hneg", "hneg2") : op("hsub", "hsub2");
  case OO_Star:
    return op("hmul", "hmul2");
  case OO_Slash:
    return op("hdiv", "h2div");
  case OO_PlusEqual:
    return assign("hadd", "hadd2");
  case OO_MinusEqual:
    return assign("hsub", "hsub2");
  case OO_StarEqual:
    return assign("hmul", "hmul2");
  case OO_SlashEqual:
    return assign("hdiv", "h2div");
  case OO_PlusPlus:
    return pattern("(%0 = ultima_hadd(%0, (ultima_half)0x3c00))", "half_arith");
  case OO_MinusMinus:
    return pattern("(%0 = ultima_hsub(%0, (ultima_half)0x3c00))", "half_arith");
  // CUDA's `!=` is the unordered __hneu (true for NaN); the others are ordered.
  case OO_EqualEqual:
    return op("heq", "hbeq2");
  case OO_ExclaimEqual:
    return op("hneu", "hbneu2");
  case OO_Less:
    return op("hlt", "hblt2");
  case OO_Greater:
    return op("hgt", "hbgt2");
  case OO_LessEqual:
    return op("hle", "hble2");
  case OO_GreaterEqual:
    return op("hge", "hbge2");
  default:
    return {};
  }
}

/// `__half(x)`: CUDA's constructors round to nearest like __float2half and
/// __int2half_rn. `__half2(a, b)`: the two halves.
BuiltinCall classifyConstructor(const CXXConstructorDecl *ctor) {
  int kind = halfKind(QualType(ctor->getParent()->getTypeForDecl(), 0));
  if (!kind || ctor->isCopyOrMoveConstructor())
    return {};
  if (kind == 2)
    return ctor->getNumParams() == 2 ? pattern("((ultima_half2)(%0, %1))", "half_types")
                                     : BuiltinCall{};
  if (ctor->getNumParams() != 1)
    return {};
  QualType p = ctor->getParamDecl(0)->getType().getCanonicalType().getUnqualifiedType();
  const auto *bt = p->getAs<BuiltinType>();
  if (!bt)
    return {};
  switch (bt->getKind()) {
  case BuiltinType::Float:
    return helper("ultima_float2half_rn", "half_conv");
  case BuiltinType::Double:
    return helper("ultima_double2half", "half_double");
  case BuiltinType::Short:
    return helper("ultima_short2half_rn", "half_int");
  case BuiltinType::UShort:
    return helper("ultima_ushort2half_rn", "half_int");
  case BuiltinType::Int:
    return helper("ultima_int2half_rn", "half_int");
  case BuiltinType::UInt:
    return helper("ultima_uint2half_rn", "half_int");
  case BuiltinType::LongLong:
    return helper("ultima_ll2half_rn", "half_int");
  case BuiltinType::ULongLong:
    return helper("ultima_ull2half_rn", "half_int");
  default:
    return {};
  }
}

/// `operator float()` is exact; the integer conversions truncate and saturate
/// (CUDA's __half2int_rz ...); `operator bool()` is "not +-0" (NaN is true).
BuiltinCall classifyConversion(const CXXConversionDecl *conv) {
  if (halfKind(QualType(conv->getParent()->getTypeForDecl(), 0)) != 1)
    return {};
  QualType t = conv->getConversionType().getCanonicalType().getUnqualifiedType();
  const auto *bt = t->getAs<BuiltinType>();
  if (!bt)
    return {};
  switch (bt->getKind()) {
  case BuiltinType::Float:
    return helper("ultima_h2f", "half_conv");
  case BuiltinType::Bool:
    return helper("ultima_h2bool", "half_types");
  case BuiltinType::Short:
    return helper("ultima_half2short_rz", "half_int");
  case BuiltinType::UShort:
    return helper("ultima_half2ushort_rz", "half_int");
  case BuiltinType::Int:
    return helper("ultima_half2int_rz", "half_int");
  case BuiltinType::UInt:
    return helper("ultima_half2uint_rz", "half_int");
  case BuiltinType::LongLong:
    return helper("ultima_half2ll_rz", "half_int");
  case BuiltinType::ULongLong:
    return helper("ultima_half2ull_rz", "half_int");
  default:
    return {};
  }
}

BuiltinCall classifyNamed(const FunctionDecl *fd) {
  StringRef n = fd->getName();
  // Only what cuda_fp16.h declares: every parameter or the result is a half type,
  // or the name is one of the float/double entry points below.
  bool halfSignature = halfKind(fd->getReturnType()) != 0;
  for (const ParmVarDecl *p : fd->parameters())
    halfSignature |= halfKind(p->getType()) != 0;
  if (!halfSignature)
    return {};

  if (n == "__float2half")
    return helper("ultima_float2half_rn", "half_conv");
  if (n == "__half2float")
    return helper("ultima_h2f", "half_conv");
  if (n == "__double2half")
    return helper("ultima_double2half", "half_double");
  if (n == "__half_as_short")
    return pattern("((short)%0)", "half_types");
  if (n == "__half_as_ushort")
    return pattern("((ushort)%0)", "half_types");
  if (n == "__short_as_half" || n == "__ushort_as_half")
    return pattern("((ultima_half)%0)", "half_types");
  if (n == "__low2half")
    return pattern("%0.x", "half_types");
  if (n == "__high2half")
    return pattern("%0.y", "half_types");
  if (n == "__halves2half2")
    return helper("ultima_h2_make", "half2");

  if (n == "atomicAdd" && fd->getNumParams() == 2)
    return pattern(halfKind(fd->getParamDecl(1)->getType()) == 2
                       ? "ultima_atomic_add_h2_%a0(%0, %1)"
                       : "ultima_atomic_add_f16_%a0(%0, %1)",
                   "atomic_add_f16");
  // _rn: no contraction into fma, which ultima never does anyway.
  if (n == "__hadd_rn" || n == "__hsub_rn" || n == "__hmul_rn")
    return helper(("ultima_" + n.drop_front(2).drop_back(3)).str(), "half_arith");
  if (n == "__hadd2_rn" || n == "__hsub2_rn" || n == "__hmul2_rn")
    return helper(("ultima_" + n.drop_front(2).drop_back(3)).str(), "half2");

  StringRef base = n;
  if (compat::startsWith(base, "__"))
    base = base.drop_front(2);
  // __float2half_rz, __int2half_rn, __half2ull_rd ...
  auto [from, rest] = base.split('2');
  auto [to, mode] = rest.split('_');
  if (!rest.empty() && isRoundingSuffix(mode)) {
    if (from == "float" && to == "half")
      return helper(("ultima_" + base).str(), "half_conv");
    if ((isIntName(from) && to == "half") || (from == "half" && isIntName(to)))
      return helper(("ultima_" + base).str(), "half_int");
  }

  bool isHalf2 = halfKind(fd->getReturnType()) == 2;
  for (const ParmVarDecl *p : fd->parameters())
    isHalf2 |= halfKind(p->getType()) == 2;
  if (isHalf2)
    return llvm::StringSwitch<bool>(base)
                   .Cases("floats2half2_rn", "float2half2_rn", "half2half2", "low2float", true)
                   .Cases("high2float", "half22float2", "float22half2_rn", "hadd2", true)
                   .Cases("hsub2", "hmul2", "h2div", "hfma2", "hneg2", "habs2", "h2sqrt", true)
                   .Cases("hbeq2", "hbne2", "hblt2", "hble2", "hbgt2", "hbge2", "hbneu2", true)
                   .Cases("hbequ2", "hbltu2", "hbleu2", "hbgtu2", "hbgeu2", true)
                   .Cases("hadd2_sat", "hsub2_sat", "hmul2_sat", "hfma2_sat", true)
                   .Cases("heq2", "hne2", "hlt2", "hle2", "hgt2", "hge2", true)
                   .Cases("hequ2", "hneu2", "hltu2", "hleu2", "hgtu2", "hgeu2", true)
                   .Cases("hisnan2", "hmax2", "hmin2", "hmax2_nan", "hmin2_nan", true)
                   .Cases("lowhigh2highlow", "low2half2", "high2half2", "lows2half2", "highs2half2",
                          true)
                   .Cases("h2rsqrt", "h2rcp", "h2exp", "h2exp2", "h2exp10", "h2log", "h2log2", true)
                   .Cases("h2log10", "h2sin", "h2cos", "h2trunc", "h2ceil", "h2floor", "h2rint",
                          true)
                   .Default(false)
               ? helper(("ultima_" + base).str(), "half2")
               : BuiltinCall{};

  if (llvm::StringSwitch<bool>(base)
          .Cases("hadd", "hsub", "hmul", "hdiv", "hfma", "hneg", "habs", "hmin", "hmax", true)
          .Cases("hadd_sat", "hsub_sat", "hmul_sat", "hfma_sat", "hisnan", "hisinf", true)
          .Cases("hmax_nan", "hmin_nan", true)
          .Cases("heq", "hne", "hlt", "hle", "hgt", "hge", true)
          .Cases("hequ", "hneu", "hltu", "hleu", "hgtu", "hgeu", true)
          .Default(false) &&
      compat::startsWith(n, "__"))
    return helper(("ultima_" + base).str(), snippetOfHalfOp(base));
  if (n == "hsqrt")
    return helper("ultima_hsqrt", "half_ops");
  if (llvm::StringSwitch<bool>(n)
          .Cases("hrsqrt", "hrcp", "hexp", "hexp2", "hexp10", "hlog", "hlog2", "hlog10", true)
          .Cases("hsin", "hcos", "htrunc", "hceil", "hfloor", "hrint", true)
          .Default(false))
    return helper(("ultima_" + n).str(), "half_math");
  return {};
}

} // namespace

BuiltinCall classifyHalfBuiltin(const FunctionDecl *fd) {
  if (!fd || !isPreludeDecl(fd))
    return {};
  if (const auto *ctor = dyn_cast<CXXConstructorDecl>(fd))
    return classifyConstructor(ctor);
  if (const auto *conv = dyn_cast<CXXConversionDecl>(fd))
    return classifyConversion(conv);
  if (fd->getOverloadedOperator() != OO_None)
    return classifyOperator(fd);
  if (!fd->getIdentifier())
    return {};
  return classifyNamed(fd);
}

std::string halfTypeName(const RecordDecl *rd) {
  if (!rd || !rd->getIdentifier() || !isPreludeDecl(rd))
    return "";
  if (rd->getName() == "__half")
    return "ultima_half";
  if (rd->getName() == "__half2")
    return "ultima_half2";
  return "";
}

std::vector<std::string> preludeTypeSnippets(const RecordDecl *rd) {
  if (halfTypeName(rd).empty())
    return cupyTypeSnippets(rd); // CArray_N, CIndexer_N (CupyBuiltins.cpp)
  return {"half_types"};
}

} // namespace ultima
