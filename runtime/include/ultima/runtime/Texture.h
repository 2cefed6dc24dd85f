//===- ultima/runtime/Texture.h - texture descriptors for kernels -*- C++ -*-===//
///
/// \file
/// The descriptor a kernel receives for a texture or surface parameter
/// (KernelParameter::Kind::TextureDesc, `ultima_texture` in
/// kernels/opencl/tex_core.cl), and how a resource and its sampling fill it.
/// One place for both front-ends: libultima-cudart's texture objects and
/// references (cudart/src/Textures.h) and the Python runtime's
/// `ultima.cuda.texture` (runtime/python/bindings/Textures.cpp). The values
/// are CUDA's enumerators (driver_types.h, texture_types.h), so either side
/// passes its own. docs/device-library.md describes the sampling.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_RUNTIME_TEXTURE_H
#define ULTIMA_RUNTIME_TEXTURE_H

#include <cstddef>
#include <cstdint>
#include <string>

namespace ultima::runtime {

/// The descriptor kernels receive, as kernels/opencl/tex_core.cl declares
/// `ultima_texture`: the same layout in C and OpenCL C (96 bytes).
struct DeviceTexture {
  uint64_t offset;              ///< byte offset of texel (0, 0, 0) in the buffer (set at launch)
  uint64_t pitch;               ///< bytes per row
  uint64_t slice;               ///< bytes per 2-D slice or layer
  int32_t width, height, depth; ///< texels; 1 for an absent dimension; depth: layers too
  int32_t channels;             ///< 1, 2 or 4
  int32_t bytes;                ///< bytes per channel: 1, 2 or 4
  int32_t format;               ///< cudaChannelFormatKind: signed, unsigned, float
  int32_t readMode;             ///< cudaTextureReadMode
  int32_t filterMode;           ///< cudaTextureFilterMode
  int32_t normalized;           ///< normalized coordinates
  int32_t address[3];           ///< cudaTextureAddressMode per dimension
  float border[4];
  int32_t image;     ///< the image that holds the texels too (TextureImage.h), 0 if none
  int32_t imageRead; ///< how the kernel reads that image: float, signed or unsigned integers
};
static_assert(sizeof(DeviceTexture) == 96, "kernels/opencl/tex_core.cl's ultima_texture");

/// CUDA's enumerator values the descriptor and the checks use.
namespace cudaenum {
enum : int { ChannelSigned = 0, ChannelUnsigned = 1, ChannelFloat = 2 };
enum : int {
  ResourceArray = 0,
  ResourceMipmappedArray = 1,
  ResourceLinear = 2,
  ResourcePitch2D = 3
};
enum : int { AddressWrap = 0, AddressClamp = 1, AddressMirror = 2, AddressBorder = 3 };
enum : int { FilterPoint = 0, FilterLinear = 1 };
enum : int { ReadElementType = 0, ReadNormalizedFloat = 1 };
enum : unsigned {
  ArrayLayered = 1,
  ArraySurfaceLoadStore = 2,
  ArrayCubemap = 4,
  ArrayTextureGather = 8
};
} // namespace cudaenum

/// What is wrong with a description, as the CUDA error CUDA returns for it.
enum class TextureFault {
  None,
  InvalidValue,             ///< cudaErrorInvalidValue
  InvalidChannelDescriptor, ///< cudaErrorInvalidChannelDescriptor
  NotSupported,             ///< cudaErrorNotSupported
};

/// A channel format: bits of x, y, z, w and the kind (cudaChannelFormatDesc).
struct ChannelFormat {
  int x = 0, y = 0, z = 0, w = 0;
  int kind = cudaenum::ChannelFloat;
};

/// 1, 2 or 4 channels of one size (8, 16 or 32 bits; floats 16 or 32) and
/// a known kind; anything else is InvalidChannelDescriptor, as in CUDA.
TextureFault checkChannelFormat(const ChannelFormat &f);
/// The channels of a checked format (1, 2 or 4).
int channelCount(const ChannelFormat &f);
/// Bytes of one texel of a checked format.
size_t texelBytes(const ChannelFormat &f);

/// An array's extent and flags as cudaMalloc3DArray takes them: 1-D (w),
/// 2-D (w, h), 3-D (w, h, d); layered: 1-D (w, 0, layers), 2-D (w, h,
/// layers); a cubemap (w, w, 6), layered (w, w, 6 * cubemaps). Unknown
/// flags, a zero width, a depth without a height (unlayered), a layered
/// array without layers, a cubemap of another shape, or
/// cudaArrayTextureGather on an array that is not 2-D are InvalidValue.
TextureFault checkArrayExtent(size_t width, size_t height, size_t depth, unsigned flags);

/// The descriptor's geometry and format (not its sampling, nor the launch's
/// offset) for an array of \p f: \p width texels a row, \p rows rows a
/// slice, \p slices slices or layers (each at least 1), tightly packed.
void describeArray(const ChannelFormat &f, size_t width, size_t rows, size_t slices,
                   DeviceTexture &t);
/// ... for linear memory of \p sizeInBytes bytes (at least one texel).
TextureFault describeLinear(const ChannelFormat &f, size_t sizeInBytes, DeviceTexture &t);
/// ... for pitched 2-D memory: \p width by \p height texels (neither 0),
/// rows \p pitch bytes apart (at least a row's texels).
TextureFault describePitch2D(const ChannelFormat &f, size_t width, size_t height, size_t pitch,
                             DeviceTexture &t);
/// A texture's sampling (cudaTextureDesc): address modes wrap to border,
/// filter point or linear, read mode element or normalized float; another
/// value is InvalidValue.
TextureFault describeSampling(const int address[3], int filterMode, int readMode, bool normalized,
                              const float border[4], DeviceTexture &t);

/// Throws CudaRuntimeError (Errors.h) for a fault, naming CUDA's error as
/// CUDA's cudaGetErrorName and cudaGetErrorString do ("cudaErrorInvalidValue:
/// invalid argument"), then \p what; returns for None.
void throwIfFault(TextureFault fault, const std::string &what);

} // namespace ultima::runtime

#endif
