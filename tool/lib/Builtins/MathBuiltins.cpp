//===- MathBuiltins.cpp - CUDA math builtins -> OpenCL ----------------------===//
///
/// \file
/// The math family of CUDA device-library calls (see CudaBuiltins.h for the
/// pattern language). Declarations live in kernels/cuda/__ultima_math.h,
/// polyfills in kernels/opencl/math_*.cl; docs/device-library.md has the table
/// of lowerings and accuracies.
///
/// Functions whose OpenCL built-in has the CUDA double form's name (sqrt, exp,
/// ...) are renamed by classifyBuiltinCall's fallback; this file handles
/// everything that needs more: polyfills, rounding modes, conversions, bit
/// casts, integer intrinsics and the min/max/abs overload sets.
///
/// Patterns cast an argument to the parameter's type wherever OpenCL's overload
/// resolution would otherwise see a different type (the printer drops implicit
/// conversions) or where an integer argument would change the meaning
/// (`__fdividef(1, n)` must not become an integer division).
///
//===----------------------------------------------------------------------===//
#include "CudaBuiltins.h"
#include "ultima/compat/ClangCompat.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Type.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;

namespace ultima {

namespace {

BuiltinCall makeCall(BuiltinCallKind kind, std::string name, std::string pattern = "",
                     std::vector<std::string> snippets = {}) {
  BuiltinCall c;
  c.kind = kind;
  c.name = std::move(name);
  c.pattern = std::move(pattern);
  c.snippets = std::move(snippets);
  return c;
}
BuiltinCall rename(StringRef name, std::vector<std::string> snippets = {}) {
  return makeCall(BuiltinCallKind::Rename, name.str(), "", std::move(snippets));
}
BuiltinCall pattern(StringRef p, std::vector<std::string> snippets = {}) {
  return makeCall(BuiltinCallKind::Pattern, "", p.str(), std::move(snippets));
}

bool isFloatType(QualType t) { return t->isSpecificBuiltinType(BuiltinType::Float); }

/// The OpenCL spelling of a prelude parameter's arithmetic type.
std::string clType(QualType t) {
  t = t.getCanonicalType().getUnqualifiedType();
  const auto *bt = t->getAs<BuiltinType>();
  if (!bt)
    return "";
  switch (bt->getKind()) {
  case BuiltinType::Float:
    return "float";
  case BuiltinType::Double:
    return "double";
  case BuiltinType::Int:
    return "int";
  case BuiltinType::UInt:
    return "uint";
  case BuiltinType::Long:
  case BuiltinType::LongLong:
    return "long";
  case BuiltinType::ULong:
  case BuiltinType::ULongLong:
    return "ulong";
  default:
    return "";
  }
}

/// CUDA math functions OpenCL lacks, polyfilled as __ultima_NAME (double) and
/// __ultima_NAMEf (float) in math_NAME.cl / math_NAMEf.cl.
bool isPolyfilledMath(StringRef n) {
  return llvm::StringSwitch<bool>(n)
      .Cases("erfcx", "erfinv", "erfcinv", "normcdf", "normcdfinv", "rcbrt", true)
      .Cases("rhypot", "norm3d", "rnorm3d", "norm4d", "rnorm4d", true)
      .Default(false);
}

/// `__fadd_rz` -> {"fadd", "rz"}; empty op when \p n is not a rounding-mode
/// intrinsic of the given prefix list.
std::pair<StringRef, StringRef> splitRounding(StringRef n) {
  if (!compat::startsWith(n, "__") || n.size() < 6)
    return {};
  StringRef mode = n.take_back(2);
  if (n[n.size() - 3] != '_' || (mode != "rn" && mode != "rz" && mode != "ru" && mode != "rd"))
    return {};
  return {n.drop_front(2).drop_back(3), mode};
}

const char *clRounding(StringRef mode) {
  return llvm::StringSwitch<const char *>(mode)
      .Case("rn", "rte")
      .Case("rz", "rtz")
      .Case("ru", "rtp")
      .Case("rd", "rtn")
      .Default("");
}

BuiltinCall classifyRounding(StringRef op, StringRef mode, const FunctionDecl *fd) {
  std::string m = mode.str();
  // Arithmetic with a rounding mode.
  bool floatOp = llvm::StringSwitch<bool>(op)
                     .Cases("fadd", "fsub", "fmul", "fdiv", "fmaf", "frcp", "fsqrt", true)
                     .Cases("fmaf_ieee", "frsqrt", true)
                     .Default(false);
  bool doubleOp = llvm::StringSwitch<bool>(op)
                      .Cases("dadd", "dsub", "dmul", "ddiv", "fma", "drcp", "dsqrt", true)
                      .Default(false);
  if (floatOp || doubleOp) {
    std::string base = op == "fmaf_ieee" ? "fmaf" : op.str();
    if (base == "fmaf" && mode == "rn")
      return pattern("fma((float)%0, (float)%1, (float)%2)");
    if (base == "fma" && mode == "rn")
      return pattern("fma((double)%0, (double)%1, (double)%2)");
    if (base == "frsqrt")
      return rename("__ultima_frsqrt_rn", {"math_frsqrt_rn"});
    // Double rn add/sub/mul/div/sqrt: OpenCL's double operators and sqrt are
    // correctly rounded; a function call keeps them from being contracted.
    std::string snippet = (floatOp ? "math_frnd_" : "math_drnd_") + m;
    return rename("__ultima_" + base + "_" + m, {snippet});
  }
  // Conversions.
  static const struct {
    const char *cuda, *to;
  } conversions[] = {{"float2int", "int"},     {"float2uint", "uint"},   {"float2ll", "long"},
                     {"float2ull", "ulong"},   {"double2int", "int"},    {"double2uint", "uint"},
                     {"double2ll", "long"},    {"double2ull", "ulong"},  {"double2float", "float"},
                     {"int2float", "float"},   {"uint2float", "float"},  {"ll2float", "float"},
                     {"ull2float", "float"},   {"ll2double", "double"},  {"ull2double", "double"},
                     {"int2double", "double"}, {"uint2double", "double"}};
  for (const auto &c : conversions) {
    if (op != c.cuda)
      continue;
    std::string to = c.to;
    std::string from = clType(fd->getParamDecl(0)->getType());
    // Float to integer conversions saturate and map NaN to 0, as PTX's cvt does.
    bool toInt = to != "float" && to != "double";
    return pattern("convert_" + to + (toInt ? "_sat_" : "_") + clRounding(mode) + "((" + from +
                   ")%0)");
  }
  return {};
}

/// A SIMD-within-a-word intrinsic (`__<op>2`, `__<op>4`) as a pattern.
/// CUDA 12's DPX integer min/max (`__vimax3_s32`, `__viaddmin_u32`, ...):
/// OpenCL's min/max, the sum in unsigned arithmetic so that it wraps as
/// CUDA's does (a signed overflow would be undefined in OpenCL C).
BuiltinCall classifyDpx(StringRef n) {
  StringRef p =
      llvm::StringSwitch<StringRef>(n)
          .Case("__vimax3_s32", "max(max((int)%0, (int)%1), (int)%2)")
          .Case("__vimax3_u32", "max(max((uint)%0, (uint)%1), (uint)%2)")
          .Case("__vimin3_s32", "min(min((int)%0, (int)%1), (int)%2)")
          .Case("__vimin3_u32", "min(min((uint)%0, (uint)%1), (uint)%2)")
          .Case("__vimax_s32_relu", "max(max((int)%0, (int)%1), 0)")
          .Case("__vimin_s32_relu", "max(min((int)%0, (int)%1), 0)")
          .Case("__vimax3_s32_relu", "max(max(max((int)%0, (int)%1), (int)%2), 0)")
          .Case("__vimin3_s32_relu", "max(min(min((int)%0, (int)%1), (int)%2), 0)")
          .Case("__viaddmax_s32", "max(as_int((uint)%0 + (uint)%1), (int)%2)")
          .Case("__viaddmax_u32", "max((uint)%0 + (uint)%1, (uint)%2)")
          .Case("__viaddmin_s32", "min(as_int((uint)%0 + (uint)%1), (int)%2)")
          .Case("__viaddmin_u32", "min((uint)%0 + (uint)%1, (uint)%2)")
          .Case("__viaddmax_s32_relu", "max(max(as_int((uint)%0 + (uint)%1), (int)%2), 0)")
          .Case("__viaddmin_s32_relu", "max(min(as_int((uint)%0 + (uint)%1), (int)%2), 0)")
          .Default("");
  return p.empty() ? BuiltinCall{} : pattern(p);
}

BuiltinCall classifySimd(StringRef n) {
  if (!compat::startsWith(n, "__v") || n.size() < 5 || (n.back() != '2' && n.back() != '4'))
    return {};
  StringRef op = n.drop_front(2).drop_back();
  // Comparisons give all-ones lanes (`vcmp`) or 1 (`vset`): OpenCL's vector
  // comparisons give -1, which `vset` negates.
  StringRef templ = llvm::StringSwitch<StringRef>(op)
                        .Case("vadd", "as_uint(A(U) + B(U))")
                        .Case("vsub", "as_uint(A(U) - B(U))")
                        .Case("vaddus", "as_uint(add_sat(A(U), B(U)))")
                        .Case("vaddss", "as_uint(add_sat(A(S), B(S)))")
                        .Case("vsubus", "as_uint(sub_sat(A(U), B(U)))")
                        .Case("vsubss", "as_uint(sub_sat(A(S), B(S)))")
                        .Case("vabsdiffu", "as_uint(abs_diff(A(U), B(U)))")
                        .Case("vabsdiffs", "as_uint(abs_diff(A(S), B(S)))")
                        .Case("vavgu", "as_uint(rhadd(A(U), B(U)))")
                        .Case("vhaddu", "as_uint(hadd(A(U), B(U)))")
                        .Case("vmaxu", "as_uint(max(A(U), B(U)))")
                        .Case("vminu", "as_uint(min(A(U), B(U)))")
                        .Case("vmaxs", "as_uint(max(A(S), B(S)))")
                        .Case("vmins", "as_uint(min(A(S), B(S)))")
                        .Case("vcmpeq", "as_uint(A(U) == B(U))")
                        .Case("vcmpne", "as_uint(A(U) != B(U))")
                        .Case("vcmpgtu", "as_uint(A(U) > B(U))")
                        .Case("vcmpgeu", "as_uint(A(U) >= B(U))")
                        .Case("vcmpltu", "as_uint(A(U) < B(U))")
                        .Case("vcmpleu", "as_uint(A(U) <= B(U))")
                        .Case("vcmpgts", "as_uint(A(S) > B(S))")
                        .Case("vcmpges", "as_uint(A(S) >= B(S))")
                        .Case("vcmplts", "as_uint(A(S) < B(S))")
                        .Case("vcmples", "as_uint(A(S) <= B(S))")
                        .Case("vseteq", "as_uint(-(A(U) == B(U)))")
                        .Case("vsetne", "as_uint(-(A(U) != B(U)))")
                        .Case("vsetgtu", "as_uint(-(A(U) > B(U)))")
                        .Case("vsetgeu", "as_uint(-(A(U) >= B(U)))")
                        .Case("vsetltu", "as_uint(-(A(U) < B(U)))")
                        .Case("vsetleu", "as_uint(-(A(U) <= B(U)))")
                        .Case("vsetgts", "as_uint(-(A(S) > B(S)))")
                        .Case("vsetges", "as_uint(-(A(S) >= B(S)))")
                        .Case("vsetlts", "as_uint(-(A(S) < B(S)))")
                        .Case("vsetles", "as_uint(-(A(S) <= B(S)))")
                        .Case("vabs", "as_uint(abs(A(S)))")
                        .Case("vabsss", "as_uint(convert_S_sat(abs(A(S))))")
                        .Case("vneg", "as_uint((U)(0) - A(U))")
                        .Case("vnegss", "as_uint(sub_sat((S)(0), A(S)))")
                        .Default("");
  if (templ.empty())
    return {};
  bool bytes = n.back() == '4';
  std::string u = bytes ? "uchar4" : "ushort2", s = bytes ? "char4" : "short2";
  // The templates' only capitals: A(T)/B(T) (argument 0/1 reinterpreted as
  // the lane vector T), U and S.
  std::string p;
  for (size_t i = 0; i < templ.size(); ++i) {
    char c = templ[i];
    if (c == 'A' || c == 'B') {
      p += "as_" + (templ[i + 2] == 'U' ? u : s) + "((uint)%" + (c == 'A' ? "0" : "1") + ")";
      i += 3;
    } else {
      p += c == 'U' ? u : c == 'S' ? s : std::string(1, c);
    }
  }
  return pattern(p);
}

/// Functions with a polyfill or an OpenCL form of their own: Bessel, norms,
/// sinpi/cospi, rsqrt, the sincos family.
BuiltinCall classifySpecialMath(const FunctionDecl *fd) {
  StringRef n = fd->getName();
  QualType ret = fd->getReturnType();
  auto param = [&](unsigned i) { return clType(fd->getParamDecl(i)->getType()); };
  bool single = fd->getNumParams() > 0 && isFloatType(fd->getParamDecl(0)->getType());
  // Polyfilled functions (float overloads go to the f-suffixed polyfill).
  {
    StringRef base = n;
    if (!isPolyfilledMath(base) && compat::endsWith(base, "f") &&
        isPolyfilledMath(base.drop_back()))
      base = base.drop_back();
    if (isPolyfilledMath(base)) {
      std::string fn = "math_" + base.str() + (single ? "f" : "");
      return rename("__ultima_" + base.str() + (single ? "f" : ""), {fn});
    }
  }
  // Bessel functions: double (math_bessel.cl) and float, which rounds the
  // double ones (math_besself.cl).
  {
    StringRef bessel = llvm::StringSwitch<StringRef>(n)
                           .Case("j0f", "j0f")
                           .Case("j1f", "j1f")
                           .Case("jnf", "jnf")
                           .Case("y0f", "y0f")
                           .Case("y1f", "y1f")
                           .Case("ynf", "ynf")
                           .Case("cyl_bessel_i0f", "i0f")
                           .Case("cyl_bessel_i1f", "i1f")
                           .Default("");
    if (!bessel.empty())
      return rename("__ultima_" + bessel.str(), {"math_besself"});
    if (n == "j0" || n == "j1" || n == "jn" || n == "y0" || n == "y1" || n == "yn" ||
        n == "cyl_bessel_i0" || n == "cyl_bessel_i1")
      return rename("__ultima_" + n.str(), {"math_bessel"});
  }
  if (n == "norm" || n == "normf" || n == "rnorm" || n == "rnormf") {
    bool f = compat::endsWith(n, "f") || isFloatType(ret);
    std::string base = compat::endsWith(n, "f") ? n.drop_back().str() : n.str();
    std::string fn = "__ultima_" + base + (f ? "f" : "");
    return pattern(fn + "_%a1(%0, %1)", {"math_" + base + (f ? "f" : "")});
  }

  // Float sinpi/cospi through double (PoCL's float versions exceed CUDA's 1 ulp);
  // double rsqrt refined (PoCL's exceeds CUDA's 1 ulp).
  if (((n == "sinpi" || n == "cospi") && single) || n == "sinpif" || n == "cospif") {
    std::string base = compat::endsWith(n, "f") ? n.drop_back().str() : n.str();
    return rename("__ultima_" + base + "f", {"math_" + base + "f"});
  }
  if (n == "rsqrt" && !single)
    return rename("__ultima_rsqrt", {"math_rsqrt"});

  // sincos family: CUDA returns through two pointers of any address space.
  if (n == "sincos" || n == "sincosf" || n == "__sincosf") {
    std::string t = param(0);
    return pattern("((void)(%d1 = sincos((" + t + ")%0, %p2)))");
  }
  if (n == "sincospi" || n == "sincospif") {
    std::string fn = single ? "__ultima_sincospif" : "__ultima_sincospi";
    return pattern("((void)(%d1 = " + fn + "_%a2(%0, %p2)))",
                   {single ? "math_sincospif" : "math_sincospi"});
  }

  return {};
}

/// Functions OpenCL spells differently, constants, classification and the
/// fast-math intrinsics.
BuiltinCall classifyRenamedMath(const FunctionDecl *fd) {
  StringRef n = fd->getName();
  unsigned nparams = fd->getNumParams();
  auto param = [&](unsigned i) { return clType(fd->getParamDecl(i)->getType()); };
  // Simple renames OpenCL spells differently.
  if (n == "nearbyint" || n == "nearbyintf")
    return rename("rint");
  if (n == "frexp" || n == "frexpf")
    return rename("frexp");
  if (n == "ldexp" || n == "ldexpf" || n == "scalbn" || n == "scalbnf")
    return pattern("ldexp((" + param(0) + ")%0, (int)%1)");
  if (n == "scalbln" || n == "scalblnf")
    return pattern("ldexp((" + param(0) + ")%0, convert_int_sat((long)%1))");
  if (n == "modf" || n == "modff")
    return rename("modf");
  if (n == "remquo" || n == "remquof")
    return rename("remquo");
  if (n == "ilogb" || n == "ilogbf")
    return pattern("ilogb((" + param(0) + ")%0)");
  if (n == "lrint" || n == "lrintf" || n == "llrint" || n == "llrintf")
    return pattern("convert_long_sat_rte((" + param(0) + ")%0)");
  if (n == "lround" || n == "lroundf" || n == "llround" || n == "llroundf")
    return pattern("convert_long_sat(round((" + param(0) + ")%0))");
  if (n == "nanf")
    return pattern("NAN");
  if (n == "nan")
    return pattern("((double)NAN)");
  if (n == "fdividef" || n == "__fdividef")
    return pattern("((float)%0 / (float)%1)");
  if (n == "saturate" || n == "__saturatef")
    return pattern("fmin(fmax((float)%0, 0.0f), 1.0f)");

  // Constants behind INFINITY, NAN, HUGE_VAL and CUDART_* (kernels/cuda/math.h).
  if (n == "__ultima_inff")
    return pattern("INFINITY");
  if (n == "__ultima_nanf")
    return pattern("NAN");
  if (n == "__ultima_inf")
    return pattern("((double)INFINITY)");
  if (n == "__ultima_nan")
    return pattern("((double)NAN)");

  // Classification.
  if (n == "__isnanf" || n == "__isnan" || n == "isnan")
    return rename("isnan");
  if (n == "__isinff" || n == "__isinf" || n == "isinf")
    return rename("isinf");
  if (n == "__finitef" || n == "__finite" || n == "__isfinited" || n == "isfinite")
    return rename("isfinite");
  if (n == "__signbitf" || n == "__signbit" || n == "__signbitd" || n == "signbit")
    return rename("signbit");

  // Fast-math intrinsics: the full-precision OpenCL functions, which are at
  // least as accurate as CUDA's documented bounds for them.
  {
    StringRef full = llvm::StringSwitch<StringRef>(n)
                         .Case("__expf", "exp")
                         .Case("__exp10f", "exp10")
                         .Case("__logf", "log")
                         .Case("__log2f", "log2")
                         .Case("__log10f", "log10")
                         .Case("__sinf", "sin")
                         .Case("__cosf", "cos")
                         .Case("__tanf", "tan")
                         .Case("__powf", "pow")
                         .Default("");
    if (!full.empty())
      return pattern(full.str() + ((nparams == 2) ? "((float)%0, (float)%1)" : "((float)%0)"));
  }

  return {};
}

/// Bit reinterpretation and integer intrinsics (popcount, mul_hi, dp4a, ...).
BuiltinCall classifyIntegerIntrinsics(const FunctionDecl *fd) {
  StringRef n = fd->getName();
  unsigned nparams = fd->getNumParams();
  // Bit reinterpretation.
  {
    StringRef as =
        llvm::StringSwitch<StringRef>(n)
            .Case("__int_as_float", "as_float((int)%0)")
            .Case("__uint_as_float", "as_float((uint)%0)")
            .Case("__float_as_int", "as_int((float)%0)")
            .Case("__float_as_uint", "as_uint((float)%0)")
            .Case("__double_as_longlong", "as_long((double)%0)")
            .Case("__longlong_as_double", "as_double((long)%0)")
            .Case("__double2hiint", "((int)(as_long((double)%0) >> 32))")
            .Case("__double2loint", "((int)(uint)as_ulong((double)%0))")
            .Case("__hiloint2double", "as_double(((ulong)(uint)%0 << 32) | (ulong)(uint)%1)")
            .Default("");
    if (!as.empty())
      return pattern(as);
  }

  // Integer intrinsics.
  {
    StringRef p = llvm::StringSwitch<StringRef>(n)
                      .Case("__popc", "((int)popcount((uint)%0))")
                      .Case("__popcll", "((int)popcount((ulong)%0))")
                      .Case("__clz", "((int)clz((int)%0))")
                      .Case("__clzll", "((int)clz((long)%0))")
                      .Case("__mulhi", "mul_hi((int)%0, (int)%1)")
                      .Case("__umulhi", "mul_hi((uint)%0, (uint)%1)")
                      .Case("__mul64hi", "mul_hi((long)%0, (long)%1)")
                      .Case("__umul64hi", "mul_hi((ulong)%0, (ulong)%1)")
                      .Case("__sad", "(abs_diff((int)%0, (int)%1) + (uint)%2)")
                      .Case("__usad", "(abs_diff((uint)%0, (uint)%1) + (uint)%2)")
                      .Case("__hadd", "hadd((int)%0, (int)%1)")
                      .Case("__rhadd", "rhadd((int)%0, (int)%1)")
                      .Case("__uhadd", "hadd((uint)%0, (uint)%1)")
                      .Case("__urhadd", "rhadd((uint)%0, (uint)%1)")
                      .Default("");
    if (!p.empty())
      return pattern(p);
    StringRef poly = llvm::StringSwitch<StringRef>(n)
                         .Cases("__ffs", "__ffsll", "__brev", "__brevll", "math_bits")
                         .Cases("__mul24", "__umul24", "__byte_perm", "math_bits")
                         .Cases("__funnelshift_l", "__funnelshift_lc", "math_bits")
                         .Cases("__funnelshift_r", "__funnelshift_rc", "math_bits")
                         .Default("");
    if (!poly.empty())
      return rename("__ultima_" + n.drop_front(2).str(), {poly.str()});
    // __dp4a, __dp2a_lo/_hi: vector operands are reinterpreted as their 32 bits.
    if ((n == "__dp4a" || n == "__dp2a_lo" || n == "__dp2a_hi") && nparams == 3) {
      bool isSigned = fd->getParamDecl(2)->getType()->isSignedIntegerType();
      std::string word = isSigned ? "int" : "uint";
      auto operand = [&](unsigned i) {
        bool vector = fd->getParamDecl(i)->getType()->isRecordType();
        return (vector ? "as_" + word + "(%" : "(" + word + ")%") + std::to_string(i) +
               (vector ? ")" : "");
      };
      std::string fn = n == "__dp4a" ? "__ultima_dp4a" : "__ultima_dp2a";
      std::string half = n == "__dp4a" ? "" : (n == "__dp2a_hi" ? ", 1" : ", 0");
      return pattern(fn + (isSigned ? "_s32(" : "_u32(") + operand(0) + ", " + operand(1) + ", (" +
                         word + ")%2" + half + ")",
                     {"math_bits"});
    }
  }

  return {};
}

/// min/max: CUDA's overload sets.
BuiltinCall classifyMinMax(const FunctionDecl *fd) {
  StringRef n = fd->getName();
  unsigned nparams = fd->getNumParams();
  QualType ret = fd->getReturnType();
  // min/max: CUDA's overload sets. Mixed arguments resolve to the unsigned or
  // double type (the call's type); floating min/max are NaN-aware like fmin.
  bool isMin = n == "min" || n == "umin" || n == "llmin" || n == "ullmin";
  bool isMax = n == "max" || n == "umax" || n == "llmax" || n == "ullmax";
  if ((isMin || isMax) && nparams == 2) {
    QualType a = fd->getParamDecl(0)->getType().getCanonicalType();
    QualType b = fd->getParamDecl(1)->getType().getCanonicalType();
    bool floating = ret->isFloatingType();
    std::string f = floating ? (isMin ? "fmin" : "fmax") : (isMin ? "min" : "max");
    if (a == b)
      return rename(f);
    return pattern(f + "((%T)%0, (%T)%1)");
  }
  return {};
}

} // namespace

BuiltinCall classifyMathBuiltin(const FunctionDecl *fd) {
  if (!fd || !fd->getIdentifier())
    return {};
  StringRef n = fd->getName();
  for (BuiltinCall (*classify)(const FunctionDecl *) : {classifySpecialMath, classifyRenamedMath})
    if (BuiltinCall c = classify(fd); c.kind != BuiltinCallKind::NotBuiltin)
      return c;
  // SIMD within a word (`__vadd4`, `__vcmpgtu2`, ...): the 32 bits as an
  // OpenCL vector of four bytes or two halfwords, an element-wise built-in,
  // and back. `U`/`S` stand for the unsigned/signed lane vector type.
  if (BuiltinCall c = classifySimd(n); c.kind != BuiltinCallKind::NotBuiltin)
    return c;
  // CUDA 12's DPX min/max of three, or of a sum and a third.
  if (BuiltinCall c = classifyDpx(n); c.kind != BuiltinCallKind::NotBuiltin)
    return c;

  // Rounding-mode arithmetic and conversions.
  if (auto [op, mode] = splitRounding(n); !op.empty()) {
    BuiltinCall c = classifyRounding(op, mode, fd);
    if (c.kind != BuiltinCallKind::NotBuiltin)
      return c;
  }

  for (BuiltinCall (*classify)(const FunctionDecl *) : {classifyIntegerIntrinsics, classifyMinMax})
    if (BuiltinCall c = classify(fd); c.kind != BuiltinCallKind::NotBuiltin)
      return c;
  return {};
}

} // namespace ultima
