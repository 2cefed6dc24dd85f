//===- PtxIdioms.cpp - inline PTX that reads a special register -----------===//
///
/// \file
/// The PTX ISA's special registers as ultima models the CUDA thread: a warp
/// is 32 consecutive work-items of the work-group by linear local id (x
/// fastest), as in kernels/opencl/warp.cl, and the clocks are the device
/// runtime's call counter (kernels/cuda/__ultima_device_runtime.h).
///
//===----------------------------------------------------------------------===//
#include "PtxIdioms.h"
#include "CudaBuiltins.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "llvm/Support/Regex.h"

using namespace clang;

namespace ultima {

/// `vabsdiff4.u32.u32.u32.add %0, %1, %2, %3;` with 32-bit integer operands.
static bool isVAbsDiff4Add(const GCCAsmStmt &s) {
  static const llvm::Regex Instruction(
      "^[[:space:]]*vabsdiff4\\.u32\\.u32\\.u32\\.add[[:space:]]+%0[[:space:]]*,[[:space:]]*%1"
      "[[:space:]]*,[[:space:]]*%2[[:space:]]*,[[:space:]]*%3[[:space:]]*;?[[:space:]]*$");
  if (s.getNumOutputs() != 1 || s.getNumInputs() != 3 || s.getNumLabels() != 0 ||
      !Instruction.match(s.getAsmString()->getString()))
    return false;
  for (unsigned i = 0; i < 3; ++i)
    if (!s.getInputExpr(i)->getType()->isIntegerType())
      return false;
  return s.getOutputExpr(0)->getType()->isIntegerType();
}

PtxRegister classifyPtxIdiom(const GCCAsmStmt &s) {
  if (isVAbsDiff4Add(s))
    return PtxRegister::VAbsDiff4Add;
  if (s.getNumOutputs() != 1 || s.getNumInputs() != 0 || s.getNumLabels() != 0)
    return PtxRegister::None;
  const Expr *out = s.getOutputExpr(0);
  if (!out->getType()->isIntegerType())
    return PtxRegister::None;
  // `mov.u32 %0, %%laneid;`: the string as written, so `%%` is one `%`
  // in PTX. Types u/s/b of 32 or 64 bits; the trailing `;` is optional.
  static const llvm::Regex Idiom(
      "^[[:space:]]*mov\\.[usb](32|64)[[:space:]]+%0[[:space:]]*,[[:space:]]*%%([a-z_0-9]+)"
      "[[:space:]]*;?[[:space:]]*$");
  llvm::SmallVector<llvm::StringRef, 3> groups;
  if (!Idiom.match(s.getAsmString()->getString(), &groups))
    return PtxRegister::None;
  bool wide = groups[1] == "64";
  PtxRegister r = PtxRegister::None;
  bool wideRegister = false;
#define ULTIMA_PTX_REGISTER(ENUMERATOR, NAME, BITS)                                                \
  if (groups[2] == (NAME)) {                                                                       \
    r = PtxRegister::ENUMERATOR;                                                                   \
    wideRegister = (BITS) == 64;                                                                   \
  }
#include "../Frontend/PtxRegisters.def"
  // PTX's own typing: the 64-bit registers take a 64-bit mov, the others 32.
  if (r != PtxRegister::None && wide != wideRegister)
    return PtxRegister::None;
  return r;
}

const VarDecl *deviceClockVar(const ASTContext &ctx) {
  auto &idents = const_cast<ASTContext &>(ctx).Idents;
  for (const NamedDecl *d :
       ctx.getTranslationUnitDecl()->lookup(&idents.get("__ultima_device_clock")))
    if (const auto *v = dyn_cast<VarDecl>(d))
      return v->getCanonicalDecl();
  return nullptr;
}

std::string ptxRegisterValue(PtxRegister r, const std::string &clock) {
  const std::string linear = "(uint)(get_local_id(0) + get_local_size(0) * (get_local_id(1) + "
                             "get_local_size(1) * get_local_id(2)))";
  std::string lane = "(" + linear + " % 32u)";
  switch (r) {
  case PtxRegister::LaneId:
    return lane;
  case PtxRegister::WarpId:
    return "(" + linear + " / 32u)";
  case PtxRegister::LanemaskEq:
    return "(1u << " + lane + ")";
  case PtxRegister::LanemaskLt:
    return "((1u << " + lane + ") - 1u)";
  case PtxRegister::LanemaskLe:
    return "((2u << " + lane + ") - 1u)"; // lane 31: 2u << 31 wraps to 0, all ones
  case PtxRegister::LanemaskGt:
    return "(~((2u << " + lane + ") - 1u))";
  case PtxRegister::LanemaskGe:
    return "(~((1u << " + lane + ") - 1u))";
  case PtxRegister::Clock:
    return "(uint)atom_add(" + clock + ", " + std::to_string(DeviceClockStep) + "UL)";
  case PtxRegister::Clock64:
  case PtxRegister::GlobalTimer:
    return "atom_add(" + clock + ", " + std::to_string(DeviceClockStep) + "UL)";
  case PtxRegister::VAbsDiff4Add: // a call with operands (OpenCLPrinter)
  case PtxRegister::None:
    break;
  }
  return "0";
}

} // namespace ultima
