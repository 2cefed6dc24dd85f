//===- TextureImageTest.cpp - which textures are OpenCL images -------------===//
///
/// ultima/runtime/TextureImage.h against the two specifications it bridges:
/// CUDA's texture fetching rules (CUDA Programming Guide, "Texture
/// Fetching") and OpenCL 1.2's image formats and samplers (sections 5.3.1.1
/// and 6.12.14): an image is chosen only where an OpenCL sampler gives
/// CUDA's result. No device needed.
///
//===----------------------------------------------------------------------===//
#include "ultima/runtime/TextureImage.h"
#include <gtest/gtest.h>

using namespace ultima::runtime;

namespace {

/// A texture over a w x h x d array of `channels` channels of `bytes`
/// bytes of kind `format`, clamped, point sampled, unnormalized.
DeviceTexture texture(int format, int bytes, int channels, int w, int h, int d) {
  DeviceTexture t{};
  t.format = format;
  t.bytes = bytes;
  t.channels = channels;
  t.width = w;
  t.height = h;
  t.depth = d;
  for (int &a : t.address)
    a = cudaenum::AddressClamp;
  return t;
}

TEST(TextureImage, ArrayShapes) {
  // cudaMalloc3DArray's extents: (w), (w, h), (w, h, d); layered (w, 0, l), (w, h, l).
  EXPECT_EQ(arrayShape(0, 0, 0), ArrayShape::OneD);
  EXPECT_EQ(arrayShape(4, 0, 0), ArrayShape::TwoD);
  EXPECT_EQ(arrayShape(4, 5, 0), ArrayShape::ThreeD);
  EXPECT_EQ(arrayShape(0, 3, cudaenum::ArrayLayered), ArrayShape::Layered1D);
  EXPECT_EQ(arrayShape(4, 3, cudaenum::ArrayLayered), ArrayShape::Layered2D);
  EXPECT_EQ(arrayShape(4, 6, cudaenum::ArrayCubemap), ArrayShape::Cubemap);
}

TEST(TextureImage, SlotsAndExtents) {
  ImageLayout line = chooseImage(texture(cudaenum::ChannelFloat, 4, 1, 9, 1, 1), ArrayShape::OneD);
  EXPECT_EQ(line.slot, Image2D); // a 1-D array is an image of one row
  EXPECT_EQ(line.width, 9u);
  EXPECT_EQ(line.height, 1u);
  ImageLayout vol = chooseImage(texture(cudaenum::ChannelFloat, 4, 1, 4, 3, 5), ArrayShape::ThreeD);
  EXPECT_EQ(vol.slot, Image3D);
  EXPECT_EQ(vol.depth, 5u);
  ImageLayout layers =
      chooseImage(texture(cudaenum::ChannelFloat, 4, 1, 6, 1, 3), ArrayShape::Layered1D);
  EXPECT_EQ(layers.slot, Image2DArray);
  EXPECT_EQ(layers.depth, 3u);
  EXPECT_EQ(imageType(Image2D), static_cast<cl_mem_object_type>(CL_MEM_OBJECT_IMAGE2D));
  EXPECT_EQ(imageType(Image3D), static_cast<cl_mem_object_type>(CL_MEM_OBJECT_IMAGE3D));
  EXPECT_EQ(imageType(Image2DArray), static_cast<cl_mem_object_type>(CL_MEM_OBJECT_IMAGE2D_ARRAY));
}

TEST(TextureImage, BufferPathWhereNoSamplerIsCudas) {
  // Cubemaps: OpenCL 1.2 has no cubemap images.
  EXPECT_EQ(chooseImage(texture(cudaenum::ChannelFloat, 4, 1, 4, 4, 6), ArrayShape::Cubemap).slot,
            NoImage);
  // A 3-D array of one slice (OpenCL 1.1 wanted depth > 1).
  EXPECT_EQ(chooseImage(texture(cudaenum::ChannelFloat, 4, 1, 4, 4, 1), ArrayShape::ThreeD).slot,
            NoImage);
  // One sampler addresses every dimension: modes that differ cannot be one.
  DeviceTexture mixed = texture(cudaenum::ChannelFloat, 4, 1, 4, 4, 1);
  mixed.normalized = 1;
  mixed.address[0] = cudaenum::AddressWrap;
  EXPECT_EQ(chooseImage(mixed, ArrayShape::TwoD).slot, NoImage);
  // ... unless only the first is filtered (a 1-D array).
  EXPECT_EQ(chooseImage(mixed, ArrayShape::OneD).slot, Image2D);
  // OpenCL's border colour is zeros; CUDA's may be any.
  DeviceTexture border = texture(cudaenum::ChannelFloat, 4, 1, 4, 4, 1);
  for (int &a : border.address)
    a = cudaenum::AddressBorder;
  EXPECT_EQ(chooseImage(border, ArrayShape::TwoD).addressing,
            static_cast<cl_addressing_mode>(CL_ADDRESS_CLAMP));
  border.border[2] = 0.5f;
  EXPECT_EQ(chooseImage(border, ArrayShape::TwoD).slot, NoImage);
  // CUDA normalizes 8- and 16-bit integers only.
  DeviceTexture wide = texture(cudaenum::ChannelSigned, 4, 1, 4, 4, 1);
  wide.readMode = cudaenum::ReadNormalizedFloat;
  EXPECT_EQ(chooseImage(wide, ArrayShape::TwoD).slot, NoImage);
  // PoCL 3.1 normalizes an image array's layer with the coordinates.
  DeviceTexture layered = texture(cudaenum::ChannelFloat, 4, 1, 4, 4, 3);
  layered.normalized = 1;
  EXPECT_EQ(chooseImage(layered, ArrayShape::Layered2D).slot, NoImage);
}

TEST(TextureImage, FormatsReadAsCudaReads) {
  ImageLayout f = chooseImage(texture(cudaenum::ChannelFloat, 4, 4, 2, 2, 1), ArrayShape::TwoD);
  EXPECT_EQ(f.format.image_channel_order, static_cast<cl_channel_order>(CL_RGBA));
  EXPECT_EQ(f.format.image_channel_data_type, static_cast<cl_channel_type>(CL_FLOAT));
  EXPECT_EQ(f.read, ReadFloat);
  ImageLayout h = chooseImage(texture(cudaenum::ChannelFloat, 2, 2, 2, 2, 1), ArrayShape::TwoD);
  EXPECT_EQ(h.format.image_channel_order, static_cast<cl_channel_order>(CL_RG));
  EXPECT_EQ(h.format.image_channel_data_type, static_cast<cl_channel_type>(CL_HALF_FLOAT));
  // Element reads of integers: integer images, never filtered.
  DeviceTexture u8 = texture(cudaenum::ChannelUnsigned, 1, 1, 2, 2, 1);
  u8.filterMode = cudaenum::FilterLinear;
  ImageLayout e = chooseImage(u8, ArrayShape::TwoD);
  EXPECT_EQ(e.format.image_channel_data_type, static_cast<cl_channel_type>(CL_UNSIGNED_INT8));
  EXPECT_EQ(e.read, ReadUnsigned);
  EXPECT_EQ(e.filter, static_cast<cl_filter_mode>(CL_FILTER_NEAREST));
  // Normalized reads, filtered: OpenCL's normalized formats.
  DeviceTexture s16 = texture(cudaenum::ChannelSigned, 2, 1, 2, 2, 1);
  s16.readMode = cudaenum::ReadNormalizedFloat;
  s16.filterMode = cudaenum::FilterLinear;
  ImageLayout n = chooseImage(s16, ArrayShape::TwoD);
  EXPECT_EQ(n.format.image_channel_data_type, static_cast<cl_channel_type>(CL_SNORM_INT16));
  EXPECT_EQ(n.read, ReadFloat);
  EXPECT_EQ(n.filter, static_cast<cl_filter_mode>(CL_FILTER_LINEAR));
  // ... point sampled: integers the kernel divides exactly.
  s16.filterMode = cudaenum::FilterPoint;
  ImageLayout p = chooseImage(s16, ArrayShape::TwoD);
  EXPECT_EQ(p.format.image_channel_data_type, static_cast<cl_channel_type>(CL_SIGNED_INT16));
  EXPECT_EQ(p.read, ReadSignedNormalized);
}

TEST(TextureImage, SamplersAddressAsCuda) {
  DeviceTexture t = texture(cudaenum::ChannelFloat, 4, 1, 4, 4, 1);
  t.normalized = 1;
  for (int &a : t.address)
    a = cudaenum::AddressMirror;
  ImageLayout m = chooseImage(t, ArrayShape::TwoD);
  EXPECT_EQ(m.addressing, static_cast<cl_addressing_mode>(CL_ADDRESS_MIRRORED_REPEAT));
  EXPECT_EQ(m.normalizedCoords, static_cast<cl_bool>(CL_TRUE));
  for (int &a : t.address)
    a = cudaenum::AddressWrap;
  EXPECT_EQ(chooseImage(t, ArrayShape::TwoD).addressing,
            static_cast<cl_addressing_mode>(CL_ADDRESS_REPEAT));
  // Without normalized coordinates CUDA clamps for wrap and mirror; OpenCL
  // leaves repeat undefined there.
  t.normalized = 0;
  EXPECT_EQ(chooseImage(t, ArrayShape::TwoD).addressing,
            static_cast<cl_addressing_mode>(CL_ADDRESS_CLAMP_TO_EDGE));
}

} // namespace
