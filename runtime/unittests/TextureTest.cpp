//===- TextureTest.cpp - the texture descriptor without a device ----------===//
///
/// ultima/runtime/Texture.h against the CUDA Runtime API's rules for
/// cudaMalloc3DArray, cudaCreateChannelDesc formats and cudaCreateTextureObject,
/// and the layout kernels/opencl/tex_core.cl declares for `ultima_texture`.
///
//===----------------------------------------------------------------------===//
#include "ultima/runtime/Texture.h"
#include "ultima/runtime/Errors.h"
#include <cstddef>
#include <gtest/gtest.h>

using namespace ultima::runtime;

namespace {

TEST(Texture, DescriptorLayoutIsTexCoreCls) {
  // ulong offset, pitch, slice; 9 ints; int address[3]; float border[4];
  // int image, imageRead.
  EXPECT_EQ(offsetof(DeviceTexture, width), 24u);
  EXPECT_EQ(offsetof(DeviceTexture, normalized), 56u);
  EXPECT_EQ(offsetof(DeviceTexture, address), 60u);
  EXPECT_EQ(offsetof(DeviceTexture, border), 72u);
  EXPECT_EQ(offsetof(DeviceTexture, image), 88u);
  EXPECT_EQ(offsetof(DeviceTexture, imageRead), 92u);
  EXPECT_EQ(sizeof(DeviceTexture), 96u);
}

TEST(Texture, ChannelFormats) {
  using F = ChannelFormat;
  for (F ok : {F{8, 0, 0, 0, 0}, F{16, 16, 0, 0, 1}, F{32, 32, 32, 32, 2}, F{16, 0, 0, 0, 2}})
    EXPECT_EQ(checkChannelFormat(ok), TextureFault::None);
  for (F bad : {F{8, 0, 0, 0, 2}, F{32, 32, 32, 0, 2}, F{16, 8, 0, 0, 0}, F{0, 0, 0, 0, 1},
                F{32, 0, 0, 0, 3}, F{12, 0, 0, 0, 0}, F{8, 0, 8, 0, 0}, F{64, 0, 0, 0, 0}})
    EXPECT_EQ(checkChannelFormat(bad), TextureFault::InvalidChannelDescriptor);
  EXPECT_EQ(texelBytes(F{16, 16, 16, 16, 2}), 8u);
  EXPECT_EQ(channelCount(F{8, 8, 0, 0, 1}), 2);
}

TEST(Texture, ArrayExtents) {
  using namespace cudaenum;
  EXPECT_EQ(checkArrayExtent(4, 0, 0, 0), TextureFault::None);
  EXPECT_EQ(checkArrayExtent(4, 3, 2, ArraySurfaceLoadStore), TextureFault::None);
  EXPECT_EQ(checkArrayExtent(4, 0, 5, ArrayLayered), TextureFault::None); // 1-D layered
  EXPECT_EQ(checkArrayExtent(0, 3, 0, 0), TextureFault::InvalidValue);
  EXPECT_EQ(checkArrayExtent(4, 0, 2, 0), TextureFault::InvalidValue);
  EXPECT_EQ(checkArrayExtent(4, 3, 0, ArrayLayered), TextureFault::InvalidValue);
  EXPECT_EQ(checkArrayExtent(4, 4, 6, ArrayCubemap), TextureFault::None);
  EXPECT_EQ(checkArrayExtent(4, 4, 12, ArrayCubemap | ArrayLayered), TextureFault::None);
  EXPECT_EQ(checkArrayExtent(4, 4, 12, ArrayCubemap), TextureFault::InvalidValue);
  EXPECT_EQ(checkArrayExtent(4, 4, 8, ArrayCubemap | ArrayLayered), TextureFault::InvalidValue);
  EXPECT_EQ(checkArrayExtent(4, 5, 6, ArrayCubemap), TextureFault::InvalidValue);
  EXPECT_EQ(checkArrayExtent(4, 3, 0, ArrayTextureGather), TextureFault::None);
  EXPECT_EQ(checkArrayExtent(4, 0, 0, ArrayTextureGather), TextureFault::InvalidValue);
  EXPECT_EQ(checkArrayExtent(4, 3, 2, ArrayTextureGather), TextureFault::InvalidValue);
  EXPECT_EQ(checkArrayExtent(4, 4, 0, 64), TextureFault::InvalidValue);
}

TEST(Texture, Geometry) {
  DeviceTexture t{};
  describeArray(ChannelFormat{16, 16, 0, 0, 1}, 5, 3, 2, t);
  EXPECT_EQ(t.pitch, 20u);
  EXPECT_EQ(t.slice, 60u);
  EXPECT_EQ(t.width * 100 + t.height * 10 + t.depth, 532);
  EXPECT_EQ(t.channels * 10 + t.bytes, 22);
  EXPECT_EQ(t.format, cudaenum::ChannelUnsigned);

  EXPECT_EQ(describeLinear(ChannelFormat{32, 0, 0, 0, 2}, 30, t), TextureFault::None);
  EXPECT_EQ(t.width, 7); // whole texels
  EXPECT_EQ(describeLinear(ChannelFormat{32, 0, 0, 0, 2}, 3, t), TextureFault::InvalidValue);
  EXPECT_EQ(describeLinear(ChannelFormat{32, 0, 0, 0, 9}, 64, t),
            TextureFault::InvalidChannelDescriptor);

  EXPECT_EQ(describePitch2D(ChannelFormat{8, 8, 8, 8, 1}, 4, 3, 16, t), TextureFault::None);
  EXPECT_EQ(t.slice, 48u);
  EXPECT_EQ(describePitch2D(ChannelFormat{8, 8, 8, 8, 1}, 5, 3, 16, t), TextureFault::InvalidValue);
  EXPECT_EQ(describePitch2D(ChannelFormat{8, 8, 8, 8, 1}, 4, 0, 16, t), TextureFault::InvalidValue);
}

TEST(Texture, Sampling) {
  DeviceTexture t{};
  const int modes[3] = {0, 3, 2};
  const float border[4] = {1, 2, 3, 4};
  EXPECT_EQ(describeSampling(modes, 1, 1, true, border, t), TextureFault::None);
  EXPECT_EQ(t.address[1], 3);
  EXPECT_EQ(t.border[3], 4.0f);
  EXPECT_EQ(t.filterMode + t.readMode + t.normalized, 3);
  const int bad[3] = {0, 4, 0};
  EXPECT_EQ(describeSampling(bad, 0, 0, false, border, t), TextureFault::InvalidValue);
  EXPECT_EQ(describeSampling(modes, 2, 0, false, border, t), TextureFault::InvalidValue);
  EXPECT_EQ(describeSampling(modes, 0, -1, false, border, t), TextureFault::InvalidValue);
}

TEST(Texture, FaultsAreCudaRuntimeErrors) {
  EXPECT_NO_THROW(throwIfFault(TextureFault::None, "x"));
  try {
    throwIfFault(TextureFault::InvalidChannelDescriptor, "a format");
    FAIL();
  } catch (const CudaRuntimeError &e) {
    EXPECT_EQ(e.status, 20);
    EXPECT_EQ(std::string(e.what()).rfind("cudaErrorInvalidChannelDescriptor: ", 0), 0u);
  }
  EXPECT_THROW(throwIfFault(TextureFault::NotSupported, "x"), CudaRuntimeError);
}

} // namespace
