//===- FatBinaryWriter.h - the container ultima-cc embeds -------*- C++ -*-===//
#ifndef ULTIMA_CC_FATBINARYWRITER_H
#define ULTIMA_CC_FATBINARYWRITER_H

#include "ultima/Translator.h"
#include <string>

namespace ultima::cc {

/// The container's bytes for a successful translation
/// (cudart/include/ultima/cudart/FatBinary.h describes the format); empty
/// when the translator's manifest is not JSON (an internal error).
std::string writeFatBinary(const Result &translation);

} // namespace ultima::cc

#endif
