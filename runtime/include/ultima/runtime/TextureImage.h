//===- ultima/runtime/TextureImage.h - textures as OpenCL images -*- C++ -*-===//
///
/// \file
/// The image path of CUDA textures: when an array's texels, read the way a
/// texture object or reference reads them, are an OpenCL image format and
/// its sampling is an OpenCL sampler's with the results CUDA documents, the
/// kernel samples an image (kernels/opencl/tex_core.cl, ULTIMA_TEXTURE_IMAGES)
/// instead of the buffer. Pure decisions here; the host that owns the arrays
/// makes the images (libultima-cudart: cudart/src/TextureImages.cpp).
/// docs/device-library.md lists what takes the buffer path instead.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_RUNTIME_TEXTUREIMAGE_H
#define ULTIMA_RUNTIME_TEXTUREIMAGE_H

#include "ultima/runtime/OpenCL.h"
#include "ultima/runtime/Texture.h"

namespace ultima::runtime {

/// The shape of a CUDA array (cudaMalloc3DArray's extent and flags).
enum class ArrayShape { OneD, TwoD, ThreeD, Layered1D, Layered2D, Cubemap };

/// ArrayShape of an array of that extent and flags (checkArrayExtent's).
ArrayShape arrayShape(size_t height, size_t depth, unsigned flags);

/// DeviceTexture::image: which of a texture's image parameters holds it.
enum ImageSlot : int32_t { NoImage = 0, Image2D = 1, Image3D = 2, Image2DArray = 3 };
/// DeviceTexture::imageRead: the read function its format needs, and for a
/// normalized read that is point sampled, the integer read the kernel
/// normalizes itself (OpenCL's normalized formats may be 1.5 ulp off; CUDA's
/// point samples are exact).
enum ImageRead : int32_t {
  ReadFloat = 0,
  ReadSigned = 1,
  ReadUnsigned = 2,
  ReadSignedNormalized = 3,
  ReadUnsignedNormalized = 4
};

/// An image that holds an array for a texture: its slot, format, extent
/// (2-D images of a 1-D array have one row; depth counts 3-D slices or
/// layers) and the sampler that samples it as CUDA does.
struct ImageLayout {
  ImageSlot slot = NoImage;
  ImageRead read = ReadFloat;
  cl_image_format format{};
  size_t width = 1, height = 1, depth = 1;
  cl_bool normalizedCoords = CL_FALSE;
  cl_addressing_mode addressing = CL_ADDRESS_CLAMP_TO_EDGE;
  cl_filter_mode filter = CL_FILTER_NEAREST;
};

/// The image for an array of \p shape described by \p t (geometry, format
/// and sampling), or one whose slot is NoImage when only the buffer path
/// gives CUDA's results: a cubemap (OpenCL 1.2 has none), address modes
/// that differ between the dimensions, a border colour other than zeros
/// (OpenCL's is transparent black), a normalized read of 32-bit integers,
/// a 3-D array of one slice, a layered array read with normalized
/// coordinates (PoCL 3.1 normalizes the layer index too).
ImageLayout chooseImage(const DeviceTexture &t, ArrayShape shape);

/// The OpenCL image type of a slot (CL_MEM_OBJECT_IMAGE2D, ...).
cl_mem_object_type imageType(ImageSlot slot);

} // namespace ultima::runtime

#endif
