//===- TextureImage.cpp - which textures are OpenCL images ----------------===//
#include "ultima/runtime/TextureImage.h"

namespace ultima::runtime {

using namespace cudaenum;

ArrayShape arrayShape(size_t height, size_t depth, unsigned flags) {
  if (flags & ArrayCubemap)
    return ArrayShape::Cubemap;
  if (flags & ArrayLayered)
    return height ? ArrayShape::Layered2D : ArrayShape::Layered1D;
  if (depth)
    return ArrayShape::ThreeD;
  return height ? ArrayShape::TwoD : ArrayShape::OneD;
}

cl_mem_object_type imageType(ImageSlot slot) {
  switch (slot) {
  case Image3D:
    return CL_MEM_OBJECT_IMAGE3D;
  case Image2DArray:
    return CL_MEM_OBJECT_IMAGE2D_ARRAY;
  case Image2D:
  case NoImage:
    break;
  }
  return CL_MEM_OBJECT_IMAGE2D;
}

namespace {

/// The image's slot and extent for \p shape, and how many coordinates its
/// fetches filter; false for a shape only the buffer path samples.
bool placeImage(const DeviceTexture &t, ArrayShape shape, ImageLayout &l, int &dims) {
  l.width = static_cast<size_t>(t.width);
  l.height = static_cast<size_t>(t.height);
  l.depth = static_cast<size_t>(t.depth);
  switch (shape) {
  case ArrayShape::OneD:
  case ArrayShape::TwoD:
    l.slot = Image2D;
    dims = shape == ArrayShape::OneD ? 1 : 2;
    return true;
  case ArrayShape::ThreeD: // OpenCL 1.1 wanted depth > 1; be portable
    l.slot = Image3D;
    dims = 3;
    return t.depth > 1;
  case ArrayShape::Layered1D:
  case ArrayShape::Layered2D:
    l.slot = Image2DArray;
    dims = shape == ArrayShape::Layered1D ? 1 : 2;
    return true;
  case ArrayShape::Cubemap: // no cubemap images in OpenCL 1.2
    break;
  }
  return false;
}

/// The channel order and type that read as CUDA reads \p t's texels.
bool chooseFormat(const DeviceTexture &t, ImageLayout &l) {
  l.format.image_channel_order = t.channels == 1 ? CL_R : t.channels == 2 ? CL_RG : CL_RGBA;
  bool isSigned = t.format == ChannelSigned;
  if (t.format == ChannelFloat) {
    l.format.image_channel_data_type = t.bytes == 2 ? CL_HALF_FLOAT : CL_FLOAT;
    l.read = ReadFloat;
  } else if (t.readMode == ReadNormalizedFloat && t.filterMode == FilterLinear) {
    if (t.bytes == 4) // CUDA normalizes 8- and 16-bit integers only
      return false;
    l.format.image_channel_data_type = t.bytes == 1 ? (isSigned ? CL_SNORM_INT8 : CL_UNORM_INT8)
                                                    : (isSigned ? CL_SNORM_INT16 : CL_UNORM_INT16);
    l.read = ReadFloat;
  } else {
    if (t.readMode == ReadNormalizedFloat && t.bytes == 4)
      return false;
    static const cl_channel_type signedTypes[] = {CL_SIGNED_INT8, CL_SIGNED_INT16, 0,
                                                  CL_SIGNED_INT32};
    static const cl_channel_type unsignedTypes[] = {CL_UNSIGNED_INT8, CL_UNSIGNED_INT16, 0,
                                                    CL_UNSIGNED_INT32};
    l.format.image_channel_data_type = (isSigned ? signedTypes : unsignedTypes)[t.bytes - 1];
    l.read = isSigned ? ReadSigned : ReadUnsigned;
    if (t.readMode == ReadNormalizedFloat) // point sampled: the kernel divides, exactly
      l.read = isSigned ? ReadSignedNormalized : ReadUnsignedNormalized;
  }
  return true;
}

/// The sampler: one address mode for every filtered dimension (CUDA's
/// wrap and mirror clamp without normalized coordinates, as OpenCL's are
/// undefined there), OpenCL's border being zeros; linear filtering only
/// where CUDA filters (float results).
bool chooseSampler(const DeviceTexture &t, int dims, ImageLayout &l) {
  auto effective = [&](int mode) {
    return !t.normalized && (mode == AddressWrap || mode == AddressMirror) ? AddressClamp : mode;
  };
  int mode = effective(t.address[0]);
  for (int k = 1; k < dims; ++k)
    if (effective(t.address[k]) != mode)
      return false;
  if (mode == AddressBorder)
    for (float c : t.border)
      if (c != 0.0f)
        return false;
  l.normalizedCoords = t.normalized ? CL_TRUE : CL_FALSE;
  l.addressing = mode == AddressWrap     ? CL_ADDRESS_REPEAT
                 : mode == AddressMirror ? CL_ADDRESS_MIRRORED_REPEAT
                 : mode == AddressBorder ? CL_ADDRESS_CLAMP
                                         : CL_ADDRESS_CLAMP_TO_EDGE;
  l.filter =
      t.filterMode == FilterLinear && l.read == ReadFloat ? CL_FILTER_LINEAR : CL_FILTER_NEAREST;
  return true;
}

} // namespace

ImageLayout chooseImage(const DeviceTexture &t, ArrayShape shape) {
  ImageLayout l;
  int dims = 0;
  if (!placeImage(t, shape, l, dims) || !chooseFormat(t, l) || !chooseSampler(t, dims, l))
    return ImageLayout{};
  // PoCL 3.1 scales an image array's layer by the layer count when the
  // coordinates are normalized (OpenCL never normalizes the layer).
  if (l.slot == Image2DArray && t.normalized)
    return ImageLayout{};
  return l;
}

} // namespace ultima::runtime
