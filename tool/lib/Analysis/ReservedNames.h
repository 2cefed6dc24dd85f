//===- ReservedNames.h - identifiers OpenCL C 1.2 reserves ------*- C++ -*-===//
#ifndef ULTIMA_ANALYSIS_RESERVEDNAMES_H
#define ULTIMA_ANALYSIS_RESERVEDNAMES_H
#include "llvm/ADT/StringRef.h"
namespace ultima {
/// True when \p name cannot be a user identifier in OpenCL C 1.2: keywords and
/// qualifiers (`global`, `kernel`, ...), built-in type names (`half`, `uint`,
/// `float4`, `image2d_t`, ...), C keywords that C++ lacks (`restrict`),
/// predefined macros (`CLK_LOCAL_MEM_FENCE`, `MAXFLOAT`) and built-in function
/// names (`clamp`, `dot`, `get_global_id`, ...).
bool isOpenCLReservedName(llvm::StringRef name);
} // namespace ultima
#endif
