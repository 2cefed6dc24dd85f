//===- PtxEscapes.h - one-% special registers in inline PTX -----*- C++ -*-===//
///
/// \file
/// nvcc accepts `asm volatile("mov.u64 %0, %globaltimer;" : "=l"(t));`: for
/// it only `%` followed by a digit (and `%%`, `%=`, ...) is an operand
/// escape. Clang's Sema refuses the single `%` before a register name, so
/// the statement never reaches the AST. respellPtxRegisterEscapes rewrites
/// such strings of the documented special-register idiom (the registers
/// Builtins/PtxIdioms.cpp translates) to the `%%` spelling before parsing:
/// in the input file only (the headers it includes are read as written).
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_FRONTEND_PTXESCAPES_H
#define ULTIMA_FRONTEND_PTXESCAPES_H

#include <string>
#include <string_view>

namespace ultima {

/// \p source with every asm string of the form `mov.<t><n> %0, %<register>;`
/// (one string, followed by operands; a documented special register) spelt
/// `%%<register>`. The result has the length and the line breaks of
/// \p source, so every source location stays valid: the extra `%` takes
/// the place of a space or of the optional `;` of the same string, and a
/// string with neither is left as written (Clang then reports it, located).
std::string respellPtxRegisterEscapes(std::string_view source, const std::string &fileName);

} // namespace ultima

#endif
