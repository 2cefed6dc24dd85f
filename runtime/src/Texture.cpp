//===- Texture.cpp - texture descriptors from resources and sampling ------===//
#include "ultima/runtime/Texture.h"
#include "ultima/runtime/Errors.h"

namespace ultima::runtime {

TextureFault checkChannelFormat(const ChannelFormat &f) {
  if (f.kind < cudaenum::ChannelSigned || f.kind > cudaenum::ChannelFloat)
    return TextureFault::InvalidChannelDescriptor;
  int bits[4] = {f.x, f.y, f.z, f.w};
  int channels = 0;
  while (channels < 4 && bits[channels])
    ++channels;
  for (int i = channels; i < 4; ++i)
    if (bits[i])
      return TextureFault::InvalidChannelDescriptor;
  if (channels == 0 || channels == 3)
    return TextureFault::InvalidChannelDescriptor;
  for (int i = 0; i < channels; ++i)
    if (bits[i] != bits[0] || (bits[i] != 8 && bits[i] != 16 && bits[i] != 32) ||
        (f.kind == cudaenum::ChannelFloat && bits[i] == 8))
      return TextureFault::InvalidChannelDescriptor;
  return TextureFault::None;
}

int channelCount(const ChannelFormat &f) { return f.w ? 4 : f.y ? 2 : 1; }

size_t texelBytes(const ChannelFormat &f) {
  return static_cast<size_t>(channelCount(f)) * static_cast<size_t>(f.x / 8);
}

TextureFault checkArrayExtent(size_t width, size_t height, size_t depth, unsigned flags) {
  using namespace cudaenum;
  if (flags & ~(ArrayLayered | ArraySurfaceLoadStore | ArrayTextureGather | ArrayCubemap))
    return TextureFault::InvalidValue;
  bool layered = (flags & ArrayLayered) != 0;
  if (!width || (!layered && !height && depth) || (layered && !depth))
    return TextureFault::InvalidValue;
  // A cubemap: width == height, depth 6 (layered: 6 per cubemap).
  if ((flags & ArrayCubemap) &&
      (width != height || !depth || depth % 6 || (!layered && depth != 6)))
    return TextureFault::InvalidValue;
  // Texture gather: 2-D arrays only.
  if ((flags & ArrayTextureGather) && (!height || depth || (flags & (ArrayLayered | ArrayCubemap))))
    return TextureFault::InvalidValue;
  return TextureFault::None;
}

namespace {
void describeFormat(const ChannelFormat &f, DeviceTexture &t) {
  t.channels = channelCount(f);
  t.bytes = f.x / 8;
  t.format = f.kind;
}
} // namespace

void describeArray(const ChannelFormat &f, size_t width, size_t rows, size_t slices,
                   DeviceTexture &t) {
  describeFormat(f, t);
  t.width = static_cast<int32_t>(width);
  t.height = static_cast<int32_t>(rows);
  t.depth = static_cast<int32_t>(slices);
  t.pitch = width * texelBytes(f);
  t.slice = t.pitch * rows;
}

TextureFault describeLinear(const ChannelFormat &f, size_t sizeInBytes, DeviceTexture &t) {
  if (TextureFault fault = checkChannelFormat(f); fault != TextureFault::None)
    return fault;
  size_t width = sizeInBytes / texelBytes(f);
  if (!width)
    return TextureFault::InvalidValue;
  describeFormat(f, t);
  t.width = static_cast<int32_t>(width);
  t.height = t.depth = 1;
  t.pitch = t.slice = sizeInBytes;
  return TextureFault::None;
}

TextureFault describePitch2D(const ChannelFormat &f, size_t width, size_t height, size_t pitch,
                             DeviceTexture &t) {
  if (TextureFault fault = checkChannelFormat(f); fault != TextureFault::None)
    return fault;
  if (!width || !height || pitch / texelBytes(f) < width)
    return TextureFault::InvalidValue;
  describeFormat(f, t);
  t.width = static_cast<int32_t>(width);
  t.height = static_cast<int32_t>(height);
  t.depth = 1;
  t.pitch = pitch;
  t.slice = pitch * height;
  return TextureFault::None;
}

TextureFault describeSampling(const int address[3], int filterMode, int readMode, bool normalized,
                              const float border[4], DeviceTexture &t) {
  using namespace cudaenum;
  for (int i = 0; i < 3; ++i)
    if (address[i] < AddressWrap || address[i] > AddressBorder)
      return TextureFault::InvalidValue;
  if ((filterMode != FilterPoint && filterMode != FilterLinear) ||
      (readMode != ReadElementType && readMode != ReadNormalizedFloat))
    return TextureFault::InvalidValue;
  for (int i = 0; i < 3; ++i)
    t.address[i] = address[i];
  t.filterMode = filterMode;
  t.readMode = readMode;
  t.normalized = normalized ? 1 : 0;
  for (int i = 0; i < 4; ++i)
    t.border[i] = border[i];
  return TextureFault::None;
}

void throwIfFault(TextureFault fault, const std::string &what) {
  switch (fault) {
  case TextureFault::None:
    return;
  case TextureFault::InvalidValue:
    throw CudaRuntimeError("cudaErrorInvalidValue: invalid argument (" + what + ")", 1);
  case TextureFault::InvalidChannelDescriptor:
    throw CudaRuntimeError(
        "cudaErrorInvalidChannelDescriptor: invalid channel descriptor (" + what + ")", 20);
  case TextureFault::NotSupported:
    throw CudaRuntimeError("cudaErrorNotSupported: operation not supported (" + what + ")", 801);
  }
}

} // namespace ultima::runtime
