//===- LaunchChevrons.h - `<< <` and `>> >` launches ------------*- C++ -*-===//
///
/// \file
/// nvcc accepts a kernel launch whose chevrons are split by spaces,
/// `k << < grid, block >> > (args)`, which Clang reads as shifts and
/// comparisons. joinSpacedLaunchChevrons rewrites such a launch's chevrons
/// to `<<<` and `>>>`, padding with spaces so that every other character
/// keeps its offset (diagnostics keep their columns).
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_FRONTEND_LAUNCHCHEVRONS_H
#define ULTIMA_FRONTEND_LAUNCHCHEVRONS_H

#include <string>

namespace ultima {

/// Rewrites, in \p source, each `<<` followed by blanks and `<` whose
/// matching `>>`, blanks, `>` is followed by `(`, outside comments and
/// literals, and not after the keyword `operator` (`operator<< <T>(...)` is
/// C++). Returns how many launches it joined.
unsigned joinSpacedLaunchChevrons(std::string &source);

} // namespace ultima

#endif
