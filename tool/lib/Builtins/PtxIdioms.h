//===- PtxIdioms.h - inline PTX that reads a special register ---*- C++ -*-===//
///
/// \file
/// Inline PTX is specific to NVIDIA's target and stays a located error,
/// except the common idiom that reads one special register into a variable:
///
///     asm volatile("mov.u32 %0, %%laneid;" : "=r"(lane));
///
/// for the registers listed in docs/device-library.md (lane and warp
/// numbers, lane masks, clocks), each printed as the OpenCL expression of its
/// value.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_BUILTINS_PTXIDIOMS_H
#define ULTIMA_BUILTINS_PTXIDIOMS_H

#include <string>

namespace clang {
class ASTContext;
class GCCAsmStmt;
class VarDecl;
} // namespace clang

namespace ultima {

enum class PtxRegister {
  None, ///< not one of the idioms
#define ULTIMA_PTX_REGISTER(ENUMERATOR, NAME, BITS) ENUMERATOR,
#include "../Frontend/PtxRegisters.def"
  /// Not a register: `vabsdiff4.u32.u32.u32.add %0, %1, %2, %3;`, the sum
  /// of absolute byte differences (CUDA's __vsadu4 plus an addend), printed
  /// as the polyfill ultima_vabsdiff4_add (kernels/opencl/ptx_vabsdiff4.cl).
  VAbsDiff4Add,
};

/// The special register \p s moves into its one output (or the one
/// instruction idiom it is), or None.
PtxRegister classifyPtxIdiom(const clang::GCCAsmStmt &s);

/// Whether reading \p r takes the next value of the device clock
/// (`__ultima_device_clock` of kernels/cuda/__ultima_device_runtime.h).
inline bool readsDeviceClock(PtxRegister r) {
  return r == PtxRegister::Clock || r == PtxRegister::Clock64 || r == PtxRegister::GlobalTimer;
}

/// What one clock read adds to the counter: __ULTIMA_CLOCK_STEP of
/// kernels/cuda/__ultima_device_runtime.h, which must be the same
/// (test/lit/UltimaCC/device-clock-trap.cu compares the two).
constexpr unsigned DeviceClockStep = 1024;

/// The device runtime's clock counter, or nullptr when it is not declared.
const clang::VarDecl *deviceClockVar(const clang::ASTContext &ctx);

/// The polyfill an idiom needs, or "".
inline const char *ptxIdiomSnippet(PtxRegister r) {
  return r == PtxRegister::VAbsDiff4Add ? "ptx_vabsdiff4" : "";
}

/// The OpenCL C expression of \p r's value (an unsigned 32- or 64-bit
/// integer); for a clock, \p clock is the printed pointer to the counter.
std::string ptxRegisterValue(PtxRegister r, const std::string &clock);

} // namespace ultima

#endif
