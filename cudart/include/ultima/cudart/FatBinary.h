//===- ultima/cudart/FatBinary.h - the GPU binary ultima-cc embeds -*- C++ -*-===//
///
/// \file
/// What `ultima-cc` embeds in a host object in place of CUDA's fat binary
/// (Clang's `-fcuda-include-gpubinary`), and `libultima-cudart` reads back in
/// `__cudaRegisterFatBinary`: the translated OpenCL C, the launch manifest and
/// what the program needs from the device. Clang gives the runtime only a
/// pointer to the bytes, so the container says its own length:
///
///     "ULTIMACC" | length (8 bytes, little-endian) | JSON document (length bytes)
///
/// The JSON document: {"format": "ultima-cc-program", "version": 2,
/// "opencl": TEXT, "manifest": LAUNCH-MANIFEST, "extensions": [...], "fp64": BOOL,
/// "subGroupWarps": BOOL}: the manifest is stored once, as the JSON object it
/// is, and read straight into the kernels' signatures.
///
/// ultima-cc writes it (cc/FatBinaryWriter.cpp, with the translator); this
/// reader needs only the translator's public types, not the translator, so
/// that the programs ultima-cc builds load no Clang.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_CUDART_FATBINARY_H
#define ULTIMA_CUDART_FATBINARY_H

#include "ultima/Translator.h"
#include <optional>
#include <string>
#include <vector>

namespace ultima::cudart {

inline constexpr char FatBinaryMagic[8] = {'U', 'L', 'T', 'I', 'M', 'A', 'C', 'C'};

inline constexpr const char *FatBinaryFormat = "ultima-cc-program";
inline constexpr int FatBinaryVersion = 2;

/// One translated translation unit, as the runtime needs it.
struct EmbeddedProgram {
  std::string opencl;
  std::vector<KernelSignature> kernels; ///< from the launch manifest (docs/launch-manifest.md)
  Capabilities needs;
};

/// Reads the container at \p data; nullopt when it is not one (wrong magic or
/// malformed JSON).
std::optional<EmbeddedProgram> readFatBinary(const void *data);

} // namespace ultima::cudart

#endif
