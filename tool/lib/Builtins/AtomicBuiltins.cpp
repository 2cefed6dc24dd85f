//===- AtomicBuiltins.cpp - CUDA atomic builtins -> OpenCL ----------------------===//
///
/// \file
/// The atomic family of CUDA device-library calls (see CudaBuiltins.h for the
/// pattern language). Declarations live in kernels/cuda/__ultima_atomics.h,
/// polyfills in kernels/opencl/atomic_*.cl.
///
/// Lowering, by operation and the type the pointer argument points to:
///  - 32-bit int/uint add, sub, exch, min, max, cas, and, or, xor, and float
///    exch: the OpenCL 1.2 atomic_* built-ins (overloaded on address space).
///  - 64-bit add, exch, cas: atom_* of cl_khr_int64_base_atomics (the snippet
///    atomic_int64_base enables the extension).
///  - 64-bit min, max, and, or, xor: polyfills that use atom_* of
///    cl_khr_int64_extended_atomics where the device has it, else a
///    compare-and-swap loop.
///  - float/double add, atomicInc/atomicDec (CUDA's wrap-around semantics),
///    16-bit CAS: compare-and-swap polyfills.
///  - CuPy's additions (kernels/cuda/cupy/atomics.cuh): long long add
///    (atom_add), float/double min and max (compare-and-swap polyfills of fmin/fmax).
/// Polyfills exist once per address space (`_g` global, `_l` local), chosen
/// with the %a0 placeholder: OpenCL 1.2 has no generic address space.
/// The `_block` and `_system` variants are the same operation.
/// __ldg and the cache-hinted __ld*/__st* are plain loads and stores.
///
//===----------------------------------------------------------------------===//
#include "CudaBuiltins.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Type.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;

namespace ultima {

namespace {

enum class Elem { None, I32, U32, S64, U64, F32, F64, U16 };

/// The type the first (pointer) parameter of \p fd points to.
Elem pointeeElem(const FunctionDecl *fd) {
  if (fd->getNumParams() == 0)
    return Elem::None;
  QualType t = fd->getParamDecl(0)->getType().getCanonicalType();
  const auto *ptr = t->getAs<PointerType>();
  if (!ptr)
    return Elem::None;
  const auto *bt = ptr->getPointeeType().getCanonicalType()->getAs<BuiltinType>();
  if (!bt)
    return Elem::None;
  switch (bt->getKind()) {
  case BuiltinType::Int:
    return Elem::I32;
  case BuiltinType::UInt:
    return Elem::U32;
  case BuiltinType::LongLong:
    return Elem::S64;
  case BuiltinType::ULongLong:
    return Elem::U64;
  case BuiltinType::Float:
    return Elem::F32;
  case BuiltinType::Double:
    return Elem::F64;
  case BuiltinType::UShort:
    return Elem::U16;
  default:
    return Elem::None;
  }
}

BuiltinCall pattern(std::string text, std::vector<std::string> snippets = {}) {
  BuiltinCall call;
  call.kind = BuiltinCallKind::Pattern;
  call.pattern = std::move(text);
  call.snippets = std::move(snippets);
  return call;
}

/// A polyfill `ultima_atomic_<op>_<tag>_<g|l>(args)` from kernels/opencl/<snippet>.cl.
BuiltinCall polyfill(StringRef op, StringRef tag, StringRef snippet, unsigned nargs) {
  std::string text = ("ultima_atomic_" + op + "_" + tag + "_%a0(%0").str();
  for (unsigned i = 1; i < nargs; ++i)
    text += ", %" + std::to_string(i);
  text += ")";
  return pattern(text, {snippet.str()});
}

/// An OpenCL built-in called with the CUDA arguments.
BuiltinCall builtin(StringRef name, unsigned nargs, std::vector<std::string> snippets = {}) {
  std::string text = (name + "(%0").str();
  for (unsigned i = 1; i < nargs; ++i)
    text += ", %" + std::to_string(i);
  text += ")";
  return pattern(text, std::move(snippets));
}

BuiltinCall classifyAtomic(StringRef op, Elem e) {
  const bool is32 = e == Elem::I32 || e == Elem::U32;
  const bool is64 = e == Elem::S64 || e == Elem::U64;
  const char *base64 = "atomic_int64_base";
  if (op == "Add") {
    if (is32)
      return builtin("atomic_add", 2);
    if (is64) // long long: cupy/atomics.cuh
      return builtin("atom_add", 2, {base64});
    if (e == Elem::F32)
      return polyfill("add", "f32", "atomic_add_f32", 2);
    if (e == Elem::F64)
      return polyfill("add", "f64", "atomic_add_f64", 2);
  } else if (op == "Sub") {
    if (is32)
      return builtin("atomic_sub", 2);
  } else if (op == "Exch") {
    if (is32 || e == Elem::F32)
      return builtin("atomic_xchg", 2);
    if (e == Elem::U64)
      return builtin("atom_xchg", 2, {base64});
  } else if (op == "Min" || op == "Max") {
    StringRef lower = op == "Min" ? "min" : "max";
    if (is32)
      return builtin(op == "Min" ? "atomic_min" : "atomic_max", 2);
    if (is64)
      return polyfill(lower, e == Elem::S64 ? "s64" : "u64", "atomic_minmax_64", 2);
    if (e == Elem::F32) // cupy/atomics.cuh
      return polyfill(lower, "f32", "atomic_minmax_f32", 2);
    if (e == Elem::F64) // cupy/atomics.cuh
      return polyfill(lower, "f64", "atomic_minmax_f64", 2);
  } else if (op == "Inc" || op == "Dec") {
    if (e == Elem::U32)
      return polyfill(op == "Inc" ? "inc" : "dec", "u32",
                      op == "Inc" ? "atomic_inc_u32" : "atomic_dec_u32", 2);
  } else if (op == "CAS") {
    if (is32)
      return builtin("atomic_cmpxchg", 3);
    if (e == Elem::U64)
      return builtin("atom_cmpxchg", 3, {base64});
    if (e == Elem::U16)
      return polyfill("cas", "u16", "atomic_cas_u16", 3);
  } else if (op == "And" || op == "Or" || op == "Xor") {
    StringRef lower = op == "And" ? "and" : op == "Or" ? "or" : "xor";
    if (is32)
      return builtin(("atomic_" + lower).str(), 2);
    if (e == Elem::U64)
      return polyfill(lower, "u64", "atomic_bitwise_64", 2);
  }
  BuiltinCall none;
  none.kind = BuiltinCallKind::Unsupported;
  none.name = ("atomic" + op).str();
  return none;
}

} // namespace

BuiltinCall classifyAtomicBuiltin(const FunctionDecl *fd) {
  if (!fd || !fd->getIdentifier())
    return {};
  StringRef n = fd->getName();

  // __ldg(p) and the cache-hinted loads: *p. Stores __st*(p, v): *p = v.
  if (llvm::StringSwitch<bool>(n)
          .Cases("__ldg", "__ldcg", "__ldca", "__ldcs", "__ldlu", "__ldcv", true)
          .Default(false))
    return fd->getNumParams() == 1 ? pattern("%d0") : BuiltinCall{};
  if (llvm::StringSwitch<bool>(n)
          .Cases("__stwb", "__stcg", "__stcs", "__stwt", true)
          .Default(false))
    return fd->getNumParams() == 2 ? pattern("(%d0 = %1)") : BuiltinCall{};

  if (!n.consume_front("atomic"))
    return {};
  if (!n.consume_back("_block"))
    n.consume_back("_system");
  if (!llvm::StringSwitch<bool>(n)
           .Cases("Add", "Sub", "Exch", "Min", "Max", "Inc", "Dec", "CAS", true)
           .Cases("And", "Or", "Xor", true)
           .Default(false))
    return {};
  return classifyAtomic(n, pointeeElem(fd));
}

} // namespace ultima
