//===- WarpBuiltins.cpp - CUDA warp builtins -> OpenCL ----------------------===//
///
/// \file
/// The warp family of CUDA device-library calls (see CudaBuiltins.h for the
/// pattern language). Declarations live in kernels/cuda/__ultima_warp.h, the
/// emulation in kernels/opencl/warp.cl: OpenCL C 1.2 has no sub-groups, so a
/// warp is 32 consecutive work-items exchanging values through the hoisted
/// __local array `__ultima_warp_scratch` (the `%W` placeholder) between
/// work-group barriers. On targets with sub-group shuffles and a required
/// sub-group size (subGroupWarps()), targetSnippet() picks warp_subgroup.cl
/// instead, whose helpers keep the same signatures. Shuffles move 32-bit words; 64-bit values take
/// two,
/// __half and __half2 (16 bits and 2x16 bits in the output) one.
///
//===----------------------------------------------------------------------===//
#include "CudaBuiltins.h"
#include "ultima/compat/ClangCompat.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Type.h"
#include "llvm/ADT/StringSwitch.h"
#include <algorithm>
#include <iterator>

using namespace clang;

namespace ultima {

namespace {

BuiltinCall warpPattern(std::string text, std::string snippet = "warp") {
  BuiltinCall call;
  call.kind = BuiltinCallKind::Pattern;
  call.pattern = std::move(text);
  call.snippets = {std::move(snippet)};
  return call;
}

/// A warp pattern that exchanges values through the warp buffer (its `%W`).
BuiltinCall exchangePattern(std::string text, std::string snippet = "warp") {
  BuiltinCall call = warpPattern(std::move(text), std::move(snippet));
  call.warpScratch = true;
  return call;
}

BuiltinType::Kind paramKind(const FunctionDecl *fd, unsigned i) {
  if (i >= fd->getNumParams())
    return BuiltinType::Void;
  const auto *bt = fd->getParamDecl(i)->getType().getCanonicalType()->getAs<BuiltinType>();
  return bt ? bt->getKind() : BuiltinType::Void;
}

/// `__shfl*`: \p mode as in ultima_shfl_source; \p first is the index of the
/// `var` argument (1 for the _sync forms, 0 for the legacy ones).
BuiltinCall shuffle(const FunctionDecl *fd, int mode, unsigned first) {
  std::string var = "%" + std::to_string(first);
  std::string rest = ", " + std::to_string(mode) + ", (int)%" + std::to_string(first + 1) + ", %" +
                     std::to_string(first + 2) + ")";
  // `in` reinterprets the value as the word type, `out` reinterprets back.
  auto shfl = [&](StringRef word, StringRef in, StringRef out) {
    std::string call = ("ultima_shfl_" + word + "(%W, ").str() +
                       (in.empty() ? var : (in + "(" + var + ")").str()) + rest;
    return exchangePattern(out.empty() ? call : (out + "(" + call + ")").str());
  };
  auto u32 = [&](StringRef in, StringRef out) { return shfl("u32", in, out); };
  auto u64 = [&](StringRef in, StringRef out) { return shfl("u64", in, out); };
  if (first < fd->getNumParams()) {
    // __half is a ushort and __half2 a ushort2 in the output (HalfBuiltins.cpp).
    std::string half = halfTypeName(fd->getParamDecl(first)->getType()->getAsRecordDecl());
    if (half == "ultima_half")
      return u32("(uint)", "(ultima_half)");
    if (half == "ultima_half2")
      return u32("as_uint", "as_ushort2");
  }
  switch (paramKind(fd, first)) {
  case BuiltinType::Int:
    return u32("as_uint", "as_int");
  case BuiltinType::UInt:
    return u32("", "");
  case BuiltinType::Float:
    return u32("as_uint", "as_float");
  case BuiltinType::Long:
  case BuiltinType::LongLong:
    return u64("as_ulong", "as_long");
  case BuiltinType::ULong:
  case BuiltinType::ULongLong:
    return u64("", "");
  case BuiltinType::Double:
    return u64("as_ulong", "as_double");
  default:
    return {};
  }
}

} // namespace

BuiltinCall classifyWarpBuiltin(const FunctionDecl *fd) {
  // Operators, constructors and conversions have no identifier (no warp
  // builtin is one); callers pass any prelude function.
  if (!fd || !fd->getIdentifier())
    return {};
  StringRef n = fd->getName();
  int mode = llvm::StringSwitch<int>(n)
                 .Cases("__shfl_sync", "__shfl", 0)
                 .Cases("__shfl_up_sync", "__shfl_up", 1)
                 .Cases("__shfl_down_sync", "__shfl_down", 2)
                 .Cases("__shfl_xor_sync", "__shfl_xor", 3)
                 .Default(-1);
  if (mode >= 0)
    return shuffle(fd, mode, compat::endsWith(n, "_sync") ? 1 : 0);

  bool isSigned = paramKind(fd, 1) == BuiltinType::Int;
  bool isFloat = paramKind(fd, 1) == BuiltinType::Float;
  return llvm::StringSwitch<BuiltinCall>(n)
      .Case("__ballot_sync", exchangePattern("ultima_ballot(%W, %0, %1)"))
      .Case("__ballot", exchangePattern("ultima_ballot(%W, 0xffffffffu, %0)"))
      .Case("__any_sync", exchangePattern("(ultima_ballot(%W, %0, %1) != 0u)"))
      .Case("__any", exchangePattern("(ultima_ballot(%W, 0xffffffffu, %0) != 0u)"))
      .Case("__all_sync", exchangePattern("ultima_all(%W, %0, %1)", "warp_votes"))
      .Case("__all", exchangePattern("ultima_all(%W, 0xffffffffu, %0)", "warp_votes"))
      .Case("__uni_sync", exchangePattern("ultima_uni(%W, %0, %1)", "warp_votes"))
      .Case("__activemask", warpPattern("ultima_warp_present()"))
      // A work-group barrier, or a sub-group one where warps are sub-groups.
      .Case("__syncwarp", warpPattern("ultima_syncwarp()"))
      .Case("__reduce_add_sync",
            isSigned ? exchangePattern("as_int(ultima_reduce_add_u32(%W, %0, as_uint(%1)))")
                     : exchangePattern("ultima_reduce_add_u32(%W, %0, %1)"))
      .Case("__reduce_min_sync", isSigned ? exchangePattern("ultima_reduce_min_s32(%W, %0, %1)")
                                          : exchangePattern("ultima_reduce_min_u32(%W, %0, %1)"))
      .Case("__reduce_max_sync", isSigned ? exchangePattern("ultima_reduce_max_s32(%W, %0, %1)")
                                          : exchangePattern("ultima_reduce_max_u32(%W, %0, %1)"))
      .Case("__reduce_and_sync", exchangePattern("ultima_reduce_and_u32(%W, %0, %1)"))
      .Case("__reduce_or_sync", exchangePattern("ultima_reduce_or_u32(%W, %0, %1)"))
      .Case("__reduce_xor_sync", exchangePattern("ultima_reduce_xor_u32(%W, %0, %1)"))
      .Case("__match_any_sync", isSigned || isFloat
                                    ? exchangePattern("ultima_match_any_u32(%W, %0, as_uint(%1))")
                                    : exchangePattern("ultima_match_any_u32(%W, %0, %1)"))
      .Default({});
}

bool subGroupWarps(const std::vector<std::string> &targetExtensions) {
  auto has = [&](StringRef ext) {
    return std::find(targetExtensions.begin(), targetExtensions.end(), ext) !=
           targetExtensions.end();
  };
  // Shuffles and ballots need their extensions; a warp needs sub-groups of
  // exactly 32, which only a required sub-group size guarantees.
  return std::all_of(std::begin(SubGroupWarpExtensions), std::end(SubGroupWarpExtensions), has);
}

bool usesWarpScratch(const BuiltinCall &call) { return call.warpScratch; }

} // namespace ultima
